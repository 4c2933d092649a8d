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
    const { receiveMessageOnPort } = require('internal/worker/io');
    let seen = Atomics.load(this.#lock, 0);
    this.#port.postMessage({ method, args }, transferList ?? []);
    let response;
    for (;;) {
      Atomics.wait(this.#lock, 0, seen);
      seen = Atomics.load(this.#lock, 0);
      response = receiveMessageOnPort(this.#port);
      if (response !== undefined) break;
    }
    const { status, body } = response.message;
    // 13: Node's code for a hook that never settles (as for unsettled top-level await).
    if (status === 'never-settle') process.exit(13);
    if (status === 'exit') process.exit(body);
    if (status === 'error') throw rebuildError(body);
    return body;
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

module.exports = { register, resolve, load, isActive: () => proxy !== null };
