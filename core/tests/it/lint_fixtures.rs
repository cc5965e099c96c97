//! The fixtures under `tests/lint/`: the all-pitfalls settings file, and one
//! directory per rule with files that must trigger it (`bad*`) and files
//! that must lint clean (`good*`).

use std::fs;
use std::path::{Path, PathBuf};

use hooklab_core::lint::{
    lint_plugin_manifest, lint_script, lint_settings, Diagnostic, FileKind, Severity, RULES,
};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lint")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Lints one fixture file the way `hooklab lint` would.
fn lint_file(path: &Path, kind: &str) -> Vec<Diagnostic> {
    let text = read(path);
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if let Some(event) = kind.strip_prefix("script ") {
        lint_script(&text, event, None)
    } else if name.ends_with("plugin.json") {
        lint_plugin_manifest(&text)
    } else if name.ends_with("hooks.json") {
        lint_settings(&text, FileKind::PluginHooks, None)
    } else {
        lint_settings(&text, FileKind::Settings, None)
    }
}

#[test]
fn all_pitfalls_settings_file() {
    let path = fixtures().join("all-pitfalls/.claude/settings.json");
    let diags = lint_file(&path, "settings");
    let got: Vec<(&str, &str, usize, usize, Severity, &str)> = diags
        .iter()
        .map(|d| {
            (
                d.rule,
                d.name,
                d.line,
                d.column,
                d.severity,
                d.path.as_str(),
            )
        })
        .collect();
    assert_eq!(
        got,
        vec![
            (
                "H008",
                "event-name",
                6,
                5,
                Severity::Error,
                "hooks.preToolUse"
            ),
            (
                "H006",
                "matcher-unanchored",
                16,
                21,
                Severity::Warning,
                "hooks.PostToolUse[0].matcher"
            ),
            (
                "H005",
                "matcher-mcp-prefix",
                22,
                21,
                Severity::Error,
                "hooks.PostToolUse[1].matcher"
            ),
            (
                "H012",
                "sessionend-budget",
                31,
                11,
                Severity::Warning,
                "hooks.SessionEnd[0].hooks[0]"
            ),
            (
                "H009",
                "relative-path",
                38,
                52,
                Severity::Error,
                "hooks.Stop[0].hooks[0].command"
            ),
        ]
    );
    let by_rule = |id: &str| diags.iter().find(|d| d.rule == id).expect("present");
    assert!(by_rule("H008").message.contains("preToolUse"));
    assert!(by_rule("H008").hint.contains("PreToolUse"));
    assert!(by_rule("H006").message.contains("NotebookEdit"));
    assert!(by_rule("H005").hint.contains("mcp__memory__.*"));
    assert!(by_rule("H012").message.contains("1.5 s"));
    assert_eq!(
        by_rule("H009").args.get("script").map(String::as_str),
        Some(".claude/hooks/check_tests.py")
    );
    // The H009 range covers exactly the relative path inside the command string.
    let h009 = by_rule("H009");
    assert_eq!((h009.end_line, h009.end_column), (38, 80));
}

#[test]
fn every_rule_has_a_fixture_directory() {
    let dir = fixtures().join("rules");
    for rule in RULES {
        let prefix = format!("{}-{}", rule.id.to_lowercase(), rule.name);
        assert!(
            dir.join(&prefix).is_dir(),
            "missing fixture directory tests/lint/rules/{prefix}"
        );
    }
}

#[test]
fn rule_fixtures_match_their_expectations() {
    let dir = fixtures().join("rules");
    let mut checked = 0;
    let mut entries: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("rules dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for case in entries {
        let dir_name = case
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        let rule_id = dir_name.get(..4).unwrap_or("").to_uppercase();
        let kind = read(&case.join("kind")).trim().to_string();
        let expected: Vec<String> = read(&case.join("expected.txt"))
            .lines()
            .map(str::to_string)
            .filter(|l| !l.is_empty())
            .collect();
        let mut files: Vec<PathBuf> = fs::read_dir(&case)
            .expect("case dir")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        files.sort();
        let mut saw_bad = false;
        let mut saw_good = false;
        let mut got = Vec::new();
        for file in files {
            let name = file
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            if name.starts_with("bad") {
                saw_bad = true;
                for d in lint_file(&file, &kind).iter().filter(|d| d.rule == rule_id) {
                    assert!(
                        !d.message.is_empty() && !d.hint.is_empty(),
                        "{dir_name}/{name}: empty text"
                    );
                    got.push(format!(
                        "{name} {}:{} {} {}",
                        d.line,
                        d.column,
                        d.rule,
                        d.severity.as_str()
                    ));
                }
            } else if name.starts_with("good") {
                saw_good = true;
                let diags = lint_file(&file, &kind);
                assert!(
                    diags.is_empty(),
                    "{dir_name}/{name} should lint clean, got {diags:#?}"
                );
            }
        }
        assert!(
            saw_bad && saw_good,
            "{dir_name} needs a bad and a good fixture"
        );
        assert!(!expected.is_empty(), "{dir_name}: expected.txt is empty");
        assert_eq!(got, expected, "{dir_name}");
        checked += 1;
    }
    assert_eq!(checked, RULES.len());
}
