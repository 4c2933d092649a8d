// os.getPriority/setPriority through libuv. Only lowering this process's priority is
// done (raising it needs privileges the test may lack).
const os = require('os');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message, error.info, error.errno, error.syscall);
  }
}

const start = os.getPriority();
console.log(typeof start, os.getPriority(0) === start, os.getPriority(process.pid) === start);
const lower = Math.min(19, Math.max(start, 0) + 5);
console.log(os.setPriority(lower), os.getPriority() === lower);
os.setPriority(0, Math.min(19, lower + 1));
console.log(os.getPriority(process.pid) === Math.min(19, lower + 1));

// A process id no process has.
attempt('getPriority of no process:', () => os.getPriority(2147483647));
attempt('setPriority of no process:', () => os.setPriority(2147483647, 10));
attempt('priority 20:', () => os.setPriority(20));
attempt('priority -21:', () => os.setPriority(0, -21));
attempt("priority 'a':", () => os.setPriority('a'));
attempt('priority 1.5:', () => os.setPriority(0, 1.5));
attempt("pid '1':", () => os.getPriority('1'));
attempt('pid 2 ** 31:', () => os.getPriority(2 ** 31));
