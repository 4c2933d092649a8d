// path argument validation errors.
const path = require('path');

function attempt(label, fn) {
  try {
    console.log(label, JSON.stringify(fn()));
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
    console.log(String(e));
    console.log(e instanceof TypeError, Object.keys(e).join(','));
  }
}
attempt('join', () => path.join('a', 1));
attempt('normalize', () => path.normalize(null));
attempt('basename', () => path.basename({}));
attempt('basename suffix', () => path.basename('a', 5));
attempt('extname', () => path.extname(true));
attempt('resolve', () => path.resolve('/a', undefined));
attempt('relative', () => path.relative('/a', ['x']));
attempt('format', () => path.format('str'));
attempt('dirname', () => path.dirname(Symbol('s')));
attempt('parse', () => path.parse('averyveryveryveryverylongstringvalue'.length));
attempt('ok', () => path.join('a', 'b'));
