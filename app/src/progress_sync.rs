//! "Keep my progress on the group server": while a student has it on, this
//! browser sends its progress document to the group's server when a page
//! opens and a moment after each change, and merges what the server
//! answers (the copy that the student's other devices fill too). Nothing
//! else leaves the browser.
//!
//! The switch itself lives on the server (the class page reads and sets
//! it); this browser remembers that it is on with a marker under the
//! account's local prefix, which signing out clears with the rest of the
//! account's local copy.

use crate::browser::{local_prefix, LOCAL_ROOT};
use crate::class_error::ClassError;
use crate::{progress, storage};

/// The classroom's endpoint that merges a progress document into the copy
/// kept on the server (`classroom::sync_progress`, a server function; a
/// test holds the two together). Every bundle calls it, the reader's too,
/// which has no server-function client: the call is made here by hand, as
/// the function's client would make it (a URL-encoded `document`, a JSON
/// answer).
pub const SYNC_PATH: &str = "/api/class/sync-progress";

/// The last part of the marker's key.
const MARKER: &str = "keep-progress";

/// How long after a change the progress is sent (later changes within it
/// ride along).
#[cfg(feature = "browser")]
const DELAY_MS: i32 = 2_000;

/// The key of the marker saying that `account_id` keeps its progress on
/// the server.
#[must_use]
pub fn marker_key(account_id: &str) -> String {
    format!("{}{MARKER}", local_prefix(account_id))
}

/// Whether `key` is some account's marker.
fn is_marker(key: &str) -> bool {
    key.ends_with(&format!(":{MARKER}"))
}

/// Remembers in this browser whether the account keeps its progress on
/// the server.
pub fn remember(account_id: &str, keep: bool) {
    if keep {
        storage::save(&marker_key(account_id), "1");
    } else {
        storage::remove(&marker_key(account_id));
    }
}

/// Whether this browser sends its progress to a group's server.
#[must_use]
pub fn is_on() -> bool {
    storage::keys_with_prefix(LOCAL_ROOT)
        .iter()
        .any(|key| is_marker(key))
}

/// Sends this browser's progress now and merges the server's answer in.
/// A server that says the account is signed out or keeps nothing any more
/// switches sending off in this browser.
///
/// # Errors
/// The classroom's error (the caller shows it, or drops it when it sent
/// in the background).
pub async fn sync_now() -> Result<(), ClassError> {
    match send(&progress::load().to_json()).await {
        Ok(kept) => {
            progress::merge_in(&kept);
            Ok(())
        }
        Err(error) => {
            if matches!(
                error.code.as_str(),
                "signed-out" | "not-found" | "forbidden"
            ) {
                for key in storage::keys_with_prefix(LOCAL_ROOT) {
                    if is_marker(&key) {
                        storage::remove(&key);
                    }
                }
            }
            Err(error)
        }
    }
}

/// Posts `document` to [`SYNC_PATH`] and answers the merged document.
async fn send(document: &str) -> Result<String, ClassError> {
    #[cfg(feature = "browser")]
    {
        let network = || ClassError::new(0, "network", "no answer from the server");
        let body = format!(
            "document={}",
            String::from(js_sys::encode_uri_component(document))
        );
        let init = web_sys::RequestInit::new();
        init.set_method("POST");
        init.set_body(&body.into());
        let headers = web_sys::Headers::new().map_err(|_| network())?;
        for (name, value) in [
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Accept", "application/json"),
        ] {
            headers.set(name, value).map_err(|_| network())?;
        }
        init.set_headers(&headers);
        let answer = crate::dom::fetch_text(SYNC_PATH, Some(&init))
            .await
            .ok_or_else(network)?;
        match serde_json::from_str(&answer.text) {
            Ok(merged) if answer.ok() => Ok(merged),
            _ => Err(ClassError::of_answer(answer.status, &answer.text)),
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = document;
        Err(ClassError::new(
            0,
            "network",
            "only a browser sends its progress",
        ))
    }
}

/// Sends the progress a moment from now when sending is on; changes made
/// before then go in the same request.
pub fn schedule() {
    #[cfg(feature = "browser")]
    {
        use std::cell::Cell;
        thread_local! {
            static PENDING: Cell<bool> = const { Cell::new(false) };
        }
        if !is_on() || PENDING.with(Cell::get) {
            return;
        }
        PENDING.with(|p| p.set(true));
        crate::dom::after(DELAY_MS, move || {
            PENDING.with(|p| p.set(false));
            crate::dom::spawn(async {
                // In the background: the next change or page tries again.
                let _ = sync_now().await;
            });
        });
    }
}

/// Sends the progress once when a page opens, when sending is on.
pub fn on_page_open() {
    #[cfg(feature = "browser")]
    if is_on() {
        crate::dom::spawn(async {
            let _ = sync_now().await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marker_sits_under_the_account_s_local_prefix() {
        let key = marker_key("abc");
        assert!(key.starts_with(&local_prefix("abc")), "{key}");
        assert!(is_marker(&key));
        assert!(!is_marker(&format!("{}pending", local_prefix("abc"))));
        // Signing out clears every key under the prefix, the marker too;
        // every account's marker is found under the common root.
        assert!(key.starts_with(LOCAL_ROOT));
    }
}
