'use strict';
// The REPL's session logic, after Node's lib/repl.js: it decides what a line means
// (a dot command, the continuation of a multi-line command, code to evaluate), evaluates
// code in the global scope (so let, const, class and functions persist from one line to
// the next), prints results with util.inspect, keeps `_` and `_error`, and completes words
// for the Tab key. It reads lines from the host's `repl` binding, which reads them on a
// thread of its own (a terminal through libedit, or any other input) and hands each to
// the loop, so timers and I/O keep running while the prompt waits.

const { inspect } = require('internal/util/inspect');
const { Module } = require('internal/modules/cjs/loader');
const { addBuiltinLibsToObject } = require('internal/modules/helpers');
const binding = internalBinding('repl');

const kPrompt = '> ';
const kContinuationPrompt = '... ';

// SyntaxErrors that only mean "the command goes on on the next line" (Node asks acorn;
// V8's messages for the same cases are these).
const kRecoverable = [
  'Unexpected end of input',
  'Unterminated template literal',
  'missing ) after argument list',
];

const kKeywords = [
  'async', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger',
  'default', 'delete', 'do', 'else', 'export', 'extends', 'false', 'finally', 'for',
  'function', 'if', 'import', 'in', 'instanceof', 'let', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with',
  'yield',
];

function write(text) {
  process.stdout.write(text);
}

class REPLSession {
  constructor(options) {
    this.terminal = options.terminal;
    this.useColors = options.useColors;
    this.exitsOnClose = options.exitsOnClose;
    // Lines that made up evaluated commands, for `.save`.
    this.lines = [];
    this.buffered = '';
    this.editorMode = false;
    this.evaluationCount = 0;
    this.last = undefined;
    this.lastError = undefined;
    this.underscoreAssigned = false;
    this.underscoreErrorAssigned = false;
    this.waitingForLine = false;
    this.pendingInterrupt = false;
    this.closed = false;
    // While a top-level await is pending, input that is not a terminal is read on: its
    // lines wait here and its end is noted, so a promise that never settles cannot keep
    // the session waiting for input that has already ended (Node exits then too).
    this.awaiting = false;
    this.linesReadAhead = [];
    this.inputEnded = false;
    // Names declared with let, const or class: the global object does not hold them, but
    // completion should offer them.
    this.lexicalNames = new Set();
    this.commands = new Map();
    this.defineDefaultCommands();
  }

  get prompt() {
    if (this.editorMode) return '';
    return this.buffered === '' ? kPrompt : kContinuationPrompt;
  }

  // MARK: The context

  setUpContext() {
    const cwd = process.cwd();
    // As Node's: a module without a file, so relative requests resolve from the current
    // directory and errors name `<repl>`.
    const module = new Module('<repl>', null);
    module.paths = Module._nodeModulePaths(cwd);
    const require = function require(id) {
      return module.require(id);
    };
    require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
    require.resolve.paths = (request) => Module._resolveLookupPaths(request, module);
    require.cache = Module._cache;
    require.extensions = Module._extensions;
    const define = (name, value) => Object.defineProperty(globalThis, name, {
      value, writable: true, configurable: true, enumerable: false,
    });
    define('module', module);
    define('exports', module.exports);
    define('require', require);
    // Built-in modules are globals in Node's REPL, loaded when first used.
    addBuiltinLibsToObject(globalThis, require);
    const session = this;
    Object.defineProperty(globalThis, '_', {
      get() { return session.last; },
      set(value) {
        if (!session.underscoreAssigned) {
          session.underscoreAssigned = true;
          write('Expression assignment to _ now disabled.\n');
        }
        session.last = value;
      },
      configurable: true,
      enumerable: false,
    });
    Object.defineProperty(globalThis, '_error', {
      get() { return session.lastError; },
      set(value) {
        if (!session.underscoreErrorAssigned) {
          session.underscoreErrorAssigned = true;
          write('Expression assignment to _error now disabled.\n');
        }
        session.lastError = value;
      },
      configurable: true,
      enumerable: false,
    });
  }

