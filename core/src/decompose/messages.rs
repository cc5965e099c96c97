//! The sentences the classifier emits, by id.
//!
//! Every id has a key in `locales/{en,fr,ru,es}/matrix.ftl`; the English
//! text here is only a fallback for callers without a bundle. Arguments that
//! hold ids are named after what they hold, and a page translates them
//! before formatting: an argument named `pattern` holds a pattern id (label
//! `pattern-<id>`), `question` a question id (`question-<id>`), and `given`,
//! `needed` or `answer` an answer id (`answer-<id>`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::matrix::{AnswerValue, QuestionId};
use super::outcome::{Diagnosis, HookRecipe};
use super::taxonomy::{PatternId, Topic};

/// A translatable sentence: its id in `matrix.ftl`, its arguments, and an
/// English rendering for callers that have no bundle.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The key in `matrix.ftl`.
    pub id: String,
    /// Named arguments (ids, see the module documentation).
    pub args: BTreeMap<String, String>,
    /// The sentence in English, arguments already filled in.
    pub fallback: String,
}

impl Message {
    fn plain(id: String, fallback: &str) -> Message {
        Message {
            id,
            args: BTreeMap::new(),
            fallback: fallback.to_owned(),
        }
    }
}

/// The key of a pattern's name.
pub fn pattern_key(pattern: PatternId) -> String {
    format!("pattern-{}", pattern.as_str())
}

/// The key of a pattern's one-line summary.
pub fn pattern_summary_key(pattern: PatternId) -> String {
    format!("pattern-{}-summary", pattern.as_str())
}

/// The key of a topic's name.
pub fn topic_key(topic: Topic) -> String {
    format!("topic-{}", topic.as_str())
}

/// The key of a question's text.
pub fn question_key(question: QuestionId) -> String {
    format!("question-{}", question.as_str())
}

/// The key of an answer value's label.
pub fn answer_key(value: AnswerValue) -> String {
    format!("answer-{}", value.as_str())
}

/// The key of the sentence that explains what an answer implies.
pub fn reason_key(question: QuestionId, value: AnswerValue) -> String {
    format!("reason-{}-{}", question.as_str(), value.as_str())
}

/// The key of a hook recipe's sentence (how to use the event's fields).
pub fn recipe_key(recipe: HookRecipe) -> String {
    format!("recipe-{}", recipe.as_str())
}

/// The key of a diagnosis's short name.
pub fn diagnosis_key(diagnosis: Diagnosis) -> String {
    format!("diagnosis-{}", diagnosis.as_str())
}

/// The key of a diagnosis's cause and remedy.
pub fn diagnosis_detail_key(diagnosis: Diagnosis) -> String {
    format!("diagnosis-{}-detail", diagnosis.as_str())
}

/// The ids of the sentences with arguments.
pub const CLASSIFY_RESULT: &str = "classify-result";
/// A step the learner did not answer: the walk assumed the default.
pub const REASON_ASSUMED: &str = "reason-assumed";
/// `why_not` for the pattern the answers lead to.
pub const WHY_NOT_IS_ANSWER: &str = "why-not-is-answer";
/// `why_not` for a pattern that an answer rules out.
pub const WHY_NOT_RULED_OUT: &str = "why-not-ruled-out";

/// English name of a pattern.
pub fn pattern_name(pattern: PatternId) -> &'static str {
    match pattern {
        PatternId::PromptChaining => "Prompt chaining",
        PatternId::Routing => "Routing",
        PatternId::ParallelizationSectioning => "Parallelization (sectioning)",
        PatternId::ParallelizationVoting => "Parallelization (voting)",
        PatternId::OrchestratorWorkers => "Orchestrator-workers",
        PatternId::EvaluatorOptimizer => "Evaluator-optimizer",
        PatternId::AutonomousAgent => "Autonomous agent",
        PatternId::HookPreToolUse => "PreToolUse hook",
        PatternId::HookPostToolUse => "PostToolUse hook",
        PatternId::HookLifecycleEvent => "Hook on a lifecycle event",
        PatternId::PromptInstruction => "Prompt instruction",
        PatternId::Resume => "Resume",
        PatternId::ResumeWithReread => "Resume and re-read the changed files",
        PatternId::Fork => "Fork the session",
        PatternId::RestartWithSummary => "Restart with a summary",
        PatternId::ResumeTroubleshooting => "Troubleshoot the resume",
    }
}

