'use strict';
// The Function constructors take their source as UTF-16 code units: lone surrogates in a
// string literal of the body or of a parameter default survive (as in Node).
const codes = (string) => Array.from(string, (c) => c.codePointAt(0).toString(16)).join(' ');

console.log(codes(new Function('return "\uD800x"')()));
console.log(codes(new Function('a', 'return a + "\uDC00"')('b')));
console.log(codes(new Function('a = "\uDBFF"', 'return a')()));
console.log(codes(new Function('return "\uD83D\uDE00"')()));
console.log(new Function('return "\uD800"').toString().includes('\uD800'));
