// util.inspect folds the frames an error shares with its cause; a main script's stack is
// as deep as under Node, so the count of folded lines is Node's.
'use strict';
const util = require('util');
function show(error) {
  console.log(util.inspect(error).split('\n').filter((line) => !line.includes('    at ')).join('\n'));
}
show(new Error('top', { cause: new Error('top cause') }));
function make() { return new Error('in a function', { cause: new Error('its cause') }); }
show(make());
setTimeout(() => show(new Error('in a timer', { cause: new Error('timer cause') })), 0);