/// English summary of a pattern.
pub fn pattern_summary(pattern: PatternId) -> &'static str {
    match pattern {
        PatternId::PromptChaining => {
            "A fixed sequence of calls, each working on the previous output, with checks between steps."
        }
        PatternId::Routing => "Classify the input first, then hand it to the handler built for its category.",
        PatternId::ParallelizationSectioning => {
            "Independent pieces of the task run at the same time; code merges the results."
        }
        PatternId::ParallelizationVoting => {
            "The same task runs several times; the outputs are compared or voted on."
        }
        PatternId::OrchestratorWorkers => {
            "A central model decides the subtasks at run time, delegates them to workers and merges what they return."
        }
        PatternId::EvaluatorOptimizer => {
            "One call drafts, another grades the draft against a clear criterion, and the loop repeats."
        }
        PatternId::AutonomousAgent => {
            "The model plans and acts on its own, steering by what the environment returns at each step."
        }
        PatternId::HookPreToolUse => {
            "Code that runs before a tool call and can allow, deny or rewrite it, every time."
        }
        PatternId::HookPostToolUse => {
            "Code that runs on a tool's result and can replace or annotate it before the model reads it."
        }
        PatternId::HookLifecycleEvent => {
            "Code that runs at a fixed moment of the session rather than around one tool call: a session starting or ending, a prompt, a batch of calls, a subagent, the agent about to stop, compaction."
        }
        PatternId::PromptInstruction => {
            "Guidance written in the prompt or CLAUDE.md: followed most of the time, never guaranteed."
        }
        PatternId::Resume => "Pick the conversation up where it stopped, with --resume or --continue.",
        PatternId::ResumeWithReread => {
            "Resume, then name the files that changed and ask the agent to read them again first."
        }
        PatternId::Fork => "Branch a new session from a shared baseline with --fork-session; the original stays intact.",
        PatternId::RestartWithSummary => {
            "Start a fresh session fed with a structured summary: goal, decisions, state of the code, open questions."
        }
        PatternId::ResumeTroubleshooting => {
            "The transcript is usually still on disk: the resume looked under another root, in another project folder or for another handle. Name the cause, then resume precisely."
        }
    }
}

/// English name of a topic.
pub fn topic_name(topic: Topic) -> &'static str {
    match topic {
        Topic::Decomposition => "Task decomposition",
        Topic::HookOrPrompt => "Hook or prompt",
        Topic::Session => "Session management",
    }
}

