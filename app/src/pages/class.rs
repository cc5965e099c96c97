//! The classroom's pages for everyone and for students: the welcome page
//! with joining and signing in (`access`), a student's groups and
//! assignments (`student`), doing an item of an assignment (`item`), and
//! the instructor's account (`account`). Every page here is per-user: its
//! path is under `/{lang}/class` or `/{lang}/signin`, which the server's
//! page cache never keeps.
//!
//! The pages call the classroom's server functions (`crate::classroom`);
//! what they decide on their own is in plain functions below and in the
//! core (`hooklab_core::classroom`).

pub mod access;
pub mod account;
pub mod item;
pub mod student;

use crate::browser;
use crate::bundle::Bundle;
use crate::{
    classroom::ClassError,
    i18n::{t, t_args, Arg, Lang},
};
use hooklab_core::practice::time::iso_utc;
use leptos::prelude::*;

/// Whether a path's page depends on who asks: no shared cache (the
/// server's page cache, the offline worker's) may keep it. Those are
/// exactly the classroom's pages (signing in, the student's class and
/// items, the instructor's pages), the pages of the class, teach and the
/// three item bundles, so [`Bundle::of_path`] is the one list of them.
#[must_use]
pub fn is_per_user_page(path: &str) -> bool {
    matches!(
        Bundle::of_path(path),
        Bundle::Class
            | Bundle::Teach
            | Bundle::Choice
            | Bundle::ChallengeItem
            | Bundle::SimulatorItem
    )
}

/// The classroom's home in a language.
#[must_use]
pub fn class_home(lang: Lang) -> String {
    format!("/{}/class", lang.code())
}

/// The sign-in page, coming back to `next` afterwards.
#[must_use]
pub fn sign_in_url(lang: Lang, next: &str) -> String {
    format!("/{}/signin?next={}", lang.code(), encode_component(next))
}

/// Where to go after signing in: `next` when it is a classroom page of this
/// site (a path under `/{lang}/class` or the instructor's `/{lang}/teach`),
/// else the classroom's home. Anything else (another site, `//host`, a
/// backslash trick) is ignored.
#[must_use]
pub fn safe_next(lang: Lang, next: Option<&str>) -> String {
    let home = class_home(lang);
    let teach = crate::pages::teach::teach_home(lang);
    let under = |path: &str, root: &str| path == root || path.starts_with(&format!("{root}/"));
    match next {
        Some(path)
            if (under(path, &home) || under(path, &teach))
                && !path.contains("//")
                && !path.contains('\\')
                && !path.chars().any(char::is_control) =>
        {
            path.to_owned()
        }
        _ => home,
    }
}

/// Percent-encodes a query value (RFC 3986 unreserved characters and `/`
/// stay as they are).
#[must_use]
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// What a classroom function's failure says in the page's language.
#[must_use]
pub fn error_text(lang: Lang, error: &ClassError) -> String {
    match (error.code.as_str(), error.reason.as_deref()) {
        ("refused", Some(reason)) => {
            let key = format!("class-refused-{reason}");
            if crate::i18n::has(lang, &key) {
                t(lang, &key)
            } else {
                t_args(
                    lang,
                    "class-error-other",
                    &[("detail", Arg::Str(error.message.clone()))],
                )
            }
        }
        ("rate-limited", _) => t_args(
            lang,
            "class-error-rate-limited",
            &[("seconds", Arg::Num(error.retry_after.unwrap_or(60) as f64))],
        ),
        // The server's sentence names the field that is wrong.
        ("invalid", _) | ("bad-credentials", _) | ("not-found", _) => t_args(
            lang,
            &format!("class-error-{}", error.code),
            &[("detail", Arg::Str(error.message.clone()))],
        ),
        (code @ ("signed-out" | "forbidden" | "unavailable" | "network" | "bad-request"), _) => {
            t(lang, &format!("class-error-{code}"))
        }
        _ => t_args(
            lang,
            "class-error-other",
            &[("detail", Arg::Str(error.message.clone()))],
        ),
    }
}

/// Keeps this student's class pages at `urls` (and the class pages they
/// link to, `depth` levels down) for offline use, in their account's own
/// cache in the offline worker, never in the shared one. When the browser
/// is offline, the page shown is such a copy: it says so instead.
#[component]
pub fn KeptForOffline(
    lang: Lang,
    account_id: String,
    urls: Vec<String>,
    depth: u8,
) -> impl IntoView {
    let offline = RwSignal::new(false);
    let request = crate::offline::WorkerRequest::KeepClass {
        account: account_id,
        urls,
        depth,
    };
    Effect::new(move |_| {
        if browser::is_offline() {
            offline.set(true);
        } else {
            crate::offline::ask_worker(&request);
        }
    });
    move || {
        offline.get().then(|| {
            view! { <p class="note" data-testid="class-offline-copy">{t(lang, "class-offline-copy")}</p> }
        })
    }
}

/// A refusal or failure, announced to screen readers.
#[component]
pub fn ErrorNote(lang: Lang, error: ClassError) -> impl IntoView {
    view! { <p class="error" role="alert">{error_text(lang, &error)}</p> }
}

