//! The command lines the learner types, parsed into [`Command`]s.
//!
//! Words are read by the core's shell lexer ([`crate::shell`]), quotes and
//! backslashes as bash reads them; a line holds one simple command.

use serde::{Deserialize, Serialize};

use super::message::{Msg, MsgId};
use super::model::EditKind;
use crate::named::by_name;
use crate::shell::{self, Op, Token};

/// How `claude -p` prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OutputFormat {
    #[default]
    Text,
    Json,
    StreamJson,
}

by_name!(OutputFormat {
    Text => "text",
    Json => "json",
    StreamJson => "stream-json",
});

impl OutputFormat {
    /// Every format, in the order `--output-format`'s completion lists them.
    pub const ALL: [OutputFormat; 3] = [
        OutputFormat::Text,
        OutputFormat::Json,
        OutputFormat::StreamJson,
    ];
}

/// The flags of one `claude` invocation.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ClaudeArgs {
    /// `-p` / `--print`.
    pub print: bool,
    /// `-c` / `--continue`.
    pub continue_last: bool,
    /// `-r` / `--resume`, with its id or name when given.
    pub resume: Option<Option<String>>,
    /// `--fork-session`.
    pub fork: bool,
    /// `-n` / `--name`.
    pub name: Option<String>,
    /// `--session-id`.
    pub session_id: Option<String>,
    /// `-w` / `--worktree`, with its name when given.
    pub worktree: Option<Option<String>>,
    /// `--output-format`.
    pub output_format: OutputFormat,
    /// The prompt, the one positional argument.
    pub prompt: Option<String>,
}

/// A parsed command line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case")]
pub enum Command {
    /// An empty line.
    Empty,
    Help,
    Pwd,
    Cd {
        dir: Option<String>,
    },
    Mkdir {
        dirs: Vec<String>,
    },
    /// `ls` alone lists the session storage; `ls DIR` lists a directory.
    Ls {
        path: Option<String>,
    },
    Export {
        name: String,
        value: String,
    },
    Unset {
        name: String,
    },
    ClaudeVersion,
    Claude(ClaudeArgs),
    GitWorktreeAdd {
        path: String,
    },
    /// The person, or another process, changes a file.
    Edit {
        path: String,
        kind: EditKind,
    },
    /// The agent of the running session reads a file.
    Read {
        path: String,
    },
    /// The agent of the running session changes a file.
    Write {
        path: String,
    },
    /// A prompt typed in the running session.
    Say {
        text: String,
    },
    Clear,
    Compact,
    Rename {
        name: String,
    },
    Exit,
}

/// Why a line did not parse, as a message and the exit code a shell would
/// give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParseError {
    pub msg: Msg,
    pub exit_code: i32,
}

impl ParseError {
    fn new(id: MsgId, args: &[(&str, &str)], exit_code: i32) -> Self {
        ParseError {
            msg: Msg::new(id, args),
            exit_code,
        }
    }
}

/// The commands the simulator knows, for help and completion.
pub const COMMANDS: &[&str] = &[
    "cd", "mkdir", "ls", "pwd", "export", "unset", "claude", "git", "edit", "read", "write", "say",
    "/clear", "/compact", "/rename", "exit", "help",
];

/// The flags of `claude`, for completion.
pub const CLAUDE_FLAGS: &[&str] = &[
    "-p",
    "--print",
    "-c",
    "--continue",
    "-r",
    "--resume",
    "--fork-session",
    "-n",
    "--name",
    "--session-id",
    "-w",
    "--worktree",
    "--output-format",
    "--version",
];

/// One line of the help: the syntax of every command.
pub const HELP_SYNTAX: &str =
    "cd DIR | mkdir DIR | ls [DIR] | pwd | export NAME=VALUE | unset NAME | \
claude [-p] [-c | -r ID|NAME] [--fork-session] [-n NAME] [--session-id UUID] [-w NAME] \
[--output-format text|json] [\"prompt\"] | git worktree add PATH | edit FILE [--rewrite] | \
read FILE | write FILE | say \"text\" | /clear | /compact | /rename NAME | exit";

