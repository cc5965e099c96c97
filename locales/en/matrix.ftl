# The decision matrix behind the quiz: pattern names, the questions and their
# answers, and the sentences the classifier emits (hooklab_core::decompose).
# Arguments named $pattern, $question, $given, $needed and $answer arrive as
# ids; the page replaces them with the matching pattern-, question- or answer-
# label before formatting.

## Questions

topic-decomposition = Task decomposition
topic-hook-or-prompt = Hook or prompt
topic-session = Session management

## Answers

pattern-prompt-chaining = Prompt chaining
pattern-prompt-chaining-summary = A fixed sequence of calls, each working on the previous output, with checks between steps.
pattern-routing = Routing
pattern-routing-summary = Classify the input first, then hand it to the handler built for its category.
pattern-parallelization-sectioning = Parallelization (sectioning)
pattern-parallelization-sectioning-summary = Independent pieces of the task run at the same time; code merges the results.
pattern-parallelization-voting = Parallelization (voting)
pattern-parallelization-voting-summary = The same task runs several times; the outputs are compared or voted on.
pattern-orchestrator-workers = Orchestrator-workers
pattern-orchestrator-workers-summary = A central model decides the subtasks at run time, delegates them to workers and merges what they return.
pattern-evaluator-optimizer = Evaluator-optimizer
pattern-evaluator-optimizer-summary = One call drafts, another grades the draft against a clear criterion, and the loop repeats.
pattern-autonomous-agent = Autonomous agent
pattern-autonomous-agent-summary = The model plans and acts on its own, steering by what the environment returns at each step.
pattern-hook-pre-tool-use = PreToolUse hook
pattern-hook-pre-tool-use-summary = Code that runs before a tool call and can allow, deny or rewrite it, every time.
pattern-hook-post-tool-use = PostToolUse hook
pattern-hook-post-tool-use-summary = Code that runs on a tool's result and can replace or annotate it before the model reads it.
pattern-hook-lifecycle-event = Hook on a lifecycle event
pattern-hook-lifecycle-event-summary = Code that runs at a fixed moment of the session rather than around one tool call: a session starting or ending, a prompt, a batch of calls, a subagent, the agent about to stop, compaction.
pattern-prompt-instruction = Prompt instruction
pattern-prompt-instruction-summary = Guidance written in the prompt or CLAUDE.md: followed most of the time, never guaranteed.
pattern-resume = Resume
pattern-resume-summary = Pick the conversation up where it stopped, with --resume or --continue.
pattern-resume-with-reread = Resume and re-read the changed files
pattern-resume-with-reread-summary = Resume, then name the files that changed and ask the agent to read them again first.
pattern-fork = Fork the session
pattern-fork-summary = Branch a new session from a shared baseline with --fork-session; the original stays intact.
pattern-restart-with-summary = Restart with a summary
pattern-restart-with-summary-summary = Start a fresh session fed with a structured summary: goal, decisions, state of the code, open questions.
pattern-resume-troubleshooting = Troubleshoot the resume
pattern-resume-troubleshooting-summary = The transcript is usually still on disk: the resume looked under another root, in another project folder or for another handle. Name the cause, then resume precisely.

## What each answer implies

question-topic = What is being decided?
question-steps-known = Are the steps known before the run starts?
question-needs-previous-output = Does each step need the previous step's output?
question-parallel-within-step = Inside one of the steps, do independent pieces run at the same time?
question-independent-subtasks = Are the subtasks independent of one another?
question-same-task-voted = Is the same task run several times so the outputs can vote?
question-distinct-input-categories = Are there distinct categories of input, each better handled on its own?
question-clear-criterion = Is there a clear criterion worth iterating on?
question-model-picks-next-step = Does the model pick each next step from the environment's feedback, with no fixed plan?
question-violation-is-p0 = Would breaking the rule even once be a P0 incident?
question-must-always-hold = Must the rule hold every time, without exception?
question-acts-on = At which moment must the rule act?
question-call-action = What should happen to the tool call?
question-result-action = What should happen to the tool's result?
question-resume-trouble = Did a resume find nothing, or the wrong conversation?
question-compare-alternatives = Do you want to compare alternatives from a shared starting point?
question-files-changed = Did files the session read change since?
question-change-size = How much changed?
question-edits-surgical = Were the edits surgical?
question-same-config-dir = Is CLAUDE_CONFIG_DIR the same as when the session was created (or unset both times)?
question-resume-handle = How did you ask for the conversation?
question-started-here = Are you in the very directory where the session was started?
question-headless-session = Was that session started with -p, from the Agent SDK, in the background or with /loop?
question-newer-session-here = Has another conversation been started in this directory since?
question-same-repository = Was the session started in this repository or one of its git worktrees?
question-name-matches-exactly = Is the name exactly one set with --name or /rename, or the session's generated title?
question-version-2-1-223 = Is Claude Code at v2.1.223 or later?
question-id-in-several-folders = Does more than one folder under projects/ hold a transcript with that id?

