#!/bin/sh
# Runs every lib/ comparison test under node (the reference).
cd "$(dirname "$0")" || exit 1
status=0
node check-syntax.js || status=1
for t in errors path events querystring os url; do
  node "test-$t.js" 2>/dev/null | tail -1 || status=1
  node "test-$t.js" >/dev/null 2>&1 || status=1
done
exit $status
