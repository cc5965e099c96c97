//! Every message the simulator emits, as an id plus arguments.
//!
//! The ids are the keys of `locales/<lang>/simulator-engine.ftl` without
//! their `sim-` prefix; the arguments are the Fluent placeables. Pages word
//! a message in the reader's language from those files. [`Msg::text`]
//! words it in English from the English file, so that tests and the command
//! line can show it without the pages' Fluent bundles.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use fluent_syntax::ast;
use serde::{Deserialize, Serialize};

use crate::i18n::ArgKind;

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

/// One message: its id and its arguments (the Fluent placeables).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub id: MsgId,
    pub args: BTreeMap<String, String>,
}

impl Msg {
    /// A message with the given arguments.
    #[must_use]
    pub fn new(id: MsgId, args: &[(&str, &str)]) -> Msg {
        let args: BTreeMap<String, String> = args
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Msg { id, args }
    }

    /// The message in English, worded when asked for: a page words it in
    /// its own language instead, so a browser bundle that never asks
    /// carries neither the English file nor a Fluent parser for it.
    #[must_use]
    pub fn text(&self) -> String {
        english(self.id, &self.args)
    }

    /// The Fluent key, `sim-<id>`.
    #[must_use]
    pub fn key(&self) -> String {
        format!("sim-{}", self.id.as_str())
    }
}

/// Every Fluent key of the simulator's messages.
#[must_use]
pub fn message_keys() -> Vec<String> {
    MsgId::ALL
        .iter()
        .map(|id| format!("sim-{}", id.as_str()))
        .collect()
}

/// What an argument of a simulator message holds: `count`, `entries` and
/// `compactions` are counts; the rest (ids, paths, names, commands) is shown
/// as written.
#[must_use]
pub fn arg_kind(name: &str) -> ArgKind {
    match name {
        "count" | "entries" | "compactions" => ArgKind::Count,
        _ => ArgKind::Text,
    }
}

/// The English `simulator-engine.ftl`, parsed once (a syntax error keeps
/// what parsed; the locale tests report it). Pages word the messages from
/// all four files through their own Fluent bundles.
fn english_file() -> &'static ast::Resource<&'static str> {
    static PARSED: OnceLock<ast::Resource<&'static str>> = OnceLock::new();
    PARSED.get_or_init(|| {
        fluent_syntax::parser::parse(include_str!("../../../locales/en/simulator-engine.ftl"))
            .unwrap_or_else(|(partial, _)| partial)
    })
}

/// The English pattern of `sim-<id>`.
fn pattern(id: MsgId) -> Option<&'static ast::Pattern<&'static str>> {
    let key = format!("sim-{}", id.as_str());
    english_file().body.iter().find_map(|entry| match entry {
        ast::Entry::Message(m) if m.id.name == key => m.value.as_ref(),
        _ => None,
    })
}

/// The English text of a message: placeables filled in from `args`, plural
/// selectors resolved by English rules (one for 1, other otherwise); the
/// id itself when the English file lacks it.
#[must_use]
pub fn english(id: MsgId, args: &BTreeMap<String, String>) -> String {
    match pattern(id) {
        Some(p) => {
            let mut out = String::new();
            write_pattern(p, args, &mut out);
            out
        }
        None => format!("sim-{}", id.as_str()),
    }
}

fn write_pattern(pattern: &ast::Pattern<&str>, args: &BTreeMap<String, String>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                write_expression(expression, args, out)
            }
        }
    }
}

fn write_expression(
    expression: &ast::Expression<&str>,
    args: &BTreeMap<String, String>,
    out: &mut String,
) {
    match expression {
        ast::Expression::Inline(inline) => write_inline(inline, args, out),
        ast::Expression::Select { selector, variants } => {
            let value = match selector {
                ast::InlineExpression::VariableReference { id } => args.get(id.name).cloned(),
                _ => None,
            };
            let number = value.as_deref().and_then(|v| v.parse::<f64>().ok());
            let category = if number == Some(1.0) { "one" } else { "other" };
            let chosen = variants
                .iter()
                .find(|v| match &v.key {
                    ast::VariantKey::NumberLiteral { value: key } => {
                        number.is_some() && key.parse::<f64>().ok() == number
                    }
                    ast::VariantKey::Identifier { name } => {
                        *name == category || value.as_deref() == Some(*name)
                    }
                })
                .or_else(|| variants.iter().find(|v| v.default));
            if let Some(variant) = chosen {
                write_pattern(&variant.value, args, out);
            }
        }
    }
}

fn write_inline(
    inline: &ast::InlineExpression<&str>,
    args: &BTreeMap<String, String>,
    out: &mut String,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => match args.get(id.name) {
            Some(value) => out.push_str(value),
            None => out.push_str(id.name),
        },
        ast::InlineExpression::StringLiteral { value } => out.push_str(value),
        ast::InlineExpression::NumberLiteral { value } => out.push_str(value),
        ast::InlineExpression::Placeable { expression } => write_expression(expression, args, out),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_fills_placeables_and_picks_plurals() {
        let mut args = BTreeMap::new();
        args.insert("id".to_owned(), "abc".to_owned());
        assert_eq!(english(MsgId::SessionEnded, &args), "Session abc ended.");
        for (count, word) in [("1", "1 file"), ("3", "3 files")] {
            let mut args = BTreeMap::new();
            args.insert("count".to_owned(), count.to_owned());
            let text = english(MsgId::TreeWhySurgical, &args);
            assert!(text.starts_with(word), "{text}");
        }
    }
}
