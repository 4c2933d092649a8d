#!/usr/bin/env bash
# The first command of the README: installs what is missing, builds Eddy (release) and runs
# it on an example.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-dependencies.sh
swift build -c release --product eddy
.build/release/eddy --version
.build/release/eddy examples/hello.js
