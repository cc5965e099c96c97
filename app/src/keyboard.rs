//! The keyboard's side of the pages: moving focus to where the learner's
//! next action is once a view has rendered, giving in-page links (the skip
//! link, a summary's links) the focus move the client-side router takes
//! away from them, and showing keyboard hints on touch screens only once a
//! key has been pressed.
//!
//! Everything here acts on the browser's document; on the server it does
//! nothing.

/// How long typing must pause before a live result follows it: the
/// sandbox's evaluation, a challenge's tests, the search field's list.
pub const TYPING_PAUSE: std::time::Duration = std::time::Duration::from_millis(150);

/// The class `<html>` gets at the first key press. `main.css` hides the
/// keyboard hints (`.keys-only`) on coarse pointers until it is there.
pub const KEYS_USED_CLASS: &str = "keys-used";

/// How many animation frames [`focus_after_render`] waits at most for its
/// element to appear (views that render in two steps need a second frame).
const FRAMES_TO_WAIT: u32 = 5;

/// Moves keyboard focus to the first element that matches `selector` once
/// the current event's changes have reached the page: Leptos applies them
/// in tasks that all run before the next animation frame, so the element
/// is looked for then, and a few frames later if it is not there yet. When
/// it never appears (the learner moved on), nothing happens.
pub fn focus_after_render(selector: &'static str) {
    #[cfg(feature = "browser")]
    focus_on_frame(selector, FRAMES_TO_WAIT);
    #[cfg(not(feature = "browser"))]
    let _ = (selector, FRAMES_TO_WAIT);
}

#[cfg(feature = "browser")]
fn focus_on_frame(selector: &'static str, frames_left: u32) {
    crate::dom::next_frame(move || {
        if !focus_now(selector) && frames_left > 1 {
            focus_on_frame(selector, frames_left - 1);
        }
    });
}

/// Focuses the first element matching `selector`; false when there is
/// none or it could not take focus (disabled, or on its way out).
#[cfg(feature = "browser")]
fn focus_now(selector: &str) -> bool {
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(element) = document
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    let _ = element.focus();
    let target: &web_sys::Element = element.as_ref();
    document
        .active_element()
        .is_some_and(|active| active == *target)
}

/// The id an in-page link points at: `#main` gives `main`; a link to
/// another page, or to no fragment, gives `None`.
pub fn fragment_target(href: &str) -> Option<&str> {
    href.strip_prefix('#').filter(|id| !id.is_empty())
}

/// Installs the two document-wide listeners, once, when the page starts
/// (`frame::install`).
#[cfg(feature = "browser")]
pub fn install() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    install_fragment_focus(&document);
    install_first_key(&document);
}

/// A browser that follows `<a href="#main">` focuses `#main` when it can
/// take focus (`tabindex="-1"`), so the next Tab goes to the first control
/// inside it. A tool's router follows such links itself and only scrolls,
/// so the focus move is made here, after the router's navigation (the
/// reader's bundle has no router: there it repeats what the browser does).
#[cfg(feature = "browser")]
fn install_fragment_focus(document: &web_sys::Document) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let handler = Closure::<dyn Fn(web_sys::MouseEvent)>::new(|event: web_sys::MouseEvent| {
        if event.default_prevented()
            || event.button() != 0
            || event.meta_key()
            || event.ctrl_key()
            || event.shift_key()
            || event.alt_key()
        {
            return;
        }
        let Some(link) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("a[href^='#']").ok().flatten())
        else {
            return;
        };
        let href = link.get_attribute("href").unwrap_or_default();
        let Some(id) = fragment_target(&href) else {
            return;
        };
        let id = js_sys::decode_uri_component(id)
            .ok()
            .and_then(|decoded| decoded.as_string())
            .unwrap_or_else(|| id.to_owned());
        let Some(target) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        // Only a target that can take focus gets it, as in the browser.
        if target.has_attribute("tabindex") {
            crate::dom::next_frame(move || {
                let _ = target.focus();
            });
        }
    });
    let _ = document.add_event_listener_with_callback("click", handler.as_ref().unchecked_ref());
    handler.forget();
}

/// Marks `<html>` at the first key press, then stops listening.
#[cfg(feature = "browser")]
fn install_first_key(document: &web_sys::Document) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let handler = Closure::once_into_js(|| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.class_list().add_1(KEYS_USED_CLASS);
        }
    });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
        "keydown",
        handler.unchecked_ref(),
        &options,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_fragment_of_this_page_is_a_target() {
        assert_eq!(fragment_target("#main"), Some("main"));
        assert_eq!(fragment_target("#quiz-missed-a-b"), Some("quiz-missed-a-b"));
        assert_eq!(fragment_target("#"), None);
        assert_eq!(fragment_target("/en/learn#main"), None);
        assert_eq!(fragment_target(""), None);
    }
}
