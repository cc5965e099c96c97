//! Dates and numbers in the viewer's own format. The server knows only the
//! page's language, so it renders a neutral form (an ISO date, a number as
//! the language writes it); once the page runs, the browser's `Intl`
//! refines it in the first of the viewer's languages that matches the
//! page's (`en-GB` for an English page read in Britain). The refinement is
//! made by an effect, after hydration, so the browser always hydrates the
//! markup the server sent.

use crate::i18n::{number_text, Lang};
use hooklab_core::practice::time::iso_utc;
use leptos::prelude::*;

/// The locale to format in: the first of the viewer's `preferred` languages
/// (BCP 47 tags, in the browser's order) whose language is the page's,
/// else the page's language itself. What is shown stays in the page's
/// language; only its regional conventions come from the viewer.
#[must_use]
pub fn viewer_locale(lang: Lang, preferred: &[String]) -> String {
    preferred
        .iter()
        .find(|tag| {
            tag.split('-')
                .next()
                .is_some_and(|primary| primary.eq_ignore_ascii_case(lang.code()))
        })
        .cloned()
        .unwrap_or_else(|| lang.code().to_owned())
}

/// The day of a moment, `2026-03-01` (UTC): what the server renders.
#[must_use]
pub fn iso_day(millis: i64) -> String {
    let iso = iso_utc(millis);
    iso.split_once('T')
        .map_or(iso.clone(), |(day, _)| day.to_owned())
}

/// The viewer's languages, from `navigator.languages`.
#[cfg(feature = "hydrate")]
fn preferred_languages() -> Vec<String> {
    web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The options object `Intl` takes, from (name, value) pairs.
#[cfg(feature = "hydrate")]
fn intl_options(pairs: &[(&str, &str)]) -> Option<js_sys::Object> {
    let options = js_sys::Object::new();
    for (name, value) in pairs {
        js_sys::Reflect::set(&options, &(*name).into(), &(*value).into()).ok()?;
    }
    Some(options)
}

/// A day in the viewer's format (`2 Dec 2026`, `2 déc. 2026`), in their
/// time zone; `None` on the server.
#[must_use]
pub fn local_date(lang: Lang, millis: i64) -> Option<String> {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsValue;
        #[allow(clippy::cast_precision_loss)]
        let date = js_sys::Date::new(&JsValue::from_f64(millis as f64));
        let options = intl_options(&[("dateStyle", "medium")])?;
        let locale = viewer_locale(lang, &preferred_languages());
        Some(String::from(date.to_locale_date_string(&locale, &options)))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = (lang, millis);
        None
    }
}

/// A moment (day and time) in the viewer's format and time zone; `None` on
/// the server.
#[must_use]
pub fn local_date_time(lang: Lang, millis: i64) -> Option<String> {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsValue;
        #[allow(clippy::cast_precision_loss)]
        let date = js_sys::Date::new(&JsValue::from_f64(millis as f64));
        let options = intl_options(&[("dateStyle", "medium"), ("timeStyle", "short")])?;
        let locale = viewer_locale(lang, &preferred_languages());
        Some(String::from(date.to_locale_string(&locale, &options)))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = (lang, millis);
        None
    }
}

/// A whole number in the viewer's format (`12,345`, `12 345`); `None` on
/// the server.
#[must_use]
pub fn local_number(lang: Lang, value: usize) -> Option<String> {
    #[cfg(feature = "hydrate")]
    {
        #[allow(clippy::cast_precision_loss)]
        let number = js_sys::Number::from(value as f64);
        let locale = viewer_locale(lang, &preferred_languages());
        Some(String::from(number.to_locale_string(&locale)))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = (lang, value);
        None
    }
}

/// A day: the ISO date from the server, the viewer's format once hydrated.
#[component]
pub fn LocalDate(lang: Lang, at_ms: i64) -> impl IntoView {
    let text = RwSignal::new(iso_day(at_ms));
    Effect::new(move |_| {
        if let Some(local) = local_date(lang, at_ms) {
            text.set(local);
        }
    });
    view! { <time datetime=iso_day(at_ms)>{move || text.get()}</time> }
}

/// A whole number: as the page's language writes it from the server, in
/// the viewer's format once hydrated.
#[component]
pub fn LocalNumber(lang: Lang, value: usize) -> impl IntoView {
    let text = RwSignal::new(number_text(lang, value));
    Effect::new(move |_| {
        if let Some(local) = local_number(lang, value) {
            text.set(local);
        }
    });
    view! { <span class="number">{move || text.get()}</span> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn the_viewer_s_region_refines_the_page_s_language() {
        assert_eq!(
            viewer_locale(Lang::En, &tags(&["fr-FR", "en-GB", "en-US"])),
            "en-GB"
        );
        assert_eq!(viewer_locale(Lang::Fr, &tags(&["fr-CA"])), "fr-CA");
        assert_eq!(viewer_locale(Lang::Es, &tags(&["ES-mx"])), "ES-mx");
        // A viewer who reads none of the page's language: the page's own.
        assert_eq!(viewer_locale(Lang::Ru, &tags(&["de-DE", "en"])), "ru");
        assert_eq!(viewer_locale(Lang::Fr, &[]), "fr");
        // `fr` is not the start of `fra` or of `fy`.
        assert_eq!(viewer_locale(Lang::Fr, &tags(&["fy-NL"])), "fr");
    }

    #[test]
    fn the_server_renders_an_iso_day() {
        assert_eq!(iso_day(0), "1970-01-01");
        assert_eq!(iso_day(1_764_633_600_000), "2025-12-02");
        // Nothing to refine on the server.
        assert_eq!(local_date(Lang::En, 0), None);
        assert_eq!(local_number(Lang::Fr, 12_345), None);
    }
}
