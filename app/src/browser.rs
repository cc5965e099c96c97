//! Every call Hooklab makes into the browser: the clock and time zones,
//! navigation and the address's fragment, the clipboard, files chosen or
//! offered for download, the editor's indent, the classroom's local copy,
//! and the offline worker (registering it, messages both ways, updates).
//! Each function does nothing (or answers "nothing") on the server, so
//! components call them without `cfg` of their own.

#[cfg(views)]
use crate::i18n::Lang;
#[cfg(views)]
use leptos::prelude::*;

/// The local-storage prefix of everything the classroom keeps for one
/// account in this browser.
#[must_use]
pub fn local_prefix(account_id: &str) -> String {
    format!("{LOCAL_ROOT}{account_id}:")
}

/// What every account's local-storage keys start with.
pub const LOCAL_ROOT: &str = "hooklab-class:";

/// Milliseconds since the epoch, from the browser's clock.
#[must_use]
pub fn now_ms() -> Option<i64> {
    #[cfg(feature = "browser")]
    {
        let ms = js_sys::Date::now();
        #[allow(clippy::cast_possible_truncation)]
        ms.is_finite().then_some(ms as i64)
    }
    #[cfg(not(feature = "browser"))]
    {
        None
    }
}

/// A time in the viewer's zone, written the way their language does.
#[must_use]
#[cfg(views)]
pub fn local_time(lang: Lang, millis: i64) -> Option<String> {
    crate::local_format::local_date_time(lang, millis)
}

/// Loads a new document at `url` (after signing in or out, so that
/// every part of the page is rendered again for the new account).
pub fn go(url: &str) {
    #[cfg(feature = "browser")]
    {
        if let Some(window) = web_sys::window() {
            let _ = window.location().assign(url);
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = url;
    }
}

/// Whether this document's page has hydrated (`<body data-hydrated>`, set
/// by `hydrate`): false on the server and while the page hydrates.
pub fn has_hydrated() -> bool {
    #[cfg(feature = "browser")]
    {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
            .is_some_and(|body| body.has_attribute("data-hydrated"))
    }
    #[cfg(not(feature = "browser"))]
    {
        false
    }
}

/// Reloads the page.
pub fn reload() {
    #[cfg(feature = "browser")]
    {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    }
}

/// Removes the fragment from the address bar (a setup token read from
/// it should not stay in the history).
pub fn clear_fragment() {
    #[cfg(feature = "browser")]
    {
        if let Some(window) = web_sys::window() {
            let location = window.location();
            let url = format!(
                "{}{}",
                location.pathname().unwrap_or_default(),
                location.search().unwrap_or_default()
            );
            if let Ok(history) = window.history() {
                let _ =
                    history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        }
    }
}

/// Forgets everything kept in this browser for the account (signing out
/// on a shared computer leaves nothing of theirs behind).
pub fn clear_local_copy(account_id: &str) {
    for key in crate::storage::keys_with_prefix(&local_prefix(account_id)) {
        crate::storage::remove(&key);
    }
}

/// Removes one local-storage entry.
pub use crate::storage::remove as forget;

/// A fresh idempotency key for one submission: the clock and the
/// browser's random numbers (unique enough to tell retries apart; it is
/// no secret).
#[must_use]
pub fn idempotency_key() -> String {
    #[cfg(feature = "browser")]
    {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let parts: Vec<String> = (0..4)
            .map(|_| {
                format!(
                    "{:08x}",
                    (js_sys::Math::random() * f64::from(u32::MAX)) as u32
                )
            })
            .collect();
        format!("{}-{}", now_ms().unwrap_or(0), parts.join(""))
    }
    #[cfg(not(feature = "browser"))]
    {
        String::new()
    }
}

/// The site's origin (`https://class.example.org`), in the browser.
#[must_use]
pub fn origin() -> Option<String> {
    #[cfg(feature = "browser")]
    {
        web_sys::window().and_then(|w| w.location().origin().ok())
    }
    #[cfg(not(feature = "browser"))]
    {
        None
    }
}

/// The viewer's own time zone (`Europe/Paris`).
#[must_use]
pub fn own_zone() -> Option<String> {
    #[cfg(feature = "browser")]
    {
        use js_sys::{Function, Reflect};
        use wasm_bindgen::JsCast;
        // Intl.DateTimeFormat().resolvedOptions().timeZone
        let intl = Reflect::get(&js_sys::global(), &"Intl".into()).ok()?;
        let make = Reflect::get(&intl, &"DateTimeFormat".into())
            .ok()?
            .dyn_into::<Function>()
            .ok()?;
        let format = make.call0(&intl).ok()?;
        let resolve = Reflect::get(&format, &"resolvedOptions".into())
            .ok()?
            .dyn_into::<Function>()
            .ok()?;
        let options = resolve.call0(&format).ok()?;
        Reflect::get(&options, &"timeZone".into()).ok()?.as_string()
    }
    #[cfg(not(feature = "browser"))]
    {
        None
    }
}

/// Every time zone the browser knows, `UTC` first.
#[must_use]
#[cfg_attr(not(feature = "browser"), allow(unused_mut))]
pub fn zones() -> Vec<String> {
    let mut out = vec!["UTC".to_owned()];
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let global = js_sys::global();
        let list = js_sys::Reflect::get(&global, &"Intl".into())
            .ok()
            .and_then(|intl| {
                let f = js_sys::Reflect::get(&intl, &"supportedValuesOf".into()).ok()?;
                let f = f.dyn_into::<js_sys::Function>().ok()?;
                f.call1(&intl, &"timeZone".into()).ok()
            })
            .and_then(|v| v.dyn_into::<js_sys::Array>().ok());
        if let Some(list) = list {
            out.extend(
                list.iter()
                    .filter_map(|v| v.as_string())
                    .filter(|z| z != "UTC"),
            );
        }
    }
    out
}

/// The offset from UTC (milliseconds, east positive) of `zone` at an
/// instant; `None` for a zone the browser does not know, and on the
/// server.
#[must_use]
#[cfg(views)]
pub fn offset(zone: &str, utc_ms: i64) -> Option<i64> {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::{JsCast, JsValue};
        let whole_seconds = utc_ms.div_euclid(1000) * 1000;
        #[allow(clippy::cast_precision_loss)]
        let date = js_sys::Date::new(&JsValue::from_f64(whole_seconds as f64));
        let options = js_sys::Object::new();
        for (key, value) in [
            ("timeZone", zone),
            ("year", "numeric"),
            ("month", "2-digit"),
            ("day", "2-digit"),
            ("hour", "2-digit"),
            ("minute", "2-digit"),
            ("second", "2-digit"),
            ("hourCycle", "h23"),
        ] {
            js_sys::Reflect::set(&options, &key.into(), &value.into()).ok()?;
        }
        // Called through `apply` so that an unknown zone's RangeError is
        // an `Err`, not a trap.
        let method = js_sys::Reflect::get(&date, &"toLocaleString".into())
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()?;
        let args = js_sys::Array::new();
        args.push(&"sv-SE".into());
        args.push(&options);
        let text = js_sys::Reflect::apply(&method, &date, &args)
            .ok()?
            .as_string()?;
        let wall = crate::pages::teach::schedule::parse_wall_clock(&text)?;
        Some(wall - whole_seconds)
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (zone, utc_ms);
        None
    }
}

