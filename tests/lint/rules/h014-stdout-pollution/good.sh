#!/usr/bin/env bash
input=$(cat)
echo "$input" | jq -r '.tool_name' >> "$HOME/.claude/tool-log.txt"
jq -n '{systemMessage: "Saved."}'
