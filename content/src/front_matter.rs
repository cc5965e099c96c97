//! The TOML front matter of a lesson, between two `+++` lines.

use serde::{Deserialize, Serialize};

mod split;

pub use self::split::{split, Split, SplitError};

/// What a lesson's front matter holds (FORMAT.md, "Front matter").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// Equals the file's slug.
    pub id: String,
    pub title: String,
    /// One sentence for the lessons index.
    pub summary: String,
    /// Order inside the section, smallest first.
    pub weight: i64,
    /// The Claude Code version whose behaviour the page describes.
    #[serde(default)]
    pub claude_code_version: Option<String>,
    /// Paths below `/<lang>/`: `sandbox/presets/<id>`,
    /// `sandbox/challenges/<id>` or `simulator/<id>`.
    #[serde(default)]
    pub practice: Vec<String>,
    /// The check-yourself questions.
    #[serde(default, rename = "check")]
    pub checks: Vec<Check>,
}

/// One check-yourself question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Check {
    /// The same in every locale.
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
    /// Index into `options` of the right answer, the same in every locale.
    pub answer: usize,
    pub explanation: String,
}

/// A front matter that does not deserialise: the 1-based line within the
/// front matter text (when TOML says where) and TOML's message, which names
/// the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: Option<usize>,
    pub message: String,
}

/// Deserialises a front matter.
pub fn parse(front_matter: &str) -> Result<FrontMatter, ParseError> {
    toml::from_str(front_matter).map_err(|error: toml::de::Error| ParseError {
        line: error.span().map(|span| line_of(front_matter, span.start)),
        message: error.message().trim().to_owned(),
    })
}

/// The 1-based line of a byte offset (offsets past the end count as the last
/// line; the offset need not be a char boundary).
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    1 + text
        .as_bytes()
        .iter()
        .take(offset)
        .filter(|b| **b == b'\n')
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_field_is_named_with_its_line() {
        let error =
            parse("id = \"a\"\ntitle = \"T\"\nsummary = \"S\"\nweight = 1\ncolour = \"red\"\n")
                .expect_err("unknown field");
        assert_eq!(error.line, Some(5));
        assert!(error.message.contains("colour"), "{}", error.message);
    }

    #[test]
    fn a_missing_field_is_named() {
        let error = parse("id = \"a\"\ntitle = \"T\"\nweight = 1\n").expect_err("no summary");
        assert!(error.message.contains("summary"), "{}", error.message);
    }

    #[test]
    fn checks_and_optional_fields_deserialise() {
        let front = parse(
            "id = \"a\"\ntitle = \"T\"\nsummary = \"S\"\nweight = 3\npractice = [\"simulator/x\"]\n\
             [[check]]\nid = \"c\"\nquestion = \"Q\"\noptions = [\"A\", \"B\"]\nanswer = 1\nexplanation = \"E\"\n",
        )
        .expect("valid");
        assert_eq!(front.claude_code_version, None);
        assert_eq!(front.practice, ["simulator/x"]);
        assert_eq!(front.checks.len(), 1);
        assert_eq!(front.checks[0].answer, 1);
    }
}