/// The page's `#fragment` (empty on the server).
pub fn fragment() -> String {
    #[cfg(feature = "browser")]
    {
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default()
    }
    #[cfg(not(feature = "browser"))]
    {
        String::new()
    }
}

/// Rewrites the fragment without adding a history entry.
pub fn replace_fragment(fragment: &str) {
    #[cfg(feature = "browser")]
    {
        if let Some(window) = web_sys::window() {
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(fragment),
                );
            }
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = fragment;
    }
}

/// Replaces the editor's selection by two spaces.
#[cfg(views)]
pub fn indent(ev: &leptos::ev::KeyboardEvent, on_input: Callback<String>) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let Some(area) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        else {
            return;
        };
        let start = area.selection_start().ok().flatten().unwrap_or(0);
        let end = area.selection_end().ok().flatten().unwrap_or(start);
        let (text, caret) = crate::sandbox::state::insert_indent(&area.value(), start, end);
        area.set_value(&text);
        let _ = area.set_selection_range(caret, caret);
        on_input.run(text);
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (ev, on_input);
    }
}

/// Offers `text` as a file download.
pub fn download(name: &str, text: &str) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/json");
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
            return;
        };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
            return;
        };
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            if let Some(anchor) = document
                .create_element("a")
                .ok()
                .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
            {
                anchor.set_href(&url);
                anchor.set_download(name);
                anchor.click();
            }
        }
        let _ = web_sys::Url::revoke_object_url(&url);
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (name, text);
    }
}

