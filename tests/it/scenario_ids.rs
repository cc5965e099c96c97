//! No raw id in learner text: the quiz scenarios' texts never show a
//! hyphenated id of the decision matrix (`steps-known`, `must-always-hold`,
//! `on-result`, `parallelization-sectioning`…). Ids are for files and keys;
//! a learner reads what they mean, or the pattern's name. An id that
//! `locales/TERMS.md` keeps in English as a term of the language
//! (`orchestrator-workers`, `evaluator-optimizer`) is a name there, and may
//! appear.
//!
//! The ids come from the core's data (`decompose::all_ids`), so a new
//! question, answer, pattern, recipe or diagnosis is checked as soon as it
//! exists.

use std::collections::BTreeMap;

use hooklab_core::decompose::{all_ids, load_bank, Scenario};
use hooklab_core::i18n::Lang;

use crate::root;

/// The matrix ids a learner could mistake for words: those with a hyphen.
fn hyphenated_ids() -> Vec<&'static str> {
    all_ids()
        .into_iter()
        .filter(|id| id.contains('-'))
        .collect()
}

/// Whether a character continues an id (so `--resume-with-reread-x` or
/// `tool_on-result` are not the id).
fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The ids of `ids` that occur in `text` as whole tokens, case-insensitively,
/// in the order of `ids`.
fn ids_in<'a>(text: &str, ids: &[&'a str]) -> Vec<&'a str> {
    let lower = text.to_lowercase();
    ids.iter()
        .copied()
        .filter(|id| {
            lower.match_indices(id).any(|(start, found)| {
                let before = lower[..start].chars().next_back();
                let after = lower[start + found.len()..].chars().next();
                !before.is_some_and(is_id_char) && !after.is_some_and(is_id_char)
            })
        })
        .collect()
}

/// For each language code, the text of the `term` column of its table in
/// TERMS.md (the chosen terms, which may keep an English name).
fn kept_terms(terms: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut lang: Option<String> = None;
    for line in terms.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            lang = heading
                .rsplit_once("{#")
                .and_then(|(_, rest)| rest.strip_suffix('}'))
                .filter(|code| Lang::from_code(code).is_some())
                .map(str::to_owned);
            continue;
        }
        let (Some(code), Some(row)) = (&lang, line.strip_prefix('|')) else {
            continue;
        };
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        if let [concept, term, ..] = cells.as_slice() {
            if *concept == "concept" || concept.starts_with("---") {
                continue;
            }
            let entry = out.entry(code.clone()).or_default();
            entry.push_str(&term.to_lowercase());
            entry.push('\n');
        }
    }
    out
}

/// The ids TERMS.md keeps, in `lang`, as terms of their own.
fn kept_in<'a>(terms: &BTreeMap<String, String>, lang: &str, ids: &[&'a str]) -> Vec<&'a str> {
    terms
        .get(lang)
        .map(|text| ids_in(text, ids))
        .unwrap_or_default()
}

/// Every learner-facing text of a scenario, with the field it comes from.
fn learner_texts(scenario: &Scenario) -> Vec<(Lang, String, &str)> {
    let mut out = Vec::new();
    for (locale, text) in &scenario.text {
        out.push((*locale, "title".to_owned(), text.title.as_str()));
        out.push((*locale, "situation".to_owned(), text.situation.as_str()));
        out.push((*locale, "explanation".to_owned(), text.explanation.as_str()));
        if let Some(note) = &text.exam_note {
            out.push((*locale, "exam_note".to_owned(), note.as_str()));
        }
        for (pattern, why) in &text.why_not {
            out.push((*locale, format!("why_not.{pattern}"), why.as_str()));
        }
    }
    out
}

/// Every raw id shown to a learner in `bank`, as `file: text.<lang>.<field>: id`.
fn raw_ids_in_bank(bank: &[Scenario], terms: &BTreeMap<String, String>) -> Vec<String> {
    let ids = hyphenated_ids();
    let mut found = Vec::new();
    for scenario in bank {
        for (locale, field, text) in learner_texts(scenario) {
            let kept = kept_in(terms, locale.code(), &ids);
            for id in ids_in(text, &ids) {
                if !kept.contains(&id) {
                    found.push(format!(
                        "content/scenarios/{}.toml: text.{}.{field}: `{id}`",
                        scenario.id,
                        locale.code()
                    ));
                }
            }
        }
    }
    found
}

fn terms_file() -> String {
    let path = root().join("locales").join("TERMS.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn scenario_bank() -> Vec<Scenario> {
    let dir = root().join("content").join("scenarios");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("content/scenarios exists") {
        let path = entry.expect("readable entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("toml") {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_owned();
            let text = std::fs::read_to_string(&path).expect("readable scenario");
            files.push((name, text));
        }
    }
    files.sort();
    load_bank(&files).unwrap_or_else(|errors| {
        let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("the scenario bank does not load:\n{}", lines.join("\n"))
    })
}

#[test]
fn scenario_texts_show_no_raw_matrix_id() {
    let terms = kept_terms(&terms_file());
    for locale in Lang::ALL {
        assert!(
            terms.contains_key(locale.code()),
            "locales/TERMS.md has no table for {}",
            locale.code()
        );
    }
    let found = raw_ids_in_bank(&scenario_bank(), &terms);
    assert!(
        found.is_empty(),
        "learner text shows matrix ids; write what they mean, or the pattern's name:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_id_check_finds_a_planted_id_and_spares_kept_terms_and_longer_names() {
    let ids = hyphenated_ids();
    assert!(ids.contains(&"steps-known") && ids.contains(&"must-always-hold"));
    assert!(ids.contains(&"parallelization-sectioning"));
    assert_eq!(
        ids_in("The checklist fixes them, so steps-known is yes.", &ids),
        ["steps-known"]
    );
    assert_eq!(
        ids_in("Must-Always-Hold vaut oui.", &ids),
        ["must-always-hold"]
    );
    // Flags and field names that merely contain an id are not the id.
    assert!(ids_in("claude --resume-with-reread-now", &ids).is_empty());
    assert!(ids_in("the field x_on-result", &ids).is_empty());

    let terms = kept_terms(
        "## Français (fr) {#fr}\n\n| concept | term | rejected variants |\n|---|---|---|\n\
         | orchestrator-workers | orchestrator-workers (m.) | orchestrateur-exécutants |\n",
    );
    let kept = kept_in(&terms, "fr", &ids);
    assert_eq!(kept, ["orchestrator-workers"]);
    assert!(kept_in(&terms, "ru", &ids).is_empty());
}
