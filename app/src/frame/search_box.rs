//! The header's search field: a plain form that opens `/{lang}/search?q=…`
//! (rendered on the server, so it works without JavaScript), and, once the
//! page's bundle has started, an ARIA combobox that lists results as the
//! learner types.
//!
//! The live list is a bundle of its own (`LaterBundle::Search`, the
//! feature `search`), which a page loads when the learner first focuses
//! the field or types in it: the page's bundle holds only `install`,
//! which loads it and hands it the field's words in the page's language
//! (its strings are the page's), and the search bundle's `start_search`
//! does the rest. It loads its language's search index (a hashed static
//! file, `<html data-search-index>`) and searches one pause after the
//! last keystroke: arrow keys choose, Enter opens, Escape closes. It
//! ranks with the core's [`hooklab_core::search::Index`], as the search
//! page does on the server; a result opens its page at the heading (a
//! whole page load, so the browser scrolls to the anchor). The markup is
//! `SearchBox`'s, in `pages/search.rs`.

use crate::i18n::Lang;

/// The most results the header's list shows; the search page shows more.
#[cfg_attr(not(feature = "search"), allow(dead_code))]
pub const POPUP_LIMIT: usize = 8;

pub const INPUT_ID: &str = "site-search-input";
pub const POPUP_ID: &str = "site-search-popup";

#[cfg_attr(not(feature = "search"), allow(dead_code))]
/// The id of the `at`-th option of the header's result list.
fn option_id(at: usize) -> String {
    format!("site-search-option-{at}")
}

#[cfg_attr(not(feature = "search"), allow(dead_code))]
/// The option an arrow key moves to among `count` options: down from
/// none goes to the first, up from none to the last, and both wrap.
pub fn step(current: Option<usize>, count: usize, down: bool) -> Option<usize> {
    if count == 0 {
        return None;
    }
    Some(match (current, down) {
        (None, true) => 0,
        (None, false) => count - 1,
        (Some(at), true) => (at + 1) % count,
        (Some(at), false) => (at + count - 1) % count,
    })
}

/// The search page's address for `query` in `lang`.
pub fn search_url(lang: Lang, query: &str) -> String {
    let mut url = format!("/{}/search", lang.code());
    if !query.trim().is_empty() {
        url.push_str("?q=");
        url.push_str(&encode_query_value(query.trim()));
    }
    url
}

/// `value` percent-encoded for a query string (spaces as `+`).
fn encode_query_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char);
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// What the field says, in the page's language: the page's bundle words
/// it, since the search bundle carries no strings.
#[cfg(feature = "search")]
struct Words {
    results_label: String,
    loading: String,
    nothing: String,
    unavailable: String,
    /// "`count` results", worded by the page's bundle.
    found: js_sys::Function,
}

#[cfg(feature = "search")]
impl Words {
    fn found(&self, count: usize) -> String {
        let count = wasm_bindgen::JsValue::from(u32::try_from(count).unwrap_or(u32::MAX));
        self.found
            .call1(&wasm_bindgen::JsValue::UNDEFINED, &count)
            .ok()
            .and_then(|said| said.as_string())
            .unwrap_or_default()
    }
}

/// Loads the search bundle the first time the learner focuses the field
/// or types in it (again, after a failure, the next time), and starts it
/// with the field's words. Until then the field is the plain form.
#[cfg(page_bundle)]
pub fn install(lang: Lang) {
    use crate::{bundle::LaterBundle, dom, i18n};
    use std::{cell::Cell, rc::Rc};
    use wasm_bindgen::{closure::Closure, JsValue};

    let Some(input) = dom::find_in_page::<web_sys::EventTarget>(&format!("#{INPUT_ID}")) else {
        return;
    };
    let asked = Rc::new(Cell::new(false));
    for event in ["focus", "input"] {
        let asked = Rc::clone(&asked);
        dom::listen::<web_sys::Event>(&input, event, move |_| {
            if asked.replace(true) {
                return;
            }
            let asked = Rc::clone(&asked);
            dom::spawn(async move {
                let started = async {
                    let module = dom::load_later(LaterBundle::Search).await?;
                    let found = Closure::<dyn Fn(u32) -> String>::new(move |count: u32| {
                        let count = usize::try_from(count).unwrap_or(usize::MAX);
                        i18n::t_args(lang, "search-found", &[("count", i18n::Arg::from(count))])
                    });
                    let args = js_sys::Array::new();
                    args.push(&JsValue::from_str(lang.code()));
                    for key in [
                        "search-results-label",
                        "search-loading",
                        "search-nothing",
                        "search-unavailable",
                    ] {
                        args.push(&JsValue::from_str(&i18n::t(lang, key)));
                    }
                    args.push(&found.into_js_value());
                    dom::call_export(&module, "start_search", &args)
                };
                if started.await.is_none() {
                    asked.set(false);
                }
            });
        });
    }
}

