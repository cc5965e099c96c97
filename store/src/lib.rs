//! The classroom's storage: instructors, students, sessions, groups,
//! assignments and graded attempts, on SQLite (the default, one file in the
//! data folder, WAL mode) or PostgreSQL, chosen by the database URL.
//!
//! Every query is a runtime-checked `sqlx::query` through sqlx's `Any`
//! driver, in SQL both backends run unchanged (`$1` parameters, TEXT and
//! BIGINT columns), so a fresh clone builds without a database and one
//! migration set serves both. Authorisation lives here too: every function
//! that reads or changes a group takes the signed-in account and checks
//! that it may.
//!
//! - [`Store`]: the handle (a connection pool, the clock, the catalogue of
//!   practice items); [`Store::open`] connects and migrates.
//! - [`accounts`]: instructors, students, sessions, the setup link.
//! - [`limits`]: rate limits kept in the database.
//! - [`groups`], [`assignments`], [`attempts`]: the classroom.
//! - [`authored`]: items instructors upload.
//! - [`kept_progress`]: a student's progress kept for several devices.
//! - [`transfer`]: export and import as one JSON document, SQLite backups.

#![forbid(unsafe_code)]

pub mod accounts;
pub mod assignments;
pub mod attempts;
pub mod authored;
mod error;
pub mod groups;
pub mod kept_progress;
pub mod limits;
pub mod secret;
pub mod testing;
pub mod transfer;

use std::sync::{
    atomic::{AtomicBool, AtomicI64, Ordering},
    Arc,
};
use std::time::Duration;

use hooklab_core::practice::Catalogue;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, Executor, SqlSafeStr};

pub use error::{Refusal, StoreError};
pub use limits::RateLimits;

/// What a store function returns.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// The database behind a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a URL names (`sqlite:` or `postgres:`/`postgresql:`).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for any other scheme.
    pub fn of_url(url: &str) -> Result<Backend> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(StoreError::Invalid(
                "the database URL must start with sqlite:// or postgres://".into(),
            ))
        }
    }
}

/// Where time comes from: the system clock, or a hand-set one for tests.
#[derive(Clone, Debug)]
pub enum Clock {
    System,
    Manual(Arc<AtomicI64>),
}

impl Clock {
    /// Milliseconds since 1970-01-01 UTC.
    #[must_use]
    pub fn now(&self) -> i64 {
        match self {
            Clock::System => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
            Clock::Manual(now) => now.load(Ordering::SeqCst),
        }
    }
}

/// How to open a store.
#[derive(Clone, Debug)]
pub struct StoreOptions {
    /// `sqlite://…` or `postgres://…`.
    pub url: String,
    /// Connections in the pool.
    pub pool_size: u32,
    /// How long a request waits for a connection before the database is
    /// called unavailable.
    pub acquire_timeout: Duration,
    pub limits: RateLimits,
    pub clock: Clock,
}

impl StoreOptions {
    /// Defaults for a URL: a pool of 8 connections, a 5-second wait, the
    /// documented rate limits, the system clock.
    #[must_use]
    pub fn new(url: impl Into<String>) -> StoreOptions {
        StoreOptions {
            url: url.into(),
            pool_size: 8,
            acquire_timeout: Duration::from_secs(5),
            limits: RateLimits::default(),
            clock: Clock::System,
        }
    }

    /// The URL of the SQLite database in a data folder.
    #[must_use]
    pub fn sqlite_in(data_dir: &std::path::Path) -> String {
        let path = data_dir.join("hooklab.sqlite3");
        let text = path
            .to_string_lossy()
            .replace('%', "%25")
            .replace('?', "%3F")
            .replace('#', "%23");
        format!("sqlite://{text}?mode=rwc")
    }
}

/// The handle every classroom function goes through. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    clock: Clock,
    limits: RateLimits,
    catalogue: Arc<Catalogue>,
    migrated: Arc<AtomicBool>,
}

/// The embedded migrations, one portable set for both backends.
fn migrator() -> Migrator {
    let migrations = vec![
        Migration::new(
            1,
            "classroom".into(),
            MigrationType::Simple,
            include_str!("../migrations/0001_classroom.sql").into_sql_str(),
            false,
        ),
        Migration::new(
            2,
            "kept progress".into(),
            MigrationType::Simple,
            include_str!("../migrations/0002_kept_progress.sql").into_sql_str(),
            false,
        ),
    ];
    Migrator::with_migrations(migrations)
}

