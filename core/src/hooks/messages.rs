//! Every trace and config-error id with its English wording. Placeholders
//! `{name}` are the `args` the engine emits; `locales/*/engine.ftl` holds the
//! same message as `hook-<id>` with `{ $name }` placeables. Then the
//! messages of a case that cannot be read (`case-<id>`) and of an `expect`
//! assertion that fails (`expect-<id>`, the challenges' test diagnostics),
//! in `locales/*/checks.ftl`; and the concepts the engine's arguments name
//! (`locales/*/concepts.ftl`, see [`crate::i18n::Concept`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::catalogue;
use super::fasthash::FastMap;
use crate::i18n::{ArgKind, Concept};

macro_rules! messages {
    ($($id:literal => $en:literal,)*) => {
        /// Every id the engine can emit in `trace` or `config_errors`.
        pub const MESSAGE_IDS: &[&str] = &[$($id),*];
        /// Every id with its English template, in the order above.
        const TABLE: &[(&str, &str)] = &[$(($id, $en)),*];
    };
}

macro_rules! check_messages {
    ($($id:literal => $en:literal,)*) => {
        /// Every key of a case error or an `expect` failure.
        pub const CHECK_KEYS: &[&str] = &[$($id),*];
        /// Every such key with its English template.
        const CHECK_TABLE: &[(&str, &str)] = &[$(($id, $en)),*];
    };
}

check_messages! {
    // a case that cannot be read
    "case-too-large" => "the case is {size} bytes; cases larger than {limit} bytes (1 MiB) are refused",
    "case-invalid-json" => "invalid JSON: {detail}",
    "case-unreadable" => "{detail}",
    "case-expected" => "expected {expected}, found {found}",
    "case-missing" => "missing",
    "case-event-missing" => "missing: a case needs the event's input JSON",
    "case-bad-version" => "'{value}' is not a version number like 2.1.240",
    "case-unknown-event" => "unknown event '{event}' (event names are case-sensitive)",
    "case-bad-mode" => "'{value}' is not a mode: use interactive or print",
    "case-bad-permission-mode" => "'{value}' is not a permission mode ({modes})",
    "case-unknown-context-field" => "unknown context field",
    "case-unknown-source" => "unknown source '{source}' (sources: {sources})",
    "case-unknown-result-field" => "unknown field of a handler result",
    // an expect assertion that does not hold
    "expect-value" => "expected {want}, got {got}",
    "expect-ran-not-list" => "ran must be a list of handler keys",
    "expect-ran" => "expected the handlers {want} to run, got {got}",
    "expect-not-list" => "{field} must be a list of strings",
    "expect-text-missing" => "\"{text}\" appears in no entry of {list} {entries}",
    "expect-text-present" => "\"{text}\" appears in {list} {entries}",
    "expect-no-config-error" => "no config error mentions \"{text}\"",
    "expect-not-id-list" => "{field} must be a list of trace ids",
    "expect-no-trace" => "no trace entry has the id {id}",
    "expect-unknown" => "{field} is not something expect can check",
    "expect-event-not-object" => "the test's event is not a JSON object",
    "expect-event-unknown" => "the test's event {event} is not a hook event",
    "expect-event-no-name" => "the test's event has no hook_event_name",
}