## Hooks: how to use the event

answer-yes = Yes
answer-no = No
answer-session-start = When a session starts or resumes
answer-prompt-submit = When the user submits a prompt
answer-before-call = Before a tool call runs
answer-on-result = On a tool's result
answer-after-batch = When a batch of parallel tool calls is done
answer-subagent-start = When a subagent starts
answer-subagent-stop = When a subagent is about to finish
answer-agent-stop = When the agent is about to stop
answer-before-compaction = Before the conversation is compacted
answer-notification = When Claude Code sends a notification
answer-session-end = When the session ends
answer-deny-call = Refuse it and name a safe alternative
answer-rewrite-call = Correct its input and let it run
answer-ask-user = Let the user decide
answer-replace-result = Replace what Claude reads
answer-annotate-result = Add a note next to it
answer-act-outside = Act outside the conversation (format, log)
answer-continue-flag = With --continue
answer-by-id = With --resume and a session id
answer-by-name = With --resume and a name
answer-small = A small surface
answer-large = A large surface
answer-decomposition = How to split the work
answer-hook-or-prompt = Where a rule lives: hook or prompt
answer-session = What to do with a session
answer-not-relevant = Not relevant

## Diagnoses of a resume that went wrong

reason-topic-decomposition = The decision is how to split the work between LLM calls.
reason-topic-hook-or-prompt = The decision is whether a rule belongs in a hook or in the prompt.
reason-topic-session = The decision is what to do with an existing session.
reason-steps-known-yes = The steps can be written down before the run starts.
reason-steps-known-no = The subtasks only come to light while the work is running.
reason-needs-previous-output-yes = Each step works on what the previous one produced.
reason-needs-previous-output-no = No step waits for another step's output.
reason-parallel-within-step-yes = Inside one step, independent pieces run side by side, and code merges them before the next step.
reason-parallel-within-step-no = Each step is one call; nothing inside a step runs in parallel.
reason-independent-subtasks-yes = The subtasks are independent, so they can run at the same time.
reason-independent-subtasks-no = The subtasks depend on one another, so they have to run in order.
reason-same-task-voted-yes = The same task runs several times and the outputs are combined by a vote.
reason-same-task-voted-no = Each call does a different piece of the work; nothing is voted on.
reason-distinct-input-categories-yes = The inputs fall into distinct categories, each better served by its own handler.
reason-distinct-input-categories-no = Every input gets the same treatment; there is nothing to sort it by.
reason-clear-criterion-yes = A clear criterion can grade each draft, and another round measurably improves it.
reason-clear-criterion-no = No clear criterion makes another round of critique worth paying for.
reason-model-picks-next-step-yes = The model chooses every next step from what the environment returns, with no plan fixed in code.
reason-model-picks-next-step-no = A central model splits the task and delegates the pieces; it does not feel its way step by step.
reason-violation-is-p0-yes = One miss would be a P0 incident, so the rule must hold every time: that takes code, not the model's goodwill.
reason-violation-is-p0-no = One miss would not be an incident.
reason-must-always-hold-yes = A miss is no incident, but the rule must still hold every time and the same way: deterministic work, which code does and a model only usually does.
reason-must-always-hold-no = The rule is guidance: following it most of the time is enough, and judgement may bend it.
reason-acts-on-session-start = The rule acts when a session starts or resumes, before the first prompt.
reason-acts-on-prompt-submit = The rule acts on each prompt the user submits, before Claude processes it.
reason-acts-on-before-call = The rule has to act on the tool call before it runs.
reason-acts-on-on-result = The rule has to act on the tool's result before the model reads it.
reason-acts-on-after-batch = The rule acts once a whole batch of parallel tool calls has returned, before the next model call.
reason-acts-on-subagent-start = The rule acts when a subagent is spawned, before it starts working.
reason-acts-on-subagent-stop = The rule acts when a subagent finishes responding, and may keep it working.
reason-acts-on-agent-stop = The rule acts when the agent finishes responding, and may keep it working.
reason-acts-on-before-compaction = The rule acts just before the conversation is compacted into a summary.
reason-acts-on-notification = The rule acts when Claude Code sends a notification, such as a wait for a permission or for input.
reason-acts-on-session-end = The rule acts when the session ends.
reason-call-action-deny-call = The call must not run, and the model needs to know why and what to do instead.
reason-call-action-rewrite-call = The call may run once its input is corrected.
reason-call-action-ask-user = A person should decide whether this call runs.
reason-result-action-replace-result = The model must never read the raw result, only a corrected version.
reason-result-action-annotate-result = The raw result may stay; the model needs a note next to it.
reason-result-action-act-outside = The work happens outside the conversation (a formatted file, a log line); the model needs nothing back.
reason-resume-trouble-yes = A resume found nothing, or another conversation than the one you meant.
reason-resume-trouble-no = No resume went wrong; the question is what to do next with the session.
reason-compare-alternatives-yes = You want to try alternatives side by side from one shared starting point.
reason-compare-alternatives-no = You want to carry on along a single line of work.
reason-files-changed-yes = Files the session read have changed since it last saw them.
reason-files-changed-no = Nothing the session read has changed since.
reason-change-size-small = Only a small surface changed.
reason-change-size-large = A large surface changed.
reason-edits-surgical-yes = The edits were surgical: a few known lines you can name.
reason-edits-surgical-no = The edits were sweeping rather than surgical.
reason-same-config-dir-yes = The storage root is the same as when the session was written.
reason-same-config-dir-no = CLAUDE_CONFIG_DIR differs from when the session was written, so Claude Code looks under another root.
reason-resume-handle-continue-flag = The conversation was asked for with --continue: the most recent one in the current directory.
reason-resume-handle-by-id = The conversation was asked for by its session id.
reason-resume-handle-by-name = The conversation was asked for by name.
reason-started-here-yes = The command runs in the very directory where the session started.
reason-started-here-no = The command runs in another directory than the one where the session started.
reason-headless-session-yes = The session was started with -p, from the Agent SDK, in the background or with /loop.
reason-headless-session-no = The session was an ordinary interactive one.
reason-newer-session-here-yes = Another conversation was started in this directory after the one you want.
reason-newer-session-here-no = No other conversation was started here since.
reason-same-repository-yes = The session was started in this repository or one of its worktrees.
reason-same-repository-no = The session was started outside this repository and its worktrees.
reason-name-matches-exactly-yes = The name is exactly a name or title the session carries.
reason-name-matches-exactly-no = The name is not exactly one the session carries: a typo, part of a name, or the default display name.
reason-version-2-1-223-yes = Claude Code is v2.1.223 or later, which looks an id up in every project.
reason-version-2-1-223-no = Claude Code is older than v2.1.223.
reason-id-in-several-folders-yes = Several project folders hold a transcript under that id.
reason-id-in-several-folders-no = No other project folder holds a transcript under that id.

