//! Submissions and what becomes of them: graded again by the server with
//! the core, stored with the server's time, judged late by that time,
//! refused past the attempts allowed or the time limit, landed once per
//! idempotency key; the student's view of their work; re-grading; results.

use sqlx::any::AnyRow;

use hooklab_core::classroom::{Assignment, Effective};
pub use hooklab_core::classroom::{
    AttemptView, Feedback, ItemStatus, Phase, Receipt, Regraded, Started, StudentAssignment,
    Submission,
};
use hooklab_core::practice::grade;
use hooklab_core::practice::stats::{self, AttemptRecord, ItemRef, Results, StudentRef};

use crate::accounts::{Account, RoleCheck};
use crate::error::Refusal;
use crate::limits::Action;
use crate::{col, flag, secret, Result, Store, StoreError};

/// Time added to a time limit for the network, in milliseconds.
pub const TIME_LIMIT_GRACE_MS: i64 = 30_000;

fn check_idempotency_key(key: &str) -> Result<()> {
    let ok = (8..=128).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(())
    } else {
        Err(StoreError::Invalid(
            "the idempotency key is 8 to 128 letters, digits, - or _".into(),
        ))
    }
}

fn minutes(seconds: u32) -> String {
    let m = seconds.div_ceil(60);
    if m == 1 {
        "1 minute".to_owned()
    } else {
        format!("{m} minutes")
    }
}

impl Store {
    /// Where a student may act on an assignment's item: the assignment
    /// (loaded through the student's membership), their rules, the phase.
    async fn student_context(
        &self,
        student: &Account,
        assignment_id: &str,
        item_key: &str,
    ) -> Result<(Assignment, Effective, Phase)> {
        let assignment = self
            .assignment_for_student(student, assignment_id, "en")
            .await?;
        if !assignment.items.iter().any(|i| i.key == item_key) {
            return Err(StoreError::NotFound(format!(
                "{item_key} is not part of this assignment"
            )));
        }
        let effective = assignment.effective(&self.override_for(assignment_id, &student.id).await?);
        let now = self.now();
        let phase = effective.phase(assignment.late_policy, now);
        match phase {
            Phase::Upcoming => Err(StoreError::Refused(
                Refusal::NotOpen,
                "this assignment is not open yet".into(),
            )),
            Phase::Closed => Err(StoreError::Refused(
                Refusal::PastDue,
                "the due date has passed and this assignment does not accept late work".into(),
            )),
            Phase::Open | Phase::Late => Ok((assignment, effective, phase)),
        }
    }

    /// Starts a timed attempt on an item (reloading the page does not
    /// restart the clock). Without a time limit, nothing is recorded.
    ///
    /// # Errors
    /// [`StoreError::Refused`] outside the assignment's dates.
    pub async fn start_item(
        &self,
        student: &Account,
        assignment_id: &str,
        item_key: &str,
    ) -> Result<Option<Started>> {
        let (_, effective, _) = self
            .student_context(student, assignment_id, item_key)
            .await?;
        let Some(limit) = effective.time_limit else {
            return Ok(None);
        };
        sqlx::query(
            "INSERT INTO item_starts (assignment_id, student_id, item_key, started_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (assignment_id, student_id, item_key) DO NOTHING",
        )
        .bind(assignment_id)
        .bind(&student.id)
        .bind(item_key)
        .bind(self.now())
        .execute(&self.pool)
        .await?;
        let started_at = self
            .started_at(assignment_id, &student.id, item_key)
            .await?
            .unwrap_or_else(|| self.now());
        Ok(Some(Started {
            started_at,
            ends_at: started_at + i64::from(limit) * 1000,
        }))
    }

