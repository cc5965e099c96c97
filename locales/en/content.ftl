# Words that the content pipeline (hooklab-content) adds around the lessons.

## Section titles, in the order of the lessons index

section-start = Start here
section-hooks = Hooks
section-decomposition = Task decomposition
section-sessions = Session management
section-exam = Exam preparation
section-reference = Reference
section-cheat-sheets = Cheat sheets

## Callout titles. "important" marks where the exam's answer and today's Claude Code differ.

callout-note = Note
callout-tip = Tip
callout-important = Exam answer / Claude Code today
callout-warning = Warning
callout-caution = Caution

## Code blocks and headings

code-copy = Copy
code-copied = Copied
code-bad-example = Deliberately wrong
heading-anchor = Link to this section