## Hooks: how to use the event

recipe-session-start-context = Print the context on stdout or return it in additionalContext: it is added before the first prompt. The matcher filters on source (startup, resume, clear, compact, fork); the hook cannot block the session.
recipe-user-prompt-submit-check = Read prompt, then add to it with additionalContext, or refuse it with decision "block" and a reason: the prompt is erased and the reason is shown to the user, not to Claude. This event takes no matcher.
recipe-pre-tool-use-deny = Return permissionDecision "deny" with a permissionDecisionReason that says why and names the safe alternative (another tool, a command, a person): Claude reads the reason and corrects course on its next turn.
recipe-pre-tool-use-rewrite = Return the corrected arguments in updatedInput; it replaces the whole tool_input. The exam pairs it with permissionDecision "allow"; Claude Code today also applies it with "ask" or with no decision, and ignores it with "defer".
recipe-pre-tool-use-ask = Return permissionDecision "ask": the user sees the call with your permissionDecisionReason and decides; Claude does not see that reason.
recipe-post-tool-use-replace = Read tool_response and return the corrected result in updatedToolOutput: Claude only ever reads your version. additionalContext would add to the raw result, not replace it.
recipe-post-tool-use-annotate = Return additionalContext, or decision "block" with a reason, and the text is added next to the result. The tool has already run: nothing is undone.
recipe-post-tool-use-outside = Do the work from tool_input and tool_response (run the formatter on the edited file, append the call to a log) and exit 0: there is nothing to return, and plain stdout only reaches the debug log.
recipe-post-tool-batch-check = It runs once per batch of parallel tool calls, before the next model call: go through tool_calls in one pass (one lint run over every edit) and return additionalContext, or decision "block" with a reason to stop the loop. This event takes no matcher.
recipe-subagent-start-context = The matcher filters on the agent type; additionalContext is injected into the subagent's conversation, and agent_id tells subagents apart. The hook cannot block the subagent.
recipe-subagent-stop-check = The matcher filters on the agent type; agent_id and agent_transcript_path say which subagent finished. decision "block" with a reason keeps it working, the reason becoming its next instruction; check stop_hook_active so the hook cannot keep it going forever.
recipe-stop-check = Check the work when Claude is about to stop (last_assistant_message holds its final answer): decision "block" with a reason, which is required, makes it continue with that reason as its next instruction. Check stop_hook_active to avoid a loop; Claude Code caps the blocks at 8 in a row. This event takes no matcher.
recipe-pre-compact-save = The matcher filters on trigger (manual or auto). Save what must survive from transcript_path before the summary replaces the conversation, or return decision "block" to stop this compaction.
recipe-notification-forward = The matcher filters on notification_type (permission_prompt, idle_prompt…); send message to a channel someone watches. The hook cannot block, and it has no terminal of its own: to signal in the terminal, return terminalSequence.
recipe-session-end-record = Record or clean up from reason and transcript_path. The output is discarded, the session cannot be kept open, and all SessionEnd hooks share a 1.5-second budget: keep it quick.