/// `2026-03-01 09:30 UTC`: how a time reads before the browser knows the
/// viewer's zone (the server renders this; hydration replaces it).
#[must_use]
pub fn utc_text(millis: i64) -> String {
    let iso = iso_utc(millis);
    let (date, time) = iso.split_once('T').unwrap_or((&iso, ""));
    format!("{date} {} UTC", time.get(..5).unwrap_or(time))
}

/// A moment, shown in the viewer's time zone and their language's format
/// once the page runs in the browser.
#[component]
pub fn When(lang: Lang, at: i64) -> impl IntoView {
    let text = RwSignal::new(utc_text(at));
    Effect::new(move |_| {
        if let Some(local) = browser::local_time(lang, at) {
            text.set(local);
        }
    });
    view! { <time datetime=iso_utc(at)>{move || text.get()}</time> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classroom_paths_are_per_user() {
        assert!(is_per_user_page("/en/class"));
        assert!(is_per_user_page("/fr/teach/groups/x"));
        assert!(is_per_user_page("/ru/signin"));
        assert!(is_per_user_page("/es/class/assignments/a1"));
        assert!(is_per_user_page(
            "/en/class/assignments/a1/quiz/block-rm-rf"
        ));
        // A bundle's pages are all per user or none are; the match has an
        // arm per bundle, so a new bundle has to say which.
        for bundle in Bundle::ALL {
            let (path, per_user) = match bundle {
                Bundle::Reader => ("/en/learn", false),
                Bundle::Quiz => ("/en/quiz", false),
                Bundle::Exam => ("/en/exam", false),
                Bundle::Review => ("/en/review", false),
                Bundle::Sandbox => ("/en/sandbox", false),
                Bundle::Simulator => ("/en/simulator", false),
                Bundle::Class => ("/en/class", true),
                Bundle::Teach => ("/en/teach/groups/g1", true),
                Bundle::Choice => ("/en/class/assignments/a1/exam/d1-01", true),
                Bundle::ChallengeItem => ("/en/class/assignments/a1/challenge/c1", true),
                Bundle::SimulatorItem => ("/en/class/assignments/a1/simulator/s1", true),
            };
            assert_eq!(Bundle::of_path(path), bundle, "{path}");
            assert_eq!(is_per_user_page(path), per_user, "{path}");
        }
        assert!(!is_per_user_page("/en/learn/start/overview"));
        assert!(!is_per_user_page("/en/"));
    }

    #[test]
    fn only_classroom_pages_of_this_site_are_followed_after_sign_in() {
        let home = "/fr/class";
        assert_eq!(safe_next(Lang::Fr, None), home);
        assert_eq!(
            safe_next(Lang::Fr, Some("/fr/class/assignments/a1")),
            "/fr/class/assignments/a1"
        );
        assert_eq!(safe_next(Lang::Fr, Some("/fr/class")), home);
        assert_eq!(safe_next(Lang::Fr, Some("/fr/teach")), "/fr/teach");
        assert_eq!(
            safe_next(Lang::Fr, Some("/fr/teach/groups/g1")),
            "/fr/teach/groups/g1"
        );
        for hostile in [
            "/fr/teacher",
            "/en/teach",
            "//evil.example/fr/teach",
            "/fr/teach//evil.example",
            "https://evil.example/fr/teach",
            "https://evil.example/fr/class",
            "//evil.example/fr/class",
            "/fr/class//evil.example",
            "/fr/class/\\evil",
            "/fr/classroom",
            "/fr/learn",
            "/en/class/x",
        ] {
            assert_eq!(safe_next(Lang::Fr, Some(hostile)), home, "{hostile}");
        }
    }

    #[test]
    fn the_sign_in_link_carries_the_page_to_come_back_to() {
        assert_eq!(
            sign_in_url(Lang::Ru, "/ru/class/assignments/a b"),
            "/ru/signin?next=/ru/class/assignments/a%20b"
        );
    }

    #[test]
    fn times_read_in_utc_before_the_browser_knows_the_zone() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(1_772_357_400_000), "2026-03-01 09:30 UTC");
    }

    #[test]
    fn refusals_rate_limits_and_failures_are_worded_in_the_page_s_language() {
        let refused = ClassError {
            status: 409,
            code: "refused".into(),
            message: "past due".into(),
            reason: Some("past-due".into()),
            retry_after: None,
            field: None,
        };
        assert_eq!(
            error_text(Lang::En, &refused),
            t(Lang::En, "class-refused-past-due")
        );
        assert_ne!(
            error_text(Lang::Ru, &refused),
            error_text(Lang::En, &refused)
        );
        let limited = ClassError {
            status: 429,
            code: "rate-limited".into(),
            message: String::new(),
            reason: None,
            retry_after: Some(42),
            field: None,
        };
        assert!(error_text(Lang::En, &limited).contains("42"));
        assert!(error_text(Lang::Fr, &limited).contains("42"));
        let unknown = ClassError {
            status: 500,
            code: "internal".into(),
            message: "boom".into(),
            reason: None,
            retry_after: None,
            field: None,
        };
        assert!(error_text(Lang::Es, &unknown).contains("boom"));
        for reason in [
            "not-open",
            "past-due",
            "open-first",
            "time-up",
            "attempts-used",
            "name-taken",
            "in-use",
            "holds-data",
        ] {
            for lang in Lang::ALL {
                assert!(
                    crate::i18n::has(lang, &format!("class-refused-{reason}")),
                    "{reason} in {}",
                    lang.code()
                );
            }
        }
    }
}
