# Session simulator: every message the core emits (hooklab_core::session).
# One line per message, plain placeables only: the core renders these itself.

## Command output

sim-session-started = New session { $id } in { $dir }.
sim-session-resumed = Resumed session { $id } in { $dir }.
sim-session-forked = Forked session { $parent } into a new session { $id }, working in { $dir }.
sim-session-stored = Transcript file: { $path }
sim-session-ended = Session { $id } ended.
sim-print-done = (the answer is printed here; text output shows no session id)
sim-print-json = { $json }
sim-cleared = /clear ended session { $old } and started session { $id }.
sim-compacted = Session { $id } compacted.
sim-renamed = Session renamed to { $name }.
sim-prompt-sent = Prompt added to session { $id }.
sim-read-done = Read { $path } (version { $version }) into the context.
sim-write-done = The agent edited { $path } (now version { $version }).
sim-edit-done = { $path } changed outside the session (now version { $version }).
sim-dir-created = Created { $path }
sim-worktree-created = Worktree { $path } created on branch { $branch }.
sim-ls-root = { $root }/
sim-ls-project = { $slug }/   (from { $dir })
sim-ls-session = { $file }
sim-ls-session-named = { $file }   name: { $name }
sim-ls-session-print = { $file }   -p or SDK session
sim-ls-empty = No session stored under { $root } yet.
sim-ls-dir-entry = { $name }
sim-ls-dir-empty = { $path } is empty.
sim-pwd = { $path }
sim-picker-header = Sessions of { $dir }, newest first:
sim-picker-entry = { $id }   { $title }
sim-picker-empty = No conversation to pick from in { $dir }.
sim-env-set = { $name } is now { $value }
sim-env-unset = { $name } is no longer set
sim-help = Commands: { $commands }
sim-version-shown = { $version } (Claude Code)

## Explanations

sim-explain-slug = Claude Code keeps this transcript under projects/{ $slug }: the path { $dir } with every character other than a-z, A-Z and 0-9 turned into a hyphen, one for one.
sim-explain-slug-hashed = The path { $dir } gives a name longer than 200 characters, so the folder is projects/{ $slug }: the first 200 characters, a hyphen, and { $hash }. That suffix is the Agent SDK's _simple_hash; the Claude Code CLI uses Bun.hash and gets a different one.
sim-explain-continue-picked = --continue took the most recent conversation stored for this directory: { $id }.
sim-explain-continue-hides-print = { $count ->
    [one] { $count } more recent -p or SDK session here was skipped: since v2.1.90 a bare --continue ignores it. Use claude -p --continue or --resume with the id.
   *[other] { $count } more recent -p or SDK sessions here were skipped: since v2.1.90 a bare --continue ignores them. Use claude -p --continue or --resume with the id.
}
sim-explain-continue-includes-print = With -p, --continue also considers -p and SDK sessions, so it took { $id }.
sim-explain-continue-only-here = --continue looks only at the conversations of this exact directory, even inside a repository. Sessions of this repository are stored for: { $dirs }. Run cd there, or resume by name, which searches the whole repository.
sim-explain-resume-other-project = This id is not stored for this directory but for { $dir }. Since v2.1.223, resume by id also searches every other project and takes the session when exactly one project holds it.
sim-explain-resume-old-version = Claude Code { $version } looks for the id only in this project and its git worktrees, but the transcript is stored for { $dir }. Run cd to that directory first (since v2.1.223 the search covers every project).
sim-explain-resume-duplicates = { $count ->
    [one] { $count } other project holds a transcript with this id, so the cross-project search cannot choose and reports it as not found.
   *[other] { $count } other projects hold a transcript with this id, so the cross-project search cannot choose and reports it as not found.
}
sim-explain-resume-nowhere = No project on this machine holds a transcript with this id.
sim-explain-name-elsewhere = Resume by name looks across the current git repository and its worktrees, subfolders included; outside a repository it looks only at this directory. Sessions named { $name } are stored for: { $dirs }.
sim-explain-fork-shared-fs = The fork has a new id and its own copy of the conversation, and the original stays as it was. The files are NOT copied: the fork and its parent edit the same working tree. For real isolation, give each fork its own git worktree (claude -w NAME).
sim-explain-fork-source-old = In Claude Code { $version } the SessionStart hook of a fork reports source "resume"; "fork" arrived in v2.1.214.
sim-explain-clear-keeps-name = /clear gave a new session id and kept the name { $name }. Anything that saved the old id ({ $old }) now resumes the conversation from before /clear.
sim-explain-clear-new-id = /clear gave a new session id. Anything that saved the old id ({ $old }) now resumes the conversation from before /clear.
sim-explain-compact = PreCompact ran before the summary (it can block it), then PostCompact and SessionStart with source "compact": the place for a hook to put important state back.
sim-explain-print-id-hidden = Plain text output does not show the session id. To resume this run later, capture the id: --output-format json gives .session_id, and the SDK puts it on the init and result messages.
sim-explain-worktree-isolation = This session works in its own checkout, { $path }: its edits do not touch the main checkout or the other worktrees.
sim-explain-config-dir = Claude Code now stores and looks for sessions under { $root }.
sim-explain-fresh-not-resumed = This is a brand-new conversation: nothing was stored under projects/{ $slug } before. A plain claude never resumes; to pick up earlier work use -c or --resume from the directory it was started in.

