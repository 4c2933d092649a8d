// Functions and classes.
function named() {}
console.log(named);
console.log(function () {});
console.log(() => {});
console.log(async function af() {});
console.log(async () => {});
console.log(function* gen() {});
console.log(async function* agen() {});
class A {}
class B extends A {}
console.log(A, B);
console.log(class {});
console.log(class extends A {});
function withProps() {}
withProps.prop = 1;
withProps.other = 'x';
console.log(withProps);
console.log([named, A]);
console.log({ f: named, g: () => {}, h: class Inner {} });
console.log(Math.max, Object, Array.prototype.push);
const anon = (() => () => {})();
console.log(anon);
const bound = named.bind(null);
console.log(bound);
console.log(typeof A);
