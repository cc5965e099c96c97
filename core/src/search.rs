//! Search across one language's lessons, glossary and cheat sheets.
//!
//! The server cuts every page into sections at its `##` and `###`
//! headings and ships them as an [`IndexData`] (one small JSON file per
//! language); the same [`Index`] answers on the server, for the search page
//! that works without JavaScript, and in the browser, as the learner types.
//!
//! Matching is word by word: the text and the query are cut into words at
//! every character that is not a letter or a digit, then folded (lower
//! case, accents dropped, *ё* read as *е*), so `ecrit` finds *écrit* and
//! `еще` finds *ещё*. Every query word must match the start of a word of
//! the section (its heading, its page's title or its text), which is how
//! the last word matches while it is being typed and how a Russian stem
//! finds its inflected forms; a whole-word match counts more than a
//! prefix. A word found in a heading counts more than one in the page's
//! title, which counts more than one in the text, so headings come first.

use serde::{Deserialize, Serialize};

/// The most query words looked at; the rest are ignored.
pub const MAX_TERMS: usize = 8;
/// The most characters of a query looked at.
pub const MAX_QUERY_CHARS: usize = 200;
/// About how many characters a snippet shows.
pub const SNIPPET_CHARS: usize = 180;

/// What a word found in a section's heading is worth.
const HEADING_WEIGHT: f32 = 10.0;
/// What a word found in the title of the section's page is worth.
const PAGE_WEIGHT: f32 = 4.0;
/// What a word found in the section's text is worth (more for repeats, up
/// to [`BODY_REPEAT_CAP`] times).
const BODY_WEIGHT: f32 = 1.0;
const BODY_REPEAT_BONUS: f32 = 0.1;
const BODY_REPEAT_CAP: u32 = 5;
/// How much a match on the start of a word is worth against a whole word.
const PREFIX_FACTOR: f32 = 0.5;
/// How many characters of text a snippet keeps before its first match.
const SNIPPET_LEAD: usize = 40;

/// One page of the index: where it is and what it is called.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageData {
    /// The page's path, such as `/en/learn/hooks/anatomy`.
    #[serde(rename = "u")]
    pub url: String,
    #[serde(rename = "t")]
    pub title: String,
}

/// One section of a page: the text under one heading, up to the next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SectionData {
    /// The index of its page in [`IndexData::pages`].
    #[serde(rename = "p")]
    pub page: usize,
    /// The heading's id, as the page renders it; empty for the text before
    /// the first heading, which opens at the top of the page.
    #[serde(rename = "a", default, skip_serializing_if = "String::is_empty")]
    pub anchor: String,
    /// The heading's text; empty for the text before the first heading.
    #[serde(rename = "h", default, skip_serializing_if = "String::is_empty")]
    pub heading: String,
    /// The section's plain text (code blocks left out).
    #[serde(rename = "x")]
    pub text: String,
}

/// What the server ships: pages and their sections, in reading order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexData {
    #[serde(rename = "pages")]
    pub pages: Vec<PageData>,
    #[serde(rename = "sections")]
    pub sections: Vec<SectionData>,
}

/// A part of a shown text: matched words are marked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub text: String,
    pub matched: bool,
}

/// One result: where it opens and what to show for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hit {
    /// The page's path with the heading's `#anchor`.
    pub url: String,
    pub page_title: String,
    /// The heading, matched words marked; the page's title for the text
    /// before the first heading.
    pub heading: Vec<Piece>,
    /// Whether the hit is a section below a heading (false: the page's
    /// opening text, whose heading is the page's title).
    pub is_section: bool,
    /// Some of the section's text around the first match, matched words
    /// marked; `…` where it was cut.
    pub snippet: Vec<Piece>,
    pub score: f32,
}

/// What a query found.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Results {
    /// How many sections matched.
    pub total: usize,
    /// The best of them, best first, at most the limit asked for.
    pub hits: Vec<Hit>,
}

/// The words of one section, folded, ready to be matched.
#[derive(Clone, Debug, Default)]
struct Prepared {
    heading: Vec<String>,
    /// Distinct words of the text with how often each occurs, sorted.
    body: Vec<(String, u32)>,
}

/// An index ready for queries.
#[derive(Clone, Debug, Default)]
pub struct Index {
    data: IndexData,
    /// The folded words of each page's title.
    page_words: Vec<Vec<String>>,
    /// One per section of `data`.
    prepared: Vec<Prepared>,
}

