# The session simulator page.

sim-page-title = Session simulator
sim-page-description = Type Claude Code commands and watch where sessions are stored, how resume, fork and /clear change the session tree, and when a context has gone stale.
sim-page-lead = Session mistakes stay invisible until they bite. Here you type the commands yourself and watch the storage folders, the session tree and the agent's context change after each one.
sim-page-finished = finished
sim-page-not-finished = not finished yet
sim-page-free-title = Free mode
sim-page-free-story = An empty machine with two projects, ~/shop (a git repository) and ~/blog. No goal: try resume, fork, /clear and worktrees and see what each one does.
sim-page-free-goal = No goal here. Type help to list the commands.
sim-page-free-hint = Start with cd shop, then claude -n first-try. ls lists the working directory; ls ~/.claude/projects shows where the transcripts are kept.
sim-page-free-open = Open the free mode
sim-page-story = The situation
sim-page-goal = Goal
sim-page-reached = Goal reached
sim-page-hint-n = Hint { $n }:
sim-page-hint-button = { $left ->
    [0] No more hints
    [one] Show a hint ({ $left } left)
   *[other] Show a hint ({ $left } left)
}
sim-page-reset = Start over
sim-page-version = Claude Code version
sim-page-code-title = The same steps from code
sim-page-check-met = done
sim-page-check-open = not yet
sim-page-terminal = Terminal
sim-page-input-help = Enter runs the command, Up and Down walk through earlier commands, Tab completes. Type help for the list of commands.
sim-page-candidates = Possible completions:
sim-page-kind-explain = Why:
sim-page-kind-warning = Warning:
sim-page-kind-error = Error:
sim-page-hooks = Hooks fired:
sim-page-graph = Session tree
sim-page-graph-legend = One row per session, oldest on top. A fork or a /clear sits one step to the right of the session it came from; the running session is marked ▶.
sim-page-graph-empty = No session yet.
sim-page-running = running
sim-page-storage = Storage on disk
sim-page-storage-why = Claude Code keeps one folder per working directory: the slug is the path with every character other than a letter or digit turned into a hyphen.
sim-page-storage-hashed = The path is long, so the Agent SDK shortened it and added a hash.
sim-page-storage-here = the current directory maps here
sim-page-storage-from = Made from { $dir }.
sim-page-storage-empty = (empty: no session here)
sim-page-entries = { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}
sim-page-context = The agent's context
sim-page-context-none = No session is running, so there is no context to show.
sim-page-context-summary = Session { $id }: { $entries ->
    [one] { $entries } transcript entry
   *[other] { $entries } transcript entries
}, compacted { $compactions ->
    [one] { $compactions } time
   *[other] { $compactions } times
}.
sim-page-context-file = File
sim-page-context-read = Version read
sim-page-context-now = Version now
sim-page-context-status = Status
sim-page-context-stale = stale
sim-page-context-fresh = up to date
sim-page-context-deleted = deleted
sim-page-stale-subject = Looking at session { $id } (the running one, or else the most recent).
sim-page-stale-none = No session yet: start one to walk the tree.
sim-page-stale-ask = Two things only you can tell
sim-page-stale-goal-changed = My goal has changed since this session started
sim-page-stale-alternative = I want to try another approach and keep this line of work
sim-page-stale-answer = What to do:
sim-page-reread = Tell the resumed agent:
sim-page-summary-title = Write the summary for a fresh session
sim-page-summary-help = A good restart prompt has four parts: the goal, the decisions made, the current state of the code and the open questions. The draft below starts from the session; complete it, then start a new session with it as the first prompt.
sim-page-summary-label = Summary (first prompt of the new session)
sim-page-summary-changed = { $path } changed since it was read (version { $seen } then, { $now } now)
sim-page-summary-start = Start a fresh session with this summary
sim-page-part-goal = Goal
sim-page-part-decisions = Decisions made
sim-page-part-code = Current state of the code
sim-page-part-questions = Open questions