/// The search bundle's export: brings the header's field to life, already
/// focused or typed in, with the words of the page's language.
#[cfg(feature = "search")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn start_search(
    lang: &str,
    results_label: String,
    loading: String,
    nothing: String,
    unavailable: String,
    found: js_sys::Function,
) {
    let words = Words {
        results_label,
        loading,
        nothing,
        unavailable,
        found,
    };
    live::install(Lang::from_code(lang).unwrap_or(Lang::En), words);
}

#[cfg(feature = "search")]
mod live {
    use super::{option_id, search_url, step, Words, INPUT_ID, POPUP_ID, POPUP_LIMIT};
    use crate::{
        dom::{self, element, text_element},
        i18n::Lang,
    };
    use hooklab_core::search::{Hit, Index, Piece, Results};
    use std::{
        cell::{Cell, RefCell},
        rc::Rc,
    };
    use wasm_bindgen::JsCast;

    /// Where the field stands with its index.
    enum IndexState {
        NotLoaded,
        Loading,
        Ready(Index),
        Failed,
    }

    /// The field's parts and what it holds.
    struct Field {
        lang: Lang,
        words: Words,
        form: web_sys::Element,
        input: web_sys::HtmlInputElement,
        /// The status for screen readers, and its visible twin in the list.
        statuses: [web_sys::Element; 2],
        popup: web_sys::Element,
        /// The list of options, in the popup while there are some.
        listbox: web_sys::Element,
        foot: web_sys::Element,
        see_all: web_sys::Element,
        index: RefCell<IndexState>,
        /// The text as it stood one pause after the last keystroke.
        typed: RefCell<String>,
        /// Counts keystrokes, so that only the last one's pause counts.
        keystrokes: Cell<u64>,
        results: RefCell<Option<Results>>,
        open: Cell<bool>,
        active: Cell<Option<usize>>,
    }

    /// Brings the header's field to life: the learner has focused it, and
    /// may have typed already.
    pub fn install(lang: Lang, words: Words) {
        let (Some(form), Some(input), Some(popup)) = (
            dom::find_in_page::<web_sys::Element>("form.site-search"),
            dom::find_in_page::<web_sys::HtmlInputElement>(&format!("#{INPUT_ID}")),
            dom::find_in_page::<web_sys::Element>(&format!("#{POPUP_ID}")),
        ) else {
            return;
        };
        let parts = (
            dom::find::<web_sys::Element>(&form, ".site-search-status"),
            dom::find::<web_sys::Element>(&popup, ".search-popup-status"),
            dom::find::<web_sys::Element>(&popup, ".search-popup-foot"),
            dom::find::<web_sys::Element>(&popup, ".search-popup-foot a"),
            element("div", "search-options"),
        );
        let (Some(status), Some(popup_status), Some(foot), Some(see_all), Some(listbox)) = parts
        else {
            return;
        };
        let _ = listbox.set_attribute("role", "listbox");
        let _ = listbox.set_attribute("aria-label", &words.results_label);
        let field = Rc::new(Field {
            lang,
            words,
            typed: RefCell::new(input.value()),
            form,
            input,
            statuses: [status, popup_status],
            popup,
            listbox,
            foot,
            see_all,
            index: RefCell::new(IndexState::NotLoaded),
            keystrokes: Cell::new(0),
            results: RefCell::new(None),
            open: Cell::new(false),
            active: Cell::new(None),
        });
        let input: &web_sys::EventTarget = field.input.as_ref();
        let on = Rc::clone(&field);
        dom::listen::<web_sys::FocusEvent>(input, "focus", move |_| on.start_loading());
        let on = Rc::clone(&field);
        dom::listen::<web_sys::Event>(input, "input", move |_| on.typing());
        let on = Rc::clone(&field);
        dom::listen::<web_sys::KeyboardEvent>(input, "keydown", move |event| on.key(&event));
        let on = Rc::clone(&field);
        dom::listen::<web_sys::FocusEvent>(&field.form, "focusout", move |event| {
            if !on.focus_stays_inside(&event) {
                on.open.set(false);
                on.active.set(None);
                on.show_state();
            }
        });
        if field.input.value().trim().is_empty() {
            field.start_loading();
        } else {
            field.typing();
        }
    }

