//! A small JSON parser that remembers where everything is.
//!
//! `serde_json` tells us what a document says; this module also tells us
//! where it says it. Every value and every object key keeps its byte span in
//! the source text, so a diagnostic, a config error or an editor can turn a
//! JSON path such as `hooks.PreToolUse[0].matcher` into a line and a column.
//!
//! The parser is strict JSON (RFC 8259) with two tolerances that match how
//! settings files are read in practice: a leading byte-order mark is skipped,
//! and a `\u` escape that names a lone surrogate becomes U+FFFD instead of an
//! error. It never panics, and nesting deeper than [`MAX_DEPTH`] is an error
//! rather than a stack overflow.
//!
//! Paths use the engine's syntax: keys joined by `.`, array indexes in
//! brackets, and keys that are not plain identifiers quoted in brackets:
//! `settings.project.hooks.PreToolUze`, `hooks.PreToolUse[0].hooks[1].command`,
//! `handlers["${CLAUDE_PROJECT_DIR}/x.sh"].exit_code`.

use std::collections::BTreeMap;
use std::fmt;

/// The deepest nesting of arrays and objects the parser accepts.
pub const MAX_DEPTH: usize = 128;

/// A half-open byte range `start..end` in the source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

/// One JSON value with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub span: Span,
    pub value: Value,
}

/// The JSON value itself. Numbers keep their source text so that nothing is
/// lost to rounding; [`Node::as_f64`] converts on demand.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(String),
    String(String),
    Array(Vec<Node>),
    Object(Vec<Member>),
}

/// One `"key": value` pair of an object, in source order.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    pub key: String,
    pub key_span: Span,
    pub value: Node,
}

/// Why a text is not JSON, and where (1-based line and column, the column
/// counted in characters; `offset` is the byte offset).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct JsonError {
    /// What is wrong, in English.
    pub message: String,
    /// The same for a page: the message id (Fluent key `json-<id>`) and its
    /// arguments (`found`, the character met, and `expected`, an id of
    /// [`EXPECTED`]).
    pub id: &'static str,
    pub args: BTreeMap<String, String>,
    pub line: usize,
    pub column: usize,
    pub offset: usize,
}

impl JsonError {
    /// The Fluent key of the message, `json-<id>`.
    #[must_use]
    pub fn key(&self) -> String {
        format!("json-{}", self.id)
    }
}

/// Every syntax error: its id and its English wording, with `{expected}`
/// and `{found}` filled in from the arguments.
const MESSAGES: &[(&str, &str)] = &[
    (
        "trailing-text",
        "unexpected text after the end of the JSON value",
    ),
    (
        "unexpected-end",
        "unexpected end of text; expected {expected}",
    ),
    (
        "unexpected-char",
        "unexpected character {found}; expected {expected}",
    ),
    ("hex-escape", "expected four hex digits after \\u"),
    ("unterminated-string", "unterminated string"),
    ("invalid-escape", "invalid escape sequence in string"),
    (
        "control-character",
        "control character inside a string (write it as an escape such as \\n)",
    ),
    ("too-deep", "JSON nested too deeply"),
];

/// What the parser can expect where it fails: id and English words.
pub const EXPECTED: &[(&str, &str)] = &[
    ("value", "a JSON value"),
    ("true", "`true`"),
    ("false", "`false`"),
    ("null", "`null`"),
    ("digit", "a digit"),
    ("fraction-digit", "a digit after the decimal point"),
    ("exponent-digit", "a digit in the exponent"),
    ("key", "a quoted key"),
    ("colon", "`:`"),
    ("comma-or-bracket", "`,` or `]`"),
    ("comma-or-brace", "`,` or `}`"),
];

/// Every Fluent key of the parser's messages and of what it expects.
#[must_use]
pub fn message_keys() -> Vec<String> {
    MESSAGES
        .iter()
        .map(|(id, _)| format!("json-{id}"))
        .collect()
}

/// What an argument of a syntax error holds: `expected` names what the
/// parser wanted (a concept), `found` is the character met, as written.
#[must_use]
pub fn arg_kind(name: &str) -> crate::i18n::ArgKind {
    use crate::i18n::{ArgKind, Concept};
    match name {
        "expected" => ArgKind::Concept(Concept::JsonExpected),
        _ => ArgKind::Text,
    }
}

