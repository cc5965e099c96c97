//! Permission rules (`Tool` or `Tool(specifier)`), shared by the `if` field
//! of handlers (spec §2.2) and the permission pipeline (§4): Bash command
//! splitting (on the words of [`crate::shell`]), globs, gitignore-style paths, `WebFetch(domain:…)`, MCP names.

use serde_json::{Map, Value};

use crate::shell::{self, Token};
use crate::version::{Change, Version};

/// A parsed rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    pub text: String,
    pub tool: String,
    pub spec: Option<String>,
}

/// Reads `Tool` or `Tool(specifier)`; `None` when it is neither.
pub fn parse_rule(text: &str) -> Option<Rule> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let (tool, spec) = match t.find('(') {
        Some(open) => {
            let inner = t.get(open + 1..)?.strip_suffix(')')?;
            (t.get(..open)?, Some(inner.to_string()))
        }
        None => (t, None),
    };
    let valid_tool = !tool.is_empty()
        && tool
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '*' | ':' | '.'));
    if !valid_tool || (spec.is_none() && t.contains(')')) {
        return None;
    }
    Some(Rule {
        text: t.to_string(),
        tool: tool.to_string(),
        spec,
    })
}

/// Where paths in rules are resolved.
#[derive(Debug, Clone)]
pub struct PathContext<'a> {
    pub cwd: &'a str,
    /// The directory `/x` rules are relative to (the settings file's root).
    pub root: &'a str,
    pub home: &'a str,
    pub version: Version,
}

/// How a rule is applied to a compound Bash command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The `if` field: any subcommand; specific patterns run on `$()`/`$VAR`; fail open.
    If,
    /// Deny and ask rules: any subcommand matching is enough.
    Restrict,
    /// Allow rules: every subcommand must match.
    Allow,
}

/// The answer of a rule check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleMatch {
    /// Matched; the subject that matched (a subcommand, a path, a host).
    Yes(String),
    No,
    /// The rule is for another tool.
    OtherTool,
    /// The command could not be parsed (`if` fails open).
    FailOpen,
    /// A specific pattern on a command with `$()`, backticks or `$VAR` (`if` runs).
    Substitution,
}

const READ_FAMILY: &[&str] = &["Read", "Glob", "Grep", "NotebookRead"];
const EDIT_FAMILY: &[&str] = &["Edit", "MultiEdit", "Write", "NotebookEdit"];

/// Whether a rule naming `rule_tool` applies to a call of `tool` (`Edit`
/// and `Read` rules cover their families, `mcp__server` every tool of it).
pub(crate) fn tool_covered(rule_tool: &str, tool: &str) -> bool {
    if rule_tool == tool {
        return true;
    }
    if rule_tool == "Edit" && EDIT_FAMILY.contains(&tool) {
        return true;
    }
    if rule_tool == "Read" && READ_FAMILY.contains(&tool) {
        return true;
    }
    if rule_tool.starts_with("mcp__") {
        if rule_tool.contains('*') {
            return glob(rule_tool, tool);
        }
        // `mcp__server` covers every tool of that server
        if let Some(rest) = tool.strip_prefix(rule_tool) {
            return rest.starts_with("__") && rule_tool.matches("__").count() == 1;
        }
    }
    false
}

/// Checks a rule against a tool call.
#[cfg(test)]
pub fn check(
    rule: &Rule,
    tool: &str,
    input: &Map<String, Value>,
    purpose: Purpose,
    ctx: &PathContext<'_>,
) -> RuleMatch {
    check_in(rule, tool, input, purpose, ctx, None)
}

