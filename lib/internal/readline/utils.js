'use strict';

// The terminal control sequences (ECMA-48 CSI) readline's cursor functions write, shared by
// readline's cursorTo/moveCursor/clearLine/clearScreenDown and readline/promises' Readline.

const kClearScreenDown = '\x1b[0J';

// Column x (and row y when given), both from 0.
function cursorToCode(x, y) {
  return typeof y !== 'number' ? `\x1b[${x + 1}G` : `\x1b[${y + 1};${x + 1}H`;
}

function moveCursorCode(dx, dy) {
  let data = '';
  if (dx < 0) data += `\x1b[${-dx}D`;
  else if (dx > 0) data += `\x1b[${dx}C`;
  if (dy < 0) data += `\x1b[${-dy}A`;
  else if (dy > 0) data += `\x1b[${dy}B`;
  return data;
}

// -1: left of the cursor, 1: right of it, 0: the whole line.
function clearLineCode(dir) {
  return dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K';
}

module.exports = { kClearScreenDown, cursorToCode, moveCursorCode, clearLineCode };