messages! {
    // configuration
    "hooks-not-object" => "The hooks setting of {source} is not an object, so it is skipped.",
    "unknown-event" => "{event} is not a hook event (names are case-sensitive); this entry is skipped and the rest of the file stays in effect.",
    "unknown-event-voids-file" => "Before 2.1.101 an unknown event name ({event}) made Claude Code ignore every hook in {source}.",
    "event-not-array" => "The {event} entry is not a list of matcher groups, so it is skipped.",
    "group-not-object" => "This matcher group is not an object, so it is skipped.",
    "matcher-not-string" => "This matcher is not a string, so its group is skipped.",
    "matcher-voids-file" => "On 2.1.197 to 2.1.202 a matcher that is not a string disabled every hook in {source}.",
    "group-hooks-missing" => "This matcher group has no hooks list, so it is skipped.",
    "handler-not-object" => "This handler is not an object, so it is skipped.",
    "handler-type-missing" => "This handler has no type, so it is skipped.",
    "unknown-handler-type" => "{type} is not a handler type (command, http, mcp_tool, prompt, agent), so this handler is skipped.",
    "handler-type-not-allowed" => "{event} does not accept {type} handlers, so this one is skipped.",
    "callback-outside-sdk" => "Callback handlers exist only among Agent SDK hooks; this one is skipped.",
    "sdk-not-callback" => "Agent SDK hooks are callbacks; a {type} handler there is skipped.",
    "handler-field-missing" => "This {type} handler has no {field}, so it is skipped.",
    "handler-field-type" => "The field {field} should be {expected}, so this handler is skipped.",
    "async-not-command" => "Only command hooks can run in the background; async on a {type} handler skips it.",
    "matcher-invalid" => "The matcher {matcher} is not a valid regular expression ({error}); it never matches.",
    "matcher-refused" => "The matcher {matcher} nests quantifiers and could take forever to test; it is refused and never matches.",
    "matcher-too-long" => "The matcher {matcher} is too long to test safely; it never matches.",
    "if-invalid" => "The if rule {rule} is not a permission rule such as Bash(git *), so this handler is skipped.",
    "setting-type" => "The setting {key} should be {expected}; the value is ignored.",
    "managed-only-setting" => "{key} only counts in managed settings; in {source} it is ignored.",
    "managed-only-invalid" => "allowManagedHooksOnly in managed settings is not a boolean, so it is treated as true.",
    "unknown-setting" => "{key} is not a known setting; it is ignored.",
    "permission-rule-invalid" => "The permission rule {rule} cannot be read, so it is skipped.",
    "setting-sources-invalid" => "setting_sources should be a list of user, project and local; {value} is ignored, so all three load.",
    "sdk-python-event" => "The Python Agent SDK has no {event} callback (its HookEvent type leaves it out), so this entry is skipped; register {event} as a command hook in a settings file that setting_sources loads.",
    // version
    "version-used" => "Behaviour of Claude Code {version}.",
    "version-newer" => "Version {requested} is newer than any the engine knows; it is evaluated as {version}.",
    // sources and switches
    "disable-all-managed" => "disableAllHooks in managed settings turns off every hook, managed ones included.",
    "disable-all" => "disableAllHooks (the value from {from}) turns off this hook; only managed hooks keep running.",
    "managed-only-blocked" => "allowManagedHooksOnly lets only managed hooks, SDK hooks and force-enabled plugins run; this hook from {source} does not.",
    "source-not-loaded" => "setting_sources does not list {source}, so the {source} settings file is not loaded: its hooks and permission rules do not apply.",
    "agent-inactive" => "Hooks in the frontmatter of agent {agent} apply only while that subagent runs.",
    "agent-stop-renamed" => "A Stop hook in the frontmatter of agent {agent} becomes SubagentStop.",
    // matching
    "matcher-ignored" => "{event} has no matcher support: the matcher {matcher} is ignored and the group runs.",
    "matcher-all" => "An omitted, empty or * matcher matches everything.",
    "matcher-exact" => "The exact matcher {matcher} equals {value}.",
    "matcher-exact-miss" => "The exact matcher {matcher} is a whole name and does not equal {value}.",
    "matcher-list" => "{value} is one of the exact names in {matcher}.",
    "matcher-list-miss" => "{value} is none of the exact names in {matcher}.",
    "matcher-regex" => "The regular expression {matcher} finds a match in {value} (it is not anchored).",
    "matcher-regex-miss" => "The regular expression {matcher} finds no match in {value}.",
    "matcher-broken" => "The matcher {matcher} was refused or is invalid, so it never matches.",
    "matcher-no-value" => "The input has no {field}, so the matcher {matcher} cannot match.",
    "fork-as-resume" => "Before 2.1.214 a forked session reported the source resume, so the matcher sees resume.",
    // if
    "if-non-tool-event" => "if is only evaluated on tool events; on {event} a handler with if {rule} never runs.",
    "if-match" => "The if rule {rule} matches {subject}.",
    "if-miss" => "The if rule {rule} matches nothing in {subject}, so the handler is not started.",
    "if-fail-open" => "The command cannot be parsed, so the if rule {rule} fails open and the handler runs.",
    "if-substitution" => "The command contains $(), backticks or a variable, so the specific rule {rule} runs the handler anyway.",
    "if-other-tool" => "The if rule {rule} names another tool than {tool}.",
    // deduplication
    "dedup-skip" => "The same handler already runs from {first}; this copy in {source} runs once only.",
    // running
    "no-result" => "No result was scripted for this handler: it behaves as exit 0 with empty output.",
    "session-end-budget" => "The SessionEnd hooks share a budget of {budget} ms, which ran out: this hook was cancelled.",
    "timed-out" => "The handler timed out after {timeout} ms: its output is discarded and it decides nothing.",
    "timeout-notice" => "The handler timed out; the prompt goes on without its context and a timeout notice is shown.",
    "callback-timeout-blocks" => "An Agent SDK callback that times out on {event} blocks.",
    "callback-timeout-logged" => "The Agent SDK callback timed out on {event}: logged, nothing else happens.",
    "callback-timeout-rejection" => "Before 2.1.210 a timed-out PreToolUse callback was reported as a user rejection.",
    "callback-error" => "The Agent SDK callback raised an error: {error}.",
    "callback-async" => "The callback answered async: the agent goes on at once and the answer cannot block or add context.",
    "user-config-shell" => "Since 2.1.207 a plugin's user_config placeholder in a shell-form command fails; use exec form or CLAUDE_PLUGIN_OPTION variables.",
    "async-background" => "An async hook runs in the background: its decisions have no effect and its context reaches Claude on the next turn.",
    "async-background-debug-log" => "An async hook runs in the background: its decisions have no effect and its context goes only to the debug log, never to Claude.",
    "async-rewake" => "An asyncRewake hook that exits 2 wakes Claude with its output as a system reminder.",
    // classification
    "exit-0" => "Exit 0: success.",
    "exit-2-blocks" => "Exit 2 blocks {event}: {meaning}.",
    "exit-2-no-block" => "Exit 2 cannot block {event}; stderr goes to {route}.",
    "exit-other" => "Exit {code} is a non-blocking error: the action goes on.",
    "exit-ignored" => "{event} ignores the exit code ({code}).",
    "nonzero-fails" => "Exit {code}: any non-zero exit makes {event} fail.",
    "stop-family-downgrade" => "Exit 2 with empty stdout and stderr about a missing file is treated as a missing script, so it does not block (issue 60490).",
    "stdout-empty" => "Stdout is empty.",
    "stdout-json" => "Stdout starts with a brace and parses as a JSON object.",
    "stdout-bad-json" => "Stdout starts with a brace but is not valid JSON, so it is plain text.",
    "stdout-plain" => "Stdout is plain text; on {event} it goes to {route}.",
    "json-valid" => "The JSON output is valid for {event}.",
    "json-invalid" => "The JSON output fails validation: {error}.",
    "json-discarded" => "{event} discards JSON output.",
    "json-ignored-exit2" => "{event} ignores the hookSpecificOutput of an exit-2 hook.",
    "exit2-invalid-json-blocks" => "Since 2.1.214 exit 2 with JSON that fails validation still blocks, with stderr as the reason.",
    "exit2-invalid-json-legacy" => "Before 2.1.214 exit 2 with JSON that fails validation was a non-blocking error.",
    "capped" => "The {field} text has {length} characters, over the 10,000 cap: it is saved to a file and replaced by a preview.",
    "field-ignored" => "{field} has no effect on {event}.",
    "legacy-decision" => "The top-level decision {value} is deprecated on PreToolUse; it counts as {mapped}.",
    "continue-false" => "continue is false: Claude stops after this hook; the stop reason is shown to the person.",
    "continue-ignored" => "{event} ignores continue.",
    "system-message" => "The systemMessage goes to {route}.",
    "http-empty" => "HTTP {status} with an empty body: success with no output.",
    "http-json" => "HTTP {status} with a JSON body, read like command stdout.",
    "http-text" => "HTTP {status} with a body that is not a JSON object: a non-blocking error, not added to context.",
    "http-status" => "HTTP {status} is not a success: a non-blocking error (an HTTP status alone never blocks).",
    "http-error" => "The HTTP request failed ({error}): a non-blocking error.",
    "mcp-error" => "The MCP tool failed or its server is not connected: a non-blocking error.",
    "llm-ok" => "The model answered ok: no objection.",
    "llm-block" => "The model answered not ok: {reason}.",
    "llm-no-effect" => "A not-ok answer has no effect on {event}.",
    "llm-impossible" => "The answer says impossible, so the stop is allowed.",
    "llm-invalid" => "The model's answer is not of the form ok and reason: a non-blocking error.",
    "llm-turn-ends" => "The not-ok answer ends the turn with a warning line.",
    "llm-tool-error" => "The reason goes back to Claude and the turn continues.",
    "llm-discarded" => "{event} discards the output of prompt and agent hooks.",
    // aggregation
    "decision" => "The most restrictive decision wins: {decision}.",
    "no-decision" => "No hook made a decision.",
    "defer-ignored" => "defer is honoured only in print mode with a single tool call; here it is ignored with a warning.",
    "updated-input-winner" => "The updatedInput of {handler} applies: it finished last ({duration} ms).",
    "updated-input-ignored" => "updatedInput is ignored with {decision}.",
    "blocked" => "{event} is blocked: {meaning}.",
    "not-blocked" => "{event} is not blocked.",
    "stop-cap" => "This would be Stop block number {count} in a row; the cap of 8 overrides it and Claude stops.",
    "policy-unblockable" => "Changes to policy_settings cannot be blocked.",
    "elicitation-action" => "The elicitation action is {action}.",
    "permission-interrupt" => "The denial asks to interrupt: Claude stops.",
    // permission pipeline
    "perm-hook-deny" => "A hook denied the call; deny wins in every mode.",
    "perm-deny-rule" => "The deny rule {rule} matches.",
    "perm-ask-rule" => "The ask rule {rule} matches: the person is asked.",
    "perm-ask-rule-denied" => "The ask rule {rule} matches, but nobody can be asked here ({mode}), so the call is denied.",
    "perm-defer" => "A hook deferred the call: the run stops with the call pending.",
    "perm-hook-allow" => "A hook allowed the call: no prompt.",
    "perm-hook-allow-refused" => "A hook allow cannot approve this call: {reason}.",
    "perm-hook-ask" => "A hook asked for confirmation: the person is asked.",
    "perm-hook-ask-denied" => "A hook asked for confirmation but nobody can be asked here, so the call is denied.",
    "perm-mode-allow" => "The permission mode {mode} approves this call.",
    "perm-mode-ask" => "The permission mode plan sends this call to the prompt.",
    "perm-mode-deny" => "In dontAsk mode whatever is still unresolved is denied.",
    "perm-auto" => "The auto mode classifier is not emulated: evaluated as default.",
    "perm-allow-rule" => "The allow rule {rule} matches.",
    "perm-no-approval" => "{tool} needs no approval here.",
    "perm-default-ask" => "Nothing decided: the person is asked.",
    "perm-default-deny" => "Nothing decided and nobody can be asked in print mode: the call is denied.",
    "perm-updated-input" => "Permission rules are checked against the rewritten input.",
}

