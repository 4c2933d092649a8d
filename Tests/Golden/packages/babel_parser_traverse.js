// node_modules: @babel/parser @babel/traverse @babel/generator @babel/types @babel/template @babel/code-frame
// Debian packages: node-babel7 (@babel/parser, @babel/traverse, @babel/generator, @babel/types, @babel/template, @babel/code-frame)
const parser = require('@babel/parser');
const traverse = require('@babel/traverse').default;
const generate = require('@babel/generator').default;
const t = require('@babel/types');
const template = require('@babel/template').default;
const { codeFrameColumns } = require('@babel/code-frame');
const code = `import x from 'y';
const square = (n: number): number => n * n;
class A { #p = 1; static s() { return this?.name ?? 'anon'; } }
export default function main(a, ...rest) { return <div id="a">{a}</div>; }`;
const ast = parser.parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx', 'classPrivateProperties'] });
console.log(ast.program.body.map(n => n.type).join(' '), ast.program.body[1].loc.start);
const seen = [];
traverse(ast, {
  Identifier(path) { if (path.node.name === 'n') path.node.name = 'num'; },
  ArrowFunctionExpression(path) { seen.push('arrow params=' + path.node.params.length + ' parent=' + path.parent.type); },
  BinaryExpression(path) { if (path.node.operator === '*') path.replaceWith(t.callExpression(t.memberExpression(t.identifier('Math'), t.identifier('imul')), [path.node.left, path.node.right])); },
  FunctionDeclaration(path) { seen.push('fn ' + path.node.id.name + ' scope has a=' + path.scope.hasBinding('a') + ' bindings=' + Object.keys(path.scope.bindings).join(',')); },
  ClassPrivateProperty(path) { seen.push('private ' + path.node.key.id.name); },
});
console.log(seen.join('\n'));
const out = generate(ast, { retainLines: false, comments: false }, code);
console.log(out.code);
const buildRequire = template(`var IMPORT_NAME = require(SOURCE);`);
const built = buildRequire({ IMPORT_NAME: t.identifier('myModule'), SOURCE: t.stringLiteral('my-module') });
console.log(generate(built).code, t.isVariableDeclaration(built), t.isIdentifier(built.declarations[0].id, { name: 'myModule' }));
console.log(generate(template.expression.ast`a + ${t.numericLiteral(2)}`).code);
try { parser.parse('let x = ;'); } catch (e) { console.log(e.name, e.message, e.code, e.reasonCode, JSON.stringify(e.loc)); }
console.log(codeFrameColumns('const a = 1;\nconst b = a +;\nconsole.log(b);', { start: { line: 2, column: 14 } }, { highlightCode: false, message: 'Unexpected token' }));
const obj = t.objectExpression([t.objectProperty(t.identifier('k'), t.arrayExpression([t.nullLiteral(), t.booleanLiteral(true), t.stringLiteral('s"q')]))]);
console.log(generate(obj, { jsescOption: { quotes: 'single' } }).code, t.cloneNode(obj).type, t.VISITOR_KEYS.IfStatement);
const exprAst = parser.parseExpression('a?.b ?? c ** 2');
console.log(exprAst.type, exprAst.left.type, exprAst.right.operator);
