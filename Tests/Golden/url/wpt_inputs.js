// The WHATWG URL parser, setters and host processing over the inputs of the
// web-platform-tests URL lists (fixtures/wpt-inputs.json): every component
// of each result, or the error's code.
const { URL, domainToASCII, domainToUnicode } = require('url');
const inputs = require('./fixtures/wpt-inputs.json');

const props = ['href', 'origin', 'protocol', 'username', 'password', 'host',
  'hostname', 'port', 'pathname', 'search', 'hash'];

function describe(url) {
  return props.map((p) => url[p]).join(' | ');
}

function attempt(fn) {
  try {
    return fn();
  } catch (err) {
    return `${err.name} ${err.code}`;
  }
}

console.log('# parse');
for (const [input, base] of inputs.parse) {
  const result = attempt(() => describe(new URL(input, base ?? undefined)));
  const can = URL.canParse(input, base ?? undefined);
  console.log(JSON.stringify([input, base]), can, result);
}

console.log('# setters');
for (const [href, attr, value] of inputs.setters) {
  const url = new URL(href);
  url[attr] = value;
  console.log(JSON.stringify([href, attr, value]), describe(url));
}

console.log('# hosts');
for (const host of inputs.hosts.concat(inputs.idna)) {
  const parsed = attempt(() => new URL(`https://${host}/x`).host);
  const url = new URL('https://x/x');
  url.hostname = host;
  console.log(JSON.stringify(host), parsed, url.host, domainToASCII(host),
              JSON.stringify(domainToUnicode(host)));
}

console.log('# percent-encoding');
for (const input of inputs.percent) {
  const url = new URL(`https://example.invalid/?${input}#${input}`);
  console.log(JSON.stringify(input), url.search, url.hash);
}
