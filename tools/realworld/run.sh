#!/usr/bin/env bash
# Runs the real-package scripts of ../shared/realworld (Debian's node-* builds of npm
# packages, with node's output as the contract) through eddy, and compares the failures with
# tools/realworld/known-failures.txt: a failure not listed fails, and so does a listed script
# that passes (remove its line). Prints run.py's report, then the verdict.
#
#   tools/realworld/run.sh [path/to/eddy] [NAME-SUBSTRING ...]
#
# Needs the packages in /usr/share/nodejs (tools/install-dependencies.sh installs them).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
eddy=${1:-$root/.build/debug/eddy}
shift || true
eddy=$(cd "$(dirname "$eddy")" && pwd)/$(basename "$eddy")
runner=$root/../shared/realworld/run.py
known=$root/tools/realworld/known-failures.txt
results=$(mktemp)
trap 'rm -f "$results"' EXIT

python3 "$runner" --engine "$eddy" --results "$results" "$@"
status=$?
if [ ! -s "$results" ]; then
    echo "error: the real-package runner produced no results (exit $status)" >&2
    exit 1
fi

unexpected=0
while read -r name ok; do
    listed=0
    grep -qxF "$name" "$known" 2>/dev/null && listed=1
    if [ "$ok" = true ] && [ "$listed" -eq 1 ]; then
        echo "PASS (listed as known failure: remove it) $name"; unexpected=$((unexpected + 1))
    elif [ "$ok" = false ] && [ "$listed" -eq 0 ]; then
        echo "FAIL (not a known failure) $name"; unexpected=$((unexpected + 1))
    fi
done < <(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    row = json.loads(line)
    print(row["name"], "true" if row["ok"] else "false")
' "$results")
[ "$unexpected" -eq 0 ]
