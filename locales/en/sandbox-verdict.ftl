# Hook sandbox: the one-sentence verdict under each run (hooklab_core::sandbox::verdict).
# Key verdict-<id>; the placeables are the verdict's args.

verdict-none-disabled-managed = No hook ran: disableAllHooks in managed settings turns every hook off.
verdict-none-disabled = No hook ran: disableAllHooks is on in { $source }.
verdict-none-managed-only = No hook ran: allowManagedHooksOnly keeps only the managed hooks.
verdict-none-matcher = No hook ran: the matcher { $matcher } does not match { $value }.
verdict-none-if = No hook ran: { $subject } does not fit the if rule { $rule }.
verdict-none-if-non-tool = No hook ran: an if rule only works on tool events, and { $event } is not one.
verdict-none-sdk-python = No hook ran: the Python Agent SDK has no { $event } callback, so the entry is skipped. Declare it as a command hook in a settings file.
verdict-none-config-error = No hook ran: Claude Code skipped the entry at { $path }.
verdict-none-source-not-loaded = No hook ran: setting_sources leaves out { $source }, and the hook lives there.
verdict-none-matched = Nothing changes: { $event } fired, but no hook matched.
verdict-none-configured = Nothing changes: no hook is set up for { $event }.
verdict-continue-false = Claude stops here: a hook returned continue: false ({ $reason }).
verdict-tool-blocked = The { $tool } call is blocked; Claude is told: { $reason }
verdict-tool-blocked-silent = The { $tool } call is blocked, but Claude is not told why.
verdict-tool-denied-rule-over-hook = The { $tool } call is blocked: a hook allowed it, but a deny rule wins over hooks.
verdict-tool-denied-rule = The { $tool } call is blocked by a deny rule.
verdict-tool-denied = The { $tool } call is refused; { $by } decided it.
verdict-tool-asks-over-hook = The user is still asked about the { $tool } call: a hook's allow does not override an ask rule.
verdict-tool-asks-hook-error = The user is asked to approve the { $tool } call: exit { $code } is a non-blocking error, shown only as a hook error notice.
verdict-tool-asks = The user is asked to approve the { $tool } call.
verdict-tool-deferred = The { $tool } call is deferred: the session pauses for an outside decision.
verdict-tool-runs-rewritten = The { $tool } call goes ahead with the input a hook rewrote.
verdict-tool-runs-hook-error = The { $tool } call goes ahead: exit { $code } is a non-blocking error, so the hook's message only reaches the user as a hook error notice.
verdict-tool-runs-timeout = The { $tool } call goes ahead: the hook timed out, and a stalled hook blocks nothing.
verdict-tool-allowed-by-hook = A hook approves the { $tool } call, so it runs without asking.
verdict-tool-runs = The { $tool } call goes ahead; the hooks decided nothing.
verdict-permission-granted = The permission dialog for { $tool } is answered yes by a hook.
verdict-permission-refused = A hook refuses the permission for { $tool }; Claude is told: { $reason }
verdict-permission-dialog = The user sees the permission dialog for { $tool } as usual.
verdict-prompt-erased = The prompt is erased: Claude never sees it.
verdict-prompt-context = The prompt goes through, with the hook's text added as context for Claude.
verdict-keeps-working = Claude keeps working: a { $event } hook blocked the end of the turn ({ $reason }).
verdict-stop-cap = { $count ->
    [one] Claude stops anyway: { $count } block in a row hits the cap.
   *[other] Claude stops anyway: { $count } blocks in a row hit the cap.
}
verdict-turn-ends = The turn ends normally: no { $event } hook held Claude back.
verdict-loop-stopped = The agentic loop stops after this batch, before Claude's next model call; the warning stays in the conversation: { $reason }
verdict-output-replaced = Claude sees the { $tool } result as the hook rewrote it.
verdict-post-feedback = After the { $tool } call, Claude reads: { $text }
verdict-session-end-cancelled = The session closes before { $handler } finishes: SessionEnd hooks share a { $budget } ms budget.
verdict-session-end-finished = Every SessionEnd hook finishes before the session closes.
verdict-event-blocked = A hook blocks { $event }.
verdict-context-added = { $event } goes on, and Claude receives the hook's text as context.
verdict-hook-error = Nothing is blocked: exit { $code } on { $event } is a non-blocking error, shown to the user as a notice.
verdict-hook-timeout = Nothing is blocked: the { $event } hook timed out and its output is thrown away.
verdict-debug-only = The hook ran, but its output only reaches the debug log: Claude never sees it.
verdict-no-effect = The hooks on { $event } ran and changed nothing.
