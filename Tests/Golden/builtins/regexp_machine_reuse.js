// One RegExp object matches many subjects in turn: its matching machine is kept between
// matches, so each match must start from a clean state whatever the last one left.
const sticky = /a(b)?/y;
for (const subject of ['ab', 'a', 'xxab', '', 'abab']) {
  sticky.lastIndex = 0;
  console.log(JSON.stringify(subject), JSON.stringify(sticky.exec(subject)), sticky.lastIndex);
}

// A global RegExp walks one string, then a shorter one, then a longer one.
const global = /(\d+)(?:-(\d+))?/g;
for (const subject of ['1-2 30 4-55', '7', 'x 8-9 10-11 12 13-14 15']) {
  const found = [];
  let match;
  while ((match = global.exec(subject)) !== null) found.push(`${match.index}:${match[1]}/${match[2]}`);
  console.log(found.join(' '), global.lastIndex);
}

// compile() gives the same object a new program, with more captures than before.
const changing = /x/;
console.log(changing.exec('axb'));
changing.compile('(a)(x)(b)', 'g');
console.log(changing.exec('axb'), changing.lastIndex);
changing.compile('b');
console.log(changing.exec('axb'), changing.lastIndex);

// A literal evaluated in a loop is a new object each time (its own lastIndex).
const objects = [];
for (let i = 0; i < 3; i++) {
  const literal = /o/g;
  literal.exec('foo');
  objects.push(literal);
}
console.log(objects.map((r) => r.lastIndex), objects[0] === objects[1], objects[0].source, objects[0].flags);

// Deep backtracking grows the stack past what is kept; the next match still works.
const backtracking = /^(?:a|b)*c$/;
console.log(backtracking.test('ab'.repeat(3000) + 'c'), backtracking.test('ab'.repeat(3000)), backtracking.test('abc'));

// Replace with and without `$` in the template, split, and the legacy statics after each.
const re = /(o)(\w)?/g;
console.log('foo bor boz'.replace(re, '0'), RegExp.lastMatch, RegExp.$1, RegExp.$2);
console.log('foo bor boz'.replace(re, '[$2$1]'), RegExp.lastMatch);
console.log('foo bor boz'.replace(re, (m, a, b, at) => `<${m}|${a}|${b}|${at}>`));
console.log('a1b22c333d'.split(/(\d)+/), RegExp.lastMatch, RegExp.$1);
console.log('a1b22c333d'.split(/\d+/, 2), 'plain'.replace(/x/g, 'y'));
console.log(String(/[/]\n/), new RegExp(/ab+/gi).flags, new RegExp(/ab+/gi, 'm').source);
