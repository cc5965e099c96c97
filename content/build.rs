//! Two jobs.
//!
//! Cargo rebuilds the crate when an embedded file changes (include_dir reads
//! each file through `include_bytes!`), but not when one is added or removed.
//! Watching the folders makes new lessons and data files appear too.
//!
//! Code highlighting happens here, once per build, so that the server never
//! loads a grammar: every code block of every page the crate renders (the
//! lessons, whose front matter is cut off first, and the test fixtures) is
//! highlighted with `src/highlight.rs`, and `OUT_DIR/highlighted.rs` gets
//! the table that `src/highlighted.rs` includes, with the stylesheet.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

// The crate's own modules, so that the blocks found here are the ones the
// renderer highlights, byte for byte, and are highlighted by the same code.
#[allow(dead_code)] // the crate uses parts the build script does not
#[path = "src/code.rs"]
mod code;
#[allow(dead_code)]
#[path = "src/front_matter/split.rs"]
mod front_matter;
#[path = "src/highlight.rs"]
mod highlight;

/// The test fixtures, rendered whole (they have no front matter).
const FIXTURES: &str = "tests/fixtures/";

fn main() {
    // A directory is scanned recursively for changes. `.` is the crate's
    // folder, which is the folder that gets embedded.
    println!("cargo:rerun-if-changed=.");
    println!("cargo:rerun-if-changed=../locales");

    let crate_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut pages = Vec::new();
    markdown_files(Path::new(&crate_dir), "", &mut pages);

    let mut blocks = BTreeSet::new();
    for (path, text) in &pages {
        let markdown = match front_matter::split(text) {
            Ok(split) => split.body,
            Err(_) if path.starts_with(FIXTURES) => text.as_str(),
            // Not a page (a README); a lesson without front matter is
            // not rendered at all.
            Err(_) => continue,
        };
        for (language, code) in code::code_blocks(markdown) {
            if code::is_highlighted(&language) {
                blocks.insert((language, code));
            }
        }
    }

    let highlighter = highlight::Highlighter::new();
    let mut table = String::from(
        "/// `(language, code, html)`, sorted by language then code.\n\
         static HIGHLIGHTED: &[(&str, &str, &str)] = &[\n",
    );
    for (language, code) in blocks {
        // A block the grammar fails on stays out: it is shown as escaped
        // text, and the crate's test names it.
        if let Some(html) = highlighter.highlight(&language, &code) {
            let _ = writeln!(table, "    ({language:?}, {code:?}, {html:?}),");
        }
    }
    table.push_str("];\n\n/// The stylesheet for the highlighter's classes.\n");
    let _ = writeln!(
        table,
        "static STYLESHEET: &str = {:?};",
        highlight::stylesheet()
    );
    let target = Path::new(&out_dir).join("highlighted.rs");
    std::fs::write(&target, table)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
}

/// Every `.md` file below `dir` as `(path relative to the crate, text)`,
/// paths with `/`; build output and hidden folders are skipped.
fn markdown_files(dir: &Path, prefix: &str, files: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        let relative = format!("{prefix}{name}");
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" {
                markdown_files(&path, &format!("{relative}/"), files);
            }
        } else if name.ends_with(".md") {
            if let Ok(text) = std::fs::read_to_string(&path) {
                files.push((relative, text));
            }
        }
    }
}
