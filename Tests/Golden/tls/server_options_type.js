// https.Server and tls.Server refuse options that are not objects, as Node 20.
const https = require('https'), tls = require('tls');
for (const o of ['foo', 42, true, []]) {
  try { new https.Server(o); console.log('no throw', o); } catch (e) { console.log(e.code, e.message); }
  try { new tls.Server(o); console.log('tls no throw', o); } catch (e) { console.log('tls', e.code, e.message); }
}
