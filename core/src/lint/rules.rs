//! The rule table: one row per rule, with the public issues it comes from.

use serde::Serialize;

use super::Severity;

/// One lint rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// `H009`.
    pub id: &'static str,
    /// `relative-path`.
    pub name: &'static str,
    /// The severity of its main case (some variants differ; the diagnostic
    /// carries its own).
    pub severity: Severity,
    /// One line, English.
    pub summary: &'static str,
    /// Where the rule comes from: `anthropics/claude-code` issue numbers as
    /// `#1234`, other repositories as `owner/repo#N`.
    pub issues: &'static [&'static str],
}

const fn r(
    id: &'static str,
    name: &'static str,
    severity: Severity,
    summary: &'static str,
    issues: &'static [&'static str],
) -> Rule {
    Rule {
        id,
        name,
        severity,
        summary,
        issues,
    }
}

use Severity::{Error as E, Warning as W};

/// Every rule the linter knows, in id order.
pub static RULES: &[Rule] = &[
    r("H000", "unreadable", E, "The file cannot be read or is not valid JSON, so Claude Code takes none of its hooks.", &[]),
    r("H001", "exit1-not-blocking", E, "A script exits 1 (or another code but 2) on a path that means to block: only exit 2 blocks.", &["#44707", "doggy8088/better-rm#13", "mpfaffenberger/code_puppy#418"]),
    r("H002", "exit2-stdout", E, "A message is printed to stdout before exit 2: Claude only reads stderr then.", &["forecast-bio/crosslink#624"]),
    r("H003", "exit2-with-json", W, "JSON on stdout together with exit 2: exit 2 blocks whatever the JSON says, which is confusing.", &["anthropics/claude-plugins-official#1783", "gabriel-dehan/claude_hooks#61"]),
    r("H004", "matcher-case", E, "A matcher names a tool or value with the wrong case or spelling, so it never matches.", &["#44446"]),
    r("H005", "matcher-mcp-prefix", E, "An MCP matcher names only the server, depends on hyphen handling, or misses the plugin prefix.", &["#44446", "#71688", "bendrucker/claude#329"]),
    r("H006", "matcher-unanchored", W, "A regex matcher is unanchored and also matches other tools (or is not a valid regex).", &["#71688", "affaan-m/ECC#2838"]),
    r("H007", "matcher-ignored", W, "A matcher on an event that has no matcher support: the hook runs every time.", &["thedotmack/claude-mem#541"]),
    r("H008", "event-name", E, "An unknown or mis-cased event name, a matcher that is not a string, or a malformed hooks block.", &["#3672"]),
    r("H009", "relative-path", E, "A hook command runs a script by a relative path, which breaks once Claude changes directory.", &["#5176", "Yeachan-Heo/oh-my-claudecode#2618"]),
    r("H010", "windows-backslash", E, "Backslash paths, unquoted plugin paths or cmd.exe variables in a hook command.", &["#54640", "#22449", "#24710"]),
    r("H011", "stop-loop", W, "A Stop or SubagentStop hook can block but never reads stop_hook_active.", &["#78121", "anthropics/claude-plugins-official#5312"]),
    r("H012", "sessionend-budget", W, "A SessionEnd hook runs under the shared 1.5 s budget (no timeout, or a tiny one).", &["#70465", "vercel/vercel-plugin#122", "cmux#8637"]),
    r("H013", "plain-stdout-context", W, "Plain stdout on an event where it only reaches the debug log.", &["#65120", "#18427"]),
    r("H014", "stdout-pollution", W, "Stdout that will not parse as one JSON object: passthrough, several documents, raw newlines, concatenated values.", &["#21992", "thedotmack/claude-mem#3910", "sonichi/sutando#3686"]),
    r("H015", "updatedInput-partial", E, "updatedInput replaces the whole tool input; this one lacks fields the tool needs.", &["#30770", "#15897", "#75915"]),
    r("H016", "allow-vs-rules", W, "A hook may answer allow for calls that a deny or ask rule of the same file matches: the rule wins.", &["#35136", "#82451", "#39344"]),
    r("H017", "duplicate-source", W, "The same handler in a plugin and in settings, or plugin.json naming the default hooks file: it runs twice.", &["#76297", "#10871"]),
    r("H018", "env-input-myth", E, "A script reads tool data from environment variables that Claude Code never sets; input arrives on stdin.", &["#6305"]),
    r("H019", "timeout-units", W, "A timeout that looks like milliseconds (Claude Code counts seconds) or is not a positive number.", &["QwenLM/qwen-code#11615"]),
    r("H020", "if-on-non-tool-event", E, "An if filter on an event that is not a tool event: the handler never runs.", &[]),
    r("H021", "legacy-output", W, "Deprecated or mis-shaped decision output (decision approve/block on PreToolUse, PermissionRequest without decision.behavior).", &["#19298", "dyad-sh/dyad#2319", "agentforce314/clawcodex#655"]),
    r("H022", "event-contract", E, "Output or handler type that the event does not accept (WorktreeCreate path, StopFailure output, command-only events, fields of another event).", &["#30170"]),
    r("H023", "stop-exit2-downgrade", W, "A Stop-family exit 2 whose stderr says \"no such file\" is taken for a missing script and does not block.", &["#60490"]),
    r("H024", "async-cannot-block", E, "An async hook tries to block or decide; async hooks cannot.", &[]),
];

/// Looks a rule up by id (`"H009"`, case-sensitive).
pub fn rule(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}
