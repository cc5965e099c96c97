# The mock exam page: start screen, questions, review screen, result.

exam-title = Mock exam
exam-description = Sit a mock exam in exam conditions or practise by domain, then read why each answer is right or wrong.
exam-lead = Scenario questions with one right answer, as the exam asks them. Your attempt stays in this browser until you submit it; wrong and guessed answers then go to your spaced review.

## Domains

exam-domain-hook-mechanics = Hook mechanics
exam-domain-hooks-vs-prompts = Hooks versus prompts
exam-domain-decomposition = Decomposition patterns and the matrix
exam-domain-sessions = Sessions
exam-domain-stale-context = Stale context
exam-guide-agentic-architecture = Agentic architecture and orchestration
exam-guide-claude-code-configuration = Claude Code configuration and workflows
exam-guide-context-reliability = Context management and reliability

## Start screen

exam-start-title = Set up your attempt
exam-mode-legend = Mode
exam-mode-exam = Exam conditions
exam-mode-exam-hint = A fixed number of questions in the bank's mix of domains, no explanations until you submit, and a clock that keeps running even if you close the tab.
exam-mode-practice = Practice
exam-mode-practice-hint = Choose the length and the domains; each answer is explained as soon as you give it, and the clock pauses when you leave the page.
exam-length-legend = Length
exam-length-option = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
exam-bank-smaller = { $count ->
    [one] The bank holds only { $count } question today, so this attempt has { $count }.
   *[other] The bank holds only { $count } questions today, so this attempt has { $count }.
}
exam-mix-intro = Questions are drawn in the same proportions as the bank:
exam-mix-line = { $domain }: { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
exam-domains-legend = Domains
exam-domains-hint = Tick none to practise every domain.
exam-missed-or-unseen = Only questions I missed or have not seen yet
exam-practice-matching = { $count ->
    [0] No question matches these choices.
    [one] { $count } question matches these choices.
   *[other] { $count } questions match these choices.
}
exam-timer-legend = Time limit
exam-timer-off = No time limit
exam-timer-standard = Standard: { $minutes ->
    [one] { $minutes } minute per question
   *[other] { $minutes } minutes per question
}
exam-timer-longer = Extended ×1.5: { $minutes ->
    [one] { $minutes } minute per question
   *[other] { $minutes } minutes per question
}
exam-timer-double = Extended ×2: { $minutes ->
    [one] { $minutes } minute per question
   *[other] { $minutes } minutes per question
}
exam-limit-none = This attempt has no time limit.
exam-limit = { $minutes ->
    [one] Time for this attempt: { $minutes } minute.
   *[other] Time for this attempt: { $minutes } minutes.
}
exam-timer-warning-hint = { $warning ->
    [one] A warning appears { $warning } minute before the end
   *[other] A warning appears { $warning } minutes before the end
}, with a button that adds { $extension ->
    [one] { $extension } minute
   *[other] { $extension } minutes
} (up to { $times ->
    [one] { $times } time
   *[other] { $times } times
}).
exam-timer-wall-clock = In exam conditions the clock keeps running when you close the tab; at zero the attempt is submitted as it stands.
exam-timer-pauses = In practice the clock stops while the page is hidden or closed.
exam-target-label = Your target score (%)
exam-target-hint = Hooklab sets no pass mark: write the score you are aiming for, from 0 to 100, or leave it empty.
exam-target-invalid = Write a whole number from 0 to 100, or leave the field empty.
exam-start = Start
exam-needs-js = The mock exam needs JavaScript: questions are drawn, timed and scored in your browser.

## The clock

exam-time-left = Time left:
exam-time-left-paused = Time left (paused):
exam-warning = { $minutes ->
    [one] Less than { $minutes } minute left. You can add time now.
   *[other] Less than { $minutes } minutes left. You can add time now.
}
exam-extend = { $minutes ->
    [one] Add { $minutes } minute
   *[other] Add { $minutes } minutes
}

## A question

exam-counter = Question { $current } of { $total }
exam-item-gone = This question ({ $id }) is no longer in the bank.
exam-flag = Flag for review
exam-verdict-right = Right.
exam-verdict-wrong = Wrong.
exam-previous = Previous
exam-next = Next
exam-next-review = Review my answers
exam-open-review = Review and submit
exam-map-label = Questions
exam-map-answered = Question { $number }, answered
exam-map-unanswered = Question { $number }, not answered
exam-map-flagged = Question { $number }, not answered, flagged
exam-map-answered-flagged = Question { $number }, answered, flagged

## Review screen

exam-review-title = Before you submit
exam-review-answered = { $total ->
    [one] You have answered { $answered } of { $total } question.
   *[other] You have answered { $answered } of { $total } questions.
}
exam-review-unanswered = Not answered
exam-review-flagged = Flagged for review
exam-review-no-confidence = Answered without saying how sure you are
exam-review-none = None.
exam-review-go = Go to question { $number }
exam-review-blank-counts = A question left unanswered counts as wrong: the exam does not penalise guessing.
exam-review-back = Back to the questions
exam-submit = Submit

## Result

exam-result-title = Your result
exam-submitted-by-you = submitted by you
exam-submitted-time-up = submitted when the time ran out
exam-score = { $right ->
    [one] { $right } right answer out of { $total } ({ $percent }).
   *[other] { $right } right answers out of { $total } ({ $percent }).
}
exam-target-met = You reached your target of { $target }.
exam-target-not-met = You have not reached your target of { $target } yet.
exam-time-used = Time used: { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
exam-cards-made = { $count ->
    [0] No answer goes to your spaced review: every answer was right and sure.
    [one] { $count } answer (wrong, or right but guessed) goes to your spaced review as a card.
   *[other] { $count } answers (wrong, or right but guessed) go to your spaced review as cards.
}
exam-by-domain = Score by domain
exam-by-guide-domain = Score by exam guide domain
exam-col-domain = Domain
exam-col-guide-domain = Exam guide domain
exam-again = New attempt
exam-items-title = Every question
exam-result-item = Question { $number }
exam-item-unanswered = Not answered.
exam-flagged-badge = flagged
exam-confidence-sure = You said: I'm sure.
exam-confidence-guessing = You said: I'm guessing.
exam-confidence-none = You did not say how sure you were.
exam-mark-yours-right = your answer, right
exam-lesson-link = Lesson:
exam-open-sandbox = Open this case in the sandbox and change one field to see why

## Refused actions (the core's AttemptError ids)

exam-error-submitted = This attempt is submitted and can no longer change.
exam-error-no-such-item = There is no such question in this attempt.
exam-error-no-such-option = That is not one of this question's options.
exam-error-not-answered = Choose an answer first.
exam-error-no-confidence = Say how sure you are first.
exam-error-checked = This answer has been checked and can no longer change.
exam-error-practice-only = Answers are checked one by one only in practice.
exam-error-cannot-extend = No more time can be added.
exam-error-empty = No question matches these choices: choose other domains or untick "only questions I missed or have not seen yet".
exam-error-unknown-item = This attempt names a question the bank no longer has.
exam-error-duplicate-item = This attempt lists a question twice.
exam-error-unreadable = The attempt stored in this browser could not be read, so it was set aside: start a new one.
