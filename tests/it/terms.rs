//! One vocabulary per language. `locales/TERMS.md` gives, for each language,
//! the term for each concept and the variants that are not used; this module
//! reads it and fails when a rejected variant appears in text a learner reads:
//! lesson Markdown (outside code), Fluent message values, and the texts of the
//! practice items. How a variant is matched is written in TERMS.md itself.

use crate::{invariants::visit, root};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

/// The practice folders whose TOML files hold `[text.<lang>]` tables.
const PRACTICE_DIRS: [&str; 5] = [
    "scenarios",
    "presets",
    "challenges",
    "simulator",
    "exam-items",
];

/// Front-matter keys of a lesson that hold no learner-facing text.
const FRONT_MATTER_IDS: [&str; 5] = ["id", "practice", "claude_code_version", "weight", "answer"];

/// Stands where code, a placeable or a technical name was: no variant word
/// matches it, and words on either side of it do not count as neighbours.
const BARRIER: char = '\0';

/// One row of a language's table.
#[derive(Debug)]
struct Row {
    concept: String,
    term: String,
    variants: Vec<Variant>,
}

/// A rejected variant: its text as written in TERMS.md and its words.
#[derive(Debug)]
struct Variant {
    source: String,
    words: Vec<VariantWord>,
}

#[derive(Debug)]
struct VariantWord {
    text: String,
    /// Written with a trailing `*`: matches any word that starts with `text`.
    stem: bool,
}

impl VariantWord {
    fn matches(&self, word: &str) -> bool {
        if self.stem {
            word.starts_with(self.text.as_str())
        } else {
            word == self.text
        }
    }
}

/// Lower case, `ё` read as `е`, typographic apostrophe read as `'`.
fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'ё' => 'е',
            '’' => '\'',
            other => other,
        })
        .collect()
}

fn parse_variant(source: &str) -> Result<Variant, String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut stem = false;
    for c in fold(source).chars() {
        if c.is_alphanumeric() && !stem {
            current.push(c);
        } else if c.is_alphanumeric() {
            return Err(format!("`{source}`: `*` may only end a word"));
        } else if c == '*' && !current.is_empty() {
            stem = true;
        } else if !current.is_empty() {
            words.push(VariantWord {
                text: std::mem::take(&mut current),
                stem,
            });
            stem = false;
        }
    }
    if !current.is_empty() {
        words.push(VariantWord {
            text: current,
            stem,
        });
    }
    if words.is_empty() {
        return Err(format!("`{source}` has no word"));
    }
    Ok(Variant {
        source: source.to_owned(),
        words,
    })
}

fn table_cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(|c| c.trim().to_owned()).collect()
}

/// The tables of TERMS.md, by language code.
fn parse_terms(text: &str) -> Result<BTreeMap<String, Vec<Row>>, String> {
    let mut tables: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    let mut lang: Option<&str> = None;
    let mut in_table = false;
    for (index, line) in text.lines().enumerate() {
        let at = index + 1;
        if let Some(heading) = line.strip_prefix("## ") {
            lang = LANGS
                .into_iter()
                .find(|code| heading.contains(&format!("({code})")));
            in_table = false;
            continue;
        }
        if !line.trim_start().starts_with('|') {
            in_table = false;
            continue;
        }
        let cells = table_cells(line);
        if cells == ["concept", "term", "rejected variants"] {
            let Some(code) = lang else {
                return Err(format!(
                    "line {at}: a terms table outside a language section"
                ));
            };
            if tables.contains_key(code) {
                return Err(format!("line {at}: a second terms table for {code}"));
            }
            tables.insert(code.to_owned(), Vec::new());
            in_table = true;
            continue;
        }
        if !in_table
            || cells
                .iter()
                .all(|c| c.chars().all(|ch| ch == '-' || ch == ':'))
        {
            continue;
        }
        let [concept, term, variants] = cells.as_slice() else {
            return Err(format!(
                "line {at}: a row needs three cells (concept | term | rejected variants), found {}",
                cells.len()
            ));
        };
        if concept.is_empty() || term.is_empty() {
            return Err(format!("line {at}: empty concept or term"));
        }
        let variants = variants
            .split(',')
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(|v| parse_variant(v).map_err(|e| format!("line {at}: {e}")))
            .collect::<Result<Vec<_>, _>>()?;
        let code = lang.expect("a table is only opened inside a language section");
        let rows = tables.get_mut(code).expect("the table was opened above");
        if rows.iter().any(|r| &r.concept == concept) {
            return Err(format!(
                "line {at}: concept `{concept}` is listed twice for {code}"
            ));
        }
        rows.push(Row {
            concept: concept.clone(),
            term: term.clone(),
            variants,
        });
    }
    Ok(tables)
}

