// util.parseEnv and process.loadEnvFile: Node's .env format, quirks included; set variables win.
const util = require('util');
const content = [
  'BASIC=basic', '# comment', 'export EXPORTED=yes', '  SPACED  =  spaced value  ', 'EMPTY=', 'INLINE=value # comment',
  'SINGLE=\'single # not comment\'', 'DOUBLE="double\\nnewline"', 'BACKTICK=`back "tick"`', 'MULTI="line1', 'line2"',
  'EQUALS=a=b=c', 'NOVALUE', '=novalue', 'DUP=first', 'DUP=second', 'QUOTE_INNER="say \'hi\'"', 'SINGLE_NL=\'a\\nb\'',
  'TRAIL="x" # c', 'HASH=#start', 'UNTERMINATED="abc', 'AFTER=after', 'CRLF=crlf\r', 'TAB=\tt\t', 'LEADING_SPACE= x',
].join('\n');
console.log(util.parseEnv(content));
console.log(util.parseEnv(''), Object.getPrototypeOf(util.parseEnv('A=1')));
try { util.parseEnv(1); } catch (e) { console.log(e.code, e.message); }
const fs = require('fs'); const p = require('path').join(require('os').tmpdir(), 'envtest-' + process.pid);
fs.writeFileSync(p, 'LOADED_A=1\nLOADED_B="two"\nPATH_KEEP=nope\n');
process.env.PATH_KEEP = 'kept';
process.loadEnvFile(p);
console.log(process.env.LOADED_A, process.env.LOADED_B, process.env.PATH_KEEP);
fs.unlinkSync(p);
try { process.loadEnvFile(p); } catch (e) { console.log(e.code, e.syscall); }
try { process.loadEnvFile(1); } catch (e) { console.log(e.code); }
