#!/usr/bin/env bash
# Runs every Node test in $EDDY_SHARED/nodetests (default ../shared beside the checkout) with eddy, as Node's own runner would: the
# tree is copied to a scratch folder with our small `common` module, each file must exit 0
# within 30 s. Prints one line per file and `N passed, N failed`; exits 1 when a file not
# in tools/nodetests/known-failures.txt fails (or a listed one passes: update the list).
#
#   tools/nodetests/run.sh [path/to/eddy]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
eddy=${1:-$root/.build/debug/eddy}
eddy=$(cd "$(dirname "$eddy")" && pwd)/$(basename "$eddy")   # the tests run in the scratch folder
# A worktree sits elsewhere than beside ../shared: EDDY_SHARED names the shared folder.
source=${EDDY_SHARED:-$root/../shared}/nodetests/test
known=$root/tools/nodetests/known-failures.txt
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R "$source"/. "$scratch/"
mkdir -p "$scratch/common"
cp "$root/tools/nodetests/common/"*.js "$root/tools/nodetests/common/"*.mjs "$scratch/common/"

passed=0 failed=0 unexpected=0
for test in "$scratch"/parallel/test-*.js "$scratch"/parallel/test-*.mjs; do
  [ -e "$test" ] || continue
  name=parallel/$(basename "$test")
  if (cd "$scratch/parallel" && timeout 30 "$eddy" "$test" > "$scratch/out.txt" 2>&1); then
    passed=$((passed + 1))
    if grep -qxF "$name" "$known" 2>/dev/null; then
      echo "PASS (listed as known failure: remove it) $name"; unexpected=$((unexpected + 1))
    else
      echo "pass $name"
    fi
  else
    failed=$((failed + 1))
    if grep -qxF "$name" "$known" 2>/dev/null; then
      echo "fail (known) $name"
    else
      echo "FAIL $name"; sed 's/^/    /' "$scratch/out.txt" | head -20; unexpected=$((unexpected + 1))
    fi
  fi
done
echo "$passed passed, $failed failed"
[ "$unexpected" -eq 0 ]
