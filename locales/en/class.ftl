# The classroom for everyone and for students: joining, signing in, a
# student's groups and assignments, doing an item, the instructor's account.

class-title = Class
class-needs-js = These forms need JavaScript: joining and signing in happen in your browser.

## Ways in

class-signin-title = Sign in to the class
class-welcome-lead = Join your group with the code your instructor gave you, come back with your recovery code, or sign in as an instructor.
class-join-title = Join a group
class-join-heading = Join a group
class-join-have-account = Already joined? Sign in with your recovery code.
class-join-code = Join code
class-join-name = Display name
class-join-name-help = The name your instructor sees next to your results. No e-mail address is needed.
class-privacy-link = What the server keeps
class-join-submit = Join the group
class-joined = You have joined { $group }.
class-recovery-heading = Your recovery code
class-recovery-explain = This code is your only way to sign in again, on this computer after signing out or on another device. Write it down or copy it somewhere safe.
class-recovery-copy = Copy the code
class-recovery-copied = Copied.
class-recovery-once = It is shown only this once. If you lose it, your instructor can give you a new one.
class-recovery-continue = I have kept it: go to my assignments
class-recover-heading = Sign in again with a recovery code
class-recover-code = Recovery code
class-recover-submit = Sign in
class-instructor-heading = Instructor sign-in
class-instructor-name = Name
class-password = Password
class-instructor-submit = Sign in as an instructor

## First instructor

class-setup-heading = Create the first instructor
class-setup-lead = This link works once. Choose the name and password you will sign in with; you can add other instructors to your groups later.
class-new-password = New password
class-password-help = { $count ->
    [one] At least { $count } character.
   *[other] At least { $count } characters.
}
class-password-again = The same password again
class-password-mismatch = The two passwords differ.
class-setup-submit = Create the instructor

## Account

class-sign-out = Sign out
class-signed-in-as = Signed in as { $name }.
class-signed-in-instructor = Signed in as { $name }, instructor.
class-to-teach = Your groups and assignments
class-password-heading = Change your password
class-password-lead = Your other sessions end when the password changes.
class-password-current = Current password
class-password-submit = Change the password
class-password-changed = Your password is changed.

## Errors

class-error-signed-out = Please sign in again.
class-error-bad-credentials = Sign-in refused: { $detail }.
class-error-forbidden = This is not yours to see or change.
class-error-not-found = Not found: { $detail }.
class-error-invalid = Please check the form: { $detail }.
class-error-rate-limited = { $seconds ->
    [one] Too many tries. Try again in { $seconds } second.
   *[other] Too many tries. Try again in { $seconds } seconds.
}
class-error-unavailable = The class's database is not answering. Try again in a moment.
class-error-network = The server did not answer. Check your connection and try again.
class-error-bad-request = The server could not read this request. Reload the page and try again.
class-error-other = Something went wrong: { $detail }.
class-refused-not-open = This assignment is not open yet.
class-refused-past-due = The due date has passed and this assignment does not accept late submissions.
class-refused-open-first = Start the timed attempt before submitting.
class-refused-time-up = The time for this attempt is over.
class-refused-attempts-used = You have used every attempt on this item.
class-refused-name-taken = This name is taken. Choose another one.
class-refused-in-use = This is still in use.
class-refused-holds-data = This still holds data and cannot be removed.

## Groups and assignments

class-no-groups = You are not in any group yet.
class-no-assignments = No assignment in this group yet.
class-opens = Opens
class-due = Due date
class-phase-upcoming = Not open yet
class-phase-open = Open
class-phase-late = Past the due date, late submissions accepted
class-phase-closed = Closed
class-submitted-items = { $total ->
    [one] { $done } of { $total } item submitted
   *[other] { $done } of { $total } items submitted
}
class-late-mark = late
class-score = Score: { $score }
class-leave = Leave this group
class-leave-confirm = Leave { $group }? Your submissions and results in this group are deleted, and your instructor will no longer see them. This cannot be undone.
class-leave-yes = Leave and delete my data
class-cancel = Cancel
class-kind-quiz = Quiz scenario
class-kind-challenge = Sandbox challenge
class-kind-simulator = Simulator scenario
class-kind-exam = Exam question
class-exam-your-answer = Your answer
class-exam-choose = Choose an option, then say how sure you are.
class-response-exam = You chose option { $chosen }; the right answer is option { $expected }.
class-exam-explained = Explanations

## One assignment

class-assignment-title = Assignment
class-rule-attempts = { $count ->
    [one] { $count } attempt per item.
   *[other] { $count } attempts per item.
}
class-rule-attempts-unlimited = No limit on attempts.
class-rule-time-limit = { $minutes ->
    [one] { $minutes } minute per attempt.
   *[other] { $minutes } minutes per attempt.
}
class-rule-late-accepted = Late submissions are accepted and marked late.
class-rule-late-refused = Submissions after the due date are refused.
class-rule-answers-shown = Your result is shown after each submission.
class-rule-answers-hidden = Results are not shown after submitting.
class-items = Items
class-item-not-open = not open yet
class-item-to-do = to do
class-item-closed = closed
class-item-attempts = { $count ->
    [one] submitted, { $count } attempt
   *[other] submitted, { $count } attempts
}
class-item-attempts-of = { $count ->
    [one] submitted: { $count } attempt used of { $allowed }
   *[other] submitted: { $count } attempts used of { $allowed }
}
class-attempts = Your attempts
class-col-item = Item
class-col-attempt = Attempt
class-col-submitted = Submitted
class-col-result = Result
class-correct = Correct
class-incorrect = Not correct
class-result-hidden = Stored. Your instructor sees the result.

## Doing an item

class-goal = Goal
class-item-broken = This item cannot be shown. Tell your instructor.
class-start-explain = { $minutes ->
    [one] This attempt is timed: { $minutes } minute from when you start.
   *[other] This attempt is timed: { $minutes } minutes from when you start.
}
class-start = Start the attempt
class-time-left = Time left:
class-time-up = The time is up. The server refuses what arrives after it.
class-submit = Submit
class-submitted-attempt = Attempt { $n } stored.
class-waiting-to-send = Waiting to send: your answer is kept in this browser and goes to the server as soon as it can be reached.
class-offline-copy = You are offline: this is the copy of this page kept on this device the last time you opened it. An answer you give now waits here and is sent once the network is back.
class-submitted-late = It arrived after the due date and is marked late.
class-response-quiz = You chose { $chosen }; the expected answer is { $expected }.
class-response-challenge = { $total ->
    [one] { $passed } of { $total } held-back test passed.
   *[other] { $passed } of { $total } held-back tests passed.
}
class-response-simulator-reached = { $count ->
    [one] Goal reached in { $count } command.
   *[other] Goal reached in { $count } commands.
}
class-response-simulator-missed = { $count ->
    [one] Goal not reached after { $count } command.
   *[other] Goal not reached after { $count } commands.
}

# "Keep my progress on the group server" on the student's class page.
class-keep-heading = Your progress on other devices
class-keep-intro = Your lessons, answers and review cards are kept in this browser. Switch this on to keep a copy on your group's server as well: every device you sign in on sends its progress there and gets back what the others did. Switching it off deletes the server's copy.
class-keep-label = Keep my progress on the group server
class-keep-synced = Your progress is kept on the server, and this browser is up to date.
class-keep-off = Your progress is no longer kept on the server: its copy is deleted. This browser keeps its own.
