// A worker's filename is an absolute path, one starting with ./ or ../, or a URL object;
// URLs given as strings are refused with Node's hints.
const { Worker } = require('worker_threads');

for (const filename of ['relative_no_dot', 'file:///file_url', 'https://www.url.com', 'data:text/javascript,']) {
  try {
    new Worker(filename);
  } catch (error) {
    console.log(error.name, error.code, '|', error.message);
  }
}
try {
  new Worker(new URL('https://www.url.com'));
} catch (error) {
  console.log(error.name, error.code, '|', error.message);
}
