// net.Server without new, and a subclass of it.
const net = require('net');
const s = net.Server(() => {});
class My extends net.Server { hi() { return 'hi'; } }
const m = new My();
console.log(s instanceof net.Server, m instanceof net.Server, m.hi(), s.constructor === net.Server, m.listening, typeof net.Server.prototype.listen);
m.listen(0, '127.0.0.1', () => { console.log('listening', m.address().family); m.close(); });