/// The page's address without its fragment (empty on the server).
pub fn page_address() -> String {
    #[cfg(feature = "browser")]
    {
        web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|href| href.split('#').next().unwrap_or_default().to_owned())
            .unwrap_or_default()
    }
    #[cfg(not(feature = "browser"))]
    {
        String::new()
    }
}

/// Puts `text` on the clipboard, then says whether the browser took it.
pub fn copy_then(text: &str, done: impl FnOnce(bool) + 'static) {
    #[cfg(feature = "browser")]
    {
        use std::{cell::RefCell, rc::Rc};
        use wasm_bindgen::closure::Closure;
        let Some(window) = web_sys::window() else {
            done(false);
            return;
        };
        let promise = window.navigator().clipboard().write_text(text);
        // One of the two callbacks runs; both share the one `done`.
        let done = Rc::new(RefCell::new(Some(done)));
        let settle = move |copied: bool| {
            if let Some(done) = done.borrow_mut().take() {
                done(copied);
            }
        };
        let on_ok = {
            let settle = settle.clone();
            Closure::once(move |_: wasm_bindgen::JsValue| settle(true))
        };
        let on_err = Closure::once(move |_: wasm_bindgen::JsValue| settle(false));
        let _ = promise.then2(&on_ok, &on_err);
        // The browser calls them later: they must outlive this call.
        on_ok.forget();
        on_err.forget();
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = text;
        done(false);
    }
}

/// Puts `text` on the clipboard.
pub fn copy(text: &str) {
    #[cfg(feature = "browser")]
    {
        if let Some(window) = web_sys::window() {
            let _ = window.navigator().clipboard().write_text(text);
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = text;
    }
}

/// Reads `file` as text and hands the text over once it is read.
#[cfg(feature = "browser")]
pub fn read_text(file: &web_sys::File, done: impl FnOnce(String) + 'static) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Ok(reader) = web_sys::FileReader::new() else {
        return;
    };
    let source = reader.clone();
    let on_load = Closure::once(move |_: web_sys::Event| {
        let text = source
            .result()
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        done(text);
    });
    reader.set_onload(Some(on_load.as_ref().unchecked_ref()));
    on_load.forget();
    let _ = reader.read_as_text(file);
}

/// Reads the file chosen in a single-file input and hands its text over.
#[cfg(views)]
pub fn read_file(ev: &leptos::ev::Event, done: impl Fn(String) + 'static) {
    let done = std::rc::Rc::new(done);
    read_files(ev, move |_name, text| done(text));
}

/// Reads every file chosen in a file input and hands each name and
/// text over as it is read.
#[cfg(views)]
pub fn read_files(ev: &leptos::ev::Event, done: impl Fn(String, String) + Clone + 'static) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(files) = input.files() else {
            return;
        };
        for i in 0..files.length() {
            if let Some(file) = files.get(i) {
                let name = file.name();
                let done = done.clone();
                read_text(&file, move |text| done(name, text));
            }
        }
        // Choosing the same file again is a new choice.
        input.set_value("");
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (ev, done);
    }
}

/// Leaves to the browser every click on a link to a page this bundle does
/// not hold ([`crate::bundle::follows_in_page`]): the page then loads with
/// its own bundle. Offline, every link is left to the browser: the offline
/// worker has the stored page, while the router would ask the server for
/// its data. Installed before the router's listener, which this one stops;
/// the link's own handlers have run by then.
#[cfg(feature = "hydrate")]
pub fn load_pages_of_other_bundles() {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(window) = web_sys::window() else {
        return;
    };
    let handler = Closure::<dyn Fn(web_sys::MouseEvent)>::new(|event: web_sys::MouseEvent| {
        if event.default_prevented() || event.button() != 0 {
            return;
        }
        let Some(link) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("a[href]").ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        else {
            return;
        };
        let Some(location) = web_sys::window().map(|w| w.location()) else {
            return;
        };
        let here = location.pathname().unwrap_or_default();
        let same_site = location.origin().ok() == Some(link.origin());
        let bundle = crate::bundle::Bundle::built();
        let in_page = crate::bundle::follows_in_page(bundle, &here, &link.pathname());
        if same_site && (is_offline() || !in_page) {
            event.stop_immediate_propagation();
        }
    });
    let _ = window.add_event_listener_with_callback("click", handler.as_ref().unchecked_ref());
    handler.forget();
}

