// node_modules: i18next moment moment-timezone pretty-bytes filesize pretty-ms timeago.js
// Debian packages: node-i18next node-moment node-moment-timezone node-pretty-bytes node-filesize node-pretty-ms node-timeago.js
// Packages that format through Intl: i18next's plurals (Intl.PluralRules) and formatters (NumberFormat,
// DateTimeFormat, ListFormat, RelativeTimeFormat), pretty-bytes and filesize (toLocaleString with locales).
const i18next = require('i18next');
(async () => {
  const i = i18next.createInstance();
  await i.init({
    lng: 'en', fallbackLng: 'en', initImmediate: false,
    resources: {
      en: { translation: { key_one: '{{count}} item', key_other: '{{count}} items', place_ordinal_one: '{{count}}st', place_ordinal_two: '{{count}}nd', place_ordinal_few: '{{count}}rd', place_ordinal_other: '{{count}}th',
        price: 'Price: {{val, currency(USD)}}', when: 'On {{d, datetime}}', n: 'N={{v, number}}', list: 'List: {{items, list}}', rel: '{{v, relativetime}}' } },
      ru: { translation: { key_one: '{{count}} предмет', key_few: '{{count}} предмета', key_many: '{{count}} предметов', key_other: '{{count}} предмета' } },
      ar: { translation: { key_zero: 'zero', key_one: 'one', key_two: 'two', key_few: 'few', key_many: 'many', key_other: 'other' } },
    },
  });
  console.log([0, 1, 2, 5].map((count) => i.t('key', { count })).join(' | '));
  console.log([1, 2, 3, 4, 11, 21, 102].map((count) => i.t('place', { count, ordinal: true })).join(' '));
  console.log(i.t('price', { val: 1234.5 }), '|', i.t('n', { v: 1234567.891 }), '|', i.t('when', { d: new Date(Date.UTC(2026, 0, 2)), formatParams: { d: { timeZone: 'UTC' } } }), '|', i.t('list', { items: ['a', 'b', 'c'] }), '|', i.t('rel', { v: -3 }));
  await i.changeLanguage('ru');
  console.log([1, 2, 5, 21, 22, 25].map((count) => i.t('key', { count })).join(' | '));
  await i.changeLanguage('ar');
  console.log([0, 1, 2, 3, 11, 100].map((count) => i.t('key', { count })).join(' | '));
  console.log(i.services.pluralResolver.getSuffix('en', 1), i.services.pluralResolver.getSuffix('en', 2, { ordinal: true }));

  const moment = require('moment');
  const m = moment.utc('2026-11-23T17:48:07Z');
  console.log(m.format('LLLL'), '|', m.locale('de').format('LLLL'), '|', m.locale('fr').fromNow === undefined, m.clone().locale('ja').format('LL'));
  const tz = require('moment-timezone');
  console.log(tz.tz('2026-11-23 12:00', 'America/New_York').format(), tz.tz('2026-06-01 12:00', 'Europe/Paris').format('Z z'), tz.tz.guess !== undefined);
  const prettyBytes = require('pretty-bytes');
  console.log(prettyBytes(1337), prettyBytes(1337, { locale: 'de' }), prettyBytes(123456789, { locale: true }), prettyBytes(1e9, { bits: true, locale: 'en' }), prettyBytes(1500, { minimumFractionDigits: 2, locale: 'fr' }), prettyBytes(-1e7, { signed: true, locale: 'ja' }));
  const filesizeModule = require('filesize'); const filesize = filesizeModule.filesize || filesizeModule.default || filesizeModule;
  console.log(filesize(265318), filesize(265318, { locale: 'de' }), filesize(265318, { locale: true }), filesize(1e9, { locale: 'fr', localeOptions: { maximumFractionDigits: 1 } }), filesize(265318, { standard: 'jedec' }), filesize(1234567, { base: 2, round: 1, locale: 'en-GB' }));
  const prettyMs = require('pretty-ms');
  console.log(prettyMs(1337000000), prettyMs(1337, { compact: true }), prettyMs(133700, { verbose: true }), prettyMs(95500, { colonNotation: true }));
  const { format } = require('timeago.js');
  const now = Date.UTC(2026, 10, 23);
  console.log(format(now - 3600e3, 'en_US', { relativeDate: now }), format(now + 86400e3 * 3, 'en_US', { relativeDate: now }));
})().catch((e) => console.log('ERR', e));
