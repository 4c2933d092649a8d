'use strict';
// Scans lib/**/*.js for constructs Eddy's interpreter is told to avoid:
// RegExp literals, the RegExp constructor, BigInt literals, private (#)
// names and `catch {` without a binding.  A small tokenizer: strings,
// template literals, comments and regex-vs-division are told apart by the
// previous significant token.
const fs = require('fs');
const path = require('path');

const libDir = process.argv[2] || path.join(__dirname, '..', '..', 'lib');
const files = [];
(function walk(dir) {
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.js')) files.push(full);
  }
})(libDir);

const exprKeywords = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void',
  'throw', 'case', 'do', 'else', 'yield', 'await']);
let problems = 0;

function report(file, src, i, what) {
  const line = src.slice(0, i).split('\n').length;
  console.log(`${path.relative(process.cwd(), file)}:${line}: ${what}`);
  problems++;
}

for (const file of files) {
  const src = fs.readFileSync(file, 'utf8');
  let prev = '';           // previous significant token
  const braceStack = [];   // for template literal ${ } nesting
  let i = 0;
  const n = src.length;
  const isIdent = (c) => /[A-Za-z0-9_$]/.test(c);
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') { i = src.indexOf('\n', i); if (i < 0) break; continue; }
    if (c === '/' && src[i + 1] === '*') { i = src.indexOf('*/', i + 2) + 2; continue; }
    if (/\s/.test(c)) { i++; continue; }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      i = j + 1; prev = 'str'; continue;
    }
    if (c === '`' || (c === '}' && braceStack[braceStack.length - 1] === 'tpl')) {
      if (c === '}') braceStack.pop();
      let j = i + 1;
      while (j < n && src[j] !== '`' && !(src[j] === '$' && src[j + 1] === '{')) j += src[j] === '\\' ? 2 : 1;
      if (src[j] === '$') { braceStack.push('tpl'); i = j + 2; prev = '('; } else { i = j + 1; prev = 'str'; }
      continue;
    }
    if (c === '{') { braceStack.push('{'); i++; prev = '{'; continue; }
    if (c === '}') { braceStack.pop(); i++; prev = '}'; continue; }
    if (c === '/') {
      const regexPosition = prev === '' || (!/^[A-Za-z0-9_$)\]]/.test(prev) && prev !== 'str' && prev !== '}') ||
        exprKeywords.has(prev);
      if (regexPosition) report(file, src, i, 'RegExp literal');
      i++; prev = '/'; continue;
    }
    if (c === '#') { report(file, src, i, 'private name (#)'); i++; continue; }
    if (/[0-9]/.test(c) && !isIdent(prev.slice(-1) || ' ')) {
      let j = i;
      while (j < n && /[0-9A-Fa-fxXoObB_.eE]/.test(src[j])) j++;
      if (src[j] === 'n') report(file, src, i, 'BigInt literal');
      i = j; prev = '0'; continue;
    }
    if (isIdent(c)) {
      let j = i;
      while (j < n && isIdent(src[j])) j++;
      const word = src.slice(i, j);
      if (word === 'RegExp') report(file, src, i, 'RegExp constructor');
      if (word === 'catch' && /^\s*\{/.test(src.slice(j))) report(file, src, i, 'catch without binding');
      i = j; prev = word; continue;
    }
    prev = c; i++;
  }
}
console.log(`check-syntax: ${files.length} files, ${problems} problems`);
process.exitCode = problems ? 1 : 0;
