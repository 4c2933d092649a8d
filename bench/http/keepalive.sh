#!/usr/bin/env bash
# Holds N concurrent keep-alive connections (default 10,000) to bench/http/keepalive_server.js and
# reports the server's memory: RSS at rest, with every connection open after one request
# each, after a second request on each, and after the client has closed them all; then a
# second client does the same, to show that the memory of the first was reused (bounded).
#   bench/http/keepalive.sh [connections]
# Uses .build/release/eddy (or $EDDY) and node for the client; node --jitless and node
# are measured as servers too, one after the other.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
connections=${1:-10000}
script=$root/bench/http/keepalive_server.js
client=$root/bench/http/keepalive_client.js
runtimes=("${EDDY:-$root/.build/release/eddy}" "node --jitless" "node")
names=("eddy" "node --jitless" "node")

rss() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status"; }

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
  local rest open_line second_line held after sockets answers1 failures1 ms answers2 failures2
  rest=$(rss "$pid")
  local row="| $name | $rest"
  for session in 1 2; do
    coproc CLIENT { node "$client" "$port" "$connections"; }
    read -r open_line <&"${CLIENT[0]}"
    local opened_rss
    opened_rss=$(rss "$pid")
    read -r second_line <&"${CLIENT[0]}"
    held=$(rss "$pid")
    echo "close" >&"${CLIENT[1]}"
    read -r _ <&"${CLIENT[0]}" || true
    wait "$CLIENT_PID" 2>/dev/null || true
    # The server sees the closes on its next loop turns; give it a moment.
    sleep 1
    after=$(rss "$pid")
    # open_line: "open <sockets> <answers> <failures> <ms>"; second_line: "second <answers> <failures>"
    read -r _ sockets answers1 failures1 ms <<< "$open_line"
    read -r _ answers2 failures2 <<< "$second_line"
    row="$row | $sockets / $answers2 / $((failures1 + failures2)) | $opened_rss | $held | $after"
    echo "$name: session $session opened in ${ms} ms" >&2
  done
  echo "$row |"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  rm -f "$output"
}

echo "| server (RSS in MiB) | RSS at rest | client 1: connections / answers / errors | all open | after 2nd request | after close | client 2: connections / answers / errors | all open | after 2nd request | after close |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for i in "${!runtimes[@]}"; do
  measure "${names[$i]}" "${runtimes[$i]}"
done