/// The English wording of a syntax error.
fn english(id: &str, args: &BTreeMap<String, String>) -> String {
    let template = MESSAGES
        .iter()
        .find(|(known, _)| *known == id)
        .map_or(id, |(_, text)| text);
    let expected = args.get("expected").map_or("", |e| {
        EXPECTED
            .iter()
            .find(|(known, _)| known == e)
            .map_or(e.as_str(), |(_, words)| words)
    });
    let found = args.get("found").map_or("", String::as_str);
    template
        .replace("{expected}", expected)
        .replace("{found}", found)
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for JsonError {}

/// One step of a JSON path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathSeg {
    Key(String),
    Index(usize),
}

/// Parses a whole JSON document.
pub fn parse(text: &str) -> Result<Node, JsonError> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        pos: 0,
    };
    if text.starts_with('\u{feff}') {
        p.pos = '\u{feff}'.len_utf8();
    }
    p.skip_ws();
    let node = p.value(0)?;
    p.skip_ws();
    if p.pos < p.bytes.len() {
        return Err(p.error_at(p.pos, "trailing-text"));
    }
    Ok(node)
}

/// The 1-based line and column (in characters) of a byte offset. An offset
/// past the end is clamped to the end; one inside a multi-byte character is
/// moved back to that character's start.
pub fn line_col(text: &str, byte_offset: usize) -> (usize, usize) {
    let mut offset = byte_offset.min(text.len());
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = text.get(..offset).unwrap_or("");
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    (line, column)
}

/// The span of the value at `path` in `text`, or `None` when the text is not
/// JSON, the path is malformed, or nothing is there.
pub fn locate(text: &str, path: &str) -> Option<Span> {
    let root = parse(text).ok()?;
    root.at(path).map(|n| n.span)
}

/// Like [`locate`], but when the path ends with an object key, the span of
/// that key rather than of its value (what an editor underlines for a
/// misspelt key).
pub fn locate_key(text: &str, path: &str) -> Option<Span> {
    let root = parse(text).ok()?;
    root.key_span_at(path)
}

/// Splits a path in the engine's syntax into segments. An empty path is the
/// root. Returns `None` for a malformed path.
pub fn parse_path(path: &str) -> Option<Vec<PathSeg>> {
    let chars: Vec<char> = path.chars().collect();
    let mut segs = Vec::new();
    let mut i = 0;
    let mut expect_key = true;
    while i < chars.len() {
        match chars.get(i).copied()? {
            '[' => {
                i += 1;
                if chars.get(i) == Some(&'"') {
                    let (key, next) = quoted_path_key(&chars, i)?;
                    i = next;
                    segs.push(PathSeg::Key(key));
                } else {
                    let start = i;
                    while chars.get(i).is_some_and(char::is_ascii_digit) {
                        i += 1;
                    }
                    if i == start {
                        return None;
                    }
                    let digits: String = chars.get(start..i)?.iter().collect();
                    segs.push(PathSeg::Index(digits.parse().ok()?));
                }
                if chars.get(i) != Some(&']') {
                    return None;
                }
                i += 1;
                expect_key = false;
            }
            '.' => {
                if expect_key {
                    return None;
                }
                i += 1;
                expect_key = true;
                if i >= chars.len() {
                    return None;
                }
            }
            _ => {
                if !expect_key {
                    return None;
                }
                let start = i;
                while chars.get(i).is_some_and(|c| !matches!(c, '.' | '[' | ']')) {
                    i += 1;
                }
                let key: String = chars.get(start..i)?.iter().collect();
                segs.push(PathSeg::Key(key));
                expect_key = false;
            }
        }
    }
    Some(segs)
}

/// Reads `"..."` starting at `chars[i] == '"'`, with JSON-style escapes.
fn quoted_path_key(chars: &[char], mut i: usize) -> Option<(String, usize)> {
    i += 1;
    let mut key = String::new();
    loop {
        let c = *chars.get(i)?;
        i += 1;
        match c {
            '"' => return Some((key, i)),
            '\\' => {
                let e = *chars.get(i)?;
                i += 1;
                match e {
                    'n' => key.push('\n'),
                    't' => key.push('\t'),
                    'r' => key.push('\r'),
                    'b' => key.push('\u{8}'),
                    'f' => key.push('\u{c}'),
                    'u' => {
                        let hex: String = chars.get(i..i + 4)?.iter().collect();
                        let code = u32::from_str_radix(&hex, 16).ok()?;
                        key.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                        i += 4;
                    }
                    other => key.push(other),
                }
            }
            other => key.push(other),
        }
    }
}

