//! Progress kept on the group's server: a student who switches on "keep my
//! progress on the group server" gets one copy of their progress document
//! here, which every device they sign in on merges with its own. The copy
//! exists only while the switch is on; switching it off, leaving the last
//! group or being removed deletes it.
//!
//! Merging is the core's ([`Progress::merge`]): records are joined per id,
//! and a review card present on both sides keeps the one reviewed last. Two
//! devices saving at once both land: each write names the revision it
//! read, and a write that lost the race reads again and merges again.

use hooklab_core::progress::Progress;

use crate::accounts::{Account, RoleCheck};
use crate::limits::Action;
use crate::{col, Result, Store, StoreError};

/// How many times a save reads and merges again after losing a race.
const MERGE_TRIES: usize = 8;

impl Store {
    /// Whether the student keeps their progress here.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for an instructor; the database's error.
    pub async fn keeps_progress(&self, student: &Account) -> Result<bool> {
        let student = student.student()?;
        let row = sqlx::query("SELECT 1 AS one FROM kept_progress WHERE student_id = $1")
            .bind(&student.id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Switches keeping on (an empty copy, which the first save fills) or
    /// off (the copy is deleted). Switching to the current state changes
    /// nothing.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for an instructor; the database's error.
    pub async fn set_keeps_progress(&self, student: &Account, keep: bool) -> Result<()> {
        let student = student.student()?;
        if keep {
            sqlx::query(
                "INSERT INTO kept_progress (student_id, document, revision, updated_at) \
                 VALUES ($1, $2, 0, $3) ON CONFLICT (student_id) DO NOTHING",
            )
            .bind(&student.id)
            .bind(Progress::default().to_json())
            .bind(self.now())
            .execute(&self.pool)
            .await?;
        } else {
            sqlx::query("DELETE FROM kept_progress WHERE student_id = $1")
                .bind(&student.id)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    /// Merges a device's progress document into the kept copy and returns
    /// the merged document, which the device then merges into its own.
    /// Counts as a submission for the rate limits.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for an instructor;
    /// [`StoreError::NotFound`] when the student does not keep progress
    /// here; [`StoreError::Invalid`] for a document the core refuses (the
    /// copy is left as it was); [`StoreError::RateLimited`]; the database's
    /// error.
    pub async fn merge_kept_progress(
        &self,
        student: &Account,
        document: &str,
        address: &str,
    ) -> Result<String> {
        let student = student.student()?;
        self.limit(Action::Submit, Some(&student.id), address)
            .await?;
        let incoming = Progress::from_json(document)
            .map_err(|e| StoreError::Invalid(format!("the progress document: {e}")))?;
        for _ in 0..MERGE_TRIES {
            let row =
                sqlx::query("SELECT document, revision FROM kept_progress WHERE student_id = $1")
                    .bind(&student.id)
                    .fetch_optional(&self.pool)
                    .await?
                    .ok_or_else(|| {
                        StoreError::NotFound("progress is not kept on this server for you".into())
                    })?;
            let revision: i64 = col(&row, "revision")?;
            let stored: String = col(&row, "document")?;
            // A copy this build cannot read (written by a newer Hooklab, say)
            // is not thrown away: the save is refused instead.
            let mut merged = Progress::from_json(&stored).map_err(|e| {
                StoreError::Internal(format!("the kept progress does not read: {e}"))
            })?;
            merged.merge(incoming.clone());
            let text = merged.to_json();
            let written = sqlx::query(
                "UPDATE kept_progress SET document = $1, revision = revision + 1, updated_at = $2 \
                 WHERE student_id = $3 AND revision = $4",
            )
            .bind(&text)
            .bind(self.now())
            .bind(&student.id)
            .bind(revision)
            .execute(&self.pool)
            .await?
            .rows_affected();
            if written == 1 {
                return Ok(text);
            }
        }
        Err(StoreError::Unavailable(
            "the kept progress changed too often to merge; try again".into(),
        ))
    }
}
