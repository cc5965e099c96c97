//! The workspace's architecture invariants, checked mechanically.

use crate::root;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// The core crate is pure: no Leptos, no axum, no tokio, no I/O runtime.
/// Built for the browser (wasm32-unknown-unknown) it swaps regress for
/// `js-sys` and the crates `js-sys` is built from, and nothing else: the
/// matchers' regular expressions run on JavaScript's `RegExp`
/// (`core/src/hooks/regex.rs`).
#[test]
fn core_depends_on_no_web_or_runtime_crate() {
    let forbidden = [
        "leptos",
        "axum",
        "tokio",
        "hyper",
        "mio",
        "tower",
        "reqwest",
        "sqlx",
        "web-sys",
        "wasm-bindgen",
        "js-sys",
        "futures",
    ];
    let native = dependencies("hooklab-core", None, &[]);
    for name in &native {
        assert!(
            !forbidden.iter().any(|bad| name == bad
                || name.starts_with(&format!("{bad}_"))
                || name.starts_with(&format!("{bad}-"))),
            "hooklab-core must not depend on {name}"
        );
    }
    assert!(native.contains("regress"));
    let browser = dependencies("hooklab-core", Some("wasm32-unknown-unknown"), &[]);
    let js_sys_and_its_own = [
        "js-sys",
        "wasm-bindgen",
        "wasm-bindgen-macro",
        "wasm-bindgen-macro-support",
        "wasm-bindgen-shared",
        "bumpalo",
        "cfg-if",
    ];
    let added: Vec<&String> = browser.difference(&native).collect();
    for name in &added {
        assert!(
            js_sys_and_its_own.contains(&name.as_str()),
            "hooklab-core built for the browser must not depend on {name}"
        );
    }
    assert!(added.iter().any(|name| *name == "js-sys"));
    assert!(!browser.contains("regress"));
}

/// The reader's bundle (the reading pages and the frame around every
/// page) carries no Leptos at all; the tools' bundles hydrate with it.
#[test]
fn the_reader_bundle_carries_no_leptos() {
    let browser = Some("wasm32-unknown-unknown");
    let leptos_parts = [
        "leptos",
        "reactive_graph",
        "tachys",
        "server_fn",
        "any_spawner",
    ];
    let reader = dependencies("hooklab-app", browser, &["reader"]);
    for name in &reader {
        assert!(
            !leptos_parts
                .iter()
                .any(|part| name == part || name.starts_with(&format!("{part}_"))),
            "the reader's bundle must not depend on {name}"
        );
    }
    assert!(reader.contains("web-sys") && reader.contains("fluent-bundle"));
    let sandbox = dependencies("hooklab-app", browser, &["hydrate", "sandbox"]);
    assert!(sandbox.contains("leptos") && sandbox.contains("reactive_graph"));
}

/// The names of the crates `package` depends on, built with `features`
/// alone, for `target` (the host's when `None`).
fn dependencies(package: &str, target: Option<&str>, features: &[&str]) -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut args = vec![
        "tree",
        "-p",
        package,
        "-e",
        "normal",
        "--prefix",
        "none",
        "--offline",
    ];
    if let Some(target) = target {
        args.extend(["--target", target]);
    }
    let features = features.join(",");
    if !features.is_empty() {
        args.extend(["--no-default-features", "--features", &features]);
    }
    let output = Command::new(cargo)
        .current_dir(root())
        .args(&args)
        .output()
        .expect("cargo tree runs");
    assert!(
        output.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let tree = String::from_utf8_lossy(&output.stdout);
    let names: BTreeSet<String> = tree
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    assert!(
        names.contains(package),
        "unexpected cargo tree output:\n{tree}"
    );
    names
}

