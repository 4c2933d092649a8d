// node_modules: moment underscore ramda
// Debian packages: node-moment node-underscore node-ramda
const moment = require('moment');
const m = moment.utc('2024-02-29T13:45:30.123Z');
console.log(m.format(), m.format('dddd, MMMM Do YYYY, h:mm:ss a'), m.format('YYYY-[W]WW-E DDDD Q X x'), m.toISOString(), m.valueOf());
console.log(m.clone().add(1, 'year').format('YYYY-MM-DD'), m.clone().subtract(3, 'months').endOf('month').format('LLL'), m.clone().startOf('isoWeek').format('ddd L'));
console.log(moment.utc('2024-01-01').diff(moment.utc('2023-01-01'), 'days'), moment.duration(90061000).humanize(), moment.duration('P1Y2M3DT4H5M6S').asHours(), moment.duration(3725, 'seconds').toISOString());
console.log(moment.utc('2024-03-10').from(moment.utc('2024-03-15')), moment.utc('2024-03-10').to(moment.utc('2025-03-15')), moment.utc('31/12/2023', 'DD/MM/YYYY').isValid(), moment.utc('2023-13-45', 'YYYY-MM-DD', true).isValid());
console.log(m.isBefore('2025-01-01'), m.isSame('2024-02-29', 'day'), m.isBetween('2024-01-01', '2024-12-31'), moment.utc([2020, 1, 29]).isLeapYear(), moment.max(moment.utc('2020-01-01'), moment.utc('2021-01-01')).year());
moment.locale('fr');
console.log(m.format('LLLL'), m.locale(), moment.utc('2024-01-01').locale('de').format('dddd D. MMMM'));
moment.locale('en');
console.log(moment.utc(0).calendar(moment.utc(86400000)), m.utcOffset(120).format('HH:mm Z'), moment.parseZone('2013-01-01T00:00:00-13:00').utcOffset());
const _ = require('underscore');
console.log(_.map([1, 2, 3], n => n * 3), _.reduce([1, 2, 3], (a, b) => a + b, 0), _.pluck([{ n: 'a' }, { n: 'b' }], 'n'), _.groupBy([1.3, 2.1, 2.4], Math.floor), _.sortBy(['bb', 'a', 'ccc'], 'length'));
console.log(_.uniq([1, 2, 1, 4, 1, 3]), _.chain([1, 2, 3, 4]).filter(n => n % 2 === 0).map(n => n * n).value(), _.template('hello <%= name %>! <% _.each(items, function(i) { %><b><%- i %></b><% }); %>')({ name: 'moe', items: ['<x>', 'y'] }));
console.log(_.debounce && typeof _.throttle, _.isEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), _.zip(['a', 'b'], [1, 2]), _.invert({ a: 'x', b: 'y' }), _.pick({ a: 1, b: 2, c: 3 }, 'a', 'c'), _.range(0, 10, 3), _.escape('<a href="x">&</a>'));
const R = require('ramda');
const addThenDouble = R.pipe(R.add(1), R.multiply(2));
console.log(addThenDouble(4), R.map(R.inc, [1, 2]), R.filter(R.propEq('type', 'a'), [{ type: 'a', v: 1 }, { type: 'b', v: 2 }]), R.groupBy(R.prop('k'), [{ k: 'x' }, { k: 'y' }, { k: 'x' }]));
console.log(R.compose(R.toUpper, R.head)(['abc']), R.assocPath(['a', 'b', 'c'], 42, { a: { x: 1 } }), R.evolve({ n: R.inc, s: R.trim }, { n: 1, s: '  hi ' }), R.lensProp && R.view(R.lensPath(['a', 0]), { a: [9] }));
console.log(R.sortWith([R.descend(R.prop('age')), R.ascend(R.prop('name'))], [{ name: 'b', age: 1 }, { name: 'a', age: 1 }, { name: 'c', age: 2 }]), R.curry((a, b, c) => a + b + c)(1)(2)(3), R.uniqBy(Math.abs, [-1, 1, 2]), R.zipObj(['a', 'b'], [1, 2]), R.equals({ a: [1] }, { a: [1] }));