/// [`check`] with a command line already analysed (used when many rules
/// are checked against one call).
pub fn check_in(
    rule: &Rule,
    tool: &str,
    input: &Map<String, Value>,
    purpose: Purpose,
    ctx: &PathContext<'_>,
    view: Option<&CommandView>,
) -> RuleMatch {
    if !tool_covered(&rule.tool, tool) {
        return RuleMatch::OtherTool;
    }
    let Some(spec) = rule.spec.as_deref() else {
        return RuleMatch::Yes(tool.to_string());
    };
    let spec = spec.trim();
    if spec.is_empty() || spec == "*" {
        return RuleMatch::Yes(tool.to_string());
    }
    let str_field = |k: &str| input.get(k).and_then(Value::as_str).unwrap_or("");
    match tool {
        "Bash" | "PowerShell" => {
            if tool == "PowerShell"
                && purpose == Purpose::If
                && !ctx.version.has(Change::PowershellIf)
            {
                return RuleMatch::No;
            }
            let command = str_field("command");
            match view {
                Some(v) if v.command == command => bash(spec, v, purpose, ctx.version),
                _ => bash(spec, &CommandView::new(command), purpose, ctx.version),
            }
        }
        "Read" | "Edit" | "Write" | "MultiEdit" | "NotebookEdit" | "NotebookRead" | "Glob"
        | "Grep" => {
            let path = ["file_path", "notebook_path", "path"]
                .iter()
                .find_map(|k| input.get(*k).and_then(Value::as_str))
                .unwrap_or(ctx.cwd);
            if path_rule(spec, path, ctx) {
                RuleMatch::Yes(path.to_string())
            } else {
                RuleMatch::No
            }
        }
        "WebFetch" => {
            let host = host_of(str_field("url"));
            let ok = match spec.strip_prefix("domain:") {
                Some(d) => {
                    let d = d.to_ascii_lowercase();
                    match d.strip_prefix("*.") {
                        Some(base) => host.ends_with(&format!(".{base}")) || host == base,
                        None => host == d,
                    }
                }
                None => glob(spec, str_field("url")),
            };
            if ok {
                RuleMatch::Yes(host)
            } else {
                RuleMatch::No
            }
        }
        "Agent" => simple(spec, str_field("subagent_type")),
        "Skill" | "SlashCommand" => {
            let name = ["skill", "command"]
                .iter()
                .find_map(|k| input.get(*k).and_then(Value::as_str))
                .unwrap_or("");
            simple(spec, name)
        }
        "WebSearch" => simple(spec, str_field("query")),
        _ => RuleMatch::No,
    }
}

fn simple(spec: &str, value: &str) -> RuleMatch {
    if glob(spec, value) {
        RuleMatch::Yes(value.to_string())
    } else {
        RuleMatch::No
    }
}

fn host_of(url: &str) -> String {
    let after = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let auth = after.get(..end).unwrap_or("");
    let host = auth.rsplit_once('@').map(|(_, h)| h).unwrap_or(auth);
    let host = host.split(':').next().unwrap_or("");
    host.to_ascii_lowercase()
}

/// `*` matches any run of characters (spaces included); everything else is literal.
/// Works on bytes (a `*` never occurs inside a multi-byte UTF-8 sequence), with
/// one backtrack point: linear-ish, never exponential, no allocation.
pub fn glob(pattern: &str, text: &str) -> bool {
    let p = pattern.as_bytes();
    let t = text.as_bytes();
    let (mut pi, mut ti) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        match p.get(pi) {
            Some(b'*') => {
                star = Some((pi, ti));
                pi += 1;
            }
            Some(c) if Some(c) == t.get(ti) => {
                pi += 1;
                ti += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    while p.get(pi) == Some(&b'*') {
        pi += 1;
    }
    pi == p.len()
}

/// A Bash specifier against one simple command: trailing ` *` or `:*` is a
/// word boundary (`ls *` matches `ls` and `ls -la`, not `lsof`).
pub fn command_matches(spec: &str, command: &str) -> bool {
    let spec = spec.trim();
    let bounded = spec
        .strip_suffix(":*")
        .or_else(|| spec.strip_suffix(" *"))
        .map(str::trim_end);
    match bounded {
        Some(prefix) => {
            glob(prefix, command)
                || command
                    .bytes()
                    .enumerate()
                    .filter(|(_, b)| *b == b' ' || *b == b'\t')
                    .any(|(i, _)| command.get(..i).is_some_and(|head| glob(prefix, head)))
        }
        None => glob(spec, command),
    }
}

fn is_specific(spec: &str) -> bool {
    let s = spec.trim();
    let s = s
        .strip_suffix(":*")
        .or_else(|| s.strip_suffix(" *"))
        .or_else(|| s.strip_suffix('*'))
        .unwrap_or(s);
    s.trim().contains(char::is_whitespace)
}

/// A command line analysed once, reused by every rule checked against it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandView {
    command: String,
    parsed: Option<ParsedCommand>,
    /// Normalised simple commands for `if` (assignments stripped), with their `inner` flag.
    plain: Vec<(String, bool)>,
    /// The same with the permission-rule wrappers stripped too.
    stripped: Vec<(String, bool)>,
}

impl CommandView {
    /// The command line analysed.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Analyses a command line.
    pub fn new(command: &str) -> CommandView {
        let parsed = split_command(command);
        let list = |strip: bool| -> Vec<(String, bool)> {
            parsed
                .iter()
                .flat_map(|p| p.commands.iter())
                .map(|c| (normalise(c, strip), c.inner))
                .filter(|(c, _)| !c.is_empty())
                .collect()
        };
        let plain = list(false);
        let stripped = list(true);
        CommandView {
            command: command.to_string(),
            parsed,
            plain,
            stripped,
        }
    }
}

fn bash(spec: &str, view: &CommandView, purpose: Purpose, version: Version) -> RuleMatch {
    let Some(parsed) = &view.parsed else {
        return if purpose == Purpose::If {
            RuleMatch::FailOpen
        } else {
            RuleMatch::No
        };
    };
    let look_inside = purpose != Purpose::If || version.has(Change::IfSubstitution);
    if purpose == Purpose::If
        && look_inside
        && is_specific(spec)
        && (parsed.substitution || parsed.variable)
    {
        return RuleMatch::Substitution;
    }
    let list = if purpose == Purpose::If {
        &view.plain
    } else {
        &view.stripped
    };
    let mut candidates = list
        .iter()
        .filter(|(_, inner)| look_inside || !inner)
        .map(|(c, _)| c.as_str());
    match purpose {
        Purpose::Allow => {
            let mut any = false;
            let all = candidates.all(|c| {
                any = true;
                command_matches(spec, c)
            });
            if any && all {
                RuleMatch::Yes(view.command.clone())
            } else {
                RuleMatch::No
            }
        }
        _ => match candidates.find(|c| command_matches(spec, c)) {
            Some(c) => RuleMatch::Yes(c.to_string()),
            None => RuleMatch::No,
        },
    }
}

/// One simple command found in a command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimpleCommand {
    /// The command as written, from its first token to its last.
    pub text: String,
    /// Found inside `$()` or backticks.
    pub inner: bool,
    /// Its tokens: where each starts in `text`, and a word's text after
    /// quote removal (`None` for a redirection operator).
    pub tokens: Vec<(usize, Option<String>)>,
}

