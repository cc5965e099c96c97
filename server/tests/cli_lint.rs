//! `hooklab lint`: files in, positioned diagnostics out, scripts followed,
//! exit status 1 exactly when an error was found.

use std::path::{Path, PathBuf};
use std::process::Command;

use hooklab_server::cli::lint::{
    input_kind, lint_paths, project_root, render_human, render_json, resolve_script, Format,
    InputKind, LintArgs,
};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lint")
}

fn args(files: Vec<PathBuf>) -> LintArgs {
    LintArgs {
        files,
        format: Format::Human,
        project_dir: None,
        claude_code_version: None,
        event: None,
    }
}

fn all_pitfalls() -> PathBuf {
    fixtures().join("all-pitfalls/.claude/settings.json")
}

#[test]
fn all_pitfalls_are_found_with_their_positions() {
    let report = lint_paths(&args(vec![all_pitfalls()]));
    let settings = all_pitfalls().display().to_string();
    let in_settings: Vec<(&str, usize, usize)> = report
        .findings
        .iter()
        .filter(|f| f.file == settings)
        .map(|f| (f.diagnostic.rule, f.diagnostic.line, f.diagnostic.column))
        .collect();
    assert_eq!(
        in_settings,
        vec![
            ("H008", 6, 5),
            ("H006", 16, 21),
            ("H005", 22, 21),
            ("H012", 31, 11),
            ("H009", 38, 52)
        ]
    );
    assert_eq!(report.exit_code(), 1);

    // The scripts the hooks run were followed and linted for their event.
    let script = |name: &str| {
        report
            .findings
            .iter()
            .filter(|f| f.file.ends_with(name))
            .map(|f| (f.diagnostic.rule, f.diagnostic.line, f.diagnostic.column))
            .collect::<Vec<_>>()
    };
    assert_eq!(script("guard.sh"), vec![("H001", 7, 3)]);
    assert_eq!(script("check_tests.py"), vec![("H011", 9, 5)]);
    assert_eq!(script("format.sh"), vec![]);
    assert_eq!(report.files, 6);
}

#[test]
fn human_output_has_positions_rule_ids_and_hints() {
    let report = lint_paths(&args(vec![all_pitfalls()]));
    let out = render_human(&report);
    let settings = all_pitfalls().display().to_string();
    let line = format!(
        "{settings}:38:52: error[H009 relative-path]: The command runs \".claude/hooks/check_tests.py\" by a relative path"
    );
    assert!(out.contains(&line), "{out}");
    assert!(
        out.contains(&format!(
            "{settings}:6:5: error[H008 event-name]: Unknown event \"preToolUse\""
        )),
        "{out}"
    );
    assert!(out.contains("\n  hint: Write \"PreToolUse\".\n"), "{out}");
    assert!(out.ends_with("4 errors, 3 warnings in 6 files\n"), "{out}");
}

#[test]
fn json_output_is_an_array_of_diagnostics_with_their_file() {
    let report = lint_paths(&args(vec![all_pitfalls()]));
    let json: serde_json::Value = serde_json::from_str(&render_json(&report)).expect("valid JSON");
    let items = json.as_array().expect("array");
    assert_eq!(items.len(), 7);
    let first = &items[0];
    assert_eq!(first["rule"], "H008");
    assert_eq!(first["name"], "event-name");
    assert_eq!(first["severity"], "error");
    assert_eq!(first["path"], "hooks.preToolUse");
    assert_eq!(first["line"], 6);
    assert_eq!(first["column"], 5);
    assert!(first["file"]
        .as_str()
        .is_some_and(|f| f.ends_with("settings.json")));
    assert_eq!(first["args"]["expected"], "PreToolUse");
}

#[test]
fn invalid_json_and_unreadable_files_are_errors_with_a_position() {
    let bad = fixtures().join("rules/h000-unreadable/bad.json");
    let missing = fixtures().join("no-such-dir/settings.json");
    let report = lint_paths(&args(vec![bad, missing]));
    let got: Vec<(&str, usize, usize)> = report
        .findings
        .iter()
        .map(|f| (f.diagnostic.rule, f.diagnostic.line, f.diagnostic.column))
        .collect();
    assert_eq!(got, vec![("H000", 4, 3), ("H000", 1, 1)]);
    assert!(report.findings[1]
        .diagnostic
        .message
        .starts_with("Cannot read this file"));
    assert_eq!(report.exit_code(), 1);
}

