// A stream's defaultEncoding is checked when it is made (ERR_UNKNOWN_ENCODING), and Node's
// messages show a non-string value as util.format's %s does.
const { Readable, Writable, Duplex } = require('stream');

const { show } = require('../fixtures/show');

show('Readable bad default', () => new Readable({ read() {}, defaultEncoding: 'my invalid encoding' }));
show('Writable bad default', () => new Writable({ write(c, e, cb) { cb(); }, defaultEncoding: 'nope' }));
show('Duplex bad default', () => new Duplex({ defaultEncoding: 'nope' }));
show('Readable hex default', () => new Readable({ read() {}, defaultEncoding: 'hex' }).readableEncoding);
show('Writable latin1 default', () => new Writable({ defaultEncoding: 'latin1' }).writableDefaultEncoding ?? 'n/a');
const writable = new Writable({ write(chunk, encoding, callback) { callback(); } });
show('setDefaultEncoding({})', () => writable.setDefaultEncoding({}));
show('setDefaultEncoding(5n)', () => writable.setDefaultEncoding(5n));
show('write with bad encoding', () => writable.write('x', 'nope'));
