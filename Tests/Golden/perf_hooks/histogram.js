// createHistogram: HdrHistogram's buckets, statistics and percentiles as node reports them.
const util = require('util');
const { createHistogram } = require('perf_hooks');

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

const empty = createHistogram();
console.log(util.inspect(empty));
console.log(empty.min, empty.max, empty.mean, empty.stddev, empty.count, empty.exceeds, JSON.stringify(empty));

const h = createHistogram();
for (const value of [1, 2, 3, 4, 100, 1000, 12345, 99999999]) h.record(value);
console.log(h.min, h.max, h.mean, h.stddev, h.count, h.exceeds);
console.log(h.minBigInt, h.maxBigInt, h.countBigInt, h.exceedsBigInt);
console.log(h.percentile(50), h.percentile(99), h.percentile(100), h.percentile(1), h.percentileBigInt(75));
console.log(h.percentiles, h.percentilesBigInt);
console.log(h.toJSON());
console.log(util.inspect(h));

const many = createHistogram();
for (let i = 1; i <= 10000; i++) many.record(i * 37);
console.log(many.percentiles, many.mean, many.stddev, many.percentile(99.9));

const coarse = createHistogram({ lowest: 1, highest: 1000, figures: 1 });
for (let i = 1; i <= 2000; i += 7) coarse.record(i);
console.log(util.inspect(coarse));

const scaled = createHistogram({ lowest: 10, highest: 100000, figures: 2 });
for (const value of [1, 5, 15, 99999, 100000, 100001]) scaled.record(value);
console.log(scaled.count, scaled.exceeds, scaled.min, scaled.max, scaled.mean, scaled.percentiles);

const big = createHistogram();
big.record(5n);
big.record(2n ** 62n);
big.record(9007199254740991);
console.log(big.count, big.exceeds, big.min, big.max, big.maxBigInt, big.percentiles);

many.add(coarse);
console.log(many.count, many.exceeds, many.max);
coarse.reset();
console.log(coarse.count, coarse.exceeds, coarse.min, coarse.max);

const delta = createHistogram();
delta.recordDelta();
console.log('first recordDelta records nothing:', delta.count);
delta.recordDelta();
console.log('second records one:', delta.count, delta.min > 0);

attempt('record(0):', () => h.record(0));
attempt('record(1.5):', () => h.record(1.5));
attempt("record('1'):", () => h.record('1'));
attempt('record(0n):', () => h.record(0n));
attempt('record(2n ** 63n):', () => h.record(2n ** 63n));
attempt('percentile(0):', () => h.percentile(0));
attempt('percentile(101):', () => h.percentile(101));
attempt("percentile('1'):", () => h.percentile('1'));
attempt('add({}):', () => h.add({}));
attempt('options 1:', () => createHistogram(1));
attempt('figures 6:', () => createHistogram({ figures: 6 }));
attempt('lowest 0:', () => createHistogram({ lowest: 0 }));
attempt('lowest 1.5:', () => createHistogram({ lowest: 1.5 }));
attempt('highest too low:', () => createHistogram({ lowest: 10, highest: 15 }));
attempt('BigInt bounds:', () => {
  const b = createHistogram({ lowest: 5n, highest: 100n, figures: 2 });
  b.record(50n);
  return [b.min, b.max];
});

const proto = Object.getPrototypeOf(h);
console.log(proto.constructor.name, Object.getOwnPropertyNames(proto));
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(proto)));
attempt('new RecordableHistogram:', () => new proto.constructor());
attempt('unbound count:', () => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(proto), 'count').get.call({}));
