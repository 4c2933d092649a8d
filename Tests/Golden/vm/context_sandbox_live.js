// A contextified sandbox is the context's global while it lives, as jsdom's window uses it:
// accessors and methods defined on the sandbox (or its prototypes) are globals, a property
// set on the sandbox after createContext is seen by the next script and by functions made
// before, and what a script declares lands on the sandbox.
const vm = require('vm');

class Window {
  constructor() {
    vm.createContext(this);
    this.title = 'first';
    Object.defineProperty(this, 'document', { get: () => ({ title: this.title }), enumerable: true, configurable: true });
  }
  greet(name) { return `hello ${name} from ${this instanceof Window ? 'a window' : 'elsewhere'}`; }
}

const win = new Window();
const global = vm.runInContext('this', win);
console.log('global is the sandbox:', global === win, 'context sees:', global.title, global.document.title);
console.log(vm.runInContext('typeof document + " " + document.title + " " + typeof Array + " " + greet("x")', win));

const readTitle = vm.runInContext('(function () { return document.title; })', win);
win.title = 'second';
win.added = 42;
console.log('later changes:', readTitle(), vm.runInContext('added + 1', win), global.added);

vm.runInContext('var declared = 1; globalThis.assigned = 2; implicit = 3; function fn() { return declared; }', win);
console.log('back on the sandbox:', win.declared, win.assigned, win.implicit, typeof win.fn, win.fn());
vm.runInContext('var document = "shadow attempt";', win);
console.log('accessor kept:', typeof win.document, win.document.title);

// The context keeps its own intrinsics; a sandbox value of an intrinsic's name wins.
const logs = [];
const sandbox = vm.createContext({ console: { log: (...a) => logs.push(a.join(' ')) }, Array: 'replaced' });
vm.runInContext('console.log("inside", typeof Array, [1, 2].length, Object.getPrototypeOf([]) === Object.getPrototypeOf([]))', sandbox);
console.log(logs, vm.runInContext('[] instanceof Object', sandbox), vm.runInContext('[]', vm.createContext()) instanceof Array);

// A frozen sandbox gets no new globals back.
const frozen = vm.createContext(Object.preventExtensions({ k: 1 }));
console.log(vm.runInContext('var fresh = k + 1; fresh', frozen), Object.keys(frozen));

// The global the context hands back owns what the sandbox owns, symbols included (jsdom
// checks its wrappers with hasOwnProperty before running a method on `window`).
const impl = Symbol('impl');
const box = vm.createContext({ [impl]: 'the impl' });
const boxGlobal = vm.runInContext('this', box);
console.log(Object.prototype.hasOwnProperty.call(boxGlobal, impl), boxGlobal[impl]);
boxGlobal[impl] = 'replaced through the global';
console.log(box[impl]);
