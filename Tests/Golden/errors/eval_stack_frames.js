// Frames of eval code and of `Function` constructor functions, as V8 writes them: named
// `eval`, placed by where the code came from (`eval at caller (file:line:column)`), with
// CallSite's isEval/getEvalOrigin; a syntax error in such code has the caller's stack.
const here = new RegExp(__filename.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g');
const frames = (error, count = 2) =>
  error.stack.split('\n').slice(1, 1 + count).map(line => line.trim().replace(here, 'FILE')).join(' | ');

try { eval('throw new Error("x")'); } catch (error) { console.log(frames(error)); }
function named() { return eval('(function inner() { return new Error("y"); })()'); }
console.log(frames(named()));
const made = new Function('a', 'return new Error("z" + a)');
console.log(frames(made(1)));
const returned = new Function('return function q() { return new Error(); }')();
console.log(frames(returned()));
console.log(frames((0, eval)('new Error("indirect")')));
const object = { m() { return eval('new Error("m")'); }, f: new Function('return new Error()') };
console.log(frames(object.m()));
console.log(frames(object.f(), 1));
console.log(frames(eval('eval("new Error(1)")')));
try { eval('null.x'); } catch (error) { console.log(error.message); }

Error.prepareStackTrace = (error, sites) => sites.slice(0, 2).map(site => [
  site.getFileName() && site.getFileName().replace(here, 'FILE'), site.getEvalOrigin() && site.getEvalOrigin().replace(here, 'FILE'),
  site.isEval(), site.getFunctionName(), site.getTypeName(), site.isToplevel(), site.getLineNumber()]);
console.log(JSON.stringify(eval('new Error().stack')));
console.log(JSON.stringify(new Function('return new Error().stack')()));
Error.prepareStackTrace = undefined;

for (const bad of [() => eval('a b'), () => (0, eval)('a b'), () => new Function('a b')]) {
  try { bad(); } catch (error) { console.log(error.name, error.message, '|', frames(error, 2)); }
}
