#!/usr/bin/env bash
input=$(cat)
file=$(echo "$input" | jq -r '.tool_input.file_path')
prettier --write "$file" >/dev/null 2>&1
jq -n --arg f "$file" '{hookSpecificOutput: {hookEventName: "PostToolUse", additionalContext: ("Formatted " + $f)}}'
