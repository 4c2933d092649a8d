// punycode: RFC 3492's samples, IDNA labels, e-mail addresses, ucs2, and the RangeErrors.
const punycode = require('punycode');
console.log(Object.keys(punycode).join(' '), punycode.version, require('node:punycode') === punycode);
const samples = ['bücher', 'münchen', 'ü', '☃-⌘', 'ليهمابتكلموشعربي؟', '他们为什么不说中文', 'Pročprostěnemluvíčesky',
  'почемужеонинеговорятпорусски', 'PorquénopuedensimplementehablarenEspañol', '3年B組金八先生',
  'MajiでKoiする5秒前', '𝌆', 'abc', '', '-> $1.00 <-', 'a-b-c', '\uD800x'];
for (const sample of samples) {
  const encoded = punycode.encode(sample);
  console.log(JSON.stringify(sample), '→', JSON.stringify(encoded), punycode.decode(encoded) === sample);
}
for (const domain of ['mañana.com', 'xn--maana-pta.com', 'example.com', '☃.net', 'джумла@джpумлатест.bрфa',
  'a。b．c｡d', 'XN--MAANA-PTA.com', 'ma\u00f1ana.ÉXAMPLE']) {
  const ascii = punycode.toASCII(domain);
  console.log(JSON.stringify(domain), 'toASCII', JSON.stringify(ascii), 'toUnicode', JSON.stringify(punycode.toUnicode(ascii)));
}
console.log(punycode.ucs2.decode('\uD834\uDF06a\uD800'), punycode.ucs2.encode([0x1D306, 97, 0xD800]) === '\uD834\uDF06a\uD800');
for (const bad of ['ü-', 'a-!', '99999999', 'zzzzzzzzzzzzzzzzzzzz', 'a-z']) {
  try {
    console.log(JSON.stringify(bad), JSON.stringify(punycode.decode(bad)));
  } catch (e) {
    console.log(JSON.stringify(bad), e.name, e.message);
  }
}