/// The core crate never reads files, sockets, the clock or the environment.
/// The bundles that export `hydrate_next` (a `cfg` in `app/src/lib.rs`,
/// since an export cannot depend on a `const fn`) are those whose boot
/// calls it, `Bundle::hydrates_in_stages`: one without it would never
/// start its frame, and the others carry no staging code.
#[test]
fn the_bundles_that_hydrate_in_stages_export_the_step() {
    use hooklab_app::bundle::Bundle;
    let lib = std::fs::read_to_string(root().join("app/src/lib.rs")).expect("lib.rs");
    let export = lib.find("pub fn hydrate_next()").expect("the export");
    let cfg_line = lib[..export]
        .lines()
        .rev()
        .find(|line| line.starts_with("#[cfg("))
        .expect("its cfg");
    let exported: BTreeSet<&str> = cfg_line
        .split("feature = \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let staged: BTreeSet<&str> = Bundle::ALL
        .into_iter()
        .filter(|bundle| bundle.hydrates_in_stages())
        .map(Bundle::name)
        .collect();
    assert!(!staged.is_empty());
    assert_eq!(exported, staged, "{cfg_line}");
}

#[test]
fn core_sources_do_no_io() {
    let mut offenders = Vec::new();
    let patterns = [
        "std::fs",
        "std::net",
        "std::process",
        "std::env::var",
        "Instant::now",
        "SystemTime::now",
        "println!",
        "eprintln!",
    ];
    visit(&root().join("core").join("src"), &mut |path, text| {
        for pattern in patterns {
            for (index, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                if code.contains(pattern) {
                    offenders.push(format!("{}:{}: {pattern}", path.display(), index + 1));
                }
            }
        }
    });
    assert!(
        offenders.is_empty(),
        "I/O in the core crate:\n{}",
        offenders.join("\n")
    );
}

/// The one place the core reaches its JavaScript host (in the browser's
/// bundles) is the regular expressions of matchers.
#[test]
fn only_the_regex_module_reaches_javascript() {
    let mut reaching = Vec::new();
    visit(&root().join("core").join("src"), &mut |path, text| {
        if text.contains("js_sys") && !path.ends_with("core/src/hooks/regex.rs") {
            reaching.push(path.display().to_string());
        }
    });
    assert!(
        reaching.is_empty(),
        "JavaScript reached from: {}",
        reaching.join(", ")
    );
}

/// The code the browser runs sorts through `core/src/sort.rs`, whose
/// stable sort is a few hundred bytes of WebAssembly a call rather than
/// the standard library's few kilobytes: outside their test modules the
/// core and the app call no slice sort of their own.
#[test]
fn the_browser_code_sorts_through_the_sort_module() {
    let sorts = [
        ".sort(",
        ".sort_by(",
        ".sort_by_key(",
        ".sort_by_cached_key(",
        ".sort_unstable",
    ];
    let mut offenders = Vec::new();
    for crate_dir in ["core", "app"] {
        visit(&root().join(crate_dir).join("src"), &mut |path, text| {
            if path.ends_with("core/src/sort.rs") {
                return;
            }
            for (index, line) in text.lines().enumerate() {
                if line.contains("mod tests {") {
                    break;
                }
                let code = line.split("//").next().unwrap_or_default();
                if sorts.iter().any(|sort| code.contains(sort)) {
                    offenders.push(format!("{}:{}", path.display(), index + 1));
                }
            }
        });
    }
    assert!(
        offenders.is_empty(),
        "sorted without hooklab_core::sort:\n{}",
        offenders.join("\n")
    );
}

/// Every server function answers through `answer_codec::JsonAnswer`, which
/// the browser reads with the same JSON parser as a hydrated resource; one
/// left on server_fn's default codec brings a second copy of the parser of
/// every type it answers into the bundles that call it.
#[test]
fn every_server_function_answers_through_the_answer_codec() {
    let mut functions = 0;
    let mut offenders = Vec::new();
    visit(&root().join("app").join("src"), &mut |path, text| {
        for (index, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with("#[server") {
                continue;
            }
            functions += 1;
            if !line.contains("output = JsonAnswer") {
                offenders.push(format!("{}:{}", path.display(), index + 1));
            }
        }
    });
    assert!(functions > 40, "found only {functions} server functions");
    assert!(
        offenders.is_empty(),
        "server functions without `output = JsonAnswer`:\n{}",
        offenders.join("\n")
    );
}

/// Behaviour that depends on the Claude Code version is decided in one place:
/// outside `core/src/version.rs` no code builds a version from numbers to
/// compare with (tests aside); it asks `version.has(Change::…)`.
#[test]
fn version_gates_live_in_the_version_module() {
    let mut offenders = Vec::new();
    for dir in [
        "core/src",
        "app/src",
        "server/src",
        "store/src",
        "content/src",
    ] {
        visit(&root().join(dir), &mut |path, text| {
            if path.ends_with("core/src/version.rs") {
                return;
            }
            let shipped = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (index, line) in shipped.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                if code.contains("Version::new(") || code.contains("Version(2,") {
                    offenders.push(format!("{}:{}", path.display(), index + 1));
                }
            }
        });
    }
    assert!(
        offenders.is_empty(),
        "versions written as numbers outside core/src/version.rs:\n{}",
        offenders.join("\n")
    );
}

