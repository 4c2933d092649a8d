// node_modules: hosted-git-info normalize-package-data validate-npm-package-license spdx-expression-parse spdx-correct nopt which resolve
// Debian packages: node-hosted-git-info node-normalize-package-data node-validate-npm-package-license node-spdx-expression-parse node-spdx-correct node-semver node-nopt node-which node-resolve
const hgi = require('hosted-git-info');
const info = hgi.fromUrl('git@github.com:npm/hosted-git-info.git');
console.log(info.type, info.user, info.project, info.https(), info.ssh(), info.browse(), info.bugs(), info.tarball(), info.shortcut(), info.docs());
console.log(hgi.fromUrl('gitlab:foo/bar#v1').browse('README.md'), hgi.fromUrl('https://bitbucket.org/a/b').file('x.js'), hgi.fromUrl('not a url'));
const normalize = require('normalize-package-data');
const pkg = { name: 'Example', version: '1.2.03', repository: 'user/repo', dependencies: { a: '^1' }, bin: 'cli.js' };
const warnings = [];
try { normalize(pkg, w => warnings.push(w)); } catch (e) { console.log('throws', e.message); }
console.log(pkg.version, JSON.stringify(pkg.repository), pkg.bugs, pkg.homepage, warnings.slice(0, 4));
const valid = require('validate-npm-package-license');
console.log(JSON.stringify(valid('MIT')), JSON.stringify(valid('(MIT OR Apache-2.0)')), JSON.stringify(valid('mit')), JSON.stringify(valid('SEE LICENSE IN LICENSE.txt')));
console.log(JSON.stringify(require('spdx-expression-parse')('(MIT AND (LGPL-2.1+ OR BSD-3-Clause))')), require('spdx-correct')('GPLv2'), require('spdx-correct')('Apache 2'));
const nopt = require('nopt');
const parsed = nopt({ foo: [String, null], bar: [Number], flag: Boolean, many: [String, Array], path: require('path') }, { f: ['--foo'], b: ['--bar', '7'] }, ['--foo', 'x', '-b', '--flag', '--many', 'a', '--many', 'b', 'rest', '--no-flag'], 0);
delete parsed.argv.cooked;
console.log(JSON.stringify(parsed));
const which = require('which');
console.log(which.sync('sh').endsWith('/sh'), which.sync('definitely-not-a-cmd-xyz', { nothrow: true }));
try { which.sync('definitely-not-a-cmd-xyz'); } catch (e) { console.log(e.code, e.message); }
const resolve = require('resolve');
console.log(resolve.sync('semver', { basedir: __dirname, paths: [process.env.NODE_PATH] }).replace(/^.*\/(semver\/)/, '$1'), resolve.isCore('fs'), resolve.isCore('nope'));
try { resolve.sync('no-such-pkg-xyz', { basedir: __dirname, paths: [process.env.NODE_PATH] }); } catch (e) { console.log(e.code, e.message.split('\n')[0].replace(__dirname, '.')); }
resolve('semver/functions/inc', { basedir: __dirname, paths: [process.env.NODE_PATH] }, (err, res, pkg2) => console.log(err, res.replace(/^.*\/(semver\/)/, '$1'), pkg2.name));