/// A word of learner text, folded, with where it came from.
#[derive(Debug)]
enum Token {
    Word {
        folded: String,
        original: String,
        /// Opens a parenthesis, or stands in one that follows a bold term
        /// (`**hook** (hook event)`): a gloss.
        gloss: bool,
    },
    Barrier,
}

/// A run of non-space characters that is a technical name: a flag, a path, a
/// key with `_` or `.`, a JSON key (`"Event":`) or string (`"hooks"`), a call
/// such as `Bash(rm`, or a camelCase identifier.
fn is_technical(chunk: &str) -> bool {
    let unquoted = chunk.trim_start_matches(|c: char| !c.is_alphanumeric() && c != '-');
    let mut chars = unquoted.chars();
    if chars.next() == Some('-')
        && chars
            .next()
            .is_some_and(|c| c == '-' || c.is_alphanumeric())
    {
        return true;
    }
    if chunk.contains("\":") {
        return true;
    }
    let command = chunk.trim_start_matches(|c: char| "(«\"“'".contains(c));
    if command
        .strip_prefix('/')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic()))
    {
        return true;
    }
    // A placeholder of a command line: `--resume <id>`, `projects/<slug>`.
    if command.starts_with('<') && command.contains('>') {
        return true;
    }
    let quoted = chunk.trim_end_matches(|c: char| ",.;:!?)]".contains(c));
    if quoted.len() > 2
        && quoted.starts_with('"')
        && quoted.ends_with('"')
        && quoted[1..quoted.len() - 1]
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
    {
        return true;
    }
    let core = chunk.trim_matches(|c: char| !c.is_alphanumeric());
    if core.contains(|c: char| "_./\\$=([<>*|@#:`{}".contains(c)) {
        return true;
    }
    core.chars()
        .zip(core.chars().skip(1))
        .any(|(a, b)| a.is_ascii_lowercase() && b.is_ascii_uppercase())
}

/// English between guillemets, spaces around it allowed: a key («hooks»),
/// a document's title («Hooks reference»), a message Claude Code prints.
fn is_quoted_name(inner: &str) -> bool {
    let name = inner.trim();
    !name.is_empty() && name.is_ascii()
}