impl SimpleCommand {
    /// The words, quotes removed, redirection operators left out.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.tokens.iter().filter_map(|(_, w)| w.as_deref())
    }
}

/// The simple commands of a command line, and whether it uses substitutions or variables.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParsedCommand {
    pub commands: Vec<SimpleCommand>,
    pub substitution: bool,
    pub variable: bool,
}

/// The simple commands of a command line, between its list operators
/// (`&&`, `||`, `;`, `|`, `|&`, `&`, newlines, parentheses), those inside
/// `$()` and backticks first; `None` when the line does not lex
/// (unbalanced quotes or substitutions).
pub fn split_command(command: &str) -> Option<ParsedCommand> {
    let tokens = shell::lex(command).ok()?;
    let mut out = ParsedCommand::default();
    collect_commands(command, &tokens, false, &mut out);
    Some(out)
}

fn collect_commands(line: &str, tokens: &[Token], inner: bool, out: &mut ParsedCommand) {
    for group in tokens.split(Token::ends_command) {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        for word in group.iter().filter_map(Token::word) {
            out.variable |= word.variable;
            for sub in &word.substitutions {
                out.substitution = true;
                collect_commands(line, sub, true, out);
            }
        }
        let start = first.span().start;
        out.commands.push(SimpleCommand {
            text: line.get(start..last.span().end).unwrap_or("").to_owned(),
            inner,
            tokens: group
                .iter()
                .map(|t| (t.span().start - start, t.word().map(|w| w.text.clone())))
                .collect(),
        });
    }
}

const WRAPPERS: &[&str] = &["time", "nohup", "command", "builtin", "noglob"];

