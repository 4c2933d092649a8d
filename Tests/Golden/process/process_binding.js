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
