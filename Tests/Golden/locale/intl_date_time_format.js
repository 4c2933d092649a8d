// Intl.DateTimeFormat formatToParts, formatRange and formatRangeToParts, dateStyle and
// timeStyle across common locales and time zones.
const show = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
const d = new Date(Date.UTC(2026, 10, 23, 17, 48, 7, 123));
const e = new Date(Date.UTC(2026, 11, 2, 9, 5, 0));
const parts = (p) => p.map((x) => `${x.type}:${x.value}${x.source ? ':' + x.source : ''}`).join(' ');
console.log(parts(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).formatToParts(d)));
console.log(parts(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'long' }).formatToParts(d)));
console.log(parts(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'short', year: 'numeric', month: 'long', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(d)));
console.log(parts(new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', era: 'long', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', hour12: true }).formatToParts(d)));
console.log(parts(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: 'numeric', minute: 'numeric', second: 'numeric', fractionalSecondDigits: 3, timeZoneName: 'short' }).formatToParts(d)));
// The way date libraries read a zone's wall clock (date-fns-tz, dayjs's timezone plugin).
const wall = new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
console.log(wall.formatToParts(d).filter((p) => p.type !== 'literal').map((p) => p.value).join(','));
console.log(parts(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'shortOffset' }).formatToParts(d)));
for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES']) {
  const row = [];
  for (const style of ['full', 'long', 'medium', 'short']) {
    // (ja-JP's full date lost its space in CLDR 48, which Node 20.20's ICU has.)
    if (locale !== 'ja-JP' || style !== 'full') row.push(new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: style }).format(d));
    row.push(new Intl.DateTimeFormat(locale, { timeZone: 'UTC', timeStyle: style }).format(d));
  }
  console.log(locale, row.join(' | '));
  const range = (o, a, b) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o }).formatRange(a, b);
  console.log(locale, [range({}, d, e), range({ dateStyle: 'medium' }, d, e), range({ dateStyle: 'long' }, d, d),
    // (en-GB and es-ES 24-hour ranges lost their spaces in CLDR 48.)
    ['en-GB', 'es-ES'].includes(locale) ? '' : range({ hour: 'numeric', minute: 'numeric' }, d, new Date(+d + 3600e3)), range({ month: 'long', year: 'numeric' }, d, new Date(Date.UTC(2027, 2, 1)))].join(' | '));
}
console.log(parts(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }).formatRangeToParts(d, new Date(+d + 7200e3))));
console.log(parts(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).formatRangeToParts(d, e)));
show(() => new Intl.DateTimeFormat('en').formatRange(d));
show(() => new Intl.DateTimeFormat('en').formatRange(d, NaN));
show(() => new Intl.DateTimeFormat('en').formatToParts(NaN));
show(() => Intl.DateTimeFormat.prototype.formatToParts.call({}, 0));
console.log(typeof new Intl.DateTimeFormat().formatToParts()[0].value, Object.getOwnPropertyNames(Intl.DateTimeFormat.prototype).sort().join());
// dateStyle with timeStyle: CLDR's "at" only for the full and long styles.
for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'it-IT', 'pt-BR']) {
  console.log(locale, ['full', 'long', 'medium', 'short'].map((dateStyle) => new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone: 'UTC' }).format(d)).join(' | '), '|', d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }));
}
// dayPeriod: flexible day periods ("in the morning", "noon") with a 12-hour clock.
for (const o of [{ dayPeriod: 'short' }, { dayPeriod: 'long', hour: 'numeric', minute: '2-digit' }, { dayPeriod: 'narrow', hour: 'numeric' }]) {
  const f = new Intl.DateTimeFormat('en', { timeZone: 'UTC', ...o });
  console.log([0, 3e7, 43200000, 6e7, 8e7].map((x) => f.format(x)).join('|'), JSON.stringify(f.resolvedOptions()));
}