/// Writes a path segment list back in the engine's syntax.
pub fn format_path(segs: &[PathSeg]) -> String {
    let mut out = String::new();
    for seg in segs {
        match seg {
            PathSeg::Index(i) => {
                out.push('[');
                out.push_str(&i.to_string());
                out.push(']');
            }
            PathSeg::Key(k) => {
                let plain = !k.is_empty()
                    && k.chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '$');
                if plain {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(k);
                } else {
                    out.push('[');
                    out.push_str(&serde_json::Value::String(k.clone()).to_string());
                    out.push(']');
                }
            }
        }
    }
    out
}

/// Appends a key to a path in the engine's syntax.
pub fn join_key(path: &str, key: &str) -> String {
    let seg = format_path(&[PathSeg::Key(key.to_string())]);
    if path.is_empty() || seg.starts_with('[') {
        format!("{path}{seg}")
    } else {
        format!("{path}.{seg}")
    }
}

/// Appends an array index to a path.
pub fn join_index(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

impl Node {
    /// The value at `path` below this node.
    pub fn at(&self, path: &str) -> Option<&Node> {
        let segs = parse_path(path)?;
        self.at_segments(&segs)
    }

    /// The value at a pre-split path.
    pub fn at_segments(&self, segs: &[PathSeg]) -> Option<&Node> {
        let mut node = self;
        for seg in segs {
            node = match seg {
                PathSeg::Key(k) => node.get(k)?,
                PathSeg::Index(i) => node.as_array()?.get(*i)?,
            };
        }
        Some(node)
    }

    /// The span of the last key of `path` (or of the value when the path ends
    /// with an index or is empty).
    pub fn key_span_at(&self, path: &str) -> Option<Span> {
        let segs = parse_path(path)?;
        match segs.split_last() {
            Some((PathSeg::Key(k), parent)) => {
                self.at_segments(parent)?.member(k).map(|m| m.key_span)
            }
            _ => self.at_segments(&segs).map(|n| n.span),
        }
    }

    /// The member named `key` of an object. With duplicate keys the last one
    /// wins, as with JavaScript's `JSON.parse`.
    pub fn member(&self, key: &str) -> Option<&Member> {
        self.as_object()?.iter().rev().find(|m| m.key == key)
    }

    /// The value of the member named `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Node> {
        self.member(key).map(|m| &m.value)
    }

    pub fn as_object(&self) -> Option<&[Member]> {
        match &self.value {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self.value {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// A number as `f64` (`None` for non-numbers).
    pub fn as_f64(&self) -> Option<f64> {
        match &self.value {
            Value::Number(raw) => raw.parse().ok(),
            _ => None,
        }
    }

    /// The JSON type name, for messages: `object`, `array`, `string`,
    /// `number`, `boolean` or `null`.
    pub fn type_name(&self) -> &'static str {
        match self.value {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        }
    }

    /// Converts to a `serde_json::Value` (duplicate keys: the last wins).
    pub fn to_json(&self) -> serde_json::Value {
        match &self.value {
            Value::Null => serde_json::Value::Null,
            Value::Bool(b) => serde_json::Value::Bool(*b),
            Value::Number(raw) => number_to_json(raw),
            Value::String(s) => serde_json::Value::String(s.clone()),
            Value::Array(items) => {
                serde_json::Value::Array(items.iter().map(Node::to_json).collect())
            }
            Value::Object(members) => {
                let mut map = serde_json::Map::new();
                for m in members {
                    map.insert(m.key.clone(), m.value.to_json());
                }
                serde_json::Value::Object(map)
            }
        }
    }
}

fn number_to_json(raw: &str) -> serde_json::Value {
    if let Ok(i) = raw.parse::<i64>() {
        return serde_json::Value::from(i);
    }
    if let Ok(u) = raw.parse::<u64>() {
        return serde_json::Value::from(u);
    }
    raw.parse::<f64>()
        .ok()
        .and_then(serde_json::Number::from_f64)
        .map_or(serde_json::Value::Null, serde_json::Value::Number)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn error_at(&self, offset: usize, id: &'static str) -> JsonError {
        self.error_with(offset, id, BTreeMap::new())
    }

    fn error_with(
        &self,
        offset: usize,
        id: &'static str,
        args: BTreeMap<String, String>,
    ) -> JsonError {
        let (line, column) = line_col(self.text, offset);
        JsonError {
            message: english(id, &args),
            id,
            args,
            line,
            column,
            offset: offset.min(self.text.len()),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    /// An error where `expected` (an id of [`EXPECTED`]) should have come.
    fn unexpected(&self, expected: &str) -> JsonError {
        let mut args = BTreeMap::new();
        args.insert("expected".to_owned(), expected.to_owned());
        match self.text.get(self.pos..).and_then(|s| s.chars().next()) {
            None => self.error_with(self.pos, "unexpected-end", args),
            Some(c) => {
                args.insert("found".to_owned(), format!("{c:?}"));
                self.error_with(self.pos, "unexpected-char", args)
            }
        }
    }

    fn value(&mut self, depth: usize) -> Result<Node, JsonError> {
        let start = self.pos;
        let value = match self.peek() {
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => Value::String(self.string()?),
            Some(b't') => self.literal("true", Value::Bool(true))?,
            Some(b'f') => self.literal("false", Value::Bool(false))?,
            Some(b'n') => self.literal("null", Value::Null)?,
            Some(b'-' | b'0'..=b'9') => self.number()?,
            _ => return Err(self.unexpected("value")),
        };
        Ok(Node {
            span: Span {
                start,
                end: self.pos,
            },
            value,
        })
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, JsonError> {
        if self.bytes.get(self.pos..self.pos + word.len()) == Some(word.as_bytes()) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.unexpected(word))
        }
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected("digit")),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.unexpected("fraction-digit"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.unexpected("exponent-digit"));
            }
            self.digits();
        }
        let raw = self.text.get(start..self.pos).unwrap_or("0");
        Ok(Value::Number(raw.to_string()))
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let hex = self
            .text
            .get(self.pos..self.pos + 4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| self.error_at(self.pos, "hex-escape"))?;
        let code =
            u32::from_str_radix(hex, 16).map_err(|_| self.error_at(self.pos, "hex-escape"))?;
        self.pos += 4;
        Ok(code)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        let open = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            let run_start = self.pos;
            while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
                self.pos += 1;
            }
            // The run stops on an ASCII byte, so both ends are char boundaries.
            out.push_str(self.text.get(run_start..self.pos).unwrap_or(""));
            match self.peek() {
                None => return Err(self.error_at(open, "unterminated-string")),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let esc_at = self.pos;
                    self.pos += 1;
                    let Some(e) = self.peek() else {
                        return Err(self.error_at(open, "unterminated-string"));
                    };
                    self.pos += 1;
                    match e {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let c = if (0xD800..0xDC00).contains(&hi)
                                && self.bytes.get(self.pos..self.pos + 2) == Some(b"\\u")
                            {
                                let save = self.pos;
                                self.pos += 2;
                                let lo = self.hex4()?;
                                if (0xDC00..0xE000).contains(&lo) {
                                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
                                } else {
                                    self.pos = save;
                                    None
                                }
                            } else {
                                char::from_u32(hi)
                            };
                            out.push(c.unwrap_or('\u{fffd}'));
                        }
                        _ => return Err(self.error_at(esc_at, "invalid-escape")),
                    }
                }
                Some(_) => return Err(self.error_at(self.pos, "control-character")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth >= MAX_DEPTH {
            return Err(self.error_at(self.pos, "too-deep"));
        }
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value(depth + 1)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.unexpected("comma-or-bracket")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth >= MAX_DEPTH {
            return Err(self.error_at(self.pos, "too-deep"));
        }
        self.pos += 1;
        let mut members = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_ws();
            if self.peek() != Some(b'"') {
                return Err(self.unexpected("key"));
            }
            let key_start = self.pos;
            let key = self.string()?;
            let key_span = Span {
                start: key_start,
                end: self.pos,
            };
            self.skip_ws();
            if self.peek() != Some(b':') {
                return Err(self.unexpected("colon"));
            }
            self.pos += 1;
            self.skip_ws();
            let value = self.value(depth + 1)?;
            members.push(Member {
                key,
                key_span,
                value,
            });
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.unexpected("comma-or-brace")),
            }
        }
    }
}
