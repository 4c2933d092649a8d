// Long BigInts through the divide-and-conquer conversions: digits known without conversion
// (10^k − 1, 10^k + 1), round trips in several radices, and their lengths.
const k = 20000;
const nines = 10n ** BigInt(k) - 1n;
console.log(nines.toString() === '9'.repeat(k), (nines + 2n).toString() === '1' + '0'.repeat(k - 1) + '1');
console.log(BigInt('9'.repeat(k)) === nines, BigInt('0x' + 'f'.repeat(5000)) === (1n << 20000n) - 1n);
const big = 3n ** 50000n;
for (const radix of [2, 7, 10, 16, 36]) {
  const text = big.toString(radix);
  console.log(radix, text.length, text.slice(0, 12), text.slice(-12));
}
console.log((-big).toString(10).slice(0, 13), BigInt((-big).toString()) === -big);
console.log(String(7n ** 3000n).length, `${2n ** 10000n}`.slice(-20));
console.log((big * big / big) === big, (big * big + 5n) % big);
