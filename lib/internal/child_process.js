'use strict';

// The ChildProcess class over the `process_wrap` handle: stdio pipes become net.Sockets
// over `pipe_wrap` handles, as in Node; 'exit' comes from the handle, 'close' once the
// child exited and its output pipes closed.

const EventEmitter = require('events');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_UNKNOWN_SIGNAL, ERR_IPC_ONE_PIPE },
} = require('internal/errors');
const { errnoException, uv } = require('internal/system_error');
const { kOwner } = require('internal/net');
const { Process } = internalBinding('process_wrap');
const { Pipe, constants: PipeConstants } = internalBinding('pipe_wrap');
const { signals } = internalBinding('constants').os;

// Marks a stream handed to a child as its stdio (Node's symbol of the same name).
const kIsUsedAsStdio = Symbol('kIsUsedAsStdio');

const { UV_EACCES, UV_EAGAIN, UV_EMFILE, UV_ENFILE, UV_ENOENT, UV_ESRCH, UV_EINVAL, UV_ENOSYS } = uv;

function convertToValidSignal(signal) {
  if (typeof signal === 'number' && Object.values(signals).includes(signal)) return signal;
  if (typeof signal === 'string') {
    const number = signals[signal.toUpperCase()];
    if (number) return number;
  }
  throw new ERR_UNKNOWN_SIGNAL(signal);
}

function signalName(number) {
  for (const name of Object.keys(signals)) if (signals[name] === number) return name;
  return undefined;
}

// stdio as Node accepts it ('pipe', 'inherit', 'ignore', [..], numbers, streams) →
// entries for the binding.
function getValidStdio(stdio, sync) {
  if (typeof stdio === 'string') {
    switch (stdio) {
      case 'ignore':
      case 'pipe':
      case 'inherit':
      case 'overlapped':
        stdio = [stdio, stdio, stdio];
        break;
      default:
        throw new ERR_INVALID_ARG_VALUE('stdio', stdio);
    }
  } else if (!Array.isArray(stdio)) {
    throw new ERR_INVALID_ARG_VALUE('stdio', stdio);
  }
  while (stdio.length < 3) stdio.push(undefined);
  let ipc;
  let ipcFd;
  const entries = stdio.map((option, i) => {
    if (option == null) option = i < 3 ? 'pipe' : 'ignore';
    if (option === 'ignore') return { type: 'ignore' };
    if (option === 'pipe' || option === 'overlapped' || (typeof option === 'number' && option < 0)) {
      const entry = { type: 'pipe', readable: i === 0, writable: i !== 0 };
      if (!sync) entry.handle = new Pipe(PipeConstants.SOCKET);
      return entry;
    }
    if (option === 'ipc') {
      if (sync || ipc !== undefined) throw new ERR_IPC_ONE_PIPE();
      ipc = new Pipe(PipeConstants.IPC);
      ipcFd = i;
      return { type: 'pipe', handle: ipc, ipc: true };
    }
    if (option === 'inherit') return { type: 'inherit', fd: i };
    if (typeof option === 'number' || typeof option.fd === 'number') {
      return { type: 'fd', fd: typeof option === 'number' ? option : option.fd };
    }
    const handle = option._handle || option.handle;
    if (handle) return { type: 'wrap', handle, _stdio: option };
    if (option.fd === undefined && typeof option.pipe === 'function' && sync) {
      throw new ERR_INVALID_ARG_VALUE('stdio', option);
    }
    throw new ERR_INVALID_ARG_VALUE('stdio', option);
  });
  return { stdio: entries, ipc, ipcFd };
}

function maybeClose(subprocess) {
  subprocess._closesGot++;
  if (subprocess._closesGot === subprocess._closesNeeded) {
    subprocess.emit('close', subprocess.exitCode, subprocess.signalCode);
  }
}

// Output nobody reads is drained, so the child never blocks on a full pipe.
function flushStdio(subprocess) {
  const stdio = subprocess.stdio;
  if (stdio == null) return;
  for (let i = 0; i < stdio.length; i++) {
    const stream = stdio[i];
    if (!stream || !stream.readable || stream.readableFlowing !== null || stream[kIsUsedAsStdio]) continue;
    stream.resume();
  }
}

function createSocket(pipe, readable) {
  const net = require('net');
  return net.Socket({ handle: pipe, readable });
}

class ChildProcess extends EventEmitter {
  constructor() {
    super();
    this._closesNeeded = 1;
    this._closesGot = 0;
    this.connected = false;
    this.signalCode = null;
    this.exitCode = null;
    this.killed = false;
    this.spawnfile = null;
    this._handle = new Process();
    this._handle[kOwner] = this;
    this._handle.onexit = (exitCode, signalCode) => {
      if (signalCode) this.signalCode = signalCode;
      else this.exitCode = exitCode;
      if (this.stdin) this.stdin.destroy();
      if (this._handle) this._handle.close();
      this._handle = null;
      if (exitCode < 0) {
        const syscall = this.spawnfile ? `spawn ${this.spawnfile}` : 'spawn';
        const err = errnoException(exitCode, syscall);
        if (this.spawnfile) err.path = this.spawnfile;
        err.spawnargs = this.spawnargs.slice(1);
        this.emit('error', err);
      } else {
        this.emit('exit', this.exitCode, this.signalCode);
      }
      process.nextTick(flushStdio, this);
      maybeClose(this);
    };
    const childProcessChannel = require('diagnostics_channel').channel('child_process');
    if (childProcessChannel.hasSubscribers) childProcessChannel.publish({ process: this });
  }