/// The words of a line as the shell reads them ([`shell::lex`]). The
/// simulator runs one simple command per line: an operator (`&&`, `;`,
/// `|`, `>`…) is an unexpected argument; newlines around the command are
/// blank lines.
///
/// # Errors
/// A quote or substitution left open, or an operator.
fn line_words(line: &str) -> Result<Vec<String>, ParseError> {
    let tokens =
        shell::lex(line).map_err(|_| ParseError::new(MsgId::ErrorUnclosedQuote, &[], 2))?;
    let is_newline = |t: &&Token| matches!(t, Token::Op(Op::Newline, _));
    let trailing = tokens.iter().rev().take_while(is_newline).count();
    let mut words = Vec::new();
    let command = tokens
        .get(..tokens.len().saturating_sub(trailing))
        .unwrap_or_default();
    for token in command.iter().skip_while(is_newline) {
        match token {
            Token::Word(w) => words.push(w.text.clone()),
            Token::Op(_, span) => {
                let op = line.get(span.start..span.end).unwrap_or("");
                let command = words.first().map_or(op, String::as_str);
                return Err(unexpected(op, command));
            }
        }
    }
    Ok(words)
}

/// Whether `text` is a UUID in the 8-4-4-4-12 hexadecimal form.
#[must_use]
pub fn is_uuid(text: &str) -> bool {
    let mut count = 0usize;
    for (i, c) in text.chars().enumerate() {
        count = i + 1;
        let ok = if matches!(i, 8 | 13 | 18 | 23) {
            c == '-'
        } else {
            c.is_ascii_hexdigit()
        };
        if !ok {
            return false;
        }
    }
    count == 36
}

/// Parses one command line.
///
/// # Errors
/// Unknown commands or flags, missing or unexpected arguments, invalid
/// UUIDs and flag combinations Claude Code rejects, each naming what is
/// wrong.
pub fn parse_command(line: &str) -> Result<Command, ParseError> {
    let words = line_words(line)?;
    let Some((head, rest)) = words.split_first() else {
        return Ok(Command::Empty);
    };
    match head.as_str() {
        "help" | "/help" => no_args(head, rest).map(|()| Command::Help),
        "pwd" => no_args(head, rest).map(|()| Command::Pwd),
        "cd" => match rest {
            [] => Ok(Command::Cd { dir: None }),
            [dir] => Ok(Command::Cd {
                dir: Some(dir.clone()),
            }),
            [_, extra, ..] => Err(unexpected(extra, head)),
        },
        "mkdir" => {
            let dirs: Vec<String> = rest.iter().filter(|w| *w != "-p").cloned().collect();
            if let Some(flag) = dirs.iter().find(|w| w.starts_with('-')) {
                return Err(unknown_flag(flag, head));
            }
            if dirs.is_empty() {
                return Err(missing_argument(head));
            }
            Ok(Command::Mkdir { dirs })
        }
        "ls" => match rest {
            [] => Ok(Command::Ls { path: None }),
            [path] if !path.starts_with('-') => Ok(Command::Ls {
                path: Some(path.clone()),
            }),
            [flag] => Err(unknown_flag(flag, head)),
            [_, extra, ..] => Err(unexpected(extra, head)),
        },
        "export" => match rest {
            [assignment] => match assignment.split_once('=') {
                Some((name, value)) if valid_env_name(name) => Ok(Command::Export {
                    name: name.to_owned(),
                    value: value.to_owned(),
                }),
                _ => Err(unexpected(assignment, head)),
            },
            [] => Err(missing_argument(head)),
            [_, extra, ..] => Err(unexpected(extra, head)),
        },
        "unset" => match rest {
            [name] if valid_env_name(name) => Ok(Command::Unset { name: name.clone() }),
            [] => Err(missing_argument(head)),
            [name] => Err(unexpected(name, head)),
            [_, extra, ..] => Err(unexpected(extra, head)),
        },
        "git" => parse_git(rest),
        "edit" => {
            let mut path = None;
            let mut kind = EditKind::Surgical;
            for word in rest {
                match word.as_str() {
                    "--rewrite" => kind = EditKind::Rewrite,
                    "--surgical" => kind = EditKind::Surgical,
                    w if w.starts_with('-') => return Err(unknown_flag(w, head)),
                    w if path.is_none() => path = Some(w.to_owned()),
                    w => return Err(unexpected(w, head)),
                }
            }
            let path = path.ok_or_else(|| missing_argument(head))?;
            Ok(Command::Edit { path, kind })
        }
        "read" => one_path(head, rest).map(|path| Command::Read { path }),
        "write" => one_path(head, rest).map(|path| Command::Write { path }),
        "say" => {
            if rest.is_empty() {
                return Err(missing_argument(head));
            }
            Ok(Command::Say {
                text: rest.join(" "),
            })
        }
        "/clear" => no_args(head, rest).map(|()| Command::Clear),
        "/compact" => Ok(Command::Compact),
        "/rename" => {
            if rest.is_empty() {
                return Err(missing_argument(head));
            }
            let name = rest.join(" ");
            Ok(Command::Rename { name })
        }
        "exit" | "/exit" | "/quit" => no_args(head, rest).map(|()| Command::Exit),
        "claude" => parse_claude(rest),
        other if other.starts_with('/') => Err(ParseError::new(
            MsgId::ErrorUnknownSlash,
            &[("command", other)],
            1,
        )),
        other => Err(ParseError::new(
            MsgId::ErrorUnknownCommand,
            &[("command", other)],
            127,
        )),
    }
}

