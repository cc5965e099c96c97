#!/usr/bin/env bash
# Hooklab's size and speed baseline, against the targets for the finished app.
# Run it through `./dev bench` (which builds the release binary and the bundle
# first). It is not part of the test command: numbers vary with the machine.
#
#   bundle      raw, gzip and brotli size of the hydrate bundle (target: <= 400 KB brotli)
#   ttfb        time to first byte of a lesson page (median of 20)
#   throughput  requests per second for a lesson page and for a static file
#               under wrk (target: the lesson at >= 30% of the static rate)
#   memory      the server's resident memory under that load (target: <= 60 MB)
#   start-up    the time `hooklab serve` takes to render every lesson before it
#               answers (target: <= 2000 ms)
#   wasm32      the hook engine inside wasm32 under Node.js, warm and cold, on
#               the criterion benchmark's case (target: <= 200 us warm)
#
# The engine's native benchmark is separate: `cargo bench -p hooklab-core --bench engine`.
set -euo pipefail
cd "$(dirname "$0")/.."

need() {
  command -v "$1" >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; }
}
need wrk wrk
need brotli brotli
need gzip gzip

size() { wc -c <"$1" | tr -d ' '; }
for dir in target/site/pkg/*/; do
  js=$dir/hooklab.js
  wasm=$dir/hooklab_bg.wasm
  raw=$(( $(size "$js") + $(size "$wasm") ))
  gz=$(( $(gzip -9 -c "$js" | wc -c) + $(gzip -9 -c "$wasm" | wc -c) ))
  br=$(( $(brotli -q 11 -c "$js" | wc -c) + $(brotli -q 11 -c "$wasm" | wc -c) ))
  printf 'bundle %-10s raw %7d B   gzip %7d B   brotli %7d B\n' "$(basename "$dir")" "$raw" "$gz" "$br"
done

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
server_log=$(mktemp)
RUST_LOG=warn,hooklab_server::serve=info "${CARGO_TARGET_DIR:-target}/release/hooklab" serve --addr "127.0.0.1:$port" >"$server_log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -f "$server_log"' EXIT
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
render_ms=$(sed 's/\x1b\[[0-9;]*m//g' "$server_log" | grep -o 'lessons rendered.*elapsed_ms=[0-9]*' | grep -o '[0-9]*$' | head -n 1)
printf 'start-up    every lesson rendered in %s ms (target <= 2000 ms: %s)\n' \
  "${render_ms:-?}" "$([ -n "$render_ms" ] && [ "$render_ms" -le 2000 ] && echo met || echo MISSED)"

lesson="http://127.0.0.1:$port/en/learn/hooks/anatomy"
favicon="http://127.0.0.1:$port/favicon.svg"
curl -fsS -o /dev/null "$lesson"   # warm the content library

ttfb=$(for _ in $(seq 1 20); do curl -s -o /dev/null -w '%{time_starttransfer}\n' "$lesson"; done | sort -n | sed -n '10p')
printf 'ttfb        lesson page median %.2f ms\n' "$(python3 -c "print($ttfb*1000)")"

rps() { wrk -t2 -c32 -d"${DURATION:-10s}" "$1" | awk '/Requests\/sec/ {print $2}'; }
peak=0
watch_rss() {
  while kill -0 "$pid" 2>/dev/null; do
    r=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    [ "${r:-0}" -gt "$(cat /tmp/hooklab-bench-rss 2>/dev/null || echo 0)" ] && echo "$r" >/tmp/hooklab-bench-rss
    sleep 0.2
  done
}
echo 0 >/tmp/hooklab-bench-rss
watch_rss & watcher=$!
static_rps=$(rps "$favicon")
lesson_rps=$(rps "$lesson")
kill "$watcher" 2>/dev/null || true
peak=$(cat /tmp/hooklab-bench-rss)
hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
ratio=$(python3 -c "print(round(100*$lesson_rps/$static_rps, 1))")
printf 'throughput  lesson %s req/s, static %s req/s: %s%% (target >= 30%%: %s)\n' \
  "$lesson_rps" "$static_rps" "$ratio" "$(python3 -c "print('met' if $ratio >= 30 else 'MISSED')")"
printf 'memory      peak resident %d KB under load (target <= 61440 KB: %s); high-water mark %d KB (start-up)\n' \
  "$peak" "$([ "$peak" -le 61440 ] && echo met || echo MISSED)" "$hwm"

node bench/page-weight.mjs "http://127.0.0.1:$port" || true

kill "$pid" 2>/dev/null || true
bash bench/wasm-engine/run.sh
