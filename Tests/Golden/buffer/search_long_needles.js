// Buffer#indexOf / lastIndexOf / includes against a naive reference, over random bytes from
// a small alphabet (many partial matches), short and long needles, offsets, and UCS-2.
let seed = 7;
const rand = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
function naive(hay, needle, start, forward, step) {
  const last = hay.length - needle.length;
  if (needle.length === 0 || last < 0) return -1;
  let p = forward ? Math.max(start, 0) : Math.min(start, last);
  if (!forward && step === 2) p -= p & 1;
  for (; forward ? p <= last : p >= 0; p += forward ? step : -step) {
    let i = 0; while (i < needle.length && hay[p + i] === needle[i]) i++;
    if (i === needle.length) return p;
  }
  return -1;
}
let checked = 0, mismatches = 0;
for (let round = 0; round < 400; round++) {
  const hay = Buffer.alloc(50 + rand(400));
  for (let i = 0; i < hay.length; i++) hay[i] = 97 + rand(2);
  const length = 1 + rand(60);
  const from = rand(hay.length);
  const needle = rand(3) === 0 ? Buffer.from(hay.subarray(from, from + length)) : Buffer.alloc(length, 97);
  if (rand(2)) needle[needle.length - 1] = 97 + rand(3);
  const offset = rand(hay.length + 20) - 10;
  const got = [hay.indexOf(needle, offset), hay.lastIndexOf(needle, offset), hay.includes(needle)];
  const want = [naive(hay, needle, offset < 0 ? hay.length + offset : offset, true, 1),
                naive(hay, needle, offset < 0 ? hay.length + offset : offset, false, 1),
                naive(hay, needle, 0, true, 1) !== -1];
  checked++;
  if (JSON.stringify(got) !== JSON.stringify(want)) { mismatches++; if (mismatches < 5) console.log('mismatch', round, got, want); }
}
console.log('checked', checked, 'mismatches', mismatches);
const wide = Buffer.from('abababababababababababababababababababc', 'ucs2');
console.log(wide.indexOf('ababababababababababababc', 0, 'ucs2'), wide.lastIndexOf('abababababababababab', undefined, 'ucs2'),
            wide.indexOf('bababababababababababababa', 0, 'ucs2'), Buffer.from('xaaaaaaaaaaaaaaaaaaaaab').indexOf('aaaaaaaaaaaaaaaaaaaab'));
// Linear time: a megabyte of 'a's searched for a run of 'a's ending in 'b' (quadratic when
// every position is compared), forwards and backwards.
const big = Buffer.alloc(1 << 20, 'a');
const needle = Buffer.concat([Buffer.alloc(4000, 'a'), Buffer.from('b')]);
console.log(big.indexOf(needle), big.lastIndexOf(needle), big.includes(Buffer.concat([Buffer.from('b'), Buffer.alloc(4000, 'a')])));