#[test]
fn clean_files_and_warnings_only_exit_zero() {
    let good = fixtures().join("rules/h009-relative-path/good.json");
    let report = lint_paths(&args(vec![good]));
    assert!(report.findings.is_empty());
    assert_eq!(report.exit_code(), 0);
    assert_eq!(render_human(&report), "0 errors, 0 warnings in 1 file\n");

    let warn = fixtures().join("rules/h012-sessionend-budget/bad.json");
    let report = lint_paths(&args(vec![warn]));
    assert_eq!(report.warnings(), 1);
    assert_eq!(report.exit_code(), 0);
}

#[test]
fn scripts_and_manifests_given_directly() {
    let mut a = args(vec![fixtures().join("rules/h011-stop-loop/bad.sh")]);
    a.event = Some("Stop".into());
    let report = lint_paths(&a);
    assert_eq!(
        report
            .findings
            .iter()
            .map(|f| f.diagnostic.rule)
            .collect::<Vec<_>>(),
        vec!["H011"]
    );

    let manifest = fixtures().join("rules/h017-duplicate-source/bad.plugin.json");
    let report = lint_paths(&args(vec![manifest]));
    assert_eq!(
        report
            .findings
            .iter()
            .map(|f| f.diagnostic.rule)
            .collect::<Vec<_>>(),
        vec!["H017"]
    );
}

#[test]
fn file_kinds_and_project_roots() {
    assert_eq!(
        input_kind(Path::new("a/.claude/settings.json")),
        InputKind::Settings
    );
    assert_eq!(
        input_kind(Path::new("p/hooks/hooks.json")),
        InputKind::PluginHooks
    );
    assert_eq!(
        input_kind(Path::new("p/.claude-plugin/plugin.json")),
        InputKind::PluginManifest
    );
    assert_eq!(input_kind(Path::new("p/hooks/guard.sh")), InputKind::Script);
    assert_eq!(
        project_root(Path::new("/home/me/shop/.claude/settings.local.json")),
        PathBuf::from("/home/me/shop")
    );
    assert_eq!(
        project_root(Path::new("/tmp/settings.json")),
        PathBuf::from("/tmp")
    );
}

#[test]
fn script_words_resolve_against_the_project_and_plugin() {
    let project = Path::new("/home/me/shop");
    let plugin = Path::new("/plugins/fmt");
    assert_eq!(
        resolve_script("$CLAUDE_PROJECT_DIR/.claude/hooks/a.sh", project, None),
        Some(PathBuf::from("/home/me/shop/.claude/hooks/a.sh"))
    );
    assert_eq!(
        resolve_script("${CLAUDE_PROJECT_DIR}/./hooks/../b.py", project, None),
        Some(PathBuf::from("/home/me/shop/b.py"))
    );
    assert_eq!(
        resolve_script("${CLAUDE_PLUGIN_ROOT}/hooks/c.sh", project, Some(plugin)),
        Some(PathBuf::from("/plugins/fmt/hooks/c.sh"))
    );
    assert_eq!(
        resolve_script("${CLAUDE_PLUGIN_ROOT}/hooks/c.sh", project, None),
        None
    );
    assert_eq!(
        resolve_script(".claude/hooks/d.sh", project, None),
        Some(PathBuf::from("/home/me/shop/.claude/hooks/d.sh"))
    );
    assert_eq!(resolve_script("$HOME/e.sh", project, None), None);
}

#[test]
fn project_dir_flag_changes_where_scripts_are_looked_for() {
    let mut a = args(vec![all_pitfalls()]);
    a.project_dir = Some(fixtures().join("rules"));
    let report = lint_paths(&a);
    assert!(report
        .findings
        .iter()
        .all(|f| f.file.ends_with("settings.json")));
    assert_eq!(report.files, 1);
}

#[test]
fn the_binary_exits_one_on_errors_and_zero_when_clean() {
    let bin = env!("CARGO_BIN_EXE_hooklab");
    let out = Command::new(bin)
        .arg("lint")
        .arg(all_pitfalls())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(":22:21: error[H005 matcher-mcp-prefix]:"),
        "{stdout}"
    );

    let good = fixtures().join("rules/h004-matcher-case/good.json");
    let out = Command::new(bin)
        .args(["lint", "--format", "json"])
        .arg(good)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "[]");
}
