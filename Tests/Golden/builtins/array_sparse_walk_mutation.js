// Callbacks that add and delete elements of the sparse array they walk: a key added ahead is
// visited, one added behind is not, one deleted ahead is skipped, in every direction, also
// when the shape compacts its deleted keys under the walk or many keys arrive one per call.
const big = 2 ** 20;
const sparse = (entries) => {
  const a = [];
  a.length = big;
  for (const [k, v] of entries) a[k] = v;
  return a;
};
const visits = [];
sparse([[0, 'a'], [big - 1, 'z']]).forEach((v, i, a) => {
  visits.push(i);
  if (i === 0) { a[10] = 'ahead'; a[5000] = 'far'; }
  if (i === 10) { a[3] = 'behind'; delete a[5000]; a[6000] = 'new'; }
});
console.log('forEach', visits.join(','));

const mapped = sparse([[1, 1], [7, 7]]).map((v, i, a) => { if (i === 1) a[4] = 4; return v * 10; });
console.log('map', JSON.stringify(Object.entries(mapped)));

console.log('filter', sparse([[2, 2], [9, 9]]).filter((v, i, a) => { if (i === 2) { a[5] = 5; delete a[9]; } return true; }).join());
console.log('some', sparse([[2, 'x']]).some((v, i, a) => { if (i === 2) a[big - 5] = 'late'; return v === 'late'; }));
console.log('every', sparse([[2, 1], [3, 1]]).every((v, i, a) => { a[i + 100] = 1; return i < 400; }));
console.log('reduce', sparse([[0, 1], [100, 2]]).reduce((s, v, i, a) => { if (i === 0) a[50] = 10; return s + v; }, 0));

const right = [];
sparse([[big - 1, 'z'], [500, 'm']]).reduceRight((s, v, i, a) => {
  right.push(i);
  if (i === big - 1) { a[1000] = 'n'; a[big - 2] = 'behind'; a[2] = 'low'; }
  if (i === 500) delete a[2];
  return s;
}, 0);
console.log('reduceRight', right.join(','));

const lastIndexes = [];
console.log('findLast', sparse([[7, 7], [big - 2, 1]]).findLast((v, i, a) => { lastIndexes.push(i); return false; }), lastIndexes.length);

// Many keys, one added at each call, some deleted again: the walk keeps up.
const chain = sparse([[0, 0]]);
let count = 0;
chain.forEach((v, i, a) => {
  count++;
  if (i < 3000) { a[i + 3] = i; a[i + 4] = -i; }
  if (i % 7 === 0) delete a[i + 4];
});
console.log('chain', count, Object.keys(chain).length);
// Deleting many keys (the shape compacts its list) while adding others.
const churn = sparse(Array.from({ length: 200 }, (_, k) => [k * 5, k]));
const seen = [];
churn.forEach((v, i, a) => {
  seen.push(i);
  if (i === 0) for (let k = 1; k < 150; k++) delete a[k * 5];
  if (i === 750) { a[751] = 'x'; a[9999] = 'y'; }
});
console.log('churn', seen.length, seen.slice(0, 4).join(','), seen.slice(-4).join(','));
