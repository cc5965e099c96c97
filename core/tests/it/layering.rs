//! How the core's top-level modules use each other, read from their
//! `crate::…` paths: no module reaches back to itself, so each can be read
//! (and changed) knowing only the modules below it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// `i18n` gathers the message ids of the modules that emit them, which use
/// its `Lang` in turn; cycles through it are known and not checked here.
const EXEMPT: &str = "i18n";

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir)
        .expect("core/src is readable")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// Each top-level module of core/src with the top-level modules it names.
fn module_uses() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under core/src");
        let first = relative
            .iter()
            .next()
            .and_then(|c| c.to_str())
            .unwrap_or("");
        let module = first.trim_end_matches(".rs").to_owned();
        if module == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let used = uses.entry(module.clone()).or_default();
        for after in text.split("crate::").skip(1) {
            // `crate::name…`, or a group: `crate::{one, two::…}`.
            let names: Vec<&str> = match after.strip_prefix('{') {
                Some(group) => group.split('}').next().unwrap_or("").split(',').collect(),
                None => vec![after],
            };
            for name in names {
                let target: String = name
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !target.is_empty() && target != module {
                    used.insert(target);
                }
            }
        }
    }
    uses
}

#[test]
fn core_modules_form_no_cycle() {
    let uses = module_uses();
    assert!(
        ["hooks", "progress", "exam", "review"]
            .iter()
            .all(|m| uses.contains_key(*m)),
        "core's modules were not found: {:?}",
        uses.keys()
    );
    assert!(uses["progress"].contains("exam") && uses["progress"].contains("review"));
    let mut cycles = Vec::new();
    for start in uses.keys().filter(|m| *m != EXEMPT) {
        let mut reached = BTreeSet::new();
        let mut to_visit = vec![start.as_str()];
        while let Some(module) = to_visit.pop() {
            for next in uses.get(module).into_iter().flatten() {
                if next != EXEMPT && reached.insert(next.as_str()) {
                    to_visit.push(next);
                }
            }
        }
        if reached.contains(start.as_str()) {
            cycles.push(start.clone());
        }
    }
    assert!(
        cycles.is_empty(),
        "core modules that reach back to themselves: {cycles:?}"
    );
}
