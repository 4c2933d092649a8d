'use strict';
// The .env format as Node 20 reads it (util.parseEnv, process.loadEnvFile): `KEY=value`
// lines, an optional `export ` prefix, `#` comments, values in '', "" or `` quotes (double
// quotes may span lines and expand `\n`), unquoted values cut at `#` and trimmed of spaces.
// Node's parser is byte-oriented and forgiving; so is this one, quirks included (a key is
// whatever precedes the next `=`, only spaces are trimmed).

const trimSpaces = (text) => text.replace(/^ +| +$/g, '');

function parseEnv(content) {
  const entries = new Map();
  let rest = trimSpaces(content.replace(/\r/g, ''));
  while (rest.length > 0) {
    if (rest[0] === '\n' || rest[0] === '#') {
      const newline = rest.indexOf('\n');
      if (newline !== -1) {
        rest = rest.slice(newline + 1);
        continue;
      }
    }
    const equals = rest.indexOf('=');
    if (equals === -1) break;
    let key = trimSpaces(rest.slice(0, equals));
    rest = rest.slice(equals + 1);
    if (key.startsWith('export ')) key = trimSpaces(key.slice(7));
    rest = rest.replace(/^ +/, '');
    const quote = rest[0];
    const closing = quote === '"' || quote === "'" || quote === '`' ? rest.indexOf(quote, 1) : -1;
    let value;
    if (closing !== -1) {
      value = rest.slice(1, closing);
      if (quote === '"') value = value.replace(/\\n/g, '\n');
      const newline = rest.indexOf('\n', closing + 1);
      rest = newline === -1 ? '' : rest.slice(newline + 1);
    } else {
      // Unquoted, or a quote never closed (then the whole line, quote included).
      const newline = rest.indexOf('\n');
      value = newline === -1 ? rest : rest.slice(0, newline);
      rest = newline === -1 ? '' : rest.slice(newline + 1);
      if (closing === -1 && quote !== '"' && quote !== "'" && quote !== '`') {
        const hash = value.indexOf('#');
        if (hash !== -1) value = value.slice(0, hash);
      }
      value = trimSpaces(value);
    }
    if (key !== '') entries.set(key, value);
    rest = trimSpaces(rest);
  }
  // Node keeps them in a sorted map.
  const result = {};
  for (const key of [...entries.keys()].sort()) result[key] = entries.get(key);
  return result;
}

module.exports = { parseEnv };
