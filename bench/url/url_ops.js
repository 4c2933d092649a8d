// URL operations for bench/url/run.py: `url_ops.js <operation> <iterations>`.
// Each operation runs `iterations` times; run.py subtracts a run of 0 iterations
// (start-up) from the process's CPU time.
const [operation, countText] = process.argv.slice(2);
const count = Number(countText);
const input = 'https://www.example.com/path/?query=param#hash';
let sink = 0;

const operations = {
  parse() {
    for (let i = 0; i < count; i++) sink += new URL(input).href.length;
  },
  canParse() {
    for (let i = 0; i < count; i++) if (URL.canParse(input)) sink++;
  },
  href() {
    const url = new URL(input);
    for (let i = 0; i < count; i++) sink += url.href.length;
  },
  pathnameSetter() {
    const url = new URL(input);
    for (let i = 0; i < count; i++) url.pathname = (i & 1) ? '/a/b' : '/c';
    sink += url.href.length;
  },
  searchParamsIteration() {
    const params = new URLSearchParams('a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8');
    for (let i = 0; i < count; i++) for (const [name] of params) sink += name.length;
  },
};

if (count > 0) operations[operation]();
if (sink < 0) console.log(sink);
