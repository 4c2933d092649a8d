// RegExp's legacy static properties (RegExp.$1 … lastMatch, input), as V8 keeps them: the
// last successful match of the built-in exec, whichever method ran it. mime's getExtension
// reads RegExp.$1 after test(), postcss reads RegExp.lastMatch for inline source maps.
const show = (label) => console.log(label, JSON.stringify([RegExp.$1, RegExp.$2, RegExp.$9, RegExp.lastMatch, RegExp['$&'],
  RegExp.lastParen, RegExp['$+'], RegExp.leftContext, RegExp['$`'], RegExp.rightContext, RegExp["$'"], RegExp.input, RegExp.$_]));

/^\s*([^;\s]*)/.test('text/css; charset=utf-8'); show('test');
'key=value; other'.match(/(\w+)=(\w+)/); show('match');
/(never)/.exec('nothing here'); show('failed match keeps the last one');
'a-1 b-2 c-3'.replace(/(\w)-(\d)/g, '$2$1'); show('global replace');
'x1y2'.replace(/(\d)/, n => `[${n}]`); show('replace with a function');
'a,b;c'.split(/([,;])/); show('split');
'abcabc'.search(/c(a)/); show('search');
[...'r1 r2'.matchAll(/r(\d)/g)]; show('matchAll');
/(a)|(b)/.exec('b'); show('an unmatched capture');
/(?<word>\w+)/u.exec('  hello  '); show('named group');

const data = 'data:application/json;base64,eyJ2IjozfQ==';
if (/^data:application\/(?:json|x-json);(?:charset=utf-?8;)?base64,/i.test(data)) {
  console.log(Buffer.from(data.slice(RegExp.lastMatch.length), 'base64').toString());
}

RegExp.input = 'set directly'; RegExp.$1 = 'ignored'; RegExp.lastMatch = 'ignored';
console.log(RegExp.input, RegExp.$_, RegExp.$1);
const descriptor = Object.getOwnPropertyDescriptor(RegExp, '$1');
console.log(typeof descriptor.get, typeof descriptor.set, descriptor.enumerable, descriptor.configurable);
console.log(['input', '$_', 'lastMatch', '$&', 'lastParen', '$+', 'leftContext', '$`', 'rightContext', "$'", '$1', '$5', '$9']
  .every((name) => Object.prototype.hasOwnProperty.call(RegExp, name)), Object.keys(RegExp));