fn valid_env_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit())
}

fn no_args(head: &str, rest: &[String]) -> Result<(), ParseError> {
    match rest.first() {
        None => Ok(()),
        Some(word) if word.starts_with('-') => Err(unknown_flag(word, head)),
        Some(word) => Err(unexpected(word, head)),
    }
}

fn one_path(head: &str, rest: &[String]) -> Result<String, ParseError> {
    match rest {
        [] => Err(missing_argument(head)),
        [path] if path.starts_with('-') => Err(unknown_flag(path, head)),
        [path] => Ok(path.clone()),
        [_, extra, ..] => Err(unexpected(extra, head)),
    }
}

fn unexpected(word: &str, command: &str) -> ParseError {
    ParseError::new(
        MsgId::ErrorUnexpectedArgument,
        &[("arg", word), ("command", command)],
        2,
    )
}

fn unknown_flag(flag: &str, command: &str) -> ParseError {
    ParseError::new(
        MsgId::ErrorUnknownFlag,
        &[("flag", flag), ("command", command)],
        1,
    )
}

fn missing_argument(command: &str) -> ParseError {
    ParseError::new(MsgId::ErrorMissingArgument, &[("command", command)], 2)
}

fn missing_value(flag: &str) -> ParseError {
    ParseError::new(MsgId::ErrorMissingValue, &[("flag", flag)], 1)
}

fn parse_git(rest: &[String]) -> Result<Command, ParseError> {
    match rest {
        [worktree, add, path] if worktree == "worktree" && add == "add" => {
            if path.starts_with('-') {
                return Err(unknown_flag(path, "git worktree add"));
            }
            Ok(Command::GitWorktreeAdd { path: path.clone() })
        }
        [worktree, add] if worktree == "worktree" && add == "add" => {
            Err(missing_argument("git worktree add"))
        }
        [worktree, add, _, extra, ..] if worktree == "worktree" && add == "add" => {
            Err(unexpected(extra, "git worktree add"))
        }
        _ => {
            let args = rest.join(" ");
            Err(ParseError::new(
                MsgId::ErrorUnknownGit,
                &[("args", &args)],
                1,
            ))
        }
    }
}

/// Splits `--flag=value` into the flag and its inline value.
fn split_inline(word: &str) -> (&str, Option<&str>) {
    if word.starts_with("--") {
        if let Some((flag, value)) = word.split_once('=') {
            return (flag, Some(value));
        }
    }
    (word, None)
}

