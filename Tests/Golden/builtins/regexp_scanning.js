// What exec finds when it skips ahead: a pattern anchored with ^ is tried at 0 only (and
// at no other lastIndex), and a pattern whose matches begin with known units skips to them.
// Lexers run both against long inputs, so each call must not cost the input's length.
const long = `${'x'.repeat(200000)}<b>&amp;</b>\r\n${'y'.repeat(1000)}`;
const show = (label, value) => console.log(label, JSON.stringify(value));

show('anchored on the rest of the input', /^(?:'([^']*)'|"([^"]*)")/.exec(`"str" + rest${long}`));
show('anchored, no match', /^x+y/.exec(long.slice(1)));
const anchoredGlobal = /^x/g;
anchoredGlobal.lastIndex = 5;
show('anchored global past 0', [anchoredGlobal.exec(long), anchoredGlobal.lastIndex]);
show('anchored multiline still scans', /^y/m.exec(long).index);
show('anchored sticky at 0', /^x/y.exec(long)[0]);

const markup = /[<>&]/g;
const found = [];
let match;
while ((match = markup.exec(long)) !== null) found.push([match[0], match.index]);
show('set of first units', found);
show('alternatives', /\r\n|\n|\u2028/.exec(long).index);
show('repeat with no minimum then a unit', /y*\r/.exec(long).index);
show('repeat with a minimum', /[a-c]{2,}/.exec('zzzabcz'));
show('optional group falls back to any position', /(?:<)?b/.exec('aab').index);
show('empty match anywhere', /x*/.exec('abc'));
show('no match', /[%$]/.exec(long));
show('case-insensitive', /[B]/i.exec(long).index);
show('lookahead first', /(?=<)./.exec(long).index);
show('surrogates', /\ud83d/.exec('a\ud83d\ude00').index, /[\ud800-\udbff]/.exec('ab\ud83d\ude00').index);
show('replace all', 'a<b>c&d'.replace(/[<>&]/g, (c) => `[${c.charCodeAt(0)}]`));
show('split', 'a1b22c333'.split(/[0-9]+/));
show('negated class', /[^x]/.exec(long).index);
