// node_modules: cheerio htmlparser2 ejs
// Debian packages: node-cheerio node-ejs node-htmlparser2
const cheerio = require('cheerio');
const $ = cheerio.load('<ul id="fruits"><li class="apple">Apple</li><li class="orange">Orange</li><li class="pear">Pear</li></ul><p>One <b>two</b></p>');
console.log($('.apple', '#fruits').text(), $('ul .pear').attr('class'), $('li').length, $('li').map((i, el) => $(el).text()).get().join(','));
$('ul').append('<li class="plum">Plum</li>');
$('.apple').addClass('red').attr('data-x', '1');
$('.orange').remove();
console.log($.html('#fruits'));
console.log($('li').first().hasClass('red'), $('li').last().text(), $('li').eq(1).next().text(), $('p').children().length, $('p').contents().length);
console.log($('p').html(), $('p').text(), $.root().find('b').parent().prop('tagName'));
$('li').each((i, el) => { $(el).text($(el).text().toUpperCase()); });
console.log($('#fruits').html());
const $x = cheerio.load('<root><item id="1"><name>A</name></item><item id="2"><name>B</name></item></root>', { xmlMode: true });
console.log($x('item').map((i, el) => $x(el).attr('id') + '=' + $x(el).find('name').text()).get(), $x.xml());
const htmlparser2 = require('htmlparser2');
const seen = [];
const parser = new htmlparser2.Parser({
  onopentag(name, attribs) { seen.push('<' + name + (attribs.type ? ' type=' + attribs.type : '')); },
  ontext(text) { if (text.trim()) seen.push(JSON.stringify(text)); },
  onclosetag(name) { seen.push('</' + name); },
});
parser.write("Xyz <script type='text/javascript'>const a = 1 < 2;</script><br>ok");
parser.end();
console.log(seen.join(' '));
const doc = htmlparser2.parseDocument('<div><a href="/x">link</a><!-- c --></div>');
console.log(doc.children[0].name, doc.children[0].children.map(c => c.type).join(','));
const ejs = require('ejs');
console.log(ejs.render('<% if (user) { %><h2><%= user.name %></h2><% } %><ul><% items.forEach(function(i){ %><li><%- i %></li><% }) %></ul><%# comment %> <%= "<esc>" %>', { user: { name: 'Ada' }, items: ['<b>x</b>', 'y'] }));
const tpl = ejs.compile('Hi <%= name %>!<%_ if (x) { _%>\n  X\n<%_ } _%>', { rmWhitespace: false });
console.log(JSON.stringify(tpl({ name: 'there', x: true })));
try { ejs.render('<%= missing %>', {}); } catch (e) { console.log(e.name, e.message.split('\n').slice(-1)[0]); }
console.log(ejs.render('[?= a ?]', { a: 5 }, { delimiter: '?', openDelimiter: '[', closeDelimiter: ']' }));
