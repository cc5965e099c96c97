//! The core's one shell lexer: a command line split into words and
//! operators the way bash reads it, each token with its byte span in the
//! input, so a caller can mark the exact place it talks about.
//!
//! What is read as bash reads it:
//! - blanks (space, tab) separate words; a newline is an operator;
//! - `'single'` quotes keep everything up to the next `'`;
//! - `"double"` quotes keep everything, a backslash escaping only
//!   `$`, `` ` ``, `"`, `\` and a newline;
//! - outside quotes a backslash escapes the next character (a lone one at
//!   the end stays), and a backslash-newline joins lines;
//! - `&&`, `||`, `;`, `|`, `|&`, `&`, newline, `(` and `)` are list
//!   operators; `<`, `>`, `>>`, `<<`, `<<<`, `<>`, `<&`, `>&`, `>|`, `&>`,
//!   `&>>`, with a file descriptor number written right before them
//!   (`2>&1`), are redirections;
//! - `#` at the start of a word begins a comment up to the end of the line;
//! - `$(…)` and `` `…` `` hold commands of their own, lexed too; a word
//!   keeps them as written, as it keeps `$NAME` (nothing is expanded).
//!
//! Not read: `$'…'` strings, here-document bodies, `case` patterns.

/// Byte offsets of a token in the input, `start..end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

/// One word or operator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Word(Word),
    Op(Op, Span),
}

impl Token {
    /// Where the token stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Token::Word(w) => w.span,
            Token::Op(_, span) => *span,
        }
    }

    /// The word, when the token is one.
    #[must_use]
    pub fn word(&self) -> Option<&Word> {
        match self {
            Token::Word(w) => Some(w),
            Token::Op(..) => None,
        }
    }

    /// Whether the token ends a simple command: every operator but a
    /// redirection, which belongs to the command it stands in.
    #[must_use]
    pub fn ends_command(&self) -> bool {
        matches!(self, Token::Op(op, _) if *op != Op::Redirect)
    }
}

/// A word, with its quotes removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The text after quote removal; substitutions and `$NAME` as written.
    pub text: String,
    /// The word as written, quotes included.
    pub span: Span,
    /// The first character is quoted or escaped (`"$X"/a`, `\$X`), so a
    /// leading variable is not split by the shell.
    pub starts_quoted: bool,
    /// A `$NAME` or `${…}` outside single quotes.
    pub variable: bool,
    /// The tokens of every `$(…)` and `` `…` `` in the word, in order.
    pub substitutions: Vec<Vec<Token>>,
}

/// An operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `&&`
    And,
    /// `||`
    Or,
    /// `;`
    Semi,
    /// `|`
    Pipe,
    /// `|&`
    PipeAll,
    /// `&`
    Background,
    /// A newline.
    Newline,
    /// `(`
    Open,
    /// `)`
    Close,
    /// `<`, `>`, `2>&1`…
    Redirect,
}

/// What stopped the lexer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LexErrorKind {
    UnclosedSingleQuote,
    UnclosedDoubleQuote,
    /// A `$(` without its `)`.
    UnclosedSubstitution,
    /// A `` ` `` without its closing one.
    UnclosedBackquote,
    /// Substitutions nested deeper than [`MAX_DEPTH`].
    TooDeep,
}

/// A line that does not lex, with the byte offset of the quote or
/// substitution that opened what is left open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LexError {
    pub kind: LexErrorKind,
    pub offset: usize,
}

/// How deep substitutions may nest.
pub const MAX_DEPTH: usize = 16;

/// Lexes a command line.
///
/// # Errors
/// An unclosed quote or substitution, or substitutions nested too deep.
pub fn lex(input: &str) -> Result<Vec<Token>, LexError> {
    Lexer { src: input, pos: 0 }.list(End::Input, 0, 0)
}

