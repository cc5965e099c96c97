//! The few calls that attach behaviour to the server's markup without
//! Leptos: finding elements, listening to events, creating elements, and
//! timers and tasks on the browser's own event loop.
//!
//! The frame around every page (`frame/`) and the reading pages
//! (`reading.rs`) work this way rather than as hydrated Leptos views: the
//! reader's bundle has no Leptos, and every other bundle runs the same
//! frame code after hydrating its own pages. Their markup is static Leptos
//! components rendered on the server.

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

/// The page's document.
pub fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The page's language, from `<html lang>` (the server writes it).
pub fn page_lang() -> crate::i18n::Lang {
    document()
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| crate::i18n::Lang::from_code(&code))
        .unwrap_or(crate::i18n::Lang::En)
}

/// The first element under `root` that matches `selector`, as `T`.
pub fn find<T: JsCast>(root: &web_sys::Element, selector: &str) -> Option<T> {
    root.query_selector(selector).ok()??.dyn_into().ok()
}

/// Every element under `root` that matches `selector`, in document order.
pub fn find_all(root: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let Ok(found) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|at| found.item(at)?.dyn_into().ok())
        .collect()
}

/// The first element of the page that matches `selector`, as `T`.
pub fn find_in_page<T: JsCast>(selector: &str) -> Option<T> {
    document()?.query_selector(selector).ok()??.dyn_into().ok()
}

/// The element, as `T`, that an event happened in or under which matches
/// `selector` (a click on a link's text gives the link).
pub fn closest_target<T: JsCast>(event: &web_sys::Event, selector: &str) -> Option<T> {
    event
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(selector)
        .ok()??
        .dyn_into()
        .ok()
}

/// Calls `handler` with each `event` (a `web_sys` event type `E`) that
/// reaches `target`, for as long as the page lives.
pub fn listen<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    handler: impl FnMut(E) + 'static,
) {
    let mut handler = handler;
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        if let Ok(event) = event.dyn_into::<E>() {
            handler(event);
        }
    });
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// A new element `tag` with the class `class` (none when empty).
pub fn element(tag: &str, class: &str) -> Option<web_sys::Element> {
    let element = document()?.create_element(tag).ok()?;
    if !class.is_empty() {
        element.set_class_name(class);
    }
    Some(element)
}

/// A new element `tag` of class `class` holding `text`.
pub fn text_element(tag: &str, class: &str, text: &str) -> Option<web_sys::Element> {
    let element = element(tag, class)?;
    element.set_text_content(Some(text));
    Some(element)
}

/// Runs `then` once, `ms` milliseconds from now.
pub fn after(ms: i32, then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = Closure::once_into_js(then);
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), ms);
}

/// Runs `then` before the browser paints next.
pub fn next_frame(then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = Closure::once_into_js(then);
    let _ = window.request_animation_frame(callback.unchecked_ref());
}

/// An answer the server gave: its status and its body as text.
pub struct Answer {
    pub status: u16,
    pub text: String,
}

impl Answer {
    /// Whether the status says success (2xx).
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// Fetches `url` (with `init`, else a plain `GET`) and reads the answer's
/// body as text; `None` when no answer came (no network, a refused
/// request).
pub async fn fetch_text(url: &str, init: Option<&web_sys::RequestInit>) -> Option<Answer> {
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let request = match init {
        Some(init) => window.fetch_with_str_and_init(url, init),
        None => window.fetch_with_str(url),
    };
    let response: web_sys::Response = JsFuture::from(request).await.ok()?.dyn_into().ok()?;
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some(Answer {
        status: response.status(),
        text,
    })
}

/// Runs `then` each time the browser shows this page again from its
/// back-forward cache (Back, Forward), where the page is as it was left:
/// what it shows of the stored progress or of a choice made on another
/// page must be brought up to date.
pub fn on_shown_again(then: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    listen::<web_sys::PageTransitionEvent>(&window, "pageshow", move |event| {
        if event.persisted() {
            then();
        }
    });
}

/// Runs `task` on the browser's event loop.
pub fn spawn(task: impl std::future::Future<Output = ()> + 'static) {
    wasm_bindgen_futures::spawn_local(task);
}

/// Loads a bundle the page loads later (the first call loads it, the next
/// ones wait for the same load) and gives its module: `None` when it
/// cannot be loaded, or the page's boot script defines no loader for it.
/// The bundle's [words](crate::bundle::LaterBundle::words) come with it,
/// and join the page's strings the first time.
pub async fn load_later(bundle: crate::bundle::LaterBundle) -> Option<JsValue> {
    use std::sync::atomic::{AtomicBool, Ordering};
    static WORDS_ADDED: [AtomicBool; crate::bundle::LaterBundle::ALL.len()] =
        [const { AtomicBool::new(false) }; crate::bundle::LaterBundle::ALL.len()];
    let loader: js_sys::Function =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(bundle.loader()))
            .ok()?
            .dyn_into()
            .ok()?;
    let loading: js_sys::Promise = loader.call0(&JsValue::UNDEFINED).ok()?.dyn_into().ok()?;
    let loaded = wasm_bindgen_futures::JsFuture::from(loading).await.ok()?;
    // A bundle with words gives `[module, words' text]`.
    if const { crate::bundle::Bundle::built().loads_words() } && !bundle.words().is_empty() {
        let words = js_sys::Reflect::get_u32(&loaded, 1).ok()?.as_string()?;
        if !WORDS_ADDED[bundle.index()].swap(true, Ordering::Relaxed) {
            crate::i18n::add_words(&words);
        }
        return js_sys::Reflect::get_u32(&loaded, 0).ok();
    }
    Some(loaded)
}

/// Calls the export `name` of a `module` that [`load_later`] gave, with
/// `args`; `None` when it has no such export or the call throws.
pub fn call_export(module: &JsValue, name: &str, args: &js_sys::Array) -> Option<JsValue> {
    let export: js_sys::Function = js_sys::Reflect::get(module, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()?;
    export.apply(&JsValue::UNDEFINED, args).ok()
}