    async fn started_at(
        &self,
        assignment_id: &str,
        student_id: &str,
        item_key: &str,
    ) -> Result<Option<i64>> {
        let row = sqlx::query(
            "SELECT started_at FROM item_starts \
             WHERE assignment_id = $1 AND student_id = $2 AND item_key = $3",
        )
        .bind(assignment_id)
        .bind(student_id)
        .bind(item_key)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| col(&r, "started_at")).transpose()
    }

    /// Grades and stores a submission.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a malformed answer or key,
    /// [`StoreError::Refused`] past the attempts, the time limit or a
    /// refusing due date, [`StoreError::RateLimited`], and
    /// [`StoreError::NotFound`] for an assignment not the student's.
    pub async fn submit(
        &self,
        student: &Account,
        submission: &Submission,
        address: &str,
    ) -> Result<Receipt> {
        student.student()?;
        check_idempotency_key(&submission.idempotency_key)?;
        if let Some(receipt) = self.replay(student, submission).await? {
            return Ok(receipt);
        }
        self.limit(Action::Submit, Some(student.id.as_str()), address)
            .await?;
        let (assignment, effective, phase) = self
            .student_context(student, &submission.assignment_id, &submission.item_key)
            .await?;
        let (item, _) = self
            .resolve_item(&assignment.group_id, &submission.item_key)
            .await?;
        let graded =
            grade(&item, &submission.answer).map_err(|e| StoreError::Invalid(e.to_string()))?;
        let allowed = effective.attempts_allowed;
        let used = self
            .attempt_count(&submission.assignment_id, &student.id, &submission.item_key)
            .await?;
        if allowed.is_some_and(|a| used >= i64::from(a)) {
            return Err(over_attempts(allowed));
        }
        let now = self.now();
        if let Some(limit) = effective.time_limit {
            let started = self
                .started_at(&submission.assignment_id, &student.id, &submission.item_key)
                .await?
                .ok_or_else(|| {
                    StoreError::Refused(
                        Refusal::OpenFirst,
                        "this item has a time limit: open it before submitting".into(),
                    )
                })?;
            if now > started + i64::from(limit) * 1000 + TIME_LIMIT_GRACE_MS {
                return Err(StoreError::Refused(
                    Refusal::TimeUp,
                    format!(
                        "the time limit of {} for this attempt has passed",
                        minutes(limit)
                    ),
                ));
            }
        }
        let answer = serde_json::to_string(&submission.answer)
            .map_err(|e| StoreError::Internal(format!("encoding an answer: {e}")))?;
        let response = serde_json::to_string(&graded.response)
            .map_err(|e| StoreError::Internal(format!("encoding a response: {e}")))?;
        let late = phase == Phase::Late;
        let id = secret::new_id()?;
        let limit = allowed.map_or(i64::MAX, i64::from);
        for _ in 0..4 {
            let inserted = sqlx::query(
                "INSERT INTO attempts (id, assignment_id, student_id, item_key, attempt_no, \
                   idempotency_key, submitted_at, late, answer, item_version, score, correct, response) \
                 SELECT $1, $2, $3, $4, COALESCE(MAX(attempt_no), 0) + 1, $5, $6, $7, $8, $9, $10, $11, $12 \
                 FROM attempts WHERE assignment_id = $2 AND student_id = $3 AND item_key = $4 \
                 HAVING COUNT(*) < $13 \
                 ON CONFLICT (student_id, idempotency_key) DO NOTHING \
                 RETURNING attempt_no",
            )
            .bind(&id)
            .bind(&submission.assignment_id)
            .bind(&student.id)
            .bind(&submission.item_key)
            .bind(&submission.idempotency_key)
            .bind(now)
            .bind(i64::from(late))
            .bind(&answer)
            .bind(item.version())
            .bind(i64::from(graded.score))
            .bind(i64::from(graded.correct))
            .bind(&response)
            .bind(limit)
            .fetch_optional(&self.pool)
            .await;
            match inserted {
                Ok(Some(row)) => {
                    if effective.time_limit.is_some() {
                        sqlx::query(
                            "DELETE FROM item_starts \
                             WHERE assignment_id = $1 AND student_id = $2 AND item_key = $3",
                        )
                        .bind(&submission.assignment_id)
                        .bind(&student.id)
                        .bind(&submission.item_key)
                        .execute(&self.pool)
                        .await?;
                    }
                    let attempt_no: i64 = col(&row, "attempt_no")?;
                    return Ok(Receipt {
                        attempt_id: id,
                        attempt_no: u32::try_from(attempt_no).unwrap_or(u32::MAX),
                        submitted_at: now,
                        late,
                        replayed: false,
                        feedback: assignment.show_answers.then(|| Feedback {
                            score: graded.score,
                            correct: graded.correct,
                            response: graded.response.clone(),
                        }),
                    });
                }
                Ok(None) => {
                    // Either the same key landed meanwhile, or the attempts
                    // ran out.
                    if let Some(receipt) = self.replay(student, submission).await? {
                        return Ok(receipt);
                    }
                    return Err(over_attempts(allowed));
                }
                // Two submissions raced for the same attempt number: count again.
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {}
                Err(e) => return Err(e.into()),
            }
        }
        Err(StoreError::Unavailable(
            "too many submissions at once; try again".into(),
        ))
    }

    async fn attempt_count(
        &self,
        assignment_id: &str,
        student_id: &str,
        item_key: &str,
    ) -> Result<i64> {
        col(
            &sqlx::query(
                "SELECT COUNT(*) AS n FROM attempts \
                 WHERE assignment_id = $1 AND student_id = $2 AND item_key = $3",
            )
            .bind(assignment_id)
            .bind(student_id)
            .bind(item_key)
            .fetch_one(&self.pool)
            .await?,
            "n",
        )
    }

    /// The stored receipt of a submission already made with this key.
    async fn replay(&self, student: &Account, submission: &Submission) -> Result<Option<Receipt>> {
        let Some(row) = sqlx::query(
            "SELECT a.*, s.show_answers FROM attempts a JOIN assignments s ON s.id = a.assignment_id \
             WHERE a.student_id = $1 AND a.idempotency_key = $2",
        )
        .bind(&student.id)
        .bind(&submission.idempotency_key)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let attempt = attempt_of_row(&row)?;
        if attempt.item_key != submission.item_key
            || col::<String>(&row, "assignment_id")? != submission.assignment_id
        {
            return Err(StoreError::Invalid(
                "this idempotency key was used for another submission".into(),
            ));
        }
        Ok(Some(Receipt {
            attempt_id: attempt.id,
            attempt_no: attempt.attempt_no,
            submitted_at: attempt.submitted_at,
            late: attempt.late,
            replayed: true,
            feedback: if flag(&row, "show_answers")? {
                attempt.feedback
            } else {
                None
            },
        }))
    }

    /// A student's assignments in one group, each with where they stand.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless they are in the group.
    pub async fn student_assignments(
        &self,
        student: &Account,
        group_id: &str,
        lang: &str,
    ) -> Result<Vec<StudentAssignment>> {
        student.student()?;
        let assignments = self.assignments_of_group(student, group_id, lang).await?;
        let mut out = Vec::with_capacity(assignments.len());
        for assignment in assignments {
            out.push(self.student_view(student, assignment).await?);
        }
        Ok(out)
    }

    /// One assignment as the student sees it.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless it is in one of their groups.
    pub async fn student_assignment(
        &self,
        student: &Account,
        assignment_id: &str,
        lang: &str,
    ) -> Result<StudentAssignment> {
        let assignment = self
            .assignment_for_student(student, assignment_id, lang)
            .await?;
        self.student_view(student, assignment).await
    }

    async fn student_view(
        &self,
        student: &Account,
        assignment: Assignment,
    ) -> Result<StudentAssignment> {
        let effective =
            assignment.effective(&self.override_for(&assignment.id, &student.id).await?);
        let now = self.now();
        let attempts = self.attempt_rows(&assignment.id, Some(&student.id)).await?;
        let starts = sqlx::query(
            "SELECT item_key, started_at FROM item_starts WHERE assignment_id = $1 AND student_id = $2",
        )
        .bind(&assignment.id)
        .bind(&student.id)
        .fetch_all(&self.pool)
        .await?;
        let mut items = Vec::with_capacity(assignment.items.len());
        for item in &assignment.items {
            let mine: Vec<&AttemptView> =
                attempts.iter().filter(|a| a.item_key == item.key).collect();
            let best = mine
                .iter()
                .filter_map(|a| a.feedback.as_ref().map(|f| f.score))
                .max();
            let started = match effective.time_limit {
                Some(limit) => starts
                    .iter()
                    .find(|r| col::<String>(r, "item_key").is_ok_and(|k| k == item.key))
                    .map(|r| col::<i64>(r, "started_at"))
                    .transpose()?
                    .map(|at| Started {
                        started_at: at,
                        ends_at: at + i64::from(limit) * 1000,
                    }),
                None => None,
            };
            items.push(ItemStatus {
                key: item.key.clone(),
                attempts: u32::try_from(mine.len()).unwrap_or(u32::MAX),
                attempts_allowed: effective.attempts_allowed,
                best_score: if assignment.show_answers { best } else { None },
                last_submitted_at: mine.iter().map(|a| a.submitted_at).max(),
                late: mine.iter().any(|a| a.late),
                started,
            });
        }
        Ok(StudentAssignment {
            phase: effective.phase(assignment.late_policy, now),
            effective,
            assignment,
            items,
            now,
        })
    }

    /// A student's own attempts on an assignment, oldest first; grades only
    /// when the assignment shows answers.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the assignment is in their group.
    pub async fn my_attempts(
        &self,
        student: &Account,
        assignment_id: &str,
    ) -> Result<Vec<AttemptView>> {
        let assignment = self
            .assignment_for_student(student, assignment_id, "en")
            .await?;
        let mut attempts = self.attempt_rows(assignment_id, Some(&student.id)).await?;
        if !assignment.show_answers {
            for attempt in &mut attempts {
                attempt.feedback = None;
            }
        }
        Ok(attempts)
    }

    /// Every attempt on an assignment (or one student's), for its
    /// instructors.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn attempts_of_assignment(
        &self,
        instructor: &Account,
        assignment_id: &str,
        student_id: Option<&str>,
    ) -> Result<Vec<AttemptView>> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        self.attempt_rows(assignment_id, student_id).await
    }

    async fn attempt_rows(
        &self,
        assignment_id: &str,
        student_id: Option<&str>,
    ) -> Result<Vec<AttemptView>> {
        let rows = match student_id {
            Some(student) => {
                sqlx::query(
                    "SELECT * FROM attempts WHERE assignment_id = $1 AND student_id = $2 \
                     ORDER BY submitted_at, attempt_no",
                )
                .bind(assignment_id)
                .bind(student)
                .fetch_all(&self.pool)
                .await?
            }
            None => sqlx::query(
                "SELECT * FROM attempts WHERE assignment_id = $1 ORDER BY submitted_at, attempt_no",
            )
            .bind(assignment_id)
            .fetch_all(&self.pool)
            .await?,
        };
        rows.iter().map(attempt_of_row).collect()
    }

    /// How many attempts were graded against an older version of their item.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn stale_attempts(&self, instructor: &Account, assignment_id: &str) -> Result<u32> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        let mut stale = 0;
        for attempt in self.attempt_rows(assignment_id, None).await? {
            let (item, _) = self.resolve_item(&group_id, &attempt.item_key).await?;
            if item.version() != attempt.item_version {
                stale += 1;
            }
        }
        Ok(stale)
    }

    /// Grades again, against the items as they are now, every attempt made
    /// on an older version of its item.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn regrade(&self, instructor: &Account, assignment_id: &str) -> Result<Regraded> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        let mut report = Regraded::default();
        let now = self.now();
        for attempt in self.attempt_rows(assignment_id, None).await? {
            let (item, _) = self.resolve_item(&group_id, &attempt.item_key).await?;
            let version = item.version();
            if version == attempt.item_version {
                continue;
            }
            // An answer the new version cannot grade (a removed option)
            // scores nothing rather than keeping a stale grade.
            let (score, correct, response) = match grade(&item, &attempt.answer) {
                Ok(g) => (g.score, g.correct, g.response),
                Err(_) => (
                    0,
                    false,
                    attempt
                        .feedback
                        .as_ref()
                        .map(|f| f.response.clone())
                        .ok_or_else(|| {
                            StoreError::Internal("an attempt without its grade".into())
                        })?,
                ),
            };
            let response = serde_json::to_string(&response)
                .map_err(|e| StoreError::Internal(format!("encoding a response: {e}")))?;
            sqlx::query(
                "UPDATE attempts SET score = $1, correct = $2, response = $3, item_version = $4, \
                   regraded_at = $5 WHERE id = $6",
            )
            .bind(i64::from(score))
            .bind(i64::from(correct))
            .bind(&response)
            .bind(&version)
            .bind(now)
            .bind(&attempt.id)
            .execute(&self.pool)
            .await?;
            report.regraded += 1;
            if attempt.feedback.as_ref().map(|f| f.score) != Some(score) {
                report.changed += 1;
            }
        }
        Ok(report)
    }

    /// The results of an assignment: the grid, the item statistics, the
    /// confusion matrix, the distribution.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn results(
        &self,
        instructor: &Account,
        assignment_id: &str,
        lang: &str,
    ) -> Result<Results> {
        let assignment = self
            .assignment_for_instructor(instructor, assignment_id, lang)
            .await?;
        let students: Vec<StudentRef> = self
            .roster(instructor, &assignment.group_id)
            .await?
            .into_iter()
            .map(|r| StudentRef {
                id: r.id,
                name: r.display_name,
            })
            .collect();
        let items: Vec<ItemRef> = assignment
            .items
            .iter()
            .map(|i| ItemRef {
                key: i.key.clone(),
                kind: i.kind,
                id: i.item_id.clone(),
                title: i.title.clone(),
            })
            .collect();
        let attempts: Vec<AttemptRecord> = self
            .attempt_rows(assignment_id, None)
            .await?
            .into_iter()
            .filter_map(|a| {
                let feedback = a.feedback?;
                Some(AttemptRecord {
                    student: a.student_id,
                    item: a.item_key,
                    score: feedback.score,
                    correct: feedback.correct,
                    late: a.late,
                    submitted_at: a.submitted_at,
                    response: feedback.response,
                })
            })
            .collect();
        Ok(stats::results(&students, &items, &attempts))
    }
}

