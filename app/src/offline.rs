//! Hooklab offline, on the page's side: the messages exchanged with the
//! service worker (`server/src/offline/service-worker.js`) and what the
//! offline page shows. The frame starts the worker and shows the "update
//! available" notice (`frame/update.rs`).
//!
//! The worker does the storing; the page asks it (`WorkerRequest`) and
//! shows what it answers (`WorkerReport`). Both travel as JSON, so the
//! shapes here are the worker's protocol.

use crate::browser;
use crate::i18n::Lang;
#[cfg(views)]
use crate::i18n::{t, t_args, use_lang, Arg};
#[cfg(views)]
use leptos::prelude::*;
#[cfg(views)]
use leptos_meta::{Meta, Title};
use serde::Deserialize;

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerRequest {
    /// Store every page of a language.
    Save { lang: Lang },
    /// Forget a language's pages and files.
    Remove { lang: Lang },
    /// Say what is stored.
    Status,
    /// Store the page now at `url` (reached by a link inside the page, so
    /// the worker did not see it load).
    Keep { url: String },
    /// Store a student's class pages at `urls` in their account's own
    /// cache, following class links `depth` levels down.
    KeepClass {
        account: String,
        urls: Vec<String>,
        depth: u8,
    },
    /// The waiting new version takes over.
    SkipWaiting,
}

