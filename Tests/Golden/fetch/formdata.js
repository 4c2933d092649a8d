// FormData as Node 20's undici has it: entries (strings, Blobs turned into Files), set and
// delete, iteration, argument checks and messages, util.inspect, a multipart body with
// undici's escapes and boundary, and Body.formData() for multipart and urlencoded bodies.
const stable = (text) => text.replace(/formdata-undici-0\d{11}/g, 'formdata-undici-0<digits>');
const shown = (value) => (typeof value === 'string' ? value : [value.constructor.name, value.name, value.type, value.size]);

(async () => {
  const fd = new FormData();
  fd.append('a', '1\nx');
  fd.append('b"q', new Blob(['hello'], { type: 'text/plain' }));
  fd.append('c', new Blob(['xy']), 'f.txt');
  fd.append('a', 'second');
  fd.append('lone', 'bad\ud800');
  console.log([...fd].map(([name, value]) => [name, shown(value)]));
  console.log(fd.getAll('a'), fd.get('nope'), fd.has('b"q'), fd.has('B"q'));
  fd.set('a', 'two');
  fd.delete('lone');
  console.log([...fd.keys()], [...fd.values()].map(shown));
  fd.forEach(function (value, name, owner) { console.log('forEach', name, shown(value), owner === fd, this.tag); }, { tag: 't' });
  console.log(String(fd), Object.prototype.toString.call(fd.entries()), FormData.length, FormData.prototype.append.length);
  const file = new File(['abc'], 'kept.txt', { type: 'text/x', lastModified: 42 });
  fd.append('file', file);
  console.log(fd.get('file') === file, fd.get('c') instanceof File);
  fd.set('file', file, 'renamed.txt');
  const renamed = fd.get('file');
  console.log(renamed === file, renamed.name, renamed.type, renamed.lastModified);

  for (const attempt of [
    () => fd.append('x'),
    () => fd.get(),
    () => fd.append('x', 'y', 'z'),
    () => fd.set('x', 1, 'name'),
    () => new FormData(1),
    () => FormData.prototype.get.call({}, 'a'),
    () => fd.forEach(1),
    () => fd.keys().next.call({}),
  ]) {
    try {
      attempt();
      console.log('no error');
    } catch (error) {
      console.log(error.name, error.message, error.code);
    }
  }

  const small = new FormData();
  small.append('k', 'v');
  small.append('k', new File(['z'], 'z.bin', { lastModified: 1 }));
  small.append('other', 'w');
  console.log(require('util').inspect(small));
  console.log(require('util').inspect(new FormData()));

  const response = new Response(fd);
  const type = response.headers.get('content-type');
  console.log(stable(type));
  const text = await response.text();
  console.log(JSON.stringify(stable(text)));

  const parsed = await new Response(fd).formData();
  console.log([...parsed].map(([name, value]) => [name, shown(value)]));
  const request = new Request('http://example.com/', { method: 'POST', body: fd });
  console.log(stable(request.headers.get('content-type')));
  console.log([...(await request.formData())].map(([name, value]) => [name, shown(value)]));

  const urlencoded = new Response('a=1&b=%20c&a=3', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  console.log([...(await urlencoded.formData())]);
  for (const [body, contentType] of [
    ['x', 'text/plain'],
    ['--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
    ['nothing', 'multipart/form-data; boundary=b'],
  ]) {
    try {
      await new Response(body, { headers: { 'content-type': contentType } }).formData();
      console.log('parsed');
    } catch (error) {
      console.log(error.name, error.message);
    }
  }
  const handmade = '--XyZ\r\nContent-Disposition: form-data; name="plain"\r\n\r\nline1\r\nline2\r\n' +
    '--XyZ\r\ncontent-disposition: form-data; name="up"; filename="a.txt"\r\n\r\nfile body\r\n--XyZ--\r\n';
  const fromHandmade = await new Response(handmade, { headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } }).formData();
  console.log([...fromHandmade].map(([name, value]) => [name, shown(value)]));
  console.log(await fromHandmade.get('up').text());
})();