/// English text of a question.
pub fn question_text(question: QuestionId) -> &'static str {
    match question {
        QuestionId::Topic => "What is being decided?",
        QuestionId::StepsKnown => "Are the steps known before the run starts?",
        QuestionId::NeedsPreviousOutput => "Does each step need the previous step's output?",
        QuestionId::ParallelWithinStep => {
            "Inside one of the steps, do independent pieces run at the same time?"
        }
        QuestionId::IndependentSubtasks => "Are the subtasks independent of one another?",
        QuestionId::SameTaskVoted => "Is the same task run several times so the outputs can vote?",
        QuestionId::DistinctInputCategories => {
            "Are there distinct categories of input, each better handled on its own?"
        }
        QuestionId::ClearCriterion => "Is there a clear criterion worth iterating on?",
        QuestionId::ModelPicksNextStep => {
            "Does the model pick each next step from the environment's feedback, with no fixed plan?"
        }
        QuestionId::ViolationIsP0 => "Would breaking the rule even once be a P0 incident?",
        QuestionId::MustAlwaysHold => "Must the rule hold every time, without exception?",
        QuestionId::ActsOn => "At which moment must the rule act?",
        QuestionId::CallAction => "What should happen to the tool call?",
        QuestionId::ResultAction => "What should happen to the tool's result?",
        QuestionId::ResumeTrouble => "Did a resume find nothing, or the wrong conversation?",
        QuestionId::CompareAlternatives => {
            "Do you want to compare alternatives from a shared starting point?"
        }
        QuestionId::FilesChanged => "Did files the session read change since?",
        QuestionId::ChangeSize => "How much changed?",
        QuestionId::EditsSurgical => "Were the edits surgical?",
        QuestionId::SameConfigDir => {
            "Is CLAUDE_CONFIG_DIR the same as when the session was created (or unset both times)?"
        }
        QuestionId::ResumeHandle => "How did you ask for the conversation?",
        QuestionId::StartedHere => "Are you in the very directory where the session was started?",
        QuestionId::HeadlessSession => {
            "Was that session started with -p, from the Agent SDK, in the background or with /loop?"
        }
        QuestionId::NewerSessionHere => {
            "Has another conversation been started in this directory since?"
        }
        QuestionId::SameRepository => {
            "Was the session started in this repository or one of its git worktrees?"
        }
        QuestionId::NameMatchesExactly => {
            "Is the name exactly one set with --name or /rename, or the session's generated title?"
        }
        QuestionId::Version2_1_223 => "Is Claude Code at v2.1.223 or later?",
        QuestionId::IdInSeveralFolders => {
            "Does more than one folder under projects/ hold a transcript with that id?"
        }
    }
}

/// English label of an answer value.
pub fn answer_label(value: AnswerValue) -> &'static str {
    match value {
        AnswerValue::Yes => "Yes",
        AnswerValue::No => "No",
        AnswerValue::SessionStart => "When a session starts or resumes",
        AnswerValue::PromptSubmit => "When the user submits a prompt",
        AnswerValue::BeforeCall => "Before a tool call runs",
        AnswerValue::OnResult => "On a tool's result",
        AnswerValue::AfterBatch => "When a batch of parallel tool calls is done",
        AnswerValue::SubagentStart => "When a subagent starts",
        AnswerValue::SubagentStop => "When a subagent is about to finish",
        AnswerValue::AgentStop => "When the agent is about to stop",
        AnswerValue::BeforeCompaction => "Before the conversation is compacted",
        AnswerValue::Notification => "When Claude Code sends a notification",
        AnswerValue::SessionEnd => "When the session ends",
        AnswerValue::DenyCall => "Refuse it and name a safe alternative",
        AnswerValue::RewriteCall => "Correct its input and let it run",
        AnswerValue::AskUser => "Let the user decide",
        AnswerValue::ReplaceResult => "Replace what Claude reads",
        AnswerValue::AnnotateResult => "Add a note next to it",
        AnswerValue::ActOutside => "Act outside the conversation (format, log)",
        AnswerValue::ContinueFlag => "With --continue",
        AnswerValue::ById => "With --resume and a session id",
        AnswerValue::ByName => "With --resume and a name",
        AnswerValue::Small => "A small surface",
        AnswerValue::Large => "A large surface",
        AnswerValue::Decomposition => "How to split the work",
        AnswerValue::HookOrPrompt => "Where a rule lives: hook or prompt",
        AnswerValue::Session => "What to do with a session",
        AnswerValue::NotRelevant => "Not relevant",
    }
}

