//! Study groups: their instructors, their students, the join code.

pub use hooklab_core::classroom::{Group, RosterEntry, StudentGroup};

use crate::accounts::{clean_name, Account, RoleCheck};
use crate::{col, secret, Result, Store, StoreError};

impl Store {
    /// Checks that an instructor teaches a group.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for a student, [`StoreError::NotFound`]
    /// for a group this instructor does not teach (whether or not it
    /// exists: nobody learns about other instructors' groups).
    pub async fn ensure_teaches(&self, account: &Account, group_id: &str) -> Result<()> {
        account.instructor()?;
        let found = sqlx::query(
            "SELECT 1 AS one FROM group_instructors WHERE group_id = $1 AND instructor_id = $2",
        )
        .bind(group_id)
        .bind(&account.id)
        .fetch_optional(&self.pool)
        .await?;
        found
            .map(|_| ())
            .ok_or_else(|| StoreError::NotFound("no such group".into()))
    }

    /// Checks that a student is in a group.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] otherwise.
    pub async fn ensure_member(&self, group_id: &str, student_id: &str) -> Result<()> {
        let found =
            sqlx::query("SELECT 1 AS one FROM memberships WHERE group_id = $1 AND student_id = $2")
                .bind(group_id)
                .bind(student_id)
                .fetch_optional(&self.pool)
                .await?;
        found
            .map(|_| ())
            .ok_or_else(|| StoreError::NotFound("no such student in this group".into()))
    }

    /// Creates a group taught by this instructor, with a fresh join code.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a bad name.
    pub async fn create_group(&self, instructor: &Account, name: &str) -> Result<Group> {
        instructor.instructor()?;
        let name = clean_name(name).map_err(|e| e.in_field("name"))?;
        let id = secret::new_id()?;
        let now = self.now();
        for _ in 0..8 {
            let code = secret::join_code()?;
            let mut tx = self.write_tx().await?;
            let inserted = sqlx::query(
                "INSERT INTO study_groups (id, name, join_code, created_at) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (join_code) DO NOTHING",
            )
            .bind(&id)
            .bind(&name)
            .bind(&code)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if inserted == 0 {
                continue;
            }
            sqlx::query(
                "INSERT INTO group_instructors (group_id, instructor_id, added_at) VALUES ($1, $2, $3)",
            )
            .bind(&id)
            .bind(&instructor.id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            return self.group(instructor, &id).await;
        }
        Err(StoreError::Internal(
            "no free join code after eight draws".into(),
        ))
    }

    /// The groups an instructor teaches, by name.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for a student.
    pub async fn groups_taught(&self, instructor: &Account) -> Result<Vec<Group>> {
        instructor.instructor()?;
        let rows = sqlx::query(
            "SELECT g.id FROM study_groups g \
             JOIN group_instructors gi ON gi.group_id = g.id \
             WHERE gi.instructor_id = $1 ORDER BY g.name, g.id",
        )
        .bind(&instructor.id)
        .fetch_all(&self.pool)
        .await?;
        let mut groups = Vec::with_capacity(rows.len());
        for row in rows {
            let id: String = col(&row, "id")?;
            groups.push(self.group(instructor, &id).await?);
        }
        Ok(groups)
    }

    /// One group the instructor teaches.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless they teach it.
    pub async fn group(&self, instructor: &Account, group_id: &str) -> Result<Group> {
        self.ensure_teaches(instructor, group_id).await?;
        let row = sqlx::query(
            "SELECT g.id, g.name, g.join_code, \
                    (SELECT COUNT(*) FROM memberships m WHERE m.group_id = g.id) AS students \
             FROM study_groups g WHERE g.id = $1",
        )
        .bind(group_id)
        .fetch_one(&self.pool)
        .await?;
        let instructors = sqlx::query(
            "SELECT i.name FROM instructors i JOIN group_instructors gi ON gi.instructor_id = i.id \
             WHERE gi.group_id = $1 ORDER BY i.name",
        )
        .bind(group_id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| col(r, "name"))
        .collect::<Result<Vec<String>>>()?;
        Ok(Group {
            id: col(&row, "id")?,
            name: col(&row, "name")?,
            join_code: col(&row, "join_code")?,
            instructors,
            students: u32::try_from(col::<i64>(&row, "students")?).unwrap_or(u32::MAX),
        })
    }

    /// The students of a group the instructor teaches, by name.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless they teach it.
    pub async fn roster(&self, instructor: &Account, group_id: &str) -> Result<Vec<RosterEntry>> {
        self.ensure_teaches(instructor, group_id).await?;
        sqlx::query(
            "SELECT s.id, s.display_name, m.joined_at FROM students s \
             JOIN memberships m ON m.student_id = s.id \
             WHERE m.group_id = $1 ORDER BY s.display_name, s.id",
        )
        .bind(group_id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(RosterEntry {
                id: col(r, "id")?,
                display_name: col(r, "display_name")?,
                joined_at: col(r, "joined_at")?,
            })
        })
        .collect()
    }

