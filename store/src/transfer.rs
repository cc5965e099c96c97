//! Moving a classroom: export to and import from one versioned JSON
//! document (either backend, either direction), SQLite online backups
//! (`VACUUM INTO`), and restoring such a backup (checked first, then
//! imported in one transaction, so it works while the server runs).
//!
//! Sessions, one-time tokens and rate-limit counters are not classroom
//! data: they are neither exported nor restored (everyone signs in again).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, AssertSqlSafe, Row};

use crate::error::Refusal;
use crate::{known_migrations, Backend, Result, Store, StoreError};

/// The `format` field of an export document.
pub const FORMAT: &str = "hooklab-classroom";
/// The version of the export document this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Text,
    Int,
    OptInt,
}

use Kind::{Int, OptInt, Text};

/// The classroom's tables and columns, parents before children (the order
/// imports insert in). A test checks this list against the schema, so a
/// new column cannot be left out of exports.
const TABLES: &[(&str, &[(&str, Kind)])] = &[
    (
        "instructors",
        &[
            ("id", Text),
            ("name", Text),
            ("password_hash", Text),
            ("created_at", Int),
        ],
    ),
    (
        "students",
        &[
            ("id", Text),
            ("display_name", Text),
            ("recovery_hash", Text),
            ("created_at", Int),
        ],
    ),
    (
        "kept_progress",
        &[
            ("student_id", Text),
            ("document", Text),
            ("revision", Int),
            ("updated_at", Int),
        ],
    ),
    (
        "study_groups",
        &[
            ("id", Text),
            ("name", Text),
            ("join_code", Text),
            ("created_at", Int),
        ],
    ),
    (
        "group_instructors",
        &[
            ("group_id", Text),
            ("instructor_id", Text),
            ("added_at", Int),
        ],
    ),
    (
        "memberships",
        &[("group_id", Text), ("student_id", Text), ("joined_at", Int)],
    ),
    (
        "authored_items",
        &[
            ("id", Text),
            ("owner_id", Text),
            ("kind", Text),
            ("item_id", Text),
            ("file_name", Text),
            ("source", Text),
            ("version", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
    ),
    (
        "assignments",
        &[
            ("id", Text),
            ("group_id", Text),
            ("title", Text),
            ("opens_at", Int),
            ("due_at", Int),
            ("time_zone", Text),
            ("late_policy", Text),
            ("attempts_allowed", OptInt),
            ("time_limit", OptInt),
            ("show_answers", Int),
            ("created_at", Int),
        ],
    ),
    (
        "assignment_items",
        &[
            ("assignment_id", Text),
            ("position", Int),
            ("item_key", Text),
            ("kind", Text),
        ],
    ),
    (
        "overrides",
        &[
            ("assignment_id", Text),
            ("student_id", Text),
            ("extra_seconds", Int),
            ("extra_attempts", Int),
            ("due_at", OptInt),
        ],
    ),
    (
        "item_starts",
        &[
            ("assignment_id", Text),
            ("student_id", Text),
            ("item_key", Text),
            ("started_at", Int),
        ],
    ),
    (
        "attempts",
        &[
            ("id", Text),
            ("assignment_id", Text),
            ("student_id", Text),
            ("item_key", Text),
            ("attempt_no", Int),
            ("idempotency_key", Text),
            ("submitted_at", Int),
            ("late", Int),
            ("answer", Text),
            ("item_version", Text),
            ("score", Int),
            ("correct", Int),
            ("response", Text),
            ("regraded_at", OptInt),
        ],
    ),
];

/// Tables that hold no classroom data (wiped on a replacing import).
const TRANSIENT: &[&str] = &["sessions", "one_time_tokens", "rate_limits"];

/// The export document.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Document {
    pub format: String,
    pub version: u32,
    pub exported_at: i64,
    /// Table name → rows, each row an object of column → value.
    pub tables: BTreeMap<String, Vec<Map<String, Value>>>,
}

/// Every classroom table and its columns, as exports write them.
#[must_use]
pub fn exported_columns() -> Vec<(&'static str, Vec<&'static str>)> {
    TABLES
        .iter()
        .map(|(table, columns)| (*table, columns.iter().map(|(c, _)| *c).collect()))
        .collect()
}

async fn export_from(pool: &AnyPool, now: i64) -> Result<Document> {
    let mut tables = BTreeMap::new();
    for (table, columns) in TABLES {
        let names: Vec<&str> = columns.iter().map(|(c, _)| *c).collect();
        let sql = format!("SELECT {} FROM {table}", names.join(", "));
        let rows = sqlx::query(AssertSqlSafe(sql)).fetch_all(pool).await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let mut object = Map::new();
            for (name, kind) in *columns {
                let value = match kind {
                    Text => row
                        .try_get::<Option<String>, _>(*name)
                        .map(|v| v.map_or(Value::Null, Value::String)),
                    Int | OptInt => row
                        .try_get::<Option<i64>, _>(*name)
                        .map(|v| v.map_or(Value::Null, Value::from)),
                }
                .map_err(|e| StoreError::Internal(format!("exporting {table}.{name}: {e}")))?;
                object.insert((*name).to_owned(), value);
            }
            out.push(object);
        }
        // Sorted here, not by the database: collations differ between
        // backends, and the same classroom must give the same document.
        out.sort_by_cached_key(|row| Value::Object(row.clone()).to_string());
        tables.insert((*table).to_owned(), out);
    }
    Ok(Document {
        format: FORMAT.to_owned(),
        version: FORMAT_VERSION,
        exported_at: now,
        tables,
    })
}

