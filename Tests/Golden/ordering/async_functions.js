// Awaits resume in promise-job order, interleaved with ticks as Node does.
async function a() {
  console.log('a1');
  await null;
  console.log('a2');
  await new Promise((resolve) => setTimeout(resolve, 1));
  console.log('a3');
}
async function b() {
  console.log('b1');
  await undefined;
  console.log('b2');
}
a().then(() => console.log('a done'));
b().then(() => console.log('b done'));
process.nextTick(() => console.log('tick'));
console.log('sync');
