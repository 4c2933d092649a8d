// process.getuid/geteuid/getgid/getegid (POSIX): the ids packages check before chmod/chown.
for (const name of ['getuid', 'geteuid', 'getgid', 'getegid']) {
  const id = process[name]();
  console.log(name, typeof process[name], process[name].name, Number.isInteger(id) && id >= 0);
}
console.log(process.getuid() === process.geteuid(), process.getgid() === process.getegid());
console.log(process.getuid() === require('fs').statSync(require('os').tmpdir()).uid || process.getuid() >= 0);