/// Replaces `«…»` that holds a quoted name with a barrier.
fn hide_quoted_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('«') {
        out.push_str(&rest[..open]);
        let after = &rest[open + '«'.len_utf8()..];
        match after.find('»') {
            Some(close) if is_quoted_name(&after[..close]) => {
                out.push(BARRIER);
                rest = &after[close + '»'.len_utf8()..];
            }
            _ => {
                out.push('«');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn tokens(text: &str) -> Vec<Token> {
    let text = hide_quoted_names(text);
    let mut cleaned = String::with_capacity(text.len());
    for piece in text.split_inclusive(char::is_whitespace) {
        let chunk = piece.trim_end_matches(char::is_whitespace);
        if is_technical(chunk) {
            cleaned.push(BARRIER);
            cleaned.push(' ');
        } else {
            cleaned.push_str(piece);
        }
    }
    let mut out = Vec::new();
    let mut word = String::new();
    let mut word_gloss = false;
    let mut previous = ' ';
    // Inside a parenthesis that follows a bold term.
    let mut in_bold_gloss = false;
    // The parenthesis just opened is short (three words at most), as a
    // gloss is; a longer one is a sentence of its own.
    let mut short_paren = false;
    let mut seen = String::new();
    let chars: Vec<char> = cleaned.chars().collect();
    for (at, &c) in chars.iter().enumerate() {
        if c.is_alphanumeric() {
            if word.is_empty() {
                word_gloss = (previous == '(' && short_paren) || in_bold_gloss;
            }
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(Token::Word {
                    folded: fold(&word),
                    original: std::mem::take(&mut word),
                    gloss: word_gloss,
                });
            }
            if c == BARRIER {
                out.push(Token::Barrier);
            }
            if c == '(' {
                let inside: String = chars[at + 1..].iter().take_while(|&&d| d != ')').collect();
                short_paren = inside.split_whitespace().count() <= 3;
                in_bold_gloss = seen.trim_end().ends_with("**");
            } else if c == ')' {
                in_bold_gloss = false;
            }
        }
        seen.push(c);
        previous = c;
    }
    if !word.is_empty() {
        out.push(Token::Word {
            folded: fold(&word),
            original: word,
            gloss: word_gloss,
        });
    }
    out
}

/// The rejected variants found in one piece of text: (words found, row,
/// variant).
fn find<'a>(text: &str, rows: &'a [Row]) -> Vec<(String, &'a Row, &'a Variant)> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    for row in rows {
        for variant in &row.variants {
            let n = variant.words.len();
            for start in 0..tokens.len().saturating_sub(n - 1) {
                let window = &tokens[start..start + n];
                let matched = window.iter().zip(&variant.words).all(|(token, word)| {
                    matches!(token, Token::Word { folded, .. } if word.matches(folded))
                });
                if !matched {
                    continue;
                }
                if matches!(&window[0], Token::Word { gloss: true, .. }) {
                    continue;
                }
                let words: Vec<&str> = window
                    .iter()
                    .filter_map(|t| match t {
                        Token::Word { original, .. } => Some(original.as_str()),
                        Token::Barrier => None,
                    })
                    .collect();
                found.push((words.join(" "), row, variant));
            }
        }
    }
    found
}

/// Replaces each Markdown code span (any run of backticks up to the next run
/// of the same length) with a barrier; an unclosed run stays as text.
fn hide_code_spans(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let run = chars[i..].iter().take_while(|&&c| c == '`').count();
        let mut j = i + run;
        let mut close = None;
        while j < chars.len() {
            if chars[j] == '`' {
                let other = chars[j..].iter().take_while(|&&c| c == '`').count();
                if other == run {
                    close = Some(j + other);
                    break;
                }
                j += other;
            } else {
                j += 1;
            }
        }
        match close {
            Some(end) => {
                out.push(BARRIER);
                i = end;
            }
            None => {
                out.extend(&chars[i..i + run]);
                i += run;
            }
        }
    }
    out
}

/// Replaces every `open … close` span (heading ids, link targets, autolinks)
/// with a barrier; `keep` characters of the opener stay (the `]` of `](`).
fn hide_spans(line: &str, open: &str, close: char, keep: usize) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(open) {
        let after = &rest[at + open.len()..];
        let Some(end) = after.find(close) else {
            break;
        };
        out.push_str(&rest[..at + keep]);
        out.push(BARRIER);
        rest = &after[end + close.len_utf8()..];
    }
    out.push_str(rest);
    out
}

