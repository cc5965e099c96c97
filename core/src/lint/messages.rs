//! The English text of every diagnostic. The `locales/*/lint.ftl` files hold
//! the same messages (key `lint-<rule id lowercase>` and `-hint`, selecting
//! on `$variant` where a rule has several), with the same placeables.

use std::collections::BTreeMap;

/// Every diagnostic's English `(message, hint)` templates with `{name}`
/// placeables, by rule and variant; the empty variant is a rule's default
/// wording (`other` in the Fluent files' `$variant` selectors).
const TEMPLATES: &[(&str, &str, &str, &str)] = &[
    ("H000", "", "This file is not valid JSON ({detail}), so Claude Code reads none of its hooks.", "Fix the syntax at this position; everything after it is unreadable until then."),
    ("H001", "", "exit {code} does not block {event}: only exit 2 does. This path looks meant to block, but Claude Code treats exit {code} as a non-blocking error and goes ahead.", "Exit 2 with the reason on stderr, or print a JSON decision and exit 0."),
    ("H002", "", "The message goes to stdout and then the script exits 2: on exit 2 Claude Code ignores plain stdout, so Claude sees \"No stderr output\" instead of the reason.", "Send the message to stderr (echo \"...\" >&2) before exit 2."),
    ("H003", "", "JSON on stdout together with exit 2 on {event}: exit 2 blocks whatever the JSON says, even \"allow\", so the two signals can contradict each other.", "Pick one: exit 0 with a JSON decision, or exit 2 with the reason on stderr."),
    ("H004", "typo", "Matcher \"{matcher}\" on {event} names nothing Claude Code knows, so it never matches.", "Did you mean \"{expected}\"?"),
    ("H004", "", "Matcher \"{matcher}\" on {event} never matches: matchers are case-sensitive and the name is \"{expected}\".", "Write \"{expected}\"."),
    ("H005", "hyphen", "With Claude Code {version} the hyphen makes \"{matcher}\" an unanchored regex that also fires for longer names containing it; from 2.1.195 on it is an exact name.", "Write what you mean on every version: \"^{matcher}$\" for the exact name, or \"^{matcher}__.*\" for all tools of an MCP server."),
    ("H005", "plugin", "In a plugin, tools of a server the plugin bundles are named mcp__plugin_<plugin>_{server}__<tool>, so matcher \"{matcher}\" written with the bare server name never fires for them.", "Match \"mcp__plugin_<plugin-name>_{server}__.*\"; keep the bare name only for a server configured outside the plugin."),
    ("H005", "", "Matcher \"{matcher}\" names only the MCP server; a name made of letters, digits and _ must equal the whole tool name, and MCP tools are named mcp__{server}__<tool>, so it matches no tool.", "Use \"mcp__{server}__.*\" to match every tool of that server."),
    ("H006", "comma", "Before 2.1.191 a comma list is not a list: with Claude Code {version}, \"{matcher}\" is a regex that no tool name matches, so the hook never fires.", "Separate the names with |: \"{anchored}\"."),
    ("H006", "refused", "Matcher \"{matcher}\" repeats a group that itself holds a quantifier or |, a pattern that can take forever to test; Hooklab refuses it, so here it never matches.", "Say the same without the repeated group, for example as exact names separated by |."),
    ("H006", "too-long", "Matcher \"{matcher}\" is longer than 1,000 characters, too long to test safely; it never matches.", "Shorten it, for example by matching a common prefix such as \"^mcp__server__.*\"."),
    ("H006", "invalid", "Matcher \"{matcher}\" is not a valid JavaScript regular expression, so it never matches.", "Fix the pattern, or list exact names separated by |."),
    ("H006", "", "Matcher \"{matcher}\" is a regex, and regex matchers are unanchored: it also matches {extra}.", "Anchor it: \"{anchored}\"."),
    ("H007", "", "{event} has no matcher support: matcher \"{matcher}\" is ignored and this hook runs every time.", "Remove the matcher, and filter inside the script if you need to."),
    ("H008", "root", "The top level of this file is {found}, not an object, so Claude Code reads no hooks from it.", "Start the file with { \"hooks\": { ... } }."),
    ("H008", "wrapper", "\"{event}\" sits at the top level of the file; hook events are only read inside the \"hooks\" object.", "Move it into \"hooks\": { \"{event}\": [ ... ] }."),
    ("H008", "duplicate", "The event \"{event}\" appears twice in this object; only the last one is kept, so these hooks never run.", "Merge both lists into one \"{event}\" entry."),
    ("H008", "case", "Unknown event \"{event}\": event names are case-sensitive, so these hooks never run.", "Write \"{expected}\"."),
    ("H008", "unknown-near", "Unknown event \"{event}\": Claude Code skips it, so these hooks never run.", "Did you mean \"{expected}\"?"),
    ("H008", "unknown", "Unknown event \"{event}\": Claude Code skips it, so these hooks never run.", "Use an event of the hooks reference, such as PreToolUse, PostToolUse or Stop."),
    ("H008", "matcher-type", "The matcher is {found}, not a string: Claude Code skips this group, so its hooks never run.", "Write the matcher as a string (\"Bash\", \"Edit|Write\"), or leave it out to match everything."),
    ("H008", "flat", "This {event} entry is a handler without its matcher group, so Claude Code skips it.", "Wrap it: { \"matcher\": \"...\", \"hooks\": [ this handler ] }."),
    ("H008", "hooks-missing", "This {event} matcher group has no \"hooks\" list, so nothing runs.", "Add \"hooks\": [ { \"type\": \"command\", \"command\": \"...\" } ]."),
    ("H008", "type-missing", "This handler has no \"type\", so Claude Code skips it.", "Add \"type\": \"command\" (or http, mcp_tool, prompt, agent)."),
    ("H008", "type-unknown", "Unknown handler type \"{type}\", so Claude Code skips this handler.", "Use command, http, mcp_tool, prompt or agent."),
    ("H008", "command-missing", "This command handler has no command to run.", "Add \"command\": \"...\"."),
    ("H008", "not-array", "Expected an array here, found {found}, so Claude Code skips this entry.", "Follow the shape { \"hooks\": { \"Event\": [ { \"matcher\": \"...\", \"hooks\": [ { \"type\": \"command\", \"command\": \"...\" } ] } ] } }."),
    ("H008", "", "Expected an object here, found {found}, so Claude Code skips this entry.", "Follow the shape { \"hooks\": { \"Event\": [ { \"matcher\": \"...\", \"hooks\": [ { \"type\": \"command\", \"command\": \"...\" } ] } ] } }."),
    ("H009", "unquoted", "\"{script}\" is not quoted: a project path with a space splits into several words and the hook fails.", "Quote the variable: \"$CLAUDE_PROJECT_DIR\"/path/to/script."),
    ("H009", "", "The command runs \"{script}\" by a relative path, which resolves against the current directory; once Claude runs cd the script is not found and the hook stops working.", "Write \"$CLAUDE_PROJECT_DIR\"/{script} (with the quotes), or use the exec form with \"args\"."),
    ("H010", "cmd-var", "{variable} is cmd.exe syntax; hooks run under bash or PowerShell, which leave it as it is.", "Write \"$CLAUDE_PROJECT_DIR\" or \"${CLAUDE_PLUGIN_ROOT}\" instead."),
    ("H010", "unquoted-root", "\"{script}\" is not quoted: an install path with spaces or backslashes breaks the command.", "Quote it: \"${CLAUDE_PLUGIN_ROOT}\"/path/to/script."),
    ("H010", "", "\"{path}\" uses backslashes; on Windows hooks run under Git Bash, which strips them (C:\\Users becomes C:Users), so the command is not found.", "Use forward slashes (C:/Users/...), the exec form with \"args\", or \"shell\": \"powershell\"."),
    ("H011", "", "This {event} hook can block but never reads stop_hook_active, so it can keep Claude going turn after turn until Claude Code's block cap ends the loop.", "Read stop_hook_active from stdin and exit 0 without blocking when it is true."),
    ("H012", "tiny", "A SessionEnd timeout of {timeout} s leaves almost no time; the hook is likely to be cancelled.", "Raise it to what the hook really needs (at most 60 s)."),
    ("H012", "capped", "SessionEnd hooks get at most 60 s, so a timeout of {timeout} s is cut to 60.", "Keep SessionEnd work under 60 s, or set CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS."),
    ("H012", "plugin", "A plugin's SessionEnd hook runs within the shared 1.5 s budget: timeouts in plugin hooks do not raise it, only those in settings files do.", "Keep this hook well under 1.5 s, or have users set CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS."),
    ("H012", "", "This SessionEnd hook has no timeout, so it shares the default 1.5 s budget and is cancelled if it runs longer.", "Give it an explicit \"timeout\" in seconds (up to 60)."),
    ("H013", "", "Plain text on stdout from a {event} hook only goes to the debug log; Claude never sees it.", "Print JSON with hookSpecificOutput.additionalContext, or exit 2 with the text on stderr."),
    ("H014", "newline", "printf turns the \\n inside this JSON text into a raw newline, which makes the JSON invalid.", "Build the JSON with jq -n --arg, or write the newline as \\\\n."),
    ("H014", "concat", "This JSON is built by pasting a shell variable into a string; a quote or a newline in the value breaks it.", "Build it with jq -n --arg name \"$value\" '{...}'."),
    ("H014", "several", "This prints a second JSON document; Claude Code expects a single JSON object on stdout.", "Merge the fields into one object and print it once."),
    ("H014", "", "This echoes the hook's own input (${variable}) to stdout, where Claude Code expects the hook's answer.", "Pipe the input into a command instead (echo \"${variable}\" | jq ...), and print only your answer."),
    ("H015", "", "updatedInput replaces the whole {tool} input, and this one lacks {missing}, so the tool receives a broken input.", "Start from tool_input and change only what you need, e.g. jq '.tool_input | .command = \"...\"'."),
    ("H016", "ask", "This hook can answer allow, but the ask rule \"{rule}\" of this file still applies afterwards: a hook's allow never skips an ask rule, so the person is asked anyway.", "Change the rule if these calls should go through, or answer ask from the hook to make the intent clear."),
    ("H016", "", "This hook can answer allow, but the deny rule \"{rule}\" of this file still applies afterwards: a hook's allow never overrides a deny rule, so the call is denied anyway.", "Change the rule if these calls should go through, or answer deny from the hook to make the intent clear."),
    ("H017", "manifest", "plugin.json points \"hooks\" at {file}, which Claude Code already loads by default, so every hook in it runs twice.", "Remove the \"hooks\" field, or point it at another file."),
    ("H017", "", "The same {event} command is also defined in {other}; a plugin's copy and a settings copy both run.", "Keep only one copy."),
    ("H018", "", "${variable} is never set by Claude Code: hook input arrives as JSON on stdin, so this reads an empty value and the hook does nothing.", "Read stdin and parse it, e.g. jq -r '.tool_name' or json.load(sys.stdin)."),
    ("H019", "type", "timeout must be a number of seconds, found {found}, so Claude Code skips this handler.", "Write a number of seconds, e.g. \"timeout\": 30."),
    ("H019", "nonpositive", "A timeout of {timeout} gives the hook no time to run.", "Write a positive number of seconds, or leave it out for the default."),
    ("H019", "", "timeout is in seconds: {timeout} is over a quarter of an hour. It looks like milliseconds.", "If you meant milliseconds, write {seconds}."),
    ("H020", "", "\"if\" is only evaluated on tool events; on {event} a handler with \"if\" never runs.", "Remove \"if\" and filter inside the script."),
    ("H021", "permissionrequest", "PermissionRequest ignores permissionDecision: its answer goes in hookSpecificOutput.decision.behavior.", "Return {\"hookSpecificOutput\": {\"hookEventName\": \"PermissionRequest\", \"decision\": {\"behavior\": \"allow\"}}}."),
    ("H021", "", "Top-level decision approve/block on PreToolUse is the deprecated form; it still works, but is easy to get wrong.", "Return hookSpecificOutput.permissionDecision (allow, deny, ask) with permissionDecisionReason."),
    ("H022", "handler-type", "{event} does not accept {type} handlers (only {allowed}), so this handler is rejected.", "Use a command handler here, or move this check to an event that accepts {type} handlers."),
    ("H022", "field", "{field} is not an output of {event}, so it has no effect there.", "Use the output fields the hooks reference lists for {event}."),
    ("H022", "worktree-json", "A WorktreeCreate command hook cannot answer with JSON: Claude Code reads its stdout as the path of the new worktree.", "Print only the absolute path of the new worktree, on the last line."),
    ("H022", "worktree-path", "This WorktreeCreate script never prints the worktree path, so the creation fails.", "Print the absolute path of the new worktree on stdout, on the last line."),
    ("H022", "", "{event} ignores the hook's output and exit code, so this decision has no effect.", "Use this event for logging or notifications only."),
    ("H023", "", "On {event}, exit 2 with a \"no such file\"-like message on stderr and empty stdout is taken for a missing script, so it does not block.", "Reword the message so that it does not say \"no such file\" or \"can't open\"."),
    ("H024", "", "This async hook runs in the background: its decision, blocking exit code or continue: false has no effect.", "Remove async so the hook runs before the action, or keep it async for logging only."),
];

