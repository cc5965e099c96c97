//! Hooklab offline, on the page's side: the messages exchanged with the
//! service worker (`server/src/offline/service-worker.js`), what the
//! offline page shows, and the "update available" notice.
//!
//! The worker does the storing; the page asks it (`WorkerRequest`) and
//! shows what it answers (`WorkerReport`). Both travel as JSON, so the
//! shapes here are the worker's protocol.

use crate::browser;
use crate::i18n::{t, t_args, use_lang, Arg, Lang};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use serde::{Deserialize, Serialize};

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WorkerRequest {
    /// Store every page of a language.
    Save { lang: String },
    /// Forget a language's pages and files.
    Remove { lang: String },
    /// Say what is stored.
    Status,
    /// Store the page now at `url` (reached by a link inside the page, so
    /// the worker did not see it load).
    Keep { url: String },
    /// The waiting new version takes over.
    SkipWaiting,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WorkerReport {
    Progress {
        lang: String,
        done: u32,
        total: u32,
    },
    Status {
        saved: Vec<String>,
        bytes: u64,
        pages: u32,
    },
    Failed {
        lang: String,
        reason: String,
    },
}

/// What the offline page shows.
#[derive(Clone, Debug, PartialEq)]
pub enum OfflineView {
    /// Before the worker has answered (and without JavaScript).
    Starting,
    /// The browser has no service worker.
    Unsupported,
    Stored {
        saved: Vec<Lang>,
        bytes: u64,
    },
    Saving {
        done: u32,
        total: u32,
    },
    Failed {
        reason: String,
    },
}

impl OfflineView {
    /// The view once `report` has arrived.
    #[must_use]
    pub fn after(self, report: WorkerReport) -> OfflineView {
        match report {
            WorkerReport::Progress { done, total, .. } => OfflineView::Saving { done, total },
            WorkerReport::Status { saved, bytes, .. } => OfflineView::Stored {
                saved: saved
                    .iter()
                    .filter_map(|code| Lang::from_code(code))
                    .collect(),
                bytes,
            },
            WorkerReport::Failed { reason, .. } => OfflineView::Failed { reason },
        }
    }

    /// Whether the page may start another save or removal now.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        matches!(
            self,
            OfflineView::Stored { .. } | OfflineView::Failed { .. }
        )
    }
}

/// "N KB / N MB stored": kilobytes below one megabyte, whole megabytes
/// (rounded up) above.
#[must_use]
pub fn stored_text(lang: Lang, bytes: u64) -> String {
    const KB: u64 = 1024;
    let (key, size) = if bytes < KB * KB {
        ("offline-stored-kb", bytes.div_ceil(KB))
    } else {
        ("offline-stored-mb", bytes.div_ceil(KB * KB))
    };
    #[allow(clippy::cast_precision_loss)]
    t_args(lang, key, &[("size", Arg::Num(size as f64))])
}

/// The signals the layout shares with the pages: a waiting update, the
/// worker's last report, and whether the page in view must not reload.
#[derive(Clone, Copy)]
pub struct WorkerState {
    pub update_ready: RwSignal<bool>,
    pub report: RwSignal<Option<WorkerReport>>,
    pub supported: RwSignal<Option<bool>>,
    /// Set while a mock exam is under way: the update notice waits.
    pub hold_updates: RwSignal<bool>,
}

impl WorkerState {
    /// Provides the state to every page below, and starts the worker once
    /// hydrated.
    pub fn provide() -> WorkerState {
        let state = WorkerState {
            update_ready: RwSignal::new(false),
            report: RwSignal::new(None),
            supported: RwSignal::new(None),
            hold_updates: RwSignal::new(false),
        };
        provide_context(state);
        Effect::new(move |_| {
            let supported = browser::start_offline_worker(
                move || state.update_ready.set(true),
                move |text| {
                    if let Ok(report) = serde_json::from_str::<WorkerReport>(&text) {
                        state.report.set(Some(report));
                    }
                },
            );
            state.supported.set(Some(supported));
        });
        state
    }
}

/// Sends `request` to the worker that controls the page, if any.
pub fn ask_worker(request: &WorkerRequest) {
    if let Ok(text) = serde_json::to_string(request) {
        browser::post_to_worker(&text);
    }
}

/// Lets the waiting new version take over; the page reloads once it has.
pub fn apply_update() {
    if let Ok(text) = serde_json::to_string(&WorkerRequest::SkipWaiting) {
        browser::apply_update(&text);
    }
}

/// "A new version is ready – Update and reload", unless a page holds
/// updates back (a mock exam under way).
#[component]
pub fn UpdateNotice(lang: Lang) -> impl IntoView {
    let state = expect_context::<WorkerState>();
    let shown = move || state.update_ready.get() && !state.hold_updates.get();
    move || {
        shown().then(|| {
            view! {
                <div class="update-notice" role="status" data-testid="update-notice">
                    <p>
                        {t(lang, "update-available")}" "
                        <button type="button" class="primary" on:click=|_| apply_update()>
                            {t(lang, "update-reload")}
                        </button>
                    </p>
                </div>
            }
        })
    }
}

