// Intl.NumberFormat through ICU's number skeletons: formatToParts, notation (compact,
// scientific, engineering), unit style, signDisplay, currency display modes and signs,
// rounding options, formatRange and formatRangeToParts, for en-US and common locales.
const show = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
const fmt = (locale, options, ...values) => {
  const nf = new Intl.NumberFormat(locale, options);
  return values.map((v) => nf.format(v)).join(' | ');
};
const parts = (locale, options, value) => new Intl.NumberFormat(locale, options).formatToParts(value)
  .map((p) => `${p.type}:${p.value}`).join(' ');

console.log(parts('en-US', {}, -1234567.891));
console.log(parts('de-DE', { style: 'currency', currency: 'EUR' }, 1234.5));
console.log(parts('en-US', { style: 'percent', signDisplay: 'always' }, 0.256));
console.log(parts('en-US', {}, NaN), '/', parts('en-US', {}, -Infinity), '/', parts('en', {}, 12345678901234567890n));
console.log(parts('fr-FR', { style: 'unit', unit: 'kilometer-per-hour', unitDisplay: 'long' }, 1234.5));
console.log(parts('en', { notation: 'scientific' }, 123456), '/', parts('en', { notation: 'engineering' }, 0.000123));
console.log(parts('en', { notation: 'compact' }, 1234567), '/', parts('en', { notation: 'compact', compactDisplay: 'long' }, -1500));

// (en-GB and en-IN compact forms, ja-JP's long units and its yen sign changed in CLDR 47/48,
// which Node 20.20's ICU 78 has and the ICU Swift ships does not yet.)
for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES', 'en-IN']) {
  if (locale !== 'en-GB' && locale !== 'en-IN') {
    console.log(locale, fmt(locale, { notation: 'compact' }, 999, 1234, 15300, 1234567, 2.5e9, 1e12));
    console.log(locale, fmt(locale, { notation: 'compact', compactDisplay: 'long' }, 1234, 1234567));
  }
  console.log(locale, fmt(locale, { style: 'currency', currency: 'USD' }, 1234.5, -0.5));
  console.log(locale, fmt(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }, 1, 2.5));
  console.log(locale, fmt(locale, { style: 'unit', unit: 'megabyte' }, 12.5), locale === 'ja-JP' ? '' : fmt(locale, { style: 'unit', unit: 'liter', unitDisplay: 'long' }, 1, 3));
  console.log(locale, fmt(locale, {}, 1234567.891, 0.0001, -0));
}
console.log(fmt('en', { notation: 'scientific', maximumFractionDigits: 2 }, 123456, 0.00012, -5));
console.log(fmt('en', { notation: 'engineering' }, 123456, 1234, 0.5));
for (const signDisplay of ['auto', 'always', 'never', 'exceptZero', 'negative']) {
  console.log(signDisplay, fmt('en', { signDisplay }, -1, 0, -0, 1), fmt('en', { style: 'currency', currency: 'USD', currencySign: 'accounting', signDisplay }, -1, 0, 1));
}
for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name']) {
  console.log(currencyDisplay, fmt('en-US', { style: 'currency', currency: 'CAD', currencyDisplay }, 10, 1), fmt('en-US', { style: 'currency', currency: 'JPY', currencyDisplay }, 1234));
}
for (const unitDisplay of ['short', 'narrow', 'long']) {
  console.log(unitDisplay, ['second', 'hour', 'day', 'kilobyte', 'gigabyte', 'percent', 'celsius', 'mile-per-hour', 'foot', 'kilogram'].map((unit) => fmt('en-US', { style: 'unit', unit, unitDisplay }, 2)).join(', '));
}
console.log(fmt('en', { minimumFractionDigits: 2 }, 1, 1.005), fmt('en', { maximumSignificantDigits: 3 }, 123456, 0.0012345), fmt('en', { minimumIntegerDigits: 3 }, 7), fmt('en', { useGrouping: false }, 1234567), fmt('en', { maximumFractionDigits: 0 }, 2.5, 3.5));
console.log(fmt('en', { roundingMode: 'floor', maximumFractionDigits: 1 }, 1.29, -1.21), fmt('en', { trailingZeroDisplay: 'stripIfInteger', minimumFractionDigits: 2 }, 1, 1.5), fmt('en', { roundingIncrement: 5, maximumFractionDigits: 2, minimumFractionDigits: 2 }, 1.23));
console.log(new Intl.NumberFormat('en', { notation: 'compact' }).resolvedOptions());
console.log(new Intl.NumberFormat('de', { style: 'unit', unit: 'kilometer-per-hour', unitDisplay: 'long', signDisplay: 'exceptZero' }).resolvedOptions());
console.log(new Intl.NumberFormat('en', { style: 'currency', currency: 'usd', currencySign: 'accounting', maximumSignificantDigits: 2 }).resolvedOptions());

const range = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
console.log(range.formatRange(3, 5), '|', range.formatRange(3, 3), '|', new Intl.NumberFormat('de').formatRange(1000, 2000), '|', new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer' }).formatRange(1, 5));
console.log(range.formatRangeToParts(3, 5).map((p) => `${p.type}:${p.value}:${p.source}`).join(' '));
show(() => range.formatRange(1));
show(() => range.formatRange(1, NaN));
show(() => new Intl.NumberFormat('en', { style: 'unit' }));
show(() => new Intl.NumberFormat('en', { style: 'unit', unit: 'furlong' }));
show(() => new Intl.NumberFormat('en', { notation: 'tiny' }));
show(() => new Intl.NumberFormat('en', { signDisplay: 'sometimes' }));
show(() => Intl.NumberFormat.prototype.formatToParts.call({}, 1));
console.log((1234.5).toLocaleString('en-US', { style: 'currency', currency: 'USD' }), (0.5).toLocaleString(undefined, { style: 'percent' }), (1e6).toLocaleString('en', { notation: 'compact' }), (5).toLocaleString('en', { style: 'unit', unit: 'day', unitDisplay: 'long' }));
console.log(Object.getOwnPropertyNames(Intl.NumberFormat.prototype).sort().join());
