#!/usr/bin/env bash
# Keeps a copy of the transcript when the session ends.
transcript=$(jq -r '.transcript_path')
cp "$transcript" "$CLAUDE_PROJECT_DIR/.claude/last-session.jsonl"
