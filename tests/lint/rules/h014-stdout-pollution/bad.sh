#!/usr/bin/env bash
input=$(cat)
echo "$input"
printf '{"systemMessage": "Saved.\nDone."}'
