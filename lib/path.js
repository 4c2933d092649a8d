'use strict';
// Placeholder until the full port lands: POSIX paths only.

function normalizeParts(parts, allowAboveRoot) {
  const result = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (result.length > 0 && result[result.length - 1] !== '..') result.pop();
      else if (allowAboveRoot) result.push('..');
    } else {
      result.push(part);
    }
  }
  return result;
}

const path = {
  sep: '/',
  delimiter: ':',
  isAbsolute(p) { return p.length > 0 && p[0] === '/'; },
  normalize(p) {
    if (p === '') return '.';
    const absolute = p[0] === '/';
    const trailing = p[p.length - 1] === '/';
    let result = normalizeParts(p.split('/'), !absolute).join('/');
    if (result === '' && !absolute) result = '.';
    if (result !== '' && trailing) result += '/';
    return (absolute ? '/' : '') + result;
  },
  join(...parts) {
    const joined = parts.filter((p) => p !== '').join('/');
    return joined === '' ? '.' : path.normalize(joined);
  },
  resolve(...parts) {
    let resolved = '';
    for (let i = parts.length - 1; i >= -1 && resolved[0] !== '/'; i--) {
      const part = i >= 0 ? parts[i] : process.cwd();
      if (part === '') continue;
      resolved = resolved === '' ? part : `${part}/${resolved}`;
    }
    const result = '/' + normalizeParts(resolved.split('/'), false).join('/');
    return result;
  },
  dirname(p) {
    if (p === '') return '.';
    let end = p.length;
    while (end > 1 && p[end - 1] === '/') end--;
    const index = p.lastIndexOf('/', end - 1);
    if (index === -1) return '.';
    if (index === 0) return '/';
    return p.slice(0, index);
  },
  basename(p, ext) {
    let end = p.length;
    while (end > 1 && p[end - 1] === '/') end--;
    const base = p.slice(p.lastIndexOf('/', end - 1) + 1, end);
    return ext !== undefined && base.endsWith(ext) && base !== ext ? base.slice(0, base.length - ext.length) : base;
  },
  extname(p) {
    const base = path.basename(p);
    const index = base.lastIndexOf('.');
    return index <= 0 ? '' : base.slice(index);
  },
};
path.posix = path;
module.exports = path;
