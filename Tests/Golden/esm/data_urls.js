// data: URL modules (RFC 2397) through import(): JavaScript and JSON, plain, percent-encoded
// and base64 bodies, one module per URL, and Node's errors for what cannot load.
async function show(label, specifier, options) {
  try {
    const namespace = await import(specifier, options);
    console.log(label, 'ok', JSON.stringify(Object.entries(namespace)));
    return namespace;
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
    if (error.code === 'ERR_INVALID_URL') console.log('  input:', error.input);
  }
}

(async () => {
  const first = await show('plain', 'data:text/javascript,export default 42; export const x = "hi";');
  const again = await show('same URL', 'data:text/javascript,export default 42; export const x = "hi";');
  console.log('one module per URL:', first === again);
  await show('percent-encoded', 'data:text/javascript,export%20const%20z%20%3D%20%22%25%22');
  await show('base64', 'data:text/javascript;base64,' + Buffer.from('export const y = 7 * 6;').toString('base64'));
  await show('charset', 'data:text/javascript;charset=utf-8,export default "\u00e9t\u00e9"');
  await show('application/javascript', 'data:application/javascript,export default 2');
  await show('import.meta.url', 'data:text/javascript,export default import.meta.url');
  await show('builtin import', 'data:text/javascript,import { sep } from "node:path"; import fs from "fs"; export default sep + typeof fs.readFileSync');
  await show('json', 'data:application/json,{"a":[1,2]}', { with: { type: 'json' } });
  await show('json without type', 'data:application/json,{"a":1}');
  await show('javascript as json', 'data:text/javascript,export default 1', { with: { type: 'json' } });
  await show('bad json', 'data:application/json,{"a":', { with: { type: 'json' } });
  await show('unknown mime', 'data:text/plain,hello');
  await show('no mime', 'data:,x');
  await show('relative from data', 'data:text/javascript,import "./fixtures/counter.mjs"');
  await show('bare from data', 'data:text/javascript,import "dual"');
  await show('malformed escape', 'data:text/javascript,export default "%E0%A4%A"');
  await show('syntax error', 'data:text/javascript,export default (');
  try {
    await import('data:text/javascript,throw new RangeError("from a data module")');
  } catch (error) {
    console.log('thrown:', error.name, error.message);
    console.log('first frame names the URL:', /data:text\/javascript,throw new RangeError/.test(error.stack.split('\n')[1]));
  }
  await show('file URL from data', `data:text/javascript,export { default } from ${JSON.stringify(require('url').pathToFileURL(`${__dirname}/fixtures/counter.mjs`).href)}`);
})();
