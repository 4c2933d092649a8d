// Invalid URLs throw TypeError with code ERR_INVALID_URL and the input.
const { URL } = require('url');

const cases = [['not a url'], ['http://exa mple.com'], ['http://[::1'], ['https://'],
  ['http://1.2.3.4.5'], ['http://h:99999'], ['/relative', 'also relative'], ['']];
for (const [input, base] of cases) {
  try {
    const u = base === undefined ? new URL(input) : new URL(input, base);
    console.log('parsed', u.href);
  } catch (e) {
    console.log(e.name, e.code, e.message, JSON.stringify(e.input), JSON.stringify(e.base),
      e instanceof TypeError);
  }
}
try {
  new URL();
} catch (e) {
  console.log(e.code, e.message);
}
console.log(URL.parse === undefined ? 'no URL.parse' : String(URL.parse('bad')));
