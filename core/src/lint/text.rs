//! Small text helpers: edit distance, and mapping offsets inside a decoded
//! JSON string back to the source text.

use crate::jsonpos::Span;

/// Levenshtein distance over characters, capped: returns `cap + 1` as soon
/// as the distance is known to exceed `cap` (and for long inputs).
pub(crate) fn distance(a: &str, b: &str, cap: usize) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > cap || a.len() > 64 || b.len() > 64 {
        return cap + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        if let Some(first) = cur.first_mut() {
            *first = i + 1;
        }
        let mut row_min = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(0) + usize::from(ca != cb);
            let del = prev.get(j + 1).copied().unwrap_or(0) + 1;
            let ins = cur.get(j).copied().unwrap_or(0) + 1;
            let v = sub.min(del).min(ins);
            if let Some(slot) = cur.get_mut(j + 1) {
                *slot = v;
            }
            row_min = row_min.min(v);
        }
        if row_min > cap {
            return cap + 1;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev.last().copied().unwrap_or(0)
}

/// The closest candidate within `cap` edits (ties: the first).
pub(crate) fn nearest<'a>(word: &str, candidates: &[&'a str], cap: usize) -> Option<&'a str> {
    candidates
        .iter()
        .map(|c| (distance(word, c, cap), *c))
        .filter(|(d, _)| *d <= cap)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Maps a byte offset in the decoded value of the JSON string literal at
/// `literal` (quotes included) to a byte offset in `source`. Offsets past
/// the end map to the closing quote.
pub(crate) fn string_source_offset(source: &str, literal: Span, decoded: usize) -> usize {
    let Some(raw) = source.get(literal.start..literal.end) else {
        return literal.start.min(source.len());
    };
    let mut produced = 0usize;
    let mut chars = raw.char_indices().skip(1).peekable();
    while let Some((i, c)) = chars.next() {
        if produced >= decoded || (c == '"' && chars.peek().is_none()) {
            return literal.start + i;
        }
        if c == '\\' {
            match chars.next() {
                Some((_, 'u')) => {
                    let hex: String = (0..4)
                        .filter_map(|_| chars.next().map(|(_, h)| h))
                        .collect();
                    let code = u32::from_str_radix(&hex, 16).unwrap_or(0xFFFD);
                    if (0xD800..0xDC00).contains(&code) {
                        // A surrogate pair decodes to one 4-byte character.
                        let mut look = chars.clone();
                        if matches!(look.next(), Some((_, '\\')))
                            && matches!(look.next(), Some((_, 'u')))
                        {
                            for _ in 0..6 {
                                chars.next();
                            }
                            produced += 4;
                            continue;
                        }
                    }
                    produced += char::from_u32(code).map_or(3, char::len_utf8);
                }
                Some(_) => produced += 1,
                None => {}
            }
        } else {
            produced += c.len_utf8();
        }
    }
    literal.end.saturating_sub(1).max(literal.start)
}

/// The byte range of line `index` (0-based) of `text`, without its newline.
pub(crate) fn line_ranges(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            out.push((start, i));
            start = i + 1;
        }
    }
    out.push((start, text.len()));
    out
}

/// Case-insensitive ASCII substring search.
pub(crate) fn contains_ci(haystack: &str, needle: &str) -> bool {
    haystack
        .to_ascii_lowercase()
        .contains(&needle.to_ascii_lowercase())
}
