//! How a loader's error names its place: `file:line: `field`: message`,
//! the one format every content error of the core is printed in.

use std::fmt;

/// Writes `file`, then `:line` when known, then ``: `field` `` when there
/// is one, then `: message`.
pub(crate) fn write_located(
    f: &mut fmt::Formatter<'_>,
    file: &str,
    line: Option<usize>,
    field: Option<&str>,
    message: &str,
) -> fmt::Result {
    f.write_str(file)?;
    if let Some(line) = line {
        write!(f, ":{line}")?;
    }
    if let Some(field) = field {
        write!(f, ": `{field}`")?;
    }
    write!(f, ": {message}")
}
