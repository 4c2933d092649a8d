// util.aborted, transferable abort signals, util's errno helpers, buffer.transcode, blob URLs.
const util = require('util');
const { transcode, resolveObjectURL, Blob } = require('buffer');
(async () => {
  const controller = new AbortController();
  const waiting = util.aborted(controller.signal, {});
  controller.abort();
  const event = await waiting;
  console.log('aborted with', event.type, event instanceof Event);
  console.log('already aborted:', await util.aborted(AbortSignal.abort(), {}));
  for (const args of [[{}, {}], [controller.signal, 1]]) {
    await util.aborted(...args).catch((e) => console.log(e.code, e.message));
  }
  try { util.transferableAbortSignal({}); } catch (e) { console.log(e.code, e.message); }
  const signal = AbortSignal.abort();
  console.log(util.transferableAbortSignal(signal) === signal, util.transferableAbortController() instanceof AbortController);
  const e = util._errnoException(-2, 'open', 'x');
  console.log(e.message, e.code, e.errno, e.syscall);
  const f = util._exceptionWithHostPort(-111, 'connect', '127.0.0.1', 80, 'extra');
  console.log(f.message, f.code, f.address, f.port);
  for (const [s, from, to] of [['€é a', 'utf8', 'ascii'], ['€é a', 'utf8', 'latin1'], ['€é a', 'utf8', 'ucs2'], ['héllo', 'utf8', 'utf16le'], ['aé', 'latin1', 'utf8'], ['a€', 'ucs2', 'utf8'], ['aé', 'binary', 'ascii']]) {
    console.log(from, to, transcode(Buffer.from(s, from), from, to));
  }
  try { transcode(Buffer.from('a'), 'utf8', 'hex'); } catch (e) { console.log(e.name, e.code, e.message); }
  try { transcode('a', 'utf8', 'ascii'); } catch (e) { console.log(e.name, e.code, e.message); }
  const blob = new Blob(['hi'], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const resolved = resolveObjectURL(url);
  console.log(url.slice(0, 14), url.length, resolved instanceof Blob, resolved === blob, resolved.type, await resolved.text());
  console.log(resolveObjectURL('blob:nodedata:zz'), resolveObjectURL('x'));
  URL.revokeObjectURL(url);
  console.log('revoked:', resolveObjectURL(url));
  try { URL.createObjectURL('x'); } catch (e) { console.log(e.code, e.message); }
})();