impl WorkerRequest {
    /// The message as the worker reads it: `{"type": …, …}`. Written by
    /// hand: serde's tagged enums would weigh on every bundle.
    #[must_use]
    pub fn to_json(&self) -> String {
        match self {
            WorkerRequest::Save { lang } => {
                format!(r#"{{"type":"save","lang":"{}"}}"#, lang.code())
            }
            WorkerRequest::Remove { lang } => {
                format!(r#"{{"type":"remove","lang":"{}"}}"#, lang.code())
            }
            WorkerRequest::Status => r#"{"type":"status"}"#.to_owned(),
            // A URL is the one free text here: quoted and escaped as JSON.
            WorkerRequest::Keep { url } => format!(
                r#"{{"type":"keep","url":{}}}"#,
                serde_json::to_string(url).unwrap_or_else(|_| "null".into())
            ),
            WorkerRequest::KeepClass {
                account,
                urls,
                depth,
            } => format!(
                r#"{{"type":"keep-class","account":{},"urls":{},"depth":{depth}}}"#,
                serde_json::to_string(account).unwrap_or_else(|_| "null".into()),
                serde_json::to_string(urls).unwrap_or_else(|_| "[]".into())
            ),
            WorkerRequest::SkipWaiting => r#"{"type":"skip-waiting"}"#.to_owned(),
        }
    }
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerReport {
    Progress {
        done: u32,
        total: u32,
    },
    Status {
        saved: Vec<String>,
        bytes: u64,
    },
    /// Saving stopped: `failed` of `total` pages could not be stored (none
    /// when the list of pages itself could not be fetched).
    Failed {
        failed: u32,
        total: u32,
    },
}

/// Every field any report has; which ones count depends on `type`. (A
/// plain struct: serde's tagged enums would weigh on every bundle.)
#[derive(Deserialize)]
struct ReportFields {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    done: u32,
    #[serde(default)]
    total: u32,
    #[serde(default)]
    saved: Vec<String>,
    #[serde(default)]
    bytes: u64,
    #[serde(default)]
    failed: u32,
}

impl WorkerReport {
    /// A report from the worker's JSON; `None` for anything else.
    #[must_use]
    pub fn from_json(text: &str) -> Option<WorkerReport> {
        let fields: ReportFields = serde_json::from_str(text).ok()?;
        match fields.kind.as_str() {
            "progress" => Some(WorkerReport::Progress {
                done: fields.done,
                total: fields.total,
            }),
            "status" => Some(WorkerReport::Status {
                saved: fields.saved,
                bytes: fields.bytes,
            }),
            "failed" => Some(WorkerReport::Failed {
                failed: fields.failed,
                total: fields.total,
            }),
            _ => None,
        }
    }
}

/// What the offline page shows.
#[cfg(views)]
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
        failed: u32,
        total: u32,
    },
}

#[cfg(views)]
impl OfflineView {
    /// The view once `report` has arrived.
    #[must_use]
    pub fn after(self, report: WorkerReport) -> OfflineView {
        match report {
            WorkerReport::Progress { done, total } => OfflineView::Saving { done, total },
            WorkerReport::Status { saved, bytes } => OfflineView::Stored {
                saved: saved
                    .iter()
                    .filter_map(|code| Lang::from_code(code))
                    .collect(),
                bytes,
            },
            WorkerReport::Failed { failed, total } => OfflineView::Failed { failed, total },
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
#[cfg(views)]
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

/// What the worker last said, for the offline page: whether it runs at
/// all, and its last report. The layout provides it to every page.
#[cfg(views)]
#[derive(Clone, Copy)]
pub struct WorkerState {
    pub report: RwSignal<Option<WorkerReport>>,
    pub supported: RwSignal<Option<bool>>,
}

#[cfg(views)]
impl WorkerState {
    /// Provides the state to every page below; the frame starts the
    /// worker and tells it what it hears (`frame/update.rs`).
    pub fn provide() -> WorkerState {
        let state = WorkerState {
            report: RwSignal::new(None),
            supported: RwSignal::new(None),
        };
        provide_context(state);
        #[cfg(feature = "hydrate")]
        crate::frame::update::follow(move |news| match news {
            crate::frame::update::WorkerNews::Supported(supported) => {
                state.supported.set(Some(*supported));
            }
            crate::frame::update::WorkerNews::Report(report) => {
                state.report.set(Some(report.clone()));
            }
        });
        state
    }
}

/// Sends `request` to the active worker, if any.
pub fn ask_worker(request: &WorkerRequest) {
    browser::post_to_worker(&request.to_json());
}

/// What the offline page says: its main line, whether that line is an
/// error, and the amount stored (once known).
#[cfg(views)]
#[must_use]
pub fn status_lines(lang: Lang, view: &OfflineView) -> (String, bool, Option<String>) {
    match view {
        OfflineView::Starting => (t(lang, "offline-starting"), false, None),
        OfflineView::Unsupported => (t(lang, "offline-unsupported"), true, None),
        OfflineView::Saving { done, total } => (
            t_args(
                lang,
                "offline-saving",
                &[
                    ("done", Arg::Num(f64::from(*done))),
                    ("total", Arg::Num(f64::from(*total))),
                ],
            ),
            false,
            None,
        ),
        OfflineView::Failed { failed: 0, .. } => {
            (t(lang, "offline-failed-unreachable"), true, None)
        }
        OfflineView::Failed { failed, total } => (
            t_args(
                lang,
                "offline-failed-pages",
                &[
                    ("failed", Arg::Num(f64::from(*failed))),
                    ("total", Arg::Num(f64::from(*total))),
                ],
            ),
            true,
            None,
        ),
        OfflineView::Stored { saved, bytes } => {
            let line = if saved.is_empty() {
                t(lang, "offline-nothing-saved")
            } else {
                let names: Vec<&str> = saved.iter().map(|l| l.native_name()).collect();
                t_args(
                    lang,
                    "offline-saved-languages",
                    &[("languages", Arg::Str(names.join(", ")))],
                )
            };
            (line, false, Some(stored_text(lang, *bytes)))
        }
    }
}

/// `/{lang}/offline`: save this language for offline use, see what is
/// stored, remove it.
#[cfg(views)]
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
    let lines = Memo::new(move |_| view_state.with(|v| status_lines(lang, v)));
    let progress = move || match view_state.get() {
        OfflineView::Saving { done, total } => (done, total.max(1)),
        _ => (0, 1),
    };
    let idle = move || view_state.with(OfflineView::is_idle);
    let saved_here = move || {
        view_state.with(|v| matches!(v, OfflineView::Stored { saved, .. } if saved.contains(&lang)))
    };
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "offline-title"))/>
        <Meta name="description" content=t(lang, "offline-description")/>
        <div class="page narrow offline">
            <h1>{t(lang, "offline-title")}</h1>
            <p class="lead">{t(lang, "offline-lead")}</p>
            <p>{t(lang, "offline-works")}</p>
            <div class="offline-status" role="status" aria-live="polite">
                <p data-testid="offline-saved" class:error=move || lines.with(|l| l.1)>
                    {move || lines.with(|l| l.0.clone())}
                </p>
                <p data-testid="offline-stored">{move || lines.with(|l| l.2.clone())}</p>
                <progress
                    hidden=move || !matches!(view_state.get(), OfflineView::Saving { .. })
                    aria-label=move || lines.with(|l| l.0.clone())
                    max=move || progress().1
                    value=move || progress().0
                ></progress>
            </div>
            <p class="actions">
                <button type="button" class="primary" disabled=move || !idle()
                    on:click=move |_| {
                        view_state.set(OfflineView::Saving { done: 0, total: 0 });
                        ask_worker(&WorkerRequest::Save { lang });
                    }>
                    {t(lang, "offline-save")}" · "{lang.native_name()}
                </button>
                " "
                <button type="button" disabled=move || !idle() || !saved_here()
                    on:click=move |_| ask_worker(&WorkerRequest::Remove { lang })>
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
        let read = |request: WorkerRequest| -> serde_json::Value {
            serde_json::from_str(&request.to_json()).expect("valid JSON")
        };
        assert_eq!(
            read(WorkerRequest::Save { lang: Lang::Fr }),
            serde_json::json!({"type": "save", "lang": "fr"})
        );
        assert_eq!(
            read(WorkerRequest::Remove { lang: Lang::Ru }),
            serde_json::json!({"type": "remove", "lang": "ru"})
        );
        assert_eq!(
            read(WorkerRequest::Status),
            serde_json::json!({"type": "status"})
        );
        assert_eq!(
            read(WorkerRequest::KeepClass {
                account: "a\"b".into(),
                urls: vec!["/en/class".into(), "/en/class/assignments/x".into()],
                depth: 2,
            }),
            serde_json::json!({
                "type": "keep-class",
                "account": "a\"b",
                "urls": ["/en/class", "/en/class/assignments/x"],
                "depth": 2
            })
        );
        assert_eq!(
            read(WorkerRequest::SkipWaiting),
            serde_json::json!({"type": "skip-waiting"})
        );
        // A URL is escaped, whatever it holds.
        let url = "/en/search?q=\"a\\b\"";
        assert_eq!(
            read(WorkerRequest::Keep { url: url.into() }),
            serde_json::json!({"type": "keep", "url": url})
        );
    }

