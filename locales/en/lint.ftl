# hooklab lint: one message and one hint per rule (the Diagnostic's args are the placeables;
# rules with several messages select on $variant), then the linter's own words.

lint-h000 = This file is not valid JSON ({ $json }), so Claude Code reads none of its hooks.
lint-h000-hint = Fix the syntax at this position; everything after it is unreadable until then.

lint-h001 = exit { $code } does not block { $event }: only exit 2 does. This path looks meant to block, but Claude Code treats exit { $code } as a non-blocking error and goes ahead.
lint-h001-hint = Exit 2 with the reason on stderr, or print a JSON decision and exit 0.

lint-h002 = The message goes to stdout and then the script exits 2: on exit 2 Claude Code ignores plain stdout, so Claude sees "No stderr output" instead of the reason.
lint-h002-hint = Send the message to stderr (echo "..." >&2) before exit 2.

lint-h003 = JSON on stdout together with exit 2 on { $event }: exit 2 blocks whatever the JSON says, even "allow", so the two signals can contradict each other.
lint-h003-hint = Pick one: exit 0 with a JSON decision, or exit 2 with the reason on stderr.

lint-h004 = { $variant ->
    [typo] Matcher "{ $matcher }" on { $event } names nothing Claude Code knows, so it never matches.
   *[other] Matcher "{ $matcher }" on { $event } never matches: matchers are case-sensitive and the name is "{ $expected }".
}
lint-h004-hint = { $variant ->
    [typo] Did you mean "{ $expected }"?
   *[other] Write "{ $expected }".
}

lint-h005 = { $variant ->
    [hyphen] With Claude Code { $version } the hyphen makes "{ $matcher }" an unanchored regex that also fires for longer names containing it; from 2.1.195 on it is an exact name.
    [plugin] In a plugin, tools of a server the plugin bundles are named mcp__plugin_<plugin>_{ $server }__<tool>, so matcher "{ $matcher }" written with the bare server name never fires for them.
   *[other] Matcher "{ $matcher }" names only the MCP server; a name made of letters, digits and _ must equal the whole tool name, and MCP tools are named mcp__{ $server }__<tool>, so it matches no tool.
}
lint-h005-hint = { $variant ->
    [hyphen] Write what you mean on every version: "^{ $matcher }$" for the exact name, or "^{ $matcher }__.*" for all tools of an MCP server.
    [plugin] Match "mcp__plugin_<plugin-name>_{ $server }__.*"; keep the bare name only for a server configured outside the plugin.
   *[other] Use "mcp__{ $server }__.*" to match every tool of that server.
}

lint-h006 = { $variant ->
    [comma] Before 2.1.191 a comma list is not a list: with Claude Code { $version }, "{ $matcher }" is a regex that no tool name matches, so the hook never fires.
    [refused] Matcher "{ $matcher }" repeats a group that itself holds a quantifier or |, a pattern that can take forever to test; Hooklab refuses it, so here it never matches.
    [too-long] Matcher "{ $matcher }" is longer than 1,000 characters, too long to test safely; it never matches.
    [invalid] Matcher "{ $matcher }" is not a valid JavaScript regular expression, so it never matches.
   *[other] Matcher "{ $matcher }" is a regex, and regex matchers are unanchored: it also matches { $extra }.
}
lint-h006-hint = { $variant ->
    [comma] Separate the names with |: "{ $anchored }".
    [refused] Say the same without the repeated group, for example as exact names separated by |.
    [too-long] Shorten it, for example by matching a common prefix such as "^mcp__server__.*".
    [invalid] Fix the pattern, or list exact names separated by |.
   *[other] Anchor it: "{ $anchored }".
}

lint-h007 = { $event } has no matcher support: matcher "{ $matcher }" is ignored and this hook runs every time.
lint-h007-hint = Remove the matcher, and filter inside the script if you need to.

