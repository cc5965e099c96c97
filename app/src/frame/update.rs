//! The offline worker, started on every page, and the notice it brings
//! when a new version of Hooklab is stored: "A new version is ready –
//! Update and reload". A page that must not reload (a mock exam under way)
//! holds the notice back ([`hold`]); the offline page follows what the
//! worker reports ([`follow`]).

use crate::{
    browser, dom,
    followers::Followers,
    i18n::{t, Lang},
    offline::{WorkerReport, WorkerRequest},
};
use std::cell::RefCell;

/// What the worker tells the page's views.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerNews {
    /// Whether this browser runs the worker at all (said once, at start).
    Supported(bool),
    /// A report the worker sent.
    Report(WorkerReport),
}

#[derive(Default)]
struct Worker {
    lang: Option<Lang>,
    supported: Option<bool>,
    update_ready: bool,
    held: bool,
    notice: Option<web_sys::Element>,
}

thread_local! {
    static WORKER: RefCell<Worker> = RefCell::new(Worker::default());
    static FOLLOWERS: Followers<WorkerNews> = const { Followers::new() };
}

/// Starts the worker and watches for a new version.
pub fn install(lang: Lang) {
    WORKER.with(|w| w.borrow_mut().lang = Some(lang));
    let supported = browser::start_offline_worker(
        || {
            WORKER.with(|w| w.borrow_mut().update_ready = true);
            show_notice();
        },
        |text| {
            if let Some(report) = WorkerReport::from_json(&text) {
                tell(&WorkerNews::Report(report));
            }
        },
    );
    WORKER.with(|w| w.borrow_mut().supported = Some(supported));
    tell(&WorkerNews::Supported(supported));
}

/// Calls `listener` with what the worker says from now on (and at once
/// with whether it runs, when that is known).
pub fn follow(listener: impl Fn(&WorkerNews) + 'static) {
    let known = WORKER.with(|w| w.borrow().supported);
    if let Some(supported) = known {
        listener(&WorkerNews::Supported(supported));
    }
    FOLLOWERS.with(|f| f.add(listener));
}

fn tell(news: &WorkerNews) {
    FOLLOWERS.with(|f| f.tell(news));
}

/// Holds the update notice back while `held` (a mock exam under way), and
/// shows it again, if an update waits, once it is not.
pub fn hold(held: bool) {
    WORKER.with(|w| w.borrow_mut().held = held);
    show_notice();
}

/// Shows the notice when an update waits and nothing holds it back, and
/// takes it away otherwise.
fn show_notice() {
    let (shown, lang, present) = WORKER.with(|w| {
        let w = w.borrow();
        (w.update_ready && !w.held, w.lang, w.notice.clone())
    });
    match (shown, present) {
        (true, None) => {
            let notice = lang.and_then(notice);
            let header = dom::find_in_page::<web_sys::Element>("header.site-header");
            if let (Some(notice), Some(header)) = (notice, header) {
                let _ = header.before_with_node_1(&notice);
                WORKER.with(|w| w.borrow_mut().notice = Some(notice));
            }
        }
        (false, Some(notice)) => {
            notice.remove();
            WORKER.with(|w| w.borrow_mut().notice = None);
        }
        _ => {}
    }
}

/// The notice, in `lang`.
fn notice(lang: Lang) -> Option<web_sys::Element> {
    let notice = dom::element("div", "update-notice")?;
    let _ = notice.set_attribute("role", "status");
    let _ = notice.set_attribute("data-testid", "update-notice");
    let line = dom::element("p", "")?;
    let said = dom::document()?.create_text_node(&format!("{} ", t(lang, "update-available")));
    let button = dom::text_element("button", "primary", &t(lang, "update-reload"))?;
    let _ = button.set_attribute("type", "button");
    dom::listen::<web_sys::MouseEvent>(&button, "click", |_| {
        browser::apply_update(&WorkerRequest::SkipWaiting.to_json());
    });
    let _ = line.append_child(&said);
    let _ = line.append_child(&button);
    let _ = notice.append_child(&line);
    Some(notice)
}
