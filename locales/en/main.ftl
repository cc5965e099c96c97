# The frame every page shares, the home page and the lessons.

skip-to-content = Skip to content
nav-label = Main
nav-learn = Lessons
nav-quiz = Quiz
nav-exam = Mock exam
nav-review = Review
nav-sandbox = Sandbox
nav-simulator = Simulator
nav-class = Class
language-switcher-label = Language
theme-dark = Dark theme
footer-version = Hooklab follows Claude Code v2.1.240 (the documentation of 22 August 2026). Where the exam's answer differs, the lessons say so.
footer-offline = Every page you open keeps working offline, the sandbox and the simulator included.
footer-privacy = Privacy

not-found-title = Page not found
not-found-body = Nothing lives at this address. The link may be mistyped, or the page may have moved.
not-found-home = Back to the home page

home-tagline = hooks, decomposition and sessions, learnt by doing
home-description = Learn Claude Code hooks, task decomposition and session management by doing: lessons, a live hook sandbox, a scenario quiz and a session simulator.
home-title = Make AI agents controllable
home-lead = Hooklab teaches one certification section — Agent SDK hooks, task decomposition and session management — through short lessons and hands-on practice that runs in your browser.
home-reflexes-title = What you will be able to say at a glance
home-reflex-hook = This is a hook problem, not a prompt problem.
home-reflex-pattern = This is prompt chaining, not orchestrator-workers.
home-reflex-session = This session is stale: summarise and restart.
home-reflexes-after = Each lesson builds one of these reflexes and ends with questions that check it.
home-start-title = Start here
home-start-body = The section at a glance, the pass criterion, and how to use Hooklab.
home-learn-title = All lessons
home-learn-body = Hooks, decomposition and sessions, with printable cheat sheets.
home-exam-title = Mock exam
home-exam-body = Timed questions in the exam's format, or a practice round with every answer explained.
home-review-title = Spaced review
home-review-body = The questions you missed or guessed come back when you are about to forget them, planned up to your exam date.
home-progress-title = Your progress
home-progress-body = How ready you are per domain and per lesson, and how often your "sure" answers are right.
progress-menu-page = See how ready you are

learn-title = Lessons
learn-description = Every lesson of the section on hooks, task decomposition and sessions.
learn-lead = Read them in order the first time; come back to the reference pages and cheat sheets later.
lesson-count = { $count ->
    [one] { $count } lesson
   *[other] { $count } lessons
}
loading = Loading…
load-error = The page could not be loaded: { $error }
load-error-content = its questions did not arrive
toc-label = On this page
lesson-version-note = Behaviour as of Claude Code v{ $version }.
breadcrumbs-label = Breadcrumbs
practice-title = Practise this
practice-preset = Sandbox preset: { $id }
practice-challenge = Sandbox challenge: { $id }
practice-simulator = Simulator scenario: { $id }
practice-other = Practice: { $id }
checks-title = Check yourself
check-right = Right.
check-wrong = Not quite.
check-show-answer = Show the answer
pager-label = More lessons
pager-previous = Previous
pager-next = Next
