//! Assignments: a named, ordered set of practice items given to a group,
//! with its dates, its rules, and per-student accommodations.

use sqlx::any::AnyRow;

pub use hooklab_core::classroom::{
    Assignment, AssignmentItem, AssignmentSpec, Effective, LatePolicy, Override,
};
use hooklab_core::practice::{Item, ItemKind};

use crate::accounts::{clean_name, Account, RoleCheck};
use crate::{col, flag, secret, Result, Store, StoreError};

/// The most items one assignment holds.
pub const MAX_ITEMS: usize = 60;
/// The longest time limit per attempt, in seconds (a week).
pub const MAX_TIME_LIMIT_SECS: u32 = 7 * 24 * 3600;

/// Splits `kind/id`.
fn split_key(key: &str) -> Option<(&str, &str)> {
    key.split_once('/')
}

impl Store {
    /// The item behind a key, for an assignment of this group: built-in
    /// items from the catalogue, authored ones only when written by an
    /// instructor of the group.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for an unknown or foreign item.
    pub async fn resolve_item(&self, group_id: &str, key: &str) -> Result<(Item, bool)> {
        let unknown =
            || StoreError::Invalid(format!("{key} is not a practice item you can assign"));
        let (prefix, id) = split_key(key).ok_or_else(unknown)?;
        if prefix == "authored" {
            let row = sqlx::query(
                "SELECT a.kind, a.file_name, a.source FROM authored_items a \
                 WHERE a.id = $1 AND a.owner_id IN \
                   (SELECT instructor_id FROM group_instructors WHERE group_id = $2)",
            )
            .bind(id)
            .bind(group_id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(unknown)?;
            let kind = ItemKind::from_id(&col::<String>(&row, "kind")?).ok_or_else(unknown)?;
            let item = hooklab_core::practice::load_item(
                kind,
                &col::<String>(&row, "file_name")?,
                &col::<String>(&row, "source")?,
            )
            .map_err(|e| {
                StoreError::Internal(format!("a stored authored item no longer loads: {e}"))
            })?;
            return Ok((item, true));
        }
        let kind = ItemKind::from_id(prefix).ok_or_else(unknown)?;
        let item = self.catalogue.item(kind, id).ok_or_else(unknown)?;
        Ok((item, false))
    }

    async fn check_spec(
        &self,
        group_id: &str,
        spec: &AssignmentSpec,
    ) -> Result<Vec<(String, ItemKind)>> {
        clean_name(&spec.title).map_err(|e| e.in_field("title"))?;
        if spec.items.is_empty() || spec.items.len() > MAX_ITEMS {
            return Err(StoreError::InvalidField(
                "items",
                format!("an assignment holds 1 to {MAX_ITEMS} items"),
            ));
        }
        if spec.due_at <= spec.opens_at {
            return Err(StoreError::InvalidField(
                "due",
                "the due date is before the opening date".into(),
            ));
        }
        let zone_ok = !spec.time_zone.is_empty()
            && spec.time_zone.len() <= 64
            && spec
                .time_zone
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"/_+-".contains(&b));
        if !zone_ok {
            return Err(StoreError::InvalidField(
                "time-zone",
                format!("{} is not a time zone name", spec.time_zone),
            ));
        }
        if spec.attempts_allowed == Some(0) {
            return Err(StoreError::InvalidField(
                "attempts",
                "allow at least one attempt".into(),
            ));
        }
        if spec
            .time_limit
            .is_some_and(|t| t == 0 || t > MAX_TIME_LIMIT_SECS)
        {
            return Err(StoreError::InvalidField(
                "time-limit",
                "a time limit is between one second and a week".into(),
            ));
        }
        let mut checked = Vec::new();
        for key in &spec.items {
            if checked.iter().any(|(k, _): &(String, ItemKind)| k == key) {
                return Err(StoreError::InvalidField(
                    "items",
                    format!("{key} is listed twice"),
                ));
            }
            let (item, _) = self
                .resolve_item(group_id, key)
                .await
                .map_err(|e| e.in_field("items"))?;
            checked.push((key.clone(), item.kind()));
        }
        Ok(checked)
    }

