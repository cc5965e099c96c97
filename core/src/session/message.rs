//! Every message the simulator emits, as an id plus arguments.
//!
//! The ids are the keys of `locales/<lang>/simulator-engine.ftl` without
//! their `sim-` prefix; the arguments are the Fluent placeables. A [`Msg`]
//! also carries its English text so that the command line and the tests can
//! show it without a Fluent runtime. [`localize`] renders a message in any of
//! the four locales from the same files (they are kept to one line per
//! message, with plain `{ $name }` placeables, so no Fluent runtime is needed).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

macro_rules! msg_ids {
    ($($variant:ident => $id:literal,)*) => {
        /// The id of a simulator message (the Fluent key is `sim-<id>`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum MsgId {
            $($variant,)*
        }

        impl MsgId {
            /// Every id, for the tests that check the Fluent files.
            pub const ALL: &'static [MsgId] = &[$(MsgId::$variant,)*];

            /// The id without the `sim-` prefix.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(MsgId::$variant => $id,)*
                }
            }

            /// The id from its text, without the `sim-` prefix.
            #[must_use]
            pub fn from_id(text: &str) -> Option<MsgId> {
                match text {
                    $($id => Some(MsgId::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

msg_ids! {
    // Command output.
    SessionStarted => "session-started",
    SessionResumed => "session-resumed",
    SessionForked => "session-forked",
    SessionStored => "session-stored",
    SessionEnded => "session-ended",
    PrintDone => "print-done",
    PrintJson => "print-json",
    Cleared => "cleared",
    Compacted => "compacted",
    Renamed => "renamed",
    PromptSent => "prompt-sent",
    ReadDone => "read-done",
    WriteDone => "write-done",
    EditDone => "edit-done",
    DirCreated => "dir-created",
    WorktreeCreated => "worktree-created",
    LsRoot => "ls-root",
    LsProject => "ls-project",
    LsSession => "ls-session",
    LsSessionNamed => "ls-session-named",
    LsSessionPrint => "ls-session-print",
    LsEmpty => "ls-empty",
    LsDirEntry => "ls-dir-entry",
    LsDirEmpty => "ls-dir-empty",
    Pwd => "pwd",
    PickerHeader => "picker-header",
    PickerEntry => "picker-entry",
    PickerEmpty => "picker-empty",
    EnvSet => "env-set",
    EnvUnset => "env-unset",
    Help => "help",
    VersionShown => "version-shown",
    // Explanations.
    ExplainSlug => "explain-slug",
    ExplainSlugHashed => "explain-slug-hashed",
    ExplainContinuePicked => "explain-continue-picked",
    ExplainContinueHidesPrint => "explain-continue-hides-print",
    ExplainContinueIncludesPrint => "explain-continue-includes-print",
    ExplainContinueOnlyHere => "explain-continue-only-here",
    ExplainResumeOtherProject => "explain-resume-other-project",
    ExplainResumeOldVersion => "explain-resume-old-version",
    ExplainResumeDuplicates => "explain-resume-duplicates",
    ExplainResumeNowhere => "explain-resume-nowhere",
    ExplainNameElsewhere => "explain-name-elsewhere",
    ExplainForkSharedFs => "explain-fork-shared-fs",
    ExplainForkSourceOld => "explain-fork-source-old",
    ExplainClearKeepsName => "explain-clear-keeps-name",
    ExplainClearNewId => "explain-clear-new-id",
    ExplainCompact => "explain-compact",
    ExplainPrintIdHidden => "explain-print-id-hidden",
    ExplainWorktreeIsolation => "explain-worktree-isolation",
    ExplainConfigDir => "explain-config-dir",
    ExplainFreshNotResumed => "explain-fresh-not-resumed",
    // Warnings.
    WarnStaleContext => "warn-stale-context",
    WarnCollision => "warn-collision",
    WarnEditMakesStale => "warn-edit-makes-stale",
    // Errors.
    ErrorUnknownCommand => "error-unknown-command",
    ErrorUnknownFlag => "error-unknown-flag",
    ErrorMissingValue => "error-missing-value",
    ErrorMissingArgument => "error-missing-argument",
    ErrorUnexpectedArgument => "error-unexpected-argument",
    ErrorUnclosedQuote => "error-unclosed-quote",
    ErrorInvalidUuid => "error-invalid-uuid",
    ErrorInvalidName => "error-invalid-name",
    ErrorForkNeedsResume => "error-fork-needs-resume",
    ErrorSessionIdNeedsFork => "error-session-id-needs-fork",
    ErrorContinueAndResume => "error-continue-and-resume",
    ErrorPrintNeedsPrompt => "error-print-needs-prompt",
    ErrorBadOutputFormat => "error-bad-output-format",
    ErrorUnknownSlash => "error-unknown-slash",
    ErrorUnknownGit => "error-unknown-git",
    ErrorSessionRunning => "error-session-running",
    ErrorNoSession => "error-no-session",
    ErrorNoSuchDir => "error-no-such-dir",
    ErrorNoSuchFile => "error-no-such-file",
    ErrorNotADir => "error-not-a-dir",
    ErrorIsADir => "error-is-a-dir",
    ErrorNotARepo => "error-not-a-repo",
    ErrorPathExists => "error-path-exists",
    ErrorSessionIdInUse => "error-session-id-in-use",
    ErrorNoConversation => "error-no-conversation",
    ErrorResumeNotFoundOld => "error-resume-not-found-old",
    ErrorContinueNone => "error-continue-none",
    ErrorNameNotFound => "error-name-not-found",
    ErrorNameNotFoundHere => "error-name-not-found-here",
    ErrorNameAmbiguous => "error-name-ambiguous",
    ErrorPickerNeedsTerminal => "error-picker-needs-terminal",
    // Goal checks.
    GoalAll => "goal-all",
    GoalAny => "goal-any",
    GoalRunning => "goal-running",
    GoalRunningId => "goal-running-id",
    GoalRunningIn => "goal-running-in",
    GoalRunningNamed => "goal-running-named",
    GoalRunningForkOf => "goal-running-fork-of",
    GoalRunningNotId => "goal-running-not-id",
    GoalForks => "goal-forks",
    GoalForksDistinct => "goal-forks-distinct",
    GoalForksInWorktrees => "goal-forks-in-worktrees",
    GoalForksWrote => "goal-forks-wrote",
    GoalNoStale => "goal-no-stale",
    GoalRead => "goal-read",
    GoalFreshSummary => "goal-fresh-summary",
    GoalResumed => "goal-resumed",
    GoalResumedBy => "goal-resumed-by",
    GoalResumedAnyBy => "goal-resumed-any-by",
    GoalUntouched => "goal-untouched",
    GoalClearedFrom => "goal-cleared-from",
    GoalHookFired => "goal-hook-fired",
    GoalReached => "goal-reached",
    GoalNotYet => "goal-not-yet",
    // The stale-context decision tree.
    TreeTitle => "tree-title",
    TreeYes => "tree-yes",
    TreeNo => "tree-no",
    TreeQGoalChanged => "tree-q-goal-changed",
    TreeQContextLong => "tree-q-context-long",
    TreeQFilesEdited => "tree-q-files-edited",
    TreeQSmallSurgical => "tree-q-small-surgical",
    TreeQCompare => "tree-q-compare",
    TreeLeafResume => "tree-leaf-resume",
    TreeLeafResumeWithReread => "tree-leaf-resume-with-reread",
    TreeLeafFork => "tree-leaf-fork",
    TreeLeafRestartWithSummary => "tree-leaf-restart-with-summary",
    TreeWhyGoalChanged => "tree-why-goal-changed",
    TreeWhyGoalSame => "tree-why-goal-same",
    TreeWhyContextLong => "tree-why-context-long",
    TreeWhyContextOk => "tree-why-context-ok",
    TreeWhyFilesEdited => "tree-why-files-edited",
    TreeWhyNoFilesEdited => "tree-why-no-files-edited",
    TreeWhySurgical => "tree-why-surgical",
    TreeWhyNotSurgical => "tree-why-not-surgical",
    TreeWhyCompare => "tree-why-compare",
    TreeWhyContinue => "tree-why-continue",
    TreeRereadPrompt => "tree-reread-prompt",
    // The four-part summary.
    SummaryIntro => "summary-intro",
    SummaryGoal => "summary-goal",
    SummaryDecisions => "summary-decisions",
    SummaryCodeState => "summary-code-state",
    SummaryOpenQuestions => "summary-open-questions",
}

impl serde::Serialize for MsgId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for MsgId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        MsgId::from_id(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown message id: {text}")))
    }
}

/// One message: its id, its arguments (the Fluent placeables) and its
/// English text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub id: MsgId,
    pub args: BTreeMap<String, String>,
    pub text: String,
}

impl Msg {
    /// A message with the given arguments, its English text filled in.
    #[must_use]
    pub fn new(id: MsgId, args: &[(&str, &str)]) -> Msg {
        let args: BTreeMap<String, String> = args
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        let text = render("en", id, &args);
        Msg { id, args, text }
    }

    /// The Fluent key, `sim-<id>`.
    #[must_use]
    pub fn key(&self) -> String {
        format!("sim-{}", self.id.as_str())
    }
}

/// The four locales, in the order of the Fluent files.
pub const LOCALES: [&str; 4] = ["en", "fr", "ru", "es"];

const FTL_EN: &str = include_str!("../../../locales/en/simulator-engine.ftl");
const FTL_FR: &str = include_str!("../../../locales/fr/simulator-engine.ftl");
const FTL_RU: &str = include_str!("../../../locales/ru/simulator-engine.ftl");
const FTL_ES: &str = include_str!("../../../locales/es/simulator-engine.ftl");

/// The text of the `simulator-engine.ftl` file of a locale (English for an
/// unknown locale).
#[must_use]
pub fn ftl_source(locale: &str) -> &'static str {
    match locale {
        "fr" => FTL_FR,
        "ru" => FTL_RU,
        "es" => FTL_ES,
        _ => FTL_EN,
    }
}

/// The raw pattern of `sim-<id>` in a locale's file, if present.
#[must_use]
pub fn pattern(locale: &str, id: MsgId) -> Option<&'static str> {
    find_pattern(ftl_source(locale), id.as_str())
}

