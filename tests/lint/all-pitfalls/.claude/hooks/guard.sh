#!/usr/bin/env bash
# Refuses force pushes.
input=$(cat)
cmd=$(echo "$input" | jq -r '.tool_input.command // ""')
if [[ "$cmd" == *"push --force"* ]]; then
  echo "Force pushes are blocked in this repository" >&2
  exit 1
fi
exit 0