/// English sentence: what an answer to a question implies. `None` for a
/// value the question does not accept.
pub fn reason_text(question: QuestionId, value: AnswerValue) -> Option<&'static str> {
    use AnswerValue as A;
    use QuestionId as Q;
    let text = match (question, value) {
        (Q::Topic, A::Decomposition) => "The decision is how to split the work between LLM calls.",
        (Q::Topic, A::HookOrPrompt) => {
            "The decision is whether a rule belongs in a hook or in the prompt."
        }
        (Q::Topic, A::Session) => "The decision is what to do with an existing session.",
        (Q::StepsKnown, A::Yes) => "The steps can be written down before the run starts.",
        (Q::StepsKnown, A::No) => "The subtasks only come to light while the work is running.",
        (Q::DistinctInputCategories, A::Yes) => {
            "The inputs fall into distinct categories, each better served by its own handler."
        }
        (Q::DistinctInputCategories, A::No) => {
            "Every input gets the same treatment; there is nothing to sort it by."
        }
        (Q::ClearCriterion, A::Yes) => {
            "A clear criterion can grade each draft, and another round measurably improves it."
        }
        (Q::ClearCriterion, A::No) => {
            "No clear criterion makes another round of critique worth paying for."
        }
        (Q::NeedsPreviousOutput, A::Yes) => "Each step works on what the previous one produced.",
        (Q::NeedsPreviousOutput, A::No) => "No step waits for another step's output.",
        (Q::ParallelWithinStep, A::Yes) => {
            "Inside one step, independent pieces run side by side, and code merges them before the next step."
        }
        (Q::ParallelWithinStep, A::No) => "Each step is one call; nothing inside a step runs in parallel.",
        (Q::SameTaskVoted, A::Yes) => {
            "The same task runs several times and the outputs are combined by a vote."
        }
        (Q::SameTaskVoted, A::No) => "Each call does a different piece of the work; nothing is voted on.",
        (Q::IndependentSubtasks, A::Yes) => {
            "The subtasks are independent, so they can run at the same time."
        }
        (Q::IndependentSubtasks, A::No) => {
            "The subtasks depend on one another, so they have to run in order."
        }
        (Q::ModelPicksNextStep, A::Yes) => {
            "The model chooses every next step from what the environment returns, with no plan fixed in code."
        }
        (Q::ModelPicksNextStep, A::No) => {
            "A central model splits the task and delegates the pieces; it does not feel its way step by step."
        }
        (Q::ViolationIsP0, A::Yes) => {
            "One miss would be a P0 incident, so the rule must hold every time: that takes code, not the model's goodwill."
        }
        (Q::ViolationIsP0, A::No) => "One miss would not be an incident.",
        (Q::MustAlwaysHold, A::Yes) => {
            "A miss is no incident, but the rule must still hold every time and the same way: deterministic work, which code does and a model only usually does."
        }
        (Q::MustAlwaysHold, A::No) => {
            "The rule is guidance: following it most of the time is enough, and judgement may bend it."
        }
        (Q::ActsOn, A::SessionStart) => "The rule acts when a session starts or resumes, before the first prompt.",
        (Q::ActsOn, A::PromptSubmit) => {
            "The rule acts on each prompt the user submits, before Claude processes it."
        }
        (Q::ActsOn, A::BeforeCall) => "The rule has to act on the tool call before it runs.",
        (Q::ActsOn, A::OnResult) => "The rule has to act on the tool's result before the model reads it.",
        (Q::ActsOn, A::AfterBatch) => {
            "The rule acts once a whole batch of parallel tool calls has returned, before the next model call."
        }
        (Q::ActsOn, A::SubagentStart) => "The rule acts when a subagent is spawned, before it starts working.",
        (Q::ActsOn, A::SubagentStop) => {
            "The rule acts when a subagent finishes responding, and may keep it working."
        }
        (Q::ActsOn, A::AgentStop) => "The rule acts when the agent finishes responding, and may keep it working.",
        (Q::ActsOn, A::BeforeCompaction) => {
            "The rule acts just before the conversation is compacted into a summary."
        }
        (Q::ActsOn, A::Notification) => {
            "The rule acts when Claude Code sends a notification, such as a wait for a permission or for input."
        }
        (Q::ActsOn, A::SessionEnd) => "The rule acts when the session ends.",
        (Q::CallAction, A::DenyCall) => {
            "The call must not run, and the model needs to know why and what to do instead."
        }
        (Q::CallAction, A::RewriteCall) => "The call may run once its input is corrected.",
        (Q::CallAction, A::AskUser) => "A person should decide whether this call runs.",
        (Q::ResultAction, A::ReplaceResult) => {
            "The model must never read the raw result, only a corrected version."
        }
        (Q::ResultAction, A::AnnotateResult) => {
            "The raw result may stay; the model needs a note next to it."
        }
        (Q::ResultAction, A::ActOutside) => {
            "The work happens outside the conversation (a formatted file, a log line); the model needs nothing back."
        }
        (Q::ResumeTrouble, A::Yes) => {
            "A resume found nothing, or another conversation than the one you meant."
        }
        (Q::ResumeTrouble, A::No) => {
            "No resume went wrong; the question is what to do next with the session."
        }
        (Q::CompareAlternatives, A::Yes) => {
            "You want to try alternatives side by side from one shared starting point."
        }
        (Q::CompareAlternatives, A::No) => "You want to carry on along a single line of work.",
        (Q::FilesChanged, A::Yes) => "Files the session read have changed since it last saw them.",
        (Q::FilesChanged, A::No) => "Nothing the session read has changed since.",
        (Q::ChangeSize, A::Small) => "Only a small surface changed.",
        (Q::ChangeSize, A::Large) => "A large surface changed.",
        (Q::EditsSurgical, A::Yes) => "The edits were surgical: a few known lines you can name.",
        (Q::EditsSurgical, A::No) => "The edits were sweeping rather than surgical.",
        (Q::SameConfigDir, A::Yes) => "The storage root is the same as when the session was written.",
        (Q::SameConfigDir, A::No) => {
            "CLAUDE_CONFIG_DIR differs from when the session was written, so Claude Code looks under another root."
        }
        (Q::ResumeHandle, A::ContinueFlag) => {
            "The conversation was asked for with --continue: the most recent one in the current directory."
        }
        (Q::ResumeHandle, A::ById) => "The conversation was asked for by its session id.",
        (Q::ResumeHandle, A::ByName) => "The conversation was asked for by name.",
        (Q::StartedHere, A::Yes) => "The command runs in the very directory where the session started.",
        (Q::StartedHere, A::No) => {
            "The command runs in another directory than the one where the session started."
        }
        (Q::HeadlessSession, A::Yes) => {
            "The session was started with -p, from the Agent SDK, in the background or with /loop."
        }
        (Q::HeadlessSession, A::No) => "The session was an ordinary interactive one.",
        (Q::NewerSessionHere, A::Yes) => {
            "Another conversation was started in this directory after the one you want."
        }
        (Q::NewerSessionHere, A::No) => "No other conversation was started here since.",
        (Q::SameRepository, A::Yes) => {
            "The session was started in this repository or one of its worktrees."
        }
        (Q::SameRepository, A::No) => {
            "The session was started outside this repository and its worktrees."
        }
        (Q::NameMatchesExactly, A::Yes) => "The name is exactly a name or title the session carries.",
        (Q::NameMatchesExactly, A::No) => {
            "The name is not exactly one the session carries: a typo, part of a name, or the default display name."
        }
        (Q::Version2_1_223, A::Yes) => {
            "Claude Code is v2.1.223 or later, which looks an id up in every project."
        }
        (Q::Version2_1_223, A::No) => "Claude Code is older than v2.1.223.",
        (Q::IdInSeveralFolders, A::Yes) => "Several project folders hold a transcript under that id.",
        (Q::IdInSeveralFolders, A::No) => "No other project folder holds a transcript under that id.",
        _ => return None,
    };
    Some(text)
}

