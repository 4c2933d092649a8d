'use strict';

// Node's child_process module: spawn/exec/execFile over internal/child_process (the
// `process_wrap` handle), and the synchronous forms over `spawn_sync`, which runs the child
// on a private event loop.

const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_CHILD_PROCESS_STDIO_MAXBUFFER,
  },
  validateString, validateFunction, validateObject, validateAbortSignal,
} = require('internal/errors');
const { errnoException } = require('internal/system_error');
const { ChildProcess, getValidStdio, convertToValidSignal } = require('internal/child_process');
const spawnSyncBinding = internalBinding('spawn_sync');

const MAX_BUFFER = 1024 * 1024;

function validateTimeout(timeout) {
  if (timeout != null && !(Number.isInteger(timeout) && timeout >= 0)) {
    throw new ERR_OUT_OF_RANGE('timeout', 'an unsigned integer', timeout);
  }
}

function validateMaxBuffer(maxBuffer) {
  if (maxBuffer != null && !(typeof maxBuffer === 'number' && maxBuffer >= 0)) {
    throw new ERR_OUT_OF_RANGE('options.maxBuffer', 'a positive number', maxBuffer);
  }
}

function validateArgumentNullCheck(arg, name) {
  if (typeof arg === 'string' && arg.includes('\u0000')) {
    throw new ERR_INVALID_ARG_VALUE(name, arg, 'must be a string without null bytes');
  }
}

// (file, args, options) as the binding wants them: the shell applied, argv[0] first, the
// environment as KEY=VALUE pairs.
function normalizeSpawnArguments(file, args, options) {
  validateString(file, 'file');
  validateArgumentNullCheck(file, 'file');
  if (file.length === 0) throw new ERR_INVALID_ARG_VALUE('file', file, 'cannot be empty');
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args == null) {
    args = [];
  } else if (typeof args !== 'object') {
    throw new ERR_INVALID_ARG_TYPE('args', 'object', args);
  } else {
    options = args;
    args = [];
  }
  for (let i = 0; i < args.length; i++) validateArgumentNullCheck(args[i], `args[${i}]`);
  if (options === undefined) options = {};
  else validateObject(options, 'options');
  let cwd = options.cwd;
  if (cwd != null) cwd = require('internal/fs/utils').toPath(cwd, 'options.cwd');
  if (options.detached != null && typeof options.detached !== 'boolean') {
    throw new ERR_INVALID_ARG_TYPE('options.detached', 'boolean', options.detached);
  }
  for (const id of ['uid', 'gid']) {
    if (options[id] != null && (options[id] | 0) !== options[id]) {
      throw new ERR_INVALID_ARG_TYPE(`options.${id}`, 'int32', options[id]);
    }
  }
  if (options.shell != null && typeof options.shell !== 'boolean' && typeof options.shell !== 'string') {
    throw new ERR_INVALID_ARG_TYPE('options.shell', ['boolean', 'string'], options.shell);
  }
  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateArgumentNullCheck(options.argv0, 'options.argv0');
  }
  for (const name of ['windowsHide', 'windowsVerbatimArguments']) {
    if (options[name] != null && typeof options[name] !== 'boolean') {
      throw new ERR_INVALID_ARG_TYPE(`options.${name}`, 'boolean', options[name]);
    }
  }
  if (options.shell) {
    validateArgumentNullCheck(options.shell, 'options.shell');
    const command = args.length > 0 ? `${file} ${args.join(' ')}` : file;
    file = typeof options.shell === 'string' ? options.shell : '/bin/sh';
    args = ['-c', command];
  }
  if (typeof options.argv0 === 'string') args.unshift(options.argv0);
  else args.unshift(file);
  const env = options.env || process.env;
  const envPairs = [];
  // Inherited variables count too, as in Node.
  for (const key in env) {
    const value = env[key];
    if (value !== undefined) {
      validateArgumentNullCheck(key, `options.env['${key}']`);
      validateArgumentNullCheck(value, `options.env['${key}']`);
      envPairs.push(`${key}=${value}`);
    }
  }
  return {
    ...options,
    args,
    cwd,
    detached: Boolean(options.detached),
    envPairs,
    file,
    windowsHide: Boolean(options.windowsHide),
    windowsVerbatimArguments: Boolean(options.windowsVerbatimArguments),
  };
}

