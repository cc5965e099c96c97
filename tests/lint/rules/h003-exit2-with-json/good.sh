#!/usr/bin/env bash
input=$(cat)
if echo "$input" | jq -e '.tool_input.command | test("git push --force")' >/dev/null; then
  echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "No force pushes"}}'
  exit 0
fi
exit 0
