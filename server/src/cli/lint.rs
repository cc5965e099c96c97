//! `hooklab lint FILE…`: lints settings files, plugin `hooks.json` files,
//! plugin manifests and hook scripts, with `file:line:column` positions.
//!
//! The rules live in `hooklab_core::lint`; this module reads the files,
//! follows each hook `command` to the script it runs (when that script
//! exists on disk) so the core can lint the script in the context of its
//! event, and prints the result for people or as JSON.

use std::path::{Component, Path, PathBuf};
use std::process::ExitCode;

use hooklab_core::lint::{
    command_script, duplicate_sources, lint_plugin_manifest, lint_script,
    lint_settings_with_scripts, Diagnostic, FileKind, Severity,
};
use serde::Serialize;

/// Arguments of `hooklab lint`.
#[derive(clap::Args, Debug, Clone)]
pub struct LintArgs {
    /// Files to lint: settings.json files, plugin hooks/hooks.json files,
    /// .claude-plugin/plugin.json manifests, or hook scripts.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// What ${CLAUDE_PROJECT_DIR} means when following hook commands to their
    /// scripts (default: the project that holds the settings file, i.e. the
    /// parent of its .claude/ directory).
    #[arg(long, value_name = "DIR")]
    pub project_dir: Option<PathBuf>,
    /// The Claude Code version to judge against (default: the newest known).
    #[arg(long = "claude-code-version", value_name = "VERSION")]
    pub claude_code_version: Option<String>,
    /// For hook scripts given directly: the event they run on (e.g. PreToolUse).
    #[arg(long, value_name = "EVENT")]
    pub event: Option<String>,
}

/// How `hooklab lint` prints its findings.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// `file:line:column: error[H009 relative-path]: message`, then a hint line.
    #[default]
    Human,
    /// A JSON array of diagnostics, each with the `file` it belongs to.
    Json,
}

/// One diagnostic and the file it was found in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub file: String,
    #[serde(flatten)]
    pub diagnostic: Diagnostic,
}

/// Everything `hooklab lint` found, in the order it prints it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub findings: Vec<Finding>,
    /// How many files (given or followed scripts) were linted.
    pub files: usize,
}

impl Report {
    pub fn errors(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.diagnostic.severity == Severity::Error)
            .count()
    }

    pub fn warnings(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.diagnostic.severity == Severity::Warning)
            .count()
    }

    /// 1 when any diagnostic is an error, else 0.
    pub fn exit_code(&self) -> u8 {
        u8::from(self.errors() > 0)
    }
}

/// What kind of file a path names, from its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputKind {
    Settings,
    PluginHooks,
    PluginManifest,
    Script,
}

pub fn input_kind(path: &Path) -> InputKind {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name == "plugin.json" || name.ends_with(".plugin.json") {
        InputKind::PluginManifest
    } else if name == "hooks.json" || name.ends_with(".hooks.json") {
        InputKind::PluginHooks
    } else if name.ends_with(".json") {
        InputKind::Settings
    } else {
        InputKind::Script
    }
}

/// The project a settings file belongs to: the parent of its `.claude/`
/// directory, else the directory that holds it.
pub fn project_root(settings: &Path) -> PathBuf {
    let dir = settings.parent().map(Path::to_path_buf).unwrap_or_default();
    if dir.file_name().and_then(|n| n.to_str()) == Some(".claude") {
        dir.parent().map(Path::to_path_buf).unwrap_or(dir)
    } else {
        dir
    }
}

/// The root of the plugin a `hooks/hooks.json` belongs to.
fn plugin_root(hooks_file: &Path) -> PathBuf {
    let dir = hooks_file
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    if dir.file_name().and_then(|n| n.to_str()) == Some("hooks") {
        dir.parent().map(Path::to_path_buf).unwrap_or(dir)
    } else {
        dir
    }
}

/// Turns the script word of a hook command into a path on disk, expanding
/// `${CLAUDE_PROJECT_DIR}`, `$CLAUDE_PROJECT_DIR`, `${CLAUDE_PLUGIN_ROOT}`
/// and `$CLAUDE_PLUGIN_ROOT`. Relative words resolve against the project
/// (where Claude Code starts). Other variables make it unresolvable.
pub fn resolve_script(word: &str, project: &Path, plugin: Option<&Path>) -> Option<PathBuf> {
    let mut rest = word;
    let mut base: Option<PathBuf> = None;
    for (var, dir) in [
        ("${CLAUDE_PROJECT_DIR}", Some(project)),
        ("$CLAUDE_PROJECT_DIR", Some(project)),
        ("${CLAUDE_PLUGIN_ROOT}", plugin),
        ("$CLAUDE_PLUGIN_ROOT", plugin),
    ] {
        if let Some(tail) = rest.strip_prefix(var) {
            base = Some(dir?.to_path_buf());
            rest = tail.trim_start_matches('/');
            break;
        }
    }
    if rest.contains('$') || rest.contains('%') || rest.is_empty() {
        return None;
    }
    let path = match base {
        Some(b) => b.join(rest),
        None if Path::new(rest).is_absolute() => PathBuf::from(rest),
        None => project.join(rest),
    };
    Some(normalise(&path))
}

fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

fn read_error(file: &str, reason: &str) -> Finding {
    Finding {
        file: file.to_string(),
        diagnostic: Diagnostic {
            rule: "H000",
            name: "unreadable",
            severity: Severity::Error,
            path: String::new(),
            line: 1,
            column: 1,
            end_line: 1,
            end_column: 1,
            message: format!("Cannot read this file: {reason}."),
            args: [("detail".to_string(), reason.to_string())]
                .into_iter()
                .collect(),
            hint: "Check the path and the file's permissions.".to_string(),
        },
    }
}

/// Lints every file of `args`; never prints.
pub fn lint_paths(args: &LintArgs) -> Report {
    let mut report = Report::default();
    let mut texts: Vec<(String, FileKind, String)> = Vec::new();
    for path in &args.files {
        let shown = path.display().to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                report.findings.push(read_error(&shown, &e.to_string()));
                continue;
            }
        };
        report.files += 1;
        match input_kind(path) {
            InputKind::PluginManifest => {
                for d in lint_plugin_manifest(&text) {
                    report.findings.push(Finding {
                        file: shown.clone(),
                        diagnostic: d,
                    });
                }
            }
            InputKind::Script => {
                let event = args.event.as_deref().unwrap_or("");
                for d in lint_script(&text, event, None) {
                    report.findings.push(Finding {
                        file: shown.clone(),
                        diagnostic: d,
                    });
                }
            }
            kind @ (InputKind::Settings | InputKind::PluginHooks) => {
                let file_kind = if kind == InputKind::PluginHooks {
                    FileKind::PluginHooks
                } else {
                    FileKind::Settings
                };
                let project = args
                    .project_dir
                    .clone()
                    .unwrap_or_else(|| project_root(path));
                let plugin = (file_kind == FileKind::PluginHooks).then(|| plugin_root(path));
                let resolver = |command: &str| -> Option<(String, String)> {
                    let word = command_script(command)?;
                    let script = resolve_script(&word, &project, plugin.as_deref())?;
                    if !script.is_file() {
                        return None;
                    }
                    let text = std::fs::read_to_string(&script).ok()?;
                    Some((script.display().to_string(), text))
                };
                let (diags, scripts) = lint_settings_with_scripts(
                    &text,
                    file_kind,
                    args.claude_code_version.as_deref(),
                    &resolver,
                );
                for d in diags {
                    report.findings.push(Finding {
                        file: shown.clone(),
                        diagnostic: d,
                    });
                }
                let mut seen: Vec<String> = Vec::new();
                for s in scripts {
                    if seen.contains(&s.script) {
                        continue;
                    }
                    seen.push(s.script.clone());
                    report.files += 1;
                    for d in s.diagnostics {
                        report.findings.push(Finding {
                            file: s.script.clone(),
                            diagnostic: d,
                        });
                    }
                }
                texts.push((shown, file_kind, text));
            }
        }
    }
    let inputs: Vec<(&str, FileKind, &str)> = texts
        .iter()
        .map(|(f, k, t)| (f.as_str(), *k, t.as_str()))
        .collect();
    for (index, d) in duplicate_sources(&inputs) {
        if let Some((file, _, _)) = texts.get(index) {
            report.findings.push(Finding {
                file: file.clone(),
                diagnostic: d,
            });
        }
    }
    report
}

/// The human-readable output: one line per diagnostic plus its hint, then a
/// summary line.
pub fn render_human(report: &Report) -> String {
    let mut out = String::new();
    for f in &report.findings {
        let d = &f.diagnostic;
        out.push_str(&format!(
            "{}:{}:{}: {}[{} {}]: {}\n",
            f.file,
            d.line,
            d.column,
            d.severity.as_str(),
            d.rule,
            d.name,
            d.message
        ));
        if !d.hint.is_empty() {
            out.push_str(&format!("  hint: {}\n", d.hint));
        }
    }
    let (e, w) = (report.errors(), report.warnings());
    let plural = |n: usize, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    out.push_str(&format!(
        "{}, {} in {}\n",
        plural(e, "error", "errors"),
        plural(w, "warning", "warnings"),
        plural(report.files, "file", "files")
    ));
    out
}

/// The JSON output: an array of diagnostics, each with its `file`.
pub fn render_json(report: &Report) -> String {
    serde_json::to_string_pretty(&report.findings).unwrap_or_else(|_| "[]".to_string())
}

/// Runs `hooklab lint`: prints the findings on stdout; exit 1 when any is an
/// error, else 0.
pub fn run(args: LintArgs) -> ExitCode {
    let report = lint_paths(&args);
    match args.format {
        Format::Human => print!("{}", render_human(&report)),
        Format::Json => println!("{}", render_json(&report)),
    }
    ExitCode::from(report.exit_code())
}
