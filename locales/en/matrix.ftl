# The decision matrix behind the quiz: pattern names, the questions and their
# answers, and the sentences the classifier emits (hooklab_core::decompose).
# Arguments named $pattern, $question, $given, $needed and $answer arrive as
# ids; the page replaces them with the matching pattern-, question- or answer-
# label before formatting.

## Topics

topic-decomposition = Task decomposition
topic-hook-or-prompt = Hook or prompt
topic-session = Session management

## Patterns

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

## Questions

question-topic = What is being decided?
question-steps-known = Are the steps known before the run starts?
question-needs-previous-output = Does each step need the previous step's output?
question-independent-subtasks = Are the subtasks independent of one another?
question-same-task-voted = Is the same task run several times so the outputs can vote?
question-distinct-input-categories = Are there distinct categories of input, each better handled on its own?
question-clear-criterion = Is there a clear criterion worth iterating on?
question-model-picks-next-step = Does the model pick each next step from the environment's feedback, with no fixed plan?
question-must-always-hold = Must the rule hold every time? Would a violation be a P0?
question-acts-on = Does it act on the call before it runs, or on its result?
question-compare-alternatives = Do you want to compare alternatives from a shared starting point?
question-files-changed = Did files the session read change since?
question-change-size = How much changed?
question-edits-surgical = Were the edits surgical?

## Answers

answer-yes = Yes
answer-no = No
answer-before-call = Before the call runs
answer-on-result = On its result
answer-small = A small surface
answer-large = A large surface
answer-decomposition = How to split the work
answer-hook-or-prompt = Where a rule lives: hook or prompt
answer-session = What to do with a session
answer-not-relevant = Not relevant

## What each answer implies

reason-topic-decomposition = The decision is how to split the work between LLM calls.
reason-topic-hook-or-prompt = The decision is whether a rule belongs in a hook or in the prompt.
reason-topic-session = The decision is what to do with an existing session.
reason-steps-known-yes = The steps can be written down before the run starts.
reason-steps-known-no = The subtasks only come to light while the work is running.
reason-needs-previous-output-yes = Each step works on what the previous one produced.
reason-needs-previous-output-no = No step waits for another step's output.
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
reason-must-always-hold-yes = The rule must hold every single time: a violation would be a P0 incident.
reason-must-always-hold-no = The rule is guidance; an occasional miss is not an incident.
reason-acts-on-before-call = The rule has to act on the tool call before it runs.
reason-acts-on-on-result = The rule has to act on the tool's result before the model reads it.
reason-compare-alternatives-yes = You want to try alternatives side by side from one shared starting point.
reason-compare-alternatives-no = You want to carry on along a single line of work.
reason-files-changed-yes = Files the session read have changed since it last saw them.
reason-files-changed-no = Nothing the session read has changed since.
reason-change-size-small = Only a small surface changed.
reason-change-size-large = A large surface changed.
reason-edits-surgical-yes = The edits were surgical: a few known lines you can name.
reason-edits-surgical-no = The edits were sweeping rather than surgical.

## Sentences with arguments

reason-assumed = “{ $question }” was not answered, so the walk assumed “{ $answer }”.
classify-result = So the answer is: { $pattern }.
why-not-is-answer = { $pattern } is where these answers lead.
why-not-ruled-out = { $pattern } is ruled out by “{ $question }”: the answer is “{ $given }”, and it would need “{ $needed }”.
