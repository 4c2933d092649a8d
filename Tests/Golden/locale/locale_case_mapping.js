// String.prototype.toLocaleLowerCase/toLocaleUpperCase with a locale (ECMA-402
// TransformCase): Turkish and Azerbaijani dotted and dotless i, Lithuanian's dot above and
// Greek's accentless capitals follow their language; other locales map as toLowerCase does.
const show = (label, value) => console.log(label, JSON.stringify(value), [...value].map((c) => c.codePointAt(0).toString(16)).join(' '));
show('tr lower', 'İstanbul IĞDIR'.toLocaleLowerCase('tr'));
show('tr upper', 'istanbul ığdır'.toLocaleUpperCase('tr-TR'));
show('az upper', 'i'.toLocaleUpperCase('az'));
show('az lower', 'I'.toLocaleLowerCase(['az', 'en']));
show('en lower', 'İstanbul'.toLocaleLowerCase('en-US'));
show('en upper', 'istanbul'.toLocaleUpperCase('en'));
show('default', 'İI'.toLocaleLowerCase());
show('empty list', 'I'.toLocaleLowerCase([]));
show('second only', 'I'.toLocaleLowerCase(['en', 'tr']));
show('el upper', 'άλφα Ώρα ΐ'.toLocaleUpperCase('el'));
show('el lower', 'ΟΔΟΣ'.toLocaleLowerCase('el'));
show('lt lower', 'ÌĨ J'.toLocaleLowerCase('lt'));
show('lt upper', 'i̇ j̇'.toLocaleUpperCase('lt'));
show('tr with extension', 'I'.toLocaleLowerCase('tr-u-co-search'));
show('TR caps tag', 'I'.toLocaleLowerCase('TR'));
show('ascii de', 'Straße'.toLocaleUpperCase('de'));
for (const bad of ['', 'not a tag!', 1]) {
  try {
    console.log('bad', 'x'.toLocaleUpperCase(bad));
  } catch (error) {
    console.log('bad', error.name, error.message);
  }
}
try {
  String.prototype.toLocaleLowerCase.call(null, 'tr');
} catch (error) {
  console.log(error.name, error.message);
}
console.log(String.prototype.toLocaleLowerCase.length, String.prototype.toLocaleUpperCase.name);
