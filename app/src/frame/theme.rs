//! The theme switch. Without a choice the page follows the system's
//! `prefers-color-scheme`; a choice is kept in a cookie so that the server
//! renders the next page in it, with no flash of the other theme.

#[cfg(page_bundle)]
use crate::{dom, storage};

/// The two themes; `<html data-theme>` and the cookie hold a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    /// The cookie that keeps the learner's choice, which the server reads
    /// to render the next page in it.
    pub const COOKIE: &'static str = "hooklab_theme";

    pub fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
    pub fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

#[cfg(page_bundle)]
pub fn install() {
    let Some(button) = dom::find_in_page::<web_sys::Element>("button.theme-toggle") else {
        return;
    };
    show_pressed(&button, effective_theme());
    // Back to this page: the theme may have been switched on another one.
    let shown = button.clone();
    dom::on_shown_again(move || {
        let chosen = storage::cookie(Theme::COOKIE).and_then(|code| Theme::from_code(&code));
        if let Some(theme) = chosen {
            show_theme(theme);
        }
        show_pressed(&shown, effective_theme());
    });
    let pressed = button.clone();
    dom::listen::<web_sys::MouseEvent>(&button, "click", move |_| {
        let next = match effective_theme() {
            Theme::Dark => Theme::Light,
            Theme::Light => Theme::Dark,
        };
        show_theme(next);
        storage::set_cookie(Theme::COOKIE, next.code());
        show_pressed(&pressed, next);
    });
}

/// Shows the page in `theme`.
#[cfg(page_bundle)]
fn show_theme(theme: Theme) {
    if let Some(root) = dom::document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-theme", theme.code());
    }
}

#[cfg(page_bundle)]
/// The switch says "dark" and is pressed while the dark theme shows.
fn show_pressed(button: &web_sys::Element, theme: Theme) {
    let pressed = if theme == Theme::Dark {
        "true"
    } else {
        "false"
    };
    let _ = button.set_attribute("aria-pressed", pressed);
}

#[cfg(page_bundle)]
/// The theme the page shows: the one chosen (`<html data-theme>`), else the
/// system's.
fn effective_theme() -> Theme {
    let chosen = dom::document()
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("data-theme"))
        .and_then(|code| Theme::from_code(&code));
    chosen.unwrap_or_else(|| {
        let prefers_dark = web_sys::window()
            .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
            .is_some_and(|m| m.matches());
        if prefers_dark {
            Theme::Dark
        } else {
            Theme::Light
        }
    })
}
