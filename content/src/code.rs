//! Fenced code as the renderer reads it: the languages a fence may name, the
//! classes of highlighted code, the Markdown options, and the language and
//! text of every code block of a page.
//!
//! The build script includes this file too (it highlights every block of
//! the embedded pages ahead of time), so it needs nothing beyond the
//! standard library and pulldown-cmark.

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

/// The prefix of every class the highlighter emits, so that grammar scopes
/// such as `string` or `comment` never collide with the site's own classes.
pub const CLASS_PREFIX: &str = "hl-";

/// The class on the `<pre>` that wraps highlighted code.
pub const CODE_CLASS: &str = "hl-code";

/// The fence language that is shown as is.
pub const PLAIN_TEXT: &str = "text";

/// The fence languages a lesson may use (FORMAT.md).
pub const FENCE_LANGUAGES: [&str; 7] = [
    "json",
    "python",
    "typescript",
    "bash",
    "rust",
    "toml",
    PLAIN_TEXT,
];

/// Whether a fence language is one that lessons may use.
pub fn is_known_language(language: &str) -> bool {
    FENCE_LANGUAGES.contains(&language)
}

/// Whether code in `language` is highlighted: every known language but
/// plain text.
pub fn is_highlighted(language: &str) -> bool {
    language != PLAIN_TEXT && is_known_language(language)
}

/// The Markdown extensions lessons use, in one place.
pub fn parser_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_GFM
}

/// The words of a code block's info string: the language, then the
/// markers. An indented block has none.
pub fn fence_words<'k>(kind: &'k CodeBlockKind<'_>) -> std::str::SplitWhitespace<'k> {
    match kind {
        CodeBlockKind::Fenced(info) => info.split_whitespace(),
        CodeBlockKind::Indented => "".split_whitespace(),
    }
}

/// Every code block of a page as `(language, code)`, in order: exactly the
/// text that the renderer gives the highlighter for each block.
pub fn code_blocks(markdown: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, String)> = None;
    for event in Parser::new_ext(markdown, parser_options()) {
        match (&mut open, event) {
            (None, Event::Start(Tag::CodeBlock(kind))) => {
                let language = fence_words(&kind).next().unwrap_or_default();
                open = Some((language.to_owned(), String::new()));
            }
            (Some((_, code)), Event::Text(text)) => code.push_str(&text),
            (Some(_), Event::End(TagEnd::CodeBlock)) => blocks.extend(open.take()),
            _ => {}
        }
    }
    blocks
}