/// Registers the offline worker (the script `<html data-worker>` names).
/// `update_ready` runs when a new version of Hooklab has been stored and
/// waits to take over; `on_message` gets each message the worker sends, as
/// JSON text. False when the browser has no service worker or the page
/// names none (then neither ever runs).
pub fn start_offline_worker(
    update_ready: impl Fn() + Clone + 'static,
    on_message: impl Fn(String) + 'static,
) -> bool {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::{closure::Closure, JsCast};
        let Some(container) = worker_container() else {
            return false;
        };
        let Some(script) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|html| html.get_attribute("data-worker"))
        else {
            return false;
        };
        let forward =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                if let Ok(text) = js_sys::JSON::stringify(&event.data()) {
                    on_message(String::from(text));
                }
            });
        let _ =
            container.add_event_listener_with_callback("message", forward.as_ref().unchecked_ref());
        forward.forget();
        let registering = container.register(&script);
        crate::dom::spawn(async move {
            // A browser that blocks workers may answer with nothing at all.
            let Ok(registration) = wasm_bindgen_futures::JsFuture::from(registering)
                .await
                .and_then(|found| found.dyn_into::<web_sys::ServiceWorkerRegistration>())
            else {
                return;
            };
            // A new version counts only when an older one controls the page
            // (the first install is no update).
            let controlled = move || worker_container().and_then(|c| c.controller()).is_some();
            if registration.waiting().is_some() && controlled() {
                update_ready();
            }
            let watched = registration.clone();
            let on_found = Closure::<dyn Fn()>::new(move || {
                let Some(installing) = watched.installing() else {
                    return;
                };
                let worker = installing.clone();
                let ready = update_ready.clone();
                let on_state = Closure::<dyn Fn()>::new(move || {
                    if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                        ready();
                    }
                });
                installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
                on_state.forget();
            });
            registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
            on_found.forget();
        });
        true
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (update_ready, on_message);
        false
    }
}

/// The page's service worker container, when the browser has one.
#[cfg(feature = "browser")]
fn worker_container() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let present = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    present.then(|| navigator.service_worker())
}

/// Sends a message (JSON text) to the active offline worker, once there is
/// one (on a first visit it becomes active after the page has loaded).
pub fn post_to_worker(json: &str) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let Some(ready) = worker_container().and_then(|c| c.ready().ok()) else {
            return;
        };
        let Ok(message) = js_sys::JSON::parse(json) else {
            return;
        };
        crate::dom::spawn(async move {
            let Ok(found) = wasm_bindgen_futures::JsFuture::from(ready).await else {
                return;
            };
            let active = found
                .dyn_ref::<web_sys::ServiceWorkerRegistration>()
                .and_then(web_sys::ServiceWorkerRegistration::active);
            if let Some(worker) = active {
                let _ = worker.post_message(&message);
            }
        });
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = json;
    }
}

/// Sends `skip_waiting` (the worker's message for it, JSON text) to the
/// waiting new version, and reloads the page once that version has taken
/// over.
pub fn apply_update(skip_waiting: &str) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::{closure::Closure, JsCast};
        let Some(container) = worker_container() else {
            return;
        };
        let reload_once = Closure::<dyn Fn()>::new(reload);
        container.set_oncontrollerchange(Some(reload_once.as_ref().unchecked_ref()));
        reload_once.forget();
        let finding = container.get_registration();
        let skip_waiting = skip_waiting.to_owned();
        crate::dom::spawn(async move {
            let Ok(found) = wasm_bindgen_futures::JsFuture::from(finding).await else {
                return;
            };
            let Some(registration) = found.dyn_ref::<web_sys::ServiceWorkerRegistration>() else {
                return;
            };
            if let Some(waiting) = registration.waiting() {
                if let Ok(message) = js_sys::JSON::parse(&skip_waiting) {
                    let _ = waiting.post_message(&message);
                }
            }
        });
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = skip_waiting;
    }
}

/// Whether the browser says it has no network.
#[must_use]
pub fn is_offline() -> bool {
    #[cfg(feature = "browser")]
    {
        web_sys::window().is_some_and(|w| !w.navigator().on_line())
    }
    #[cfg(not(feature = "browser"))]
    {
        false
    }
}

/// Whether Leptos is hydrating the page the server sent (rather than
/// drawing one the router reached, or updating one it drew).
#[cfg(feature = "hydrate")]
pub fn hydrating() -> bool {
    leptos::prelude::Owner::current_shared_context()
        .is_some_and(|context| context.during_hydration())
}
