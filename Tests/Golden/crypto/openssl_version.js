'use strict';
// process.versions.openssl names the linked OpenSSL 3 (tests pick cases by it).
const version = process.versions.openssl;
console.log(typeof version, /^3\.\d+\.\d+/.test(version), Object.keys(process.versions).includes('openssl'));