/// The decisions hooks and the permission pipeline reach (a concept).
pub(crate) const DECISIONS: &[&str] = &["allow", "deny", "ask", "defer", "block"];

/// What settles a permission (`Permission::by`, a concept).
pub(crate) const PERMISSION_BY: &[&str] = &[
    "hook",
    "deny_rule",
    "ask_rule",
    "mode",
    "allow_rule",
    "default",
];

/// Where a text goes: the id and the English words the engine's `route`
/// argument carries.
pub(crate) const ROUTES: &[(&str, &str)] = &[
    ("model", "Claude"),
    ("user", "the person"),
    ("user-notice", "the person as a hook error notice"),
    ("user-and-model", "the person, and Claude later"),
    ("debug", "the debug log"),
    ("nowhere", "nowhere"),
];

/// Why a hook's allow cannot approve a call: id and English words.
pub(crate) const REFUSALS: &[(&str, &str)] = &[
    ("critical-rm", "rm or rmdir of a critical path"),
    (
        "needs-updated-input",
        "AskUserQuestion and ExitPlanMode need updatedInput with allow",
    ),
];

/// Kinds of JSON value that settings, cases and outputs are checked
/// against: id and English words (the engine's `expected` argument, and
/// the linter's `found`, which carries the id).
pub(crate) const JSON_KINDS: &[(&str, &str)] = &[
    ("null", "null"),
    ("boolean", "a boolean"),
    ("number", "a number"),
    ("integer", "an integer"),
    ("non-negative-integer", "a non-negative integer"),
    ("number-of-seconds", "a number of seconds"),
    ("string", "a string"),
    ("array", "an array"),
    ("array-of-strings", "an array of strings"),
    ("array-of-rules", "an array of rules"),
    (
        "array-of-named",
        "an array of {\"name\", \"hooks\"} objects",
    ),
    ("object", "an object"),
    ("settings-object", "an object (a settings file)"),
];