/// English sentence: how a hook with this recipe uses its event's fields.
pub fn recipe_text(recipe: HookRecipe) -> &'static str {
    match recipe {
        HookRecipe::PreToolUseDeny => {
            "Return permissionDecision \"deny\" with a permissionDecisionReason that says why and names the safe alternative (another tool, a command, a person): Claude reads the reason and corrects course on its next turn."
        }
        HookRecipe::PreToolUseRewrite => {
            "Return the corrected arguments in updatedInput; it replaces the whole tool_input. The exam pairs it with permissionDecision \"allow\"; Claude Code today also applies it with \"ask\" or with no decision, and ignores it with \"defer\"."
        }
        HookRecipe::PreToolUseAsk => {
            "Return permissionDecision \"ask\": the user sees the call with your permissionDecisionReason and decides; Claude does not see that reason."
        }
        HookRecipe::PostToolUseReplace => {
            "Read tool_response and return the corrected result in updatedToolOutput: Claude only ever reads your version. additionalContext would add to the raw result, not replace it."
        }
        HookRecipe::PostToolUseAnnotate => {
            "Return additionalContext, or decision \"block\" with a reason, and the text is added next to the result. The tool has already run: nothing is undone."
        }
        HookRecipe::PostToolUseOutside => {
            "Do the work from tool_input and tool_response (run the formatter on the edited file, append the call to a log) and exit 0: there is nothing to return, and plain stdout only reaches the debug log."
        }
        HookRecipe::SessionStartContext => {
            "Print the context on stdout or return it in additionalContext: it is added before the first prompt. The matcher filters on source (startup, resume, clear, compact, fork); the hook cannot block the session."
        }
        HookRecipe::UserPromptSubmitCheck => {
            "Read prompt, then add to it with additionalContext, or refuse it with decision \"block\" and a reason: the prompt is erased and the reason is shown to the user, not to Claude. This event takes no matcher."
        }
        HookRecipe::PostToolBatchCheck => {
            "It runs once per batch of parallel tool calls, before the next model call: go through tool_calls in one pass (one lint run over every edit) and return additionalContext, or decision \"block\" with a reason to stop the loop. This event takes no matcher."
        }
        HookRecipe::SubagentStartContext => {
            "The matcher filters on the agent type; additionalContext is injected into the subagent's conversation, and agent_id tells subagents apart. The hook cannot block the subagent."
        }
        HookRecipe::SubagentStopCheck => {
            "The matcher filters on the agent type; agent_id and agent_transcript_path say which subagent finished. decision \"block\" with a reason keeps it working, the reason becoming its next instruction; check stop_hook_active so the hook cannot keep it going forever."
        }
        HookRecipe::StopCheck => {
            "Check the work when Claude is about to stop (last_assistant_message holds its final answer): decision \"block\" with a reason, which is required, makes it continue with that reason as its next instruction. Check stop_hook_active to avoid a loop; Claude Code caps the blocks at 8 in a row. This event takes no matcher."
        }
        HookRecipe::PreCompactSave => {
            "The matcher filters on trigger (manual or auto). Save what must survive from transcript_path before the summary replaces the conversation, or return decision \"block\" to stop this compaction."
        }
        HookRecipe::NotificationForward => {
            "The matcher filters on notification_type (permission_prompt, idle_prompt…); send message to a channel someone watches. The hook cannot block, and it has no terminal of its own: to signal in the terminal, return terminalSequence."
        }
        HookRecipe::SessionEndRecord => {
            "Record or clean up from reason and transcript_path. The output is discarded, the session cannot be kept open, and all SessionEnd hooks share a 1.5-second budget: keep it quick."
        }
    }
}