impl Store {
    /// An exam item of an assignment with its key and explanations, for
    /// the account doing or teaching it: an instructor of the group always;
    /// a student once they have submitted an attempt on it and only when
    /// the assignment shows answers (`None` otherwise).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the assignment is the account's and
    /// holds the item; [`StoreError::InvalidField`] (`item_key`) for an
    /// item that is not an exam item.
    pub async fn exam_answer_key(
        &self,
        account: &Account,
        assignment_id: &str,
        item_key: &str,
    ) -> Result<Option<hooklab_core::exam::ExamItem>> {
        let student = account.role == crate::accounts::Role::Student;
        let assignment = if student {
            self.assignment_for_student(account, assignment_id, "en")
                .await?
        } else {
            self.assignment_for_instructor(account, assignment_id, "en")
                .await?
        };
        if !assignment.items.iter().any(|i| i.key == item_key) {
            return Err(StoreError::NotFound(format!(
                "{item_key} is not part of this assignment"
            )));
        }
        let (item, _) = self.resolve_item(&assignment.group_id, item_key).await?;
        let hooklab_core::practice::Item::Exam(item) = item else {
            return Err(StoreError::InvalidField(
                "item_key",
                format!("{item_key} is not an exam item"),
            ));
        };
        if student
            && (!assignment.show_answers
                || self
                    .attempt_count(assignment_id, &account.id, item_key)
                    .await?
                    == 0)
        {
            return Ok(None);
        }
        Ok(Some(item))
    }
}

