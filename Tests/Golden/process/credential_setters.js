// process.setuid/setgid/seteuid/setegid/setgroups/initgroups: Node's argument validation and
// ERR_UNKNOWN_CREDENTIAL for a name the system does not know (whatever the privileges).
const show = (f) => {
  try { f(); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message); }
};
for (const name of ['setuid', 'seteuid', 'setgid', 'setegid']) {
  console.log(name, typeof process[name], process[name].length, JSON.stringify(process[name].name));
  show(() => process[name]({}));
  show(() => process[name](-1));
  show(() => process[name](1.5));
  show(() => process[name](null));
  show(() => process[name]('no-such-credential-name-x'));
}
show(() => process.setgroups('x'));
show(() => process.setgroups([0, {}]));
show(() => process.setgroups([0, 'no-such-group-name-x']));
show(() => process.initgroups());
show(() => process.initgroups('root'));
show(() => process.initgroups('no-such-user-name-x', 0));
show(() => process.initgroups(0, 'no-such-group-name-x'));
console.log(process.setgroups.length, process.initgroups.length);
