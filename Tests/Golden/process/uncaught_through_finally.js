// An error raised by the engine (not by `throw`) is reported at the line that raised it,
// even when a `finally` on the way out rethrows it.
function read(object) {
  try {
    return object.missing.deeper;
  } finally {
    console.log('finally ran');
  }
}
read({});
