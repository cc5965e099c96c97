-- Progress a student chose to keep on the group's server ("keep my
-- progress on the group server"), to use it from several devices. The row
-- exists only while the switch is on: switching it off deletes the copy.
-- `document` is the browser's progress document (JSON, the core's
-- format); `revision` grows by one at every write, so that two devices
-- saving at the same moment merge instead of overwriting each other.
CREATE TABLE kept_progress (
    student_id TEXT PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
    document TEXT NOT NULL,
    revision BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
