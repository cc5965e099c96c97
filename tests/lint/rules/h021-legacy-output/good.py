#!/usr/bin/env python3
import json, sys

data = json.load(sys.stdin)
if data["tool_input"].get("file_path", "").endswith(".md"):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow", "permissionDecisionReason": "docs are always fine"}}))