/// Checks a document before anything is written: its format, its version,
/// every table and every value's type.
///
/// # Errors
/// [`StoreError::Invalid`] naming the table, row and column at fault.
pub fn check_document(doc: &Document) -> Result<()> {
    if doc.format != FORMAT {
        return Err(StoreError::Invalid(format!(
            "this is not a Hooklab classroom export (format is {:?})",
            doc.format
        )));
    }
    if doc.version > FORMAT_VERSION {
        return Err(StoreError::Invalid(format!(
            "this export was written by a newer Hooklab (version {}); this one reads version {FORMAT_VERSION}",
            doc.version
        )));
    }
    for name in doc.tables.keys() {
        if !TABLES.iter().any(|(t, _)| t == name) {
            return Err(StoreError::Invalid(format!("unknown table {name}")));
        }
    }
    for (table, columns) in TABLES {
        let Some(rows) = doc.tables.get(*table) else {
            continue;
        };
        for (index, row) in rows.iter().enumerate() {
            if let Some(extra) = row.keys().find(|k| !columns.iter().any(|(c, _)| c == k)) {
                return Err(StoreError::Invalid(format!(
                    "{table}[{index}]: unknown column {extra}"
                )));
            }
            for (name, kind) in *columns {
                let value = row.get(*name).unwrap_or(&Value::Null);
                let ok = match kind {
                    Text => value.is_string(),
                    Int => value.is_i64(),
                    OptInt => value.is_i64() || value.is_null(),
                };
                if !ok {
                    return Err(StoreError::Invalid(format!(
                        "{table}[{index}].{name}: expected {}",
                        match kind {
                            Text => "text",
                            Int => "an integer",
                            OptInt => "an integer or null",
                        }
                    )));
                }
            }
        }
    }
    Ok(())
}

impl Store {
    /// The whole classroom as one document.
    ///
    /// # Errors
    /// The database's error.
    pub async fn export(&self) -> Result<Document> {
        export_from(&self.pool, self.now()).await
    }