/// Every `result` a trace entry can have (a concept: the sandbox's status tags).
pub(crate) const TRACE_RESULTS: &[&str] = &[
    "action",
    "allow",
    "allowed",
    "ask",
    "async",
    "block",
    "blocked",
    "cancelled",
    "capped",
    "continue",
    "defer",
    "deny",
    "discarded",
    "downgraded",
    "empty",
    "error",
    "failed",
    "ignored",
    "invalid",
    "json",
    "legacy",
    "matched",
    "no-effect",
    "no-result",
    "none",
    "not-blocked",
    "not-blocking",
    "not-matched",
    "note",
    "ok",
    "plain",
    "rewake",
    "routed",
    "skipped",
    "stop",
    "success",
    "timeout",
    "turn-ends",
    "updated-input",
    "valid",
];

/// The id in `table` of `value`, given as the id itself or as its English words.
pub(crate) fn id_of(
    table: &'static [(&'static str, &'static str)],
    value: &str,
) -> Option<&'static str> {
    table
        .iter()
        .find(|(id, english)| *id == value || *english == value)
        .map(|(id, _)| *id)
}

/// The English words of an id of `table` (the id itself when unknown).
pub(crate) fn phrase<'a>(table: &'static [(&'static str, &'static str)], id: &'a str) -> &'a str {
    table
        .iter()
        .find(|(known, _)| *known == id)
        .map_or(id, |(_, english)| english)
}

