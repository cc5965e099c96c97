//! A classroom call's failure, as the page receives it: the one error type
//! of the classroom's server functions (`classroom.rs`), and of the one call
//! every bundle makes without them, sending the progress to the group's
//! server (`progress_sync.rs`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A classroom function's failure, as the page receives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassError {
    /// The HTTP status it was answered with.
    pub status: u16,
    /// `signed-out`, `bad-credentials`, `forbidden`, `not-found`,
    /// `invalid`, `refused`, `rate-limited`, `unavailable`, `internal`,
    /// `bad-request` (the arguments did not parse) or `network` (in the
    /// browser: no answer).
    pub code: String,
    /// One English sentence saying what happened (pages show their own
    /// translated text for the code, and this as detail).
    pub message: String,
    /// For `refused`: which rule (`not-open`, `past-due`, `open-first`,
    /// `time-up`, `attempts-used`, `name-taken`, `in-use`, `holds-data`).
    pub reason: Option<String>,
    /// For `rate-limited`: the seconds to wait.
    pub retry_after: Option<u64>,
    /// For `invalid`: the form field at fault, when the server knows it
    /// (`title`, `items`, `opens`, `due`, `time-zone`, `attempts`,
    /// `time-limit`, `name`), so that the page says it next to the field.
    #[serde(default)]
    pub field: Option<String>,
}

impl fmt::Display for ClassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ClassError {}

impl ClassError {
    pub(crate) fn new(status: u16, code: &str, message: impl Into<String>) -> ClassError {
        ClassError {
            status,
            code: code.to_owned(),
            message: message.into(),
            reason: None,
            retry_after: None,
            field: None,
        }
    }

    /// The error a failed answer (`status`, its body `body`) carries: the
    /// server writes a `ClassError` as JSON; anything else in the body is
    /// an internal error.
    pub fn of_answer(status: u16, body: &str) -> ClassError {
        serde_json::from_str(body).unwrap_or_else(|_| {
            ClassError::new(status, "internal", format!("an answer of status {status}"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_answer_gives_the_server_s_error_or_an_internal_one() {
        let said = ClassError::new(401, "signed-out", "Sign in first.");
        let body = serde_json::to_string(&said).unwrap();
        assert_eq!(ClassError::of_answer(401, &body), said);
        let garbled = ClassError::of_answer(502, "<html>Bad gateway</html>");
        assert_eq!((garbled.status, garbled.code.as_str()), (502, "internal"));
    }
}
