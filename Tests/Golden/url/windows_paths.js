// url.pathToFileURL and fileURLToPath with { windows: true } (Node 20.13): drive letters, UNC
// paths (\\server\share and \\?\UNC\…), percent-encoding, and the paths refused.
const { pathToFileURL, fileURLToPath } = require('url');
for (const p of ['C:\\foo\\bar', 'C:\\foo bar\\', '\\\\server\\share\\x y', '\\\\?\\UNC\\server\\share\\f', 'C:\\%#?']) {
  try { console.log(JSON.stringify(p), pathToFileURL(p, { windows: true }).href); } catch (e) { console.log(e.code, e.message); }
}
for (const u of ['file:///C:/foo/bar', 'file://server/share/a%20b', 'file:///foo', 'file:///C:/a%2fb', 'file:///C:/a%5Cb']) {
  try { console.log(u, JSON.stringify(fileURLToPath(u, { windows: true }))); } catch (e) { console.log(e.code, e.message); }
}
for (const p of ['\\\\server', '\\\\\\x']) { try { pathToFileURL(p, { windows: true }) } catch (e) { console.log(e.code, e.message); } }
console.log(pathToFileURL('/tmp/a b/c\\d').href, pathToFileURL('/tmp/x/', { windows: false }).href);