fn parse_claude(rest: &[String]) -> Result<Command, ParseError> {
    let mut args = ClaudeArgs::default();
    let mut version = false;
    let mut i = 0usize;
    while let Some(word) = rest.get(i) {
        i += 1;
        let (flag, inline) = split_inline(word);
        // The value of a flag that needs one: inline, or the next word.
        let take_value = |i: &mut usize| -> Result<String, ParseError> {
            if let Some(v) = inline {
                return Ok(v.to_owned());
            }
            match rest.get(*i) {
                Some(next) if !next.starts_with('-') => {
                    *i += 1;
                    Ok(next.clone())
                }
                _ => Err(missing_value(flag)),
            }
        };
        match flag {
            "-p" | "--print" => args.print = true,
            "-c" | "--continue" => args.continue_last = true,
            "--fork-session" => args.fork = true,
            "-v" | "--version" => version = true,
            "-r" | "--resume" => {
                let value = match inline {
                    Some(v) => Some(v.to_owned()),
                    None => match rest.get(i) {
                        Some(next) if !next.starts_with('-') => {
                            i += 1;
                            Some(next.clone())
                        }
                        _ => None,
                    },
                };
                args.resume = Some(value);
            }
            "-w" | "--worktree" => {
                let value = match inline {
                    Some(v) => Some(v.to_owned()),
                    None => match rest.get(i) {
                        Some(next) if !next.starts_with('-') && !next.contains(' ') => {
                            i += 1;
                            Some(next.clone())
                        }
                        _ => None,
                    },
                };
                if let Some(name) = &value {
                    if !valid_worktree_name(name) {
                        return Err(ParseError::new(
                            MsgId::ErrorInvalidName,
                            &[("name", name)],
                            1,
                        ));
                    }
                }
                args.worktree = Some(value);
            }
            "-n" | "--name" => {
                let name = take_value(&mut i)?;
                if name.trim().is_empty() {
                    return Err(ParseError::new(
                        MsgId::ErrorInvalidName,
                        &[("name", &name)],
                        1,
                    ));
                }
                args.name = Some(name);
            }
            "--session-id" => {
                let value = take_value(&mut i)?;
                if !is_uuid(&value) {
                    return Err(ParseError::new(
                        MsgId::ErrorInvalidUuid,
                        &[("value", &value)],
                        1,
                    ));
                }
                args.session_id = Some(value.to_ascii_lowercase());
            }
            "--output-format" => {
                let value = take_value(&mut i)?;
                let Some(format) = OutputFormat::ALL
                    .into_iter()
                    .find(|format| format.as_str() == value)
                else {
                    return Err(ParseError::new(
                        MsgId::ErrorBadOutputFormat,
                        &[("value", &value)],
                        1,
                    ));
                };
                args.output_format = format;
            }
            f if f.starts_with('-') && f.len() > 1 => return Err(unknown_flag(f, "claude")),
            _ => {
                if args.prompt.is_some() {
                    return Err(unexpected(word, "claude"));
                }
                args.prompt = Some(word.clone());
            }
        }
    }
    if version {
        return Ok(Command::ClaudeVersion);
    }
    if args.continue_last && args.resume.is_some() {
        return Err(ParseError::new(MsgId::ErrorContinueAndResume, &[], 1));
    }
    let resuming = args.continue_last || args.resume.is_some();
    if args.fork && !resuming {
        return Err(ParseError::new(MsgId::ErrorForkNeedsResume, &[], 1));
    }
    if args.session_id.is_some() && resuming && !args.fork {
        return Err(ParseError::new(MsgId::ErrorSessionIdNeedsFork, &[], 1));
    }
    if args.print && args.prompt.is_none() {
        return Err(ParseError::new(MsgId::ErrorPrintNeedsPrompt, &[], 1));
    }
    Ok(Command::Claude(args))
}

