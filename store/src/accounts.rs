//! Accounts and sessions. Instructors have a name and an argon2id password;
//! students have a display name and a recovery code (shown once, stored as
//! SHA-256). A session is a random token in an HttpOnly cookie and a row
//! here; signing out or expiry deletes the row, so the cookie is worthless
//! from then on, on every server sharing the database.

use sqlx::any::AnyRow;

pub use hooklab_core::classroom::{Account, Role};

use crate::error::Refusal;
use crate::limits::Action;
use crate::secret::{self, digest, normalize_code};
use crate::{col, Result, Store, StoreError};

/// How long an instructor's session lasts (the core's rule, which the
/// privacy page states too).
pub const INSTRUCTOR_SESSION_MS: i64 =
    hooklab_core::classroom::INSTRUCTOR_SESSION_DAYS as i64 * 24 * 3600 * 1000;
/// How long a student's session lasts (they have no password to type again).
pub const STUDENT_SESSION_MS: i64 =
    hooklab_core::classroom::STUDENT_SESSION_DAYS as i64 * 24 * 3600 * 1000;
/// How long the first instructor's setup link works.
pub const SETUP_LINK_MS: i64 = 24 * 3600 * 1000;
/// The longest name or display name, in characters.
pub const MAX_NAME_CHARS: usize = 80;

/// Role checks that answer with the store's error.
pub trait RoleCheck {
    /// This account if it is an instructor's.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for a student.
    fn instructor(&self) -> Result<&Account>;
    /// This account if it is a student's.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for an instructor.
    fn student(&self) -> Result<&Account>;
}

impl RoleCheck for Account {
    fn instructor(&self) -> Result<&Account> {
        match self.role {
            Role::Instructor => Ok(self),
            Role::Student => Err(StoreError::Forbidden(
                "this needs an instructor's account".into(),
            )),
        }
    }

    fn student(&self) -> Result<&Account> {
        match self.role {
            Role::Student => Ok(self),
            Role::Instructor => Err(StoreError::Forbidden(
                "this needs a student's account".into(),
            )),
        }
    }
}

/// A new session: the account and the token for its cookie. Its `Debug`
/// leaves the token out, so that no log line can carry it.
#[derive(Clone)]
pub struct SignedIn {
    pub account: Account,
    pub token: String,
    /// When the session ends, in milliseconds since the epoch.
    pub expires_at: i64,
}

impl std::fmt::Debug for SignedIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignedIn")
            .field("account", &self.account)
            .field("token", &"…")
            .field("expires_at", &self.expires_at)
            .finish()
    }
}

/// The result of following a join link (its `Debug` leaves the secrets out).
#[derive(Clone)]
pub struct Joined {
    pub group_id: String,
    pub group_name: String,
    /// A new student's session; `None` when a signed-in student joined
    /// another group.
    pub session: Option<SignedIn>,
    /// Shown once, to a new student only.
    pub recovery_code: Option<String>,
}

impl std::fmt::Debug for Joined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Joined")
            .field("group_id", &self.group_id)
            .field("session", &self.session)
            .field("recovery_code", &self.recovery_code.as_ref().map(|_| "…"))
            .finish_non_exhaustive()
    }
}

/// Checks a name: trimmed, 1 to 80 characters, no control characters.
///
/// # Errors
/// [`StoreError::Invalid`] saying what is wrong.
pub fn clean_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(StoreError::Invalid("the name is empty".into()));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(StoreError::Invalid(format!(
            "a name has at most {MAX_NAME_CHARS} characters"
        )));
    }
    if name.chars().any(char::is_control) {
        return Err(StoreError::Invalid(
            "a name cannot hold control characters".into(),
        ));
    }
    Ok(name.to_owned())
}

/// Runs a slow password function off the async threads.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| StoreError::Internal(format!("a password task failed: {e}")))
}

