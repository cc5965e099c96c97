# The hook sandbox page (/<lang>/sandbox, presets and challenges).

sandbox-title = Hook sandbox
sandbox-description = Edit hook settings, an event and what each hook returned, and watch Claude Code's dispatch live: what runs, what is blocked, and who sees what.
sandbox-lead = Change one character of a matcher, one exit code or one output field, and see at once what runs, what is blocked, and what Claude and you get to read. Everything runs in your browser, even offline.
sandbox-editor-help = Every edit is evaluated a moment after you stop typing. The address bar keeps the whole state, so copying the URL shares exactly what you see.

sandbox-version = Claude Code version
sandbox-download = Download the case file
sandbox-downloaded = Case file downloaded. Run it offline with: hooklab eval hooklab-case.json
sandbox-upload = Open a case file…
sandbox-uploaded = Case file loaded.
sandbox-upload-error-at = This file was not loaded (line { $line }, column { $column }: { $error }). Your current state is unchanged.
sandbox-upload-error = This file was not loaded ({ $error }). Your current state is unchanged.
sandbox-copy-settings = Copy this source as settings.json
sandbox-copied = The { $source } settings are on the clipboard.

sandbox-settings-title = Settings, by source
sandbox-source-editor = Settings of the { $source } source (JSON)
sandbox-tab-has-file = (has a file)
sandbox-source-managed = managed
sandbox-source-user = user
sandbox-source-project = project
sandbox-source-local = local
sandbox-source-cli = --settings
sandbox-source-plugins = plugins
sandbox-source-skills = skills
sandbox-source-agents = agents
sandbox-source-sdk = SDK callbacks
sandbox-source-managed-hint = Managed settings, set by an administrator: the one place where allowManagedHooksOnly counts.
sandbox-source-user-hint = ~/.claude/settings.json: your hooks in every project.
sandbox-source-project-hint = .claude/settings.json: committed and shared with the team.
sandbox-source-local-hint = .claude/settings.local.json: this checkout only, not committed.
sandbox-source-cli-hint = The file passed with the --settings flag.
sandbox-source-plugins-hint = A list of enabled plugins, each { "{" } "name", "hooks" { "}" } as in its hooks/hooks.json.
sandbox-source-skills-hint = A list of skills whose frontmatter declares hooks, each { "{" } "name", "hooks" { "}" }.
sandbox-source-agents-hint = A list of subagents whose frontmatter declares hooks; a Stop hook there becomes SubagentStop.
sandbox-source-sdk-hint = Agent SDK hooks: callbacks registered in code, with the same matchers.
sandbox-tab-help = In an editor, Tab inserts two spaces. To move on with the keyboard, press Escape, then Tab.
sandbox-json-error = The JSON does not parse: { $error }
sandbox-shape-object = This source must be a JSON object.
sandbox-shape-array = This source must be a JSON list.
sandbox-at = line { $line }, column { $column }
sandbox-at-in = { $editor }, line { $line }, column { $column }
sandbox-error-word = Error

sandbox-event-title = Event
sandbox-event-pick = Event
sandbox-in-subagent = Inside a subagent
sandbox-event-hint = The exact JSON Claude Code writes on the hook's standard input. Picking an event fills in a realistic example.
sandbox-event-editor = Event input (JSON on stdin)

sandbox-handlers-title = What each hook returned
sandbox-handlers-hint = Every handler that fires for this event is listed; set what it returned, or use a one-click output.
sandbox-no-handlers = No handler fires for this event: check the event name, the matchers and the if rules.
sandbox-handlers-wait = Fix the errors in the editors to see which handlers fire.
sandbox-handler-meta = { $type } handler set in { $source }, on { $event }
sandbox-quick-label = One-click outputs
sandbox-quick-allow = Allow
sandbox-quick-deny = Deny with a reason
sandbox-quick-ask = Ask
sandbox-quick-exit2 = Exit 2 with a message
sandbox-quick-text = Plain text
sandbox-quick-invalid = Invalid JSON
sandbox-field-exit_code = Exit code
sandbox-field-stdout = stdout
sandbox-field-stderr = stderr
sandbox-field-duration_ms = Duration (ms)
sandbox-field-timeout = Timed out
sandbox-field-status = HTTP status
sandbox-field-body = Response body
sandbox-field-error = Error (connection failure or exception)
sandbox-field-response = Model's answer (JSON)
sandbox-field-output = Returned object (JSON)
sandbox-field-is_error = The tool answered isError: true

sandbox-result-title = Result
sandbox-invalid = { $count ->
    [one] Nothing is evaluated until the { $count } error in the editors is fixed.
   *[other] Nothing is evaluated until the { $count } errors in the editors are fixed.
}
sandbox-claude-sees = Claude sees
sandbox-you-see = You see
sandbox-debug-only = Debug log only
sandbox-nothing = Nothing.
sandbox-yes = yes
sandbox-no = no
sandbox-fact-ran = Ran
sandbox-fact-decision = Decision
sandbox-fact-blocked = Blocked
sandbox-fact-permission = Permission
sandbox-fact-continue = Claude continues
sandbox-permission-value = { $result } (decided by { $by })
sandbox-config-errors = Skipped configuration
sandbox-timeline-title = How the dispatch went
sandbox-step-version = version
sandbox-step-config = settings
sandbox-step-match = matcher
sandbox-step-if = if
sandbox-step-dedup = duplicates
sandbox-step-disable = disabled
sandbox-step-run = run
sandbox-step-classify = output
sandbox-step-aggregate = aggregation
sandbox-step-permission = permission rules
sandbox-lint-title = Lint of the current source
sandbox-lint-not-settings = The linter reads settings files; the { $source } tab is empty or is not one.
sandbox-lint-clean = No lint finding in the { $source } settings.
sandbox-severity-error = Error
sandbox-severity-warning = Warning

sandbox-presets-title = Presets
sandbox-presets-lead = Each preset sets up one behaviour worth seeing once. Open it, then change the one thing it suggests.
sandbox-challenges-title = Challenges
sandbox-challenges-lead = Make the held-back tests pass by editing the settings or the handlers' results.
sandbox-solved-mark = Solved
sandbox-preset-kicker = Preset
sandbox-challenge-kicker = Challenge
sandbox-back = All presets and challenges
sandbox-goal = Goal
sandbox-hints = Hints
sandbox-run-tests = Run the tests
sandbox-test-passed = Passed
sandbox-test-failed = Failed
sandbox-solved = Solved: every test passes.
sandbox-not-solved = { $count ->
    [one] { $count } test still fails.
   *[other] { $count } tests still fail.
}
sandbox-permalink-bad = The link's state could not be read, so the page shows its starting state.
sandbox-evaluating = Evaluating with the hook engine…
sandbox-engine-unavailable = The hook engine could not be loaded, so nothing was evaluated. Check your connection: the next edit tries again.
sandbox-copy-link = Copy link
sandbox-link-copied = Link copied: whoever opens it sees exactly this state.
sandbox-link-copy-failed = The browser refused the clipboard: copy the address bar instead, it holds the same link.
sandbox-link-invalid = Fix the errors first: a link can only share a state that can be evaluated.
sandbox-results-stale-word = Out of date
sandbox-results-stale = The settings changed after these tests ran; they run again as soon as you stop typing.
