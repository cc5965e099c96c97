# Spaced review (/review) and the progress page (/progress): the cards due
# today, cram sessions, the study settings, the plan to the exam, mastery,
# calibration and recent mock exams.

exam-go-review = Go to your spaced review

## The review page

review-title = Spaced review
review-description = Answer again the questions you missed or guessed, on the day the FSRS scheduler sets, and plan your reviews up to your exam date.
review-lead = Every wrong answer, and every right answer you marked as a guess, becomes a card. A card comes back just before you would forget it: answer it again, say how sure you are, and the scheduler sets its next day. Your cards stay in this browser.
review-loading = Reading your cards in this browser…
review-due-count = { $count ->
    [0] No card is due today.
    [one] { $count } card is due today.
   *[other] { $count } cards are due today.
}
review-card-count = { $count ->
    [0] You have no card yet.
    [one] You have { $count } card in all.
   *[other] You have { $count } cards in all.
}
review-session-label = What to review
review-session-due = Today's cards
review-session-cram = Cram every card
review-due-hint = Each answer moves the card in your schedule: a wrong answer brings it back soon, a sure right answer sends it further away.
review-cram-hint = Cramming goes through every card, the weakest first, and changes nothing in your schedule.
review-card-title = A card due today
review-card-title-cram = Cramming
review-card-gone = The question behind this card is no longer in the course.
review-skip = Skip it
review-empty-title = Nothing left to review
review-no-cards = You have no card yet. Wrong and guessed answers in a mock exam or the quiz, wrong answers to a lesson's check-yourself questions and failed challenges become cards.
review-cram-done = You went through every card. Cramming changed nothing in your schedule.
review-done-next = All done for today. Your next card is due on
review-done = All done for now.
review-go-exam = Sit a mock exam
review-go-progress = See your progress
review-from-quiz = From the quiz
review-from-check = Check yourself: { $lesson }
review-from-challenge = A sandbox challenge you failed before solving it
review-right-answer = The right answer: { $answer }
review-next = Next card
review-open-challenge = Open the challenge in the sandbox
review-challenge-how = Once you have tried it again
review-challenge-solved = I solved it
review-challenge-not-yet = Not yet
review-challenge-noted = Noted: the scheduler has set this card's next day.

## Settings

review-settings-title = Your settings
review-retention-label = Desired retention
review-retention-hint = The chance of remembering a card on the day it comes back, from 0.70 to 0.97 (0.90 by default). Higher means more reviews.
review-retention-saved = Saved: cards will come back when your chance of remembering them falls to { $percent }.
review-bad-retention = Type a number from 0.70 to 0.97, such as 0.90.
review-exam-date-label = Exam date
review-exam-date-hint = The plan spreads your cards over the days left, so that you see each one at least once before the exam. Leave it empty to have no date.
review-date-saved = Saved: the plan below runs to this date.
review-date-cleared = Saved: no exam date.
review-bad-date = This is not a date: use the form year-month-day, such as 2026-06-15.
review-past-date = This date has passed: choose today or a later day.
review-save = Save

## The plan

review-plan-title = Your plan to the exam
review-no-exam-date = Set an exam date above to see a plan, day by day.
review-exam-past = Your exam date has passed: set the next one to plan again.
review-days-to-exam = { $count ->
    [0] The exam is today.
    [one] { $count } day until the exam.
   *[other] { $count } days until the exam.
}
review-plan-day = { $count ->
    [0] no card
    [one] { $count } card
   *[other] { $count } cards
}
review-plan-summary = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} over { $days ->
    [one] { $days } day
   *[other] { $days } days
}, at most { $peak ->
    [one] { $peak } card
   *[other] { $peak } cards
} a day.
review-plan-as-list = The plan day by day

## The progress page

standing-title = Your progress
standing-description = How ready you are for the exam, per domain and per lesson, with your reviews, your plan, your mock exams and how well your confidence matches your answers.
standing-lead = Everything here is computed in this browser from your answers and reviews.
standing-today-title = Today
standing-go-review = Review now
standing-mastery-title = How ready you are
standing-mastery-hint = Readiness is the chance of answering each question of the bank right today, averaged over every question, including those you have not met yet.
standing-by-domain = Readiness by domain
standing-by-guide-domain = Readiness by exam guide domain
standing-by-lesson = Readiness by lesson
standing-col-lesson = Lesson
standing-col-met = Questions met
standing-col-readiness = Readiness
standing-calibration-title = Sure, and right?
standing-calibration-hint = A well-calibrated learner is right almost every time they say "I'm sure". A low bar shows a domain where you feel more certain than you are.
standing-calibration-caption = How often your "sure" answers were right, per domain
standing-calibration-table = "Sure" and "guess" answers per domain
standing-col-sure = "Sure" answers right
standing-col-guess = "Guess" answers right
standing-no-sure = no "sure" answer yet
standing-none-yet = none yet
standing-tally = { $right ->
    [one] { $right } of { $total } ({ $percent })
   *[other] { $right } of { $total } ({ $percent })
}
standing-exams-title = Recent mock exams
standing-no-exams = You have not sat a mock exam in exam conditions yet.
standing-target-title = Your target score
standing-target-saved = Saved: your target is { $target }.
standing-target-cleared = Saved: no target score.
standing-bad-target = Type a whole number from 0 to 100, or leave the field empty.