// Node's sanitizeKillSignal: a name or number checked now, anything else refused.
function sanitizeKillSignal(killSignal) {
  if (typeof killSignal === 'string' || typeof killSignal === 'number') return convertToValidSignal(killSignal);
  if (killSignal != null) throw new ERR_INVALID_ARG_TYPE('options.killSignal', ['string', 'number'], killSignal);
  return undefined;
}

function spawn(file, args, options) {
  options = normalizeSpawnArguments(file, args, options);
  validateTimeout(options.timeout);
  // Checked before the child starts: a bad signal must not leave a child running.
  validateAbortSignal(options.signal, 'options.signal');
  sanitizeKillSignal(options.killSignal);
  const child = new ChildProcess();
  child.spawn(options);
  if (options.signal) abortChildOnSignal(child, options.signal, options.killSignal);
  if (options.timeout > 0) {
    let timeoutId = setTimeout(() => {
      if (timeoutId) {
        try {
          child.kill(options.killSignal);
        } catch (err) {
          child.emit('error', err);
        }
        timeoutId = null;
      }
    }, options.timeout);
    child.once('exit', () => {
      if (timeoutId) {
        clearTimeout(timeoutId);
        timeoutId = null;
      }
    });
  }
  return child;
}

// options.signal: aborting kills the child and reports an AbortError, as Node's spawn does.
function abortChildOnSignal(child, signal, killSignal) {
  if (signal === null || typeof signal !== 'object' || !('aborted' in signal)) {
    throw new ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', signal);
  }
  const onAbort = () => {
    if (!child._handle) return;
    try {
      if (child.kill(killSignal)) {
        const { AbortError } = require('internal/abort_controller');
        child.emit('error', new AbortError(undefined, { cause: signal.reason }));
      }
    } catch (err) {
      child.emit('error', err);
    }
  };
  if (signal.aborted) {
    process.nextTick(onAbort);
  } else {
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('exit', () => signal.removeEventListener('abort', onAbort));
  }
}

function normalizeExecArgs(command, options, callback) {
  validateString(command, 'command');
  validateArgumentNullCheck(command, 'command');
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  options = { ...options };
  options.shell = typeof options.shell === 'string' ? options.shell : true;
  return { file: command, options, callback };
}

function exec(command, options, callback) {
  const opts = normalizeExecArgs(command, options, callback);
  return execFile(opts.file, opts.options, opts.callback);
}

// util.promisify(exec) and util.promisify(execFile) resolve { stdout, stderr }, reject with
// the error carrying both, and expose the child as `promise.child`, as Node's do.
function customPromiseExecFunction(orig) {
  return (...args) => {
    let resolve;
    let reject;
    const promise = new Promise((resolveFn, rejectFn) => {
      resolve = resolveFn;
      reject = rejectFn;
    });
    promise.child = orig(...args, (error, stdout, stderr) => {
      if (error !== null) {
        error.stdout = stdout;
        error.stderr = stderr;
        reject(error);
      } else {
        resolve({ stdout, stderr });
      }
    });
    return promise;
  };
}

Object.defineProperty(exec, Symbol.for('nodejs.util.promisify.custom'), {
  enumerable: false,
  value: customPromiseExecFunction(exec),
});