fn over_attempts(allowed: Option<u32>) -> StoreError {
    match allowed {
        Some(1) => StoreError::Refused(
            Refusal::AttemptsUsed,
            "you have used the one attempt allowed on this item".into(),
        ),
        Some(n) => StoreError::Refused(
            Refusal::AttemptsUsed,
            format!("you have used all {n} attempts allowed on this item"),
        ),
        None => StoreError::Refused(
            Refusal::AttemptsUsed,
            "no more attempts are allowed on this item".into(),
        ),
    }
}

fn attempt_of_row(row: &AnyRow) -> Result<AttemptView> {
    let answer: String = col(row, "answer")?;
    let response: String = col(row, "response")?;
    let answer = serde_json::from_str(&answer)
        .map_err(|e| StoreError::Internal(format!("a stored answer does not parse: {e}")))?;
    let response = serde_json::from_str(&response)
        .map_err(|e| StoreError::Internal(format!("a stored response does not parse: {e}")))?;
    Ok(AttemptView {
        id: col(row, "id")?,
        student_id: col(row, "student_id")?,
        item_key: col(row, "item_key")?,
        attempt_no: u32::try_from(col::<i64>(row, "attempt_no")?).unwrap_or(u32::MAX),
        submitted_at: col(row, "submitted_at")?,
        late: flag(row, "late")?,
        answer,
        feedback: Some(Feedback {
            score: u32::try_from(col::<i64>(row, "score")?).unwrap_or(0),
            correct: flag(row, "correct")?,
            response,
        }),
        item_version: col(row, "item_version")?,
        regraded_at: col(row, "regraded_at")?,
    })
}