/// The id of what blocking does, from the English words the engine's
/// `meaning` argument carries: the event's name in kebab case.
pub(crate) fn effect_id(meaning: &str) -> Option<String> {
    if meaning == catalogue::PERMISSION_DENIED_MEANS {
        return Some(kebab("PermissionRequest"));
    }
    catalogue::EVENTS
        .iter()
        .find(|spec| !spec.blocked_means.is_empty() && spec.blocked_means == meaning)
        .map(|spec| kebab(spec.name))
}

/// The English words of every effect (one per event that blocks, and the
/// denied permission).
pub(crate) fn effects() -> Vec<&'static str> {
    catalogue::EVENTS
        .iter()
        .map(|spec| spec.blocked_means)
        .filter(|m| !m.is_empty())
        .chain([catalogue::PERMISSION_DENIED_MEANS])
        .collect()
}

/// `PreToolUse` as `pre-tool-use`.
fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// What the argument `name` of the trace or config-error id `id` holds.
pub(crate) fn arg_kind(id: &str, name: &str) -> ArgKind {
    match (id, name) {
        ("perm-hook-allow-refused", "reason") => ArgKind::Concept(Concept::AllowRefusal),
        // "block number 9 in a row": a position, which no word agrees with.
        ("stop-cap", "count") => ArgKind::Number,
        (_, "source" | "from" | "first") => ArgKind::Concept(Concept::Source),
        (_, "route") => ArgKind::Concept(Concept::Route),
        (_, "meaning") => ArgKind::Concept(Concept::Effect),
        (_, "expected") => ArgKind::Concept(Concept::JsonKind),
        (_, "decision" | "mapped") => ArgKind::Concept(Concept::Decision),
        (_, "count" | "length") => ArgKind::Count,
        (_, "code" | "status" | "timeout" | "budget" | "duration") => ArgKind::Number,
        _ => ArgKind::Text,
    }
}

