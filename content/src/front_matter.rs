//! The TOML front matter of a lesson, between two `+++` lines.

use serde::{Deserialize, Serialize};

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

/// A file cut at its front matter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split<'a> {
    /// The TOML between the two `+++` lines.
    pub front_matter: &'a str,
    /// The Markdown after the closing `+++` line.
    pub body: &'a str,
    /// How many lines of the file come before `body` (so that a line `n` of
    /// the body is line `n + body_line_offset` of the file).
    pub body_line_offset: usize,
}

/// Why a file could not be cut at its front matter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplitError {
    /// The first line is not `+++`.
    Missing,
    /// No second `+++` line.
    Unclosed,
}

/// Cuts `text` into its front matter and its body. The first line must be
/// `+++` (a byte-order mark and trailing spaces are tolerated); the front
/// matter runs to the next line that is `+++`.
pub fn split(text: &str) -> Result<Split<'_>, SplitError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().ok_or(SplitError::Missing)?;
    if first.trim_end() != "+++" {
        return Err(SplitError::Missing);
    }
    let start = first.len();
    let mut position = start;
    // The opening `+++` is line 1, so the first line looked at here is 2.
    for (line_number, line) in (2..).zip(lines) {
        if line.trim_end() == "+++" {
            let front_matter = text.get(start..position).unwrap_or_default();
            let body = text.get(position + line.len()..).unwrap_or_default();
            return Ok(Split {
                front_matter,
                body,
                body_line_offset: line_number,
            });
        }
        position += line.len();
    }
    Err(SplitError::Unclosed)
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
    fn splits_and_counts_the_lines_before_the_body() {
        let text = "+++\nid = \"a\"\n+++\n# Body\n";
        let split = split(text).expect("well formed");
        assert_eq!(split.front_matter, "id = \"a\"\n");
        assert_eq!(split.body, "# Body\n");
        assert_eq!(split.body_line_offset, 3);
    }

    #[test]
    fn tolerates_crlf_and_a_bom() {
        let split = split("\u{feff}+++\r\nid = 1\r\n+++\r\nx").expect("well formed");
        assert_eq!(split.front_matter, "id = 1\r\n");
        assert_eq!(split.body, "x");
    }

    #[test]
    fn reports_a_missing_or_unclosed_front_matter() {
        assert_eq!(split("# Title"), Err(SplitError::Missing));
        assert_eq!(split(""), Err(SplitError::Missing));
        assert_eq!(split("+++\nid = 1\n"), Err(SplitError::Unclosed));
    }

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
