// Intl.DateTimeFormat's resolvedOptions reports the fields as the locale's pattern shows
// them, as V8 does: German times are on a 24-hour cycle with a 2-digit hour (`HH:mm`),
// the French and British default dates have a 2-digit day and month (`dd/MM/y`), Chinese
// months are numeric (`M月d日`) even when asked for long. Date libraries read hourCycle and
// hour12 from here to choose a 12- or 24-hour clock.
const cases = [
  ['de', { hour: 'numeric', minute: 'numeric' }],
  ['en-US', { hour: 'numeric', minute: 'numeric' }],
  ['en-GB', { hour: 'numeric' }],
  ['en-GB', {}],
  ['fr', { month: 'numeric', day: 'numeric' }],
  ['pl', {}],
  ['ja', { year: '2-digit', month: 'numeric', day: 'numeric', weekday: 'short' }],
  ['en', { month: 'short', day: '2-digit' }],
  ['de', { weekday: 'narrow', era: 'narrow', year: 'numeric' }],
  ['en', { hour: '2-digit', hour12: true }],
  ['de', { hour: 'numeric', hour12: true }],
  ['en', { hour: 'numeric', hourCycle: 'h23' }],
  ['en', { second: 'numeric' }],
  ['en', { minute: 'numeric' }],
  ['zh', { month: 'long', day: 'numeric' }],
  ['en', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }],
];
for (const [locale, options] of cases) {
  const resolved = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).resolvedOptions();
  const { locale: _l, timeZone: _t, calendar: _c, numberingSystem: _n, ...fields } = resolved;
  console.log(locale, JSON.stringify(options), JSON.stringify(fields));
}
// Styles report the styles and the hour cycle, not fields.
console.log(JSON.stringify(new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).resolvedOptions()));
// toLocaleTimeString follows the same pattern.
const date = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));
console.log(date.toLocaleTimeString('de', { timeZone: 'UTC' }), date.toLocaleTimeString('en-US', { timeZone: 'UTC' }));
// hour12 picks the locale's 12- or 24-hour clock as Node 20 does: one starting at 0 where
// the locale's own clock does (German h11 and h23), else at 1 (English h12 and h24).
for (const locale of ['en', 'de', 'ja', 'zh', 'en-GB']) {
  for (const hour12 of [true, false]) {
    const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', hour12, timeZone: 'UTC' });
    console.log(locale, hour12, format.resolvedOptions().hourCycle, format.format(Date.UTC(2024, 0, 1, 0, 5)), format.format(Date.UTC(2024, 0, 1, 12, 5)));
  }
}
console.log(new Date(Date.UTC(2024, 0, 1, 0, 5)).toLocaleTimeString('en-US', { hour12: false, timeZone: 'UTC' }));
