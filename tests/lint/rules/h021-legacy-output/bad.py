#!/usr/bin/env python3
import json, sys

data = json.load(sys.stdin)
if data["tool_input"].get("file_path", "").endswith(".md"):
    print(json.dumps({"decision": "approve", "reason": "docs are always fine"}))
