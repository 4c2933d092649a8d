// fileURLToPath / pathToFileURL with absolute paths.
const url = require('url');

console.log(url.pathToFileURL('/tmp/some dir/file#1.txt').href);
console.log(url.pathToFileURL('/a/b/').href);
console.log(url.pathToFileURL('/x/%25/ü/[y]').href);
console.log(url.fileURLToPath('file:///tmp/some%20dir/file%231.txt'));
console.log(url.fileURLToPath(new url.URL('file:///%E4%BD%A0/%C3%BC')));
console.log(url.fileURLToPath(url.pathToFileURL('/round/trip ?#%')));
for (const bad of ['http://example.com/x', 'file://remote-host/x', 'file:///a%2Fb', 42]) {
  try {
    url.fileURLToPath(bad);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
console.log(url.domainToASCII('español.com'), url.domainToASCII('xn--iñvalid.com') === '');
console.log(url.domainToUnicode('xn--espaol-zwa.com'));
