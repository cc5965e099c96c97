//! What the frame around every page does in the browser: the theme switch,
//! the language links, the search field and the progress menu in the
//! header and footer, the offline worker and its update notice, the code
//! blocks' "Copy" buttons and the keyboard's document-wide habits.
//!
//! Their markup is rendered on the server by Leptos components
//! ([`crate::layout`], [`crate::pages::search`]) that hold no state of
//! their own; the behaviour is attached here, with plain DOM calls
//! ([`crate::dom`]), once the page's bundle has started. Every bundle runs
//! this same code, whatever else it hydrates.

pub mod progress_menu;
pub mod search_box;
mod theme;
#[cfg(feature = "browser")]
pub mod update;

pub use theme::Theme;

/// Brings the frame of the page to life, and sends the progress to the
/// group's server when the learner keeps it there; the bundle calls it
/// once, after its own pages have hydrated.
#[cfg(page_bundle)]
pub fn install(lang: crate::i18n::Lang) {
    theme::install();
    install_language_links();
    progress_menu::install(lang);
    search_box::install(lang);
    update::install(lang);
    copy_buttons::install();
    crate::keyboard::install();
    crate::progress_sync::on_page_open();
}

/// A language link carries the current `#fragment` (a sandbox permalink)
/// as it is followed: the server, which wrote the link, never sees it.
#[cfg(page_bundle)]
fn install_language_links() {
    use crate::dom;
    let Some(switcher) = dom::find_in_page::<web_sys::Element>(".lang-switcher") else {
        return;
    };
    dom::listen::<web_sys::Event>(&switcher, "click", |event| {
        let Some(link) = dom::closest_target::<web_sys::HtmlAnchorElement>(&event, "a[href]")
        else {
            return;
        };
        let hash = crate::browser::fragment();
        if !hash.is_empty() {
            let href = link.href();
            let base = href.split('#').next().unwrap_or_default();
            link.set_href(&format!("{base}{hash}"));
        }
    });
}

/// After a tool's router showed the page at `path` (with `query`, no
/// `?`): the navigation marks the page's section as current, and each
/// language link leads to this page, as the server writes them
/// ([`crate::layout::is_in_section`], [`crate::layout::language_link`]).
#[cfg(feature = "hydrate")]
pub fn follow_location(path: &str, query: &str) {
    use crate::{dom, i18n::Lang, layout};
    let Some(header) = dom::find_in_page::<web_sys::Element>("header.site-header") else {
        return;
    };
    for link in dom::find_all(&header, ".site-nav a[href]") {
        let href = link.get_attribute("href").unwrap_or_default();
        if layout::is_in_section(path, &href) {
            let _ = link.set_attribute("aria-current", "page");
        } else {
            let _ = link.remove_attribute("aria-current");
        }
    }
    for link in dom::find_all(&header, ".lang-switcher a[hreflang]") {
        let language = link.get_attribute("hreflang");
        if let Some(to) = language.as_deref().and_then(Lang::from_code) {
            let _ = link.set_attribute("href", &layout::language_link(path, query, to));
        }
    }
}

/// The "Copy" buttons the Markdown renderer puts on code blocks: one
/// delegated listener copies the block's text and says so for a moment.
#[cfg(page_bundle)]
mod copy_buttons {
    use crate::dom;

    pub fn install() {
        let Some(document) = dom::document() else {
            return;
        };
        dom::listen::<web_sys::Event>(&document, "click", |event| {
            let Some(button) = dom::closest_target::<web_sys::Element>(&event, ".code-copy") else {
                return;
            };
            let text = button
                .parent_element()
                .and_then(|figure| figure.query_selector("code").ok().flatten())
                .and_then(|code| code.text_content())
                .unwrap_or_default();
            crate::browser::copy(&text);
            if let Some(done) = button.get_attribute("data-copied") {
                let original = button.text_content().unwrap_or_default();
                button.set_text_content(Some(&done));
                dom::after(1500, move || button.set_text_content(Some(&original)));
            }
        });
    }
}
