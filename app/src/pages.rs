//! One module per page, and what several pages show alike.

pub mod class;
pub mod exam;
pub mod home;
pub mod learn;
pub mod not_found;
pub mod privacy;
pub mod progress_page;
pub mod quiz;
pub mod review;
pub mod sandbox;
pub mod search;
pub mod simulator;
pub mod teach;

use crate::i18n::{t_args, Arg, Lang};
use leptos::prelude::*;

/// What a page shows when the data it loads from the server did not come:
/// the page's sentence with the error's own words. `whole_page` gives it
/// the page's margins (when it stands in for the whole page).
#[component]
pub fn LoadError(lang: Lang, error: String, #[prop(optional)] whole_page: bool) -> impl IntoView {
    let class = if whole_page { "page error" } else { "error" };
    view! {
        <p class=class role="alert">{t_args(lang, "load-error", &[("error", Arg::Str(error))])}</p>
    }
}
