'use strict';
// `eddy -c file`: parse the file as a CommonJS module body without running it.

const { checkSyntax } = internalBinding('contextify');

module.exports = function checkFileSyntax(filename) {
  const source = internalBinding('fs').readFileUtf8(filename, 0);
  const text = source.startsWith('#!') ? `//${source.slice(2)}` : source;
  checkSyntax(text, filename, ['exports', 'require', 'module', '__filename', '__dirname']);
};