/// English short name of a diagnosis.
pub fn diagnosis_name(diagnosis: Diagnosis) -> &'static str {
    match diagnosis {
        Diagnosis::OtherConfigRoot => "Another storage root (CLAUDE_CONFIG_DIR)",
        Diagnosis::ContinueOtherDirectory => "--continue only looks in the current directory",
        Diagnosis::ContinueSkipsHeadless => "--continue skips -p, SDK and background sessions",
        Diagnosis::ContinueTookNewer => "--continue took a more recent conversation",
        Diagnosis::TranscriptGone => "No transcript left where Claude Code looks",
        Diagnosis::NameOutsideRepository => "A name only resolves within the repository",
        Diagnosis::NameNotAHandle => "The name does not match exactly",
        Diagnosis::NameShared => "Several sessions share the name",
        Diagnosis::IdBeforeCrossProject => {
            "Before v2.1.223, an id is only looked up in this project"
        }
        Diagnosis::IdInSeveralProjects => "The id is in several project folders",
    }
}

/// English cause and remedy of a diagnosis.
pub fn diagnosis_detail(diagnosis: Diagnosis) -> &'static str {
    match diagnosis {
        Diagnosis::OtherConfigRoot => {
            "Transcripts live under $CLAUDE_CONFIG_DIR/projects/ when it is set and under ~/.claude/projects/ otherwise, and a session written under one root is invisible from the other. Resume with the same CLAUDE_CONFIG_DIR the session was created with."
        }
        Diagnosis::ContinueOtherDirectory => {
            "--continue opens the most recent conversation of the current directory only, whose sessions sit in the project folder named after that path; a parent folder, a subdirectory or a worktree is another folder. Go back to the directory where the session started, or resume it by id."
        }
        Diagnosis::ContinueSkipsHeadless => {
            "A bare --continue skips sessions started with -p, from the Agent SDK, in the background or with /loop as the first prompt. claude -p --continue includes them, background ones apart, and --resume with the session id reaches a -p or SDK session."
        }
        Diagnosis::ContinueTookNewer => {
            "--continue opens the most recent conversation in this directory, and another one was started here since, even a one-line question. Resume the one you mean by id or by name."
        }
        Diagnosis::TranscriptGone => {
            "Claude Code looks in the right place and finds no transcript: sessions are deleted after cleanupPeriodDays (30 days by default), a session from another machine was never here, and -p with --no-session-persistence (persistSession: false in the SDK) writes none. Before v2.1.136, a project path with underscores also hid sessions from --resume and --continue. If the transcript is really gone, restart with a summary."
        }
        Diagnosis::NameOutsideRepository => {
            "--resume with a name looks across the current repository and its git worktrees only, so a session started in another repository or folder is not found by name. Resume it by id, which v2.1.223 and later look up in every project, or run the command from that repository."
        }
        Diagnosis::NameNotAHandle => {
            "Names match exactly. A name set with --name or /rename works, and so does a generated title; the default display name (such as my-app-3f) does not. Pick the session in the /resume list, or resume it by id."
        }
        Diagnosis::NameShared => {
            "More than one session of the repository carries that name: claude --resume with the name opens the list filled in with it, and /resume with the name inside a session reports an error. Resume the one you mean by id, and give sessions distinct names with /rename."
        }
        Diagnosis::IdBeforeCrossProject => {
            "Before v2.1.223, --resume with an id looked only in the current project folder and its git worktrees, and this session was started in another directory. Run the command from the directory where the session started, or update Claude Code."
        }
        Diagnosis::IdInSeveralProjects => {
            "Since v2.1.223, an id from another project resolves only when exactly one other project folder holds a transcript with messages under it; here several do (a copied transcript, say), so the CLI answers “No conversation found with session ID” and exits with code 1. Run the command from the directory of the copy you want, or remove the stray copy."
        }
    }
}

