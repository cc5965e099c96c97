#!/usr/bin/env bash
# Lighthouse 12, mobile emulation (its default), on Hooklab's key pages: the
# median of three runs per page for performance, accessibility and best
# practices, plus total blocking time. Not part of ./dev test: scores vary
# from run to run on a small machine.
#
#   bench/lighthouse/run.sh [BASE_URL] [RUNS]
#
# BASE_URL defaults to http://127.0.0.1:3000 (a running `./dev run`); RUNS
# to 3. It uses the Chromium that ./dev installs and Node.js 22 or later
# (the one ./dev puts in .tools when the machine's is older).
set -euo pipefail
cd "$(dirname "$0")"
base=${1:-http://127.0.0.1:3000}
runs=${2:-3}
root=$(cd ../.. && pwd)
for node_dir in "$root"/.tools/node-*/bin; do
  [ -x "$node_dir/node" ] && export PATH="$node_dir:$PATH"
done
# `npm install`, not `npm ci`: one of Lighthouse's dependencies asks for
# another at "latest", which `npm ci` refuses to take from a lock file.
stamp=node_modules/.hooklab-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  npm install --no-audit --no-fund --no-update-notifier >&2
  touch "$stamp"
fi
chrome=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chrome" ] || { echo "Chromium is missing: run ./dev test once (it installs Debian's chromium)" >&2; exit 1; }
export CHROME_PATH=$chrome
pages=(${PAGES:-/en/ /en/learn/hooks/anatomy /en/sandbox /ru/quiz /es/simulator /fr/exam /en/class})
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%-26s %5s %5s %5s %8s\n' page perf a11y bp "TBT ms"
for page in "${pages[@]}"; do
  for i in $(seq "$runs"); do
    node_modules/.bin/lighthouse "$base$page" --quiet --output=json --output-path="$out/$i.json" \
      --only-categories=performance,accessibility,best-practices \
      --chrome-flags="--headless=new --no-sandbox" >/dev/null 2>&1 ||
      { echo "lighthouse failed on $page" >&2; exit 1; }
  done
  PAGE=$page node -e '
    const fs = require("fs");
    const runs = process.argv.slice(1).map(f => JSON.parse(fs.readFileSync(f)));
    const median = xs => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const score = c => Math.round(100 * median(runs.map(r => r.categories[c].score)));
    const tbt = Math.round(median(runs.map(r => r.audits["total-blocking-time"].numericValue)));
    const failed = [...new Set(runs.flatMap(r => Object.values(r.audits)
      .filter(a => a.score !== null && a.score < 1 && r.categories.accessibility.auditRefs.some(x => x.id === a.id && x.weight > 0))
      .map(a => a.id)))];
    console.log(process.env.PAGE.padEnd(26), String(score("performance")).padStart(5),
      String(score("accessibility")).padStart(5), String(score("best-practices")).padStart(5),
      String(tbt).padStart(8), failed.length ? "  a11y: " + failed.join(", ") : "");
  ' "$out"/*.json
  rm -f "$out"/*.json
done
