// Times the hook engine inside wasm32 under Node.js: the benchmark case of
// `cargo bench -p hooklab-core --bench engine`, warm (settings compiled
// once) and cold (parse, compile, evaluate). Prints medians of batches.
// In wasm a matcher's regular expression is the host's RegExp, which stays
// compiled from one call to the next, as it does from one keystroke to the
// next in the sandbox (core/src/hooks/regex.rs).
"use strict";
const path = require("node:path");
const { EngineBench } = require(path.join(process.argv[2], "hooklab_wasm_bench.js"));

const bench = new EngineBench();

// Median time of one call, measured over `samples` batches of `batch` calls.
function median(run, batch, samples) {
  run(batch * 5); // let the engine's first-use tables and the JIT settle
  const times = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    run(batch);
    times.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const warm = median((n) => bench.warm(n), 50, 200);
const cold = median((n) => bench.cold(n), 10, 100);
const verdict = warm <= 200 ? "met" : "MISSED";
console.log(`wasm32      engine warm median ${warm.toFixed(1)} µs (target <= 200 µs: ${verdict})   cold ${cold.toFixed(1)} µs`);
