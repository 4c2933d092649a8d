'use strict';
// path.matchesGlob (experimental in Node 20): classes, wildcards, globstars, braces,
// extglobs, dot-files, trailing slashes, folded `.`/`..` segments, and win32 separators.
const path = require('path');

process.on('warning', (warning) => console.log(`${warning.name}: ${warning.message}`));

const posixCases = [
  ['src/lib/util.js', 'src/[lmn]ib/*.js'], ['src/lib/util.js', 'src/[!lmn]ib/*.js'],
  ['src/lib/util.js', 'src/[a-m]ib/util.js'], ['v1/x', 'v[0-9]/x'], ['vx/x', 'v[0-9]/x'],
  ['a/b/c', 'a/**'], ['a', 'a/**'], ['a/', 'a/**'], ['a/.hidden/c', 'a/**'], ['a/.hidden/c', 'a/**/c'],
  ['a/.hidden/c', 'a/.hidden/**'], ['.rc', '*'], ['.rc', '.*'], ['.rc', '?rc'],
  ['x.ts', '*.{js,ts}'], ['x.md', '*.{js,ts}'], ['file2', 'file{1..3}'], ['file7', 'file{1..3}'],
  ['file05', 'file{01..10}'], ['ab', 'a{b,c{d,e}}'], ['ace', 'a{b,c{d,e}}'], ['a{b}', 'a{b}'],
  ['x.js', '@(x|y).js'], ['z.js', '@(x|y).js'], ['xxx.js', '+(x).js'], ['x.js', '?(x).js'],
  ['a.js', '!(b).js'], ['b.js', '!(b).js'], ['bb.js', '!(b).js'],
  ['a/b/c/d.js', 'a/**/d.js'], ['a/d.js', 'a/**/d.js'], ['a/b/../d.js', 'a/**/d.js'], ['a/./d.js', 'a/d.js'],
  ['a//d.js', 'a/d.js'], ['', ''], ['a', ''], ['/root/x', '/root/*'], ['/root/x', 'root/*'],
  ['Name', 'name'], ['abc', 'a?c'], ['a/c', 'a?c'], ['x[y', 'x[y'], ['a-', 'a[-]'],
  ['a:', 'a[[:punct:]]'], ['aB', 'a[[:upper:]]'], ['a7', 'a[[:alpha:]]'],
  ['a/b', 'a/b/'], ['a/b/', 'a/b/'], ['a/b/', 'a/*'], ['a/b/c', '**/c'], ['c', '**/c'], ['.git/c', '**/c'],
  ['a/.b', 'a/?b'], ['a*b', 'a\\*b'], ['a/b', 'a\\b'], ['a\\b', 'a\\b'],
];
for (const [file, pattern] of posixCases) {
  console.log('posix', JSON.stringify(file), JSON.stringify(pattern), path.posix.matchesGlob(file, pattern));
}

const win32Cases = [
  ['src\\lib\\util.js', 'src\\[lmn]ib\\*.js'], ['src\\lib\\util.js', 'src/**'], ['src\\lib\\util.js', '*'],
  ['C:\\x\\y.js', 'C:/**/*.js'], ['a\\b', 'a/b'], ['src\\lib\\util.js', 'src\\[!lmn]ib\\util.js'],
];
for (const [file, pattern] of win32Cases) {
  console.log('win32', JSON.stringify(file), JSON.stringify(pattern), path.win32.matchesGlob(file, pattern));
}

for (const args of [[1, 'x'], ['x', null]]) {
  try {
    path.matchesGlob(...args);
  } catch (error) {
    console.log(error.code, error.message);
  }
}
console.log(path.matchesGlob === path.posix.matchesGlob, typeof path.win32.matchesGlob);
