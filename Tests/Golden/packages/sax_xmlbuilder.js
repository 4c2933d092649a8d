// node_modules: sax xmlbuilder saxes
// Debian packages: node-sax node-xmlbuilder node-saxes
const sax = require('sax');
const xml = '<?xml version="1.0"?><!DOCTYPE r><r xmlns:x="urn:x" a="1"><!-- c --><x:item id="i1">Text &amp; more</x:item><empty/><![CDATA[<raw>]]><?pi data?></r>';
const events = [];
const parser = sax.parser(true, { xmlns: true, position: true });
parser.onopentag = n => events.push(`open ${n.name} uri=${n.uri} attrs=${Object.keys(n.attributes).join(',')}`);
parser.onclosetag = n => events.push(`close ${n}`);
parser.ontext = t => events.push(`text ${JSON.stringify(t)}`);
parser.oncomment = c => events.push(`comment ${JSON.stringify(c)}`);
parser.oncdata = c => events.push(`cdata ${c}`);
parser.onprocessinginstruction = p => events.push(`pi ${p.name} ${p.body}`);
parser.ondoctype = d => events.push(`doctype ${JSON.stringify(d)}`);
parser.onend = () => events.push('end');
parser.write(xml).close();
console.log(events.join('\n'));
const bad = sax.parser(true);
bad.onerror = e => { console.log('error', e.message.split('\n')); bad.error = null; bad.resume(); };
bad.write('<a><b></a>').close();

const stream = sax.createStream(false, { lowercase: true, trim: true });
const tags = [];
stream.on('opentag', n => tags.push(n.name));
stream.on('end', () => console.log('stream tags', tags.join(' ')));
stream.write('<HTML><Body><P>hi</P>');
stream.end('</Body></HTML>');

const builder = require('xmlbuilder');
const doc = builder.create('root', { version: '1.0', encoding: 'UTF-8' })
  .att('lang', 'en')
  .ele('person', { id: 7 }).ele('name', 'Ada & <Lovelace>').up().ele('born', 1815).up().up()
  .com('a comment').dat('cdata ]]> here').ins('xml-stylesheet', 'href="s.css"')
  .ele({ list: { item: ['a', 'b'], '@count': 2, '#text': 'tail' } });
console.log(doc.end({ pretty: true }));
console.log(builder.create('x', { headless: true }).ele('y', 'z').end());
const obj = builder.create({ config: { server: { '@port': 80, host: 'localhost' }, flags: { flag: [{ '#text': 'a' }, { '#text': 'b' }] } } }).end({ pretty: true, indent: '    ' });
console.log(obj);

const saxes = require('saxes');
const sp = new saxes.SaxesParser({ xmlns: true });
const out = [];
sp.on('opentag', t => out.push('<' + t.local + (t.uri ? '{' + t.uri + '}' : '')));
sp.on('text', t => out.push(JSON.stringify(t)));
sp.on('error', e => out.push('ERR ' + e.message));
sp.write('<a xmlns="urn:a"><b>t&lt;</b><c/></a>').close();
console.log(out.join(' '));