/// The server's modules depend on each other in one direction: no module
/// reaches, through `crate::…` paths, back to itself. What two of them both
/// need (the request's nonce and cookies, the site) has a module of its own.
#[test]
fn server_modules_form_no_cycle() {
    let uses = modules_form_no_cycle("server/src", &[]);
    assert!(uses.len() > 5, "the server's modules were not found");
}

/// The core's top-level modules depend on each other in one direction, so
/// each can be read (and changed) knowing only the modules below it; what
/// two of them share has a module of its own (`confidence`). `i18n` gathers
/// the message ids of the modules that emit them, which use its `Lang` in
/// turn: cycles through it are known and not checked.
#[test]
fn core_modules_form_no_cycle() {
    let uses = modules_form_no_cycle("core/src", &["i18n"]);
    assert!(
        ["hooks", "progress", "exam", "review"]
            .iter()
            .all(|m| uses.contains_key(*m)),
        "core's modules were not found: {:?}",
        uses.keys()
    );
    assert!(uses["progress"].contains("exam") && uses["progress"].contains("review"));
}

/// Each top-level module of a crate's source folder with the top-level
/// modules it names.
type ModuleUses = BTreeMap<String, BTreeSet<String>>;

/// Reads the `crate::…` paths of every Rust file under `src` (a folder of
/// the workspace) and fails on any path by which a top-level module reaches
/// back to itself. Modules in `exempt` neither start nor carry such a path.
/// Returns what each module uses, for the caller to check the reading found
/// the modules it expects.
fn modules_form_no_cycle(src: &str, exempt: &[&str]) -> ModuleUses {
    let src_dir = root().join(src);
    let mut uses = ModuleUses::new();
    visit(&src_dir, &mut |path, text| {
        if path.extension().is_none_or(|ext| ext != "rs") {
            return;
        }
        // `server/src/web/…` and `server/src/web.rs` are both module `web`.
        let relative = path.strip_prefix(&src_dir).unwrap_or(path);
        let first = relative
            .iter()
            .next()
            .and_then(|c| c.to_str())
            .unwrap_or("");
        let module = first.trim_end_matches(".rs").to_owned();
        if module == "lib" || module == "main" {
            return;
        }
        let targets = uses.entry(module.clone()).or_default();
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
                    targets.insert(target);
                }
            }
        }
    });
    for module in exempt {
        assert!(
            uses.contains_key(*module),
            "{src} has no module {module} to exempt"
        );
    }
    // Depth-first search from each module for a path back to it.
    let mut cycles = Vec::new();
    for start in uses.keys().filter(|m| !exempt.contains(&m.as_str())) {
        let mut stack = vec![vec![start.clone()]];
        let mut seen = BTreeSet::new();
        while let Some(trail) = stack.pop() {
            let last = trail.last().cloned().unwrap_or_default();
            for next in uses.get(&last).into_iter().flatten() {
                if exempt.contains(&next.as_str()) {
                    continue;
                }
                if next == start {
                    cycles.push(format!("{} -> {start}", trail.join(" -> ")));
                } else if seen.insert(next.clone()) {
                    let mut longer = trail.clone();
                    longer.push(next.clone());
                    stack.push(longer);
                }
            }
        }
    }
    assert!(
        cycles.is_empty(),
        "module cycles in {src}:\n{}",
        cycles.join("\n")
    );
    uses
}

