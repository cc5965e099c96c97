//! The classroom's server functions: what the classroom pages call, in the
//! browser over HTTP and during server rendering in process. Each one is a
//! few lines over the store (`hooklab-store`), which checks who may do what;
//! the data types are the core's (`hooklab_core::classroom`), so the pages
//! and the server share them.
//!
//! Rules:
//! - Reads are `GET` (`GetUrl`), changes are `POST` (URL-encoded, or JSON
//!   where the argument is nested data).
//! - Every function answers [`ClassError`] on failure, with the HTTP status
//!   set to match (401 signed out, 403, 404, 400, 409 refused by a rule,
//!   429 with `Retry-After`, 503 database unavailable).
//! - The session is a cookie (`hooklab_session`, HttpOnly, SameSite=Lax,
//!   Secure behind https) holding a random token; the database holds its
//!   SHA-256. Sign-in, recovery, setup and joining set it; sign-out clears
//!   it and deletes the session.
//! - Everything under `/api/class/` is answered `Cache-Control: no-store`
//!   and never enters the page cache (the server's middleware).

use crate::answer_codec::JsonAnswer;
use hooklab_core::classroom::{
    Account, Assignment, AssignmentSpec, AttemptView, AuthoredItem, Group, ItemView, Override,
    Receipt, Regraded, RosterEntry, Started, StudentAssignment, StudentGroup, Submission,
    UploadedFile,
};
use hooklab_core::exam::{Domain, GuideDomain};
use hooklab_core::practice::stats::Results;
use hooklab_core::practice::{ItemError, ItemKind};
use leptos::prelude::*;
use leptos::server_fn::codec::{GetUrl, Json};
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use serde::{Deserialize, Serialize};

pub use crate::class_error::ClassError;

impl FromServerFnError for ClassError {
    type Encoder = crate::answer_codec::JsonText;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        match value {
            ServerFnErrorErr::Args(m) | ServerFnErrorErr::MissingArg(m) => {
                ClassError::new(400, "bad-request", format!("bad arguments: {m}"))
            }
            ServerFnErrorErr::Request(m) => ClassError::new(0, "network", m),
            // On the server this is a request body that does not decode
            // (malformed JSON): the client's mistake. In the browser it is
            // an answer that does not decode, which stays internal.
            ServerFnErrorErr::Deserialization(m) if cfg!(feature = "ssr") => ClassError::new(
                400,
                "bad-request",
                format!("the request does not decode: {m}"),
            ),
            other => ClassError::new(500, "internal", other.to_string()),
        }
    }
}

/// Who is signed in, for the frame and the classroom pages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    pub account: Account,
}

/// What following a join link gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinView {
    pub group_id: String,
    pub group_name: String,
    pub account: Account,
    /// Shown once, to a new student only: the page must say to keep it.
    pub recovery_code: Option<String>,
}

/// A group with its roster, for its instructors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupView {
    pub group: Group,
    pub roster: Vec<RosterEntry>,
}

/// An assignment with what its instructors manage on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssignmentView {
    pub assignment: Assignment,
    /// `(student id, accommodations)`.
    pub overrides: Vec<(String, Override)>,
    /// Attempts graded against an older version of their item.
    pub stale_attempts: u32,
}

/// One item an instructor can assign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatalogueEntry {
    pub key: String,
    pub kind: ItemKind,
    pub item_id: String,
    pub title: String,
    pub authored: bool,
    /// An exam item's domain and guide domain (the form filters by them).
    #[serde(default)]
    pub domains: Option<(Domain, GuideDomain)>,
}

/// The outcome of an upload: the items saved, or every error and nothing
/// saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UploadOutcome {
    pub saved: Vec<AuthoredItem>,
    pub errors: Vec<ItemError>,
}

// ----- accounts -----

/// The signed-in account, or `None`.
#[server(prefix = "/api", endpoint = "class/me", input = GetUrl, output = JsonAnswer)]
pub async fn whoami() -> Result<Option<Me>, ClassError> {
    let cx = ssr::classroom()?;
    Ok(ssr::account_if_any(&cx).await.map(|account| Me { account }))
}

