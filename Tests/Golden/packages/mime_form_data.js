// node_modules: mime mime-db form-data combined-stream
// Debian packages: node-mime node-mime-db node-form-data node-combined-stream node-asynckit node-delayed-stream
const mime = require('mime');
console.log(mime.getType('txt'), mime.getType('file.json'), mime.getType('.md'), mime.getType('foo/bar.html'), mime.getType('noext'), mime.getExtension('text/html'), mime.getExtension('application/json; charset=utf-8'));
const Mime = require('mime/Mime');
const custom = new Mime({ 'text/x-eddy': ['eddy', 'ed'] }, require('mime/types/standard'));
console.log(custom.getType('x.eddy'), custom.getExtension('text/x-eddy'), custom.getType('a.css'));
const db = require('mime-db');
console.log(db['application/json'].compressible, db['text/html'].extensions, Object.keys(db).length > 1000);
const FormData = require('form-data');
const { Readable } = require('stream');
const form = new FormData();
form.setBoundary ? form.setBoundary('BOUNDARY') : (form._boundary = 'BOUNDARY');
form.append('field', 'value');
form.append('num', 42);
form.append('buf', Buffer.from('binary\x00data'), { filename: 'b.bin', contentType: 'application/octet-stream' });
form.append('json', JSON.stringify({ a: 1 }), { contentType: 'application/json' });
form.append('stream', Readable.from(['str', 'eam']), { filename: 'x.txt', knownLength: 6 });
console.log(form.getHeaders());
let body = '';
form.on('data', d => { body += Buffer.isBuffer(d) ? d.toString('latin1') : d; });
form.on('end', () => {
  console.log(body.replace(/\r\n/g, '\\r\\n\n'));
  form.getLength((err, len) => console.log('getLength', err, len, form.hasKnownLength()));
});
form.resume();
const CombinedStream = require('combined-stream');
const cs = CombinedStream.create();
cs.append('one,');
cs.append(next => next(Buffer.from('two,')));
cs.append(Readable.from(['three']));
let out = '';
cs.on('data', d => { out += d; }).on('end', () => console.log('combined', out));
cs.resume();
