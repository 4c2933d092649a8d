'use strict';

// path.matchesGlob (Node 20.17, experimental): whether a path matches a glob pattern, with
// the pattern language of the minimatch options Node passes (nonegate, nocomment,
// windowsPathsNoEscape, optimizationLevel 2): brace expansion ({a,b}, {1..3}), `*`, `?`,
// `[...]` classes (`!` or `^` negates, `[:alpha:]` and the other POSIX names), extglobs
// (`@(a|b)`, `*(…)`, `+(…)`, `?(…)`, `!(…)`) and `**` for whole segments. Wildcards never match
// a segment's leading dot, nor the `.` and `..` segments. A backslash in a pattern is always a
// separator, never an escape; in a path it separates only on win32. Before matching, `.`
// segments, empty inner segments and `name/..` pairs are folded away, as minimatch does.

const { validateString } = require('internal/errors');

let warned = false;

function matchesGlob(path, pattern, windows) {
  validateString(path, 'path');
  validateString(pattern, 'pattern');
  if (!warned) {
    warned = true;
    process.emitWarning('glob is an experimental feature and might change at any time', 'ExperimentalWarning');
  }
  // Windows and macOS file systems ignore case; so do their globs.
  const ignoresCase = process.platform === 'win32' || process.platform === 'darwin';
  if (windows) path = path.replace(/\\/g, '/');
  pattern = pattern.replace(/\\/g, '/');
  const pathSegments = foldSegments(path.split('/'));
  for (const expanded of expandBraces(pattern)) {
    const segments = foldSegments(splitPattern(expanded)).map((segment) => compileSegment(segment, ignoresCase));
    if (matchSegments(pathSegments, 0, segments, 0)) return true;
  }
  return false;
}

// Drops `.` and empty segments between the first and last, and `name/..` pairs.
function foldSegments(segments) {
  let changed;
  do {
    changed = false;
    for (let index = 1; index < segments.length - 1; index++) {
      const segment = segments[index];
      if (index === 1 && segment === '' && segments[0] === '') continue;
      if (segment === '.' || segment === '') {
        segments.splice(index--, 1);
        changed = true;
      }
    }
    if (segments[0] === '.' && segments.length === 2 && (segments[1] === '.' || segments[1] === '')) {
      segments.pop();
      changed = true;
    }
    for (let index = 1; index < segments.length; index++) {
      const before = segments[index - 1];
      if (segments[index] === '..' && before && before !== '.' && before !== '..' && before !== '**') {
        segments.splice(index - 1, 2);
        index -= 2;
        changed = true;
      }
    }
  } while (changed);
  return segments.length === 0 ? [''] : segments;
}

// Matches path segments from `p` against compiled pattern segments from `s`. A `**` takes
// whole segments that are neither dot-files nor `.`/`..`: at the end of the pattern at least
// one, elsewhere any number. A path may end in one empty segment (a trailing slash) more.
function matchSegments(path, p, pattern, s) {
  for (; s < pattern.length && p < path.length; s++, p++) {
    const segment = pattern[s];
    if (segment === GLOBSTAR) {
      if (s + 1 === pattern.length) {
        for (; p < path.length; p++) if (path[p].startsWith('.')) return false;
        return true;
      }
      for (let take = p; take < path.length; take++) {
        if (matchSegments(path, take, pattern, s + 1)) return true;
        if (path[take].startsWith('.')) return false;
      }
      return false;
    }
    if (typeof segment === 'string' ? segment !== path[p] : !segment.test(path[p])) return false;
  }
  if (p === path.length) return s === pattern.length;
  return s === pattern.length && p === path.length - 1 && path[p] === '';
}

const GLOBSTAR = Symbol('globstar');