/// The command text a rule is matched against: leading `VAR=value`
/// assignments stripped (and, for permission rules, the wrappers `timeout`,
/// `time`, `nice`, `nohup`, `stdbuf`, `command`, `builtin`, `noglob`, bare
/// `xargs`), runs of whitespace collapsed. Only words are stripped, as the
/// shell reads them (`FOO="a b"` is one assignment).
fn normalise(command: &SimpleCommand, strip_wrappers: bool) -> String {
    let words: Vec<&str> = command
        .tokens
        .iter()
        .map_while(|(_, w)| w.as_deref())
        .collect();
    let is_assignment = |w: &str| {
        w.split_once('=').is_some_and(|(name, _)| {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit())
        })
    };
    let mut skip = 0;
    while let Some(first) = words.get(skip).copied() {
        if is_assignment(first) {
            skip += 1;
            continue;
        }
        if !strip_wrappers {
            break;
        }
        if WRAPPERS.contains(&first) || (first == "xargs" && words.len() > skip + 1) {
            skip += 1;
            continue;
        }
        if first == "timeout" || first == "nice" || first == "stdbuf" {
            skip += 1;
            while words.get(skip).is_some_and(|w| {
                w.starts_with('-') || w.chars().next().is_some_and(|c| c.is_ascii_digit())
            }) {
                skip += 1;
            }
            continue;
        }
        break;
    }
    let from = command
        .tokens
        .get(skip)
        .map_or(command.text.len(), |(at, _)| *at);
    let kept = command.text.get(from..).unwrap_or("");
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Resolves `.` and `..` in an absolute path.
fn normalise_path(path: &str) -> Vec<String> {
    let mut segs: Vec<String> = Vec::new();
    for s in path.split('/') {
        match s {
            "" | "." => {}
            ".." => {
                segs.pop();
            }
            other => segs.push(other.to_string()),
        }
    }
    segs
}

fn join(base: &str, rel: &str) -> String {
    if rel.starts_with('/') {
        rel.to_string()
    } else {
        format!("{}/{}", base.trim_end_matches('/'), rel)
    }
}

/// A gitignore-style path rule (`//abs`, `~/home`, `/settings-root`,
/// `./cwd`, `rel`) against a file path.
pub fn path_rule(spec: &str, path: &str, ctx: &PathContext<'_>) -> bool {
    let file = normalise_path(&join(ctx.cwd, path));
    let mut pattern_abs = if let Some(abs) = spec.strip_prefix("//") {
        format!("/{abs}")
    } else if let Some(h) = spec.strip_prefix("~/") {
        join(ctx.home, h)
    } else if spec.starts_with('/') {
        join(ctx.root, spec.trim_start_matches('/'))
    } else if let Some(rel) = spec.strip_prefix("./") {
        join(ctx.cwd, rel)
    } else {
        let anchored = spec.trim_end_matches('/').contains('/')
            && ctx.version.has(Change::CwdAnchoredFileRules);
        if anchored {
            join(ctx.cwd, spec)
        } else {
            join(ctx.cwd, &format!("**/{spec}"))
        }
    };
    if pattern_abs.ends_with('/') {
        pattern_abs.push_str("**");
    }
    let pat = normalise_path(&pattern_abs);
    if segments_match(&pat, &file) {
        return true;
    }
    // a directory pattern also covers what is inside it
    let mut inside = pat.clone();
    inside.push("**".to_string());
    segments_match(&inside, &file)
}

const MAX_SEGMENTS: usize = 256;

fn segments_match(pat: &[String], path: &[String]) -> bool {
    if pat.len() > MAX_SEGMENTS || path.len() > MAX_SEGMENTS {
        return false;
    }
    // reach[j]: path[..j] is matched by pat[..i]
    let mut reach = vec![false; path.len() + 1];
    reach[0] = true;
    for p in pat {
        let mut next = vec![false; path.len() + 1];
        if p == "**" {
            let mut any = false;
            for j in 0..=path.len() {
                any |= reach.get(j).copied().unwrap_or(false);
                if let Some(n) = next.get_mut(j) {
                    *n = any;
                }
            }
        } else {
            for j in 0..path.len() {
                if reach.get(j).copied().unwrap_or(false)
                    && path.get(j).is_some_and(|s| segment_glob(p, s))
                {
                    if let Some(n) = next.get_mut(j + 1) {
                        *n = true;
                    }
                }
            }
        }
        reach = next;
    }
    reach.get(path.len()).copied().unwrap_or(false)
}

