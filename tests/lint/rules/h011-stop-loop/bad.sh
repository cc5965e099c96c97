#!/usr/bin/env bash
# Keeps Claude working until the tests pass.
if ! npm test --silent >/dev/null 2>&1; then
  echo "Tests are failing; fix them before stopping." >&2
  exit 2
fi
exit 0