  // MARK: Reading

  start() {
    this.setUpContext();
    binding.setHandlers({
      line: (line) => this.onLine(line),
      interrupt: (lineWasEmpty, fromSignal) => this.onInterrupt(lineWasEmpty, fromSignal),
      end: () => this.onEnd(),
      complete: (line) => this.complete(line),
    });
    this.displayPrompt();
  }

  // Shows the prompt and asks the host for the next line. An input that shows prompts
  // itself (libedit) gets it with the request; for any other the session writes it.
  displayPrompt() {
    if (this.closed) return;
    if (!binding.inputShowsPrompt) write(this.prompt);
    if (this.linesReadAhead.length > 0 || this.inputEnded) {
      // A tick apart, so a long input does not nest one evaluation inside the last.
      process.nextTick(() => this.replayReadAhead());
      return;
    }
    if (!this.waitingForLine) {
      this.waitingForLine = true;
      binding.readLine(this.prompt);
    }
  }

  // The next line read while an await was pending, or the end of the input.
  replayReadAhead() {
    if (this.closed || this.awaiting) return;
    if (this.linesReadAhead.length > 0) {
      this.onLine(this.linesReadAhead.shift());
    } else if (this.inputEnded) {
      this.inputEnded = false;
      this.onEnd();
    }
  }

  onLine(line) {
    this.waitingForLine = false;
    this.pendingInterrupt = false;
    if (this.closed) return;
    if (this.awaiting) {
      this.linesReadAhead.push(line);
      this.readAhead();
      return;
    }
    if (this.editorMode) {
      this.buffered += `${line}\n`;
      this.waitingForLine = true;
      binding.readLine(this.prompt);
      return;
    }
    const trimmed = line.trim();
    if (trimmed[0] === '.' && trimmed[1] !== '.' && Number.isNaN(Number.parseFloat(trimmed))) {
      const match = /^\.([^\s]+)\s*(.*)$/.exec(trimmed);
      const command = match && this.commands.get(match[1]);
      if (command) {
        command.action.call(this, match[2]);
        return;
      }
      if (this.buffered === '') {
        // Node keeps the line for `.save` all the same.
        this.lines.push(line);
        write('Invalid REPL keyword\n');
        this.displayPrompt();
        return;
      }
    }
    if (this.buffered === '' && line === '') {
      this.displayPrompt();
      return;
    }
    this.evaluateCommand(`${this.buffered}${line}\n`, line);
  }

  // Ctrl-C: clears what is being typed; on an empty line, a second one exits. A SIGINT
  // (not a key the line editor read) leaves the pending line request in place.
  onInterrupt(lineWasEmpty, fromSignal = false) {
    if (!fromSignal) this.waitingForLine = false;
    if (this.closed) return;
    if (this.editorMode) {
      this.editorMode = false;
      this.buffered = '';
      write('\n');
      this.pendingInterrupt = false;
      this.displayPrompt();
      return;
    }
    if (lineWasEmpty && this.buffered === '') {
      if (this.pendingInterrupt) {
        this.close();
        return;
      }
      this.pendingInterrupt = true;
      write('(To exit, press Ctrl+C again or Ctrl+D or type .exit)\n');
    } else {
      this.pendingInterrupt = false;
    }
    this.buffered = '';
    this.displayPrompt();
  }

  // Ctrl-D or the end of the input: finishes `.editor`, otherwise ends the session.
  onEnd() {
    this.waitingForLine = false;
    if (this.awaiting) {
      // No more input: stop reading, so that the loop can end if the promise never
      // settles; when it does, the lines read ahead run and the session closes.
      this.inputEnded = true;
      binding.close();
      return;
    }
    if (this.editorMode) {
      this.editorMode = false;
      if (this.terminal) write('\n');
      const source = this.buffered;
      this.buffered = '';
      if (source.trim() === '') {
        this.displayPrompt();
        return;
      }
      this.evaluateCommand(source, source.replace(/\n$/, ''), { multiline: false });
      return;
    }
    if (this.terminal) write('\n');
    this.close();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    binding.close();
    if (this.exitsOnClose) process.exit();
  }

