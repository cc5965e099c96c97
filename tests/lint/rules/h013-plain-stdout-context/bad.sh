#!/usr/bin/env bash
input=$(cat)
file=$(echo "$input" | jq -r '.tool_input.file_path')
prettier --write "$file" >/dev/null 2>&1
echo "Formatted $file with prettier"
