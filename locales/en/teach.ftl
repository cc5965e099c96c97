# The instructor's pages: groups, assignments, accommodations, results and
# charts, authored items.

teach-title = Teaching
teach-lead = Your groups, their assignments and results. Students join a group with its link or code.
teach-links = Teaching pages
teach-account = Your account
teach-students-not-here = These pages are for instructors. Your assignments are on the Class page.
teach-to-class = Go to the Class page
teach-groups = Your groups
teach-no-groups = You have no group yet. Create one below.
teach-students-count = { $count ->
    [one] { $count } student
   *[other] { $count } students
}
teach-new-group = New group
teach-group-name = Group name
teach-create-group = Create the group

## A group

teach-group-title = Group
teach-join-heading = Joining
teach-join-explain = Give students this link, or the code to type on the Class page. They choose a display name and get a recovery code.
teach-join-code = Join code:
teach-copy-link = Copy the link
teach-rotate = Change the code
teach-rotate-confirm = The current link and code stop working at once; students who have joined stay in the group.
teach-rotate-yes = Change it now
teach-assignments = Assignments
teach-no-assignments = No assignment yet.
teach-new-assignment = New assignment
teach-items-count = { $count ->
    [one] { $count } item
   *[other] { $count } items
}
teach-results = Results
teach-students = Students
teach-no-students = No student has joined yet.
teach-col-student = Student
teach-col-joined = Joined
teach-col-actions = Actions
teach-reset-code = New recovery code
teach-reset-code-for = New recovery code for { $name }
teach-new-code-once = Give this code to the student; it is shown only once and their old code no longer works.
teach-remove-student = Remove
teach-remove-student-named = Remove { $name }
teach-remove-confirm = Remove { $name } from the group? Their submissions and results here are deleted.
teach-remove-yes = Remove and delete their data
teach-instructors = Instructors
teach-add-instructor = Add an instructor
teach-add-instructor-help = The name another instructor signs in with. They see and manage everything in this group.
teach-add-instructor-submit = Add to the group
teach-delete-group = Delete the group
teach-delete-group-confirm = Delete { $group } with its assignments, students' submissions and results? This cannot be undone.
teach-delete-group-yes = Delete { $group }

## An assignment

teach-assignment-title = Assignment
teach-assignment-name = Name
teach-assignment-items = Items
teach-authored-mark = yours
teach-time-zone = Time zone of the dates
teach-opens = Opens
teach-due = Due date
teach-late-policy = After the due date
teach-late-accept = Accept submissions and mark them late
teach-late-refuse = Refuse submissions
teach-attempts = Attempts allowed per item
teach-attempts-help = Leave empty for no limit.
teach-time-limit = Time limit per attempt, in minutes
teach-time-limit-help = Leave empty for no time limit.
teach-show-answers = Show the grade and the expected answer after each submission
teach-create-assignment = Create the assignment
teach-save-assignment = Save the changes
teach-saved = Saved.
teach-edit-assignment = Change the settings
teach-zone-of = Dates set in { $zone }.
teach-problem-title = Give the assignment a name.
teach-problem-items = Choose at least one item.
teach-problem-date = Enter a date and a time.
teach-problem-due-order = The due date must come after the opening.
teach-problem-time-zone = Choose a time zone.
teach-problem-count = Enter a whole number greater than zero, or leave the field empty.
teach-accommodations = Accommodations
teach-accommodations-lead = Extra time, extra attempts or a later due date for one student.
teach-extra-minutes = { $count ->
    [one] { $count } extra minute per attempt
   *[other] { $count } extra minutes per attempt
}
teach-extra-attempts = { $count ->
    [one] { $count } extra attempt
   *[other] { $count } extra attempts
}
teach-later-due = due
teach-extra-minutes-label = Extra minutes per attempt
teach-extra-attempts-label = Extra attempts
teach-later-due-label = Later due date ({ $zone })
teach-set-override = Save the accommodation
teach-clear-override = Clear
teach-clear-override-for = Clear the accommodation of { $name }
teach-delete-assignment = Delete the assignment
teach-delete-assignment-confirm = Delete { $assignment } with every submission made to it? This cannot be undone.
teach-delete-assignment-yes = Delete { $assignment }

## Results

teach-results-title = Results
teach-results-of = Results: { $assignment }
teach-download-csv = Download CSV
teach-download-json = Download JSON
teach-stale = { $count ->
    [one] { $count } attempt was graded against an older version of its item.
   *[other] { $count } attempts were graded against an older version of their item.
}
teach-regrade = Grade them again
teach-regraded = { $count ->
    [one] { $count } attempt graded again, { $changed } changed.
   *[other] { $count } attempts graded again, { $changed } changed.
}
teach-grid = Students and items
teach-not-attempted = not attempted
teach-col-total = Total
teach-item-stats = Items, hardest first
teach-item-stats-lead = Facility is the mean score of the students who attempted the item. Discrimination runs from −1 to 1: high when the students who did well overall did well on the item. The most common wrong answer counts first attempts.
teach-col-item = Item
teach-col-attempted = Attempted by
teach-col-facility = Facility
teach-col-discrimination = Discrimination
teach-col-wrong = Most common wrong answer
teach-none = —
teach-wrong-share = { $answer } ({ $share }, { $count ->
    [one] { $count } student
   *[other] { $count } students
})
teach-goal-not-reached = goal not reached
teach-charts = Charts
teach-distribution = { $count ->
    [one] Score distribution of the { $count } student who submitted
   *[other] Score distribution of the { $count } students who submitted
}
teach-bin = { $from }–{ $to }%
teach-as-table = As a table
teach-col-score = Score
teach-col-students = Students
teach-items-chart = Facility and discrimination per item, hardest first
teach-items-chart-text = The table "Items, hardest first" gives the same numbers.
teach-confusion = Which pattern was chosen for which
teach-confusion-lead = Quiz items, first attempts: rows are the expected pattern, columns the pattern chosen; the numbered list names them.
teach-expected-chosen = Expected \ chosen
teach-challenge-outcomes = The most common wrong outcome of each sandbox challenge
teach-outcome-line = { $item }: { $wrong }

## Authored items

teach-items-title = Your items
teach-items-lead = Quiz scenarios, sandbox challenges and simulator scenarios you write yourself, in the content format. You can use them in the assignments of your groups.
teach-upload = Upload items
teach-upload-kind = Kind of item
teach-upload-files = Files
teach-upload-help = TOML files in the content format, one item per file. Either every file is saved or none.
teach-upload-submit = { $count ->
    [0] Upload
    [one] Upload { $count } file
   *[other] Upload { $count } files
}
teach-upload-refused = Nothing was saved. Correct these errors and upload the files again:
teach-upload-at-line-field = { $file }, line { $line }, field { $field }:
teach-upload-at-line = { $file }, line { $line }:
teach-upload-at-field = { $file }, field { $field }:
teach-upload-in-file = { $file }:
teach-upload-saved = { $count ->
    [one] { $count } item saved.
   *[other] { $count } items saved.
}
teach-my-items = Your items
teach-no-items = You have not uploaded any item yet.
teach-col-kind = Kind
teach-col-updated = Updated
teach-delete-item = Delete
teach-delete-item-named = Delete { $item }
teach-delete-item-confirm = Delete { $item }? An item that an assignment uses cannot be deleted.

## Exam questions in assignments
teach-domain-filter = Show the exam questions of
teach-domain-all = every domain
teach-exam-option = option { $option }
teach-confidence-sure = sure
teach-confidence-guessing = guessing
