// The names `import` sees on CommonJS modules, as cjs-module-lexer finds them: assignments
// on exports (not in comments or strings), defineProperty with a value or a plain getter,
// re-exports (module.exports = require(), __exportStar, spreads), values only of own
// properties (undefined for a name never assigned).
async function main() {
  for (const name of ['a', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l']) {
    const ns = await import(`./fixtures/lexer/${name}.cjs`);
    const values = Object.keys(ns).filter((key) => key !== 'default').map((key) => `${key}=${typeof ns[key]}`);
    console.log(name, values.join(' '), typeof ns.default);
  }
}
main();
