#!/usr/bin/env bash
# The second command of the README, and what CI runs: builds everything (a warning fails),
# runs every test target, the engine tests again under collector stress, and test262 against
# its committed known-failures list. Each step has a time limit that kills its whole process
# session; a step in which no test ran fails.
set -euo pipefail
cd "$(dirname "$0")/.."

log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

# Each step's heading says how long the script has run so far, so a slow step shows in CI's log.
started_at=$SECONDS
step() { printf '\n== %s (at %ds)\n' "$*" "$((SECONDS - started_at))"; }

# The heap verifier in every engine this script starts (unit tests, Node's tests, real
# packages, fuzzing): a cell a collection dropped and a later one reaches again — a missed
# root — stops the process with a report instead of living on as an empty object.
export EDDY_GC_VERIFY=1

# A crashing process prints the crashed thread's symbolicated backtrace, compactly, so a
# failure in CI can be diagnosed from its output alone.
export SWIFT_BACKTRACE="enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"

# Runs a command with a time limit. The command gets a session of its own (setsid), and on
# expiry every process of that session is killed: swift-test starts its test runner in a
# process group of its own, so signalling one group would leave the runner behind.
limited() {
    local seconds=$1; shift
    setsid "$@" &
    local pid=$!
    # The watchdog's own stderr is silenced (bash reports its sleep being ended as
    # "Terminated"); its message goes to fd 3, the real stderr.
    ( sleep "$seconds" && { echo "error: timed out after ${seconds}s: $*" >&3; pkill -KILL -s "$pid"; } ) 3>&2 2>/dev/null &
    local watchdog=$!
    local status=0
    wait "$pid" || status=$?
    # Ending the watchdog's sleep makes the watchdog exit without acting (sleep && …).
    pkill -P "$watchdog" 2>/dev/null || true
    wait "$watchdog" 2>/dev/null || true
    pkill -KILL -s "$pid" 2>/dev/null || true
    return "$status"
}

# Runs `swift test` with the given arguments and fails when no test ran.
run_tests() {
    local name=$1; shift
    local log="$log_dir/$name.log"
    local status=0
    limited "${EDDY_TEST_TIMEOUT:-900}" swift test --skip-build "$@" >"$log" 2>&1 || status=$?
    grep -E '^✘|recorded an issue|Test run with|^error:|Fatal error' "$log" | cut -c1-300 || true
    local count
    count=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | grep -Eo '[0-9]+' | tail -n 1 || true)
    if [ "$status" -ne 0 ]; then
        echo "error: $name failed (exit $status)" >&2
        # A crash of the test process: the test that was running and the crashed thread's
        # backtrace (the Swift runtime's backtracer writes it into the log), then the end.
        grep -E "^Test Case '.*' started" "$log" | tail -n 1 >&2 || true
        grep -A 60 -E 'crashed:$|^\*\*\* (Signal|Program crashed)' "$log" | head -n 120 >&2 || true
        echo "-- the last lines:" >&2
        tail -n 30 "$log" >&2
        return 1
    fi
    if [ -z "$count" ] || [ "$count" -eq 0 ]; then
        echo "error: $name ran no test" >&2
        return 1
    fi
    echo "$name: $count tests passed"
}

step "build (debug, with tests)"
status=0
limited 1200 swift build --build-tests >"$log_dir/build.log" 2>&1 || status=$?
grep -E 'error|warning:' "$log_dir/build.log" || true
[ "$status" -eq 0 ] || { echo "error: build failed" >&2; tail -n 30 "$log_dir/build.log" >&2; exit 1; }
if grep -qE '^/.*(Sources|Tests|tools|Examples|bench)/.*warning:' "$log_dir/build.log"; then
    echo "error: the build has warnings" >&2
    exit 1
fi

step "unit tests"
run_tests unit-tests

# The whole-program tests (AWFY) allocate millions of objects; a full collection at each of
# their millions of safe points is quadratic, so they run in the step above only.
step "engine tests under collector stress (EDDY_GC_STRESS=1, with the verifier)"
EDDY_GC_STRESS=1 run_tests gc-stress --filter EddyEngineTests --skip LanguageBenchmarkProgramTests

# Release build: the whole suite then runs in well under a minute, and stack-depth outcomes
# match the build the known-failures list was made with. The older lists (core-es5,
# es2015plus) are subsets of node20-scripts.txt, so they need no step of their own.
limited 1200 swift build -c release --product eddy-test262 >"$log_dir/test262-build.log" 2>&1 \
    || { tail -n 30 "$log_dir/test262-build.log" >&2; exit 1; }

# node20-scripts.txt holds every test of the older lists and everything else Node 20 has
# (~29,000); a few (RegExp property escapes) need several seconds of CPU each, hence the
# longer timeout.
step "test262 node20-scripts.txt (any failure not in tools/test262/node20-known-failures.txt fails)"
limited 900 .build/release/eddy-test262 --list node20-scripts.txt --timeout 60 \
    --known-failures tools/test262/node20-known-failures.txt

# The 479 module tests (flags: [module]), each the entry module with its fixtures beside it.
step "test262 node20-modules.txt (any failure not in tools/test262/node20-modules-known-failures.txt fails)"
limited 300 .build/release/eddy-test262 --list node20-modules.txt --timeout 60 \
    --known-failures tools/test262/node20-modules-known-failures.txt

# A release eddy (the engine is built already for test262) for the steps below: debug runs
# TypeScript's checker and Babel, or a Node test writing a megabyte through http, several
# times slower, near the runners' time limits on a loaded machine.
limited 1200 swift build -c release --product eddy >"$log_dir/eddy-release-build.log" 2>&1 \
    || { tail -n 30 "$log_dir/eddy-release-build.log" >&2; exit 1; }

# Havlak's one iteration is minutes in a debug build, so the unit tests leave it to this build;
# it checks its own result (a wrong one makes the harness exit 1).
step "AWFY Havlak under the release build (../shared/bench/awfy; its own result check)"
limited 300 bash -c 'cd ../shared/bench/awfy && "$0" harness.js Havlak 1 1' "$PWD/.build/release/eddy" | tail -n 1

step "Node's own tests (../shared/nodetests; any failure not in tools/nodetests/known-failures.txt fails)"
limited 600 tools/nodetests/run.sh .build/release/eddy

step "real packages (../shared/realworld; any failure not in tools/realworld/known-failures.txt fails)"
if [ -d /usr/share/nodejs ]; then
    limited 600 tools/realworld/run.sh .build/release/eddy
elif command -v apt-get >/dev/null; then
    echo "error: /usr/share/nodejs is missing: run tools/install-dependencies.sh (Debian's node-* packages)" >&2
    exit 1
else
    echo "skipped: no apt-get here to install Debian's node-* packages into /usr/share/nodejs"
fi

# Seeded, so the same 400 cases every run: a crash here is a regression, never luck.
step "fuzzing (tools/fuzz: 400 seeded cases; any crash fails)"
limited 600 python3 tools/fuzz/fuzz.py run --seed 1 --runs 400 --jobs 2 --eddy .build/release/eddy \
    --out "$log_dir/fuzz" | tail -n 5

echo
echo "All tests passed in $((SECONDS - started_at))s."