lint-h008 = { $variant ->
    [root] The top level of this file is { $found }, not an object, so Claude Code reads no hooks from it.
    [wrapper] "{ $event }" sits at the top level of the file; hook events are only read inside the "hooks" object.
    [duplicate] The event "{ $event }" appears twice in this object; only the last one is kept, so these hooks never run.
    [case] Unknown event "{ $event }": event names are case-sensitive, so these hooks never run.
    [unknown-near] Unknown event "{ $event }": Claude Code skips it, so these hooks never run.
    [unknown] Unknown event "{ $event }": Claude Code skips it, so these hooks never run.
    [matcher-type] The matcher is { $found }, not a string: Claude Code skips this group, so its hooks never run.
    [flat] This { $event } entry is a handler without its matcher group, so Claude Code skips it.
    [hooks-missing] This { $event } matcher group has no "hooks" list, so nothing runs.
    [type-missing] This handler has no "type", so Claude Code skips it.
    [type-unknown] Unknown handler type "{ $type }", so Claude Code skips this handler.
    [command-missing] This command handler has no command to run.
    [not-array] Expected an array here, found { $found }, so Claude Code skips this entry.
   *[other] Expected an object here, found { $found }, so Claude Code skips this entry.
}
lint-h008-hint = { $variant ->
    [root] Start the file with {"{"} "hooks": {"{"} ... {"}"} {"}"}.
    [wrapper] Move it into "hooks": {"{"} "{ $event }": [ ... ] {"}"}.
    [duplicate] Merge both lists into one "{ $event }" entry.
    [case] Write "{ $expected }".
    [unknown-near] Did you mean "{ $expected }"?
    [unknown] Use an event of the hooks reference, such as PreToolUse, PostToolUse or Stop.
    [matcher-type] Write the matcher as a string ("Bash", "Edit|Write"), or leave it out to match everything.
    [flat] Wrap it: {"{"} "matcher": "...", "hooks": [ this handler ] {"}"}.
    [hooks-missing] Add "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ].
    [type-missing] Add "type": "command" (or http, mcp_tool, prompt, agent).
    [type-unknown] Use command, http, mcp_tool, prompt or agent.
    [command-missing] Add "command": "...".
    [not-array] Follow the shape {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
   *[other] Follow the shape {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
}

lint-h009 = { $variant ->
    [unquoted] "{ $script }" is not quoted: a project path with a space splits into several words and the hook fails.
   *[other] The command runs "{ $script }" by a relative path, which resolves against the current directory; once Claude runs cd the script is not found and the hook stops working.
}
lint-h009-hint = { $variant ->
    [unquoted] Quote the variable: "$CLAUDE_PROJECT_DIR"/path/to/script.
   *[other] Write "$CLAUDE_PROJECT_DIR"/{ $script } (with the quotes), or use the exec form with "args".
}

lint-h010 = { $variant ->
    [cmd-var] { $variable } is cmd.exe syntax; hooks run under bash or PowerShell, which leave it as it is.
    [unquoted-root] "{ $script }" is not quoted: an install path with spaces or backslashes breaks the command.
   *[other] "{ $path }" uses backslashes; on Windows hooks run under Git Bash, which strips them (C:\Users becomes C:Users), so the command is not found.
}
lint-h010-hint = { $variant ->
    [cmd-var] Write "$CLAUDE_PROJECT_DIR" or "${"{"}CLAUDE_PLUGIN_ROOT{"}"}" instead.
    [unquoted-root] Quote it: "${"{"}CLAUDE_PLUGIN_ROOT{"}"}"/path/to/script.
   *[other] Use forward slashes (C:/Users/...), the exec form with "args", or "shell": "powershell".
}

lint-h011 = This { $event } hook can block but never reads stop_hook_active, so it can keep Claude going turn after turn until Claude Code's block cap ends the loop.
lint-h011-hint = Read stop_hook_active from stdin and exit 0 without blocking when it is true.

lint-h012 = { $variant ->
    [tiny] A SessionEnd timeout of { $timeout } s leaves almost no time; the hook is likely to be cancelled.
    [capped] SessionEnd hooks get at most 60 s, so a timeout of { $timeout } s is cut to 60.
    [plugin] A plugin's SessionEnd hook runs within the shared 1.5 s budget: timeouts in plugin hooks do not raise it, only those in settings files do.
   *[other] This SessionEnd hook has no timeout, so it shares the default 1.5 s budget and is cancelled if it runs longer.
}
lint-h012-hint = { $variant ->
    [tiny] Raise it to what the hook really needs (at most 60 s).
    [capped] Keep SessionEnd work under 60 s, or set CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
    [plugin] Keep this hook well under 1.5 s, or have users set CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
   *[other] Give it an explicit "timeout" in seconds (up to 60).
}

lint-h013 = Plain text on stdout from a { $event } hook only goes to the debug log; Claude never sees it.
lint-h013-hint = Print JSON with hookSpecificOutput.additionalContext, or exit 2 with the text on stderr.

lint-h014 = { $variant ->
    [newline] printf turns the \n inside this JSON text into a raw newline, which makes the JSON invalid.
    [concat] This JSON is built by pasting a shell variable into a string; a quote or a newline in the value breaks it.
    [several] This prints a second JSON document; Claude Code expects a single JSON object on stdout.
   *[other] This echoes the hook's own input (${ $variable }) to stdout, where Claude Code expects the hook's answer.
}
lint-h014-hint = { $variant ->
    [newline] Build the JSON with jq -n --arg, or write the newline as \\n.
    [concat] Build it with jq -n --arg name "$value" '{"{"}...{"}"}'.
    [several] Merge the fields into one object and print it once.
   *[other] Pipe the input into a command instead (echo "${ $variable }" | jq ...), and print only your answer.
}

lint-h015 = updatedInput replaces the whole { $tool } input, and this one lacks { $missing }, so the tool receives a broken input.
lint-h015-hint = Start from tool_input and change only what you need, e.g. jq '.tool_input | .command = "..."'.

lint-h016 = { $variant ->
    [ask] This hook can answer allow, but the ask rule "{ $rule }" of this file still applies afterwards: a hook's allow never skips an ask rule, so the user is asked anyway.
   *[other] This hook can answer allow, but the deny rule "{ $rule }" of this file still applies afterwards: a hook's allow never overrides a deny rule, so the call is denied anyway.
}
lint-h016-hint = { $variant ->
    [ask] Change the rule if these calls should go through, or answer ask from the hook to make the intent clear.
   *[other] Change the rule if these calls should go through, or answer deny from the hook to make the intent clear.
}

lint-h017 = { $variant ->
    [manifest] plugin.json points "hooks" at { $file }, which Claude Code already loads by default, so every hook in it runs twice.
   *[other] The same { $event } command is also defined in { $other }; a plugin's copy and a settings copy both run.
}
lint-h017-hint = { $variant ->
    [manifest] Remove the "hooks" field, or point it at another file.
   *[other] Keep only one copy.
}

lint-h018 = ${ $variable } is never set by Claude Code: hook input arrives as JSON on stdin, so this reads an empty value and the hook does nothing.
lint-h018-hint = Read stdin and parse it, e.g. jq -r '.tool_name' or json.load(sys.stdin).

lint-h019 = { $variant ->
    [type] timeout must be a number of seconds, found { $found }, so Claude Code skips this handler.
    [nonpositive] A timeout of { $timeout } gives the hook no time to run.
   *[other] timeout is in seconds: { $timeout } is over a quarter of an hour. It looks like milliseconds.
}
lint-h019-hint = { $variant ->
    [type] Write a number of seconds, e.g. "timeout": 30.
    [nonpositive] Write a positive number of seconds, or leave it out for the default.
   *[other] If you meant milliseconds, write { $seconds }.
}

lint-h020 = "if" is only evaluated on tool events; on { $event } a handler with "if" never runs.
lint-h020-hint = Remove "if" and filter inside the script.

lint-h021 = { $variant ->
    [permissionrequest] PermissionRequest ignores permissionDecision: its answer goes in hookSpecificOutput.decision.behavior.
   *[other] Top-level decision approve/block on PreToolUse is the deprecated form; it still works, but is easy to get wrong.
}
lint-h021-hint = { $variant ->
    [permissionrequest] Return {"{"}"hookSpecificOutput": {"{"}"hookEventName": "PermissionRequest", "decision": {"{"}"behavior": "allow"{"}"}{"}"}{"}"}.
   *[other] Return hookSpecificOutput.permissionDecision (allow, deny, ask) with permissionDecisionReason.
}

lint-h022 = { $variant ->
    [handler-type] { $event } does not accept { $type } handlers (only { $allowed }), so this handler is rejected.
    [field] { $field } is not an output of { $event }, so it has no effect there.
    [worktree-json] A WorktreeCreate command hook cannot answer with JSON: Claude Code reads its stdout as the path of the new worktree.
    [worktree-path] This WorktreeCreate script never prints the worktree path, so the creation fails.
   *[other] { $event } ignores the hook's output and exit code, so this decision has no effect.
}
lint-h022-hint = { $variant ->
    [handler-type] Use a command handler here, or move this check to an event that accepts { $type } handlers.
    [field] Use the output fields the hooks reference lists for { $event }.
    [worktree-json] Print only the absolute path of the new worktree, on the last line.
    [worktree-path] Print the absolute path of the new worktree on stdout, on the last line.
   *[other] Use this event for logging or notifications only.
}

lint-h023 = On { $event }, exit 2 with a "no such file"-like message on stderr and empty stdout is taken for a missing script, so it does not block.
lint-h023-hint = Reword the message so that it does not say "no such file" or "can't open".

lint-h024 = This async hook runs in the background: its decision, blocking exit code or continue: false has no effect.
lint-h024-hint = Remove async so the hook runs before the action, or keep it async for logging only.
