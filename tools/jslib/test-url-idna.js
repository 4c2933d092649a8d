'use strict';
// IDNA host inputs (in the spirit of WPT's toascii.json), checked against node.
const { load } = require('./loader');
const { same } = require('./check');
const mine = load('url');
const hosts = ['aa--', 'a†--', 'ab--c', '-x', '-†', '-x.xn--zca', '-x.ß', 'x-.xn--zca', 'x-.ß', 'x..xn--zca', 'x..ß', 'xn--a', 'xn--a.xn--zca',
  'xn--a.ß', 'xn--ls8h=', 'xn--tešla', 'xn--zca.xn--zca', 'xn--zca.ß', 'ab--c.xn--zca', 'ab--c.ß', '\u200D.example', 'xn--1ug.example', 'يa',
  'xn--a-yoc', 'ශ්රී', 'نامهای', '\uFFFD.com', 'xn--zn7c.com', 'x01234567890123456789012345678901234567890123456789012345678901x',
  'x01234567890123456789012345678901234567890123456789012345678901†', 'a\u00ADb', '≠', '≮', '≯', '=\u0338', '<\u0338', '>\u0338',
  '=\u00AD\u0338', '<\u00AD\u0338', '>\u00AD\u0338', 'fa\u00DF.de', '\u03B2\u03CC\u03BB\u03BF\u03C2.com', '\u0DC1\u0DCA\u200D\u0DBB\u0DD3.com',
  '\u0646\u0627\u0645\u0647\u200C\u0627\u06CC.com', 'www.loo\u0138out.net', '\u15EF\u15EF\u15EF.lookout.net', 'www.lookout.\u0441\u043E\u043C',
  'www\u2025lookout.net', 'www.lookout\u2027net', 'www.lookout.net\u2A7480', 'www\u00A0.lookout.net', '\u1680lookout.net', '\u001flookout.net',
  'look\u06DDout.net', 'look\u180Eout.net', 'look\u2060out.net', 'look\uFEFFout.net', 'look\uD83F\uDFFEout.net', 'look\uFFFAout.net',
  'look\u2FF0out.net', 'look\u0341out.net', 'look\u202Eout.net', 'look\u206Bout.net', 'look\uDB40\uDC01out.net', 'look\uDB40\uDC20out.net',
  'look\u05BEout.net', 'B\u00FCcher.de', '\u2665.net', '\u0378.net', '\u04C0.com', '\uD87E\uDC68.com', '\u2183.com', 'look\u034Fout.net',
  'gOoGle.com', '\u09dc.com', '\u1E9E.com', '\u1E9E.foo.com', '-foo.bar.com', 'foo-.bar.com', 'ab--cd.com', 'xn--0.com', 'foo\u0300.bar.com',
  'Ⅻ.com', '㎒.jp', 'ǆ.com', '℡.com', '⑴.com', '⒈.com', 'ﾊﾟ.jp', 'ｶﾞ.jp', 'ＡＢＣ．ｃｏｍ', 'Straße.de', 'ΑΒΓ.gr', 'ΣΑΣ.gr', 'İstanbul.tr',
  'münchen.de', 'MÜNCHEN.DE', 'xn--mnchen-3ya.de', 'XN--MNCHEN-3YA.DE', '日本語.jp', '例え.テスト', 'ドメイン名例.jp', '한국.kr', 'россия.рф',
  'example.com.', 'example..com', '.example.com', 'a.b.c.d.e.f.g', '0.0.0.0', '0x0.0', '1e1.com', 'a\u3002b', 'a\uFF0Eb', 'a\uFF61b'];
for (const h of hosts) {
  for (const scheme of ['http://', 'sc://']) {
    same(`URL host ${JSON.stringify(scheme + h)}`, () => new mine.URL(scheme + h + '/').host, () => new URL(scheme + h + '/').host);
  }
  same(`domainToASCII ${JSON.stringify(h)}`, () => mine.domainToASCII(h), () => require('url').domainToASCII(h));
  same(`domainToUnicode ${JSON.stringify(h)}`, () => mine.domainToUnicode(h), () => require('url').domainToUnicode(h));
}