/// Operators, longest first where one is the start of another.
const OPERATORS: &[(&str, Op)] = &[
    ("&&", Op::And),
    ("&>>", Op::Redirect),
    ("&>", Op::Redirect),
    ("&", Op::Background),
    ("||", Op::Or),
    ("|&", Op::PipeAll),
    ("|", Op::Pipe),
    (";", Op::Semi),
    ("\n", Op::Newline),
    ("(", Op::Open),
    (")", Op::Close),
    ("<<<", Op::Redirect),
    ("<<-", Op::Redirect),
    ("<<", Op::Redirect),
    ("<>", Op::Redirect),
    ("<&", Op::Redirect),
    ("<", Op::Redirect),
    (">>", Op::Redirect),
    (">&", Op::Redirect),
    (">|", Op::Redirect),
    (">", Op::Redirect),
];

/// Characters that end an unquoted word.
fn ends_word(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\n' | ';' | '&' | '|' | '(' | ')' | '<' | '>'
    )
}

/// What ends the list being lexed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Input,
    /// The `)` of a `$(`.
    Paren,
    /// The closing `` ` ``.
    Backquote,
}

struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

impl Lexer<'_> {
    fn rest(&self) -> &str {
        self.src.get(self.pos..).unwrap_or("")
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek_second(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Tokens up to `end` (consumed); `opened` is the offset of what
    /// opened the list, for errors.
    fn list(&mut self, end: End, depth: usize, opened: usize) -> Result<Vec<Token>, LexError> {
        if depth > MAX_DEPTH {
            return Err(LexError {
                kind: LexErrorKind::TooDeep,
                offset: opened,
            });
        }
        let mut out: Vec<Token> = Vec::new();
        let mut parens = 0usize;
        loop {
            let Some(c) = self.peek() else {
                let kind = match end {
                    End::Input => return Ok(out),
                    End::Paren => LexErrorKind::UnclosedSubstitution,
                    End::Backquote => LexErrorKind::UnclosedBackquote,
                };
                return Err(LexError {
                    kind,
                    offset: opened,
                });
            };
            let start = self.pos;
            match c {
                ' ' | '\t' => {
                    self.bump();
                }
                '\\' if self.peek_second() == Some('\n') => self.pos += 2,
                '#' => {
                    while let Some(d) = self.peek() {
                        if d == '\n' || (d == '`' && end == End::Backquote) {
                            break;
                        }
                        self.bump();
                    }
                }
                '`' if end == End::Backquote => {
                    self.bump();
                    return Ok(out);
                }
                ')' if end == End::Paren && parens == 0 => {
                    self.bump();
                    return Ok(out);
                }
                _ => match self.operator() {
                    Some(op) => {
                        match op {
                            Op::Open => parens += 1,
                            Op::Close => parens = parens.saturating_sub(1),
                            _ => {}
                        }
                        let start = match out.pop() {
                            Some(Token::Word(w)) if op == Op::Redirect && self.is_fd(&w, start) => {
                                w.span.start
                            }
                            Some(other) => {
                                out.push(other);
                                start
                            }
                            None => start,
                        };
                        out.push(Token::Op(
                            op,
                            Span {
                                start,
                                end: self.pos,
                            },
                        ));
                    }
                    None => out.push(Token::Word(self.word(end, depth)?)),
                },
            }
        }
    }

    /// The operator at the cursor, consumed.
    fn operator(&mut self) -> Option<Op> {
        let rest = self.rest();
        let (text, op) = OPERATORS.iter().find(|(text, _)| rest.starts_with(text))?;
        self.pos += text.len();
        Some(*op)
    }

    /// Whether `word`, just before a redirection at `at`, is its file
    /// descriptor number (`2` in `2>&1`).
    fn is_fd(&self, word: &Word, at: usize) -> bool {
        word.span.end == at
            && self
                .src
                .get(word.span.start..word.span.end)
                .is_some_and(|raw| raw.bytes().all(|b| b.is_ascii_digit()))
    }

    fn word(&mut self, end: End, depth: usize) -> Result<Word, LexError> {
        let start = self.pos;
        let mut w = Word {
            text: String::new(),
            span: Span::default(),
            starts_quoted: matches!(self.peek(), Some('\'' | '"' | '\\')),
            variable: false,
            substitutions: Vec::new(),
        };
        while let Some(c) = self.peek() {
            match c {
                c if ends_word(c) => break,
                '`' if end == End::Backquote => break,
                '\\' => {
                    self.bump();
                    match self.bump() {
                        Some('\n') => {}
                        Some(next) => w.text.push(next),
                        None => w.text.push('\\'),
                    }
                }
                '\'' => {
                    let open = self.pos;
                    self.bump();
                    let rest = self.rest();
                    let Some(close) = rest.find('\'') else {
                        return Err(LexError {
                            kind: LexErrorKind::UnclosedSingleQuote,
                            offset: open,
                        });
                    };
                    w.text.push_str(rest.get(..close).unwrap_or(""));
                    self.pos += close + 1;
                }
                '"' => self.double_quoted(&mut w, depth)?,
                '$' => self.dollar(&mut w, depth)?,
                '`' => self.backquoted(&mut w, depth)?,
                c => {
                    self.bump();
                    w.text.push(c);
                }
            }
        }
        if self.pos == start {
            // Never reached (the caller saw no operator or blank), but the
            // lexer must always move on.
            if let Some(c) = self.bump() {
                w.text.push(c);
            }
        }
        w.span = Span {
            start,
            end: self.pos,
        };
        Ok(w)
    }

    fn double_quoted(&mut self, w: &mut Word, depth: usize) -> Result<(), LexError> {
        let open = self.pos;
        self.bump();
        loop {
            match self.peek() {
                None => {
                    return Err(LexError {
                        kind: LexErrorKind::UnclosedDoubleQuote,
                        offset: open,
                    })
                }
                Some('"') => {
                    self.bump();
                    return Ok(());
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some('\n') => {
                            self.bump();
                        }
                        Some(next @ ('$' | '`' | '"' | '\\')) => {
                            self.bump();
                            w.text.push(next);
                        }
                        _ => w.text.push('\\'),
                    }
                }
                Some('$') => self.dollar(w, depth)?,
                Some('`') => self.backquoted(w, depth)?,
                Some(c) => {
                    self.bump();
                    w.text.push(c);
                }
            }
        }
    }

    /// `$(…)`, `$NAME`, `${…}` or a plain `$`.
    fn dollar(&mut self, w: &mut Word, depth: usize) -> Result<(), LexError> {
        let at = self.pos;
        match self.peek_second() {
            Some('(') => {
                self.pos += 2;
                let inner = self.list(End::Paren, depth + 1, at)?;
                w.substitutions.push(inner);
                w.text.push_str(self.src.get(at..self.pos).unwrap_or(""));
            }
            next => {
                if next.is_some_and(|n| n.is_ascii_alphabetic() || n == '_' || n == '{') {
                    w.variable = true;
                }
                self.bump();
                w.text.push('$');
            }
        }
        Ok(())
    }

    fn backquoted(&mut self, w: &mut Word, depth: usize) -> Result<(), LexError> {
        let at = self.pos;
        self.bump();
        let inner = self.list(End::Backquote, depth + 1, at)?;
        w.substitutions.push(inner);
        w.text.push_str(self.src.get(at..self.pos).unwrap_or(""));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words as text, operators as `<op>`.
    fn shape(input: &str) -> Vec<String> {
        lex(input)
            .unwrap_or_default()
            .iter()
            .map(|t| match t {
                Token::Word(w) => w.text.clone(),
                Token::Op(op, _) => format!("<{op:?}>"),
            })
            .collect()
    }

    fn error(input: &str) -> Option<LexError> {
        lex(input).err()
    }

    #[test]
    fn quotes_and_escapes() {
        assert_eq!(shape(r#"a 'b c' "d e" f\ g"#), ["a", "b c", "d e", "f g"]);
        assert_eq!(
            shape(r#""a\"b" "a\\b" "a\b" "a\$b" 'a\b'"#),
            ["a\"b", "a\\b", "a\\b", "a$b", "a\\b"]
        );
        assert_eq!(shape("a\\"), ["a\\"]);
        assert_eq!(shape("a\\\nb c"), ["ab", "c"]);
        assert_eq!(shape("''"), [""]);
        assert_eq!(shape("x\"a b\"'c d'y"), ["xa bc dy"]);
    }

    #[test]
    fn operators_and_redirections() {
        assert_eq!(
            shape("a&&b||c;d|e|&f&g\nh(i)"),
            [
                "a",
                "<And>",
                "b",
                "<Or>",
                "c",
                "<Semi>",
                "d",
                "<Pipe>",
                "e",
                "<PipeAll>",
                "f",
                "<Background>",
                "g",
                "<Newline>",
                "h",
                "<Open>",
                "i",
                "<Close>"
            ]
        );
        assert_eq!(
            shape("make 2>&1 &>log >>x <in"),
            [
                "make",
                "<Redirect>",
                "1",
                "<Redirect>",
                "log",
                "<Redirect>",
                "x",
                "<Redirect>",
                "in"
            ]
        );
        let tokens = lex("make 2>&1").unwrap_or_default();
        assert_eq!(
            tokens.get(1).map(Token::span),
            Some(Span { start: 5, end: 8 })
        );
        // A quoted number is a word, not a file descriptor.
        assert_eq!(shape("'2'>x"), ["2", "<Redirect>", "x"]);
    }

    #[test]
    fn comments_substitutions_and_variables() {
        assert_eq!(shape("a # b && c\nd"), ["a", "<Newline>", "d"]);
        assert_eq!(shape("a#b"), ["a#b"]);
        assert_eq!(
            shape("echo $(a \"b)\" | c) `d`"),
            ["echo", "$(a \"b)\" | c)", "`d`"]
        );
        let tokens = lex("echo \"$(ls $(rm x))\" $HOME '$X'").unwrap_or_default();
        let words: Vec<&Word> = tokens.iter().filter_map(Token::word).collect();
        let sub = words.get(1).and_then(|w| w.substitutions.first());
        let inner: Vec<&str> = sub
            .map(|s| {
                s.iter()
                    .filter_map(Token::word)
                    .map(|w| w.text.as_str())
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(inner, ["ls", "$(rm x)"]);
        let variables: Vec<bool> = words.iter().map(|w| w.variable).collect();
        assert_eq!(variables, [false, false, true, false]);
    }

    #[test]
    fn errors_name_what_is_left_open() {
        use LexErrorKind as K;
        let at = |kind, offset| Some(LexError { kind, offset });
        assert_eq!(error("say 'open"), at(K::UnclosedSingleQuote, 4));
        assert_eq!(error("say \"a\\\""), at(K::UnclosedDoubleQuote, 4));
        assert_eq!(error("a $(b"), at(K::UnclosedSubstitution, 2));
        assert_eq!(error("a `b"), at(K::UnclosedBackquote, 2));
        assert_eq!(error("a \"$(b\""), at(K::UnclosedDoubleQuote, 6));
        let deep = format!(
            "{}x{}",
            "$(".repeat(MAX_DEPTH + 1),
            ")".repeat(MAX_DEPTH + 1)
        );
        assert_eq!(error(&deep), at(K::TooDeep, 2 * MAX_DEPTH));
        let fine = format!("{}x{}", "$(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert_eq!(error(&fine), None);
    }

    #[test]
    fn empty_and_blank_lines_have_no_tokens() {
        assert!(shape("").is_empty());
        assert!(shape(" \t ").is_empty());
        assert_eq!(shape("\u{a0}"), ["\u{a0}"]);
    }
}