    #[test]
    fn reports_move_the_view_along() {
        let progress =
            WorkerReport::from_json(r#"{"type":"progress","lang":"en","done":3,"total":70}"#)
                .unwrap();
        let view = OfflineView::Starting.after(progress);
        assert_eq!(view, OfflineView::Saving { done: 3, total: 70 });
        assert!(!view.is_idle());
        let status = WorkerReport::from_json(
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
        let failed =
            WorkerReport::from_json(r#"{"type":"failed","lang":"en","failed":3,"total":70}"#)
                .unwrap();
        let view = view.after(failed);
        assert_eq!(
            view,
            OfflineView::Failed {
                failed: 3,
                total: 70
            }
        );
        assert!(view.is_idle());
    }

    #[test]
    fn anything_but_a_report_is_refused() {
        assert_eq!(WorkerReport::from_json(r#"{"type":"explode"}"#), None);
        assert_eq!(WorkerReport::from_json(r#"{"done":3}"#), None);
        assert_eq!(WorkerReport::from_json("not JSON"), None);
    }

    #[test]
    fn the_page_says_what_is_stored_or_what_went_wrong() {
        let stored = OfflineView::Stored {
            saved: vec![Lang::En, Lang::Fr],
            bytes: 3 * 1024 * 1024,
        };
        let (line, error, amount) = status_lines(Lang::En, &stored);
        assert_eq!(line, "Saved on this device: English, Français.");
        assert!(!error);
        assert_eq!(amount.as_deref(), Some("3 MB stored on this device."));
        let nothing = OfflineView::Stored {
            saved: vec![],
            bytes: 0,
        };
        assert_eq!(
            status_lines(Lang::En, &nothing).0,
            "No language is saved on this device yet."
        );
        let (line, error, amount) =
            status_lines(Lang::En, &OfflineView::Saving { done: 1, total: 1 });
        assert_eq!(line, "Saving: 1 of 1 page");
        assert!(!error && amount.is_none());
        let (line, error, _) = status_lines(
            Lang::En,
            &OfflineView::Failed {
                failed: 2,
                total: 70,
            },
        );
        assert!(error);
        assert!(
            line.starts_with("2 of 70 pages could not be stored"),
            "{line}"
        );
        let (line, error, _) = status_lines(
            Lang::En,
            &OfflineView::Failed {
                failed: 0,
                total: 0,
            },
        );
        assert!(error);
        assert!(
            line.starts_with("Saving stopped: the server could not be reached"),
            "{line}"
        );
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
