// path.win32.resolve and relative with drive and UNC roots only, so the
// results do not depend on the current directory.
const path = require('path');
const w = path.win32;

const resolves = [
  ['c:/blah\\blah', 'd:/games', 'c:../a'], ['c:/ignore', 'd:\\a/b\\c/d', '\\e.exe'],
  ['c:/ignore', 'c:/some/file'], ['d:/ignore', 'd:some/dir//'],
  ['//server/share', '..', 'relative\\'], ['c:/', '//'], ['c:/', '//dir'],
  ['c:/', '//server/share'], ['c:/', '//server//share'], ['c:/', '///some//dir'],
  ['C:\\foo\\tmp.3\\', '..\\tmp.3\\cycles\\root.js'], ['C:\\', '..', '..'],
  ['C:\\x', '\\\\server\\share\\a', '..\\c'], ['c:\\x', 'C:y', '', 'z'],
  ['\\\\?\\C:\\a', 'b'], ['\\\\.\\pipe\\p', '..\\..\\q'], ['C:\\a', 'D:\\b', 'c:c'],
];
for (const args of resolves) console.log(JSON.stringify(args), JSON.stringify(w.resolve(...args)));

const relatives = [
  ['c:/blah\\blah', 'd:/games'], ['c:/aaaa/bbbb', 'c:/aaaa'], ['c:/aaaa/bbbb', 'c:/cccc'],
  ['c:/aaaa/bbbb', 'c:/aaaa/bbbb'], ['c:/aaaa/bbbb', 'c:/aaaa/cccc'],
  ['c:/aaaa/', 'c:/aaaa/cccc'], ['c:/', 'c:\\aaaa\\bbbb'], ['c:/aaaa/bbbb', 'd:\\'],
  ['c:/AaAa/bbbb', 'c:/aaaa/bbbb'], ['c:/aaaaa/', 'c:/aaaa/cccc'],
  ['C:\\foo\\bar\\baz\\quux', 'C:\\'], ['C:\\foo\\test', 'C:\\foo\\test\\bar\\package.json'],
  ['C:\\foo\\bar\\baz-quux', 'C:\\foo\\bar\\baz'], ['\\\\foo\\bar', '\\\\foo\\bar\\baz'],
  ['\\\\foo\\bar\\baz', '\\\\foo\\bar'], ['\\\\foo\\baz-quux', '\\\\foo\\baz'],
  ['C:\\baz', '\\\\foo\\bar\\baz'], ['\\\\foo\\bar\\baz', 'C:\\baz'],
  ['C:\\\u0130\\a', 'c:\\i\u0307\\b'], ['C:\\\u0130', 'C:\\\u0130\\x\\y'],
  ['C:\\a\\\u0130\\b', 'C:\\a'],
];
for (const [from, to] of relatives) {
  console.log(JSON.stringify(from), JSON.stringify(to), JSON.stringify(w.relative(from, to)));
}
