// net.BlockList (addresses, ranges and subnets in both families, IPv4-mapped addresses
// across them, rules, checks) and net.SocketAddress (parsing, canonical text, checks);
// the legacy net._createServerHandle and net._setSimultaneousAccepts.
const net = require('net');
const util = require('util');
const { BlockList, SocketAddress } = net;

function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (error) {
    console.log(label, error.name, error.code, error.message);
  }
}

console.log(Object.getOwnPropertyNames(BlockList.prototype), Object.getOwnPropertyNames(SocketAddress.prototype));
console.log(typeof BlockList.isBlockList, typeof SocketAddress.parse, typeof SocketAddress.isSocketAddress);

const list = new BlockList();
list.addAddress('123.123.123.123');
list.addRange('10.0.0.1', '10.0.0.10');
list.addSubnet('8592:757c:efae:4e45::', 64, 'ipv6');
list.addSubnet('192.168.1.0', 24);
list.addAddress('::1', 'ipv6');
console.log(list.rules);
console.log(util.inspect(list), util.inspect(list, { depth: -1 }));
for (const [address, family] of [
  ['123.123.123.123'], ['10.0.0.5'], ['10.0.0.11'], ['8592:757c:efae:4e45::f', 'ipv6'], ['8592:757c:efae:4e46::', 'ipv6'],
  ['192.168.1.255'], ['192.168.2.1'], ['::ffff:123.123.123.123', 'ipv6'], ['::ffff:7b7b:7b7b', 'ipv6'],
  ['::123.123.123.123', 'ipv6'], ['::1', 'ipv6'], ['0:0:0:0:0:0:0:1', 'IPv6'], ['1.1.1.1', 'ipv5'], ['x'],
]) {
  console.log('check', address, family, list.check(address, family));
}
console.log(list.check(new SocketAddress({ address: '10.0.0.3' })));

const mixed = new BlockList();
mixed.addSubnet('::ffff:0:0', 96, 'ipv6');
mixed.addRange('::', '::ffff:ffff:ffff', 'ipv6');
console.log(mixed.check('1.2.3.4'), mixed.check('::5', 'ipv6'), mixed.rules);
const everything = new BlockList();
everything.addSubnet('::', 0, 'ipv6');
console.log(everything.check('9.9.9.9'), everything.check('1::', 'ipv6'));
const byRange = new BlockList();
byRange.addRange('1.0.0.0', '2.0.0.0');
console.log(byRange.check('::ffff:1.5.0.0', 'ipv6'), byRange.check('::1.5.0.0', 'ipv6'));
const mapped = new BlockList();
mapped.addAddress('::ffff:1.2.3.4', 'ipv6');
console.log(mapped.check('1.2.3.4'), mapped.rules);
const fromObjects = new BlockList();
fromObjects.addAddress(new SocketAddress({ address: '1.1.1.1' }));
fromObjects.addRange(new SocketAddress({ address: '2.0.0.0' }), new SocketAddress({ address: '2.0.0.9' }));
fromObjects.addSubnet(new SocketAddress({ address: '3.0.0.0' }), 8);
fromObjects.addRange(new SocketAddress({ address: '4.4.4.4' }), new SocketAddress({ address: '::1', family: 'ipv6' }));
fromObjects.addSubnet('2001:DB8::1:0:0', 96, 'IPv6');
fromObjects.addSubnet('5.6.7.8', 8);
console.log(fromObjects.rules, fromObjects.check('2.0.0.5'), fromObjects.check('3.3.3.3'), fromObjects.check('5.0.0.1'));

attempt('reversed range:', () => list.addRange('10.0.0.10', '10.0.0.1'));
attempt('prefix 33:', () => list.addSubnet('1.1.1.1', 33));
attempt('prefix 129:', () => list.addSubnet('::', 129, 'ipv6'));
attempt("prefix 'a':", () => list.addSubnet('1.1.1.1', 'a'));
attempt('prefix 1.5:', () => list.addSubnet('1.1.1.1', 1.5));
attempt('address 1:', () => list.addAddress(1));
attempt('family 4:', () => list.addAddress('1.1.1.1', 4));
attempt('IPv6 as IPv4:', () => list.addAddress('::1'));
attempt('check 1:', () => list.check(1));

const six = new SocketAddress({ address: '::1', port: 80, family: 'ipv6', flowlabel: 5 });
console.log(six, six.address, six.port, six.family, six.flowlabel, JSON.stringify(six), util.inspect(six, { depth: -1 }));
console.log(new SocketAddress(), new SocketAddress({ address: '1.2.3.4', flowlabel: 7 }), new SocketAddress({ family: 'ipv6' }));
console.log(new SocketAddress({ family: 'IPV6', address: '::FFFF:1.2.3.4' }).address, SocketAddress.isSocketAddress(six),
  SocketAddress.isSocketAddress({}));
for (const address of ['1:2:3:4:5:6:7:8', '1::', '::', '1:0:0:1:0:0:0:1', '1:0:0:0:1:0:0:1', '::ffff:0:0', '::1:2', '::102:304',
  '0:0:0:0:0:1:0:0', 'fe80::0:1', '1:2:3:4:5:6:1.2.3.4', '::0.0.0.1', '0::0:0:ffff:0102:0304', '::fffe:1.2.3.4', '::2',
  '1:2:3:4:5:6:7::', '::1%lo']) {
  console.log(address, new SocketAddress({ family: 'ipv6', address }).address);
}
for (const address of ['1:2:3:4:5:6:7:8:9', '1:2', ':::', '1::2::3', '12345::', 'g::', '::1.2.3', '1.2.3.4::', '::1.2.3.4:5']) {
  attempt(`bad IPv6 ${address}:`, () => new SocketAddress({ family: 'ipv6', address }));
}
attempt('bad IPv4:', () => new SocketAddress({ address: '01.2.3.4' }));
attempt('bad family:', () => new SocketAddress({ family: 'x' }));
attempt('bad port:', () => new SocketAddress({ port: 70000 }));
attempt('negative port:', () => new SocketAddress({ port: -1 }));
attempt('bad flowlabel:', () => new SocketAddress({ flowlabel: -1 }));
attempt('bad options:', () => new SocketAddress(1));
attempt('address 1:', () => new SocketAddress({ address: 1 }));
attempt('family mismatch:', () => new SocketAddress({ address: '::1' }));

console.log(typeof net._createServerHandle, net._createServerHandle.length, net._setSimultaneousAccepts.length);
console.log(net._setSimultaneousAccepts());
const handle = net._createServerHandle('127.0.0.1', 0, 4);
console.log(typeof handle, typeof handle.listen);
handle.close();
console.log(net._createServerHandle('not-an-address', 0, 4));