impl Index {
    /// Prepares `data` for queries. Sections that point at a page that does
    /// not exist are dropped.
    pub fn new(mut data: IndexData) -> Self {
        let pages = data.pages.len();
        data.sections.retain(|s| s.page < pages);
        let page_words = data.pages.iter().map(|p| words(&p.title)).collect();
        let prepared = data
            .sections
            .iter()
            .map(|section| {
                let mut body: Vec<(String, u32)> = Vec::new();
                let mut all = words(&section.text);
                crate::sort::sort(&mut all);
                for word in all {
                    match body.last_mut() {
                        Some((last, count)) if *last == word => *count += 1,
                        _ => body.push((word, 1)),
                    }
                }
                Prepared {
                    heading: words(&section.heading),
                    body,
                }
            })
            .collect();
        Self {
            data,
            page_words,
            prepared,
        }
    }

    /// An index from the JSON the server ships.
    ///
    /// # Errors
    /// When the text is not an index (the message says where).
    pub fn from_json(json: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(json).map(Self::new)
    }

    /// What the index was built from.
    pub fn data(&self) -> &IndexData {
        &self.data
    }

    /// The sections that match every word of `query`, best first (ties in
    /// reading order), at most `limit` of them with their snippets.
    pub fn search(&self, query: &str, limit: usize) -> Results {
        let terms = query_terms(query);
        if terms.is_empty() {
            return Results::default();
        }
        let mut scored: Vec<(usize, f32)> = self
            .prepared
            .iter()
            .enumerate()
            .filter_map(|(at, prepared)| {
                let page = self.data.sections[at].page;
                score(&terms, prepared, &self.page_words[page]).map(|s| (at, s))
            })
            .collect();
        crate::sort::sort_by(&mut scored, |a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let total = scored.len();
        let hits = scored
            .into_iter()
            .take(limit)
            .map(|(at, score)| self.hit(at, score, &terms))
            .collect();
        Results { total, hits }
    }

    fn hit(&self, at: usize, score: f32, terms: &[String]) -> Hit {
        let section = &self.data.sections[at];
        let page = &self.data.pages[section.page];
        let url = if section.anchor.is_empty() {
            page.url.clone()
        } else {
            format!("{}#{}", page.url, section.anchor)
        };
        let is_section = !section.heading.is_empty();
        let heading_text = if is_section {
            &section.heading
        } else {
            &page.title
        };
        Hit {
            url,
            page_title: page.title.clone(),
            heading: mark(heading_text, terms),
            is_section,
            snippet: snippet(&section.text, terms, SNIPPET_CHARS),
            score,
        }
    }
}

/// A character that belongs to a word: a letter, a digit, or a combining
/// accent (text typed in decomposed form keeps its words whole).
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_combining(c)
}

fn is_combining(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036f}')
}

/// Pushes `c` folded: lower case, without its accent, `ё` as `е`.
fn push_folded(c: char, out: &mut String) {
    for lower in c.to_lowercase() {
        match lower {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => out.push('a'),
            'ç' | 'ć' | 'č' => out.push('c'),
            'ď' | 'đ' => out.push('d'),
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => out.push('i'),
            'ł' => out.push('l'),
            'ñ' | 'ń' | 'ň' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => out.push('o'),
            'ř' => out.push('r'),
            'ś' | 'š' | 'ş' => out.push('s'),
            'ť' | 'ţ' => out.push('t'),
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ź' | 'ż' | 'ž' => out.push('z'),
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'ß' => out.push_str("ss"),
            'ё' => out.push('е'),
            c if is_combining(c) => {}
            c => out.push(c),
        }
    }
}

/// A word folded for matching: lower case, accents dropped, `ё` as `е`.
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        push_folded(c, &mut out);
    }
    out
}

/// The words of `text` with where each starts and ends (byte offsets).
fn word_spans(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let start = loop {
            let (at, c) = chars.next()?;
            if is_word_char(c) {
                break at;
            }
        };
        let mut end = text.len();
        while let Some(&(at, c)) = chars.peek() {
            if !is_word_char(c) {
                end = at;
                break;
            }
            chars.next();
        }
        Some((start, end))
    })
}

