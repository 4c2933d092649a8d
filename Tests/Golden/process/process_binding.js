// process.binding serves the allow-listed bindings; others are unknown.
console.log(typeof process.binding('fs').stat);
try {
  process.binding('task_queue');
} catch (error) {
  console.log(error.message);
}
try {
  process.binding('nope');
} catch (error) {
  console.log(error.message);
}
// Every module of Node's allow list is there (an object), whatever Eddy hands out of it.
for (const name of ['async_wrap', 'buffer', 'cares_wrap', 'constants', 'contextify', 'crypto', 'fs', 'fs_event_wrap',
  'http_parser', 'icu', 'inspector', 'js_stream', 'natives', 'os', 'pipe_wrap', 'signal_wrap', 'spawn_sync',
  'stream_wrap', 'tcp_wrap', 'tls_wrap', 'tty_wrap', 'udp_wrap', 'url', 'util', 'uv', 'v8', 'zlib']) {
  console.log(name, typeof process.binding(name));
}
