// 'uncaughtException' listeners take over; the process carries on.
process.on('uncaughtException', (error, origin) => {
  console.log('caught', error.message, origin);
});
setTimeout(() => {
  throw new Error('from a timer');
}, 1);
setTimeout(() => console.log('later timer still runs'), 5);
throw new Error('from main');
