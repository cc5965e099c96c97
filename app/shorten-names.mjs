// Gives the functions a browser bundle's WebAssembly module and its
// JavaScript glue call each other by short names, in both files.
//
//   node app/shorten-names.mjs DIR    (DIR holds wasm-bindgen's output:
//                                      hooklab_bg.wasm and hooklab.js)
//
// wasm-bindgen names each import after the Rust item it binds plus a hash
// of 16 hex digits (`__wbg_setAttribute_2704501201f15687`), and each
// closure it exports after the closure's whole type. Every name is written
// in the module and again in the glue. A bundle imports about 270
// functions: their hashes alone are some 4 KB that brotli cannot compress.
// Renamed `a`, `b`, ... `ba`, they cost a few bytes each.
//
// `./dev site` runs this between wasm-bindgen and wasm-opt. It stops with
// an error, leaving both files as they were, when the glue does not read as
// this expects: an import that is not a key of the glue's import object
// exactly once.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node app/shorten-names.mjs DIR");
  process.exit(2);
}
const wasmPath = join(dir, "hooklab_bg.wasm");
const jsPath = join(dir, "hooklab.js");
// The module name the glue's import object is known by, and its new name.
const GLUE_MODULE = "./hooklab_bg.js";
const SHORT_MODULE = "w";
// How the glue refers to the module's exports: `wasm.<name>`.
const EXPORTS_OBJECT = "wasm";

// --- The module's binary format ---------------------------------------------

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return Buffer.from(out);
}

function readName(bytes, at) {
  const [length, start] = readLeb(bytes, at);
  return [bytes.subarray(start, start + length).toString("utf8"), start + length];
}

function nameBytes(name) {
  const text = Buffer.from(name, "utf8");
  return Buffer.concat([leb(text.length), text]);
}

// Where an import's description (after its two names) ends.
function importDescriptionEnd(bytes, at) {
  const kind = bytes[at++];
  const limitsEnd = (from) => {
    const [flags, next] = readLeb(bytes, from);
    let end = readLeb(bytes, next)[1];
    if (flags & 1) end = readLeb(bytes, end)[1];
    return end;
  };
  switch (kind) {
    case 0: // a function: its type's index
      return readLeb(bytes, at)[1];
    case 1: // a table: its element type, then its limits
      return limitsEnd(at + 1);
    case 2: // a memory: its limits
      return limitsEnd(at);
    case 3: // a global: its value type and mutability
      return at + 2;
    default:
      throw new Error(`${wasmPath}: an import of unknown kind ${kind} at byte ${at - 1}`);
  }
}

// Each import and export as [module or null, name, description bytes].
function readEntries(bytes, start, isImport) {
  let [count, at] = readLeb(bytes, start);
  const entries = [];
  while (count-- > 0) {
    let module = null;
    if (isImport) [module, at] = readName(bytes, at);
    const [name, afterName] = readName(bytes, at);
    const end = isImport ? importDescriptionEnd(bytes, afterName) : readLeb(bytes, afterName + 1)[1];
    entries.push([module, name, bytes.subarray(afterName, end)]);
    at = end;
  }
  return entries;
}

function writeEntries(id, entries) {
  const body = [leb(entries.length)];
  for (const [module, name, description] of entries) {
    if (module !== null) body.push(nameBytes(module));
    body.push(nameBytes(name), description);
  }
  const section = Buffer.concat(body);
  return Buffer.concat([Buffer.from([id]), leb(section.length), section]);
}

// The module's sections, each as [id, start of its content, end].
function sections(bytes) {
  const found = [];
  let at = 8;
  while (at < bytes.length) {
    const [size, start] = readLeb(bytes, at + 1);
    found.push([bytes[at], start, start + size, at]);
    at = start + size;
  }
  return found;
}

// --- Renaming -------------------------------------------------------------

// `a` ... `z`, `A` ... `Z`, then `ba`, `bb`, ...: never a JavaScript
// keyword, nor `__proto__`, the import object's other key.
const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
function shortName(index) {
  let name = "";
  do {
    name = LETTERS[index % LETTERS.length] + name;
    index = Math.floor(index / LETTERS.length);
  } while (index > 0);
  return name;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The glue with every match of `pattern` replaced by `to`, and how many
// there were; `exactlyOnce`: an error unless there was one.
function replaceIn(js, pattern, to, { exactlyOnce, what }) {
  const regex = new RegExp(pattern, "g");
  const count = (js.match(regex) ?? []).length;
  if (exactlyOnce && count !== 1) {
    throw new Error(`${jsPath}: ${what} is written ${count} times, not once`);
  }
  return [js.replace(regex, to), count];
}

function shorten(bytes, js) {
  const parts = [bytes.subarray(0, 8)];
  for (const [id, start, end, header] of sections(bytes)) {
    if (id === 2) {
      // Imports: every function the glue gives the module.
      const renamed = new Map();
      const entries = readEntries(bytes, start, true).map(([module, name, description]) => {
        if (module !== GLUE_MODULE) return [module, name, description];
        if (!renamed.has(name)) renamed.set(name, shortName(renamed.size));
        return [SHORT_MODULE, renamed.get(name), description];
      });
      for (const [name, short] of renamed) {
        [js] = replaceIn(js, `(?<![\\w$.])${escape(name)}(?=\\s*:)`, short, {
          exactlyOnce: true,
          what: `the import ${name}`,
        });
      }
      if (renamed.size > 0) {
        [js] = replaceIn(js, `(["'])${escape(GLUE_MODULE)}\\1(?=\\s*:)`, `"${SHORT_MODULE}"`, {
          exactlyOnce: true,
          what: `the import object's key "${GLUE_MODULE}"`,
        });
      }
      parts.push(writeEntries(2, entries));
    } else if (id === 7) {
      // Exports: those the glue reads as `wasm.<name>`; any other keeps
      // its name. The short ones start with `$`, which no name
      // wasm-bindgen gives does, so a kept name is never taken.
      let next = 0;
      const entries = readEntries(bytes, start, false).map(([module, name, description]) => {
        const short = `$${shortName(next)}`;
        const [renamedJs, count] = replaceIn(
          js,
          `(?<![\\w$.])${EXPORTS_OBJECT}\\.${escape(name)}(?![\\w$])`,
          `${EXPORTS_OBJECT}.${short}`,
          { exactlyOnce: false },
        );
        if (count === 0) return [module, name, description];
        js = renamedJs;
        next += 1;
        return [module, short, description];
      });
      parts.push(writeEntries(7, entries));
    } else {
      parts.push(bytes.subarray(header, end));
    }
  }
  return [Buffer.concat(parts), js];
}

try {
  const [wasm, js] = shorten(readFileSync(wasmPath), readFileSync(jsPath, "utf8"));
  writeFileSync(wasmPath, wasm);
  writeFileSync(jsPath, js);
} catch (error) {
  console.error(`shorten-names: ${error.message}`);
  process.exit(1);
}
