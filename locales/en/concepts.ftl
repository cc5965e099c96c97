# The names of the concepts that the core's messages name by id
# (hooklab_core::i18n::Concept): settings sources, decisions, what settles a
# permission, where a text goes, what blocking does, and the status of each
# step of the dispatch. The messages that name them put them in a sentence.

source-managed = the managed settings
source-user = the user settings
source-project = the project settings
source-local = the local settings
source-cli = the --settings file
source-sdk = the SDK callbacks
source-plugin = the plugin { $name }
source-skill = the skill { $name }
source-agent = the subagent { $name }

# Decision values stay as Claude Code spells them in every language.
decision-allow = allow
decision-deny = deny
decision-ask = ask
decision-defer = defer
decision-block = block

permission-by-hook = a hook
permission-by-deny-rule = a deny rule
permission-by-ask-rule = an ask rule
permission-by-mode = the permission mode
permission-by-allow-rule = an allow rule
permission-by-default = the default behaviour

route-model = Claude
route-user = the user
route-user-notice = the user, as a hook error notice
route-user-and-model = the user now, and Claude later
route-debug = the debug log
route-nowhere = nowhere

effect-pre-tool-use = the tool call does not run
effect-permission-request = the permission is denied
effect-post-tool-batch = the agentic loop stops before the next model call
effect-user-prompt-submit = the prompt is not processed and is erased
effect-user-prompt-expansion = the expansion is blocked
effect-stop = Claude keeps working
effect-subagent-stop = the subagent keeps running
effect-pre-compact = compaction is skipped
effect-teammate-idle = the teammate keeps working
effect-task-created = the task is rolled back
effect-task-completed = the task is not marked completed
effect-elicitation = the elicitation is denied
effect-elicitation-result = the response becomes a decline
effect-config-change = the change is not applied
effect-worktree-create = the worktree is not created

refusal-critical-rm = rm or rmdir of a critical path
refusal-needs-updated-input = AskUserQuestion and ExitPlanMode need updatedInput with allow

# The status of one step of the dispatch (the tag beside each trace line).
status-action = action
status-allow = allow
status-allowed = allowed
status-ask = ask
status-async = in the background
status-block = block
status-blocked = blocked
status-cancelled = cancelled
status-capped = truncated
status-continue = continue
status-defer = defer
status-deny = deny
status-discarded = discarded
status-downgraded = downgraded
status-empty = empty
status-error = error
status-failed = failed
status-ignored = ignored
status-invalid = invalid
status-json = JSON
status-legacy = deprecated
status-matched = matched
status-no-effect = no effect
status-no-result = no result
status-none = none
status-not-blocked = not blocked
status-not-blocking = not blocking
status-not-matched = not matched
status-note = note
status-ok = ok
status-plain = plain text
status-rewake = wakes Claude
status-routed = routed
status-skipped = skipped
status-stop = stop
status-success = success
status-timeout = timed out
status-turn-ends = turn ends
status-updated-input = input rewritten
status-valid = valid