## Warnings

sim-warn-stale-context = { $count ->
    [one] The context holds { $count } stale read: { $files }. That file changed after the agent read it, and it will trust the old contents unless told to read it again.
   *[other] The context holds { $count } stale reads: { $files }. Those files changed after the agent read them, and it will trust the old contents unless told to read them again.
}
sim-warn-collision = { $path } was last changed by the agent of session { $other }. Sessions share one filesystem, so this edit lands on top of the other one.
sim-warn-edit-makes-stale = Sessions that read { $path } now hold an outdated copy: { $sessions }.

## Errors

sim-error-unknown-command = { $command }: command not found. Type help to see the commands.
sim-error-unknown-flag = { $command }: unknown option { $flag }
sim-error-missing-value = Option { $flag } needs a value.
sim-error-missing-argument = { $command }: an argument is missing.
sim-error-unexpected-argument = { $command }: unexpected argument { $arg }
sim-error-unclosed-quote = A quote is not closed.
sim-error-invalid-uuid = --session-id needs a valid UUID, and { $value } is not one.
sim-error-invalid-name = { $name } cannot be used as a name.
sim-error-fork-needs-resume = --fork-session works only with --resume or --continue.
sim-error-session-id-needs-fork = --session-id together with --resume or --continue needs --fork-session as well.
sim-error-continue-and-resume = Choose either --continue or --resume, not both.
sim-error-print-needs-prompt = -p needs a prompt, for example claude -p "explain this module".
sim-error-bad-output-format = --output-format takes text, json or stream-json, not { $value }.
sim-error-unknown-slash = { $command } is not a command this simulator knows. Try /clear, /compact, /rename or exit.
sim-error-unknown-git = git { $args }: only git worktree add PATH is simulated.
sim-error-session-running = A Claude Code session is open in this terminal. Type exit first.
sim-error-no-session = No Claude Code session is open. Start one with claude.
sim-error-no-such-dir = { $path }: no such directory.
sim-error-no-such-file = { $path }: no such file.
sim-error-not-a-dir = { $path } is a file, not a directory.
sim-error-is-a-dir = { $path } is a directory.
sim-error-not-a-repo = { $path } is not inside a git repository.
sim-error-path-exists = { $path } already exists.
sim-error-session-id-in-use = Session id { $id } is already in use.
# Verbatim: Claude Code prints this line in English, whatever the language.
sim-error-no-conversation = No conversation found with session ID: { $id }
sim-error-resume-not-found-old = Claude Code { $version } does not find session { $id } from here. What versions before v2.1.223 print in this case is not documented, and reports differ; the simulator stops here with exit code 1.
sim-error-continue-none = The simulator finds no conversation to continue in { $dir } (Claude Code's exact wording here is not documented).
sim-error-name-not-found = The simulator finds no session named { $name } in this git repository or its worktrees (Claude Code's exact wording here is not documented).
sim-error-name-not-found-here = The simulator finds no session named { $name } for this directory, which is not inside a git repository (Claude Code's exact wording here is not documented).
sim-error-name-ambiguous = { $count ->
    [one] { $count } session is named { $name }. Claude Code opens the picker filtered by that name; resume by id to choose one.
   *[other] { $count } sessions are named { $name }. Claude Code opens the picker filtered by that name; resume by id to choose one.
}
sim-error-picker-needs-terminal = The picker is interactive: type claude --resume followed by an id or a name.

## Goal checks

sim-goal-all = All of these:
sim-goal-any = One of these:
sim-goal-running = A session is open.
sim-goal-running-id = The open session is { $id }.
sim-goal-running-in = It works in { $dir }.
sim-goal-running-named = It is named { $name }.
sim-goal-running-fork-of = It is a fork of { $parent }.
sim-goal-running-not-id = It is not { $id }.
sim-goal-forks = { $count ->
    [one] At least { $count } fork of { $parent } exists.
   *[other] At least { $count } forks of { $parent } exist.
}
sim-goal-forks-distinct = Each fork works in a different directory.
sim-goal-forks-in-worktrees = Each fork works in its own git worktree.
sim-goal-forks-wrote = The agent of each fork changed a file.
sim-goal-no-stale = Its context holds no stale read.
sim-goal-read = It has read the current version of { $path }.
sim-goal-fresh-summary = A fresh session (not a fork, not a /clear) starts with a summary in four parts: goal, decisions made, current state of the code, open questions.
sim-goal-resumed = Session { $id } was resumed.
sim-goal-resumed-by = Session { $id } was resumed by { $by }.
sim-goal-resumed-any-by = A session started during this exercise was resumed by { $by }.
sim-goal-untouched = Session { $id } was left as it was.
sim-goal-cleared-from = /clear replaced session { $id } with a new one.
sim-goal-hook-fired = A { $event } hook fired { $value }.
sim-goal-reached = Goal reached.
sim-goal-not-yet = Not there yet.

## The stale-context decision tree

sim-tree-title = Resume, re-read, fork or restart?
sim-tree-yes = Yes
sim-tree-no = No
sim-tree-q-goal-changed = Has the goal changed since this session started?
sim-tree-q-context-long = Has the context grown long (compacted again and again, or past a comfortable size)?
sim-tree-q-files-edited = Did the agent's last tool calls touch files that have been edited since?
sim-tree-q-small-surgical = Is the affected surface small, and were the edits surgical?
sim-tree-q-compare = Do you want to try another approach from here while keeping this line of work intact?
sim-tree-leaf-resume = Resume the session as it is.
sim-tree-leaf-resume-with-reread = Resume, and tell the agent exactly which files changed and to read them again before going on.
sim-tree-leaf-fork = Fork the session: a new id from the same history, while the original stays as it is.
sim-tree-leaf-restart-with-summary = Throw the session away and start a fresh one seeded with a summary: goal, decisions made, current state of the code, open questions.
sim-tree-why-goal-changed = You said the goal has changed.
sim-tree-why-goal-same = The goal is the one the session started with.
sim-tree-why-context-long = The transcript holds { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
} and was compacted { $compactions ->
    [one] { $compactions } time
   *[other] { $compactions } times
}.
sim-tree-why-context-ok = The transcript holds { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
} and was compacted { $compactions ->
    [one] { $compactions } time
   *[other] { $compactions } times
}: still workable.
sim-tree-why-files-edited = { $count ->
    [one] { $count } file the agent read changed since: { $files }.
   *[other] { $count } files the agent read changed since: { $files }.
}
sim-tree-why-no-files-edited = Nothing the agent read has changed since.
sim-tree-why-surgical = { $count ->
    [one] { $count } file changed, by small in-place edits.
   *[other] { $count } files changed, each by small in-place edits.
}
sim-tree-why-not-surgical = { $count ->
    [one] { $count } file changed, with rewrites too large for a quick re-read.
   *[other] { $count } files changed, with rewrites or too many files for a quick re-read.
}
sim-tree-why-compare = You want to compare another approach.
sim-tree-why-continue = You want to carry on along the same line.
sim-tree-reread-prompt = Files { $files } were edited since you last read them. Read them again before you continue.
