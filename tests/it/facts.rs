//! Facts that must not drift: the checks behind issue 11's list of wrong
//! or misleading statements. Each test reads the content as a learner sees
//! it and holds it against the engine's data or against the other
//! languages, so that a mistake of the same kind cannot come back unseen.

use std::collections::{BTreeMap, BTreeSet};

use hooklab_core::decompose::{direct_leaves, question_order, PatternId, Topic};
use hooklab_core::hooks::catalogue::{Blocking, Route, EVENTS};

use crate::root;

const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

fn read(relative: &str) -> String {
    let path = root().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of the section whose heading carries `{#id}`, up to the next
/// heading of the same or a higher level.
fn section<'a>(markdown: &'a str, id: &str) -> Vec<&'a str> {
    let marker = format!("{{#{id}}}");
    let mut lines = markdown.lines();
    let Some(level) = lines.by_ref().find_map(|l| {
        (l.starts_with('#') && l.trim_end().ends_with(&marker))
            .then(|| l.chars().take_while(|c| *c == '#').count())
    }) else {
        return Vec::new();
    };
    lines
        .take_while(|l| {
            let hashes = l.chars().take_while(|c| *c == '#').count();
            hashes == 0 || hashes > level || !l.get(hashes..).is_some_and(|r| r.starts_with(' '))
        })
        .collect()
}

/// The body rows of the first table in `lines`, as cells.
fn table_rows(lines: &[&str]) -> Vec<Vec<String>> {
    lines
        .iter()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect()
}

/// Whether `word` occurs in `text` with no letter, digit or `_` on either
/// side.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text.get(..at).and_then(|t| t.chars().next_back());
        let after = text.get(at + word.len()..).and_then(|t| t.chars().next());
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

