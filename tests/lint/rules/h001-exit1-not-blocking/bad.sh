#!/usr/bin/env bash
# Refuses recursive deletes.
input=$(cat)
cmd=$(echo "$input" | jq -r '.tool_input.command // ""')
if [[ "$cmd" == *"rm -rf"* ]]; then
  echo "Blocked: rm -rf is not allowed in this repository" >&2
  exit 1
fi
exit 0
