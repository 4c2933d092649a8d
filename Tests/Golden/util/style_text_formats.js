// util.styleText on a stream that is not a terminal (the test's stdout): a single format is
// left off, but Node 20 styles a list of formats whatever the stream; validateStream: false
// styles both; unknown formats and bad streams are refused either way.
const util = require('util');
const show = (value) => JSON.stringify(value);
console.log(show(util.styleText('red', 'one')));
console.log(show(util.styleText(['bold', 'underline'], 'list')));
console.log(show(util.styleText(['red'], 'single in a list')));
console.log(show(util.styleText('green', 'forced', { validateStream: false })));
console.log(show(util.styleText(['italic', 'bgBlue'], 'forced list', { validateStream: false })));
for (const call of [() => util.styleText('nope', 'x'), () => util.styleText(['bold', 'nope'], 'x'), () => util.styleText('red', 5),
  () => util.styleText('red', 'x', { stream: {} }), () => util.styleText('red', 'x', { validateStream: 'yes' })]) {
  try {
    console.log(show(call()));
  } catch (error) {
    console.log(error.name, error.code, error.message.split('.')[0].slice(0, 70));
  }
}