/// An instructor signs in.
#[server(prefix = "/api", endpoint = "class/sign-in", output = JsonAnswer)]
pub async fn sign_in(name: String, password: String) -> Result<Me, ClassError> {
    let cx = ssr::classroom()?;
    let signed = ssr::done(cx.store.sign_in(&name, &password, &ssr::address()).await)?;
    ssr::set_session_cookie(&cx, &signed.token, signed.expires_at);
    Ok(Me {
        account: signed.account,
    })
}

/// A student signs in with their recovery code.
#[server(prefix = "/api", endpoint = "class/recover", output = JsonAnswer)]
pub async fn recover(code: String) -> Result<Me, ClassError> {
    let cx = ssr::classroom()?;
    let signed = ssr::done(
        cx.store
            .sign_in_with_recovery_code(&code, &ssr::address())
            .await,
    )?;
    ssr::set_session_cookie(&cx, &signed.token, signed.expires_at);
    Ok(Me {
        account: signed.account,
    })
}

/// Uses the one-time setup link: creates the first instructor.
#[server(prefix = "/api", endpoint = "class/setup", output = JsonAnswer)]
pub async fn setup(token: String, name: String, password: String) -> Result<Me, ClassError> {
    let cx = ssr::classroom()?;
    let signed = ssr::done(cx.store.use_setup_token(&token, &name, &password).await)?;
    ssr::set_session_cookie(&cx, &signed.token, signed.expires_at);
    Ok(Me {
        account: signed.account,
    })
}

/// Ends the session here and on the server.
#[server(prefix = "/api", endpoint = "class/sign-out", output = JsonAnswer)]
pub async fn sign_out() -> Result<(), ClassError> {
    let cx = ssr::classroom()?;
    if let Some(token) = ssr::session_token() {
        ssr::done(cx.store.sign_out(&token).await)?;
    }
    ssr::clear_session_cookie(&cx);
    Ok(())
}

/// An instructor changes their password; their other sessions end.
#[server(prefix = "/api", endpoint = "class/change-password", output = JsonAnswer)]
pub async fn change_password(current: String, new: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    let token = ssr::session_token().unwrap_or_default();
    ssr::done(cx.store.change_password(&me, &token, &current, &new).await)
}

/// Follows a join link or code. A new student gets a session and a
/// recovery code; a signed-in student joins one more group.
#[server(prefix = "/api", endpoint = "class/join", output = JsonAnswer)]
pub async fn join(code: String, display_name: String) -> Result<JoinView, ClassError> {
    let cx = ssr::classroom()?;
    let current = ssr::account_if_any(&cx).await;
    let joined = ssr::done(
        cx.store
            .join(&code, &display_name, current.as_ref(), &ssr::address())
            .await,
    )?;
    let account = match (&joined.session, current) {
        (Some(session), _) => {
            ssr::set_session_cookie(&cx, &session.token, session.expires_at);
            session.account.clone()
        }
        (None, Some(account)) => account,
        (None, None) => return Err(ClassError::new(500, "internal", "joined without a session")),
    };
    Ok(JoinView {
        group_id: joined.group_id,
        group_name: joined.group_name,
        account,
        recovery_code: joined.recovery_code,
    })
}

// ----- students -----

/// The signed-in student's groups.
#[server(prefix = "/api", endpoint = "class/my-groups", input = GetUrl, output = JsonAnswer)]
pub async fn my_groups() -> Result<Vec<StudentGroup>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.groups_of_student(&me).await)
}

/// The student's assignments in one of their groups.
#[server(prefix = "/api", endpoint = "class/my-assignments", input = GetUrl, output = JsonAnswer)]
pub async fn my_assignments(
    group_id: String,
    lang: String,
) -> Result<Vec<StudentAssignment>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.student_assignments(&me, &group_id, &lang).await)
}

/// One of the student's assignments.
#[server(prefix = "/api", endpoint = "class/my-assignment", input = GetUrl, output = JsonAnswer)]
pub async fn my_assignment(
    assignment_id: String,
    lang: String,
) -> Result<StudentAssignment, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .student_assignment(&me, &assignment_id, &lang)
            .await,
    )
}

/// The student's own attempts on an assignment.
#[server(prefix = "/api", endpoint = "class/my-attempts", input = GetUrl, output = JsonAnswer)]
pub async fn my_attempts(assignment_id: String) -> Result<Vec<AttemptView>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.my_attempts(&me, &assignment_id).await)
}

