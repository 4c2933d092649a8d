// A pattern's SyntaxError is the same whether it is a literal (an early error, before the
// script runs) or built at run time by the RegExp constructor: one grammar serves both.
const cases = [
  ['(?<a>x)[\\k]', ''], ['(?<a>.)\\k', ''], ['{1}', 'u'], ['{1', 'u'], ['}', 'u'], ['a{2,1}', ''],
  ['(?<=a)*', ''], ['(?=a)*', 'u'], ['(?=a)*', ''], ['\\00', 'u'], ['[\\00]', 'u'], ['\\1(a)', 'u'],
  ['\\k<a>', 'u'], ['(?<a>x)\\k<b>', ''], ['[\\k]', 'u'], ['(?<a>x)(?<a>y)', ''], ['(?<1>x)', ''],
  ['(', ''], [')', ''], ['[a', ''], ['[b-a]', ''], ['[\\d-a]', 'u'], ['[\\d-a]', ''], ['a**', ''],
  ['\\', ''], ['\\c', 'u'], ['\\x4', 'u'], ['\\u{110000}', 'u'], ['\\p{Foo}', 'u'], ['[\\p{Foo}]', 'u'],
  ['\\P{RGI_Emoji}', 'v'], ['[^\\q{ab}]', 'v'], ['[a&&&b]', 'v'], ['[a--b&&c]', 'v'], ['[(]', 'v'],
  ['(?x)', ''], ['*', ''], ['a|*', ''], ['\\8', ''], ['[\\8]', ''], ['\\q', 'v'],
];
for (const [pattern, flags] of cases) {
  let literal;
  try {
    eval(`/${pattern}/${flags}`);
    literal = 'valid';
  } catch (error) {
    literal = `${error.name}: ${error.message}`;
  }
  let constructed;
  try {
    new RegExp(pattern, flags);
    constructed = 'valid';
  } catch (error) {
    constructed = `${error.name}: ${error.message}`;
  }
  console.log(literal === constructed ? literal : `${literal} | constructor: ${constructed}`);
}