/// The migration versions this build knows.
#[must_use]
pub fn known_migrations() -> Vec<i64> {
    migrator().iter().map(|m| m.version).collect()
}

impl Store {
    /// Builds the pool without connecting: the database may be down. Call
    /// [`Store::migrate`] (and retry it) before serving. Call it from
    /// inside a Tokio runtime: the pool starts its upkeep task there.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a URL that names no supported database.
    pub fn lazy(options: &StoreOptions, catalogue: Arc<Catalogue>) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(&options.url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(options.pool_size.max(1))
            .acquire_timeout(options.acquire_timeout)
            .after_connect(move |conn, _meta| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets readers work while one writer writes;
                        // NORMAL is durable across a process crash in WAL.
                        for pragma in [
                            "PRAGMA journal_mode = WAL",
                            "PRAGMA synchronous = NORMAL",
                            "PRAGMA foreign_keys = ON",
                            "PRAGMA busy_timeout = 5000",
                        ] {
                            (&mut *conn).execute(pragma).await?;
                        }
                    }
                    Ok(())
                })
            })
            .connect_lazy(&options.url)
            .map_err(|e| StoreError::Invalid(format!("the database URL cannot be used: {e}")))?;
        Ok(Store {
            pool,
            backend,
            clock: options.clock.clone(),
            limits: options.limits.clone(),
            catalogue,
            migrated: Arc::new(AtomicBool::new(false)),
        })
    }

    /// Connects and applies the migrations.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the database cannot be reached, or
    /// the migration's error.
    pub async fn open(options: &StoreOptions, catalogue: Arc<Catalogue>) -> Result<Store> {
        let store = Store::lazy(options, catalogue)?;
        store.migrate().await?;
        Ok(store)
    }

    /// Applies the embedded migrations (idempotent).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the database cannot be reached;
    /// [`StoreError::Internal`] when a migration fails or the database was
    /// migrated by a newer Hooklab.
    pub async fn migrate(&self) -> Result<()> {
        migrator().run(&self.pool).await.map_err(|e| match e {
            sqlx::migrate::MigrateError::Execute(inner) => StoreError::from(inner),
            other => StoreError::Internal(format!("migrating the database: {other}")),
        })?;
        self.migrated.store(true, Ordering::SeqCst);
        Ok(())
    }

    /// Whether the database answers and the migrations are applied.
    pub async fn ready(&self) -> bool {
        self.check().await.is_ok()
    }

    /// Like [`Store::ready`], with the reason when not ready (for the log).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the migrations are not applied yet
    /// or the database does not answer.
    pub async fn check(&self) -> Result<()> {
        if !self.migrated.load(Ordering::SeqCst) {
            return Err(StoreError::Unavailable(
                "the migrations are not applied yet".into(),
            ));
        }
        sqlx::query("SELECT 1")
            .execute(&self.pool)
            .await
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        Ok(())
    }

    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    #[must_use]
    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// The store's idea of now, in milliseconds since the epoch (UTC).
    #[must_use]
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Closes every connection (the command line does this before exiting).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// A transaction that takes the write lock at once on SQLite (so a read
    /// followed by a write never fails with a busy snapshot), a plain one
    /// on PostgreSQL.
    async fn write_tx(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
    }

    /// Deletes expired sessions and tokens and stale rate-limit windows.
    ///
    /// # Errors
    /// The database's error.
    pub async fn purge_expired(&self) -> Result<u64> {
        let now = self.now();
        let mut removed = 0;
        removed += sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
            .bind(now)
            .execute(&self.pool)
            .await?
            .rows_affected();
        removed += sqlx::query("DELETE FROM one_time_tokens WHERE expires_at <= $1")
            .bind(now)
            .execute(&self.pool)
            .await?
            .rows_affected();
        removed += sqlx::query("DELETE FROM rate_limits WHERE window_start < $1")
            .bind(now - self.limits.longest_window_ms())
            .execute(&self.pool)
            .await?
            .rows_affected();
        Ok(removed)
    }
}

/// Reads a column, turning a type mismatch into an internal error.
fn col<'r, T>(row: &'r AnyRow, name: &str) -> Result<T>
where
    T: sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any>,
{
    use sqlx::Row;
    row.try_get(name)
        .map_err(|e| StoreError::Internal(format!("reading column {name}: {e}")))
}

/// A 0/1 column as a flag.
fn flag(row: &AnyRow, name: &str) -> Result<bool> {
    Ok(col::<i64>(row, name)? != 0)
}
