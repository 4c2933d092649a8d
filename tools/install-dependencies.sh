#!/usr/bin/env bash
# Installs the Debian packages Eddy builds against, when they are missing. Idempotent: on a
# machine that has them it only checks. Needs root or sudo for the install itself.
set -euo pipefail

# python3 drives the REPL through a pseudo-terminal in the tests (Tests/EddyCLITests/REPL/pty_drive.py).
packages=(libuv1-dev libedit-dev pkg-config python3)
# OpenSSL for crypto/tls/https; the openssl command makes the TLS tests' certificates.
packages+=(libssl-dev openssl)
# The zlib module links the system zlib and brotli.
packages+=(zlib1g-dev libbrotli-dev)
# The real-package scripts (tools/realworld/run.sh) require Debian's builds of npm packages,
# as ../shared/realworld/README.md lists them; they land in /usr/share/nodejs.
packages+=(node-accepts node-acorn node-ajv node-babel7 node-bluebird node-bytes node-chalk node-colors
    node-content-type node-cookie node-diff node-entities node-escodegen node-esprima node-estraverse node-etag
    node-fresh node-glob node-he node-http-errors node-iconv-lite node-immutable node-js-yaml node-lodash
    node-markdown-it node-marked node-mime-types node-minimatch node-mustache node-negotiator node-parse5
    node-path-to-regexp node-postcss node-range-parser node-readable-stream node-semver node-sprintf-js
    node-statuses node-string-width node-strip-ansi node-tape node-type-is node-typescript node-uglify-js
    node-uuid node-vary node-wrap-ansi node-xml2js node-yaml node-yargs node-yargs-parser node-jsdom)
# The golden scripts of Tests/Golden/packages use these too (the rest come with the list above).
packages+=(node-express node-moment node-underscore node-ramda node-cheerio node-ejs node-qs node-fs-extra
    node-through2 node-concat-stream node-highlight.js node-big.js node-bn.js node-pako node-espree node-esquery)
packages+=(chai node-sinon node-should node-expect.js node-nunjucks node-shelljs node-tar node-cli-table
    node-prompts node-picocolors node-redux node-moment-timezone node-pretty-ms node-pretty-bytes node-filesize node-color
    node-chroma-js node-co node-q node-when node-change-case node-inflection node-underscore.string node-columnify
    node-text-table node-json-stringify-safe node-url-parse node-ip node-netmask node-compare-versions node-deepmerge
    node-merge node-extend node-leven node-lunr node-big-integer node-seedrandom node-sha.js node-hash.js node-create-hash
    node-base64-js)
packages+=(node-superagent node-inquirer node-i18next node-timeago.js)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || { echo "error: Swift 6 is not on PATH (https://swift.org/install)" >&2; exit 1; }
