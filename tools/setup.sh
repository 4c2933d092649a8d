#!/usr/bin/env bash
# The first command of the README: installs what is missing, builds Eddy (release) and runs
# it. Until the runtime host lets `eddy` run scripts, the example runs through the engine's
# test entry point, eddy-engine-run.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-dependencies.sh
swift build -c release --product eddy
swift build -c release --product eddy-engine-run
.build/release/eddy --version
.build/release/eddy-engine-run examples/hello.js