## Diagnoses of a resume that went wrong

diagnosis-other-config-root = Another storage root (CLAUDE_CONFIG_DIR)
diagnosis-other-config-root-detail = Transcripts live under $CLAUDE_CONFIG_DIR/projects/ when it is set and under ~/.claude/projects/ otherwise, and a session written under one root is invisible from the other. Resume with the same CLAUDE_CONFIG_DIR the session was created with.
diagnosis-continue-other-directory = --continue only looks in the current directory
diagnosis-continue-other-directory-detail = --continue opens the most recent conversation of the current directory only, whose sessions sit in the project folder named after that path; a parent folder, a subdirectory or a worktree is another folder. Go back to the directory where the session started, or resume it by id.
diagnosis-continue-skips-headless = --continue skips -p, SDK and background sessions
diagnosis-continue-skips-headless-detail = A bare --continue skips sessions started with -p, from the Agent SDK, in the background or with /loop as the first prompt. claude -p --continue includes them, background ones apart, and --resume with the session id reaches a -p or SDK session.
diagnosis-continue-took-newer = --continue took a more recent conversation
diagnosis-continue-took-newer-detail = --continue opens the most recent conversation in this directory, and another one was started here since, even a one-line question. Resume the one you mean by id or by name.
diagnosis-transcript-gone = No transcript left where Claude Code looks
diagnosis-transcript-gone-detail = Claude Code looks in the right place and finds no transcript: sessions are deleted after cleanupPeriodDays (30 days by default), a session from another machine was never here, and -p with --no-session-persistence (persistSession: false in the SDK) writes none. Before v2.1.136, a project path with underscores also hid sessions from --resume and --continue. If the transcript is really gone, restart with a summary.
diagnosis-name-outside-repository = A name only resolves within the repository
diagnosis-name-outside-repository-detail = --resume with a name looks across the current repository and its git worktrees only, so a session started in another repository or folder is not found by name. Resume it by id, which v2.1.223 and later look up in every project, or run the command from that repository.
diagnosis-name-not-a-handle = The name does not match exactly
diagnosis-name-not-a-handle-detail = Names match exactly. A name set with --name or /rename works, and so does a generated title; the default display name (such as my-app-3f) does not. Pick the session in the /resume list, or resume it by id.
diagnosis-name-shared = Several sessions share the name
diagnosis-name-shared-detail = More than one session of the repository carries that name: claude --resume with the name opens the list filled in with it, and /resume with the name inside a session reports an error. Resume the one you mean by id, and give sessions distinct names with /rename.
diagnosis-id-before-cross-project = Before v2.1.223, an id is only looked up in this project
diagnosis-id-before-cross-project-detail = Before v2.1.223, --resume with an id looked only in the current project folder and its git worktrees, and this session was started in another directory. Run the command from the directory where the session started, or update Claude Code.
diagnosis-id-in-several-projects = The id is in several project folders
diagnosis-id-in-several-projects-detail = Since v2.1.223, an id from another project resolves only when exactly one other project folder holds a transcript with messages under it; here several do (a copied transcript, say), so the CLI answers “No conversation found with session ID” and exits with code 1. Run the command from the directory of the copy you want, or remove the stray copy.

## Sentences with arguments

reason-assumed = “{ $question }” was not answered, so the walk assumed “{ $answer }”.
classify-result = So the answer is: { $pattern }.
why-not-is-answer = { $pattern } is where these answers lead.
why-not-ruled-out = { $pattern } is ruled out by “{ $question }”: the answer is “{ $given }”, and it would need “{ $needed }”.
