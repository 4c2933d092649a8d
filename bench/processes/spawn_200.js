// Issue 16: 200 sequential child processes (`spawn('true')`), each awaited until 'close'.
const { spawn } = require('child_process');

const count = 200;
let done = 0;
const start = process.hrtime.bigint();
const cpu = process.cpuUsage();

function next() {
  if (done === count) {
    console.log(`check=${done}`);
    console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
    const used = process.cpuUsage(cpu);
    console.log(`cpu_ms=${(used.user + used.system) / 1000}`);
    return;
  }
  const child = spawn('true');
  child.on('close', (code) => {
    if (code !== 0) throw new Error(`exit ${code}`);
    done++;
    next();
  });
}
next();
