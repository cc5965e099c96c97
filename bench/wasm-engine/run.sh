#!/usr/bin/env bash
# Builds the engine benchmark for wasm32 as the browser bundles are built
# (./dev wasm-build: the same toolchain, flags and profile; then
# wasm-bindgen and wasm-opt -Oz from end2end's binaryen) and times it under
# Node.js. Needs what `./dev site` installs.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${CARGO_TARGET_DIR:-target}"
out="$target/wasm-engine-bench"
./dev wasm-build -q -p hooklab-wasm-bench --lib
wasm-bindgen --target nodejs --no-typescript --out-dir "$out" \
  "$target/wasm32-unknown-unknown/wasm-release/hooklab_wasm_bench.wasm"
end2end/node_modules/.bin/wasm-opt -Oz \
  --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/hooklab_wasm_bench_bg.wasm" -o "$out/hooklab_wasm_bench_bg.wasm"
node bench/wasm-engine/run.cjs "$(cd "$out" && pwd)"
