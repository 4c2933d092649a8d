'use strict';
// Headers, Request and Response without the network: header rules and iteration order,
// guards, bodies of every kind with their Content-Type, the body methods, clone, and the
// errors undici gives. Each step waits for the one before it.
const util = require('util');

const log = (...args) => console.log(...args);
const attempt = (label, f) => {
  try {
    const value = f();
    log(label, 'ok', value);
  } catch (e) {
    log(label, e.name, e.code, e.message);
  }
};

async function main() {
  log('globals', typeof fetch, typeof Headers, typeof Request, typeof Response);

  // Headers: combining, Set-Cookie kept apart, sorted iteration, original case in inspect.
  const h = new Headers({ B: '1', a: '2', 'Set-Cookie': 'x=1' });
  h.append('set-cookie', 'y=2');
  h.append('A', '3');
  h.append('cookie', 'c=1');
  h.append('Cookie', 'd=2');
  log([...h], h.get('a'), h.get('cookie'), h.getSetCookie(), h.has('B'), h.has('c'));
  log(util.inspect(h));
  log('keys', [...h.keys()], 'values', [...h.values()]);
  const seen = [];
  h.forEach(function (value, name, headers) { seen.push(`${name}=${value}:${headers === h}:${this.tag}`); }, { tag: 't' });
  log('forEach', seen);
  h.set('b', ' spaced \t');
  h.delete('set-cookie');
  log('after set/delete', [...h], h.getSetCookie());
  const iterator = new Headers([['b', '1'], ['a', '2']]).entries();
  log(Object.prototype.toString.call(iterator), iterator.next(), iterator.next(), iterator.next());
  log('from Headers', [...new Headers(h)], 'from pairs', [...new Headers([['x', 'y'], ['X', 'z']])]);
  attempt('bad name', () => h.append('bad name', 'x'));
  attempt('bad value', () => h.append('x', 'a\nb'));
  attempt('pair length', () => new Headers([['a']]));
  attempt('not iterable pair', () => new Headers([5]));
  attempt('init type', () => new Headers(5));
  attempt('get bad name', () => new Headers().get('bad name'));
  attempt('missing argument', () => new Headers().append('a'));
  attempt('illegal invocation', () => Headers.prototype.get.call({}, 'a'));
  attempt('byte string', () => new Headers({ a: '\u0100' }));

  // Response: construction, statuses, bodies and their types.
  const r = new Response('hi', { status: 201, statusText: 'Made', headers: { 'x-y': 'z' } });
  log(util.inspect(r));
  log(r.status, r.ok, r.statusText, r.type, r.url, r.redirected, r.headers.get('content-type'));
  log('text', await r.text(), 'bodyUsed', r.bodyUsed);
  await r.text().catch((e) => log('read twice', e.name, e.message));
  attempt('clone used', () => r.clone());
  attempt('204 with body', () => new Response('x', { status: 204 }));
  attempt('status 99', () => new Response('x', { status: 99 }));
  attempt('statusText', () => new Response(null, { statusText: 'a\nb' }));
  log('null body 204', new Response(null, { status: 204 }).body);
  const types = [
    ['string', 'abc'],
    ['URLSearchParams', new URLSearchParams('a=1&b=2')],
    ['ArrayBuffer', new Uint8Array([104, 105]).buffer],
    ['Uint8Array', new Uint8Array([104, 105])],
    ['DataView', new DataView(new Uint8Array([104, 105]).buffer)],
    ['Buffer', Buffer.from('buf')],
    ['Blob', new Blob(['blob'], { type: 'a/b' })],
    ['ReadableStream', new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('streamed')); c.close(); } })],
    ['number', 42],
  ];
  for (const [name, body] of types) {
    const response = new Response(body);
    log(name, JSON.stringify(response.headers.get('content-type')), await response.text());
  }
  log('json', await new Response('{"a":[1,2]}').json());
  await new Response('{bad').json().catch((e) => log('bad json', e.name));
  log('arrayBuffer', await new Response('ab').arrayBuffer());
  log('bytes', await new Response('ab').bytes());
  log('blob', await new Response('ab', { headers: { 'content-type': 'Text/Plain' } }).blob());
  log('empty', JSON.stringify(await new Response().text()), new Response().body);

  // The body stream: reading it marks the response used; a string body's stream is bytes.
  const streamed = new Response('chunk');
  const reader = streamed.body.getReader();
  const first = await reader.read();
  log('stream chunk', first.value.constructor.name, Buffer.from(first.value).toString(), streamed.bodyUsed);
  await streamed.text().catch((e) => log('locked body', e.name, e.message));
  const used = new Response('x');
  await used.text();
  attempt('used body as body', () => new Request('http://x', { method: 'POST', body: used.body }));

  // clone: both copies read the same bytes.
  const original = new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('twice')); c.close(); } }));
  const copy = original.clone();
  log('clone', await original.text(), await copy.text());

  // Static methods.
  log(util.inspect(Response.error()));
  attempt('error headers immutable', () => Response.error().headers.set('a', 'b'));
  const redirect = Response.redirect('http://a.test/b', 301);
  log('redirect', redirect.status, redirect.headers.get('location'));
  attempt('redirect status', () => Response.redirect('http://a/b', 200));
  attempt('redirect relative', () => Response.redirect('/rel'));
  const json = Response.json({ a: 1 }, { status: 202, headers: { x: 'y' } });
  log('Response.json', json.status, [...json.headers], await json.text());
  attempt('json undefined', () => Response.json(undefined));

  // Request.
  const q = new Request('http://x.test/p?q#frag', { method: 'post', body: 'abc', headers: { 'X-A': 'b' } });
  log(util.inspect(q));
  log(q.method, q.url, q.headers.get('content-type'), q.redirect, q.signal.aborted, q.duplex, q.cache);
  log('request text', await q.text(), q.bodyUsed);
  for (const method of ['get', 'Delete', 'patch', 'custom']) log('method', method, new Request('http://x', { method }).method);
  attempt('GET with body', () => new Request('http://x', { method: 'GET', body: 'a' }));
  attempt('relative URL', () => new Request('/rel'));
  attempt('credentials in URL', () => new Request('http://u:p@x/'));
  attempt('CONNECT', () => new Request('http://x', { method: 'CONNECT' }));
  attempt('bad method', () => new Request('http://x', { method: 'a b' }));
  attempt('stream without duplex', () => new Request('http://x', { method: 'POST', body: new ReadableStream() }));
  attempt('navigate', () => new Request('http://x', { mode: 'navigate' }));
  attempt('redirect enum', () => new Request('http://x', { redirect: 'x' }));
  const source = new Request('http://x/', { method: 'POST', body: 'moved', headers: { 'X-A': 'b' } });
  const derived = new Request(source, { headers: { y: 'z' } });
  log('derived', source.bodyUsed, [...derived.headers], derived.method, await derived.text());
  attempt('clone of moved', () => source.clone());
  attempt('from used request', () => new Request(source));
  const controller = new AbortController();
  const withSignal = new Request('http://x', { signal: controller.signal });
  controller.abort('stop');
  log('signal follows', withSignal.signal.aborted, withSignal.signal.reason, withSignal.signal === controller.signal);
  const cloned = new Request('http://x', { method: 'PUT', body: 'c' }).clone();
  log('request clone', cloned.method, await cloned.text());
  await fetch().catch((e) => log('fetch()', e.name, e.message, e.cause.code));
  await fetch('http://x', { method: 'GET', body: 'x' }).catch((e) => log('fetch GET body', e.name, e.message));
}

main().then(() => log('done'));