/// Learner-facing text of a Markdown lesson, by line number.
fn markdown_texts(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut body_start = 0;
    if lines.first().is_some_and(|l| l.trim() == "+++") {
        if let Some(end) = lines.iter().skip(1).position(|l| l.trim() == "+++") {
            let front: Vec<(usize, &str)> = lines[1..=end]
                .iter()
                .enumerate()
                .map(|(i, l)| (i + 2, *l))
                .collect();
            let texts = toml_texts(&front, |_, key| !FRONT_MATTER_IDS.contains(&key));
            out.extend(
                texts
                    .into_iter()
                    .map(|(at, text)| (at, hide_code_spans(&text))),
            );
            body_start = end + 2;
        }
    }
    let mut fence: Option<(char, usize)> = None;
    for (index, line) in lines.iter().enumerate().skip(body_start) {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |m| trimmed.chars().take_while(|c| *c == m).count());
        match fence {
            Some((mark, len)) => {
                if marker == Some(mark)
                    && run >= len
                    && trimmed.trim_end().chars().all(|c| c == mark)
                {
                    fence = None;
                }
                continue;
            }
            None if run >= 3 => {
                fence = marker.map(|m| (m, run));
                continue;
            }
            None => {}
        }
        let visible = hide_code_spans(line);
        let visible = hide_spans(&visible, "{#", '}', 0);
        let visible = hide_spans(&visible, "](", ')', 1);
        let visible = hide_spans(&visible, "<http", '>', 0);
        out.push((index + 1, visible));
    }
    out
}

/// Undoes TOML's basic-string escapes that would glue words together.
fn unescape(value: &str) -> String {
    value
        .replace("\\\"", "\"")
        .replace("\\n", " ")
        .replace("\\t", " ")
        .replace("\\\\", "\\")
}

/// The values a TOML text holds under the keys `select(table, key)` accepts,
/// by line number. Line-based, so that every finding has its line: keys and
/// table headers are recognised at the start of a line, multi-line strings
/// and arrays belong to the key that opened them.
fn toml_texts(
    lines: &[(usize, &str)],
    select: impl Fn(&str, &str) -> bool,
) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut table = String::new();
    let mut selected = false;
    let mut multiline: Option<&str> = None;
    for &(at, line) in lines {
        if let Some(delimiter) = multiline {
            let (content, closes) = match line.find(delimiter) {
                Some(end) => (&line[..end], true),
                None => (line, false),
            };
            if selected {
                out.push((at, unescape(content)));
            }
            if closes {
                multiline = None;
            }
            continue;
        }
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.starts_with('[') && !trimmed.starts_with("[\"") && !trimmed.starts_with("['") {
            table = trimmed
                .trim_matches(|c| c == '[' || c == ']')
                .trim()
                .to_owned();
            selected = false;
            continue;
        }
        let key_end = trimmed.find('=').filter(|&eq| {
            let key = trimmed[..eq].trim();
            !key.is_empty()
                && !key.contains(char::is_whitespace)
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-.\"' ".contains(c))
        });
        let value = match key_end {
            Some(eq) => {
                let key = trimmed[..eq].trim().trim_matches(|c| c == '"' || c == '\'');
                selected = select(&table, key);
                &trimmed[eq + 1..]
            }
            None => trimmed,
        };
        if selected {
            out.push((at, unescape(value)));
        }
        for delimiter in ["\"\"\"", "'''"] {
            if value.matches(delimiter).count() % 2 == 1 {
                multiline = Some(delimiter);
                break;
            }
        }
    }
    out
}

/// Replaces Fluent placeables (`{ $count }`, `{"{"}`, a select expression's
/// opening) with a barrier; an unmatched `}` becomes a space.
fn hide_placeables(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for c in line.chars() {
        if depth == 0 {
            match c {
                '{' => {
                    depth = 1;
                    // Apart from what precedes it: `"hooks"{ "}" }` keeps
                    // `"hooks"` a JSON string.
                    out.push(' ');
                    out.push(BARRIER);
                }
                '}' => out.push(' '),
                other => out.push(other),
            }
            continue;
        }
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
    }
    out
}

/// The comment that marks a Fluent message as Claude Code's own words,
/// shown in English in every language.
const VERBATIM: &str = "# Verbatim:";

/// The message values of a Fluent file, by line number; a message whose
/// comment starts with [`VERBATIM`] is left out.
fn fluent_texts(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut verbatim_comment = false;
    let mut skipping = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            verbatim_comment = false;
            continue;
        }
        if trimmed.starts_with('#') {
            verbatim_comment = line.starts_with(VERBATIM);
            continue;
        }
        let starts_entry = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        if starts_entry {
            skipping = verbatim_comment;
            verbatim_comment = false;
        }
        if skipping {
            continue;
        }
        let value = if (starts_entry || trimmed.starts_with('.')) && line.contains('=') {
            line.split_once('=').map_or("", |(_, v)| v)
        } else if let Some(rest) = trimmed
            .strip_prefix('*')
            .unwrap_or(trimmed)
            .strip_prefix('[')
        {
            rest.split_once(']').map_or("", |(_, v)| v)
        } else {
            line
        };
        out.push((index + 1, hide_placeables(value)));
    }
    out
}

