#!/usr/bin/env bash
# The engine's tests under AddressSanitizer: a debug build with `--sanitize=address` in a
# build folder of its own (.build-asan), then EddyEngineTests. Run before a release, beside
# the 30-minute fuzz campaign; CI does not run it (the build and the slowed tests together
# take longer than CI's whole budget; see README, "Tests").
#
# The heap verifier is off on purpose: with EDDY_GC_VERIFY=1 a collection keeps the cells it
# drops as zombies, so a use after a collection would read a live (cleared) allocation; here
# the cells are really freed, and such a use is a heap-use-after-free report.
set -euo pipefail
cd "$(dirname "$0")/.."
unset EDDY_GC_VERIFY

swift build --build-tests --sanitize=address --scratch-path .build-asan

# detect_stack_use_after_return=0: with ASan's fake stacks a local's address is not on the
#   thread's stack, and the VM's stack-depth check (VM+StackLimit.swift) would take every
#   call for an overflow.
# detect_leaks=0: the test runner's own objects are still allocated at exit.
export ASAN_OPTIONS=detect_stack_use_after_return=0:detect_leaks=0:abort_on_error=1
swift test --skip-build --scratch-path .build-asan --filter EddyEngineTests "$@"
