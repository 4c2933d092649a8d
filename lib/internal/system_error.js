'use strict';

// Node's errors for failed system calls, built from the negative libuv codes the handle
// bindings answer (internal/errors in Node): `connect ECONNREFUSED 127.0.0.1:1`,
// `spawn foo ENOENT`, `getaddrinfo ENOTFOUND nowhere.invalid`.

const uv = internalBinding('errors');

function errname(err) {
  return uv.errname(err);
}

function errnoException(err, syscall, original) {
  const code = errname(err);
  const message = original ? `${syscall} ${code} ${original}` : `${syscall} ${code}`;
  const ex = new Error(message);
  ex.errno = err;
  ex.code = code;
  ex.syscall = syscall;
  return ex;
}

function exceptionWithHostPort(err, syscall, address, port, additional) {
  const code = errname(err);
  let details = '';
  if (port && port > 0) details = ` ${address}:${port}`;
  else if (address) details = ` ${address}`;
  if (additional) details += ` - Local (${additional})`;
  const ex = new Error(`${syscall} ${code}${details}`);
  ex.errno = err;
  ex.code = code;
  ex.syscall = syscall;
  ex.address = address;
  if (port) ex.port = port;
  return ex;
}

// Node's uvExceptionWithHostPort, for listen: the code with libuv's text
// (`listen EADDRINUSE: address already in use 127.0.0.1:80`).
function uvExceptionWithHostPort(err, syscall, address, port) {
  const ex = exceptionWithHostPort(err, syscall, address, port);
  const details = port && port > 0 ? ` ${address}:${port}` : address ? ` ${address}` : '';
  ex.message = `${syscall} ${ex.code}: ${uv.getErrorMessage(err)}${details}`;
  ex.stack = `Error: ${ex.message}${ex.stack.slice(ex.stack.indexOf('\n'))}`;
  return ex;
}

// The resolver's failures: EAI_NONAME and EAI_NODATA read as Node's ENOTFOUND.
function dnsException(code, syscall, hostname) {
  let errno;
  if (typeof code === 'number') {
    errno = code;
    if (code === uv.UV_EAI_NODATA || code === uv.UV_EAI_NONAME) code = 'ENOTFOUND';
    else code = errname(code);
  }
  const message = `${syscall} ${code}${hostname ? ` ${hostname}` : ''}`;
  const ex = new Error(message);
  ex.errno = errno;
  ex.code = code;
  ex.syscall = syscall;
  if (hostname) ex.hostname = hostname;
  return ex;
}

module.exports = { errnoException, exceptionWithHostPort, uvExceptionWithHostPort, dnsException, errname, uv };
