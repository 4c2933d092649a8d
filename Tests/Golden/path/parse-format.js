// path.parse and path.format round trips.
const path = require('path');

const samples = ['/home/user/dir/file.txt', 'file.tar.gz', '/', '', '.bashrc',
  'dir/', '//double', '/a/b/..', 'x/.y.z', 'noext'];
for (const s of samples) {
  const parsed = path.parse(s);
  console.log(JSON.stringify(s), JSON.stringify(parsed), JSON.stringify(path.format(parsed)));
}
console.log(path.format({ root: '/ignored', dir: '/home/user/dir', base: 'file.txt' }));
console.log(path.format({ root: '/', base: 'file.txt', ext: 'ignored' }));
console.log(path.format({ root: '/', name: 'file', ext: '.txt' }));
console.log(path.format({ name: 'x', ext: 'png' }));
console.log(path.format({ dir: 'd', name: 'n' }));
console.log(JSON.stringify(path.format({})));