/// The folded words of `text`, in order.
pub fn words(text: &str) -> Vec<String> {
    word_spans(text)
        .map(|(start, end)| fold(&text[start..end]))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The words of a query, folded, without repeats, at most [`MAX_TERMS`];
/// only the first [`MAX_QUERY_CHARS`] characters are read.
pub fn query_terms(query: &str) -> Vec<String> {
    let cut = query
        .char_indices()
        .nth(MAX_QUERY_CHARS)
        .map_or(query, |(at, _)| &query[..at]);
    let mut terms: Vec<String> = Vec::new();
    for word in words(cut) {
        if !terms.contains(&word) {
            terms.push(word);
        }
        if terms.len() == MAX_TERMS {
            break;
        }
    }
    terms
}

/// How well `word` matches `term`: 1 for the whole word, [`PREFIX_FACTOR`]
/// for its start, 0 otherwise.
fn quality(term: &str, word: &str) -> f32 {
    if word == term {
        1.0
    } else if word.starts_with(term) {
        PREFIX_FACTOR
    } else {
        0.0
    }
}

fn best_in(term: &str, words: &[String]) -> f32 {
    words.iter().map(|w| quality(term, w)).fold(0.0, f32::max)
}

/// The best a term scores in a section's sorted text words: the words it
/// starts sit together from where the term would be inserted.
fn best_in_body(term: &str, body: &[(String, u32)]) -> f32 {
    let from = body.partition_point(|(word, _)| word.as_str() < term);
    body[from..]
        .iter()
        .take_while(|(word, _)| word.starts_with(term))
        .map(|(word, count)| {
            let repeats = count.min(&BODY_REPEAT_CAP).saturating_sub(1) as f32;
            BODY_WEIGHT * quality(term, word) * (1.0 + BODY_REPEAT_BONUS * repeats)
        })
        .fold(0.0, f32::max)
}

/// The section's score, or `None` when a term is found nowhere in it.
fn score(terms: &[String], section: &Prepared, page_words: &[String]) -> Option<f32> {
    let mut total = 0.0;
    for term in terms {
        let best = (HEADING_WEIGHT * best_in(term, &section.heading))
            .max(PAGE_WEIGHT * best_in(term, page_words))
            .max(best_in_body(term, &section.body));
        if best <= 0.0 {
            return None;
        }
        total += best;
    }
    Some(total)
}

fn matches_any(word: &str, terms: &[String]) -> bool {
    let folded = fold(word);
    terms.iter().any(|term| folded.starts_with(term.as_str()))
}

/// Appends `text` to `pieces`, joining it to the last piece when both are
/// marked alike.
fn push_piece(pieces: &mut Vec<Piece>, text: &str, matched: bool) {
    if text.is_empty() {
        return;
    }
    match pieces.last_mut() {
        Some(last) if last.matched == matched => last.text.push_str(text),
        _ => pieces.push(Piece {
            text: text.to_owned(),
            matched,
        }),
    }
}

/// `text` cut into pieces, the words that match a term marked.
pub fn mark(text: &str, terms: &[String]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut at = 0;
    for (start, end) in word_spans(text) {
        let word = &text[start..end];
        if matches_any(word, terms) {
            push_piece(&mut pieces, &text[at..start], false);
            push_piece(&mut pieces, word, true);
            at = end;
        }
    }
    push_piece(&mut pieces, &text[at..], false);
    pieces
}

/// About `max_chars` characters of `text` around the first word that
/// matches a term (the start of the text when none does), cut at word
/// boundaries, with `…` where text was left out, matched words marked.
pub fn snippet(text: &str, terms: &[String], max_chars: usize) -> Vec<Piece> {
    let spans: Vec<(usize, usize)> = word_spans(text).collect();
    let Some(&(first_start, _)) = spans
        .iter()
        .find(|(start, end)| matches_any(&text[*start..*end], terms))
        .or(spans.first())
    else {
        return Vec::new();
    };
    // Back up about SNIPPET_LEAD characters, to the start of a word.
    let lead_limit = text[..first_start]
        .char_indices()
        .rev()
        .nth(SNIPPET_LEAD.saturating_sub(1))
        .map_or(0, |(at, _)| at);
    let start = if lead_limit == 0 {
        0
    } else {
        spans
            .iter()
            .map(|(s, _)| *s)
            .find(|s| *s >= lead_limit)
            .unwrap_or(first_start)
    };
    // Forward about max_chars characters, to the end of a word.
    let end_limit = text[start..]
        .char_indices()
        .nth(max_chars)
        .map_or(text.len(), |(at, _)| start + at);
    let end = if end_limit == text.len() {
        text.len()
    } else {
        spans
            .iter()
            .map(|(_, e)| *e)
            .take_while(|e| *e <= end_limit)
            .last()
            .filter(|e| *e > start)
            .unwrap_or(end_limit)
    };
    let mut pieces = Vec::new();
    if start > 0 {
        push_piece(&mut pieces, "… ", false);
    }
    for piece in mark(text[start..end].trim(), terms) {
        push_piece(&mut pieces, &piece.text, piece.matched);
    }
    if end < text.len() {
        push_piece(&mut pieces, " …", false);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(url: &str, title: &str) -> PageData {
        PageData {
            url: url.to_owned(),
            title: title.to_owned(),
        }
    }

    fn section(page: usize, anchor: &str, heading: &str, text: &str) -> SectionData {
        SectionData {
            page,
            anchor: anchor.to_owned(),
            heading: heading.to_owned(),
            text: text.to_owned(),
        }
    }

    fn index() -> Index {
        Index::new(IndexData {
            pages: vec![
                page("/en/learn/hooks/anatomy", "Anatomy of a hook"),
                page("/fr/learn/hooks/anatomy", "Anatomie d’un hook"),
                page("/ru/learn/sessions/storage", "Где хранятся сессии"),
            ],
            sections: vec![
                section(0, "", "", "A hook runs a handler when an event fires."),
                section(
                    0,
                    "matchers",
                    "Matchers",
                    "Exit codes decide: exit code 2 blocks the tool call.",
                ),
                section(
                    0,
                    "exit-codes",
                    "Exit codes",
                    "Only 2 blocks; 1 is a notice.",
                ),
                section(
                    1,
                    "codes-de-sortie",
                    "Codes de sortie",
                    "Le code 2 bloque l’appel ; l’événement est écrit dans le journal.",
                ),
                section(
                    2,
                    "resume",
                    "Возобновление сессии",
                    "Флаг --resume ищет сессию в текущем каталоге. Ещё раз: каталог важен.",
                ),
                section(
                    9,
                    "lost",
                    "Lost",
                    "A section of a page that does not exist.",
                ),
            ],
        })
    }

    fn urls(results: &Results) -> Vec<&str> {
        results.hits.iter().map(|h| h.url.as_str()).collect()
    }

    fn marked(pieces: &[Piece]) -> Vec<&str> {
        pieces
            .iter()
            .filter(|p| p.matched)
            .map(|p| p.text.as_str())
            .collect()
    }

    #[test]
    fn folding_drops_case_and_accents_and_reads_yo_as_ye() {
        assert_eq!(fold("Événement"), "evenement");
        assert_eq!(fold("Ещё"), "еще");
        assert_eq!(fold("Sesión"), "sesion");
        assert_eq!(fold("Œuvre"), "oeuvre");
        assert_eq!(fold("Straße"), "strasse");
        // Decomposed accents (e + U+0301) fold like composed ones.
        assert_eq!(fold("e\u{301}crit"), "ecrit");
        assert_eq!(words("e\u{301}crit"), ["ecrit"]);
        // й is a letter of its own, not an accented и.
        assert_eq!(fold("Й"), "й");
    }

    #[test]
    fn words_are_cut_at_everything_but_letters_and_digits() {
        assert_eq!(
            words("PreToolUse: settings.json, session_id; l’événement—«hooks»"),
            [
                "pretooluse",
                "settings",
                "json",
                "session",
                "id",
                "l",
                "evenement",
                "hooks"
            ]
        );
        assert_eq!(words("Код выхода\u{202f}2"), ["код", "выхода", "2"]);
    }

    #[test]
    fn query_terms_are_folded_deduplicated_and_capped() {
        assert_eq!(query_terms("  Exit EXIT code "), ["exit", "code"]);
        assert_eq!(query_terms("a b c d e f g h i j").len(), MAX_TERMS);
        assert!(query_terms("  …  ").is_empty());
        let long = "x".repeat(MAX_QUERY_CHARS * 2);
        assert_eq!(query_terms(&long)[0].chars().count(), MAX_QUERY_CHARS);
    }

    #[test]
    fn a_heading_hit_ranks_above_a_body_hit() {
        let results = index().search("exit codes", 10);
        assert_eq!(
            urls(&results),
            [
                "/en/learn/hooks/anatomy#exit-codes",
                "/en/learn/hooks/anatomy#matchers"
            ]
        );
        assert_eq!(results.total, 2);
        assert!(results.hits[0].score > results.hits[1].score);
    }

    #[test]
    fn the_last_word_matches_as_a_prefix_while_typing() {
        let index = index();
        for typed in ["ex", "exi", "exit", "exit co", "exit cod"] {
            let results = index.search(typed, 10);
            assert!(
                urls(&results).contains(&"/en/learn/hooks/anatomy#exit-codes"),
                "{typed}: {:?}",
                urls(&results)
            );
        }
        // A whole word counts more than a word it starts.
        let results = index.search("code", 10);
        let matchers = results.hits.iter().find(|h| h.url.ends_with("#matchers"));
        let exit = results.hits.iter().find(|h| h.url.ends_with("#exit-codes"));
        assert!(matchers.is_some() && exit.is_some());
    }

    #[test]
    fn every_word_must_be_found() {
        assert_eq!(index().search("exit zebra", 10).total, 0);
        assert_eq!(index().search("", 10), Results::default());
    }

    #[test]
    fn a_french_query_without_accents_finds_accented_text() {
        let results = index().search("evenement ecrit", 10);
        assert_eq!(urls(&results), ["/fr/learn/hooks/anatomy#codes-de-sortie"]);
        assert_eq!(marked(&results.hits[0].snippet), ["événement", "écrit"]);
        // And the other way round: an accented query finds the same.
        assert_eq!(index().search("Événement", 10).total, 1);
    }

    #[test]
    fn a_cyrillic_query_matches_stems_case_and_yo() {
        let index = index();
        // A stem finds the inflected forms: «сесси» finds «сессии», «сессию».
        let results = index.search("Сесси", 10);
        assert_eq!(urls(&results), ["/ru/learn/sessions/storage#resume"]);
        assert_eq!(marked(&results.hits[0].heading), ["сессии"]);
        // «еще» finds «Ещё».
        let results = index.search("еще каталог", 10);
        assert_eq!(results.total, 1);
        assert_eq!(
            marked(&results.hits[0].snippet),
            ["каталоге", "Ещё", "каталог"]
        );
    }

    #[test]
    fn the_opening_text_opens_at_the_top_of_its_page() {
        let results = index().search("handler", 10);
        assert_eq!(urls(&results), ["/en/learn/hooks/anatomy"]);
        let hit = &results.hits[0];
        assert!(!hit.is_section);
        assert_eq!(hit.heading[0].text, "Anatomy of a hook");
    }

    #[test]
    fn the_page_title_counts_for_every_section_and_ties_keep_reading_order() {
        let results = index().search("anatomy", 10);
        assert_eq!(
            urls(&results),
            [
                "/en/learn/hooks/anatomy",
                "/en/learn/hooks/anatomy#matchers",
                "/en/learn/hooks/anatomy#exit-codes"
            ]
        );
    }

    #[test]
    fn the_limit_keeps_the_best_and_the_total_counts_all() {
        let results = index().search("anatomy", 1);
        assert_eq!(results.total, 3);
        assert_eq!(results.hits.len(), 1);
    }

    #[test]
    fn sections_of_missing_pages_are_dropped() {
        assert_eq!(index().data().sections.len(), 5);
        assert_eq!(index().search("lost", 10).total, 0);
    }

    #[test]
    fn snippets_cut_at_words_around_the_first_match() {
        let text = format!(
            "{} the needle is here {}",
            "word ".repeat(40),
            "tail ".repeat(60)
        );
        let terms = query_terms("needle");
        let pieces = snippet(&text, &terms, 60);
        let joined: String = pieces.iter().map(|p| p.text.as_str()).collect();
        assert!(joined.starts_with("… word"), "{joined}");
        assert!(joined.ends_with("tail …"), "{joined}");
        assert!(joined.chars().count() < 80, "{joined}");
        assert_eq!(marked(&pieces), ["needle"]);
        // No match: the start of the text, nothing marked.
        let pieces = snippet("Short text.", &terms, 60);
        assert_eq!(
            pieces,
            [Piece {
                text: "Short text.".into(),
                matched: false
            }]
        );
        assert!(snippet("", &terms, 60).is_empty());
    }

    #[test]
    fn the_index_round_trips_through_json() {
        let index = index();
        let json = serde_json::to_string(index.data()).expect("serialises");
        assert!(json.contains("\"u\":\"/en/learn/hooks/anatomy\""), "{json}");
        let back = Index::from_json(&json).expect("parses");
        assert_eq!(back.data(), index.data());
        assert!(Index::from_json("{\"pages\": 3}").is_err());
    }

    #[test]
    fn odd_input_never_panics() {
        let index = index();
        for query in [
            "\u{301}",
            "ё́",
            "🙂 hook",
            "a\u{0}b",
            "--resume",
            "é".repeat(500).as_str(),
        ] {
            let _ = index.search(query, 5);
            let _ = snippet(query, &query_terms(query), 3);
        }
    }
}
