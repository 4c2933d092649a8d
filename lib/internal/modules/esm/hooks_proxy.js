'use strict';

// The main thread's side of the customization hooks (Node's HooksProxy): started by the
// first module.register, a worker runtime runs internal/modules/esm/worker, and each request
// is a message to it followed by Atomics.wait until it answers, so that the loader, which the
// engine calls synchronously, gets the answer of hooks that may be asynchronous.

let proxy = null;

function rebuildError({ thrown, name, message, stack, properties }) {
  if (name === undefined) return thrown;
  const Base = { TypeError, RangeError, SyntaxError, ReferenceError, URIError, EvalError }[name] ?? Error;
  const error = new Base(message);
  if (name !== error.name) {
    Object.defineProperty(error, 'name', { value: name, enumerable: false, writable: true, configurable: true });
  }
  Object.assign(error, properties);
  Object.defineProperty(error, 'stack', { value: stack, enumerable: false, writable: true, configurable: true });
  return error;
}

class HooksProxy {
  #lock = new Int32Array(new SharedArrayBuffer(4));
  #port;
  #worker;
  #nextId = 0;

  constructor() {
    const { Worker, kInternalEntry } = require('internal/worker');
    const { MessageChannel } = require('internal/worker/io');
    const { port1, port2 } = new MessageChannel();
    // Flags that would register hooks or run code again do not pass to the hooks thread.
    const execArgv = process.execArgv.filter((flag) => !/^--(?:import|loader|experimental-loader|require|r)(?:=|$)/.test(flag));
    this.#worker = new Worker('internal/modules/esm/worker', {
      [kInternalEntry]: true, execArgv, workerData: { lock: this.#lock, port: port2 }, transferList: [port2],
    });
    this.#worker.unref();
    this.#worker.on('exit', (code) => process.exit(code));
    this.#port = port1;
    this.#port.unref();
  }

  request(method, args, transferList) {
    const [{ error, body }] = this.requestAll(method, [args], transferList);
    if (error !== undefined) throw error;
    return body;
  }

  // Sends every request at once, as Node's main thread has several in flight while it links
  // a module's imports, and waits for all the answers: [{ body } or { error }], in order.
  requestAll(method, argsList, transferList) {
    const { receiveMessageOnPort } = require('internal/worker/io');
    const { kFlushOutput } = require('internal/worker');
    const ids = argsList.map((args) => {
      const id = this.#nextId++;
      this.#port.postMessage({ id, method, args }, transferList ?? []);
      return id;
    });
    const answers = new Map();
    for (;;) {
      const seen = Atomics.load(this.#lock, 0);
      let response;
      while ((response = receiveMessageOnPort(this.#port)) !== undefined) {
        const { id, status, body } = response.message;
        // 13: Node's code for a hook that never settles (as for unsettled top-level await).
        if (status === 'never-settle') process.exit(13);
        if (status === 'exit') process.exit(body);
        answers.set(id, response.message);
      }
      if (answers.size >= ids.length) break;
      Atomics.wait(this.#lock, 0, seen);
    }
    // What the hooks printed while answering comes out now, before what the modules they
    // loaded print, as in Node, whose loop runs while it waits for the hooks.
    this.#worker[kFlushOutput]();
    return ids.map((id) => {
      const { status, body } = answers.get(id);
      return status === 'error' ? { error: rebuildError(body) } : { body };
    });
  }
}

// module.register(specifier[, parentURL][, options]).
function register(specifier, parentURL = undefined, options = undefined) {
  if (parentURL != null && typeof parentURL === 'object' && !(parentURL instanceof URL)) {
    options = parentURL;
    parentURL = options.parentURL;
  }
  proxy ??= new HooksProxy();
  const transferList = options?.transferList;
  proxy.request('register', [`${specifier}`, `${parentURL ?? 'data:'}`, options?.data], transferList ?? []);
}

// The hooks' resolution of `specifier` from `parentURL` ({ url, format }), or null when no
// hooks are registered.
function resolve(specifier, parentURL, importAttributes) {
  if (proxy === null) return null;
  return proxy.request('resolve', [specifier, parentURL, importAttributes]);
}

// The hooks' { format, responseURL, source } for `url`.
function load(url, context) {
  return proxy.request('load', [url, context]);
}

// Several resolutions ([specifier, parentURL, importAttributes] each), or loads ([url,
// context] each), made concurrently: [{ body } or { error }] in the same order.
function resolveAll(requests) {
  return proxy.requestAll('resolve', requests);
}

function loadAll(requests) {
  return proxy.requestAll('load', requests);
}

module.exports = { register, resolve, load, resolveAll, loadAll, isActive: () => proxy !== null };
