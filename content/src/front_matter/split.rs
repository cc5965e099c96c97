//! Cutting a file at its front matter. The build script includes this file
//! too (it finds the code blocks of each lesson's body), so it needs nothing
//! beyond the standard library.

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
}