  spawn(options) {
    if (options === null || typeof options !== 'object') {
      throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    }
    const { stdio, ipc, ipcFd } = getValidStdio(options.stdio || 'pipe', false);
    const { serialization } = options;
    if (serialization !== undefined && serialization !== 'json' && serialization !== 'advanced') {
      throw new ERR_INVALID_ARG_VALUE('options.serialization', serialization, "must be one of: undefined, 'json', 'advanced'");
    }
    if (ipc !== undefined) {
      if (options.envPairs !== undefined && !Array.isArray(options.envPairs)) {
        throw new ERR_INVALID_ARG_TYPE('options.envPairs', 'Array', options.envPairs);
      }
      options.envPairs = (options.envPairs || []).concat(`NODE_CHANNEL_FD=${ipcFd}`,
        `NODE_CHANNEL_SERIALIZATION_MODE=${serialization || 'json'}`);
    }
    if (typeof options.file !== 'string') throw new ERR_INVALID_ARG_TYPE('options.file', 'string', options.file);
    this.spawnfile = options.file;
    if (options.args !== undefined && !Array.isArray(options.args)) {
      throw new ERR_INVALID_ARG_TYPE('options.args', 'Array', options.args);
    }
    this.spawnargs = options.args === undefined ? [] : options.args;
    // An empty cwd is no cwd (Node's binding changes directory only for a non-empty one).
    const err = this._handle.spawn({ ...options, stdio, cwd: options.cwd || undefined });
    if (err === UV_EACCES || err === UV_EAGAIN || err === UV_EMFILE || err === UV_ENFILE || err === UV_ENOENT) {
      // Failures of the program itself are 'error' events, as Node reports them.
      process.nextTick(() => {
        if (this._handle) this._handle.onexit(err, null);
      });
    } else if (err) {
      this._handle.close();
      this._handle = null;
      for (const entry of stdio) if (entry.handle && entry.type === 'pipe') entry.handle.close();
      throw errnoException(err, 'spawn');
    } else {
      process.nextTick(() => this.emit('spawn'));
    }
    this.pid = this._handle ? this._handle.pid : undefined;
    const spawned = err === 0;
    for (let i = 0; i < stdio.length; i++) {
      const entry = stdio[i];
      if (entry.type === 'wrap') {
        // Another child's stream given as this one's stdio: the child reads it now, so this
        // process stops reading it and does not flush it at exit, as Node.
        entry.handle.reading = false;
        entry.handle.readStop();
        entry._stdio.pause();
        entry._stdio.readableFlowing = false;
        // No read is in flight any more, so a later resume() starts one (the reader may
        // take the stream back once this child is done with it).
        entry._stdio._readableState.reading = false;
        entry._stdio[kIsUsedAsStdio] = true;
        continue;
      }
      if (entry.type === 'ignore' || !entry.handle) continue;
      if (entry.ipc) {
        if (spawned) this._closesNeeded++;
        continue;
      }
      if (err === UV_EMFILE || err === UV_ENFILE) {
        // No pipes could be made: the streams have no handle and 'close' waits for none.
        entry.handle.close();
        entry.socket = createSocket(null, i > 0);
        continue;
      }
      // A child whose exec failed still has its pipes, as libuv opens them (their peers
      // closed): its outputs end from the loop's first read and close, and 'close' waits
      // for them, as in Node.
      entry.socket = createSocket(entry.handle, i > 0);
      if (i > 0) {
        this._closesNeeded++;
        entry.socket.on('close', () => maybeClose(this));
      }
    }
    this.stdin = stdio.length >= 1 && stdio[0].socket !== undefined ? stdio[0].socket : null;
    this.stdout = stdio.length >= 2 && stdio[1].socket !== undefined ? stdio[1].socket : null;
    this.stderr = stdio.length >= 3 && stdio[2].socket !== undefined ? stdio[2].socket : null;
    this.stdio = stdio.map((entry) => (entry.socket === undefined ? null : entry.socket));
    if (ipc !== undefined) {
      if (spawned) {
        require('internal/child_process_ipc').setupChannel(this, ipc, serialization, () => maybeClose(this));
      } else {
        ipc.close();
      }
    }
    return err;
  }

  kill(sig) {
    const signal = sig === 0 ? sig : convertToValidSignal(sig === undefined ? 'SIGTERM' : sig);
    if (this._handle) {
      const err = this._handle.kill(signal);
      if (err === 0) {
        this.killed = true;
        return true;
      }
      if (err === UV_ESRCH) {
        // Already gone.
      } else if (err === UV_EINVAL || err === UV_ENOSYS) {
        throw errnoException(err, 'kill');
      } else {
        this.emit('error', errnoException(err, 'kill'));
      }
    }
    return false;
  }

  // `using child = spawn(…)` kills it at the end of the scope unless it was killed already.
  [Symbol.dispose]() {
    if (!this.killed) this.kill();
  }

  ref() {
    if (this._handle) this._handle.ref();
  }

  unref() {
    if (this._handle) this._handle.unref();
  }
}

module.exports = { ChildProcess, getValidStdio, convertToValidSignal, signalName };
