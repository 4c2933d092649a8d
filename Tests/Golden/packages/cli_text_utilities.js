// node_modules: cliui wordwrap camelcase decamelize escape-string-regexp indent-string clean-stack aggregate-error colorette picocolors has-flag supports-color slice-ansi
// Debian packages: node-cliui node-wordwrap node-wcwidth.js node-camelcase node-decamelize node-escape-string-regexp node-indent-string node-clean-stack node-aggregate-error node-colorette node-picocolors node-has-flag node-supports-color node-slice-ansi
const cliui = require('cliui');
const ui = cliui({ width: 60 });
ui.div({ text: 'Usage: $ tool [options]', padding: [1, 0, 1, 0] });
ui.div({ text: '-f, --file', width: 20, padding: [0, 4, 0, 4] }, { text: 'the file to load. It wraps across several lines when long enough.', width: 30 }, { text: '[required]', align: 'right' });
ui.span('span one ', 'span two');
console.log(ui.toString());
const wrap = require('wordwrap');
console.log(wrap(20)('You and your whole family are made out of meat.'));
console.log(wrap(5, 25, { mode: 'hard' })('Supercalifragilisticexpialidocious is a long word indeed'));
const camelCase = require('camelcase');
console.log(camelCase('foo-bar'), camelCase('Foo_Bar', { pascalCase: true }), camelCase(['__foo__', '--bar']), camelCase('XMLHttpRequest', { preserveConsecutiveUppercase: true }), camelCase('lorem-ipsum', { locale: 'en-US' }));
const decamelize = require('decamelize');
console.log(decamelize('unicornRainbow'), decamelize('unicornRainbow', '-'));
console.log(require('escape-string-regexp')('How much $ for a 🦄? (a|b) [x] {1} ^-'), JSON.stringify(require('indent-string')('a\nb\n\nc', 2)), JSON.stringify(require('indent-string')('x', 1, { indent: '\t' })));
const cleanStack = require('clean-stack');
console.log(cleanStack('Error: foo\n    at Object.<anonymous> (/x/app.js:1:1)\n    at Module._compile (node:internal/modules/cjs/loader:1105:14)\n    at node:internal/main/run_main_module:17:47\n    at foo (/home/user/a.js:2:3)', { pretty: false }));
const AggregateErrorPkg = require('aggregate-error');
const agg = new AggregateErrorPkg([new Error('first'), 'second', { message: 'third', code: 'X' }]);
console.log(agg.name, agg.message.replace(/\n\s+at .*/g, '').split('\n').map(l => l.trimEnd()), typeof agg.errors);
const colorette = require('colorette');
const c = colorette.createColors({ useColor: true });
console.log(JSON.stringify(c.red('r') + c.bold(c.blue('b')) + c.bgYellow(c.italic('i'))), JSON.stringify(colorette.createColors({ useColor: false }).red('plain')));
const pc = require('picocolors');
const pc2 = pc.createColors(true);
console.log(JSON.stringify(pc2.green('g') + pc2.underline(pc2.red('u'))), typeof pc.isColorSupported);
const hasFlag = require('has-flag');
console.log(hasFlag('unicorn', ['--foo', '--unicorn', '--', '--rainbow']), hasFlag('rainbow', ['--foo', '--', '--rainbow']), hasFlag('-u', ['-u']));
// supports-color reads TERM and CI variables: only its answer for a pipe is the same everywhere.
console.log(require('supports-color').supportsColor({ isTTY: false }, { sniffFlags: false }));
const sliceAnsi = require('slice-ansi');
console.log(JSON.stringify(sliceAnsi('\u001B[31mhello\u001B[39m world', 2, 8)));