fn valid_worktree_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && name != "."
        && name != ".."
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_quotes() {
        assert_eq!(
            line_words(r#"say "hello world" 'a b' c\ d"#).ok(),
            Some(vec![
                "say".to_owned(),
                "hello world".to_owned(),
                "a b".to_owned(),
                "c d".to_owned()
            ])
        );
        assert!(line_words("say \"open").is_err());
    }

    fn said(line: &str) -> Option<String> {
        match parse_command(line) {
            Ok(Command::Say { text }) => Some(text),
            _ => None,
        }
    }

    fn error_of(line: &str) -> Option<(MsgId, i32)> {
        parse_command(line).err().map(|e| (e.msg.id, e.exit_code))
    }

    #[test]
    fn lines_split_into_words_like_a_shell() {
        // Blanks of any length separate words; a word keeps its quoted blanks.
        assert_eq!(said("say  a \t b ").as_deref(), Some("a b"));
        assert_eq!(said("say 'a  b'").as_deref(), Some("a  b"));
        assert_eq!(said("say x\"a b\"'c d'y").as_deref(), Some("xa bc dy"));
        // Backslashes: outside quotes they escape the next character, inside
        // double quotes `\"` and `\\` are escapes, inside single quotes
        // nothing is.
        assert_eq!(said("say a\\ b").as_deref(), Some("a b"));
        assert_eq!(said("say a\\'b").as_deref(), Some("a'b"));
        assert_eq!(said("say \"a\\\"b\"").as_deref(), Some("a\"b"));
        assert_eq!(said("say \"a\\\\b\"").as_deref(), Some("a\\b"));
        assert_eq!(said("say 'a\\b'").as_deref(), Some("a\\b"));
        // Dollars and other characters are taken as written.
        assert_eq!(said("say $HOME and `x`").as_deref(), Some("$HOME and `x`"));
        assert_eq!(said("say fix#12").as_deref(), Some("fix#12"));
        // An empty quoted word is a word.
        assert_eq!(
            parse_command("cd ''").ok(),
            Some(Command::Cd {
                dir: Some(String::new())
            })
        );
        // Empty and blank lines are empty commands.
        assert_eq!(parse_command("").ok(), Some(Command::Empty));
        assert_eq!(parse_command(" \t ").ok(), Some(Command::Empty));
        // Unclosed quotes are an error with a shell's exit code.
        for line in ["say \"open", "say 'open", "say \"a\\\"", "cd 'x"] {
            assert_eq!(
                error_of(line),
                Some((MsgId::ErrorUnclosedQuote, 2)),
                "{line}"
            );
        }
        // Quoted words that look like flags are still flags.
        assert_eq!(error_of("ls '-x'"), Some((MsgId::ErrorUnknownFlag, 1)));
    }

    #[test]
    fn lines_are_read_as_bash_reads_them() {
        // Inside double quotes a backslash escapes only `$`, `` ` ``, `"`,
        // `\` and a newline (it escaped anything, `"a\b"` gave `ab`).
        assert_eq!(said("say \"a\\b\"").as_deref(), Some("a\\b"));
        // A backslash at the end stays (it vanished).
        assert_eq!(said("say a\\").as_deref(), Some("a\\"));
        // A comment runs to the end of the line (`#12` was a word).
        assert_eq!(said("say fix it #12").as_deref(), Some("fix it"));
        assert_eq!(parse_command("# a note").ok(), Some(Command::Empty));
        // Blanks are spaces and tabs; other white space is text.
        assert_eq!(said("say a\u{a0}b").as_deref(), Some("a\u{a0}b"));
        // A newline around the command is a blank line.
        assert_eq!(said("\nsay hi\n").as_deref(), Some("hi"));
        // One simple command per line: an operator is an unexpected
        // argument (`say a && b` said "a && b").
        let unexpected = |line: &str| {
            parse_command(line)
                .err()
                .map(|e| (e.msg.id, e.msg.args.get("arg").cloned(), e.exit_code))
        };
        for (line, op) in [
            ("say a && b", "&&"),
            ("say a;b", ";"),
            ("claude -p \"x\" | jq .session_id", "|"),
            ("say a > b", ">"),
            ("say (x)", "("),
            ("say a\nexit", "\n"),
        ] {
            assert_eq!(
                unexpected(line),
                Some((MsgId::ErrorUnexpectedArgument, Some(op.to_owned()), 2)),
                "{line}"
            );
        }
        // Quoted, they are text.
        assert_eq!(said("say 'a && b'").as_deref(), Some("a && b"));
        // A substitution is one word, kept as written; left open, it is an
        // unclosed quote.
        assert_eq!(
            said("say $(date  -u) `x y`").as_deref(),
            Some("$(date  -u) `x y`")
        );
        assert_eq!(error_of("say $(date"), Some((MsgId::ErrorUnclosedQuote, 2)));
        assert_eq!(error_of("say `date"), Some((MsgId::ErrorUnclosedQuote, 2)));
    }

    #[test]
    fn uuid_shape() {
        assert!(is_uuid("123e4567-e89b-42d3-a456-426614174000"));
        assert!(!is_uuid("123e4567-e89b-42d3-a456-42661417400"));
        assert!(!is_uuid("123e4567xe89b-42d3-a456-426614174000"));
        assert!(!is_uuid("ééé"));
    }
}