    impl Field {
        /// Starts loading the index the first time the field is used
        /// (again after a failure).
        fn start_loading(self: &Rc<Self>) {
            let idle = matches!(
                *self.index.borrow(),
                IndexState::NotLoaded | IndexState::Failed
            );
            if !idle {
                return;
            }
            *self.index.borrow_mut() = IndexState::Loading;
            let url = dom::document()
                .and_then(|d| d.document_element())
                .and_then(|e| e.get_attribute("data-search-index"));
            let field = Rc::clone(self);
            dom::spawn(async move {
                let loaded = match url {
                    Some(url) => fetch_index(&url).await,
                    None => None,
                };
                *field.index.borrow_mut() = loaded.map_or(IndexState::Failed, IndexState::Ready);
                field.search();
            });
        }

        /// A keystroke changed the text: the list opens, and the search
        /// runs once typing pauses.
        fn typing(self: &Rc<Self>) {
            self.active.set(None);
            self.open.set(true);
            self.start_loading();
            let mine = self.keystrokes.get() + 1;
            self.keystrokes.set(mine);
            let field = Rc::clone(self);
            let pause = crate::keyboard::TYPING_PAUSE.as_millis();
            dom::after(i32::try_from(pause).unwrap_or(i32::MAX), move || {
                if field.keystrokes.get() == mine {
                    *field.typed.borrow_mut() = field.input.value();
                    field.search();
                }
            });
            self.show_state();
        }

        /// Searches the settled text with the index, when it is there, and
        /// lists what it found.
        fn search(&self) {
            let results = match &*self.index.borrow() {
                IndexState::Ready(index) => Some(index.search(&self.typed.borrow(), POPUP_LIMIT)),
                _ => None,
            };
            self.listbox.set_text_content(None);
            for (at, hit) in results
                .iter()
                .flat_map(|found| found.hits.iter())
                .enumerate()
            {
                if let Some(option) = option_view(at, hit) {
                    let _ = self.listbox.append_child(&option);
                }
            }
            let _ = self
                .see_all
                .set_attribute("href", &search_url(self.lang, &self.typed.borrow()));
            *self.results.borrow_mut() = results;
            self.show_state();
        }

        fn hit_count(&self) -> usize {
            self.results
                .borrow()
                .as_ref()
                .map_or(0, |found| found.hits.len())
        }

        fn showing(&self) -> bool {
            self.open.get() && !self.typed.borrow().trim().is_empty()
        }

        /// Brings the attributes and the status in line with the state.
        fn show_state(&self) {
            let showing = self.showing();
            let status = if showing {
                self.status()
            } else {
                String::new()
            };
            for element in &self.statuses {
                element.set_text_content(Some(&status));
            }
            let expanded = if showing { "true" } else { "false" };
            let _ = self.input.set_attribute("aria-expanded", expanded);
            match self.active.get().filter(|_| showing) {
                Some(at) => {
                    let _ = self
                        .input
                        .set_attribute("aria-activedescendant", &option_id(at));
                }
                None => {
                    let _ = self.input.remove_attribute("aria-activedescendant");
                }
            }
            toggle_hidden(&self.popup, !showing);
            let listed = self.listbox.is_connected();
            if self.hit_count() == 0 {
                self.listbox.remove();
            } else if !listed {
                let _ = self.foot.before_with_node_1(&self.listbox);
            }
            let options = self.listbox.children();
            for at in 0..options.length() {
                if let Some(option) = options.item(at) {
                    let selected = self.active.get() == usize::try_from(at).ok();
                    let _ = option
                        .set_attribute("aria-selected", if selected { "true" } else { "false" });
                }
            }
        }

        /// What the status says while the list shows.
        fn status(&self) -> String {
            let words = &self.words;
            match (&*self.index.borrow(), &*self.results.borrow()) {
                (IndexState::Failed, _) => words.unavailable.clone(),
                (_, Some(found)) if found.total == 0 => words.nothing.clone(),
                (_, Some(found)) => words.found(found.total),
                _ => words.loading.clone(),
            }
        }

