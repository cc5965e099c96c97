#!/usr/bin/env bash
# Formats the file Claude just edited.
file=$(jq -r '.tool_input.file_path // ""')
[ -n "$file" ] && npx prettier --write "$file" >/dev/null 2>&1
exit 0