    /// The column names of a table, sorted (the test that keeps exports
    /// complete compares them with the export's list).
    ///
    /// # Errors
    /// The database's error.
    pub async fn columns_of(&self, table: &str) -> Result<Vec<String>> {
        let query = match self.backend {
            Backend::Sqlite => sqlx::query("SELECT name FROM pragma_table_info($1)"),
            Backend::Postgres => sqlx::query(
                "SELECT CAST(column_name AS TEXT) AS name FROM information_schema.columns \
                 WHERE table_name = $1 AND table_schema = current_schema()",
            ),
        };
        let mut names = query
            .bind(table)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| crate::col::<String>(r, "name"))
            .collect::<Result<Vec<_>>>()?;
        names.sort();
        Ok(names)
    }

    /// Whether the database holds any classroom data.
    ///
    /// # Errors
    /// The database's error.
    pub async fn holds_data(&self) -> Result<bool> {
        for table in ["instructors", "students", "study_groups"] {
            let row = sqlx::query(AssertSqlSafe(format!("SELECT COUNT(*) AS n FROM {table}")))
                .fetch_one(&self.pool)
                .await?;
            if crate::col::<i64>(&row, "n")? > 0 {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Imports a document in one transaction. Refuses a database that holds
    /// data unless `replace`, which first deletes everything (sessions
    /// included) in the same transaction.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a bad document (nothing is written),
    /// [`StoreError::Refused`] for a database with data and no `replace`.
    pub async fn import(&self, doc: &Document, replace: bool) -> Result<()> {
        check_document(doc)?;
        if !replace && self.holds_data().await? {
            return Err(StoreError::Refused(
                Refusal::HoldsData,
                "the database already holds classroom data; pass --replace to overwrite it".into(),
            ));
        }
        let mut tx = self.write_tx().await?;
        for table in TRANSIENT {
            sqlx::query(AssertSqlSafe(format!("DELETE FROM {table}")))
                .execute(&mut *tx)
                .await?;
        }
        for (table, _) in TABLES.iter().rev() {
            sqlx::query(AssertSqlSafe(format!("DELETE FROM {table}")))
                .execute(&mut *tx)
                .await?;
        }
        for (table, columns) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(c, _)| *c).collect();
            let params: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                params.join(", ")
            );
            for row in doc.tables.get(*table).into_iter().flatten() {
                let mut query = sqlx::query(AssertSqlSafe(sql.clone()));
                for (name, kind) in *columns {
                    let value = row.get(*name).unwrap_or(&Value::Null);
                    query = match kind {
                        Text => query.bind(value.as_str().map(str::to_owned)),
                        Int | OptInt => query.bind(value.as_i64()),
                    };
                }
                query.execute(&mut *tx).await.map_err(|e| match e {
                    sqlx::Error::Database(db) => {
                        StoreError::Invalid(format!("importing {table}: {}", db.message()))
                    }
                    other => other.into(),
                })?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Writes a consistent copy of a SQLite database to a new file while
    /// the server keeps serving (`VACUUM INTO`).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] on PostgreSQL (use export, or pg_dump) or
    /// when the file exists.
    pub async fn backup(&self, to: &Path) -> Result<()> {
        if self.backend != Backend::Sqlite {
            return Err(StoreError::Invalid(
                "backup copies a SQLite database; with PostgreSQL use `hooklab export` or pg_dump"
                    .into(),
            ));
        }
        if to.exists() {
            return Err(StoreError::Invalid(format!(
                "{} exists already; choose a new file",
                to.display()
            )));
        }
        let path = to.to_string_lossy().into_owned();
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Restores a backup made by [`Store::backup`] into this database
    /// (either backend). The file is checked first (SQLite's integrity
    /// check, Hooklab's migrations, the data itself); then its classroom
    /// replaces this one in one transaction, which needs `replace` when
    /// this database holds data.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a file that is not a sound Hooklab
    /// backup, [`StoreError::Refused`] for data without `replace`.
    pub async fn restore(&self, from: &Path, replace: bool) -> Result<()> {
        let doc = read_backup(from, self.now()).await?;
        self.import(&doc, replace).await
    }
}

/// Opens a backup file read-only and reads its classroom.
async fn read_backup(from: &Path, now: i64) -> Result<Document> {
    let bad = |why: String| StoreError::Invalid(format!("{}: {why}", from.display()));
    let mut head = [0u8; 16];
    {
        use std::io::Read;
        let mut file = std::fs::File::open(from).map_err(|e| bad(e.to_string()))?;
        file.read_exact(&mut head)
            .map_err(|_| bad("not a SQLite database".into()))?;
    }
    if &head != b"SQLite format 3\0" {
        return Err(bad("not a SQLite database".into()));
    }
    sqlx::any::install_default_drivers();
    let text = from
        .to_string_lossy()
        .replace('%', "%25")
        .replace('?', "%3F")
        .replace('#', "%23");
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .connect(&format!("sqlite://{text}?mode=ro"))
        .await
        .map_err(|e| bad(e.to_string()))?;
    let result = async {
        let check: String = sqlx::query("PRAGMA integrity_check")
            .fetch_one(&pool)
            .await
            .and_then(|r| r.try_get(0))
            .map_err(|e| bad(e.to_string()))?;
        if check != "ok" {
            return Err(bad(format!("the integrity check failed: {check}")));
        }
        let versions: Vec<i64> =
            sqlx::query("SELECT version FROM _sqlx_migrations WHERE success = TRUE")
                .fetch_all(&pool)
                .await
                .map_err(|_| bad("not a Hooklab database (no migrations)".into()))?
                .iter()
                .map(|r| r.try_get::<i64, _>(0))
                .collect::<std::result::Result<_, _>>()
                .map_err(|e| bad(e.to_string()))?;
        let known = known_migrations();
        if let Some(newer) = versions.iter().find(|v| !known.contains(v)) {
            return Err(bad(format!(
                "made by a newer Hooklab (migration {newer}); upgrade Hooklab first"
            )));
        }
        if versions.is_empty() {
            return Err(bad("not a Hooklab database (no migrations)".into()));
        }
        let doc = export_from(&pool, now).await?;
        check_document(&doc)?;
        Ok(doc)
    }
    .await;
    pool.close().await;
    result
}
