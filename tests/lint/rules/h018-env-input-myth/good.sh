#!/usr/bin/env bash
# Blocks writes to the lock file.
path=$(jq -r '.tool_input.file_path // ""')
if [[ "$path" == *package-lock.json ]]; then
  echo "Do not edit package-lock.json by hand" >&2
  exit 2
fi