/// What an event does differently is data in its catalogue row, not a test
/// of its name in the engine: under `core/src/hooks` no code compares an
/// event's name with a literal, except SessionStart's `fork` matcher value,
/// the one matcher value that depends on the version.
#[test]
fn event_quirks_are_catalogue_data() {
    let mut offenders = Vec::new();
    visit(&root().join("core/src/hooks"), &mut |path, text| {
        let shipped = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (index, line) in shipped.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            let compares = code.contains("spec.name == \"")
                || code.contains("match spec.name")
                || code.contains("matches!(spec.name");
            let fork_rule = code.contains("\"SessionStart\"") && code.contains("\"fork\"");
            if compares && !fork_rule {
                offenders.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
            }
        }
    });
    assert!(
        offenders.is_empty(),
        "event names tested in the engine (make it a catalogue field):\n{}",
        offenders.join("\n")
    );
}

/// No placeholder text shipped to users.
#[test]
fn no_placeholders_in_sources_or_content() {
    let mut offenders = Vec::new();
    for dir in ["app/src", "server/src", "core/src", "content", "locales"] {
        visit(&root().join(dir), &mut |path, text| {
            for (index, line) in text.lines().enumerate() {
                let lower = line.to_lowercase();
                for marker in ["todo!(", "unimplemented!(", "coming soon", "lorem ipsum"] {
                    if lower.contains(marker) {
                        offenders.push(format!("{}:{}: {marker}", path.display(), index + 1));
                    }
                }
            }
        });
    }
    assert!(
        offenders.is_empty(),
        "placeholders:\n{}",
        offenders.join("\n")
    );
}

pub fn visit(dir: &std::path::Path, f: &mut dyn FnMut(&std::path::Path, &str)) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            if path
                .file_name()
                .is_some_and(|n| n == "snapshots" || n == "target")
            {
                continue;
            }
            visit(&path, f);
        } else if let Ok(text) = std::fs::read_to_string(&path) {
            f(&path, &text);
        }
    }
}

/// Classroom data is read by resources created in the page component
/// itself, never in a component rendered inside another resource's
/// `Suspend`: the server runs such a `Suspend` more than once and reads
/// the inner resource each time, the browser hydrates against the first
/// reading, and when the database answered differently (busy for a
/// moment) hydration fails. Built-in content (the quiz bank, a challenge,
/// a simulator scenario) reads the same every time, so it may be nested;
/// a `LocalResource` is read in the browser only and never hydrated.
#[test]
fn classroom_resources_live_in_page_components() {
    let content_reads = ["quiz_bank", "sandbox_challenge", "simulator_scenario"];
    let mut offenders = Vec::new();
    for folder in ["class", "teach"] {
        let dir = root().join("app").join("src").join("pages");
        let mut check = |path: &std::path::Path, text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            for (index, line) in lines.iter().enumerate() {
                if !line.contains("Resource::new(") || line.contains("LocalResource::new(") {
                    continue;
                }
                let owner = lines[..index]
                    .iter()
                    .rev()
                    .find_map(|l| {
                        let (_, rest) = l.split_once("fn ")?;
                        Some(rest.split(['(', '<']).next()?.trim().to_owned())
                    })
                    .unwrap_or_default();
                let fetch = lines[index..lines.len().min(index + 4)].join(" ");
                let reads_content = content_reads.iter().any(|f| fetch.contains(f));
                if !owner.ends_with("Page") && !reads_content {
                    offenders.push(format!("{}:{}: in {owner}", path.display(), index + 1));
                }
            }
        };
        visit(&dir.join(folder), &mut check);
        let single = dir.join(format!("{folder}.rs"));
        check(&single, &std::fs::read_to_string(&single).unwrap());
    }
    assert!(
        offenders.is_empty(),
        "a classroom resource created below a page component:\n{}",
        offenders.join("\n")
    );
}
