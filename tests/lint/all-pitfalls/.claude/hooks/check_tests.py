#!/usr/bin/env python3
"""Keeps Claude working while the test suite fails."""
import json, subprocess, sys

json.load(sys.stdin)
result = subprocess.run(["pytest", "-q"], capture_output=True)
if result.returncode != 0:
    print("Tests are failing; fix them before you stop.", file=sys.stderr)
    sys.exit(2)
