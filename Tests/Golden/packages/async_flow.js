// node_modules: async
// Debian packages: node-async (0.8)
const async = require('async');
const log = [];
const delay = (v, ms) => cb => setTimeout(() => { log.push('done ' + v); cb(null, v); }, ms);

async.series([delay('a', 3), delay('b', 1)], (err, res) => {
  console.log('series', err, res);
  async.parallel({ one: delay(1, 4), two: delay(2, 1) }, (err, res) => {
    console.log('parallel', err, JSON.stringify(res));
    async.waterfall([
      cb => cb(null, 'one', 'two'),
      (a, b, cb) => cb(null, a + b),
      (ab, cb) => cb(null, ab.toUpperCase()),
    ], (err, result) => {
      console.log('waterfall', err, result);
      async.mapLimit([5, 1, 3, 2], 2, (n, cb) => setTimeout(() => cb(null, n * 10), n), (err, r) => {
        console.log('mapLimit', r);
        async.eachSeries([1, 2, 3], (n, cb) => cb(n === 2 ? new Error('stop at ' + n) : null), err => {
          console.log('eachSeries', err && err.message);
          promises().then(() => console.log('order', log.join(',')));
        });
      });
    });
  });
});

function promises() {
  return new Promise(resolve => {
    async.filter([1, 2, 3, 4, 5], (n, cb) => cb(n % 2), f => {
      console.log('filter', f);
      async.reduce([1, 2, 3], 0, (memo, n, cb) => cb(null, memo + n), (e, red) => {
        console.log('reduce', red);
        async.auto({
          get_data: cb => cb(null, 'data'),
          make_folder: cb => setTimeout(() => cb(null, 'folder'), 1),
          write_file: ['get_data', 'make_folder', (cb, results) => cb(null, `wrote ${results.get_data} to ${results.make_folder}`)],
        }, (e, auto) => {
          console.log('auto', JSON.stringify(auto));
          const q = async.queue((task, cb) => { log.push('q ' + task.name); setTimeout(cb, 1); }, 2);
          q.drain = () => {
            console.log('queue drained', q.idle(), q.length());
            let tries = 0;
            async.retry(3, cb => cb(++tries < 3 ? new Error('flaky') : null, 'ok after ' + tries), (e, v) => {
              console.log('retry', v);
              async.times(4, (n, cb) => cb(null, n * n), (e, t) => {
                console.log('times', t);
                async.sortBy(['pear', 'fig', 'banana'], (w, cb) => cb(null, w.length), (e, sorted) => {
                  console.log('sortBy', sorted);
                  const memo = async.memoize((x, cb) => { log.push('compute ' + x); cb(null, x + 1); });
                  memo(1, () => memo(1, (e, v) => {
                    console.log('memo', v);
                    let i = 0;
                    async.whilst(() => i < 3, cb => { i++; setTimeout(cb, 1); }, () => {
                      console.log('whilst', i);
                      async.concat(['a', 'b'], (x, cb) => cb(null, [x, x + x]), (e, c) => {
                        console.log('concat', c);
                        const composed = async.compose((n, cb) => cb(null, n + 1), (n, cb) => cb(null, n * 3));
                        composed(4, (e, r) => { console.log('compose', r); resolve(); });
                      });
                    });
                  }));
                });
              });
            });
          };
          q.push([{ name: 'x' }, { name: 'y' }, { name: 'z' }]);
        });
      });
    });
  });
}