/// An item of an assignment, for the student doing it or an instructor of
/// the group (authored text comes rendered and sanitised).
#[server(prefix = "/api", endpoint = "class/item", input = GetUrl, output = JsonAnswer)]
pub async fn assignment_item(
    assignment_id: String,
    item_key: String,
    lang: String,
) -> Result<ItemView, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .assignment_item(&me, &assignment_id, &item_key, &lang)
            .await,
    )
}

/// An exam item's key and explanations in `lang`, once they may be shown:
/// to an instructor of the group, and to a student after submitting on an
/// assignment that shows answers (`None` before that).
#[server(prefix = "/api", endpoint = "class/exam-key", input = GetUrl, output = JsonAnswer)]
pub async fn exam_key(
    assignment_id: String,
    item_key: String,
    lang: String,
) -> Result<Option<crate::pages::exam::logic::PageItem>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    let item = ssr::done(
        cx.store
            .exam_answer_key(&me, &assignment_id, &item_key)
            .await,
    )?;
    let locale = crate::i18n::Lang::from_code(&lang).unwrap_or(crate::i18n::Lang::En);
    Ok(item.map(|item| crate::pages::exam::page_item(&item, locale)))
}

/// Starts a timed attempt (`None` when the assignment has no time limit).
#[server(prefix = "/api", endpoint = "class/start", output = JsonAnswer)]
pub async fn start_item(
    assignment_id: String,
    item_key: String,
) -> Result<Option<Started>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.start_item(&me, &assignment_id, &item_key).await)
}

/// Submits what the student did on an item; the server grades it.
#[server(prefix = "/api", endpoint = "class/submit", input = Json, output = JsonAnswer)]
pub async fn submit(submission: Submission) -> Result<Receipt, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.submit(&me, &submission, &ssr::address()).await)
}

/// A student leaves a group; their data there is deleted.
#[server(prefix = "/api", endpoint = "class/leave", output = JsonAnswer)]
pub async fn leave_group(group_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.leave_group(&me, &group_id).await)
}

// ----- progress kept on the server -----

/// Whether the signed-in student keeps their progress on this server.
#[server(prefix = "/api", endpoint = "class/keeps-progress", input = GetUrl, output = JsonAnswer)]
pub async fn keeps_progress() -> Result<bool, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.keeps_progress(&me).await)
}

/// The student switches keeping their progress on this server on or off
/// (off deletes the copy kept here).
#[server(prefix = "/api", endpoint = "class/keep-progress", output = JsonAnswer)]
pub async fn set_keeps_progress(keep: bool) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.set_keeps_progress(&me, keep).await)
}

/// Merges this device's progress document into the copy kept on the
/// server and answers the merged document.
#[server(prefix = "/api", endpoint = "class/sync-progress", output = JsonAnswer)]
pub async fn sync_progress(document: String) -> Result<String, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .merge_kept_progress(&me, &document, &ssr::address())
            .await,
    )
}

// ----- instructors -----

/// The groups the instructor teaches.
#[server(prefix = "/api", endpoint = "class/groups", input = GetUrl, output = JsonAnswer)]
pub async fn groups() -> Result<Vec<Group>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.groups_taught(&me).await)
}

/// One group with its roster.
#[server(prefix = "/api", endpoint = "class/group", input = GetUrl, output = JsonAnswer)]
pub async fn group_detail(group_id: String) -> Result<GroupView, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    let group = ssr::done(cx.store.group(&me, &group_id).await)?;
    let roster = ssr::done(cx.store.roster(&me, &group_id).await)?;
    Ok(GroupView { group, roster })
}

#[server(prefix = "/api", endpoint = "class/create-group", output = JsonAnswer)]
pub async fn create_group(name: String) -> Result<Group, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.create_group(&me, &name).await)
}

/// A new join code; the old one stops working.
#[server(prefix = "/api", endpoint = "class/rotate-code", output = JsonAnswer)]
pub async fn rotate_code(group_id: String) -> Result<String, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.rotate_join_code(&me, &group_id).await)
}

/// Adds another instructor, by name, to a group.
#[server(prefix = "/api", endpoint = "class/add-instructor", output = JsonAnswer)]
pub async fn add_instructor(group_id: String, name: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.add_co_instructor(&me, &group_id, &name).await)
}

