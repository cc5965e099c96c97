#!/usr/bin/env bash
# Appends every memory-server call to an audit log.
jq -c '{tool: .tool_name, input: .tool_input}' >> "$CLAUDE_PROJECT_DIR/.claude/audit.log"
