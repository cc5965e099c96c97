//! Helpers for tests that run against both backends (this crate's and the
//! server's): a fresh, empty PostgreSQL database per test.

use sqlx::{AssertSqlSafe, Executor};

use crate::{secret, Result, StoreError};

/// The environment variable that names a PostgreSQL server for tests
/// (`./dev test` starts a throwaway cluster and sets it).
pub const TEST_DATABASE_URL: &str = "HOOKLAB_TEST_DATABASE_URL";

/// Creates a new database with a random name on the server of `base`
/// (a `postgres://` URL whose user may create databases) and returns its
/// URL. Databases are left behind: the test cluster is thrown away.
///
/// # Errors
/// When the server cannot be reached or refuses.
pub async fn fresh_postgres_database(base: &str) -> Result<String> {
    sqlx::any::install_default_drivers();
    let admin = sqlx::AnyPool::connect(base).await?;
    let name = format!("hooklab_test_{}", &secret::digest(&secret::new_id()?)[..20]);
    admin
        .execute(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await?;
    admin.close().await;
    let scheme_end = base
        .find("://")
        .map(|i| i + 3)
        .ok_or_else(|| StoreError::Invalid("not a URL".into()))?;
    let (head, tail) = base.split_at(scheme_end);
    let (authority, query) = match tail.find('/') {
        Some(slash) => {
            let rest = &tail[slash..];
            (&tail[..slash], rest.find('?').map_or("", |q| &rest[q..]))
        }
        None => match tail.find('?') {
            Some(q) => (&tail[..q], &tail[q..]),
            None => (tail, ""),
        },
    };
    Ok(format!("{head}{authority}/{name}{query}"))
}