/// Deletes a group with everything in it.
#[server(prefix = "/api", endpoint = "class/delete-group", output = JsonAnswer)]
pub async fn delete_group(group_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.delete_group(&me, &group_id).await)
}

#[server(prefix = "/api", endpoint = "class/remove-student", output = JsonAnswer)]
pub async fn remove_student(group_id: String, student_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.remove_student(&me, &group_id, &student_id).await)
}

/// A new recovery code for a student (shown once to the instructor).
#[server(prefix = "/api", endpoint = "class/reset-recovery", output = JsonAnswer)]
pub async fn reset_recovery(group_id: String, student_id: String) -> Result<String, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .reset_recovery_code(&me, &group_id, &student_id)
            .await,
    )
}

/// The assignments of a group (instructors and its students).
#[server(prefix = "/api", endpoint = "class/assignments", input = GetUrl, output = JsonAnswer)]
pub async fn assignments(group_id: String, lang: String) -> Result<Vec<Assignment>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.assignments_of_group(&me, &group_id, &lang).await)
}

/// One assignment with its overrides, for its instructors.
#[server(prefix = "/api", endpoint = "class/assignment", input = GetUrl, output = JsonAnswer)]
pub async fn assignment_detail(
    assignment_id: String,
    lang: String,
) -> Result<AssignmentView, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    let assignment = ssr::done(
        cx.store
            .assignment_for_instructor(&me, &assignment_id, &lang)
            .await,
    )?;
    let overrides = ssr::done(cx.store.overrides(&me, &assignment_id).await)?;
    let stale_attempts = ssr::done(cx.store.stale_attempts(&me, &assignment_id).await)?;
    Ok(AssignmentView {
        assignment,
        overrides,
        stale_attempts,
    })
}

#[server(prefix = "/api", endpoint = "class/create-assignment", input = Json, output = JsonAnswer)]
pub async fn create_assignment(
    group_id: String,
    spec: AssignmentSpec,
    lang: String,
) -> Result<Assignment, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .create_assignment(&me, &group_id, &spec, &lang)
            .await,
    )
}

#[server(prefix = "/api", endpoint = "class/update-assignment", input = Json, output = JsonAnswer)]
pub async fn update_assignment(
    assignment_id: String,
    spec: AssignmentSpec,
    lang: String,
) -> Result<Assignment, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .update_assignment(&me, &assignment_id, &spec, &lang)
            .await,
    )
}

#[server(prefix = "/api", endpoint = "class/delete-assignment", output = JsonAnswer)]
pub async fn delete_assignment(assignment_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.delete_assignment(&me, &assignment_id).await)
}

/// Sets a student's accommodations (extra time, extra attempts, a later
/// due date).
#[server(prefix = "/api", endpoint = "class/set-override", input = Json, output = JsonAnswer)]
pub async fn set_override(
    assignment_id: String,
    student_id: String,
    accommodations: Override,
) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .set_override(&me, &assignment_id, &student_id, &accommodations)
            .await,
    )
}

#[server(prefix = "/api", endpoint = "class/clear-override", output = JsonAnswer)]
pub async fn clear_override(assignment_id: String, student_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .clear_override(&me, &assignment_id, &student_id)
            .await,
    )
}

/// Every attempt on an assignment, or one student's.
#[server(prefix = "/api", endpoint = "class/attempts", input = GetUrl, output = JsonAnswer)]
pub async fn attempts(
    assignment_id: String,
    student_id: Option<String>,
) -> Result<Vec<AttemptView>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(
        cx.store
            .attempts_of_assignment(&me, &assignment_id, student_id.as_deref())
            .await,
    )
}

/// The results: grid, item statistics, confusion matrix, distribution.
#[server(prefix = "/api", endpoint = "class/results", input = GetUrl, output = JsonAnswer)]
pub async fn assignment_results(
    assignment_id: String,
    lang: String,
) -> Result<Results, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.results(&me, &assignment_id, &lang).await)
}

/// Grades again every attempt made on an older version of its item.
#[server(prefix = "/api", endpoint = "class/regrade", output = JsonAnswer)]
pub async fn regrade(assignment_id: String) -> Result<Regraded, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.regrade(&me, &assignment_id).await)
}