impl Store {
    /// Adds an instructor (the command line and the setup link).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a bad name or password,
    /// [`StoreError::Refused`] when the name is taken.
    pub async fn add_instructor(&self, name: &str, password: &str) -> Result<Account> {
        let name = clean_name(name)?;
        secret::check_new_password(password)?;
        let password = password.to_owned();
        let hash = blocking(move || secret::hash_password(&password)).await??;
        let id = secret::new_id()?;
        let inserted = sqlx::query(
            "INSERT INTO instructors (id, name, password_hash, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(&id)
        .bind(&name)
        .bind(&hash)
        .bind(self.now())
        .execute(&self.pool)
        .await?
        .rows_affected();
        if inserted == 0 {
            return Err(StoreError::Refused(
                Refusal::NameTaken,
                format!("an instructor named {name} exists already"),
            ));
        }
        Ok(Account {
            id,
            role: Role::Instructor,
            name,
        })
    }

    /// Sets an instructor's password (the command line) and ends their
    /// sessions.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] for an unknown name.
    pub async fn reset_password(&self, name: &str, password: &str) -> Result<()> {
        secret::check_new_password(password)?;
        let password = password.to_owned();
        let hash = blocking(move || secret::hash_password(&password)).await??;
        let row =
            sqlx::query("UPDATE instructors SET password_hash = $1 WHERE name = $2 RETURNING id")
                .bind(&hash)
                .bind(name.trim())
                .fetch_optional(&self.pool)
                .await?
                .ok_or_else(|| {
                    StoreError::NotFound(format!("no instructor is named {}", name.trim()))
                })?;
        let id: String = col(&row, "id")?;
        self.end_sessions_of(&id).await
    }

    /// How many instructors exist.
    ///
    /// # Errors
    /// The database's error.
    pub async fn instructor_count(&self) -> Result<i64> {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM instructors")
            .fetch_one(&self.pool)
            .await?;
        col(&row, "n")
    }

    /// A fresh setup link's token for the first instructor; earlier unused
    /// ones stop working. `None` once an instructor exists.
    ///
    /// # Errors
    /// The database's error.
    pub async fn create_setup_token(&self) -> Result<Option<String>> {
        if self.instructor_count().await? > 0 {
            return Ok(None);
        }
        let token = secret::token()?;
        let now = self.now();
        let mut tx = self.write_tx().await?;
        sqlx::query("DELETE FROM one_time_tokens WHERE purpose = 'setup' AND used_at IS NULL")
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO one_time_tokens (token_hash, purpose, created_at, expires_at) \
             VALUES ($1, 'setup', $2, $3)",
        )
        .bind(digest(&token))
        .bind(now)
        .bind(now + SETUP_LINK_MS)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(token))
    }

    /// Uses the setup link: creates the first instructor and signs them in.
    /// The token works once, before it expires, and only while no
    /// instructor exists.
    ///
    /// # Errors
    /// [`StoreError::BadCredentials`] for a used, expired or unknown link.
    pub async fn use_setup_token(
        &self,
        token: &str,
        name: &str,
        password: &str,
    ) -> Result<SignedIn> {
        let name = clean_name(name)?;
        secret::check_new_password(password)?;
        let owned = password.to_owned();
        let hash = blocking(move || secret::hash_password(&owned)).await??;
        let now = self.now();
        let mut tx = self.write_tx().await?;
        let used = sqlx::query(
            "UPDATE one_time_tokens SET used_at = $1 \
             WHERE token_hash = $2 AND purpose = 'setup' AND used_at IS NULL AND expires_at > $1",
        )
        .bind(now)
        .bind(digest(token))
        .execute(&mut *tx)
        .await?
        .rows_affected();
        let existing: i64 = col(
            &sqlx::query("SELECT COUNT(*) AS n FROM instructors")
                .fetch_one(&mut *tx)
                .await?,
            "n",
        )?;
        if used != 1 || existing > 0 {
            return Err(StoreError::BadCredentials(
                "this setup link was used already or has expired".into(),
            ));
        }
        let id = secret::new_id()?;
        sqlx::query(
            "INSERT INTO instructors (id, name, password_hash, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(&id)
        .bind(&name)
        .bind(&hash)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.new_session(Account {
            id,
            role: Role::Instructor,
            name,
        })
        .await
    }

    /// Signs an instructor in with name and password.
    ///
    /// # Errors
    /// [`StoreError::RateLimited`], or [`StoreError::BadCredentials`] (the
    /// same message whether the name or the password is wrong).
    pub async fn sign_in(&self, name: &str, password: &str, address: &str) -> Result<SignedIn> {
        let name = name.trim().to_owned();
        self.limit(Action::SignIn, Some(name.to_lowercase().as_str()), address)
            .await?;
        let row = sqlx::query("SELECT id, name, password_hash FROM instructors WHERE name = $1")
            .bind(&name)
            .fetch_optional(&self.pool)
            .await?;
        let (account, stored) = match &row {
            Some(row) => (
                Some(Account {
                    id: col(row, "id")?,
                    role: Role::Instructor,
                    name: col(row, "name")?,
                }),
                col::<String>(row, "password_hash")?,
            ),
            None => (None, secret::decoy_hash().to_owned()),
        };
        let password = password.to_owned();
        let matches = blocking(move || secret::verify_password(&password, &stored)).await?;
        match account {
            Some(account) if matches => self.new_session(account).await,
            _ => Err(StoreError::BadCredentials("wrong name or password".into())),
        }
    }

    /// Signs a student in with their recovery code.
    ///
    /// # Errors
    /// [`StoreError::RateLimited`], or [`StoreError::BadCredentials`].
    pub async fn sign_in_with_recovery_code(&self, code: &str, address: &str) -> Result<SignedIn> {
        self.limit(Action::Recovery, None, address).await?;
        let row = sqlx::query("SELECT id, display_name FROM students WHERE recovery_hash = $1")
            .bind(digest(&normalize_code(code)))
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::BadCredentials("this recovery code is not known".into()))?;
        self.new_session(Account {
            id: col(&row, "id")?,
            role: Role::Student,
            name: col(&row, "display_name")?,
        })
        .await
    }

    async fn new_session(&self, account: Account) -> Result<SignedIn> {
        let token = secret::token()?;
        let now = self.now();
        let expires_at = now
            + match account.role {
                Role::Instructor => INSTRUCTOR_SESSION_MS,
                Role::Student => STUDENT_SESSION_MS,
            };
        sqlx::query(
            "INSERT INTO sessions (token_hash, role, account_id, created_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(digest(&token))
        .bind(account.role.as_str())
        .bind(&account.id)
        .bind(now)
        .bind(expires_at)
        .execute(&self.pool)
        .await?;
        Ok(SignedIn {
            account,
            token,
            expires_at,
        })
    }

    /// The account of a session token.
    ///
    /// # Errors
    /// [`StoreError::SignedOut`] for an unknown or expired session.
    pub async fn session(&self, token: &str) -> Result<Account> {
        let row = sqlx::query(
            "SELECT s.role, s.account_id, s.expires_at, i.name AS instructor_name, \
                    st.display_name AS student_name \
             FROM sessions s \
             LEFT JOIN instructors i ON s.role = 'instructor' AND i.id = s.account_id \
             LEFT JOIN students st ON s.role = 'student' AND st.id = s.account_id \
             WHERE s.token_hash = $1",
        )
        .bind(digest(token))
        .fetch_optional(&self.pool)
        .await?
        .ok_or(StoreError::SignedOut)?;
        if col::<i64>(&row, "expires_at")? <= self.now() {
            self.sign_out(token).await?;
            return Err(StoreError::SignedOut);
        }
        account_of_session(&row)
    }

    /// Ends a session (nothing happens for an unknown token).
    ///
    /// # Errors
    /// The database's error.
    pub async fn sign_out(&self, token: &str) -> Result<()> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(digest(token))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn end_sessions_of(&self, account_id: &str) -> Result<()> {
        sqlx::query("DELETE FROM sessions WHERE account_id = $1")
            .bind(account_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Changes a signed-in instructor's password; their other sessions end.
    ///
    /// # Errors
    /// [`StoreError::BadCredentials`] when the current password is wrong.
    pub async fn change_password(
        &self,
        account: &Account,
        current_token: &str,
        old: &str,
        new: &str,
    ) -> Result<()> {
        account.instructor()?;
        secret::check_new_password(new)?;
        let row = sqlx::query("SELECT password_hash FROM instructors WHERE id = $1")
            .bind(&account.id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::SignedOut)?;
        let stored: String = col(&row, "password_hash")?;
        let (old, new) = (old.to_owned(), new.to_owned());
        let hash = blocking(move || {
            if secret::verify_password(&old, &stored) {
                secret::hash_password(&new).map(Some)
            } else {
                Ok(None)
            }
        })
        .await??
        .ok_or_else(|| StoreError::BadCredentials("the current password is wrong".into()))?;
        let mut tx = self.write_tx().await?;
        sqlx::query("UPDATE instructors SET password_hash = $1 WHERE id = $2")
            .bind(&hash)
            .bind(&account.id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2")
            .bind(&account.id)
            .bind(digest(current_token))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Follows a join link or code. A signed-in student joins one more
    /// group; anyone else becomes a new student with this display name and
    /// gets a recovery code, shown once.
    ///
    /// # Errors
    /// [`StoreError::RateLimited`], [`StoreError::NotFound`] for an unknown
    /// code, [`StoreError::Forbidden`] for an instructor's session.
    pub async fn join(
        &self,
        code: &str,
        display_name: &str,
        signed_in: Option<&Account>,
        address: &str,
    ) -> Result<Joined> {
        let code = normalize_code(code);
        self.limit(Action::Join, Some(code.as_str()), address)
            .await?;
        if let Some(account) = signed_in {
            account.student()?;
        }
        let group = sqlx::query("SELECT id, name FROM study_groups WHERE join_code = $1")
            .bind(&code)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::NotFound("no group has this join code".into()))?;
        let group_id: String = col(&group, "id")?;
        let group_name: String = col(&group, "name")?;
        let now = self.now();
        if let Some(student) = signed_in {
            sqlx::query(
                "INSERT INTO memberships (group_id, student_id, joined_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (group_id, student_id) DO NOTHING",
            )
            .bind(&group_id)
            .bind(&student.id)
            .bind(now)
            .execute(&self.pool)
            .await?;
            return Ok(Joined {
                group_id,
                group_name,
                session: None,
                recovery_code: None,
            });
        }
        let name = clean_name(display_name)?;
        let recovery = secret::recovery_code()?;
        let id = secret::new_id()?;
        let mut tx = self.write_tx().await?;
        sqlx::query(
            "INSERT INTO students (id, display_name, recovery_hash, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(&id)
        .bind(&name)
        .bind(digest(&normalize_code(&recovery)))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO memberships (group_id, student_id, joined_at) VALUES ($1, $2, $3)",
        )
        .bind(&group_id)
        .bind(&id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        let session = self
            .new_session(Account {
                id,
                role: Role::Student,
                name,
            })
            .await?;
        Ok(Joined {
            group_id,
            group_name,
            session: Some(session),
            recovery_code: Some(recovery),
        })
    }

    /// Gives a student of the instructor's group a new recovery code (the
    /// old one stops working, and so do the student's sessions).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the instructor teaches a group the
    /// student is in.
    pub async fn reset_recovery_code(
        &self,
        instructor: &Account,
        group_id: &str,
        student_id: &str,
    ) -> Result<String> {
        self.ensure_teaches(instructor, group_id).await?;
        self.ensure_member(group_id, student_id).await?;
        let recovery = secret::recovery_code()?;
        let mut tx = self.write_tx().await?;
        sqlx::query("UPDATE students SET recovery_hash = $1 WHERE id = $2")
            .bind(digest(&normalize_code(&recovery)))
            .bind(student_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1")
            .bind(student_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(recovery)
    }
}

fn account_of_session(row: &AnyRow) -> Result<Account> {
    let role: String = col(row, "role")?;
    let id: String = col(row, "account_id")?;
    let (role, name) = match role.as_str() {
        "instructor" => (
            Role::Instructor,
            col::<Option<String>>(row, "instructor_name")?,
        ),
        "student" => (Role::Student, col::<Option<String>>(row, "student_name")?),
        _ => return Err(StoreError::SignedOut),
    };
    let name = name.ok_or(StoreError::SignedOut)?;
    Ok(Account { id, role, name })
}
