// node_modules: nunjucks shelljs
// Debian packages: node-nunjucks node-shelljs
// Nunjucks templates (filters, macros, loops, errors) and shelljs commands, exec included.
// nunjucks
const nunjucks = require('nunjucks');
const env = new nunjucks.Environment(null, { autoescape: true });
env.addFilter('shout', s => s.toUpperCase() + '!');
console.log(env.renderString('{% set xs = [1,2,3] %}{% for x in xs %}{{ loop.index }}:{{ x * 2 }}{% if not loop.last %},{% endif %}{% endfor %} {{ name | shout }} {{ html }} {{ html | safe }} {{ "abc" | replace("b", "B") | title }}', { name: 'bob', html: '<b>' }));
console.log(env.renderString('{% macro field(n, v="x") %}<input name="{{ n }}" value="{{ v }}">{% endmacro %}{{ field("a") }}{{ field("b", 2) }} {{ [3,1,2] | sort | join("-") }} {{ {a:1} | dump }} {{ 7 | round }} {{ "x" if false else "y" }}', {}));
try { env.renderString('{% if %}', {}); } catch (e) { console.log(e.name, e.message.split('\n')[0]); }
// shelljs
const shell = require('shelljs'); const os = require('os'); const path = require('path');
const d = shell.tempdir(); const w = path.join(d, 'sh-' + process.pid);
shell.mkdir('-p', path.join(w, 'a/b')); shell.touch(path.join(w, 'a/x.txt')); shell.ShellString('hello\nworld\n').to(path.join(w, 'a/y.txt'));
console.log(shell.ls('-R', w).map(String).sort(), shell.cat(path.join(w, 'a/y.txt')).toString(), shell.grep('wor', path.join(w, 'a/y.txt')).stdout);
console.log(shell.test('-d', w), shell.which('sh') !== null, shell.sed('-i', 'hello', 'HI', path.join(w, 'a/y.txt')).toString());
const r = shell.exec('echo out; echo err 1>&2; exit 3', { silent: true }); console.log(r.code, JSON.stringify(r.stdout), JSON.stringify(r.stderr));
shell.rm('-rf', w); console.log(shell.test('-e', w), shell.error());
