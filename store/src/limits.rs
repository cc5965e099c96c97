//! Rate limits, counted in the database so that several servers share
//! them. Each limit is a fixed window per key; every guarded action counts
//! twice, once under the account or join code it names and once under the
//! client's address, with a generous address budget so that a class behind
//! one school NAT is not locked out by its own numbers.

use crate::secret::digest;
use crate::{col, Result, Store, StoreError};

/// One limit: at most `max` hits per `window_secs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    pub max: u32,
    pub window_secs: u32,
}

impl Limit {
    #[must_use]
    pub const fn new(max: u32, window_secs: u32) -> Limit {
        Limit { max, window_secs }
    }
}

/// The limits the classroom applies (README: "Rate limits"). They are
/// sized for a lecture of 500 behind one school network address: every
/// student joins and signs in again with a recovery code within minutes,
/// and submits every few seconds (bench/classroom measures that load).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimits {
    /// Instructor sign-in, per instructor name.
    pub sign_in_per_account: Limit,
    /// Instructor sign-in, per client address.
    pub sign_in_per_address: Limit,
    /// Joining, per join code (a whole class joins in a few minutes).
    pub join_per_code: Limit,
    /// Joining, per client address.
    pub join_per_address: Limit,
    /// Recovery-code sign-in, per client address (codes carry 100 bits:
    /// this limit is against noise, not guessing).
    pub recovery_per_address: Limit,
    /// Submissions, per student.
    pub submit_per_student: Limit,
    /// Submissions, per client address.
    pub submit_per_address: Limit,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            sign_in_per_account: Limit::new(10, 300),
            sign_in_per_address: Limit::new(100, 300),
            join_per_code: Limit::new(1000, 600),
            join_per_address: Limit::new(1000, 600),
            recovery_per_address: Limit::new(1000, 300),
            submit_per_student: Limit::new(60, 60),
            submit_per_address: Limit::new(20_000, 60),
        }
    }
}

impl RateLimits {
    /// Limits so high that nothing is ever refused (benchmarks of other
    /// things, tests of other things).
    #[must_use]
    pub fn unlimited() -> RateLimits {
        let wide = Limit::new(u32::MAX, 1);
        RateLimits {
            sign_in_per_account: wide,
            sign_in_per_address: wide,
            join_per_code: wide,
            join_per_address: wide,
            recovery_per_address: wide,
            submit_per_student: wide,
            submit_per_address: wide,
        }
    }

    pub(crate) fn longest_window_ms(&self) -> i64 {
        [
            self.sign_in_per_account,
            self.sign_in_per_address,
            self.join_per_code,
            self.join_per_address,
            self.recovery_per_address,
            self.submit_per_student,
            self.submit_per_address,
        ]
        .iter()
        .map(|l| i64::from(l.window_secs) * 1000)
        .max()
        .unwrap_or(0)
    }
}

/// The actions that are limited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    SignIn,
    Join,
    Recovery,
    Submit,
}

impl Store {
    /// Counts one try of `action` by `subject` (an instructor name, a join
    /// code, a student id; `None` when there is none) from `address`, and
    /// refuses with the wait when either budget is spent.
    ///
    /// # Errors
    /// [`StoreError::RateLimited`] with the seconds to wait; the database's
    /// error.
    pub async fn limit(&self, action: Action, subject: Option<&str>, address: &str) -> Result<()> {
        let l = &self.limits;
        let (name, per_subject, per_address) = match action {
            Action::SignIn => (
                "sign-in",
                Some(l.sign_in_per_account),
                l.sign_in_per_address,
            ),
            Action::Join => ("join", Some(l.join_per_code), l.join_per_address),
            Action::Recovery => ("recovery", None, l.recovery_per_address),
            Action::Submit => ("submit", Some(l.submit_per_student), l.submit_per_address),
        };
        let mut wait = 0;
        if let (Some(subject), Some(limit)) = (subject, per_subject) {
            wait = wait.max(
                self.hit(&format!("{name}|subject|{subject}"), limit)
                    .await?,
            );
        }
        wait = wait.max(
            self.hit(&format!("{name}|address|{address}"), per_address)
                .await?,
        );
        if wait > 0 {
            Err(StoreError::RateLimited(wait))
        } else {
            Ok(())
        }
    }

    /// Adds one hit to a key's current window; returns 0 when within the
    /// limit, else the seconds until the window ends (at least 1).
    async fn hit(&self, key: &str, limit: Limit) -> Result<u64> {
        let now = self.now();
        let window = i64::from(limit.window_secs.max(1)) * 1000;
        let start = now - now.rem_euclid(window);
        let row = sqlx::query(
            "INSERT INTO rate_limits (key_hash, window_start, hits) VALUES ($1, $2, 1) \
             ON CONFLICT (key_hash) DO UPDATE SET \
               hits = CASE WHEN rate_limits.window_start = excluded.window_start \
                           THEN rate_limits.hits + 1 ELSE 1 END, \
               window_start = excluded.window_start \
             RETURNING hits",
        )
        .bind(digest(key))
        .bind(start)
        .fetch_one(&self.pool)
        .await?;
        let hits: i64 = col(&row, "hits")?;
        if hits <= i64::from(limit.max) {
            return Ok(0);
        }
        let left_ms = start + window - now;
        Ok(u64::try_from((left_ms + 999) / 1000).unwrap_or(1).max(1))
    }
}