// Splits at separators outside classes and extglob groups.
function splitPattern(pattern) {
  const segments = [];
  let current = '';
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (inClass) {
      if (character === ']') inClass = false;
    } else if (character === '[') {
      inClass = pattern.indexOf(']', index + 2) !== -1;
    } else if (character === '(' && index > 0 && '@*+?!'.includes(pattern[index - 1])) {
      depth++;
    } else if (character === ')' && depth > 0) {
      depth--;
    } else if (character === '/' && depth === 0) {
      segments.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  segments.push(current);
  return segments;
}

// A segment is compared as a string when it has no magic, else as an anchored RegExp.
function compileSegment(segment, ignoresCase) {
  if (segment === '**') return GLOBSTAR;
  const { source, magic } = translate(segment, 0, segment.length);
  if (!magic && !ignoresCase) return segment;
  // A leading wildcard never matches a leading dot, and nothing but `.`/`..` themselves
  // matches those segments.
  const guard = segment.startsWith('.') ? '' : '(?!\\.)';
  return new RegExp(`^${guard}${source}$`, ignoresCase ? 'iu' : 'u');
}

const regExpSpecial = new Set('\\^$.*+?()[]{}|/'.split(''));

function escapeForRegExp(character) {
  return regExpSpecial.has(character) ? `\\${character}` : character;
}

// The RegExp source of pattern[start, end) and whether it held any wildcard.
function translate(pattern, start, end) {
  let source = '';
  let magic = false;
  for (let index = start; index < end; index++) {
    const character = pattern[index];
    if ('@*+?!'.includes(character) && pattern[index + 1] === '(') {
      const close = findClosing(pattern, index + 1, end, '(', ')');
      if (close === -1) {
        source += escapeForRegExp(character);
        continue;
      }
      magic = true;
      const alternatives = splitOutside(pattern, index + 2, close, '|', '(', ')')
        .map(([from, to]) => translate(pattern, from, to).source).join('|');
      switch (character) {
        case '@': source += `(?:${alternatives})`; break;
        case '*': source += `(?:${alternatives})*`; break;
        case '+': source += `(?:${alternatives})+`; break;
        case '?': source += `(?:${alternatives})?`; break;
        // What follows must not complete a match of the group's alternatives.
        default: source += `(?:(?!(?:${alternatives})${translate(pattern, close + 1, end).source}$)[^/]*?)`;
      }
      index = close;
    } else if (character === '*') {
      magic = true;
      while (pattern[index + 1] === '*') index++;
      source += '[^/]*?';
    } else if (character === '?') {
      magic = true;
      source += '[^/]';
    } else if (character === '[') {
      const parsed = parseClass(pattern, index, end);
      if (parsed === null) {
        source += '\\[';
      } else {
        magic = true;
        source += parsed.source;
        index = parsed.end;
      }
    } else {
      source += escapeForRegExp(character);
    }
  }
  return { source, magic };
}

// The index of the `closer` that closes the `opener` at `open` (nested pairs skipped), or -1.
function findClosing(text, open, end, opener, closer) {
  let depth = 0;
  for (let index = open; index < end; index++) {
    if (text[index] === opener) {
      depth++;
    } else if (text[index] === closer && --depth === 0) {
      return index;
    }
  }
  return -1;
}

// The [from, to) ranges of text[start, end) split at `separator`s outside nested pairs.
function splitOutside(text, start, end, separator, opener, closer) {
  const ranges = [];
  let depth = 0;
  let from = start;
  for (let index = start; index < end; index++) {
    const character = text[index];
    if (character === opener) {
      depth++;
    } else if (character === closer) {
      depth--;
    } else if (character === separator && depth === 0) {
      ranges.push([from, index]);
      from = index + 1;
    }
  }
  ranges.push([from, end]);
  return ranges;
}

const posixClasses = {
  __proto__: null,
  alnum: '\\p{L}\\p{Nl}\\p{Nd}', alpha: '\\p{L}\\p{Nl}', ascii: '\\x00-\\x7f', blank: '\\p{Zs}\\t',
  cntrl: '\\p{Cc}', digit: '\\p{Nd}', lower: '\\p{Ll}',
  punct: '\\p{P}', space: '\\p{Z}\\t\\r\\n\\v\\f', upper: '\\p{Lu}', word: '\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}',
  xdigit: 'A-Fa-f0-9',
};

// `[...]` at `start`: its RegExp source and the index of its `]`, or null when unclosed.
function parseClass(pattern, start, end) {
  let index = start + 1;
  let negated = false;
  if (pattern[index] === '!' || pattern[index] === '^') {
    negated = true;
    index++;
  }
  let body = '';
  let first = true;
  for (; index < end; index++) {
    const character = pattern[index];
    if (character === ']' && !first) {
      if (body === '') return null;
      // A class matches one character of a segment, never the separator.
      return { source: negated ? `(?:(?!/)[^${body}])` : `[${body}]`, end: index };
    }
    first = false;
    if (character === '[' && pattern[index + 1] === ':') {
      const close = pattern.indexOf(':]', index + 2);
      const name = close === -1 ? undefined : pattern.slice(index + 2, close);
      if (name !== undefined && posixClasses[name] !== undefined) {
        body += posixClasses[name];
        index = close + 1;
        continue;
      }
    }
    if (character === '-' && body !== '' && pattern[index + 1] !== ']') {
      body += '-';
    } else {
      body += /[\]\\^-]/.test(character) ? `\\${character}` : character;
    }
  }
  return null;
}

// {a,b} and {x..y} expansion, innermost first as bash does; a brace with no comma or range
// stays as it is.
function expandBraces(pattern) {
  const open = pattern.indexOf('{');
  if (open === -1) return [pattern];
  const close = findClosing(pattern, open, pattern.length, '{', '}');
  if (close === -1) return [pattern];
  const prefix = pattern.slice(0, open);
  const suffixes = expandBraces(pattern.slice(close + 1));
  const inner = pattern.slice(open + 1, close);
  const options = braceOptions(inner);
  if (options === null) {
    return expandBraces(inner).flatMap((middle) =>
      suffixes.map((suffix) => `${prefix}{${middle}}${suffix}`));
  }
  const results = [];
  for (const option of options) {
    for (const middle of expandBraces(option)) {
      for (const suffix of suffixes) results.push(prefix + middle + suffix);
    }
  }
  return results;
}

// The alternatives of a brace body: comma-separated at its own depth, or a numeric or
// single-letter range with an optional step; null when it is neither.
function braceOptions(inner) {
  const range = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])(?:\.\.(-?\d+))?$/.exec(inner);
  if (range) {
    const [, from, to, stepText] = range;
    const step = Math.abs(Number(stepText ?? 1)) || 1;
    const numeric = /\d/.test(from) && /\d/.test(to);
    if (!numeric && (from.length !== 1 || to.length !== 1 || /\d/.test(from) || /\d/.test(to))) return null;
    const start = numeric ? Number(from) : from.charCodeAt(0);
    const stop = numeric ? Number(to) : to.charCodeAt(0);
    const width = numeric && (/^-?0\d/.test(from) || /^-?0\d/.test(to)) ? Math.max(from.length, to.length) : 0;
    const values = [];
    for (let value = start; start <= stop ? value <= stop : value >= stop; value += start <= stop ? step : -step) {
      if (!numeric) {
        values.push(String.fromCharCode(value));
      } else {
        const digits = String(Math.abs(value)).padStart(width - (value < 0 ? 1 : 0), '0');
        values.push(value < 0 ? `-${digits}` : digits);
      }
    }
    return values;
  }
  const options = splitOutside(inner, 0, inner.length, ',', '{', '}');
  return options.length === 1 ? null : options.map(([from, to]) => inner.slice(from, to));
}

module.exports = { matchesGlob };