  // MARK: Evaluating

  evaluateCommand(source, line, { multiline = true } = {}) {
    let code = source;
    // `{ a: 1 }` is an object, as in Node: a line that starts with `{` and does not end
    // with `;` is tried as an expression first.
    if (/^\s*{/.test(code) && !/;\s*$/.test(code) && this.parses(`(${code.trim()})\n`)) {
      code = `(${code.trim()})\n`;
    }
    const awaitWrapper = /\bawait\b/.test(code) && !this.parses(code) ? wrapTopLevelAwait(code) : null;
    if (awaitWrapper) code = awaitWrapper.code;
    const syntaxError = this.syntaxError(code);
    if (syntaxError && multiline && kRecoverable.includes(syntaxError.message)) {
      this.buffered = source;
      this.lines.push(line);
      this.displayPrompt();
      return;
    }
    this.lines.push(line);
    this.buffered = '';
    this.evaluationCount++;
    const filename = `REPL${this.evaluationCount}`;
    let result;
    try {
      result = binding.evaluate(code, filename);
    } catch (error) {
      this.reportError(error, { source: awaitWrapper ? null : code });
      return;
    }
    this.rememberDeclarations(source);
    if (awaitWrapper) {
      this.waitFor(result, awaitWrapper, filename);
      return;
    }
    this.finish(result);
  }

  // Top-level await: the wrapper's promise settles before the next prompt.
  waitFor(promise, { returnsValue, declaration }, filename) {
    this.awaiting = true;
    if (!this.terminal) this.readAhead();
    promise.then(
      (value) => {
        this.awaiting = false;
        if (declaration) {
          const key = Symbol.for('eddy.repl.awaited');
          globalThis[key] = value;
          try {
            binding.evaluate(declaration, filename);
          } catch (error) {
            this.reportError(error, { source: declaration });
            return;
          } finally {
            delete globalThis[key];
          }
        }
        this.finish(returnsValue ? value : undefined);
      },
      (error) => {
        this.awaiting = false;
        this.reportError(error, { wrapped: true });
      });
  }

  readAhead() {
    if (this.waitingForLine || this.inputEnded) return;
    this.waitingForLine = true;
    binding.readLine(this.prompt);
  }

  finish(value) {
    if (!this.underscoreAssigned) this.last = value;
    write(`${this.inspect(value)}\n`);
    this.displayPrompt();
  }

  parses(code) {
    return this.syntaxError(code) === null;
  }

  syntaxError(code) {
    try {
      binding.checkSyntax(code, 'REPL');
      return null;
    } catch (error) {
      return error;
    }
  }

  inspect(value) {
    return inspect(value, { colors: this.useColors, showProxy: true });
  }

  // Node's report of an uncaught error: `Uncaught ` before the first line that names an
  // error, stack frames of the REPL's own machinery cut off.
  reportError(error, { wrapped = false, source = null } = {}) {
    if (!this.underscoreErrorAssigned) this.lastError = error;
    // A SyntaxError in the input shows the line with carets under the token, as Node's.
    const pointer = source === null ? '' : syntaxErrorPointer(error, source);
    let text = '';
    if (error !== null && typeof error === 'object' && error instanceof Error && typeof error.stack === 'string') {
      trimStack(error, wrapped);
      text = this.inspect(error);
      if (text[0] === '[' && text[text.length - 1] === ']') text = text.slice(1, -1);
    } else {
      text = this.inspect(error);
    }
    text = pointer + text;
    const lines = text.split(/(?<=\n)/);
    let matched = false;
    text = '';
    for (const line of lines) {
      if (!matched && /^\[?([A-Z][a-z0-9_]*)*Error/.test(line)) {
        text += `Uncaught ${line}`;
        matched = true;
      } else {
        text += line;
      }
    }
    if (!matched) text = `Uncaught${lines.length === 1 ? ' ' : ':\n'}${text}`;
    if (!text.endsWith('\n')) text += '\n';
    write(text);
    this.buffered = '';
    this.displayPrompt();
  }

  rememberDeclarations(source) {
    const pattern = /(?:^|[;{}\s])(?:let|const|class)\s+([A-Za-z_$][\w$]*)/g;
    let match;
    while ((match = pattern.exec(source)) !== null) this.lexicalNames.add(match[1]);
  }

  // MARK: Commands

  defineCommand(name, help, action) {
    this.commands.set(name, { help, action });
  }

  defineDefaultCommands() {
    this.defineCommand('break', 'Sometimes you get stuck, this gets you out', function() {
      this.buffered = '';
      this.displayPrompt();
    });
    this.defineCommand('clear', 'Alias for .break', function() {
      this.buffered = '';
      this.displayPrompt();
    });
    if (this.terminal) {
      this.defineCommand('editor', 'Enter editor mode', function() {
        this.editorMode = true;
        this.buffered = '';
        write('// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)\n');
        this.displayPrompt();
      });
    }
    this.defineCommand('exit', 'Exit the REPL', function() {
      this.close();
    });
    this.defineCommand('help', 'Print this help message', function() {
      const names = [...this.commands.keys()].sort();
      const width = Math.max(...names.map((name) => name.length + 1)) + 3;
      let text = '';
      for (const name of names) {
        text += `${`.${name}`.padEnd(width)}${this.commands.get(name).help}\n`;
      }
      text += '\nPress Ctrl+C to abort current expression, Ctrl+D to exit the REPL\n';
      write(text);
      this.displayPrompt();
    });
    this.defineCommand('load', 'Load JS from a file into the REPL session', function(file) {
      const fs = require('fs');
      try {
        const stats = fs.statSync(file);
        if (stats && stats.isFile()) {
          const data = fs.readFileSync(file, 'utf8');
          this.evaluateCommand(data, data.replace(/\n$/, ''), { multiline: false });
          // Node feeds the file through its editor mode and then an empty line, which
          // shows one more prompt.
          if (!binding.inputShowsPrompt && !this.closed) write(this.prompt);
          return;
        }
        write(`Failed to load: ${file} is not a valid file\n`);
      } catch {
        write(`Failed to load: ${file}\n`);
      }
      this.displayPrompt();
    });
    this.defineCommand('save', 'Save all evaluated commands in this REPL session to a file', function(file) {
      const fs = require('fs');
      try {
        fs.writeFileSync(file, this.lines.join('\n'));
        write(`Session saved to: ${file}\n`);
      } catch {
        write(`Failed to save: ${file}\n`);
      }
      this.displayPrompt();
    });
  }

  // MARK: Completion

  // Completions for the text before the cursor: [matching words, the word they complete].
  complete(line) {
    try {
      return completeLine(line, this);
    } catch {
      return [[], ''];
    }
  }
}

// Cuts an error's stack at the REPL input's own top-level frame (what follows is the
// REPL's machinery), as Node does.
// `line\n^^^\n\n` for a SyntaxError at a position of `source`: the carets cover the token
// there (a word, a string to its end, or one character).
function syntaxErrorPointer(error, source) {
  if (error === null || typeof error !== 'object' || error.name !== 'SyntaxError' || typeof error.stack !== 'string') {
    return '';
  }
  // A name declared by an earlier command clashes when the script is instantiated, not
  // where it is parsed: V8 shows no position then.
  const clash = /^Identifier '(.+)' has already been declared$/.exec(error.message);
  if (clash && source.split(new RegExp(`\\b(?:let|const|class|var|function)\\s+${clash[1].replace(/\$/g, '\\$')}\\b`)).length < 3) {
    return '';
  }
  const position = /\n\s+at REPL\d*:(\d+):(\d+)/.exec(error.stack);
  if (!position) return '';
  const line = source.split('\n')[Number(position[1]) - 1];
  if (line === undefined) return '';
  const column = Number(position[2]) - 1;
  const rest = line.slice(column);
  let length = 1;
  if (/^[A-Za-z_$\d]/.test(rest)) {
    length = /^[\w$]+/.exec(rest)[0].length;
  } else if (rest[0] === '"' || rest[0] === "'") {
    const end = rest.indexOf(rest[0], 1);
    length = end === -1 ? rest.length : end + 1;
  }
  return `${line}\n${' '.repeat(column)}${'^'.repeat(Math.max(1, length))}\n\n`;
}

// Code with top-level await ran inside a wrapper function, whose frame is the first one.
function trimStack(error, wrapped) {
  const lines = error.stack.split('\n');
  let end = lines.length;
  const isInput = (line) => /^\s+at REPL\d+:\d+:\d+$/.test(line);
  if (wrapped) {
    const first = lines.findIndex((line, index) => index > 0 && isInput(line));
    if (first !== -1) end = first;
  } else {
    for (let index = lines.length - 1; index > 0; index--) {
      if (isInput(lines[index])) {
        end = index;
        break;
      }
    }
  }
  const internal = lines.findIndex((line, index) => index > 0 && /\(native\)$|node:internal\/repl/.test(line));
  if (internal !== -1 && internal < end) end = internal;
  if (error.name === 'SyntaxError') end = lines.findIndex((line, index) => index > 0 && /^\s+at /.test(line));
  if (end === -1) end = lines.length;
  try {
    Object.defineProperty(error, 'stack', {
      value: lines.slice(0, end).join('\n'), writable: true, configurable: true, enumerable: false,
    });
  } catch {
    // A frozen error keeps its stack.
  }
}

// Top-level await, as Node rewrites it: the code runs in an async function, declarations
// are hoisted out of it so they outlive it, and a single expression gives its value.
function wrapTopLevelAwait(source) {
  const body = source.replace(/\n+$/, '');
  const expression = `(async () => (${body}\n))()`;
  // (`let [x] = …` would parse as an assignment to a member of a variable named `let`.)
  if (!/^\s*(let|const|var)\b/.test(body) && checks(expression)) return { code: expression, returnsValue: true };
  const destructuring = splitDestructuringDeclaration(body);
  if (destructuring) return destructuring;
  const declared = [];
  const rewritten = body.replace(
    /(^|[;\n]\s*)(let|const|var)\s+([A-Za-z_$][\w$]*)\s*=/g,
    (match, before, kind, name) => {
      declared.push({ kind, name });
      return `${before}${name} =`;
    });
  const bare = rewritten.replace(
    /(^|[;\n]\s*)(let|var)\s+([A-Za-z_$][\w$]*)\s*(?=;|\n|$)/g,
    (match, before, kind, name) => {
      declared.push({ kind, name });
      return before;
    });
  const hoisted = declared.map(({ kind, name }) => `${kind === 'var' ? 'var' : 'let'} ${name};`).join(' ');
  // The last statement's value is the result when it is an expression (`const t = Date.now();
  // await f(); Date.now() - t`), as Node returns it from its wrapper; a declaration gives none.
  const lastStatement = /^([\s\S]*[;\n])\s*([^;\n]+?)\s*;?\s*$/;
  const original = lastStatement.exec(body);
  const split = lastStatement.exec(bare);
  if (original && split && !/^(let|const|var|class|function|async\s+function)\b/.test(original[2]) &&
      checks(`(${split[2]}\n)`)) {
    const code = `${hoisted}(async () => {${split[1]}\nreturn (${split[2]}\n);\n})()`;
    if (checks(code)) return { code, returnsValue: true };
  }
  const code = `${hoisted}(async () => {${bare}\n})()`;
  if (checks(code)) return { code, returnsValue: false };
  return null;
}

// `const { a, b: [c] } = await f()`: the initializer is awaited in a wrapper, then the
// declaration itself runs as a script of its own, so its names become the REPL's bindings.
const kAwaitedValue = "Symbol.for('eddy.repl.awaited')";

function splitDestructuringDeclaration(body) {
  const head = /^\s*(let|const|var)\s+(?=[[{])/.exec(body);
  if (!head) return null;
  let depth = 0;
  let quote = null;
  for (let index = head[0].length; index < body.length; index++) {
    const char = body[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if ('[{('.includes(char)) {
      depth++;
    } else if (']})'.includes(char)) {
      depth--;
    } else if (char === '=' && depth === 0 && body[index + 1] !== '=' && body[index + 1] !== '>') {
      const pattern = body.slice(head[0].length, index).trim();
      const initializer = body.slice(index + 1).replace(/;\s*$/, '');
      const code = `(async () => (${initializer}\n))()`;
      const declaration = `${head[1]} ${pattern} = globalThis[${kAwaitedValue}];`;
      if (!checks(code) || !checks(declaration)) return null;
      return { code, returnsValue: false, declaration };
    }
  }
  return null;
}

function checks(code) {
  try {
    binding.checkSyntax(code, 'REPL');
    return true;
  } catch {
    return false;
  }
}

function completeLine(line, session) {
  const requireMatch = /\brequire\s*\(\s*(['"])([^'"]*)$/.exec(line);
  if (requireMatch) {
    const prefix = requireMatch[2];
    const names = Module.builtinModules.filter((name) => name.startsWith(prefix));
    return [names.sort(), prefix];
  }
  const memberMatch = /((?:[A-Za-z_$][\w$]*\.)+)([\w$]*)$/.exec(line);
  if (memberMatch) {
    const chain = memberMatch[1].slice(0, -1).split('.');
    const prefix = memberMatch[2];
    let object = lookUpGlobal(chain[0]);
    for (let index = 1; index < chain.length && object !== undefined; index++) {
      object = readWithoutGetters(object, chain[index]);
    }
    if (object === undefined || object === null) return [[], prefix];
    const names = propertyNames(object).filter((name) => name.startsWith(prefix));
    return [names, prefix];
  }
  const wordMatch = /([A-Za-z_$][\w$]*)$/.exec(line);
  const prefix = wordMatch ? wordMatch[1] : '';
  if (prefix === '' && line.trim() !== '') return [[], ''];
  const names = new Set([...propertyNames(globalThis), ...session.lexicalNames, ...kKeywords]);
  return [[...names].filter((name) => name.startsWith(prefix)).sort(), prefix];
}

function lookUpGlobal(name) {
  try {
    // A let or const binding is not a property of the global object.
    return binding.evaluate(name, 'REPL');
  } catch {
    return undefined;
  }
}

// A property's value when it is a data property somewhere on the chain; never runs a getter.
function readWithoutGetters(value, key) {
  let object = Object(value);
  while (object !== null) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    if (descriptor) return 'value' in descriptor ? descriptor.value : undefined;
    object = Object.getPrototypeOf(object);
  }
  return undefined;
}

// Own property names along the prototype chain, nearest first, each once.
function propertyNames(value) {
  const seen = new Set();
  let object = Object(value);
  while (object !== null) {
    for (const name of Object.getOwnPropertyNames(object)) {
      if (/^[A-Za-z_$][\w$]*$/.test(name)) seen.add(name);
    }
    object = Object.getPrototypeOf(object);
  }
  return [...seen];
}

function start(options) {
  const session = new REPLSession(options);
  if (options.welcome) {
    write(`Welcome to Eddy v${process.versions.eddy}.\nType ".help" for more information.\n`);
  }
  session.start();
  return session;
}

module.exports = { start, REPLSession };
