// node_modules: espree esquery estraverse escodegen
// Debian packages: node-espree node-esquery node-estraverse node-escodegen node-acorn
const espree = require('espree');
const ast = espree.parse('const f = async (a, { b = 1, ...c }) => { for await (const x of a) await x; }; class K { static #p = 1; get v() { return this.#p ?? 0n; } }', { ecmaVersion: 2022, sourceType: 'module', range: true, loc: true, tokens: true, comment: true });
console.log(ast.body.map(n => n.type), ast.tokens.length, ast.tokens.slice(0, 5).map(t => t.type + ':' + t.value).join(' '), espree.latestEcmaVersion >= 13, espree.supportedEcmaVersions.slice(0, 3));
try { espree.parse('let = 1 +', { ecmaVersion: 2020 }); } catch (e) { console.log(e.name, e.message, e.lineNumber, e.column, e.index); }
const toks = espree.tokenize('let x = /re/g; `t${1}`', { ecmaVersion: 2020 });
console.log(toks.map(t => t.type).join(','));
const esquery = require('esquery');
const prog = espree.parse('function a() { if (x) return 1; var y = foo(1, 2); obj.method(y); } const z = a() + bar.baz();', { ecmaVersion: 2020 });
console.log(esquery(prog, 'CallExpression').length, esquery(prog, 'CallExpression > MemberExpression.callee > Identifier.property').map(n => n.name), esquery(prog, 'FunctionDeclaration ReturnStatement').length);
console.log(esquery(prog, 'VariableDeclarator[init.type="CallExpression"]').map(n => n.id.name), esquery(prog, ':matches(IfStatement, ReturnStatement)').map(n => n.type), esquery(prog, 'Identifier[name=/^ba/]').map(n => n.name));
console.log(esquery.matches(prog.body[1], esquery.parse('VariableDeclaration[kind="const"]')), esquery(prog, 'CallExpression:has(Literal)').length, esquery(prog, ':function').length, esquery(prog, 'Literal:nth-child(2)').map(n => n.value));
const estraverse = require('estraverse');
const escodegen = require('escodegen');
const replaced = estraverse.replace(prog, { enter(node) { if (node.type === 'Literal' && typeof node.value === 'number') return { type: 'Literal', value: node.value * 100, raw: String(node.value * 100) }; } });
console.log(escodegen.generate(replaced, { format: { indent: { style: '  ' }, quotes: 'double' } }));
