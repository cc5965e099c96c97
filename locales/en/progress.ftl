# "Your progress", the footer's menu on every page: download and load the
# progress file, and the report of what a load added.

progress-menu-title = Your progress
progress-menu-intro = Your progress is kept in this browser only. Download it to keep a copy or to move it to another device; loading a file adds what it holds to what is already here.
progress-export = Download progress (JSON)
progress-import = Load a progress file
progress-needs-js = Downloading and loading progress need JavaScript.
progress-import-added = Added from { $file }:
progress-import-nothing-new = Nothing new: everything in { $file } was already in this browser.
progress-added-lessons = { $count ->
    [one] { $count } lesson read
   *[other] { $count } lessons read
}
progress-added-checks = { $count ->
    [one] { $count } check-yourself answer
   *[other] { $count } check-yourself answers
}
progress-added-quiz-answers = { $count ->
    [one] { $count } quiz answer
   *[other] { $count } quiz answers
}
progress-added-matrix-walks = { $count ->
    [one] { $count } walk through the decision matrix
   *[other] { $count } walks through the decision matrix
}
progress-added-challenges = { $count ->
    [one] { $count } challenge solved
   *[other] { $count } challenges solved
}
progress-added-scenarios = { $count ->
    [one] { $count } simulator scenario finished
   *[other] { $count } simulator scenarios finished
}
progress-added-exams = { $count ->
    [one] { $count } mock exam or practice set
   *[other] { $count } mock exams or practice sets
}
progress-import-too-large = This file is too large (the limit is { $size } MB). Nothing was changed.
progress-import-syntax = This file is not valid JSON: at line { $line }, column { $column }, { $error }. Nothing was changed.
progress-import-invalid-at = This file is JSON but not a progress file: the value at line { $line }, column { $column } does not fit. Nothing was changed.
progress-import-invalid = This file holds a value a progress file cannot have. Nothing was changed.
progress-import-foreign = This is not a Hooklab progress file. Nothing was changed.
progress-import-newer = This file comes from a newer Hooklab (format { $found }; this one reads up to { $supported }). Nothing was changed.

# The lessons index: where the learner stands on each lesson.
lesson-read = Read
lesson-checks-right = { $right ->
    [one] { $right } check right out of { $total }
   *[other] { $right } checks right out of { $total }
}

# The quiz page: the learner's history, shown before a new round.
quiz-history-title = Your history
quiz-history-rounds = { $count ->
    [one] { $count } round played
   *[other] { $count } rounds played
}
quiz-history-answers = { $right ->
    [one] { $right } right answer out of { $total } ({ $percent })
   *[other] { $right } right answers out of { $total } ({ $percent })
}
quiz-history-last = Last answer:
quiz-history-confusions-title = Last confusions
quiz-history-confusion = { $chosen } instead of { $answer }
