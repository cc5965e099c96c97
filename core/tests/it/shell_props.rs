//! The shell lexer over any input: it never panics, its tokens' spans lie
//! inside the input in increasing order (those of substitutions inside
//! their word), and plain or single-quoted words come back as written.

use hooklab_core::shell::{lex, Span, Token};
use proptest::prelude::*;

use crate::strategies::{maybe_edited, run_counting_valid};

/// Pieces of command lines: plain words, quotes, operators, substitutions,
/// comments, escapes and a little Unicode.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-z0-9_./=-]{1,8}",
        2 => prop::sample::select(vec![
            " ", " ", "\t", "\n", "&&", "||", ";", "|", "|&", "&", "(", ")", "<", ">", ">>",
            "2>&1", "&>", "<<<", "#", "\\", "\\ ", "'", "\"", "`", "$", "$(", "$HOME", "${X}",
            "é", "😀", "\u{a0}", "\r",
        ])
        .prop_map(str::to_owned),
        1 => "'[^']{0,8}'",
        1 => "\"[a-z $]{0,8}\"",
        1 => "\\$\\([a-z ]{0,8}\\)",
        1 => ".{0,6}",
    ]
}

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(piece(), 0..12).prop_map(|p| p.join(""))
}

/// Spans lie inside `bounds`, on character boundaries, each non-empty and
/// after the one before; a word's substitutions lie inside the word.
fn check_spans(input: &str, tokens: &[Token], bounds: Span) -> Result<(), TestCaseError> {
    let mut previous_end = bounds.start;
    for token in tokens {
        let span = token.span();
        prop_assert!(
            span.start >= previous_end,
            "{:?} overlaps or goes back",
            span
        );
        prop_assert!(span.start < span.end, "{:?} is empty", span);
        prop_assert!(span.end <= bounds.end, "{:?} leaves {:?}", span, bounds);
        prop_assert!(
            input.get(span.start..span.end).is_some(),
            "{:?} cuts a character",
            span
        );
        if let Token::Word(w) = token {
            for inner in &w.substitutions {
                check_spans(input, inner, span)?;
            }
        }
        previous_end = span.end;
    }
    Ok(())
}

#[test]
fn lexing_is_total_and_spans_are_ordered_inside_the_input() {
    let strategy = prop_oneof![3 => line(), 1 => maybe_edited(line()), 1 => "\\PC{0,40}"];
    run_counting_valid("shell::lex", 512, 40, strategy, |input| match lex(&input) {
        Ok(tokens) => {
            let all = Span {
                start: 0,
                end: input.len(),
            };
            check_spans(&input, &tokens, all)?;
            Ok(true)
        }
        Err(e) => {
            prop_assert!(e.offset < input.len(), "{:?} is past the input", e);
            Ok(false)
        }
    });
}

proptest! {
    #[test]
    fn plain_words_joined_by_blanks_come_back(
        words in prop::collection::vec("[A-Za-z0-9_./=:,+%@-][A-Za-z0-9_./=:,+%@#-]{0,9}", 0..8),
        blanks in prop::collection::vec("[ \t]{1,3}", 8),
        lead in "[ \t]{0,2}",
    ) {
        let mut input = lead.clone();
        for (word, blank) in words.iter().zip(&blanks) {
            input.push_str(word);
            input.push_str(blank);
        }
        let tokens = lex(&input).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let back: Vec<&str> = tokens
            .iter()
            .filter_map(Token::word)
            .map(|w| w.text.as_str())
            .collect();
        prop_assert_eq!(&back, &words);
        prop_assert_eq!(tokens.len(), words.len(), "an operator appeared");
        for t in &tokens {
            let written = input.get(t.span().start..t.span().end);
            prop_assert_eq!(written, t.word().map(|w| w.text.as_str()));
        }
    }

    #[test]
    fn any_text_single_quoted_is_one_word(text in "\\PC{0,30}") {
        let quoted = format!("'{}'", text.replace('\'', r"'\''"));
        let tokens = lex(&quoted).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        prop_assert_eq!(tokens.len(), 1);
        let word = tokens.first().and_then(Token::word).map(|w| w.text.as_str());
        prop_assert_eq!(word, Some(text.as_str()));
    }
}
