# The privacy page: what the classroom keeps, for how long, who sees it.

privacy-title = Privacy
privacy-lead = The lessons and practice tools keep nothing about you on the server. Only the class does, and only what it needs.
privacy-kept-title = What the server keeps
privacy-kept-students = For a student: the display name you choose, the groups you joined and when, a fingerprint of your recovery code (SHA-256; the code itself is not kept), and each submission with its time, your answer and its grade.
privacy-kept-instructors = For an instructor: the name, the password as an argon2id hash, the groups and assignments, and the items you uploaded.
privacy-kept-not = No e-mail address, no tracking and no analytics. Sessions are random tokens kept as fingerprints; request logs hold paths without join codes, never a password, code or session.
privacy-browser-title = What your browser keeps
privacy-browser-body = A session cookie while you are signed in, and a submission waiting for the server's answer. Signing out ends the session on the server and clears what this browser kept for your account, so a shared computer keeps nothing of yours. Your practice progress outside the class stays in your browser only, unless you switch on “keep my progress on the group server” on the class page: then the server also keeps a copy of it (lessons read, answers, exams, review cards), until you switch it off, leave your last group or are removed, which deletes it. Signing out then also clears the progress from this browser.
privacy-who-title = Who sees it
privacy-who-body = You see your own submissions and results. The instructors of a group see its students' display names, submissions and results. No one else does: other students never see yours.
privacy-leave-title = Leaving and deleting
privacy-leave-student = A student can leave a group from the class page: their submissions and results in that group are deleted at once.
privacy-leave-instructor = An instructor can remove a student, or delete a group with everything in it. Whoever hosts this server can delete any of it.
privacy-how-long-title = For how long
privacy-how-long-data = Submissions and results stay until the student leaves the group, the instructor removes them or deletes the group, or the host deletes them.
privacy-how-long-sessions = Sessions end on sign-out, or after { $instructor ->
    [one] { $instructor } day
   *[other] { $instructor } days
} for an instructor and { $student ->
    [one] { $student } day
   *[other] { $student } days
} for a student.
