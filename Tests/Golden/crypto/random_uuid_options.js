'use strict';
// crypto.randomUUID's options checked as Node's: an object, with a boolean disableEntropyCache.
const c = require('crypto');
for (const o of [undefined, 1, null, { disableEntropyCache: '' }, { disableEntropyCache: 1 }, 'x', {}, { disableEntropyCache: true }, []]) {
  try { console.log('ok', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(c.randomUUID(o))); } catch (e) { console.log(e.code, e.message); }
}
