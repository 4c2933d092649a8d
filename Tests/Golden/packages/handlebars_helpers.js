// node_modules: handlebars
// Debian packages: node-handlebars
const Handlebars = require('handlebars');
Handlebars.registerHelper('upper', s => String(s).toUpperCase());
Handlebars.registerHelper('link', function (text, options) {
  const url = Handlebars.escapeExpression(options.hash.href);
  return new Handlebars.SafeString(`<a href="${url}">${Handlebars.escapeExpression(text)}</a>`);
});
Handlebars.registerHelper('times', function (n, options) { let s = ''; for (let i = 0; i < n; i++) s += options.fn({ i }); return s; });
Handlebars.registerHelper('eq', (a, b) => a === b);
Handlebars.registerPartial('person', '{{name}} ({{age}}){{#if @last}}.{{else}}, {{/if}}');
const tpl = Handlebars.compile(`Hello {{upper name}}! {{{raw}}} {{escaped}}
{{#each people}}{{> person}}{{/each}}
{{#each map}}{{@key}}={{this}} {{/each}}
{{#with address}}{{city}}, {{../name}}{{/with}}
{{#if (eq role "admin")}}admin{{else if flag}}flagged{{else}}user{{/if}}
{{#unless missing}}no missing{{/unless}} {{link "click <me>" href="http://x.com/?a=1&b=2"}}
{{#times 3}}[{{i}}]{{/times}} {{lookup arr 1}} {{arr.length}} {{!-- comment --}}
{{#each list}}{{@index}}:{{this}}{{#unless @last}},{{/unless}}{{else}}empty{{/each}}
{{log "logged" level="debug"}}{{~ " trimmed " ~}}  end`);
console.log(tpl({ name: 'world', raw: '<b>raw</b>', escaped: '<i>&"\'`=</i>', people: [{ name: 'A', age: 1 }, { name: 'B', age: 2 }], map: { x: 1, y: 2 }, address: { city: 'Oslo' }, role: 'user', flag: true, arr: [10, 20], list: [] }));
const pre = Handlebars.precompile('{{a}} {{#if b}}yes{{/if}}');
console.log(typeof pre, pre.length > 100);
const env = Handlebars.create();
const t2 = env.compile('{{x}}', { strict: true });
try { t2({}); } catch (e) { console.log(e.name, e.message.split('\n')[0]); }
try { Handlebars.compile('{{#if}}')({}); } catch (e) { console.log(e.message.split('\n')[0]); }
try { Handlebars.compile('{{#each x}}')({}); } catch (e) { console.log(e.message.split('\n').slice(0, 2).join(' | ')); }
const ast = Handlebars.parse('{{#if a}}{{b}}{{/if}}');
console.log(ast.body.map(n => n.type), new Handlebars.PrintVisitor().accept(ast));
console.log(Handlebars.compile('{{foo.bar}} {{foo/bar}} {{[weird key]}} {{this.x}}', { compat: true })({ foo: { bar: 'fb' }, 'weird key': 'w', x: 'X' }));
