'use strict';

// Node 20's lib/internal/cli_table.js: the box console.table draws. Cells are left-justified
// and padded to the widest cell of their column, measured in terminal columns.

const { getStringWidth } = require('internal/util/inspect');

const tableChars = {
  middleMiddle: '─',
  rowMiddle: '┼',
  topRight: '┐',
  topLeft: '┌',
  leftMiddle: '├',
  topMiddle: '┬',
  bottomRight: '┘',
  bottomLeft: '└',
  bottomMiddle: '┴',
  rightMiddle: '┤',
  left: '│ ',
  right: ' │',
  middle: ' │ ',
};

function renderRow(row, columnWidths) {
  const cells = row.map((cell, i) => cell + ' '.repeat(Math.ceil(columnWidths[i] - getStringWidth(cell))));
  return tableChars.left + cells.join(tableChars.middle) + tableChars.right;
}

// `head` names the columns; `columns[i]` holds column i's cells by row (holes are blank).
function table(head, columns) {
  const rows = [];
  const columnWidths = head.map((h) => getStringWidth(h));
  const longestColumn = Math.max(...columns.map((column) => column.length));
  for (let i = 0; i < head.length; i++) {
    const column = columns[i];
    for (let j = 0; j < longestColumn; j++) {
      rows[j] ??= [];
      const value = rows[j][i] = Object.prototype.hasOwnProperty.call(column, j) ? column[j] : '';
      columnWidths[i] = Math.max(columnWidths[i] || 0, getStringWidth(value));
    }
  }
  const divider = columnWidths.map((width) => tableChars.middleMiddle.repeat(width + 2));
  let result = `${tableChars.topLeft}${divider.join(tableChars.topMiddle)}${tableChars.topRight}\n` +
    `${renderRow(head, columnWidths)}\n` +
    `${tableChars.leftMiddle}${divider.join(tableChars.rowMiddle)}${tableChars.rightMiddle}\n`;
  for (const row of rows) result += `${renderRow(row, columnWidths)}\n`;
  result += `${tableChars.bottomLeft}${divider.join(tableChars.bottomMiddle)}${tableChars.bottomRight}`;
  return result;
}

module.exports = table;