/// `/{lang}/offline`: save this language for offline use, see what is
/// stored, remove it.
#[component]
pub fn OfflinePage() -> impl IntoView {
    let lang = use_lang();
    let state = expect_context::<WorkerState>();
    let view_state = RwSignal::new(OfflineView::Starting);
    Effect::new(move |_| match state.supported.get() {
        Some(false) => view_state.set(OfflineView::Unsupported),
        Some(true) => ask_worker(&WorkerRequest::Status),
        None => {}
    });
    Effect::new(move |_| {
        if let Some(report) = state.report.get() {
            view_state.update(|v| *v = std::mem::replace(v, OfflineView::Starting).after(report));
        }
    });
    let save = move |_| {
        view_state.set(OfflineView::Saving { done: 0, total: 0 });
        ask_worker(&WorkerRequest::Save {
            lang: lang.code().to_owned(),
        });
    };
    let remove = move |_| {
        ask_worker(&WorkerRequest::Remove {
            lang: lang.code().to_owned(),
        });
    };
    let idle = move || view_state.with(OfflineView::is_idle);
    let saved_here = move || {
        view_state.with(|v| matches!(v, OfflineView::Stored { saved, .. } if saved.contains(&lang)))
    };
    let status =
        move || {
            match view_state.get() {
        OfflineView::Starting => view! { <p>{t(lang, "offline-starting")}</p> }.into_any(),
        OfflineView::Unsupported => {
            view! { <p class="warning">{t(lang, "offline-unsupported")}</p> }.into_any()
        }
        OfflineView::Saving { done, total } => view! {
            <p>
                {t_args(lang, "offline-saving", &[
                    ("done", Arg::Num(f64::from(done))),
                    ("total", Arg::Num(f64::from(total))),
                ])}
            </p>
            <progress max=total.max(1) value=done></progress>
        }
        .into_any(),
        OfflineView::Failed { reason } => view! {
            <p class="error">{t_args(lang, "offline-failed", &[("reason", Arg::Str(reason))])}</p>
        }
        .into_any(),
        OfflineView::Stored { saved, bytes } => {
            let languages = saved
                .iter()
                .map(|l| l.native_name())
                .collect::<Vec<_>>()
                .join(", ");
            let saved_line = if saved.is_empty() {
                t(lang, "offline-nothing-saved")
            } else {
                t_args(lang, "offline-saved-languages", &[("languages", Arg::Str(languages))])
            };
            view! {
                <p data-testid="offline-saved">{saved_line}</p>
                <p data-testid="offline-stored">{stored_text(lang, bytes)}</p>
            }
            .into_any()
        }
    }
        };
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "offline-title"))/>
        <Meta name="description" content=t(lang, "offline-description")/>
        <div class="page narrow offline">
            <h1>{t(lang, "offline-title")}</h1>
            <p class="lead">{t(lang, "offline-lead")}</p>
            <p>{t(lang, "offline-works")}</p>
            <div class="offline-status" role="status" aria-live="polite">{status}</div>
            <p class="actions">
                <button type="button" class="primary" disabled=move || !idle() on:click=save>
                    {t(lang, "offline-save")}" · "{lang.native_name()}
                </button>
                " "
                <button type="button" disabled=move || !idle() || !saved_here() on:click=remove>
                    {t(lang, "offline-remove")}
                </button>
            </p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_travel_as_the_worker_reads_them() {
        let text = serde_json::to_string(&WorkerRequest::Save { lang: "fr".into() }).unwrap();
        assert_eq!(text, r#"{"type":"save","lang":"fr"}"#);
        let text = serde_json::to_string(&WorkerRequest::SkipWaiting).unwrap();
        assert_eq!(text, r#"{"type":"skip-waiting"}"#);
        let text = serde_json::to_string(&WorkerRequest::Keep {
            url: "/en/quiz".into(),
        })
        .unwrap();
        assert_eq!(text, r#"{"type":"keep","url":"/en/quiz"}"#);
    }

    #[test]
    fn reports_move_the_view_along() {
        let progress: WorkerReport =
            serde_json::from_str(r#"{"type":"progress","lang":"en","done":3,"total":70}"#).unwrap();
        let view = OfflineView::Starting.after(progress);
        assert_eq!(view, OfflineView::Saving { done: 3, total: 70 });
        assert!(!view.is_idle());
        let status: WorkerReport = serde_json::from_str(
            r#"{"type":"status","saved":["en","xx","ru"],"bytes":2048,"pages":71}"#,
        )
        .unwrap();
        let view = view.after(status);
        assert_eq!(
            view,
            OfflineView::Stored {
                saved: vec![Lang::En, Lang::Ru],
                bytes: 2048
            }
        );
        assert!(view.is_idle());
        let failed: WorkerReport =
            serde_json::from_str(r#"{"type":"failed","lang":"en","reason":"3 pages"}"#).unwrap();
        let view = view.after(failed);
        assert_eq!(
            view,
            OfflineView::Failed {
                reason: "3 pages".into()
            }
        );
        assert!(view.is_idle());
    }

    #[test]
    fn an_unknown_report_is_refused() {
        assert!(serde_json::from_str::<WorkerReport>(r#"{"type":"explode"}"#).is_err());
    }

    #[test]
    fn sizes_are_kilobytes_then_whole_megabytes() {
        assert!(stored_text(Lang::En, 1).starts_with("1 KB"));
        assert_eq!(
            stored_text(Lang::En, 1024 * 1024 - 1),
            "1,024 KB stored on this device."
        );
        assert!(stored_text(Lang::En, 1024 * 1024).starts_with("1 MB"));
        assert!(stored_text(Lang::En, 5 * 1024 * 1024 + 1).starts_with("6 MB"));
    }
}
