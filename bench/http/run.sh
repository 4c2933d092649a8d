#!/usr/bin/env bash
# Measures bench/http/hello.js under wrk with each runtime, interleaved, on 127.0.0.1 only:
#   bench/http/run.sh [seconds] [connections] [rounds] [http|https]
# Prints one line per runtime and round: requests/s, p99 latency, peak RSS and the server's CPU
# time per request. Defaults: 10 s, 50 connections, 1 round, http (https serves hello_https.js over TLS). Uses .build/release/eddy (swift build -c release --product eddy),
# or $EDDY; EDDY_BASELINE adds another eddy binary to each round.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-10}
connections=${2:-50}
rounds=${3:-1}
scheme=${4:-http}
script=$root/bench/http/hello.js
[ "$scheme" = https ] && script=$root/bench/http/hello_https.js
runtimes=("${EDDY:-$root/.build/release/eddy}" "node --jitless" "node")
names=("eddy" "node --jitless" "node")
# EDDY_BASELINE=path/to/eddy adds a second eddy (main's build, say) to every round.
if [ -n "${EDDY_BASELINE:-}" ]; then
  runtimes=("${runtimes[0]}" "$EDDY_BASELINE" "${runtimes[@]:1}")
  names=("eddy" "eddy (baseline)" "${names[@]:1}")
fi

measure() {
  local name=$1 command=$2
  local output port pid
  output=$(mktemp)
  $command "$script" > "$output" &
  pid=$!
  for _ in $(seq 100); do
    port=$(head -n1 "$output")
    [ -n "$port" ] && break
    sleep 0.1
  done
  if [ -z "$port" ]; then
    echo "$name: the server did not start" >&2
    kill "$pid" 2>/dev/null || true
    return 1
  fi
  # One warm-up second, then the measured run.
  wrk -t1 -c"$connections" -d1s "$scheme://127.0.0.1:$port/" > /dev/null
  local report rss cpu0 cpu1
  # The server's CPU time (utime + stime, in clock ticks) around the measured run: steadier
  # than requests/s on a loaded machine.
  cpu0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  report=$(wrk -t1 -c"$connections" -d"${seconds}s" --latency "$scheme://127.0.0.1:$port/")
  cpu1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  rss=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  rm -f "$output"
  local rps p99 errors requests cpu
  rps=$(awk '/Requests\/sec/ {print $2}' <<< "$report")
  p99=$(awk '$1 == "99%" {print $2}' <<< "$report")
  errors=$(awk '/Non-2xx|Socket errors/' <<< "$report" | tr '\n' ' ')
  requests=$(awk '/requests in/ {print $1}' <<< "$report")
  cpu=$(echo "($cpu1 - $cpu0) * 1000000 / $(getconf CLK_TCK) / $requests" | bc -l)
  printf '| %s | %s | %s | %.1f | %.0f | %s |\n' "$name" "$rps" "$p99" "$(echo "$rss / 1024" | bc -l)" "$cpu" "$errors"
}

echo "| runtime | requests/s | p99 latency | peak RSS MiB | CPU µs/request | errors |"
echo "|---|---|---|---|---|---|"
for _ in $(seq "$rounds"); do
  for i in "${!runtimes[@]}"; do
    measure "${names[$i]}" "${runtimes[$i]}"
  done
done
