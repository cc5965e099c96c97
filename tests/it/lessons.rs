//! The lessons' settings samples: every `json` block that holds hooks must
//! pass `hooklab lint` without errors, unless its fence marks it as a
//! deliberate bad example.

use crate::{invariants::visit, root};
use hooklab_core::lint::{lint_settings, FileKind, Severity};

/// (info string, code, first line) of every fenced block in a Markdown text.
pub(crate) fn fences(text: &str) -> Vec<(String, String, usize)> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, String, usize, String)> = None;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        match &mut open {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    open = Some((
                        info.trim().to_owned(),
                        String::new(),
                        index + 1,
                        "```".into(),
                    ));
                }
            }
            Some((info, code, start, fence)) => {
                if trimmed.starts_with(fence.as_str()) && trimmed.trim() == fence.as_str() {
                    blocks.push((info.clone(), code.clone(), *start));
                    open = None;
                } else {
                    code.push_str(line);
                    code.push('\n');
                }
            }
        }
    }
    blocks
}

#[test]
fn every_settings_sample_passes_the_linter() {
    let mut checked = 0;
    let mut problems = Vec::new();
    for lang in ["en", "fr", "ru", "es"] {
        visit(&root().join("content").join(lang), &mut |path, text| {
            if path.extension().is_none_or(|e| e != "md") {
                return;
            }
            for (info, code, line) in fences(text) {
                let mut words = info.split_whitespace();
                if words.next() != Some("json") || info.contains("bad-example") {
                    continue;
                }
                let Ok(value) = serde_json_value(&code) else {
                    continue;
                };
                if value.get("hooks").is_none() {
                    continue;
                }
                let kind = if value.get("description").is_some() {
                    FileKind::PluginHooks
                } else {
                    FileKind::Settings
                };
                checked += 1;
                for diagnostic in lint_settings(&code, kind, None) {
                    if diagnostic.severity == Severity::Error {
                        problems.push(format!(
                            "{}:{}: {} {}: {}",
                            path.display(),
                            line + diagnostic.line,
                            diagnostic.rule,
                            diagnostic.name,
                            diagnostic.message
                        ));
                    }
                }
            }
        });
    }
    assert!(
        checked >= 20,
        "expected the lessons to hold settings samples, found {checked}"
    );
    assert!(
        problems.is_empty(),
        "settings samples with lint errors (mark deliberate ones `bad-example`):\n{}",
        problems.join("\n")
    );
}

fn serde_json_value(text: &str) -> Result<serde_json::Value, serde_json::Error> {
    serde_json::from_str(text)
}

/// A preset's `lesson` (`hooks/anatomy#precedence`) names a section that
/// exists in every language, so a preset never points at a heading that was
/// renamed or dropped.
#[test]
fn every_preset_lesson_names_an_existing_section() {
    use hooklab_content::{data_files, library, LANGS};
    use hooklab_core::sandbox::load_preset;
    let mut problems = Vec::new();
    let mut checked = 0;
    for (name, text) in data_files("presets") {
        let preset = match load_preset(&name, &text) {
            Ok(p) => p,
            Err(e) => {
                problems.push(e.to_string());
                continue;
            }
        };
        let Some(lesson) = preset.lesson else {
            continue;
        };
        checked += 1;
        let (path, anchor) = lesson.split_once('#').unwrap_or((lesson.as_str(), ""));
        let Some((section, slug)) = path.split_once('/') else {
            problems.push(format!(
                "{name}: lesson `{lesson}` is not <section>/<slug>#<heading>"
            ));
            continue;
        };
        for lang in LANGS {
            match library().lesson(lang, section, slug) {
                None => problems.push(format!("{name}: no lesson {lang}/{path}")),
                Some(l) if !anchor.is_empty() && !l.toc.iter().any(|e| e.id == anchor) => {
                    problems.push(format!("{name}: no heading #{anchor} in {lang}/{path}"))
                }
                Some(_) => {}
            }
        }
    }
    assert!(checked >= 20, "only {checked} presets name their lesson");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
