// node_modules: moment-timezone pretty-ms pretty-bytes filesize color chroma-js co q when change-case inflection underscore.string columnify text-table json-stringify-safe url-parse ip netmask compare-versions deepmerge merge extend leven lunr big-integer seedrandom sha.js hash.js create-hash base64-js
// Debian packages: node-moment-timezone node-pretty-ms node-pretty-bytes node-filesize node-color node-chroma-js node-co node-q node-when node-change-case node-inflection node-underscore.string node-columnify node-text-table node-json-stringify-safe node-url-parse node-ip node-netmask node-compare-versions node-deepmerge node-merge node-extend node-leven node-lunr node-big-integer node-seedrandom node-sha.js node-hash.js node-create-hash node-base64-js
// Small utility packages, each used the way its README shows.
const out = (...a) => console.log(...a);
const moment = require('moment-timezone');
out(moment.tz('2024-03-10 01:30', 'America/New_York').add(1, 'hour').format(), moment.tz.zone('Europe/Paris').abbr(Date.UTC(2024, 6, 1)), moment.utc('2024-01-01').tz('Asia/Tokyo').format('LLLL z'));
const prettyMs = require('pretty-ms'); out(prettyMs(1337000000), prettyMs(1337, { compact: true }), prettyMs(95500, { verbose: true }));
const prettyBytes = require('pretty-bytes'); out(prettyBytes(1337), prettyBytes(100, { signed: true }), prettyBytes(1e9, { bits: true }), prettyBytes(1536, { binary: true }), prettyBytes(1337, { locale: 'de' }));
const filesize = require('filesize'); out(typeof filesize === 'function' ? filesize(265318, { base: 2 }) : filesize.default(265318, { base: 2 }));
const Color = require('color'); const c = Color('#7743CE').alpha(0.5).lighten(0.5); out(c.hsl().string(), c.rgb().array(), c.hex(), Color('rgb(255,0,0)').mix(Color('blue')).hex(), Color('red').isDark());
const chroma = require('chroma-js'); out(chroma('hotpink').darken().hex(), chroma.scale(['yellow', '008ae5']).mode('lch').colors(3), chroma.contrast('pink', 'hotpink').toFixed(3));
const co = require('co'); co(function* () { const a = yield Promise.resolve(1); const [b, c2] = yield [Promise.resolve(2), Promise.resolve(3)]; return a + b + c2; }).then(v => out('co', v));
const Q = require('q'); Q.all([Q(1), Q.delay(2).then(() => 2)]).spread((a, b) => out('q', a, b)).done(); const d = Q.defer(); d.promise.then(v => out('deferred', v)); d.resolve('r');
const when = require('when'); when.map([1, 2], x => x * 2).then(v => out('when', v));
const changeCase = require('change-case'); out(Object.keys(changeCase).includes('camelCase') ? [changeCase.camelCase('foo_bar-baz'), changeCase.snakeCase('FooBar'), changeCase.paramCase ? changeCase.paramCase('Foo Bar') : changeCase.kebabCase('Foo Bar'), changeCase.constantCase('fooBar'), changeCase.pascalCase('foo bar')] : Object.keys(changeCase));
const inflection = require('inflection'); out(inflection.pluralize('person'), inflection.singularize('octopi'), inflection.titleize('man from the boondocks'), inflection.ordinalize('the 1 pitch'), inflection.camelize('message_properties'));
const S = require('underscore.string'); out(S.slugify('Un éléphant à l\'orée du bois'), S.numberFormat(1000.5, 2), S.levenshtein('kitten', 'sitting'), S.words('  a  b '), S.sprintf('%05d', 12), S.truncate('Hello world', 5));
const columnify = require('columnify'); out(columnify([{ name: 'mod1', version: '0.0.1' }, { name: 'module-two', version: '0.2.0' }]));
const table = require('text-table'); out(table([['master', '0123456789abcdef'], ['staging', 'fedcba9876543210']], { align: ['l', 'r'] }));
const stringify = require('json-stringify-safe'); const circ = { a: 1 }; circ.self = circ; out(stringify(circ));
const URLParse = require('url-parse'); const u = new URLParse('https://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash', true); out(u.hostname, u.port, u.query, u.auth, u.origin, u.toString());
const ip = require('ip'); out(ip.isPrivate('10.0.0.1'), ip.cidrSubnet('192.168.1.134/26').networkAddress, ip.toLong('127.0.0.1'), ip.fromLong(2130706433), ip.isV6Format('::1'), ip.mask('192.168.1.134', '255.255.255.0'));
const { Netmask } = require('netmask'); const block = new Netmask('10.0.0.0/12'); out(block.base, block.mask, block.size, block.first, block.last, block.broadcast, block.contains('10.8.1.1'));
const compareVersions = require('compare-versions'); const cv = compareVersions.compareVersions || compareVersions; out(cv('10.1.8', '10.0.4'), ['1.5.19', '1.2.3', '1.5.5'].sort(cv));
const deepmerge = require('deepmerge'); out(deepmerge({ a: [1], b: { c: 1 } }, { a: [2], b: { d: 2 } }), deepmerge.all([{ x: 1 }, { y: 2 }, { x: 3 }]));
const merge = require('merge'); out(merge.recursive(true, { a: { b: 1 } }, { a: { c: 2 } }));
const extend = require('extend'); out(extend(true, {}, { a: { b: [1, 2] } }, { a: { b: [3] } }));
const leven = require('leven'); out(leven('cat', 'cow'));
const lunr = require('lunr'); const idx = lunr(function () { this.ref('id'); this.field('body'); this.add({ id: 1, body: 'the quick brown fox' }); this.add({ id: 2, body: 'lazy dogs sleep' }); }); out(idx.search('fox').map(r => r.ref), idx.search('dog*').map(r => r.ref));
const bigInt = require('big-integer'); out(bigInt('123456789012345678901234567890').multiply(2).toString(), bigInt(2).pow(100).toString(16), bigInt(-7).mod(3).toString());
const seedrandom = require('seedrandom'); const rng = seedrandom('hello.'); out(rng(), rng.int32(), seedrandom('x').quick());
const shajs = require('sha.js'); out(shajs('sha256').update('abc').digest('hex'));
const hash = require('hash.js'); out(hash.sha512().update('abc').digest('hex').slice(0, 32), hash.hmac(hash.sha256, 'key').update('msg').digest('hex'));
const createHash = require('create-hash'); out(createHash('md5').update('x').digest('base64'));
const b64 = require('base64-js'); out(b64.fromByteArray(new Uint8Array([1, 2, 255])), b64.toByteArray('AQL/'), b64.byteLength('AQL/'));
