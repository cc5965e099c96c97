# The quiz page: rounds of scenarios, the learner's history, matrix mode.

quiz-title = Name the pattern
quiz-description = Practise spotting the right decomposition pattern, hook or session move at a glance, with every answer explained through the decision matrix.
quiz-lead = Read a workflow, name the pattern, and see the matrix reasoning behind the answer. The exam wants a reflex; this is where you train it.
quiz-modes-label = Quiz mode
quiz-mode-round = Scenario round
quiz-mode-matrix = My own workflow

## Setup

quiz-setup-title = Set up a round
quiz-topic-legend = Topic
quiz-topic-all = All topics
quiz-length-legend = Length
quiz-length-option = { $count ->
    [one] { $count } scenario
   *[other] { $count } scenarios
}
quiz-keys-hint = Keyboard: 1–4 picks an option, S means you are sure, G means you are guessing, N moves on.
quiz-start = Start the round
quiz-needs-js = Answering needs JavaScript: the round is drawn and scored in your browser.

## A scenario

quiz-counter = Scenario { $current } of { $total }
quiz-which-pattern = Which pattern fits?
quiz-confidence-label = How sure are you?
quiz-sure = I'm sure
quiz-guessing = I'm guessing
quiz-mark-answer = right answer
quiz-mark-yours = your pick
quiz-right = Right.
quiz-wrong = Not this time: the answer is { $pattern }.
quiz-inner = A hybrid: { $outer } on the outside, with { $inner } inside it.
quiz-walk-title = Through the matrix
quiz-assumed = (assumed)
quiz-why-not-title = Why not { $pattern }?
quiz-exam-note-title = Exam answer vs Claude Code today
quiz-next = Next

## Summary

quiz-summary-title = Round over
quiz-score = { $right ->
    [one] { $right } right answer out of { $total } ({ $percent }).
   *[other] { $right } right answers out of { $total } ({ $percent }).
}
quiz-per-pattern = By pattern
quiz-col-pattern = Pattern
quiz-col-right = Right
quiz-col-accuracy = Accuracy
quiz-calibration-title = Confidence
quiz-sure-right = { $count ->
    [one] Sure and right: { $count } answer
   *[other] Sure and right: { $count } answers
}
quiz-sure-wrong = { $count ->
    [one] Sure and wrong: { $count } answer (the dangerous ones)
   *[other] Sure and wrong: { $count } answers (the dangerous ones)
}
quiz-guess-right = { $count ->
    [one] Guessed and right: { $count } answer (knowledge still shaky)
   *[other] Guessed and right: { $count } answers (knowledge still shaky)
}
quiz-guess-wrong = { $count ->
    [one] Guessed and wrong: { $count } answer
   *[other] Guessed and wrong: { $count } answers
}
quiz-sure-wrong-note = A confident wrong answer is the one that costs you on the exam: go back over those explanations first.
quiz-confusions-title = Confusions
quiz-no-confusions = No confusion this round.
quiz-confusion = { $count ->
    [one] You answered { $chosen } when it was { $answer }, { $count } time.
   *[other] You answered { $chosen } when it was { $answer }, { $count } times.
}
quiz-retry = { $count ->
    [one] Retry the { $count } missed scenario
   *[other] Retry the { $count } missed scenarios
}
quiz-new-round = New round
quiz-missed-title = Missed scenarios
quiz-explanations-title = Explanations of the missed scenarios
quiz-missed-answer = The answer: { $answer }. You chose { $chosen }.

## Matrix mode

quiz-matrix-title = Walk the matrix for your own workflow
quiz-matrix-intro = A walk through the decision matrix for a workflow you have in mind: how to split a task between calls, where a rule belongs (a hook, and on which event, or the prompt), or what to do with a session, including a resume that found nothing. Answer one question at a time; the result names the pattern and shows why, with the hook's event and fields, the pattern inside a chain, or the diagnosis.
quiz-matrix-step = Question { $number }
quiz-matrix-back = Back
quiz-matrix-restart = Start over
quiz-matrix-result = Result: { $pattern }
quiz-matrix-others = Why not another pattern?
quiz-matrix-why-not = Why not { $pattern }?
quiz-matrix-description-label = Your workflow in one line
quiz-matrix-description-hint = Optional. It is shown above the walk and kept with the result in this browser's progress.
quiz-matrix-workflow = Workflow: “{ $description }”
quiz-matrix-event = Event
quiz-matrix-fields = Fields to use
quiz-matrix-diagnosis = Diagnosis: { $diagnosis }
quiz-matrix-earlier-title = Your earlier walks
quiz-matrix-untitled = (no description)