/// What the instructor can assign: every built-in item and their own.
#[server(prefix = "/api", endpoint = "class/catalogue", input = GetUrl, output = JsonAnswer)]
pub async fn catalogue(lang: String) -> Result<Vec<CatalogueEntry>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    let authored = ssr::done(cx.store.authored_items(&me, &lang).await)?;
    let practice = cx.store.catalogue();
    let mut entries: Vec<CatalogueEntry> = practice
        .item_ids()
        .into_iter()
        .filter_map(|(kind, id)| {
            let item = practice.item(kind, &id)?;
            let domains = match &item {
                hooklab_core::practice::Item::Exam(e) => Some((e.domain, e.guide_domain)),
                _ => None,
            };
            Some(CatalogueEntry {
                key: format!("{}/{id}", kind.as_str()),
                kind,
                title: item.title(&lang),
                item_id: id,
                authored: false,
                domains,
            })
        })
        .collect();
    entries.extend(authored.into_iter().map(|a| CatalogueEntry {
        key: a.key(),
        kind: a.kind,
        item_id: a.item_id,
        title: a.title,
        authored: true,
        domains: None,
    }));
    Ok(entries)
}

/// The instructor's own items.
#[server(prefix = "/api", endpoint = "class/authored", input = GetUrl, output = JsonAnswer)]
pub async fn authored(lang: String) -> Result<Vec<AuthoredItem>, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.authored_items(&me, &lang).await)
}

/// Uploads item files of one kind: all saved, or none with every error.
#[server(prefix = "/api", endpoint = "class/upload", input = Json, output = JsonAnswer)]
pub async fn upload(kind: ItemKind, files: Vec<UploadedFile>) -> Result<UploadOutcome, ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    Ok(
        match ssr::done(cx.store.upload_items(&me, kind, &files).await)? {
            Ok(saved) => UploadOutcome {
                saved,
                errors: Vec::new(),
            },
            Err(errors) => UploadOutcome {
                saved: Vec::new(),
                errors,
            },
        },
    )
}

#[server(prefix = "/api", endpoint = "class/delete-authored", output = JsonAnswer)]
pub async fn delete_authored(authored_id: String) -> Result<(), ClassError> {
    let (cx, me) = ssr::signed_in().await?;
    ssr::done(cx.store.delete_authored_item(&me, &authored_id).await)
}

#[cfg(feature = "ssr")]
pub mod ssr {
    //! The request side of the classroom functions: the store handle from
    //! context, the session cookie, the client's address, and the mapping
    //! of store errors to statuses.

    use super::ClassError;
    use hooklab_core::classroom::Account;
    use hooklab_store::{Store, StoreError};
    use http::{header, HeaderValue, StatusCode};
    use leptos::prelude::*;
    use leptos_axum::ResponseOptions;

    /// The session cookie's name.
    pub const SESSION_COOKIE: &str = "hooklab_session";

    /// The classroom's handle, provided as context to every render and
    /// server function by the server.
    #[derive(Clone)]
    pub struct Classroom {
        pub store: Store,
        /// Cookies get `Secure` (the public URL is https).
        pub secure_cookies: bool,
    }

    /// The client's address as the server decided it (the peer, or the
    /// trusted proxy's `X-Forwarded-For`), put in the request's extensions.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ClientAddress(pub String);

    pub fn set_status(status: u16) {
        if let (Some(options), Ok(status)) = (
            use_context::<ResponseOptions>(),
            StatusCode::from_u16(status),
        ) {
            options.set_status(status);
        }
    }

