#!/usr/bin/env bash
input=$(cat)
file=$(echo "$input" | jq -r '.tool_input.file_path // ""')
if [[ "$file" == *.env ]]; then
  echo "Editing .env files is blocked"
  exit 2
fi