function execFile(file, args, options, callback) {
  ({ file, args, options, callback } = normalizeExecFileArgs(file, args, options, callback));
  options = {
    encoding: 'utf8',
    timeout: 0,
    maxBuffer: MAX_BUFFER,
    killSignal: 'SIGTERM',
    cwd: null,
    env: null,
    shell: false,
    ...options,
  };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = convertToValidSignal(options.killSignal);

  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env,
    gid: options.gid,
    shell: options.shell,
    signal: options.signal,
    uid: options.uid,
    windowsHide: Boolean(options.windowsHide),
    windowsVerbatimArguments: Boolean(options.windowsVerbatimArguments),
  });

  let encoding;
  const _stdout = [];
  const _stderr = [];
  if (options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding)) encoding = options.encoding;
  let stdoutLen = 0;
  let stderrLen = 0;
  let killed = false;
  let exited = false;
  let timeoutId;
  let ex = null;
  let cmd = file;

  function exithandler(code, signal) {
    if (exited) return;
    exited = true;
    if (timeoutId) {
      clearTimeout(timeoutId);
      timeoutId = null;
    }
    if (!callback) return;
    let stdout;
    let stderr;
    if (encoding || (child.stdout && child.stdout.readableEncoding)) {
      stdout = _stdout.join('');
    } else {
      stdout = Buffer.concat(_stdout);
    }
    if (encoding || (child.stderr && child.stderr.readableEncoding)) {
      stderr = _stderr.join('');
    } else {
      stderr = Buffer.concat(_stderr);
    }
    if (!ex && code === 0 && signal === null) {
      callback(null, stdout, stderr);
      return;
    }
    if (args && args.length) cmd += ` ${args.join(' ')}`;
    if (!ex) {
      ex = new Error(`Command failed: ${cmd}\n${stderr}`);
      ex.code = code < 0 ? require('internal/system_error').errname(code) : code;
      ex.killed = child.killed || killed;
      ex.signal = signal;
    }
    ex.cmd = cmd;
    callback(ex, stdout, stderr);
  }

  function errorhandler(e) {
    ex = e;
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    exithandler();
  }

  function kill() {
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    killed = true;
    try {
      child.kill(options.killSignal);
    } catch (e) {
      ex = e;
      exithandler();
    }
  }

  if (options.timeout > 0) {
    timeoutId = setTimeout(function delayedKill() {
      kill();
      timeoutId = null;
    }, options.timeout);
  }

  function collect(stream, chunks, name) {
    if (!stream) return;
    if (encoding) stream.setEncoding(encoding);
    stream.on('data', function onChildData(chunk) {
      if (options.maxBuffer === Infinity) {
        chunks.push(chunk);
        return;
      }
      const encoded = typeof chunk === 'string';
      const length = encoded ? Buffer.byteLength(chunk, encoding) : chunk.length;
      const total = (name === 'stdout' ? stdoutLen : stderrLen) + length;
      if (total > options.maxBuffer) {
        const truncatedLen = options.maxBuffer - (total - length);
        chunks.push(encoded ? chunk.slice(0, truncatedLen) : chunk.slice(0, truncatedLen));
        ex = new ERR_CHILD_PROCESS_STDIO_MAXBUFFER(name);
        kill();
      } else {
        chunks.push(chunk);
      }
      if (name === 'stdout') stdoutLen = total;
      else stderrLen = total;
    });
  }
  collect(child.stdout, _stdout, 'stdout');
  collect(child.stderr, _stderr, 'stderr');

  child.addListener('close', exithandler);
  child.addListener('error', errorhandler);
  return child;
}

// --- synchronous forms ---------------------------------------------------------------

function spawnSync(file, args, options) {
  options = {
    maxBuffer: MAX_BUFFER,
    ...normalizeSpawnArguments(file, args, options),
  };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = sanitizeKillSignal(options.killSignal) ?? convertToValidSignal('SIGTERM');
  options.stdio = getValidStdio(options.stdio || 'pipe', true).stdio;
  if (options.input) {
    const stdin = options.stdio[0] = { ...options.stdio[0] };
    stdin.input = options.input;
  }
  for (let i = 0; i < options.stdio.length; i++) {
    const input = options.stdio[i] && options.stdio[i].input;
    if (input != null) {
      const pipe = options.stdio[i] = { ...options.stdio[i] };
      if (typeof input === 'string') {
        pipe.input = Buffer.from(input, options.encoding && options.encoding !== 'buffer' ? options.encoding : 'utf8');
      } else if (ArrayBuffer.isView(input)) {
        pipe.input = input;
      } else {
        throw new ERR_INVALID_ARG_TYPE(`options.stdio[${i}]`, ['Buffer', 'TypedArray', 'DataView', 'string'], input);
      }
    }
  }
  const result = spawnSyncBinding.spawn(options);
  if (result.output && options.encoding && options.encoding !== 'buffer') {
    for (let i = 0; i < result.output.length; i++) {
      if (result.output[i]) result.output[i] = Buffer.from(result.output[i]).toString(options.encoding);
    }
  } else if (result.output) {
    for (let i = 0; i < result.output.length; i++) {
      if (result.output[i]) result.output[i] = Buffer.from(result.output[i]);
    }
  }
  result.stdout = result.output && result.output[1];
  result.stderr = result.output && result.output[2];
  if (result.error) {
    result.error = errnoException(result.error, `spawnSync ${options.file}`);
    result.error.path = options.file;
    result.error.spawnargs = options.args.slice(1);
  }
  return result;
}

