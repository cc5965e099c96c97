#!/usr/bin/env bash
# Blocks writes to the lock file.
if [[ "$CLAUDE_TOOL_INPUT" == *package-lock.json* ]]; then
  echo "Do not edit package-lock.json by hand" >&2
  exit 2
fi
