// Number#toLocaleString with a locale string and no options, as loops call it: the same tag
// again, another tag, back to the first, tags with extensions, bad tags (RangeError each time,
// nothing remembered), and special values.
const out = [];
for (const tag of ['de', 'de', 'en-US', 'fr', 'de', 'ar-EG', 'hi-IN-u-nu-deva', 'de']) {
  out.push(`${tag} ${(1234567.891).toLocaleString(tag)}`);
}
for (const bad of ['', 'x-bad-', 'en_US', '', 'en--US']) {
  try {
    (1).toLocaleString(bad);
    out.push('no error');
  } catch (error) {
    out.push(`${error.name}: ${error.message}`);
  }
}
out.push((1234.5).toLocaleString('de'), (NaN).toLocaleString('de'), (-0).toLocaleString('de'),
  (1e21).toLocaleString('ja'), (0.0001234).toLocaleString('en'), (-1234.5).toLocaleString('de', undefined));
console.log(out.join('\n'));
