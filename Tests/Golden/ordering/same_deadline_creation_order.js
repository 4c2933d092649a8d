// Timers with the same deadline fire in creation order; 0 and 1 ms are the same.
const order = [];
setTimeout(() => order.push('a'), 1);
setTimeout(() => order.push('b'), 0);
setTimeout(() => order.push('c'), 1);
setTimeout(() => {
  order.push('d');
  console.log(order.join(' '));
}, 5);
