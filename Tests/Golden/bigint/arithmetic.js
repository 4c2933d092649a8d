// BigInt arithmetic on deterministic pseudo-random operands of many sizes and both signs:
// every operator, shifts past word boundaries, two's complement bitwise operators,
// division and remainder signs, asIntN/asUintN, radix strings and Number conversion.
let seed = 0x2545F491;
function next() {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed;
}
function randomBigInt() {
  const words = next() % 5;
  let value = BigInt(next() % 1000);
  for (let i = 0; i < words; i++) value = (value << 32n) | BigInt(next());
  return next() % 2 ? -value : value;
}
const lines = [];
for (let i = 0; i < 120; i++) {
  const a = randomBigInt();
  const b = randomBigInt();
  const shift = BigInt(next() % 150) - 20n;
  const row = [a + b, a - b, a * b, a & b, a | b, a ^ b, ~a, -b, a << shift, a >> shift];
  if (b !== 0n) row.push(a / b, a % b);
  row.push(b ** BigInt(next() % 7));
  row.push(a < b, a <= b, a > b, a >= b, a == b, a === b);
  const bits = next() % 130;
  row.push(BigInt.asIntN(bits, a), BigInt.asUintN(bits, a));
  row.push(a.toString(2 + (next() % 35)));
  row.push(Number(a), Number(a) == a, a < Number(b) + 0.5, Number(a) > b);
  lines.push(row.map(String).join(' '));
}
console.log(lines.join('\n'));

// Edges: powers of two around word sizes, rounding ties of Number(), mixed comparisons.
for (const k of [0n, 1n, 31n, 32n, 52n, 53n, 54n, 63n, 64n, 65n, 127n, 128n, 1023n, 1024n]) {
  const p = 2n ** k;
  console.log(k, p - 1n, -p, Number(p + 1n), Number(p * 3n + 1n), BigInt.asIntN(Number(k) + 1, p), BigInt.asUintN(Number(k), -1n));
}
console.log(Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(-(2n ** 53n) - 1n), Number(2n ** 1024n), Number(-(2n ** 1024n)));
console.log(Number((2n ** 53n - 1n) * 2n ** 971n), Number(2n ** 1024n - 2n ** 970n), Number(2n ** 1024n - 2n ** 971n + 1n));
console.log(2n ** 53n + 1n > 2 ** 53, 2n ** 53n + 1n == 2 ** 53, 1n < 1.5, 2n > 1.5, -1n < -0.5, -1n > -1.5, 0n == -0, 0n < Number.MIN_VALUE);
console.log(10n > Infinity, -10n < -Infinity, 10n < NaN, 10n >= NaN, 1n == NaN, 5n == '5', 5n == ' 0x5 ', 5n < '6', '7' > 6n, 5n < 'x');
console.log(0n === -0n, Object.is(-0n, 0n), [0n, -0n, 1n].indexOf(-0n), [NaN, 1n].includes(1n), new Set([1n, 1n, 2n, 1]).size);
const m = new Map([[2n ** 70n, 'big']]);
console.log(m.get(2n ** 70n), m.has(2n ** 70n + 1n), m.has(Number(2n ** 70n)));

// Large operands: factorials, long division, radix conversions of thousands of digits.
let factorial = 1n;
for (let i = 1n; i <= 300n; i++) factorial *= i;
console.log(factorial.toString().length, factorial % 1000000007n, factorial.toString(36).slice(0, 40));
const big = 10n ** 200n + 7n;
const divisor = 10n ** 97n + 3n;
console.log(big / divisor, big % divisor, (-big) / divisor, (-big) % -divisor);
let power = 1n;
for (let i = 0; i < 50; i++) power = (power * 3n ** 41n) % (2n ** 127n - 1n);
console.log(power, BigInt('0x' + 'f'.repeat(300)) % 1000000000000000000000000000057n, BigInt('9'.repeat(1000)) / BigInt('3'.repeat(500)));