fn assert_none(what: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{what}: {} problem(s)\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

// ----- Exit 2: where stderr goes -------------------------------------------

/// The rows of the "where exit-2 stderr goes" tables, in order: Claude, the
/// user, the transcript (Claude later), nobody.
fn route_row(route: Route) -> usize {
    match route {
        Route::Model => 0,
        Route::User | Route::UserNotice => 1,
        Route::UserAndModel => 2,
        Route::Debug | Route::Nowhere => 3,
    }
}

/// The table of the lessons and the hooks cheat sheet is taught from the
/// engine's catalogue (spec §1.3), not written as one sentence for all.
#[test]
fn exit_2_stderr_tables_follow_the_engine_catalogue() {
    let mut expected: Vec<BTreeSet<&str>> = vec![BTreeSet::new(); 4];
    for event in EVENTS.iter() {
        // WorktreeCreate fails on any non-zero code; the tables say so apart.
        if event.blocking != Blocking::AnyNonZero {
            if let Some(row) = expected.get_mut(route_row(event.exit2_stderr)) {
                row.insert(event.name);
            }
        }
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for lang in LANGS {
        for file in ["hooks/anatomy.md", "cheat-sheets/hooks.md"] {
            let path = format!("content/{lang}/{file}");
            let text = read(&path);
            let rows = table_rows(&section(&text, "exit-2-stderr"));
            if rows.len() != expected.len() {
                failures.push(format!(
                    "{path}: the exit-2-stderr table has {} rows, expected {} (Claude, the user, the transcript, nobody)",
                    rows.len(),
                    expected.len()
                ));
                continue;
            }
            for (index, (row, want)) in rows.iter().zip(&expected).enumerate() {
                checked += 1;
                let cell = row.get(1).map(String::as_str).unwrap_or_default();
                let found: BTreeSet<&str> = EVENTS
                    .iter()
                    .map(|e| e.name)
                    .filter(|name| has_word(cell, name))
                    .collect();
                if &found != want {
                    failures.push(format!(
                        "{path}: row {} lists {:?}; the catalogue routes {:?} there",
                        index + 1,
                        found.difference(want).collect::<Vec<_>>(),
                        want.difference(&found).collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    assert_none("exit-2 stderr routing", &failures);
    assert_eq!(checked, 4 * 2 * 4, "every table was read");
}

// ----- The decision questions, in the matrix's order -----------------------

/// Words that name each decomposition pattern in the lessons, lowercase,
/// in every language (the pattern names stay English; "agent" is
/// translated).
fn pattern_words(pattern: PatternId) -> &'static [&'static str] {
    match pattern {
        PatternId::PromptChaining => &["prompt chaining"],
        PatternId::Routing => &["routing"],
        PatternId::ParallelizationSectioning => &["sectioning"],
        PatternId::ParallelizationVoting => &["voting"],
        PatternId::OrchestratorWorkers => &["orchestrator-workers"],
        PatternId::EvaluatorOptimizer => &["evaluator-optimizer"],
        PatternId::AutonomousAgent => &["agent", "агент", "agente"],
        _ => &[],
    }
}

/// The pattern named first in `item`, if any.
fn first_pattern(item: &str) -> Option<PatternId> {
    let item = item.to_lowercase();
    PatternId::ALL
        .into_iter()
        .flat_map(|p| pattern_words(p).iter().map(move |w| (p, *w)))
        .filter_map(|(p, word)| {
            item.match_indices(word)
                .find(|(at, _)| {
                    // A word start: "agent" but not "reagent".
                    !item
                        .get(..*at)
                        .and_then(|t| t.chars().next_back())
                        .is_some_and(char::is_alphabetic)
                })
                .map(|(at, _)| (at, p))
        })
        .min_by_key(|(at, _)| *at)
        .map(|(_, p)| p)
}

/// The cheat sheet and the choosing lesson ask the decomposition questions
/// in the order the decision tree asks them, so each numbered question
/// leads to the pattern the tree puts right after it.
#[test]
fn decision_questions_follow_the_matrix_order() {
    let questions: Vec<_> = question_order()
        .into_iter()
        .filter(|q| q.topic() == Some(Topic::Decomposition))
        .collect();
    let mut failures = Vec::new();
    for lang in LANGS {
        for file in ["cheat-sheets/decomposition.md", "decomposition/choosing.md"] {
            let path = format!("content/{lang}/{file}");
            let text = read(&path);
            let items: Vec<&str> = section(&text, "questions-in-order")
                .into_iter()
                .filter(|l| {
                    l.split_once(". ").is_some_and(|(n, _)| {
                        !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
                    })
                })
                .collect();
            if items.len() != questions.len() {
                failures.push(format!(
                    "{path}: {} numbered questions, the matrix asks {}",
                    items.len(),
                    questions.len()
                ));
                continue;
            }
            for (index, (item, question)) in items.iter().zip(&questions).enumerate() {
                let want = direct_leaves(*question).first().copied();
                let got = first_pattern(item);
                if got != want {
                    failures.push(format!(
                        "{path}: question {} should be `{question}` and lead to {:?}, but names {:?} first",
                        index + 1,
                        want.map(|p| p.as_str()),
                        got.map(|p| p.as_str())
                    ));
                }
            }
        }
    }
    assert_none("decision questions out of the matrix's order", &failures);
}

// ----- updatedInput today ----------------------------------------------------

/// How each language says "with no decision".
const NO_DECISION: [(&str, &[&str]); 4] = [
    ("en", &["no decision", "no permissionDecision"]),
    (
        "fr",
        &[
            "aucune décision",
            "sans décision",
            "aucune permissionDecision",
            "sans permissionDecision",
        ],
    ),
    ("ru", &["без решения", "без permissionDecision"]),
    (
        "es",
        &[
            "sin decisión",
            "ninguna decisión",
            "sin permissionDecision",
            "ninguna permissionDecision",
        ],
    ),
];

/// Phrases where "ask" names a permission rule, not a hook decision.
const ASK_RULES: [(&str, &[&str]); 4] = [
    ("en", &["ask rule", "deny and ask"]),
    ("fr", &["règles deny et ask", "règle ask", "règles ask"]),
    ("ru", &["правила deny и ask", "правило ask", "правила ask"]),
    ("es", &["reglas deny y ask", "regla ask", "reglas ask"]),
];

const TODAY: [(&str, &str); 4] = [
    ("en", "Claude Code today"),
    ("fr", "Claude Code aujourd'hui"),
    ("ru", "Claude Code сегодня"),
    ("es", "Claude Code hoy"),
];

fn for_lang<'a, T: Copy>(table: &'a [(&'a str, T)], lang: &str) -> Option<T> {
    table.iter().find(|(l, _)| *l == lang).map(|(_, v)| *v)
}

/// What a "today" note about PreToolUse `updatedInput` leaves out, if
/// anything: it applies with allow, with ask and with no decision, and
/// `defer` ignores it (spec §4, §9). Sentences about PermissionRequest,
/// where it is allow-only, are set aside.
fn updated_input_gaps(lang: &str, text: &str) -> Vec<&'static str> {
    let text = text.replace(['`', '*'], "").replace('\u{2019}', "'");
    let today = for_lang(&TODAY, lang)
        .and_then(|w| text.find(w))
        .map_or(text.as_str(), |at| text.get(at..).unwrap_or_default());
    let mut kept: String = today
        .split_inclusive(['.', ';'])
        .filter(|s| !s.contains("PermissionRequest"))
        .collect();
    for phrase in for_lang(&ASK_RULES, lang).unwrap_or_default() {
        kept = kept.replace(phrase, "");
    }
    let mut gaps = Vec::new();
    if !has_word(&kept, "allow") {
        gaps.push("allow");
    }
    if !has_word(&kept, "ask") {
        gaps.push("ask");
    }
    if !for_lang(&NO_DECISION, lang)
        .unwrap_or_default()
        .iter()
        .any(|p| kept.contains(p))
    {
        gaps.push("no decision");
    }
    if !has_word(&kept, "defer") {
        gaps.push("defer");
    }
    gaps
}

/// The "Exam answer" callouts of lessons, as (language, file, line, text).
fn exam_callouts() -> Vec<(&'static str, String, usize, String)> {
    let mut out = Vec::new();
    for lang in LANGS {
        crate::invariants::visit(&root().join("content").join(lang), &mut |path, text| {
            if path.extension().is_none_or(|e| e != "md") {
                return;
            }
            let lines: Vec<&str> = text.lines().collect();
            for (at, line) in lines.iter().enumerate() {
                if line.trim() == "> [!IMPORTANT]" {
                    let body: Vec<&str> = lines
                        .get(at + 1..)
                        .unwrap_or_default()
                        .iter()
                        .take_while(|l| l.starts_with('>'))
                        .map(|l| l.trim_start_matches('>').trim())
                        .collect();
                    out.push((lang, path.display().to_string(), at + 1, body.join(" ")));
                }
            }
        });
    }
    out
}

/// Every place that teaches today's `updatedInput` rule names all of it:
/// allow, ask, no decision, and defer ignoring it.
#[test]
fn updated_input_today_names_allow_ask_no_decision_and_defer() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (lang, file, line, text) in exam_callouts() {
        if text.contains("updatedInput") {
            checked += 1;
            let gaps = updated_input_gaps(lang, &text);
            if !gaps.is_empty() {
                failures.push(format!("{file}:{line}: today's rule leaves out {gaps:?}"));
            }
        }
    }
    for (name, text) in data_tomls("scenarios") {
        let Ok(value) = text.parse::<toml::Table>() else {
            continue;
        };
        for lang in LANGS {
            let note = value
                .get("text")
                .and_then(|t| t.get(lang))
                .and_then(|t| t.get("exam_note"))
                .and_then(toml::Value::as_str)
                .unwrap_or_default();
            if note.contains("updatedInput") {
                checked += 1;
                let gaps = updated_input_gaps(lang, note);
                if !gaps.is_empty() {
                    failures.push(format!(
                        "content/scenarios/{name} [text.{lang}] exam_note leaves out {gaps:?}"
                    ));
                }
            }
        }
    }
    assert!(checked >= 20, "only {checked} notes found");
    assert_none("updatedInput today", &failures);
}

#[test]
fn the_updated_input_check_catches_what_issue_11_found() {
    // The kubectl scenario's note before the fix: no decision and defer, no ask.
    let old = "Claude Code today (v2.1.240) also applies updatedInput when the PreToolUse hook \
               returns no permissionDecision: the rewritten input then goes through the normal \
               permission checks. With \"defer\" it is ignored, and deny and ask rules still apply \
               to the rewritten command. The rule \"only with allow\" still holds for \
               PermissionRequest hooks.";
    assert_eq!(updated_input_gaps("en", old), vec!["allow", "ask"]);
    let fixed = "Claude Code today (v2.1.240): with `allow`, with `ask` and with no decision; \
                 ignored with `defer`.";
    assert!(updated_input_gaps("en", fixed).is_empty());
}

// ----- One story in four languages ----------------------------------------

/// `(file name, text)` of every `.toml` file in `content/<dir>`.
fn data_tomls(dir: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    crate::invariants::visit(&root().join("content").join(dir), &mut |path, text| {
        if path.extension().is_some_and(|e| e == "toml") {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push((name, text.to_owned()));
        }
    });
    out
}

/// Every human-readable string of a locale in a practice file: its
/// `[text.<lang>]` table (code samples aside) and its test labels.
fn locale_strings(value: &toml::Table, lang: &str) -> String {
    fn collect(value: &toml::Value, out: &mut String) {
        match value {
            toml::Value::String(s) => {
                out.push_str(s);
                out.push('\n');
            }
            toml::Value::Array(items) => items.iter().for_each(|v| collect(v, out)),
            toml::Value::Table(table) => table
                .iter()
                .filter(|(k, _)| *k != "code")
                .for_each(|(_, v)| collect(v, out)),
            _ => {}
        }
    }
    let mut out = String::new();
    if let Some(text) = value.get("text").and_then(|t| t.get(lang)) {
        collect(text, &mut out);
    }
    for test in value
        .get("test")
        .and_then(toml::Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(label) = test.get("label").and_then(|l| l.get(lang)) {
            collect(label, &mut out);
        }
    }
    out
}

/// The numbers a text states, written the English way: `1,5` and `1.5`
/// are the same, and so are `20 000` and `20,000`.
fn numbers(lang: &str, text: &str) -> BTreeSet<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = BTreeSet::new();
    let mut at = 0;
    while at < chars.len() {
        if !chars.get(at).is_some_and(char::is_ascii_digit) {
            at += 1;
            continue;
        }
        let mut number = String::new();
        while let Some(&c) = chars.get(at) {
            let next_is_digit = chars.get(at + 1).is_some_and(char::is_ascii_digit);
            let group_of_three = (1..=3)
                .all(|k| chars.get(at + k).is_some_and(char::is_ascii_digit))
                && !chars.get(at + 4).is_some_and(char::is_ascii_digit);
            match c {
                '0'..='9' => number.push(c),
                '.' if next_is_digit => number.push('.'),
                ',' if next_is_digit && lang == "en" && group_of_three => {}
                ',' if next_is_digit && lang != "en" => number.push('.'),
                ' ' | '\u{a0}' | '\u{202f}' if group_of_three && lang != "en" => {}
                _ => break,
            }
            at += 1;
        }
        out.insert(number);
    }
    out
}

/// Placeholder words that stand for a name in commands and patterns
/// (`claude -w NAME`, `mcp__server__tool`), in every language.
const PLACEHOLDERS: &[&str] = &[
    "NAME",
    "NOM",
    "ИМЯ",
    "NOMBRE",
    "server",
    "serveur",
    "сервер",
    "servidor",
    "tool",
    "outil",
    "инструмент",
    "herramienta",
];

/// The tokens of a text that look like code: identifiers with `_`, `--` or
/// an inner capital, paths, file names, rules and patterns.
fn code_tokens(text: &str) -> BTreeSet<String> {
    let mut text = text.to_owned();
    for word in PLACEHOLDERS {
        let mut out = String::new();
        let mut rest = text.as_str();
        while let Some(at) = rest.find(word) {
            let before = rest.get(..at).and_then(|t| t.chars().next_back());
            let after = rest.get(at + word.len()..).and_then(|t| t.chars().next());
            out.push_str(rest.get(..at).unwrap_or_default());
            if before.is_some_and(char::is_alphanumeric) || after.is_some_and(char::is_alphanumeric)
            {
                out.push_str(word);
            } else {
                out.push_str("PH");
            }
            rest = rest.get(at + word.len()..).unwrap_or_default();
        }
        out.push_str(rest);
        text = out;
    }
    let is_token_char = |c: char| c.is_alphanumeric() || "_$./:=*|^@<>[]{}~+-#".contains(c);
    text.split(|c: char| !is_token_char(c))
        // A word of another script glued to code by a hyphen
        // ("TypeScript-колбэк") keeps its ASCII part; any other word with
        // non-ASCII letters ("réussite/échec") is prose.
        .flat_map(|t| {
            if t.is_ascii() {
                vec![t]
            } else {
                t.split('-').filter(|part| part.is_ascii()).collect()
            }
        })
        .map(|t| t.trim_end_matches(['.', ',', ':', ';', '-']))
        .filter(|t| t.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|t| {
            let bytes: Vec<char> = t.chars().collect();
            let camel = bytes
                .windows(2)
                .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
            let dotted = t.split('.').filter(|part| !part.is_empty()).count() > 1
                && t.split('.').any(|part| part.len() > 1);
            let path = t.contains('/')
                && (t.starts_with(['/', '~', '.']) || t.ends_with('/') || t.contains(['.', '_']));
            camel
                || dotted
                || path
                || t.contains(['_', '=', '$', '*', '^', '|'])
                || t.contains("--")
        })
        .map(str::to_owned)
        .collect()
}

/// A translation changes words, never facts: the numbers and the code
/// (commands, paths, identifiers, field names) of every scenario, preset,
/// challenge and simulator scenario are the same in the four languages.
#[test]
fn practice_texts_state_the_same_numbers_and_code_in_every_language() {
    let mut failures = Vec::new();
    let mut files = 0;
    for dir in ["scenarios", "presets", "challenges", "simulator"] {
        for (name, text) in data_tomls(dir) {
            let Ok(value) = text.parse::<toml::Table>() else {
                failures.push(format!("content/{dir}/{name}: not TOML"));
                continue;
            };
            files += 1;
            let per_lang: BTreeMap<&str, String> = LANGS
                .iter()
                .map(|l| (*l, locale_strings(&value, l)))
                .collect();
            let en = per_lang.get("en").cloned().unwrap_or_default();
            for lang in ["fr", "ru", "es"] {
                let other = per_lang.get(lang).cloned().unwrap_or_default();
                let (a, b) = (numbers("en", &en), numbers(lang, &other));
                if a != b {
                    failures.push(format!(
                        "content/{dir}/{name}: numbers only in en {:?}, only in {lang} {:?}",
                        a.difference(&b).collect::<Vec<_>>(),
                        b.difference(&a).collect::<Vec<_>>()
                    ));
                }
                let (a, b) = (code_tokens(&en), code_tokens(&other));
                if a != b {
                    failures.push(format!(
                        "content/{dir}/{name}: code only in en {:?}, only in {lang} {:?}",
                        a.difference(&b).collect::<Vec<_>>(),
                        b.difference(&a).collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    assert!(files > 90, "only {files} practice files read");
    assert_none("a fact differs between languages", &failures);
}

#[test]
fn the_parity_check_reads_numbers_and_code_like_a_reader() {
    assert_eq!(
        numbers("fr", "0,9 s, 20 000 questions, v2.1.240 et la clause 7.2"),
        numbers("en", "0.9 s, 20,000 questions, v2.1.240 and clause 7.2")
    );
    assert_ne!(
        numbers("ru", "бюджет 1,5 секунды"),
        numbers("en", "a budget of 2.5 seconds")
    );
    assert_eq!(
        code_tokens("claude -w NAME creates .claude/worktrees/NAME; matcher mcp__server__tool"),
        code_tokens("claude -w ИМЯ создаёт .claude/worktrees/ИМЯ; матчер mcp__сервер__инструмент")
    );
    assert_ne!(
        code_tokens("add --dry-run=server to kubectl apply"),
        code_tokens("ajoutez --dry-run=client à kubectl apply")
    );
    // Prose with a slash is not code, in any script.
    assert!(code_tokens("a pass/fail gate, an A/B test, at 7 a.m.").is_empty());
    assert!(code_tokens("une gate réussite/échec, un TypeScript-колбэк").len() == 1);
}

// ----- The exam-versus-today table -----------------------------------------

/// The exam focus page shows every difference between the course's answer
/// and Claude Code today in one table, the same rows in every language.
#[test]
fn the_exam_versus_today_table_lists_every_difference() {
    // One row per difference of spec §9 that the lessons teach; each is
    // recognised by the code it names.
    const ROWS: &[&str] = &[
        "DirectoryAdded",
        "PermissionRequest",
        "updatedInput",
        "setting_sources",
        "SubagentStop",
        "--continue",
    ];
    let mut failures = Vec::new();
    let mut sizes = BTreeMap::new();
    for lang in LANGS {
        let path = format!("content/{lang}/exam/focus.md");
        let rows = table_rows(&section(&read(&path), "exam-vs-today"));
        sizes.insert(lang, rows.len());
        for token in ROWS {
            if !rows.iter().any(|r| r.join(" ").contains(token)) {
                failures.push(format!(
                    "{path}: no row of the exam-vs-today table names {token}"
                ));
            }
        }
        for row in &rows {
            if row.len() != 3 || row.iter().any(String::is_empty) {
                failures.push(format!(
                    "{path}: row {row:?} needs a point, the exam answer and today"
                ));
            }
        }
    }
    let counts: BTreeSet<_> = sizes.values().collect();
    if counts.len() != 1 {
        failures.push(format!(
            "the table has different row counts per language: {sizes:?}"
        ));
    }
    assert_none("exam-vs-today table", &failures);
}

// ----- Exam answers taught only as exam answers ----------------------------

/// A lesson's Markdown without its "Exam answer" callouts and without the
/// exam-versus-today table: what it states as Claude Code's behaviour.
fn stated_as_fact(markdown: &str) -> String {
    let table = section(markdown, "exam-vs-today");
    let mut out = String::new();
    let mut in_callout = false;
    for line in markdown.lines() {
        if line.trim() == "> [!IMPORTANT]" {
            in_callout = true;
            continue;
        }
        if in_callout && line.starts_with('>') {
            continue;
        }
        in_callout = false;
        if table.contains(&line) && line.starts_with('|') {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Every lesson page of every language: (path, Markdown).
fn lesson_pages() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for lang in LANGS {
        crate::invariants::visit(&root().join("content").join(lang), &mut |path, text| {
            if path.extension().is_some_and(|e| e == "md") {
                out.push((path.display().to_string(), text.to_owned()));
            }
        });
    }
    out
}

/// The seeds' matcher rule ("letters, digits and `|` are exact") is the
/// exam answer; as a statement of what Claude Code does it is wrong (the
/// exact set also has `_`, `-`, spaces and `,`). It may appear only inside
/// an "Exam answer" callout or the exam-versus-today table.
#[test]
fn the_seeds_matcher_rule_is_taught_only_as_the_exam_answer() {
    const SEED_RULE: &[&str] = &[
        "digits and `|`",
        "digits and `\\|`",
        "chiffres et `|`",
        "chiffres et de `|`",
        "chiffres et `\\|`",
        "цифры и `|`",
        "цифр и `|`",
        "цифры и `\\|`",
        "dígitos y `|`",
        "dígitos y `\\|`",
    ];
    let mut failures = Vec::new();
    for (path, text) in lesson_pages() {
        let fact = stated_as_fact(&text).to_lowercase();
        for phrase in SEED_RULE {
            if fact.contains(phrase) {
                failures.push(format!(
                    "{path}: “{phrase}” states the seeds' matcher rule outside an Exam answer callout"
                ));
            }
        }
    }
    assert_none("the seeds' matcher rule taught as today's", &failures);
    // Planted: the glossary's old wording is caught, the same words inside
    // a callout are not.
    let old = "- **matcher**: ... Letters, digits and `|` mean exact names.\n";
    assert!(stated_as_fact(old)
        .to_lowercase()
        .contains("digits and `|`"));
    let callout = "> [!IMPORTANT]\n> **Exam answer:** letters, digits and `|`.\n";
    assert!(!stated_as_fact(callout).contains("digits and"));
}

/// `setting_sources=["project"]` is the seeds' answer for SessionStart and
/// SessionEnd hooks in Python; today omitting it loads user, project and
/// local settings (spec §6, §9). A page that shows it gives both.
#[test]
fn setting_sources_project_comes_with_its_exam_callout() {
    let mut failures = Vec::new();
    let mut pages = 0;
    let callouts = exam_callouts();
    for (path, text) in lesson_pages() {
        if !text.contains("setting_sources=[\"project\"]") {
            continue;
        }
        pages += 1;
        let explained = callouts
            .iter()
            .any(|(_, file, _, body)| *file == path && body.contains("setting_sources"));
        if !explained {
            failures.push(format!(
                "{path}: shows setting_sources=[\"project\"] without an Exam answer callout on setting_sources"
            ));
        }
    }
    assert!(pages >= 12, "only {pages} pages show setting_sources");
    assert_none("setting_sources without its callout", &failures);
}