        fn key(&self, event: &web_sys::KeyboardEvent) {
            let count = self.hit_count();
            match event.key().as_str() {
                key @ ("ArrowDown" | "ArrowUp") => {
                    if count == 0 {
                        return;
                    }
                    event.prevent_default();
                    self.open.set(true);
                    let next = step(self.active.get(), count, key == "ArrowDown");
                    self.active.set(next);
                    self.show_state();
                    if let Some(at) = next {
                        reveal(&option_id(at));
                    }
                }
                "Enter" => {
                    let chosen = self
                        .active
                        .get()
                        .filter(|_| self.open.get())
                        .and_then(|at| {
                            let results = self.results.borrow();
                            results.as_ref()?.hits.get(at).map(|hit| hit.url.clone())
                        });
                    // With no option chosen the form goes to the search page.
                    if let Some(url) = chosen {
                        event.prevent_default();
                        crate::browser::go(&url);
                    }
                }
                "Escape" if self.open.get() => {
                    event.prevent_default();
                    self.open.set(false);
                    self.active.set(None);
                    self.show_state();
                }
                _ => {}
            }
        }

        /// Whether focus moves to something inside the form (a click on a
        /// result), rather than away from it.
        fn focus_stays_inside(&self, event: &web_sys::FocusEvent) -> bool {
            let form: &web_sys::Node = self.form.as_ref();
            event
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
                .is_some_and(|next| form.contains(Some(&next)))
        }
    }

    fn toggle_hidden(element: &web_sys::Element, hidden: bool) {
        let _ = element.toggle_attribute_with_force("hidden", hidden);
    }

    /// A result as an option of the list: its heading (its page's title
    /// for the page's opening text), the page it is on, and its snippet,
    /// matched words marked.
    fn option_view(at: usize, hit: &Hit) -> Option<web_sys::Element> {
        let option = element("a", "search-option")?;
        for (name, value) in [
            ("role", "option"),
            ("id", &option_id(at)),
            ("href", &hit.url),
            ("rel", "external"),
            ("tabindex", "-1"),
            ("aria-selected", "false"),
        ] {
            let _ = option.set_attribute(name, value);
        }
        let heading = marked("search-hit-heading", &hit.heading)?;
        let _ = option.append_child(&heading);
        if hit.is_section {
            let page = text_element("span", "search-hit-page", &hit.page_title)?;
            let _ = option.append_child(&page);
        }
        let snippet = marked("search-hit-snippet", &hit.snippet)?;
        let _ = option.append_child(&snippet);
        Some(option)
    }

    /// A `<span>` of class `class` with the text of `pieces`, matched words
    /// in `<mark>`.
    fn marked(class: &str, pieces: &[Piece]) -> Option<web_sys::Element> {
        let span = element("span", class)?;
        let document = dom::document()?;
        for piece in pieces {
            let node: web_sys::Node = if piece.matched {
                text_element("mark", "", &piece.text)?.into()
            } else {
                document.create_text_node(&piece.text).into()
            };
            let _ = span.append_child(&node);
        }
        Some(span)
    }

    /// Scrolls the option with `id` into the list's view, if needed.
    fn reveal(id: &str) {
        if let Some(element) = dom::document().and_then(|d| d.get_element_by_id(id)) {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            element.scroll_into_view_with_scroll_into_view_options(&options);
        }
    }

    async fn fetch_index(url: &str) -> Option<Index> {
        let answer = dom::fetch_text(url, None).await.filter(dom::Answer::ok)?;
        Index::from_json(&answer.text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_through_the_options_and_wrap() {
        assert_eq!(step(None, 3, true), Some(0));
        assert_eq!(step(None, 3, false), Some(2));
        assert_eq!(step(Some(2), 3, true), Some(0));
        assert_eq!(step(Some(0), 3, false), Some(2));
        assert_eq!(step(Some(1), 3, true), Some(2));
        assert_eq!(step(None, 0, true), None);
    }

    #[test]
    fn the_search_page_url_encodes_the_query() {
        assert_eq!(search_url(Lang::En, "  "), "/en/search");
        assert_eq!(
            search_url(Lang::Fr, "code de sortie"),
            "/fr/search?q=code+de+sortie"
        );
        assert_eq!(search_url(Lang::Ru, "ёж&"), "/ru/search?q=%D1%91%D0%B6%26");
    }
}
