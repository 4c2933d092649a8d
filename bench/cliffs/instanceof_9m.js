// Issue 15 cliff: `instanceof` against constructors three prototypes deep, 9 million tests,
// as AST walkers (uglify-js, Babel) test node classes (node: ~0.1 s; --jitless ~0.9 s).
function Node() {}
function Statement() {}
Statement.prototype = Object.create(Node.prototype);
function Block() {}
Block.prototype = Object.create(Statement.prototype);
const block = new Block(), plain = {};
const start = process.hrtime.bigint();
let check = 0;
for (let i = 0; i < 3000000; i++) {
  if (block instanceof Node) check++;
  if (plain instanceof Statement) check++;
  if (block instanceof Block) check++;
}
console.log(`check=${check}`);
console.log(`inner_s=${Number(process.hrtime.bigint() - start) / 1e9}`);
