'use strict';

// The names a CommonJS module exports, found in its source without running it, as Node
// finds them with cjs-module-lexer: `exports.a =`, `module.exports['b'] =`,
// `Object.defineProperty(exports, 'c', { value | enumerable: true, get … return x.y })`,
// `module.exports = { d, e: f, ...require('g') }`; and the modules it re-exports:
// `module.exports = require('h')`, TypeScript's `__exportStar(require('i'), exports)` and
// `__export(require('j'))`, Babel's `Object.keys(_k).forEach(…)` over `var _k = require('k')`.
// Comments, strings, templates and regular expressions are masked first (positions kept),
// so that only code matches; a string's text is read back from the source.

// Identifiers as JavaScript has them (`π` too).
const ID = '[\\p{ID_Start}_$][\\p{ID_Continue}$\\u200c\\u200d]*';
const STRING = '([\'"])(\\x01*)';

// The next comment, string, template or slash (a slash may start a regular expression).
const lexeme = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\[\s\S])*`|\//g;
const regExpBody = /\/(?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[A-Za-z]*/y;
// What may come before a regular expression (and not before a division).
const beforeRegExp = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|instanceof))\s*$/;

function blank(text, keepEnds) {
  if (!keepEnds) return text.replace(/[^\n]/g, ' ');
  return text[0] + '\x01'.repeat(text.length - 2) + text[text.length - 1];
}

function mask(source) {
  let result = '';
  let last = 0;
  lexeme.lastIndex = 0;
  let match;
  while ((match = lexeme.exec(source)) !== null) {
    const text = match[0];
    const start = match.index;
    let replacement;
    if (text === '/') {
      regExpBody.lastIndex = start;
      const body = beforeRegExp.test(source.slice(Math.max(0, start - 12), start)) ? regExpBody.exec(source) : null;
      if (body === null) continue;
      replacement = blank(body[0], true);
      lexeme.lastIndex = start + body[0].length;
    } else {
      replacement = text[0] === '/' ? blank(text, false) : blank(text, true);
    }
    result += source.slice(last, start) + replacement;
    last = start + replacement.length;
  }
  return result + source.slice(last);
}

const notMember = '(?<![\\w$.])';
const exportsObject = `${notMember}(?:module\\s*\\.\\s*)?exports`;
const dotAssignment = new RegExp(`${exportsObject}\\s*\\.\\s*(${ID})\\s*=(?!=)`, 'gu');
const bracketAssignment = new RegExp(`${exportsObject}\\s*\\[\\s*${STRING}\\1\\s*\\]\\s*=(?!=)`, 'gu');
const getterReturn = `return\\s+${ID}(?:\\s*\\.\\s*${ID}|\\s*\\[\\s*(['"])\\x01*\\3\\s*\\])*\\s*;?\\s*\\}`;
const defineProperty = new RegExp(`${notMember}Object\\s*\\.\\s*defineProperty\\s*\\(\\s*(?:module\\s*\\.\\s*)?exports\\s*,\\s*${STRING}\\1\\s*,\\s*\\{\\s*`
  + `(?:value\\s*:|enumerable\\s*:\\s*true\\s*,\\s*(?:value\\s*:|get\\s*(?:\\(\\s*\\)|:\\s*function\\s*(?:${ID})?\\s*\\(\\s*\\))\\s*\\{\\s*${getterReturn}))`, 'gu');
const objectLiteral = new RegExp(`${notMember}module\\s*\\.\\s*exports\\s*=\\s*\\{`, 'gu');
const requireCall = `require\\s*\\(\\s*${STRING}\\1\\s*\\)`;
const requireAssignment = new RegExp(`${notMember}module\\s*\\.\\s*exports\\s*=\\s*${requireCall}`, 'gu');
const exportStar = new RegExp(`${notMember}(?:${ID}\\s*\\.\\s*)?__exportStar\\s*\\(\\s*${requireCall}`, 'gu');
const typeScriptExport = new RegExp(`${notMember}__export\\s*\\(\\s*${requireCall}\\s*\\)`, 'gu');
const babelStar = new RegExp(`${notMember}Object\\s*\\.\\s*keys\\s*\\(\\s*(${ID})\\s*\\)\\s*\\.\\s*forEach\\s*\\(\\s*function\\s*\\(`, 'gu');

// The entries of an object literal, from just after its `{`, up to the first that is not
// `name`, `name: value`, `'name': value` (an identifier or member chain) or `...require()`.
const spreadEntry = new RegExp(`\\s*\\.\\.\\.\\s*${requireCall}\\s*`, 'yu');
const shorthandEntry = new RegExp(`\\s*(${ID})\\s*(?=[,}])`, 'yu');
const keyedEntry = new RegExp(`\\s*(?:(${ID})|${STRING}\\2)\\s*:\\s*${ID}(?:\\s*\\.\\s*${ID})*\\s*(?=[,}])`, 'yu');
const entrySeparator = /\s*,/y;

// The text of the string whose masked body `group` is, at its index in `masked`.
function stringAt(source, match, quoteGroup) {
  const quote = match[quoteGroup];
  const open = match.index + match[0].indexOf(quote);
  return source.slice(open + 1, open + 1 + match[quoteGroup + 1].length);
}

function parseObjectLiteral(source, masked, start, exportNames, reexports) {
  let position = start;
  for (;;) {
    let match;
    spreadEntry.lastIndex = position;
    shorthandEntry.lastIndex = position;
    keyedEntry.lastIndex = position;
    if ((match = spreadEntry.exec(masked)) !== null) {
      reexports.push(stringAt(source, match, 1));
      position = spreadEntry.lastIndex;
    } else if ((match = shorthandEntry.exec(masked)) !== null) {
      exportNames.add(match[1]);
      position = shorthandEntry.lastIndex;
    } else if ((match = keyedEntry.exec(masked)) !== null) {
      exportNames.add(match[1] !== undefined ? match[1] : stringAt(source, match, 2));
      position = keyedEntry.lastIndex;
    } else {
      return;
    }
    entrySeparator.lastIndex = position;
    if (entrySeparator.exec(masked) === null) return;
    position = entrySeparator.lastIndex;
  }
}

// { exports: [names], reexports: [specifiers] } of a CommonJS source.
function parseCommonJS(source) {
  const masked = mask(source);
  const exportNames = new Set();
  let reexports = [];
  for (const match of masked.matchAll(dotAssignment)) exportNames.add(match[1]);
  for (const match of masked.matchAll(bracketAssignment)) exportNames.add(stringAt(source, match, 1));
  for (const match of masked.matchAll(defineProperty)) exportNames.add(stringAt(source, match, 1));
  for (const match of masked.matchAll(objectLiteral)) {
    parseObjectLiteral(source, masked, match.index + match[0].length, exportNames, reexports);
  }
  // An assignment of a whole module replaces what was re-exported before it.
  for (const match of masked.matchAll(requireAssignment)) reexports = [stringAt(source, match, 1)];
  for (const pattern of [exportStar, typeScriptExport]) {
    for (const match of masked.matchAll(pattern)) reexports.push(stringAt(source, match, 1));
  }
  for (const match of masked.matchAll(babelStar)) {
    const binding = new RegExp(`(?:var|let|const)\\s+${match[1].replace(/\$/g, '\\$')}\\s*=\\s*(?:${ID}\\s*\\(\\s*)?${requireCall}`, 'u');
    const required = binding.exec(masked);
    if (required !== null) reexports.push(stringAt(source, required, 1));
  }
  return { exports: [...exportNames], reexports };
}

module.exports = { parseCommonJS };
