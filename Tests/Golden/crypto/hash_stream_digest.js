'use strict';
// A Hash or Hmac piped to: the flush pushes the digest without finalizing the object, so
// digest() may follow once (an Hmac's is empty), as Node's handles keep their digest.
const crypto = require('crypto'); const stream = require('stream');
for (const make of [() => crypto.createHash('sha256'), () => crypto.createHmac('sha256', 'k')]) {
  const s = new stream.PassThrough(); const h = make();
  s.pipe(h).on('data', (c) => {
    console.log('data', c.toString('hex').slice(0, 16));
    console.log('digest after', JSON.stringify(h.digest('hex').slice(0, 16)));
    try { console.log('again', JSON.stringify(h.digest('hex'))); } catch (e) { console.log('again', e.code); }
  });
  s.end('abc');
}
const h2 = crypto.createHash('sha256'); h2.update('x'); console.log(h2.digest('hex').slice(0, 8)); try { h2.digest(); } catch (e) { console.log(e.code); }
const h3 = crypto.createHash('sha256'); h3.write('x'); console.log(h3.digest('hex').slice(0, 8)); h3.end(); h3.on('data', (d) => console.log('flushed after digest', d.toString('hex').slice(0, 8)));