    /// The store's error as the page gets it, with the response's status
    /// (and `Retry-After`) set to match. Internal details go to the log.
    #[must_use]
    pub fn class_error(error: StoreError) -> ClassError {
        let (status, code) = match &error {
            StoreError::SignedOut => (401, "signed-out"),
            StoreError::BadCredentials(_) => (401, "bad-credentials"),
            StoreError::Forbidden(_) => (403, "forbidden"),
            StoreError::NotFound(_) => (404, "not-found"),
            StoreError::Invalid(_) | StoreError::InvalidField(..) => (400, "invalid"),
            StoreError::Refused(..) => (409, "refused"),
            StoreError::RateLimited(_) => (429, "rate-limited"),
            StoreError::Unavailable(detail) => {
                tracing::warn!(%detail, "the database is unavailable");
                (503, "unavailable")
            }
            StoreError::Internal(detail) => {
                tracing::error!(%detail, "a classroom function failed");
                (500, "internal")
            }
        };
        set_status(status);
        let reason = match &error {
            StoreError::Refused(refusal, _) => Some(refusal.as_str().to_owned()),
            _ => None,
        };
        let field = error.field().map(str::to_owned);
        let retry_after = match error {
            StoreError::RateLimited(seconds) => {
                if let (Some(options), Ok(value)) = (
                    use_context::<ResponseOptions>(),
                    HeaderValue::from_str(&seconds.to_string()),
                ) {
                    options.insert_header(header::RETRY_AFTER, value);
                }
                Some(seconds)
            }
            _ => None,
        };
        ClassError {
            status,
            code: code.to_owned(),
            message: error.to_string(),
            reason,
            retry_after,
            field,
        }
    }

    /// A store result as a classroom function's.
    ///
    /// # Errors
    /// The store's error, mapped by [`class_error`].
    pub fn done<T>(result: Result<T, StoreError>) -> Result<T, ClassError> {
        result.map_err(class_error)
    }

    /// The classroom handle.
    ///
    /// # Errors
    /// 503 when this server runs without a classroom.
    pub fn classroom() -> Result<Classroom, ClassError> {
        use_context::<Classroom>().ok_or_else(|| {
            class_error(StoreError::Unavailable(
                "this server runs without a classroom database".into(),
            ))
        })
    }

    fn parts() -> Option<http::request::Parts> {
        use_context::<http::request::Parts>()
    }

    /// The value of the cookie `name` among a request's headers.
    #[must_use]
    pub fn cookie(headers: &http::HeaderMap, name: &str) -> Option<String> {
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.trim().to_owned())
    }

    /// The session token from the request's cookie.
    #[must_use]
    pub fn session_token() -> Option<String> {
        cookie(&parts()?.headers, SESSION_COOKIE).filter(|v| !v.is_empty())
    }

    /// The client's address for rate limits.
    #[must_use]
    pub fn address() -> String {
        parts()
            .and_then(|p| p.extensions.get::<ClientAddress>().cloned())
            .map_or_else(|| "unknown".to_owned(), |a| a.0)
    }

    /// The signed-in account and the handle.
    ///
    /// # Errors
    /// 401 without a valid session.
    pub async fn signed_in() -> Result<(Classroom, Account), ClassError> {
        let cx = classroom()?;
        let token = session_token().ok_or_else(|| class_error(StoreError::SignedOut))?;
        let account = done(cx.store.session(&token).await)?;
        Ok((cx, account))
    }

    /// The signed-in account, if the request has a live session (nothing
    /// is set on the response otherwise).
    pub async fn account_if_any(cx: &Classroom) -> Option<Account> {
        let token = session_token()?;
        cx.store.session(&token).await.ok()
    }

    /// The `Set-Cookie` value that stores `value` as the session cookie.
    fn session_set_cookie(cx: &Classroom, value: &str, max_age_seconds: i64) -> String {
        let secure = if cx.secure_cookies { "; Secure" } else { "" };
        format!(
            "{SESSION_COOKIE}={value}; Path=/; Max-Age={max_age_seconds}; HttpOnly; SameSite=Lax{secure}"
        )
    }

    /// Sets the session cookie until the session's end.
    pub fn set_session_cookie(cx: &Classroom, token: &str, expires_at: i64) {
        let seconds = ((expires_at - cx.store.now()) / 1000).max(0);
        append_cookie(&session_set_cookie(cx, token, seconds));
    }

    /// Clears the session cookie.
    pub fn clear_session_cookie(cx: &Classroom) {
        append_cookie(&session_set_cookie(cx, "", 0));
    }

    fn append_cookie(value: &str) {
        if let (Some(options), Ok(value)) = (
            use_context::<ResponseOptions>(),
            HeaderValue::from_str(value),
        ) {
            options.append_header(header::SET_COOKIE, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use leptos::server_fn::ServerFn;

    #[test]
    fn the_progress_is_sent_where_the_server_function_answers() {
        assert_eq!(SyncProgress::PATH, crate::progress_sync::SYNC_PATH);
    }
}