    /// Creates an assignment in a group the instructor teaches.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] naming what is wrong with the spec.
    pub async fn create_assignment(
        &self,
        instructor: &Account,
        group_id: &str,
        spec: &AssignmentSpec,
        lang: &str,
    ) -> Result<Assignment> {
        self.ensure_teaches(instructor, group_id).await?;
        let items = self.check_spec(group_id, spec).await?;
        let id = secret::new_id()?;
        let mut tx = self.write_tx().await?;
        sqlx::query(
            "INSERT INTO assignments (id, group_id, title, opens_at, due_at, time_zone, late_policy, \
               attempts_allowed, time_limit, show_answers, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&id)
        .bind(group_id)
        .bind(spec.title.trim())
        .bind(spec.opens_at)
        .bind(spec.due_at)
        .bind(&spec.time_zone)
        .bind(spec.late_policy.as_str())
        .bind(spec.attempts_allowed.map(i64::from))
        .bind(spec.time_limit.map(i64::from))
        .bind(i64::from(spec.show_answers))
        .bind(self.now())
        .execute(&mut *tx)
        .await?;
        insert_items(&mut tx, &id, &items).await?;
        tx.commit().await?;
        self.assignment_for_instructor(instructor, &id, lang).await
    }

    /// Changes an assignment; attempts already made stay.
    ///
    /// # Errors
    /// As [`Store::create_assignment`].
    pub async fn update_assignment(
        &self,
        instructor: &Account,
        assignment_id: &str,
        spec: &AssignmentSpec,
        lang: &str,
    ) -> Result<Assignment> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        let items = self.check_spec(&group_id, spec).await?;
        let mut tx = self.write_tx().await?;
        sqlx::query(
            "UPDATE assignments SET title = $1, opens_at = $2, due_at = $3, time_zone = $4, \
               late_policy = $5, attempts_allowed = $6, time_limit = $7, show_answers = $8 \
             WHERE id = $9",
        )
        .bind(spec.title.trim())
        .bind(spec.opens_at)
        .bind(spec.due_at)
        .bind(&spec.time_zone)
        .bind(spec.late_policy.as_str())
        .bind(spec.attempts_allowed.map(i64::from))
        .bind(spec.time_limit.map(i64::from))
        .bind(i64::from(spec.show_answers))
        .bind(assignment_id)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM assignment_items WHERE assignment_id = $1")
            .bind(assignment_id)
            .execute(&mut *tx)
            .await?;
        insert_items(&mut tx, assignment_id, &items).await?;
        tx.commit().await?;
        self.assignment_for_instructor(instructor, assignment_id, lang)
            .await
    }

    /// Deletes an assignment with its attempts.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches its group.
    pub async fn delete_assignment(&self, instructor: &Account, assignment_id: &str) -> Result<()> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        sqlx::query("DELETE FROM assignments WHERE id = $1")
            .bind(assignment_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The group an assignment belongs to.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] for an unknown assignment.
    pub async fn group_of_assignment(&self, assignment_id: &str) -> Result<String> {
        let row = sqlx::query("SELECT group_id FROM assignments WHERE id = $1")
            .bind(assignment_id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::NotFound("no such assignment".into()))?;
        col(&row, "group_id")
    }

