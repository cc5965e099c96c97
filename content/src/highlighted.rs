//! Highlighted code, looked up rather than computed: the build script
//! highlights every code block of the embedded pages (`highlight.rs`) and
//! writes the results, with their stylesheet, to the file included here.
//! The server never loads a grammar.

use crate::render::escape_text;

// `HIGHLIGHTED`: `(language, code, html)` for every block the build script
// found, sorted by language then code; `STYLESHEET`: the classes' CSS.
include!(concat!(env!("OUT_DIR"), "/highlighted.rs"));

/// The highlighted HTML of a block the build script saw, if it saw it.
pub fn lookup(language: &str, code: &str) -> Option<&'static str> {
    HIGHLIGHTED
        .binary_search_by(|(l, c, _)| (*l, *c).cmp(&(language, code)))
        .ok()
        .map(|index| HIGHLIGHTED[index].2)
}

/// The inner HTML of a `<code>` element for `code` in `language`: classed
/// `<span>`s for a block of the embedded pages in a highlighted language,
/// escaped text otherwise: plain text, and code the build did not see
/// (which a test rules out for the lessons).
pub fn highlight(language: &str, code: &str) -> String {
    lookup(language, code).map_or_else(|| escape_text(code), str::to_owned)
}

/// The stylesheet for the classes of highlighted code: a light theme by
/// default and a dark one when the reader's system prefers dark or the page
/// sets `data-theme="dark"` on its root element (`data-theme="light"` forces
/// the light colours). Written by the build script.
pub fn highlight_css() -> &'static str {
    STYLESHEET
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::{is_highlighted, CLASS_PREFIX};

    #[test]
    fn the_table_is_sorted_for_the_binary_search() {
        assert!(HIGHLIGHTED
            .windows(2)
            .all(|pair| (pair[0].0, pair[0].1) < (pair[1].0, pair[1].1)));
    }

    #[test]
    fn every_code_block_of_every_lesson_is_in_the_table() {
        let library = crate::library();
        let mut blocks = 0;
        let mut missing = Vec::new();
        for lesson in library.lessons() {
            let outline = library
                .outline(&lesson.lang, &lesson.section, &lesson.slug)
                .expect("every lesson has an outline");
            for block in &outline.code_blocks {
                if !is_highlighted(&block.language) {
                    // Plain text: shown escaped, with no colours to lose.
                    continue;
                }
                blocks += 1;
                if lookup(&block.language, &block.code).is_none() {
                    missing.push(format!(
                        "{}/{}/{} line {} ({})",
                        lesson.lang, lesson.section, lesson.slug, block.line, block.language
                    ));
                }
            }
        }
        assert!(blocks > 0, "no highlighted code block found");
        assert!(
            missing.is_empty(),
            "{} code block(s) would lose their colours:\n  {}",
            missing.len(),
            missing.join("\n  ")
        );
    }

    #[test]
    fn a_lesson_block_is_highlighted_and_unknown_code_is_escaped() {
        let (language, code, html) = HIGHLIGHTED[0];
        assert_eq!(highlight(language, code), html);
        assert!(html.contains(CLASS_PREFIX), "{html}");
        assert_eq!(
            highlight("json", "{\"not\": <seen>}"),
            "{&quot;not&quot;: &lt;seen&gt;}"
        );
        assert_eq!(highlight("text", "a < b"), "a &lt; b");
    }
}
