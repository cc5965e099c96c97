-- The classroom, in SQL that SQLite and PostgreSQL both run unchanged:
-- TEXT and BIGINT only, ids made by the server (random, base64url),
-- times in milliseconds since 1970-01-01 UTC, flags as 0/1.
-- Secrets never appear here in the clear: passwords are argon2id PHC
-- strings, session ids, recovery codes and one-time tokens are SHA-256 hex.

CREATE TABLE instructors (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE students (
    id TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    recovery_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

-- Signed-in browsers. `role` is 'instructor' or 'student'; `account_id`
-- points into the matching table (deleting the account deletes these rows
-- in the same transaction).
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    role TEXT NOT NULL,
    account_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- Single-use links (the first instructor's setup link).
CREATE TABLE one_time_tokens (
    token_hash TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);

-- Fixed-window counters shared by every server on the database. `key_hash`
-- is the SHA-256 of the limit's name and key (an account, a join code, a
-- client address), so no address or code is stored.
CREATE TABLE rate_limits (
    key_hash TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    hits BIGINT NOT NULL
);

CREATE TABLE study_groups (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- Six characters, shown to the instructor as long as the group lives:
    -- an invitation, not a credential (it only lets someone join).
    join_code TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE TABLE group_instructors (
    group_id TEXT NOT NULL REFERENCES study_groups (id) ON DELETE CASCADE,
    instructor_id TEXT NOT NULL REFERENCES instructors (id) ON DELETE CASCADE,
    added_at BIGINT NOT NULL,
    PRIMARY KEY (group_id, instructor_id)
);
CREATE INDEX group_instructors_by_instructor ON group_instructors (instructor_id);

CREATE TABLE memberships (
    group_id TEXT NOT NULL REFERENCES study_groups (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (group_id, student_id)
);
CREATE INDEX memberships_by_student ON memberships (student_id);

-- Items an instructor wrote, in the content format; usable in the groups
-- that instructor teaches.
CREATE TABLE authored_items (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES instructors (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    file_name TEXT NOT NULL,
    source TEXT NOT NULL,
    version TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (owner_id, kind, item_id)
);

CREATE TABLE assignments (
    id TEXT PRIMARY KEY,
    group_id TEXT NOT NULL REFERENCES study_groups (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    opens_at BIGINT NOT NULL,
    due_at BIGINT NOT NULL,
    -- The IANA zone the instructor chose the dates in, for display.
    time_zone TEXT NOT NULL,
    -- 'accept' (accepted and marked late) or 'refuse'.
    late_policy TEXT NOT NULL,
    -- NULL: unlimited.
    attempts_allowed BIGINT,
    -- Seconds per attempt; NULL: no limit.
    time_limit BIGINT,
    show_answers BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX assignments_by_group ON assignments (group_id);

-- The items of an assignment, in order. `item_key` is `quiz/<id>`,
-- `challenge/<id>` or `simulator/<id>` for built-in items and
-- `authored/<authored_items.id>` for an instructor's own.
CREATE TABLE assignment_items (
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    item_key TEXT NOT NULL,
    kind TEXT NOT NULL,
    PRIMARY KEY (assignment_id, position),
    UNIQUE (assignment_id, item_key)
);

-- Accommodations for one student on one assignment.
CREATE TABLE overrides (
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    extra_seconds BIGINT NOT NULL,
    extra_attempts BIGINT NOT NULL,
    due_at BIGINT,
    PRIMARY KEY (assignment_id, student_id)
);

-- When a student opened an item for a timed attempt.
CREATE TABLE item_starts (
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    item_key TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    PRIMARY KEY (assignment_id, student_id, item_key)
);

-- Every submission, graded by the server. `answer` is what the learner did
-- (JSON), `response` what grading kept for statistics (JSON). The
-- idempotency key makes a retried submission land once.
CREATE TABLE attempts (
    id TEXT PRIMARY KEY,
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    item_key TEXT NOT NULL,
    attempt_no BIGINT NOT NULL,
    idempotency_key TEXT NOT NULL,
    submitted_at BIGINT NOT NULL,
    late BIGINT NOT NULL,
    answer TEXT NOT NULL,
    item_version TEXT NOT NULL,
    score BIGINT NOT NULL,
    correct BIGINT NOT NULL,
    response TEXT NOT NULL,
    regraded_at BIGINT,
    UNIQUE (student_id, idempotency_key),
    UNIQUE (assignment_id, student_id, item_key, attempt_no)
);
CREATE INDEX attempts_by_assignment ON attempts (assignment_id, item_key);