    /// An assignment of a group the instructor teaches.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] otherwise.
    pub async fn assignment_for_instructor(
        &self,
        instructor: &Account,
        assignment_id: &str,
        lang: &str,
    ) -> Result<Assignment> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        self.load_assignment(assignment_id, lang).await
    }

    /// An assignment of a group the student is in.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] otherwise.
    pub async fn assignment_for_student(
        &self,
        student: &Account,
        assignment_id: &str,
        lang: &str,
    ) -> Result<Assignment> {
        student.student()?;
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_member(&group_id, &student.id)
            .await
            .map_err(|_| StoreError::NotFound("no such assignment".into()))?;
        self.load_assignment(assignment_id, lang).await
    }

    /// The assignments of a group the account teaches or is in, by due date.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the account belongs to the group.
    pub async fn assignments_of_group(
        &self,
        account: &Account,
        group_id: &str,
        lang: &str,
    ) -> Result<Vec<Assignment>> {
        match account.role {
            crate::accounts::Role::Instructor => self.ensure_teaches(account, group_id).await?,
            crate::accounts::Role::Student => self
                .ensure_member(group_id, &account.id)
                .await
                .map_err(|_| StoreError::NotFound("no such group".into()))?,
        }
        let rows = sqlx::query(
            "SELECT id FROM assignments WHERE group_id = $1 ORDER BY due_at, title, id",
        )
        .bind(group_id)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            out.push(
                self.load_assignment(&col::<String>(&row, "id")?, lang)
                    .await?,
            );
        }
        Ok(out)
    }

    pub(crate) async fn load_assignment(
        &self,
        assignment_id: &str,
        lang: &str,
    ) -> Result<Assignment> {
        let row = sqlx::query("SELECT * FROM assignments WHERE id = $1")
            .bind(assignment_id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::NotFound("no such assignment".into()))?;
        let group_id: String = col(&row, "group_id")?;
        let keys = sqlx::query(
            "SELECT item_key FROM assignment_items WHERE assignment_id = $1 ORDER BY position",
        )
        .bind(assignment_id)
        .fetch_all(&self.pool)
        .await?;
        let mut items = Vec::with_capacity(keys.len());
        for key_row in keys {
            let key: String = col(&key_row, "item_key")?;
            let (item, authored) = self.resolve_item(&group_id, &key).await?;
            items.push(AssignmentItem {
                item_id: item.id().to_owned(),
                kind: item.kind(),
                title: item.title(lang),
                key,
                authored,
            });
        }
        assignment_of_row(&row, items)
    }

    /// Sets a student's accommodations on an assignment.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group and
    /// the student is in it.
    pub async fn set_override(
        &self,
        instructor: &Account,
        assignment_id: &str,
        student_id: &str,
        o: &Override,
    ) -> Result<()> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        self.ensure_member(&group_id, student_id).await?;
        sqlx::query(
            "INSERT INTO overrides (assignment_id, student_id, extra_seconds, extra_attempts, due_at) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (assignment_id, student_id) DO UPDATE SET \
               extra_seconds = excluded.extra_seconds, extra_attempts = excluded.extra_attempts, \
               due_at = excluded.due_at",
        )
        .bind(assignment_id)
        .bind(student_id)
        .bind(i64::from(o.extra_seconds))
        .bind(i64::from(o.extra_attempts))
        .bind(o.due_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Removes a student's accommodations.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn clear_override(
        &self,
        instructor: &Account,
        assignment_id: &str,
        student_id: &str,
    ) -> Result<()> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        sqlx::query("DELETE FROM overrides WHERE assignment_id = $1 AND student_id = $2")
            .bind(assignment_id)
            .bind(student_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every accommodation on an assignment, by student id.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches the group.
    pub async fn overrides(
        &self,
        instructor: &Account,
        assignment_id: &str,
    ) -> Result<Vec<(String, Override)>> {
        let group_id = self.group_of_assignment(assignment_id).await?;
        self.ensure_teaches(instructor, &group_id).await?;
        sqlx::query(
            "SELECT student_id, extra_seconds, extra_attempts, due_at FROM overrides \
             WHERE assignment_id = $1 ORDER BY student_id",
        )
        .bind(assignment_id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| Ok((col(r, "student_id")?, override_of_row(r)?)))
        .collect()
    }

    /// One student's accommodations (none: the default).
    pub(crate) async fn override_for(
        &self,
        assignment_id: &str,
        student_id: &str,
    ) -> Result<Override> {
        let row = sqlx::query(
            "SELECT extra_seconds, extra_attempts, due_at FROM overrides \
             WHERE assignment_id = $1 AND student_id = $2",
        )
        .bind(assignment_id)
        .bind(student_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref()
            .map_or_else(|| Ok(Override::default()), override_of_row)
    }
}

async fn insert_items(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    assignment_id: &str,
    items: &[(String, ItemKind)],
) -> Result<()> {
    for (position, (key, kind)) in items.iter().enumerate() {
        sqlx::query(
            "INSERT INTO assignment_items (assignment_id, position, item_key, kind) VALUES ($1, $2, $3, $4)",
        )
        .bind(assignment_id)
        .bind(i64::try_from(position).unwrap_or(i64::MAX))
        .bind(key)
        .bind(kind.as_str())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

fn to_u32(value: Option<i64>) -> Option<u32> {
    value.map(|v| u32::try_from(v.max(0)).unwrap_or(u32::MAX))
}

fn assignment_of_row(row: &AnyRow, items: Vec<AssignmentItem>) -> Result<Assignment> {
    Ok(Assignment {
        id: col(row, "id")?,
        group_id: col(row, "group_id")?,
        title: col(row, "title")?,
        items,
        opens_at: col(row, "opens_at")?,
        due_at: col(row, "due_at")?,
        time_zone: col(row, "time_zone")?,
        late_policy: LatePolicy::from_id(&col::<String>(row, "late_policy")?),
        attempts_allowed: to_u32(col(row, "attempts_allowed")?),
        time_limit: to_u32(col(row, "time_limit")?),
        show_answers: flag(row, "show_answers")?,
    })
}

fn override_of_row(row: &AnyRow) -> Result<Override> {
    Ok(Override {
        extra_seconds: to_u32(Some(col(row, "extra_seconds")?)).unwrap_or(0),
        extra_attempts: to_u32(Some(col(row, "extra_attempts")?)).unwrap_or(0),
        due_at: col(row, "due_at")?,
    })
}