/// The sentence explaining what `value` means for `question`.
pub fn reason(question: QuestionId, value: AnswerValue) -> Message {
    let text = reason_text(question, value).unwrap_or("This answer does not fit the question.");
    Message::plain(reason_key(question, value), text)
}

/// "Not answered: assumed `value`" for a step the walk had to guess.
pub fn assumed(question: QuestionId, value: AnswerValue) -> Message {
    let mut args = BTreeMap::new();
    args.insert("question".to_owned(), question.as_str().to_owned());
    args.insert("answer".to_owned(), value.as_str().to_owned());
    Message {
        id: REASON_ASSUMED.to_owned(),
        args,
        fallback: format!(
            "“{}” was not answered, so the walk assumed “{}”.",
            question_text(question),
            answer_label(value)
        ),
    }
}

/// "So the answer is `pattern`."
pub fn classify_result(pattern: PatternId) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    Message {
        id: CLASSIFY_RESULT.to_owned(),
        args,
        fallback: format!("So the answer is: {}.", pattern_name(pattern)),
    }
}

/// "`pattern` is where these answers lead."
pub fn why_not_is_answer(pattern: PatternId) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    Message {
        id: WHY_NOT_IS_ANSWER.to_owned(),
        args,
        fallback: format!("{} is where these answers lead.", pattern_name(pattern)),
    }
}

