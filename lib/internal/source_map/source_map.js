'use strict';
// module.SourceMap and module.findSourceMap (Node's lib/internal/source_map): a Source Map
// v3 payload decoded into sorted mapping entries, and the maps of the CommonJS modules
// loaded while source maps are enabled (--enable-source-maps, process.setSourceMapsEnabled).
// Stack traces are not rewritten through them.

const { codes } = require('internal/errors');

const base64Digits = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

// One Base64 VLQ number from `text` at `state.index` (continuation bit 32, sign in bit 0).
function readVLQ(text, state) {
  let result = 0;
  let shift = 0;
  for (;;) {
    const digit = base64Digits.get(text[state.index++]);
    if (digit === undefined) return undefined;
    result += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) break;
  }
  return result % 2 === 1 ? -(result - 1) / 2 : result / 2;
}

const isSeparator = (c) => c === ',' || c === ';';

function cloneSourceMap(payload) {
  const clone = { ...payload };
  for (const key of ['sources', 'sourcesContent', 'names']) {
    if (Array.isArray(payload[key])) clone[key] = [...payload[key]];
  }
  if (Array.isArray(payload.sections)) {
    clone.sections = payload.sections.map((section) => ({ ...section, map: cloneSourceMap(section.map) }));
  }
  return clone;
}

class SourceMap {
  #payload;
  #mappings = [];
  #lineLengths;

  constructor(payload, { lineLengths } = {}) {
    if (payload === null || typeof payload !== 'object') {
      throw new codes.ERR_INVALID_ARG_TYPE('payload', 'Object', payload);
    }
    this.#payload = cloneSourceMap(payload);
    if (lineLengths !== undefined) this.#lineLengths = [...lineLengths];
    if (Array.isArray(this.#payload.sections)) {
      for (const section of this.#payload.sections) {
        this.#decode(section.map, section.offset?.line ?? 0, section.offset?.column ?? 0);
      }
    } else {
      this.#decode(this.#payload, 0, 0);
    }
    this.#mappings.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }

  get payload() {
    return cloneSourceMap(this.#payload);
  }

  get lineLengths() {
    return this.#lineLengths ? [...this.#lineLengths] : undefined;
  }

  // Mappings as [generatedLine, generatedColumn, source, originalLine, originalColumn, name],
  // zero-based; a segment of one field maps a position to no source.
  #decode(map, lineOffset, columnOffset) {
    const text = String(map.mappings ?? '');
    const sources = Array.isArray(map.sources) ? map.sources : [];
    const names = Array.isArray(map.names) ? map.names : [];
    const state = { index: 0 };
    let line = lineOffset;
    let column = columnOffset;
    let sourceIndex = 0;
    let originalLine = 0;
    let originalColumn = 0;
    let nameIndex = 0;
    while (state.index < text.length) {
      const c = text[state.index];
      if (c === ';') {
        state.index++;
        line++;
        column = 0;
        continue;
      }
      if (c === ',') {
        state.index++;
        continue;
      }
      const delta = readVLQ(text, state);
      if (delta === undefined) break;
      column += delta;
      // As in Node, only a separator ends a segment early: a one-field segment at the very
      // end of the text repeats the source, position and name before it.
      if (isSeparator(text[state.index])) {
        this.#mappings.push([line, column]);
        continue;
      }
      sourceIndex += readVLQ(text, state) ?? 0;
      originalLine += readVLQ(text, state) ?? 0;
      originalColumn += readVLQ(text, state) ?? 0;
      let name;
      if (!isSeparator(text[state.index])) {
        nameIndex += readVLQ(text, state) ?? 0;
        name = names[nameIndex];
      }
      this.#mappings.push([line, column, sources[sourceIndex], originalLine, originalColumn, name]);
    }
  }

  // The last mapping at or before the zero-based position, or {} when none is.
  findEntry(lineOffset, columnOffset) {
    const mappings = this.#mappings;
    let low = 0;
    let high = mappings.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [line, column] = mappings[middle];
      if (line < lineOffset || (line === lineOffset && column <= columnOffset)) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (found < 0) return {};
    const entry = mappings[found];
    return { generatedLine: entry[0], generatedColumn: entry[1], originalSource: entry[2],
      originalLine: entry[3], originalColumn: entry[4], name: entry[5] };
  }

  // The original position of a one-based generated position, or {}.
  findOrigin(lineNumber, columnNumber) {
    const entry = this.findEntry(lineNumber - 1, columnNumber - 1);
    if (entry.originalSource === undefined || entry.originalLine === undefined ||
        entry.originalColumn === undefined) {
      return {};
    }
    return {
      name: entry.name,
      fileName: entry.originalSource,
      lineNumber: entry.originalLine + lineNumber - entry.generatedLine,
      columnNumber: entry.originalColumn + columnNumber - entry.generatedColumn,
    };
  }
}

const cache = new Map();

// The last `//# sourceMappingURL=` comment of a module's source: a data: URL or a file
// beside the module.
function maybeCacheSourceMap(filename, content) {
  const match = /\/[*/][#@]\s*sourceMappingURL=([^\s'"]+)\s*(?:\*\/\s*)?$/.exec(content.trimEnd());
  if (!match) return;
  const url = match[1];
  let text;
  let data;
  try {
    data = /^data:application\/json[^,]*?(;base64)?,(.*)$/.exec(url);
    if (data) {
      text = data[1] ? Buffer.from(data[2], 'base64').toString('utf8') : decodeURIComponent(data[2]);
    } else {
      const path = require('path');
      text = require('fs').readFileSync(path.resolve(path.dirname(filename), url), 'utf8');
    }
    // Sources become URLs against the map's own place, as Node keeps them.
    const payload = JSON.parse(text);
    const { pathToFileURL } = require('url');
    const base = data ? pathToFileURL(filename) : new URL(url, pathToFileURL(filename));
    if (Array.isArray(payload.sources)) {
      payload.sources = payload.sources.map((source) => new URL((payload.sourceRoot || '') + source, base).href);
    }
    const lineLengths = content.split(/\n|\u2028|\u2029/).map((line) => line.length);
    cache.set(filename, new SourceMap(payload, { lineLengths }));
  } catch {
    // An unreadable or malformed map is no map, as in Node.
  }
}

function findSourceMap(sourceURL) {
  if (typeof sourceURL !== 'string') return undefined;
  if (sourceURL.startsWith('file://')) sourceURL = require('url').fileURLToPath(sourceURL);
  return cache.get(sourceURL);
}

module.exports = { SourceMap, findSourceMap, maybeCacheSourceMap };
