// Intl.Collator, Intl.NumberFormat and Intl.DateTimeFormat through ICU (resolvedOptions, bound
// compare/format, time zones, styles and components), and Date's toLocale*String with options.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
const d = new Date(Date.UTC(2026, 10, 23, 5, 48, 7));
const f = (l, o) => { try { return new Intl.DateTimeFormat(l, o).format(d); } catch (e) { return e.name + ': ' + e.message; } };
console.log([f('en-US', { timeZone: 'UTC' }), f('de-DE', { timeZone: 'UTC', dateStyle: 'full' }), f('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }), f('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' }), f('en-US', { timeZone: 'Asia/Tokyo', timeStyle: 'short' }), f('en', { timeZone: 'Nope/Zone' }), f('en-US', { timeZone: 'UTC', hour: 'numeric', hour12: false }), f('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'medium' }), f('en-US', { timeZone: 'utc', month: 'short', day: 'numeric' }), f('en-US', { timeZone: 'UTC', month: 'long', dateStyle: 'short' })].join('\n'));
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' }).resolvedOptions());
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: 'numeric' }).resolvedOptions());
t(() => new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(NaN));
t(() => typeof new Intl.DateTimeFormat().format());
const c = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
console.log(c.resolvedOptions(), c.compare === c.compare, c.compare.length, ['b', 'A', 'a', 'ä'].sort(new Intl.Collator().compare), c.compare('a', 'A'));
const n = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
console.log(n.resolvedOptions(), n.format(1234.5), n.format(12n), n.format.length, n.format('1e3'));
console.log(new Intl.NumberFormat().resolvedOptions(), new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).resolvedOptions().maximumFractionDigits);
console.log(Intl.getCanonicalLocales(['EN-us', 'de', 'en-US']), Intl.Collator.supportedLocalesOf(['en-US']), Object.prototype.toString.call(Intl), Object.prototype.toString.call(c), Object.prototype.toString.call(n));
console.log(Intl.Collator('en') instanceof Intl.Collator, Intl.NumberFormat() instanceof Intl.NumberFormat, typeof Intl.DateTimeFormat);
t(() => Intl.getCanonicalLocales('not a tag'));
console.log([1234.5, 6789n].toLocaleString('de-DE'), [1234.5].toLocaleString());
console.log(d.toLocaleString('en-US', { timeZone: 'UTC' }), '|', d.toLocaleDateString('de-DE', { timeZone: 'UTC' }), '|', d.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' }), '|', d.toLocaleDateString(undefined, { timeZone: 'UTC', month: 'long', year: 'numeric' }));
console.log(d.toLocaleString(undefined, { timeZone: 'UTC', hour: '2-digit' }), '|', d.toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric' }), '|', new Date(NaN).toLocaleString('en'), '|', d.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' }));
try { d.toLocaleDateString('en', { timeStyle: 'short' }) } catch (e) { console.log(e.name, e.message) }