/// "`pattern` is ruled out by the answer to `question`."
pub fn why_not_ruled_out(
    pattern: PatternId,
    question: QuestionId,
    given: AnswerValue,
    needed: AnswerValue,
) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    args.insert("question".to_owned(), question.as_str().to_owned());
    args.insert("given".to_owned(), given.as_str().to_owned());
    args.insert("needed".to_owned(), needed.as_str().to_owned());
    Message {
        id: WHY_NOT_RULED_OUT.to_owned(),
        args,
        fallback: format!(
            "{} is ruled out by “{}”: the answer is “{}”, and it would need “{}”.",
            pattern_name(pattern),
            question_text(question),
            answer_label(given),
            answer_label(needed)
        ),
    }
}

/// Every message id this module can emit, plus the labels a page needs to
/// show the matrix. Each has a key in all four `matrix.ftl` files.
pub fn message_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for pattern in PatternId::ALL {
        ids.push(pattern_key(pattern));
        ids.push(pattern_summary_key(pattern));
    }
    for topic in Topic::ALL {
        ids.push(topic_key(topic));
    }
    for question in QuestionId::ALL {
        ids.push(question_key(question));
        for value in question.values() {
            ids.push(reason_key(question, *value));
        }
    }
    for value in AnswerValue::ALL {
        ids.push(answer_key(value));
    }
    for recipe in HookRecipe::ALL {
        ids.push(recipe_key(recipe));
    }
    for diagnosis in Diagnosis::ALL {
        ids.push(diagnosis_key(diagnosis));
        ids.push(diagnosis_detail_key(diagnosis));
    }
    for id in [
        CLASSIFY_RESULT,
        REASON_ASSUMED,
        WHY_NOT_IS_ANSWER,
        WHY_NOT_RULED_OUT,
    ] {
        ids.push(id.to_owned());
    }
    ids
}

/// The English text of every id in [`message_ids`] that takes no argument,
/// so a test can check `locales/en/matrix.ftl` against it.
pub fn english_plain_texts() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for pattern in PatternId::ALL {
        out.push((pattern_key(pattern), pattern_name(pattern)));
        out.push((pattern_summary_key(pattern), pattern_summary(pattern)));
    }
    for topic in Topic::ALL {
        out.push((topic_key(topic), topic_name(topic)));
    }
    for question in QuestionId::ALL {
        out.push((question_key(question), question_text(question)));
        for value in question.values() {
            if let Some(text) = reason_text(question, *value) {
                out.push((reason_key(question, *value), text));
            }
        }
    }
    for value in AnswerValue::ALL {
        out.push((answer_key(value), answer_label(value)));
    }
    for recipe in HookRecipe::ALL {
        out.push((recipe_key(recipe), recipe_text(recipe)));
    }
    for diagnosis in Diagnosis::ALL {
        out.push((diagnosis_key(diagnosis), diagnosis_name(diagnosis)));
        out.push((diagnosis_detail_key(diagnosis), diagnosis_detail(diagnosis)));
    }
    out
}
