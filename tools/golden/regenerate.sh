#!/usr/bin/env bash
# Regenerates the expected output of golden tests with node (the reference):
#   tools/golden/regenerate.sh [Tests/Golden/<suite>/<name>.js …]
# For each script: <name>.stdout always, <name>.status only when the exit code is not 0.
# Each script runs in its own directory with no terminal on its standard input, as the
# golden test runner runs it with eddy.
# Hand-written <name>.stderr-includes files (lines that must appear in stderr) are kept.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts=("$@")
if [ ${#scripts[@]} -eq 0 ]; then
  mapfile -t scripts < <(find Tests/Golden -name '*.js' -not -path '*/fixtures/*' -not -path '*/node_modules/*' | sort)
fi
for script in "${scripts[@]}"; do
  directory=$(dirname "$script")
  name=$(basename "$script" .js)
  status=0
  # A script whose first line is `// node_modules: a b` uses Debian's builds of those npm
  # packages (tools/install-dependencies.sh), found through NODE_PATH as the test runs it.
  modules=""
  if head -n 1 "$script" | grep -q '^// node_modules:'; then
    modules=/usr/share/nodejs
    for module in $(head -n 1 "$script" | sed 's|^// node_modules:||'); do
      [ -f "$modules/$module/package.json" ] || { echo "error: $script needs $modules/$module (tools/install-dependencies.sh)" >&2; exit 1; }
    done
  fi
  (cd "$directory" && env ${modules:+NODE_PATH=$modules} node "$name.js" > "$name.stdout" 2>/dev/null < /dev/null) || status=$?
  if [ "$status" -ne 0 ]; then echo "$status" > "$directory/$name.status"; else rm -f "$directory/$name.status"; fi
  echo "$script: exit $status"
done