/// `(message, hint)` templates of a rule's variant, else of its default.
fn templates(rule: &str, variant: &str) -> (&'static str, &'static str) {
    let exact = TEMPLATES
        .iter()
        .find(|(r, v, _, _)| *r == rule && !v.is_empty() && *v == variant);
    let default = || {
        TEMPLATES
            .iter()
            .find(|(r, v, _, _)| *r == rule && v.is_empty())
    };
    exact
        .or_else(default)
        .map_or(("{rule}", ""), |(_, _, message, hint)| (*message, *hint))
}

/// The named variants of a rule (its default wording not included).
pub(crate) fn rule_variants(rule: &str) -> Vec<&'static str> {
    TEMPLATES
        .iter()
        .filter(|(r, v, _, _)| *r == rule && !v.is_empty())
        .map(|(_, v, _, _)| *v)
        .collect()
}

/// Every rule that has a wording.
pub(crate) fn worded_rules() -> Vec<&'static str> {
    let mut rules: Vec<&'static str> = TEMPLATES.iter().map(|(r, _, _, _)| *r).collect();
    rules.dedup();
    rules
}

fn fill(template: &str, args: &BTreeMap<String, String>) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let (before, after) = rest.split_at(open);
        out.push_str(before);
        let name_len = after
            .get(1..)
            .and_then(|s| s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
            .unwrap_or(0);
        let name = after.get(1..1 + name_len).unwrap_or("");
        if !name.is_empty() && after.get(1 + name_len..2 + name_len) == Some("}") {
            if let Some(v) = args.get(name) {
                out.push_str(v);
                rest = after.get(2 + name_len..).unwrap_or("");
                continue;
            }
        }
        out.push('{');
        rest = after.get(1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

/// The English message and hint of a diagnostic.
pub(crate) fn english(
    rule: &str,
    variant: &str,
    args: &BTreeMap<String, String>,
) -> (String, String) {
    let (m, h) = templates(rule, variant);
    let mut a = args.clone();
    // `found` holds the id of a kind of JSON value: English says it in words.
    if let Some(found) = a.get_mut("found") {
        *found =
            crate::hooks::messages::phrase(crate::hooks::messages::JSON_KINDS, found).to_owned();
    }
    a.entry("rule".to_string())
        .or_insert_with(|| rule.to_string());
    (fill(m, &a), fill(h, &a))
}
