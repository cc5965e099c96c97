//! The one error type of the store, mapped by the server to status codes.

/// Why a store function failed. The messages are short English sentences
/// meant for the person (the pages show them, translated where they have a
/// key); none carries a secret.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// No session, or an expired one (401).
    #[error("please sign in")]
    SignedOut,
    /// Wrong name, password or recovery code (401).
    #[error("{0}")]
    BadCredentials(String),
    /// Signed in, but this is not yours to see or change (403).
    #[error("{0}")]
    Forbidden(String),
    /// Nothing with that id that this account can see (404).
    #[error("{0}")]
    NotFound(String),
    /// The request itself is wrong (400).
    #[error("{0}")]
    Invalid(String),
    /// The request is wrong in one field of a form (400): the field's id
    /// (`title`, `items`, `opens`, `due`, `time-zone`, `attempts`,
    /// `time-limit`, `name`), so that a page can show the message next to
    /// it, and what is wrong.
    #[error("{1}")]
    InvalidField(&'static str, String),
    /// Understood, but refused by a rule: past the attempts allowed, late
    /// where lateness is refused, not open yet, a name already taken (409).
    #[error("{1}")]
    Refused(Refusal, String),
    /// Too many tries: wait this many seconds (429).
    #[error("too many tries: try again in {0} seconds")]
    RateLimited(u64),
    /// The database cannot be reached (503).
    #[error("the database is unavailable; try again shortly")]
    Unavailable(String),
    /// A bug or a broken database (500); the text goes to the log only.
    #[error("internal error")]
    Internal(String),
}

impl StoreError {
    /// An [`StoreError::Invalid`] said of one field; other errors pass.
    #[must_use]
    pub fn in_field(self, field: &'static str) -> StoreError {
        match self {
            StoreError::Invalid(message) => StoreError::InvalidField(field, message),
            other => other,
        }
    }

    /// The form field an error concerns, if it says.
    #[must_use]
    pub fn field(&self) -> Option<&'static str> {
        match self {
            StoreError::InvalidField(field, _) => Some(field),
            _ => None,
        }
    }

    /// The text for the server's log: what the person is told, plus the
    /// cause the message leaves out (the database's own error).
    #[must_use]
    pub fn detail(&self) -> String {
        match self {
            StoreError::Unavailable(cause) | StoreError::Internal(cause) => {
                format!("{self}: {cause}")
            }
            other => other.to_string(),
        }
    }
}

/// Which rule refused a request: a stable id a page can translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The name is taken.
    NameTaken,
    /// The assignment is not open yet.
    NotOpen,
    /// The due date has passed and late work is refused.
    PastDue,
    /// A timed item must be opened before submitting.
    OpenFirst,
    /// The time limit of the attempt has passed.
    TimeUp,
    /// Every attempt allowed is used.
    AttemptsUsed,
    /// An assignment holds the item.
    InUse,
    /// The database holds classroom data already.
    HoldsData,
}

impl Refusal {
    /// The stable id (`attempts-used`, `past-due`…).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::NameTaken => "name-taken",
            Refusal::NotOpen => "not-open",
            Refusal::PastDue => "past-due",
            Refusal::OpenFirst => "open-first",
            Refusal::TimeUp => "time-up",
            Refusal::AttemptsUsed => "attempts-used",
            Refusal::InUse => "in-use",
            Refusal::HoldsData => "holds-data",
        }
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match error {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable(error.to_string()),
            sqlx::Error::Database(db) if is_unavailable(db.code().as_deref()) => {
                StoreError::Unavailable(db.to_string())
            }
            other => StoreError::Internal(other.to_string()),
        }
    }
}

/// Database error codes that mean "not now" rather than "never":
/// SQLite's BUSY and LOCKED, PostgreSQL's connection and shutdown classes.
fn is_unavailable(code: Option<&str>) -> bool {
    match code {
        Some(code) => {
            code == "5" || code == "6" || code.starts_with("08") || code.starts_with("57P")
        }
        None => false,
    }
}