    /// A new join code for a group; the old one stops working.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches it.
    pub async fn rotate_join_code(&self, instructor: &Account, group_id: &str) -> Result<String> {
        self.ensure_teaches(instructor, group_id).await?;
        for _ in 0..8 {
            let code = secret::join_code()?;
            let taken = sqlx::query("SELECT 1 AS one FROM study_groups WHERE join_code = $1")
                .bind(&code)
                .fetch_optional(&self.pool)
                .await?;
            if taken.is_some() {
                continue;
            }
            sqlx::query("UPDATE study_groups SET join_code = $1 WHERE id = $2")
                .bind(&code)
                .bind(group_id)
                .execute(&self.pool)
                .await?;
            return Ok(code);
        }
        Err(StoreError::Internal(
            "no free join code after eight draws".into(),
        ))
    }

    /// Adds another instructor, by name, to a group this one teaches.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] for an unknown name or a group not taught.
    pub async fn add_co_instructor(
        &self,
        instructor: &Account,
        group_id: &str,
        other_name: &str,
    ) -> Result<()> {
        self.ensure_teaches(instructor, group_id).await?;
        let row = sqlx::query("SELECT id FROM instructors WHERE name = $1")
            .bind(other_name.trim())
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| {
                StoreError::NotFound(format!("no instructor is named {}", other_name.trim()))
            })?;
        let other: String = col(&row, "id")?;
        sqlx::query(
            "INSERT INTO group_instructors (group_id, instructor_id, added_at) VALUES ($1, $2, $3) \
             ON CONFLICT (group_id, instructor_id) DO NOTHING",
        )
        .bind(group_id)
        .bind(&other)
        .bind(self.now())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The groups a student is in, by name.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for an instructor.
    pub async fn groups_of_student(&self, student: &Account) -> Result<Vec<StudentGroup>> {
        student.student()?;
        sqlx::query(
            "SELECT g.id, g.name FROM study_groups g JOIN memberships m ON m.group_id = g.id \
             WHERE m.student_id = $1 ORDER BY g.name, g.id",
        )
        .bind(&student.id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(StudentGroup {
                id: col(r, "id")?,
                name: col(r, "name")?,
            })
        })
        .collect()
    }

    /// Deletes a group and everything in it: assignments, attempts,
    /// overrides, memberships, and the students who were in no other group
    /// (with their sessions).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches it.
    pub async fn delete_group(&self, instructor: &Account, group_id: &str) -> Result<()> {
        self.ensure_teaches(instructor, group_id).await?;
        let mut tx = self.write_tx().await?;
        let only_here = sqlx::query(
            "SELECT m.student_id FROM memberships m WHERE m.group_id = $1 AND NOT EXISTS \
             (SELECT 1 FROM memberships o WHERE o.student_id = m.student_id AND o.group_id <> $1)",
        )
        .bind(group_id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| col(r, "student_id"))
        .collect::<Result<Vec<String>>>()?;
        delete_student_data_in_group(&mut tx, group_id, None).await?;
        sqlx::query("DELETE FROM study_groups WHERE id = $1")
            .bind(group_id)
            .execute(&mut *tx)
            .await?;
        for student in only_here {
            delete_student(&mut tx, &student).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Removes a student from a group the instructor teaches, with their
    /// attempts there; a student left in no group is deleted.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group and
    /// the student is in it.
    pub async fn remove_student(
        &self,
        instructor: &Account,
        group_id: &str,
        student_id: &str,
    ) -> Result<()> {
        self.ensure_teaches(instructor, group_id).await?;
        self.ensure_member(group_id, student_id).await?;
        self.drop_membership(group_id, student_id).await
    }

    /// A student leaves a group and their data there is deleted; a student
    /// left in no group is deleted with their sessions.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless they are in the group.
    pub async fn leave_group(&self, student: &Account, group_id: &str) -> Result<()> {
        student.student()?;
        self.ensure_member(group_id, &student.id).await?;
        self.drop_membership(group_id, &student.id).await
    }

    async fn drop_membership(&self, group_id: &str, student_id: &str) -> Result<()> {
        let mut tx = self.write_tx().await?;
        delete_student_data_in_group(&mut tx, group_id, Some(student_id)).await?;
        sqlx::query("DELETE FROM memberships WHERE group_id = $1 AND student_id = $2")
            .bind(group_id)
            .bind(student_id)
            .execute(&mut *tx)
            .await?;
        let left: i64 = col(
            &sqlx::query("SELECT COUNT(*) AS n FROM memberships WHERE student_id = $1")
                .bind(student_id)
                .fetch_one(&mut *tx)
                .await?,
            "n",
        )?;
        if left == 0 {
            delete_student(&mut tx, student_id).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// Deletes the attempts, overrides and starts in a group's assignments, of
/// one student or of everyone.
async fn delete_student_data_in_group(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    group_id: &str,
    student_id: Option<&str>,
) -> Result<()> {
    for table in ["attempts", "overrides", "item_starts"] {
        let within = "assignment_id IN (SELECT id FROM assignments WHERE group_id = $1)";
        let query = match student_id {
            Some(student) => sqlx::query(sqlx::AssertSqlSafe(format!(
                "DELETE FROM {table} WHERE {within} AND student_id = $2"
            )))
            .bind(group_id)
            .bind(student),
            None => sqlx::query(sqlx::AssertSqlSafe(format!(
                "DELETE FROM {table} WHERE {within}"
            )))
            .bind(group_id),
        };
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

async fn delete_student(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    student_id: &str,
) -> Result<()> {
    sqlx::query("DELETE FROM sessions WHERE account_id = $1")
        .bind(student_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM kept_progress WHERE student_id = $1")
        .bind(student_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM students WHERE id = $1")
        .bind(student_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
