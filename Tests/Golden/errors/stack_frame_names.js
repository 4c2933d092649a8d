// The names V8 gives stack frames (its CallSite serialization), file positions left out:
// method calls as `Type.name`, arrows named by the receiver they were called with, names
// inferred for anonymous functions assigned to properties, `[as key]` for another key.
function frame(depth = 1) {
  const line = new Error('probe').stack.split('\n')[depth + 1].trim();
  return line.replace(/ \(.*\)$/, '').replace(/^at \/.*$/, 'at <location only>');
}
const show = (label, value) => console.log(label.padEnd(28), value);

function Test() {}
Test.prototype.run = function (callback) { return callback.call(this); };
const test = new Test();
show('arrow with a receiver', test.run(() => frame()));
show('arrow, receiver undefined', [1].map(() => frame())[0]);
show('method of the prototype', test.run(function () { return frame(2); }));

const obj = {};
obj.method = function () { return frame(); };
show('member assignment', obj.method());
const a = { b: {} };
a.b.c = function () { return frame(); };
show('deeper member assignment', a.b.c());
exports.fn = function () { return frame(); };
show('exports.fn', exports.fn());
module.exports.arrow = () => frame();
show('module.exports.arrow', module.exports.arrow());
show('inferred, called plainly', (0, module.exports.arrow)());
Test.prototype.proto = () => frame();
show('prototype left out', test.proto());
Test.staticFn = function () { return frame(); };
show('function receiver', Test.staticFn());
obj['literal'] = function () { return frame(); };
show('string key', obj.literal());
obj[0] = function () { return frame(); };
show('computed key', obj[0]());
obj.x = obj.y = function () { return frame(); };
show('chained assignment', obj.y());
obj.either = obj.missing || function () { return frame(); };
show('logical', obj.either());
obj.wrapped = (function () { return frame(); });
show('parenthesized: not inferred', obj.wrapped());
obj.bound = function () { return frame(); }.bind(obj);
show('bound: not inferred', obj.bound());
function Widget() { const inner = {}; inner.render = function () { return frame(); }; this.result = inner.render(); }
show('enclosing constructor', new Widget().result);
obj.Ctor = function () { this.name = frame(); };
show('constructor, inferred name', new obj.Ctor().name);
show('anonymous constructor', new (function () { this.name = frame(); })().name);

const named = { f: function inner() { return frame(); } };
show('function name != key', named.f());
const getter = { get prop() { return frame(); } };
show('getter', getter.prop);
const symbol = Symbol('sym');
const symbolic = { [symbol]() { return frame(); } };
show('symbol-keyed method', symbolic[symbol]());
class Shape { area() { return frame(); } static make() { return frame(); } }
class Square extends Shape {}
show('inherited method', new Square().area());
show('static method', Square.make());
const tagged = { [Symbol.toStringTag]: 'Tagged', f() { return frame(); } };
show('Symbol.toStringTag', tagged.f());
const bare = Object.create(null);
bare.f = function () { return frame(); };
show('null prototype', bare.f());
show('primitive string this', function () { return frame(); }.call('text'));
show('primitive number, strict', function () { 'use strict'; return frame(); }.call(5));
show('process', function () { return frame(); }.call(process));
const EventEmitter = require('events');
const emitter = new EventEmitter();
emitter.on('event', () => show('listener arrow', frame()));
emitter.on('event', function () { show('listener function', frame()); });
emitter.emit('event');