/// What the argument `name` of a case error or an `expect` failure holds.
pub(crate) fn check_arg_kind(name: &str) -> ArgKind {
    match name {
        "expected" | "found" => ArgKind::Concept(Concept::JsonKind),
        "size" | "limit" => ArgKind::Number,
        _ => ArgKind::Text,
    }
}

/// The English wording of a case error or an `expect` failure from pairs.
pub(crate) fn check_english(key: &str, pairs: &[(&str, &str)]) -> String {
    english_pairs(key, pairs)
}

/// The English wording of `id` with `args` filled in (unknown ids give the id).
pub fn english(id: &str, args: &BTreeMap<String, String>) -> String {
    fill(id, |name| args.get(name).map(String::as_str))
}

/// [`english`] for the args of a trace entry.
pub(crate) fn english_args(id: &str, args: &super::Args) -> String {
    fill(id, |name| args.get(name))
}

/// [`english`] straight from the pairs an args map is built from (the last
/// pair wins for a repeated name, as in the map).
pub(crate) fn english_pairs(id: &str, pairs: &[(&str, &str)]) -> String {
    fill(id, |name| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    })
}

/// A template cut into pieces once.
struct Template {
    pieces: Vec<Piece>,
}

#[derive(Clone, Copy)]
enum Piece {
    /// Literal text.
    Text(&'static str),
    /// A `{name}` placeholder.
    Name(&'static str),
}

/// The template of an id, cut into pieces on first use.
fn parsed(id: &str) -> Option<&'static Template> {
    static TEMPLATES: OnceLock<FastMap<&'static str, Template>> = OnceLock::new();
    TEMPLATES
        .get_or_init(|| {
            let mut map = FastMap::default();
            for (id, text) in TABLE.iter().chain(CHECK_TABLE) {
                map.entry(*id).or_insert_with(|| Template {
                    pieces: pieces(text),
                });
            }
            map
        })
        .get(id)
}

/// Cuts a template into literal runs and `{name}` placeholders (an unclosed
/// brace is literal text).
fn pieces(template: &'static str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = rest.get(start + 1..).unwrap_or("");
        let Some(end) = after.find('}') else { break };
        out.push(Piece::Text(rest.get(..start).unwrap_or("")));
        out.push(Piece::Name(after.get(..end).unwrap_or("")));
        rest = after.get(end + 1..).unwrap_or("");
    }
    out.push(Piece::Text(rest));
    out
}

/// Fills a template in two passes: the exact length first, so the message
/// is allocated once.
fn fill<'v>(id: &str, value: impl Fn(&str) -> Option<&'v str>) -> String {
    let Some(template) = parsed(id) else {
        return id.to_string();
    };
    let len = template
        .pieces
        .iter()
        .map(|piece| match piece {
            Piece::Text(t) => t.len(),
            Piece::Name(n) => value(n).map_or(n.len() + 2, str::len),
        })
        .sum();
    let mut out = String::with_capacity(len);
    for piece in &template.pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Name(n) => match value(n) {
                Some(v) => out.push_str(v),
                None => {
                    out.push('{');
                    out.push_str(n);
                    out.push('}');
                }
            },
        }
    }
    out
}

/// The placeholder names of an id's English template, in order.
pub fn placeholders(id: &str) -> Vec<String> {
    parsed(id)
        .map(|t| {
            t.pieces
                .iter()
                .filter_map(|piece| match piece {
                    Piece::Name(n) => Some((*n).to_string()),
                    Piece::Text(_) => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Builds an args map from pairs.
pub(crate) fn args(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for (k, v) in pairs {
        map.insert((*k).to_string(), (*v).to_string());
    }
    map
}
