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
#[cfg(feature = "browser")]
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
#[cfg(feature = "browser")]
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

/// The "Copy" buttons the Markdown renderer puts on code blocks: one
/// delegated listener copies the block's text and says so for a moment.
#[cfg(feature = "browser")]
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