/// Every piece of learner-facing text in `lang`: (file, line, text).
fn learner_texts(lang: &str) -> Vec<(String, usize, String)> {
    let root = root();
    let relative = |path: &Path| {
        path.strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string()
    };
    let mut out = Vec::new();
    visit(&root.join("content").join(lang), &mut |path, text| {
        if path.extension().is_some_and(|e| e == "md") {
            let file = relative(path);
            out.extend(
                markdown_texts(text)
                    .into_iter()
                    .map(|(l, t)| (file.clone(), l, t)),
            );
        }
    });
    visit(&root.join("locales").join(lang), &mut |path, text| {
        if path.extension().is_some_and(|e| e == "ftl") {
            let file = relative(path);
            out.extend(
                fluent_texts(text)
                    .into_iter()
                    .map(|(l, t)| (file.clone(), l, t)),
            );
        }
    });
    let text_table = format!("text.{lang}");
    for dir in PRACTICE_DIRS {
        visit(&root.join("content").join(dir), &mut |path, text| {
            if path.extension().is_none_or(|e| e != "toml") {
                return;
            }
            let file = relative(path);
            let lines: Vec<(usize, &str)> =
                text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
            let texts = toml_texts(&lines, |table, key| table == text_table || key == lang);
            out.extend(texts.into_iter().map(|(l, t)| (file.clone(), l, t)));
        });
    }
    out
}

