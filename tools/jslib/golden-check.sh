#!/bin/sh
# Runs every Tests/Golden script under node with lib/ swapped in for the
# built-in modules, and compares stdout and exit status with the goldens.
cd "$(dirname "$0")/../../Tests/Golden" || exit 1
pre="$(cd ../../tools/jslib && pwd)/use-lib.js"
fail=0
for js in */*.js; do
  dir=$(dirname "$js"); name=$(basename "$js" .js)
  expected_status=0
  [ -f "$dir/$name.status" ] && expected_status=$(cat "$dir/$name.status")
  out=$(cd "$dir" && node -r "$pre" "$name.js" 2>/dev/null); status=$?
  if [ "$out" != "$(cat "$dir/$name.stdout")" ] || [ "$status" != "$expected_status" ]; then
    echo "FAIL $js (status $status, expected $expected_status)"
    (cd "$dir" && node -r "$pre" "$name.js" 2>/dev/null | diff - "$name.stdout" | head -10)
    fail=1
  else
    echo "ok   $js"
  fi
done
exit $fail
