// What a first visit to each key page makes the browser download (HTML
// aside): the stylesheet, the bundle's JavaScript and WebAssembly, and the
// strings of the page's language that its bundle uses, each compressed
// with brotli at quality 11. Prints one line per page against the budgets
// of issue #16 and exits with 1 when a page weighs more than its ceiling.
// A practice page's content file (its quiz, exam or review items, JSON)
// is data, not code: it is printed on its own line and not counted. The
// bundles a page loads later, once the learner needs them (the loaders its
// boot script defines: `hooklabEngine`, the hook engine and the words of
// its answers, once the learner focuses the sandbox; `hooklabSearch`, the
// search field's live results, once they focus the field), are weighed on
// lines of their own too, against ceilings of their own (LATER_CEILINGS),
// and not counted in the first visit.
//
//   node bench/page-weight.mjs [BASE_URL]     (default http://127.0.0.1:3000)
//
// `./dev test` runs it against its test server: a size is deterministic, so
// unlike a timing it can be a test.

import { brotliCompressSync, constants } from "node:zlib";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");

// The goals: reading pages at most 200 KB, every other page 400 KB.
const TARGET = { reading: 200_000, tool: 400_000 };
// Each page: its path, its kind, and the ceiling `./dev test` enforces
// today, a little above what the page weighs: lower a ceiling whenever a
// page gets lighter, never raise it to let a page grow. A ceiling becomes
// its kind's TARGET once the page meets it.
const PAGES = [
  ["/en/", "reading", 200_000],
  ["/en/learn", "reading", 200_000],
  ["/en/learn/hooks/anatomy", "reading", 200_000],
  ["/fr/learn/reference/glossary", "reading", 200_000],
  ["/ru/learn/cheat-sheets/hooks", "reading", 200_000],
  ["/es/search", "reading", 200_000],
  ["/en/sandbox", "tool", 400_000],
  ["/en/sandbox/challenges/block-rm-allow-git", "tool", 400_000],
  ["/ru/quiz", "tool", 400_000],
  ["/fr/exam", "tool", 400_000],
  ["/en/review", "tool", 400_000],
  ["/es/simulator", "tool", 400_000],
  ["/es/simulator/resume-wrong-directory", "tool", 400_000],
  ["/en/class", "tool", 400_000],
  ["/fr/signin", "tool", 400_000],
  // A student's and an instructor's pages load their bundles signed out
  // too (the page then asks them to sign in), so they are weighed here.
  ["/en/class/assignments/a1/quiz/q1", "tool", 400_000],
  ["/ru/class/assignments/a1/challenge/c1", "tool", 400_000],
  ["/es/class/assignments/a1/simulator/s1", "tool", 400_000],
  ["/fr/class/assignments/a1/authored-exam/x1", "tool", 400_000],
  ["/es/teach", "tool", 400_000],
];

// The most each bundle a page loads later (script, WebAssembly and words)
// may weigh, by its loader's name.
const LATER_CEILINGS = { hooklabEngine: 185_000, hooklabSearch: 48_000 };

const brotliSize = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;

async function fetchBytes(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

// A practice page's content file (JSON), which is data and not counted.
const isContent = (url) => url.endsWith(".json");

// A loader the boot script defines for a bundle the page loads later
// (app/src/shell.rs): its name, then the bundle's script and WebAssembly,
// and its words in the page's language (or null: it has none).
const LOADER = /globalThis\.(hooklab\w+) = load\('([^']*)', '([^']*)', (?:'([^']*)'|null)\);/g;

// The files a first visit loads before the page is interactive: the
// stylesheet, the module preload, the strings and content preloads and
// the WebAssembly the boot script names (not the loaders' bundles).
function assetsOf(html) {
  html = html.replace(LOADER, "");
  const found = new Set();
  for (const [, tag] of html.matchAll(/<link\b([^>]*)>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1] ?? "";
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href && ["stylesheet", "modulepreload", "preload"].includes(rel)) found.add(href);
  }
  for (const [, url] of html.matchAll(/module_or_path: '([^']*)'/g)) found.add(url);
  return [...found];
}

const cache = new Map();
async function weigh(path) {
  if (!cache.has(path)) cache.set(path, fetchBytes(base + path).then(brotliSize));
  return cache.get(path);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
let over = 0;
for (const [path, kind, ceiling] of PAGES) {
  const html = (await fetchBytes(base + path)).toString("utf8");
  const fetched = assetsOf(html);
  const assets = fetched.filter((url) => !isContent(url));
  const content = fetched.filter(isContent);
  if (!assets.some((a) => a.endsWith(".wasm"))) {
    console.error(`${path}: the page loads no WebAssembly bundle (was the site built?)`);
    over += 1;
    continue;
  }
  const sizes = await Promise.all(assets.map(weigh));
  const total = sizes.reduce((a, b) => a + b, 0);
  const status = total > ceiling ? "OVER CEILING" : total > TARGET[kind] ? "over target" : "ok";
  if (total > ceiling) over += 1;
  console.log(
    `${path.padEnd(44)} ${kb(total).padStart(10)}  target ${kb(TARGET[kind])}, ceiling ${kb(ceiling)}: ${status}`,
  );
  for (const [i, asset] of assets.entries()) {
    console.log(`    ${asset.padEnd(52)} ${kb(sizes[i]).padStart(10)}`);
  }
  console.log(`    ${"(the page's HTML)".padEnd(52)} ${kb(brotliSize(Buffer.from(html))).padStart(10)}  (not counted)`);
  for (const file of content) {
    console.log(`    ${file.padEnd(52)} ${kb(await weigh(file)).padStart(10)}  (content, not counted)`);
  }
  for (const [, loader, js, wasm, words] of html.matchAll(LOADER)) {
    const weight = (await weigh(js)) + (await weigh(wasm)) + (words ? await weigh(words) : 0);
    const ceiling = LATER_CEILINGS[loader] ?? 0;
    const verdict = weight > ceiling ? "OVER CEILING" : "ok";
    if (weight > ceiling) over += 1;
    console.log(
      `    ${`(${loader}: loaded later, when needed)`.padEnd(52)} ${kb(weight).padStart(10)}  (not counted; ceiling ${kb(ceiling)}: ${verdict})`,
    );
  }
}
if (over > 0) {
  console.error(`${over} page(s) weigh more than their ceiling`);
  process.exit(1);
}
