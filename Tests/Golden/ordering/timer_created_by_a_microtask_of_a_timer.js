// A timer created by a promise continuation of the last due timer keeps the loop alive and
// fires (the host used to apply the timer list's stale answer after the microtasks ran and
// unref its handle, so the process ended early).
(async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  setTimeout(() => console.log('second timer'), 10);
  console.log('scheduled second');
  await new Promise((resolve) => setTimeout(resolve, 20));
  process.nextTick(() => setTimeout(() => console.log('third, from a tick'), 5));
})();