function checkExecSyncError(ret, args, cmd) {
  let err;
  if (ret.error) {
    err = ret.error;
    Object.assign(err, ret);
    delete err.error;
  } else if (ret.status !== 0) {
    let msg = 'Command failed: ';
    msg += cmd || args.join(' ');
    if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
    err = new Error(msg);
    Object.assign(err, ret);
    delete err.error;
  }
  return err;
}

function execFileSync(file, args, options) {
  ({ file, args, options } = normalizeExecFileArgs(file, args, options));
  const inheritStderr = !options.stdio;
  const ret = spawnSync(file, args, options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const errArgs = [options.argv0 || file];
  if (Array.isArray(args)) errArgs.push(...args);
  const err = checkExecSyncError(ret, errArgs);
  if (err) throw err;
  return ret.stdout;
}

// execFile(file[, args][, options][, callback]) and execFileSync: args an array, options an
// object, the callback a function; anything else in those places is refused, as in Node.
function normalizeExecFileArgs(file, args, options, callback) {
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args != null && typeof args === 'object') {
    callback = options;
    options = args;
    args = null;
  } else if (typeof args === 'function') {
    callback = args;
    options = null;
    args = null;
  }
  if (args == null) args = [];
  if (typeof options === 'function') callback = options;
  else if (options != null) validateObject(options, 'options');
  if (options == null || typeof options === 'function') options = {};
  if (callback != null) validateFunction(callback, 'callback');
  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateArgumentNullCheck(options.argv0, 'options.argv0');
  }
  return { file, args, options: { ...options }, callback };
}

function execSync(command, options) {
  const opts = normalizeExecArgs(command, options, null);
  const inheritStderr = !opts.options.stdio;
  const ret = spawnSync(opts.file, opts.options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, undefined, command);
  if (err) throw err;
  return ret.stdout;
}

function fork(modulePath, args, options) {
  // A path as a string, Buffer or file: URL, as Node's getValidatedPath takes it.
  if (Buffer.isBuffer(modulePath)) modulePath = modulePath.toString();
  else if (typeof modulePath === 'object' && modulePath !== null && modulePath.href !== undefined) {
    modulePath = require('url').fileURLToPath(modulePath);
  }
  if (typeof modulePath !== 'string') {
    throw new ERR_INVALID_ARG_TYPE('modulePath', ['string', 'Buffer', 'URL'], modulePath);
  }
  if (args != null && typeof args === 'object' && !Array.isArray(args)) {
    options = args;
    args = [];
  } else if (args != null && !Array.isArray(args)) {
    throw new ERR_INVALID_ARG_TYPE('args', 'Array', args);
  }
  if (options != null) validateObject(options, 'options');
  options = { ...options };
  args = Array.isArray(args) ? args : [];
  const execArgv = options.execArgv || process.execArgv;
  args = [...execArgv, modulePath, ...args];
  if (typeof options.stdio === 'string') {
    options.stdio = [options.stdio, options.stdio, options.stdio, 'ipc'];
  } else if (!Array.isArray(options.stdio)) {
    options.stdio = options.silent ? ['pipe', 'pipe', 'pipe', 'ipc'] : [0, 1, 2, 'ipc'];
  } else if (!options.stdio.includes('ipc')) {
    throw new (require('internal/errors').codes.ERR_CHILD_PROCESS_IPC_REQUIRED)('options.stdio');
  }
  options.shell = false;
  return spawn(options.execPath || process.execPath, args, options);
}

Object.defineProperty(execFile, Symbol.for('nodejs.util.promisify.custom'), {
  enumerable: false,
  value: customPromiseExecFunction(execFile),
});

module.exports = {
  _forkChild() {},
  ChildProcess,
  exec,
  execFile,
  execFileSync,
  execSync,
  fork,
  spawn,
  spawnSync,
};
