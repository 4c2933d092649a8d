// Intl as application code uses it: a zone's offset from formatToParts (date-fns-tz's way),
// relative times, compact numbers, word and grapheme counts, ordinals, inspect of Intl objects.
const d = new Date(Date.UTC(2026, 2, 8, 6, 30, 0));
console.log(new Intl.NumberFormat(), new Intl.DateTimeFormat(), new Intl.PluralRules(), new Intl.Locale('en-US'), new Intl.Segmenter(), new Intl.ListFormat(), new Intl.RelativeTimeFormat(), new Intl.DisplayNames('en', { type: 'region' }), new Intl.Collator());
console.log([new Intl.Segmenter().segment('abc')][0], [...new Intl.Segmenter().segment('ab')]);
// getTimezoneOffset-like helper from date-fns-tz
function tzOffset(date, timeZone) {
  const dtf = new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const parts = Object.fromEntries(dtf.formatToParts(date).filter((p) => p.type !== 'literal').map((p) => [p.type, +p.value]));
  const asUTC = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return (asUTC - date.getTime()) / 60000;
}
console.log(['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'America/St_Johns'].map((z) => `${z}=${tzOffset(d, z)}`).join(' '));
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'long' }).formatToParts(d).find((p) => p.type === 'timeZoneName').value);
console.log(d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }), '|', d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }), '|', d.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin' }));
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const units = [['year', 31536000], ['month', 2592000], ['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
const ago = (seconds) => { for (const [u, s] of units) if (Math.abs(seconds) >= s || u === 'second') return rtf.format(Math.round(seconds / s), u); };
console.log([-5, -90, -7200, -86400, 86400 * 2, -86400 * 10, -86400 * 45, 86400 * 400].map(ago).join(' | '));
const cf = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
console.log([0, 999, 1000, 1050, 15320, 999999, 1e6, 1.25e9].map((n) => cf.format(n)).join(' '));
console.log((0.1234).toLocaleString('en', { style: 'percent', minimumFractionDigits: 1 }), (1234).toLocaleString('en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' }), (-5).toLocaleString('en', { style: 'currency', currency: 'USD', currencySign: 'accounting' }), (42).toLocaleString('en', { style: 'unit', unit: 'megabyte-per-second' }));
console.log(new Intl.ListFormat('en', { style: 'short', type: 'disjunction' }).format(['red', 'green', 'blue']), [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment('👨‍👩‍👧‍👦 family')].length);
const words = [...new Intl.Segmenter('en', { granularity: 'word' }).segment('The café’s naïve owner—Zoë—sold 3,000 crêpes.')].filter((s) => s.isWordLike).map((s) => s.segment);
console.log(words.length, words.join('|'));
const pr = new Intl.PluralRules('en-US', { type: 'ordinal' });
console.log([1, 22, 33, 44, 111].map((n) => `${n}${{ one: 'st', two: 'nd', few: 'rd', other: 'th' }[pr.select(n)]}`).join(' '));
console.log(new Intl.DisplayNames(['en'], { type: 'language' }).of('de'), new Intl.DisplayNames(['de'], { type: 'language' }).of('en'), new Intl.DisplayNames('en', { type: 'currency' }).of('JPY'));
console.log(new Intl.Locale('en-US').language, new Intl.Locale('ar-EG').maximize().script, Intl.NumberFormat().resolvedOptions().locale);
console.log(typeof Intl.DateTimeFormat.prototype.formatRange, new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(d, new Date(+d + 86400e3 * 4)));
console.log(new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(1234567), new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).formatToParts(-1234.56).map((p) => p.type).join(','));
