// Objects can define their own inspection with util.inspect.custom.
const custom = Symbol.for('nodejs.util.inspect.custom');
console.log({ [custom]() { return 'custom!'; } });
console.log({ nested: { [custom]() { return { replaced: true }; } } });
console.log({ multi: { [custom]() { return 'line one\nline two'; } } });
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }

  [custom](depth, options, inspect) {
    return `Point<${inspect(this.x, options)}, ${inspect(this.y, options)}>`;
  }
}
console.log(new Point(1, 'two'));
console.log([new Point(3, 4)]);
console.log({ depthSeen: { [custom](depth) { return depth; } } });
console.log({ inspect() { return 'old style is ignored'; } });
console.log({ [custom]: 'not a function' });