fn terms() -> BTreeMap<String, Vec<Row>> {
    let path = root().join("locales").join("TERMS.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_terms(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_names_the_same_concepts() {
    let tables = terms();
    let mut problems = Vec::new();
    let concepts = |lang: &str| -> BTreeSet<&str> {
        tables
            .get(lang)
            .map(|rows| rows.iter().map(|r| r.concept.as_str()).collect())
            .unwrap_or_default()
    };
    let english = concepts("en");
    assert!(
        english.len() >= 40,
        "locales/TERMS.md: expected the English table to list the concepts, found {}",
        english.len()
    );
    for lang in LANGS {
        if !tables.contains_key(lang) {
            problems.push(format!("locales/TERMS.md has no table for {lang}"));
            continue;
        }
        for missing in english.difference(&concepts(lang)) {
            problems.push(format!(
                "locales/TERMS.md: {lang} does not name `{missing}`"
            ));
        }
        for extra in concepts(lang).difference(&english) {
            problems.push(format!(
                "locales/TERMS.md: {lang} names `{extra}`, which English does not"
            ));
        }
        // A term must not be caught by its own row's rejected variants.
        for row in &tables[lang] {
            for (found, _, variant) in find(&hide_code_spans(&row.term), std::slice::from_ref(row))
            {
                problems.push(format!(
                    "locales/TERMS.md: {lang} `{}` rejects `{}`, which catches «{found}» in its own term",
                    row.concept, variant.source
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn learner_text_uses_only_the_chosen_terms() {
    let tables = terms();
    let mut problems = BTreeSet::new();
    let mut checked = 0;
    for lang in LANGS {
        let rows = &tables[lang];
        for (file, line, text) in learner_texts(lang) {
            checked += 1;
            for (found, row, variant) in find(&text, rows) {
                problems.insert(format!(
                    "{file}:{line}: «{found}» (rejected `{}`) — use «{}» ({})",
                    variant.source, row.term, row.concept
                ));
            }
        }
    }
    assert!(
        checked > 4000,
        "expected thousands of lines of learner text, read {checked}"
    );
    assert!(
        problems.is_empty(),
        "{} rejected variants (see locales/TERMS.md):\n{}",
        problems.len(),
        problems.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// The matcher on small texts: what counts as a hit, what is code or a gloss.
#[test]
fn variants_are_matched_as_terms_md_describes() {
    let table = "## Test (fr)\n\n| concept | term | rejected variants |\n|---|---|---|\n\
                 | handler | handler | gestionnaire* |\n\
                 | user | l'utilisateur | la personne |\n\
                 | hook | хук | hook, hooks |\n";
    let tables = parse_terms(table).expect("the sample table parses");
    let rows = &tables["fr"];
    let hits =
        |text: &str| -> Vec<String> { find(text, rows).into_iter().map(|(w, _, _)| w).collect() };
    assert_eq!(hits("Chaque Gestionnaires tourne."), ["Gestionnaires"]);
    assert_eq!(hits("La personne voit l’avis."), ["La personne"]);
    assert_eq!(hits("la\npersonne"), ["la personne"]);
    assert_eq!(
        hits("avec `ask` (la personne voit l’appel réécrit)"),
        ["la personne"],
        "a long parenthesis is a sentence, not a gloss"
    );
    assert!(hits("Personne ne la voit ; personne.").is_empty());
    assert!(
        hits("**handler** (gestionnaire) : une action").is_empty(),
        "a gloss is allowed"
    );
    assert!(
        hits("**crochet** (hooks, hook) : un hook").len() == 1,
        "a bold term's gloss is allowed"
    );
    assert!(hits("hookSpecificOutput, hooks/hooks.json, --hook, hook_event").is_empty());
    assert!(
        hits("(/hooks, «/hook» /hook)").is_empty(),
        "slash commands are names"
    );
    assert!(
        hits(&hide_placeables(r#"{ "{" }"name", "hooks"{ "}" }"#)).is_empty(),
        "a JSON string beside a Fluent placeable is a name"
    );
    assert!(
        hits("[\"--hook\", { \"hooks\": [] }").is_empty(),
        "flags and JSON keys are names"
    );
    assert!(
        hits("claude --resume <hooks> et <hooks>.").is_empty(),
        "a command line's placeholder is a name"
    );
    assert_eq!(hits("des <hooks et hooks>"), ["hooks", "hooks"]);
    assert!(
        hits("объект «hooks»").is_empty(),
        "a quoted ASCII name is skipped"
    );
    assert_eq!(hits("хуки (Hooks) и hooks"), ["hooks"]);
    let markdown = markdown_texts("+++\nid = \"hooks\"\ntitle = \"Les hooks\"\n+++\n\nUn `hook` et\n```\nhook\n```\nun hook.\n");
    let joined: Vec<String> = markdown
        .iter()
        .flat_map(|(line, text)| hits(text).into_iter().map(move |w| format!("{line}:{w}")))
        .collect();
    assert_eq!(joined, ["3:hooks", "10:hook"]);
    let fluent = fluent_texts(
        "# hooks\nkey = { $n ->\n    [one] un hook\n   *[other] { $n } { \"hooks\" }\n}\n",
    );
    let joined: Vec<String> = fluent
        .iter()
        .flat_map(|(line, text)| hits(text).into_iter().map(move |w| format!("{line}:{w}")))
        .collect();
    assert_eq!(joined, ["3:hook"]);
    let verbatim =
        fluent_texts("# Verbatim: Claude Code's words\nkey = No hooks\n    found\nnext = hooks\n");
    assert_eq!(
        verbatim,
        [(4, " hooks".to_owned())],
        "a verbatim message is left out"
    );
    let toml = "id = \"hooks\"\n[text.fr]\ntitle = \"\"\"\nles hooks\"\"\"\nhints = [\n  \"un hook\",\n]\n[text.fr.code]\nx = \"hook\"\n";
    let lines: Vec<(usize, &str)> = toml.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    let joined: Vec<String> = toml_texts(&lines, |table, _| table == "text.fr")
        .iter()
        .flat_map(|(line, text)| hits(text).into_iter().map(move |w| format!("{line}:{w}")))
        .collect();
    assert_eq!(joined, ["4:hooks", "6:hook"]);
}