fn segment_glob(pattern: &str, seg: &str) -> bool {
    if !pattern.contains('?') {
        return glob(pattern, seg);
    }
    let p: String = pattern
        .chars()
        .map(|c| if c == '?' { '\u{1}' } else { c })
        .collect();
    // `?` is one character: expand it by comparing lengths on the literal pieces
    let pc: Vec<char> = p.chars().collect();
    let sc: Vec<char> = seg.chars().collect();
    fn rec(p: &[char], s: &[char], budget: &mut u32) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        match p.first() {
            None => s.is_empty(),
            Some('*') => (0..=s.len())
                .any(|k| rec(p.get(1..).unwrap_or(&[]), s.get(k..).unwrap_or(&[]), budget)),
            Some('\u{1}') => {
                !s.is_empty() && rec(p.get(1..).unwrap_or(&[]), s.get(1..).unwrap_or(&[]), budget)
            }
            Some(c) => {
                s.first() == Some(c)
                    && rec(p.get(1..).unwrap_or(&[]), s.get(1..).unwrap_or(&[]), budget)
            }
        }
    }
    let mut budget = 100_000;
    rec(&pc, &sc, &mut budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    use serde_json::json;

    fn ctx() -> PathContext<'static> {
        PathContext {
            cwd: "/home/me/shop",
            root: "/home/me/shop",
            home: "/home/me",
            version: Version::NEWEST,
        }
    }

    fn bash_as(purpose: Purpose, rule: &str, cmd: &str) -> RuleMatch {
        let r = parse_rule(rule).unwrap_or_else(|| Rule {
            text: String::new(),
            tool: String::new(),
            spec: None,
        });
        let input = json!({ "command": cmd });
        let m = input.as_object().cloned().unwrap_or_default();
        check(&r, "Bash", &m, purpose, &ctx())
    }

    fn if_bash(rule: &str, cmd: &str) -> RuleMatch {
        bash_as(Purpose::If, rule, cmd)
    }

    fn runs(r: &RuleMatch) -> bool {
        matches!(
            r,
            RuleMatch::Yes(_) | RuleMatch::FailOpen | RuleMatch::Substitution
        )
    }

    #[test]
    fn spec_table() {
        assert!(runs(&if_bash("Bash(git *)", "FOO=bar git push")));
        assert!(runs(&if_bash("Bash(git *)", "npm test && git push")));
        assert!(runs(&if_bash("Bash(rm *)", "echo $(rm -rf /)")));
        assert!(!runs(&if_bash("Bash(rm *)", "echo $(date)")));
        assert!(runs(&if_bash("Bash(git push *)", "echo $(date)")));
        assert!(runs(&if_bash("Bash(ls *)", "ls -la")));
        assert!(!runs(&if_bash("Bash(ls *)", "lsof")));
        assert!(runs(&if_bash("Bash(ls*)", "lsof")));
        assert!(runs(&if_bash("Bash(ls:*)", "ls -la")));
        assert_eq!(if_bash("Bash(rm *)", "echo 'unclosed"), RuleMatch::FailOpen);
    }

    fn denied(rule: &str, cmd: &str) -> bool {
        matches!(bash_as(Purpose::Restrict, rule, cmd), RuleMatch::Yes(_))
    }

    #[test]
    fn compound_commands_split_on_every_list_operator() {
        for cmd in [
            "npm test && rm x",
            "npm test || rm x",
            "npm test; rm x",
            "npm test | rm x",
            "npm test |& rm x",
            "npm test & rm x",
            "npm test\nrm x",
            "(npm test) && (rm x)",
            "{ npm test; rm x; }",
            "npm test;rm x",
        ] {
            assert!(denied("Bash(rm *)", cmd), "{cmd}");
        }
        // What a deny rule matched is the simple command, blanks collapsed.
        assert_eq!(
            bash_as(Purpose::Restrict, "Bash(rm *)", "ls &&   rm    -rf x ;"),
            RuleMatch::Yes("rm -rf x".into())
        );
    }

    #[test]
    fn quoted_and_escaped_operators_do_not_split() {
        assert!(!denied("Bash(rm *)", "echo \"a && rm x\""));
        assert!(!denied("Bash(rm *)", "echo 'a; rm x'"));
        assert!(!denied("Bash(rm *)", "echo a \\; rm x"));
        assert!(!denied("Bash(rm *)", "echo a \\&\\& rm x"));
        // A redirection's `&` is not the background operator.
        assert_eq!(
            bash_as(
                Purpose::Restrict,
                "Bash(git push *)",
                "git push 2>&1 && echo ok"
            ),
            RuleMatch::Yes("git push 2>&1".into())
        );
        assert_eq!(
            bash_as(Purpose::Restrict, "Bash(make *)", "make &> log"),
            RuleMatch::Yes("make &> log".into())
        );
        // Quotes stay in the text a rule is matched against.
        assert_eq!(
            bash_as(
                Purpose::Restrict,
                "Bash(git commit *)",
                "git commit -m \"a b\""
            ),
            RuleMatch::Yes("git commit -m \"a b\"".into())
        );
    }

    #[test]
    fn comments_substitutions_and_variables() {
        // A comment runs to the end of its line.
        assert!(!denied("Bash(rm *)", "ls # && rm x"));
        assert!(denied("Bash(rm *)", "ls # note\nrm x"));
        assert!(denied("Bash(rm *)", "ls#x && rm y"));
        // Commands inside `$()` and backticks are checked, quoted or not.
        assert!(denied("Bash(rm *)", "echo \"$(rm x)\""));
        assert!(denied("Bash(rm *)", "echo `rm x`"));
        assert!(denied("Bash(rm *)", "echo \"`rm x`\""));
        assert!(denied("Bash(rm *)", "echo $(ls $(rm x))"));
        assert!(!denied("Bash(rm *)", "echo '$(rm x)'"));
        // A specific `if` pattern on a command with a variable runs.
        assert_eq!(
            if_bash("Bash(git push *)", "git push $REMOTE"),
            RuleMatch::Substitution
        );
        assert_eq!(
            if_bash("Bash(git push *)", "git push \"${REMOTE}\""),
            RuleMatch::Substitution
        );
        assert_eq!(
            if_bash("Bash(git push *)", "git push '$REMOTE'"),
            RuleMatch::Yes("git push '$REMOTE'".into())
        );
        assert_eq!(
            if_bash("Bash(git push *)", "git push \\$REMOTE"),
            RuleMatch::Yes("git push \\$REMOTE".into())
        );
    }

    #[test]
    fn unbalanced_lines_fail_open_for_if_and_match_nothing_else() {
        for cmd in [
            "echo \"unclosed",
            "echo 'unclosed",
            "echo $(date",
            "echo `date",
            "echo \"$(date\"",
        ] {
            assert_eq!(if_bash("Bash(rm *)", cmd), RuleMatch::FailOpen, "{cmd}");
            assert_eq!(bash_as(Purpose::Restrict, "Bash(rm *)", cmd), RuleMatch::No);
        }
    }

    #[test]
    fn allow_rules_need_every_subcommand_and_at_least_one() {
        let allow = |cmd: &str| bash_as(Purpose::Allow, "Bash(git *)", cmd);
        assert!(matches!(allow("git status && git diff"), RuleMatch::Yes(_)));
        assert_eq!(allow("git status && rm x"), RuleMatch::No);
        assert_eq!(allow(""), RuleMatch::No);
        assert_eq!(allow("  ;  "), RuleMatch::No);
        assert_eq!(allow("# only a comment"), RuleMatch::No);
        // Assignments and wrappers are stripped for permission rules.
        assert!(matches!(
            allow("FOO=1 timeout 5 git fetch"),
            RuleMatch::Yes(_)
        ));
        assert!(matches!(allow("nohup git fetch"), RuleMatch::Yes(_)));
    }

    #[test]
    fn commands_are_read_as_bash_reads_them() {
        // An assignment with a quoted blank is one word, stripped whole (the
        // old splitter cut it at the blank and kept `b"`).
        assert_eq!(
            if_bash("Bash(git *)", "FOO=\"a b\" git push"),
            RuleMatch::Yes("git push".into())
        );
        // A `)` inside double quotes does not close a `$(` (the old
        // splitter closed it there and failed open on the rest).
        assert!(denied("Bash(rm *)", "echo \"$(echo \")\")\"; rm x"));
    }

    #[test]
    fn paths() {
        let c = ctx();
        assert!(path_rule("src/**", "/home/me/shop/src/a.ts", &c));
        assert!(!path_rule("src/**", "/home/me/shop/lib/src/a.ts", &c));
        let old = PathContext {
            version: Version::new(2, 1, 213),
            ..c.clone()
        };
        assert!(path_rule("src/**", "/home/me/shop/lib/src/a.ts", &old));
        assert!(path_rule("**/src/**", "/home/me/shop/lib/src/a.ts", &c));
        assert!(path_rule("*.env", "/home/me/shop/config/prod.env", &c));
        assert!(path_rule("//etc/**", "/etc/passwd", &c));
        assert!(path_rule("~/.ssh/**", "/home/me/.ssh/id_rsa", &c));
        assert!(path_rule("./secrets", "secrets/key.pem", &c));
    }

    #[test]
    fn hosts_and_mcp() {
        assert_eq!(
            host_of("https://user@Docs.Example.com:443/x?y"),
            "docs.example.com"
        );
        assert!(tool_covered("mcp__memory", "mcp__memory__create"));
        assert!(!tool_covered("mcp__memory", "mcp__memoryx__create"));
        assert!(tool_covered("mcp__memory__*", "mcp__memory__create"));
    }
}
