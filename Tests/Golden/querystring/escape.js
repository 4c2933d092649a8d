// querystring.escape / unescape / unescapeBuffer.
const qs = require('querystring');

console.log(qs.escape('a b&c=d/e?f#g'));
console.log(qs.escape('é€😀'));
console.log(qs.escape(123), qs.escape({ toString() { return 'o k'; } }));
console.log(qs.escape("-_.!~*'()"));
console.log(qs.unescape('a%20b+c'));
console.log(qs.unescape('a%20b+c', true));
console.log(qs.unescape('%E4%BD%A0%E5%A5%BD'));
console.log(JSON.stringify(qs.unescape('%C3%28%')));
console.log(JSON.stringify(qs.unescape('%zz%4')));
console.log(JSON.stringify(qs.unescape('%FF+x', true)));
const bytes = qs.unescapeBuffer('%41%42+c', true);
const list = [];
for (let i = 0; i < bytes.length; i++) list.push(bytes[i]);
console.log(JSON.stringify(list), bytes.toString());