fn find_pattern(source: &'static str, id: &str) -> Option<&'static str> {
    source.lines().find_map(|line| {
        let rest = line.strip_prefix("sim-")?;
        let rest = rest.strip_prefix(id)?;
        let value = rest.trim_start_matches(' ').strip_prefix('=')?;
        Some(value.trim())
    })
}

/// Renders a message in a locale, falling back to English, then to the id.
#[must_use]
pub fn localize(locale: &str, msg: &Msg) -> String {
    render(locale, msg.id, &msg.args)
}

/// Renders an id with arguments in a locale, falling back to English, then
/// to the id itself.
#[must_use]
pub fn render(locale: &str, id: MsgId, args: &BTreeMap<String, String>) -> String {
    let Some(pattern) = pattern(locale, id).or_else(|| pattern("en", id)) else {
        return format!("sim-{}", id.as_str());
    };
    fill(pattern, args)
}

/// Replaces `{ $name }` placeables with their argument and `{ "text" }`
/// literals with their text; anything else is kept as written.
fn fill(pattern: &str, args: &BTreeMap<String, String>) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        out.push_str(rest.get(..open).unwrap_or_default());
        let after = rest.get(open + 1..).unwrap_or_default();
        let Some(close) = after.find('}') else {
            out.push_str(rest.get(open..).unwrap_or_default());
            return out;
        };
        let inner = after.get(..close).unwrap_or_default().trim();
        if let Some(name) = inner.strip_prefix('$') {
            match args.get(name) {
                Some(value) => out.push_str(value),
                None => out.push_str(name),
            }
        } else if let Some(literal) = inner.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
            out.push_str(literal);
        } else {
            out.push_str(inner);
        }
        rest = after.get(close + 1..).unwrap_or_default();
    }
    out.push_str(rest);
    out
}

/// The placeable names a pattern uses, sorted.
#[must_use]
pub fn placeables(pattern: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut rest = pattern;
    while let Some(open) = rest.find("{ $") {
        let after = rest.get(open + 3..).unwrap_or_default();
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(after.len());
        if let Some(name) = after.get(..end) {
            if !names.iter().any(|n| n == name) {
                names.push(name.to_owned());
            }
        }
        rest = after.get(end..).unwrap_or_default();
    }
    names.sort();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_placeables_and_literals() {
        let mut args = BTreeMap::new();
        args.insert("id".to_owned(), "abc".to_owned());
        assert_eq!(fill("Session { $id } { \"{\" }x", &args), "Session abc {x");
        assert_eq!(placeables("a { $b } c { $a } { $b }"), vec!["a", "b"]);
    }
}
