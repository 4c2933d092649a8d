// Intl.PluralRules, RelativeTimeFormat, ListFormat, DisplayNames, Locale, Segmenter and
// Intl.supportedValuesOf through ICU, as Node 20 (full ICU) gives them.
const show = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name}: ${e.message}`); } };
console.log(Object.getOwnPropertyNames(Intl).join());

// PluralRules: cardinal and ordinal, digit options, resolvedOptions.
for (const locale of ['en-US', 'fr-FR', 'de-DE', 'ru', 'ar', 'ja-JP', 'pl', 'cy']) {
  const cardinal = new Intl.PluralRules(locale), ordinal = new Intl.PluralRules(locale, { type: 'ordinal' });
  console.log(locale, [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5].map((n) => `${n}:${cardinal.select(n)}/${ordinal.select(n)}`).join(' '),
    cardinal.resolvedOptions().pluralCategories.join(), ordinal.resolvedOptions().pluralCategories.join());
}
const suffixes = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => n + suffixes[ordinal.select(n)]).join(' '));
console.log(new Intl.PluralRules('en', { minimumFractionDigits: 1 }).select(1), new Intl.PluralRules('en').select('1'), new Intl.PluralRules('en').select(NaN));
console.log(new Intl.PluralRules('en', { type: 'ordinal' }).resolvedOptions(), new Intl.PluralRules('en', { maximumSignificantDigits: 2 }).resolvedOptions());
show(() => Intl.PluralRules());
show(() => new Intl.PluralRules('en', { type: 'nominal' }));
show(() => Intl.PluralRules.prototype.select.call({}, 1));

// RelativeTimeFormat.
for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES']) {
  const always = new Intl.RelativeTimeFormat(locale), auto = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const short = new Intl.RelativeTimeFormat(locale, { style: 'short' });
  console.log(locale, [[-1, 'day'], [1, 'day'], [0, 'day'], [-3, 'hours'], [2, 'weeks'], [-1, 'month'], [1, 'year'], [-45, 'seconds'], [1, 'quarter'], [-0, 'minute']]
    .map(([v, u]) => `${always.format(v, u)} / ${auto.format(v, u)} / ${short.format(v, u)}`).join(' | '));
}
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(rtf.formatToParts(-1234.5, 'days'), rtf.formatToParts(1, 'day'), rtf.formatToParts(3, 'month'));
console.log(rtf.resolvedOptions(), new Intl.RelativeTimeFormat('de', { style: 'narrow' }).resolvedOptions());
show(() => rtf.format(1, 'fortnight'));
show(() => rtf.format(Infinity, 'day'));
show(() => Intl.RelativeTimeFormat('en'));

// ListFormat.
for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES']) {
  const row = [];
  for (const type of ['conjunction', 'disjunction', 'unit']) {
    for (const style of ['long', 'short', 'narrow']) {
      // (German's narrow unit lists changed in CLDR 48.)
      if (type === 'unit' && style === 'narrow' && locale === 'de-DE') continue;
      row.push(new Intl.ListFormat(locale, { type, style }).format(['a', 'b', 'c']));
    }
  }
  console.log(locale, row.join(' | '), '|', new Intl.ListFormat(locale).format(['x', 'y']), '|', new Intl.ListFormat(locale).format(['x']), '|', new Intl.ListFormat(locale).format([]));
}
console.log(new Intl.ListFormat('en').formatToParts(['Motorcycle', 'Bus', 'Car']), new Intl.ListFormat('en').format(new Set(['a', 'b'])));
console.log(new Intl.ListFormat('en', { type: 'disjunction' }).resolvedOptions());
show(() => new Intl.ListFormat('en').format(['a', 1]));
show(() => new Intl.ListFormat('en', { type: 'both' }));

// DisplayNames.
const names = (type, codes, options = {}) => {
  const dn = new Intl.DisplayNames('en', { type, ...options });
  return codes.map((c) => dn.of(c)).join(', ');
};
console.log(names('language', ['fr', 'en-US', 'en-GB', 'de-AT', 'pt-BR', 'es-419', 'xx']));
console.log(names('language', ['en-US', 'en-GB'], { languageDisplay: 'standard' }));
console.log(names('region', ['US', 'GB', 'DE', 'JP', 'FR', '419', 'ZZ', 'QQ']), '|', names('region', ['QQ'], { fallback: 'none' }));
console.log(names('currency', ['USD', 'EUR', 'jpy', 'GBP', 'XYZ']), '|', names('script', ['Latn', 'Cyrl', 'Arab']));
console.log(names('calendar', ['gregory', 'japanese']), '|', names('dateTimeField', ['year', 'month', 'day', 'hour', 'weekday']));
console.log(new Intl.DisplayNames('de', { type: 'region' }).of('DE'), new Intl.DisplayNames('fr', { type: 'language' }).of('en'), new Intl.DisplayNames('ja', { type: 'region' }).of('US'));
console.log(new Intl.DisplayNames('en', { type: 'language' }).resolvedOptions(), new Intl.DisplayNames('en', { type: 'region', style: 'short' }).resolvedOptions());
show(() => new Intl.DisplayNames('en'));
show(() => new Intl.DisplayNames('en', { type: 'region' }).of('usa'));
show(() => new Intl.DisplayNames('en', { type: 'currency' }).of('us'));

// Locale.
const l = new Intl.Locale('en-latn-us-u-ca-gregory-hc-h12', { numeric: true });
console.log(l.toString(), l.baseName, l.language, l.script, l.region, l.calendar, l.hourCycle, l.numeric, l.caseFirst, l.collation, l.numberingSystem);
console.log(['en', 'zh-TW', 'sr-cyrl', 'pt', 'ja-JP-u-nu-latn', 'und', 'de'].map((t) => new Intl.Locale(t).maximize().toString()).join(' '));
console.log(['en-Latn-US', 'zh-Hant-TW', 'de-Latn-DE', 'en-GB'].map((t) => new Intl.Locale(t).minimize().toString()).join(' '));
console.log(String(new Intl.Locale('de', { region: 'AT', calendar: 'buddhist' })), String(new Intl.Locale(new Intl.Locale('fr-CA'))), new Intl.Locale('en').region, new Intl.Locale('en').numeric, new Intl.Locale('en', { hourCycle: 'h23' }).hourCycle);
console.log(Object.prototype.toString.call(l), typeof Intl.Locale.prototype.maximize, new Intl.Locale('en-US') instanceof Intl.Locale);
show(() => new Intl.Locale());
show(() => new Intl.Locale('x'));
show(() => new Intl.Locale('en', { hourCycle: 'h25' }));
show(() => Intl.Locale('en'));

// Segmenter.
const seg = (granularity, text, locale = 'en') => [...new Intl.Segmenter(locale, { granularity }).segment(text)];
console.log(seg('grapheme', 'e\u0301👍🏽🇫🇷ab').map((s) => `${s.segment}@${s.index}`).join(' '));
console.log(seg('word', 'Hello, world! It\'s 3.14 ok?').map((s) => `[${s.segment}]${s.isWordLike ? '*' : ''}`).join(''));
console.log(seg('word', 'Größe über café naïve déjà-vu', 'de').filter((s) => s.isWordLike).map((s) => s.segment).join('|'));
console.log(seg('sentence', 'One. Two? Three! Four').map((s) => JSON.stringify(s.segment)).join(' '));
const segments = new Intl.Segmenter('en', { granularity: 'word' }).segment('The quick fox');
console.log(segments.containing(5), segments.containing(-1), segments.containing(13), seg('grapheme', '').length);
console.log(new Intl.Segmenter().resolvedOptions(), new Intl.Segmenter('fr', { granularity: 'word' }).resolvedOptions());
const iterator = segments[Symbol.iterator]();
console.log(Object.prototype.toString.call(iterator), iterator.next(), typeof iterator[Symbol.iterator]);
show(() => new Intl.Segmenter('en', { granularity: 'line' }));

// supportedValuesOf and getCanonicalLocales.
console.log(Intl.supportedValuesOf('calendar').join(), Intl.supportedValuesOf('unit').length, Intl.supportedValuesOf('collation').join());
console.log(Intl.supportedValuesOf('currency').filter((c) => ['USD', 'EUR', 'JPY', 'GBP', 'CHF'].includes(c)).join(), Intl.supportedValuesOf('timeZone').filter((z) => ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'].includes(z)).join());
console.log(Intl.supportedValuesOf('numberingSystem').includes('latn'), Intl.getCanonicalLocales(['EN-us', 'zh-hant-tw', 'de']));
show(() => Intl.supportedValuesOf('colour'));
console.log(['PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter'].map((n) => Intl[n].supportedLocalesOf(['en-US', 'de']).join('+')).join(' '));
