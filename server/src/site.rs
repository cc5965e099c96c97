//! What one router serves, and the context each of its requests gets. The
//! router (`web`) and the server functions' endpoint (`api`) both read it,
//! so it lives apart from both.

use std::sync::Arc;

use hooklab_app::classroom::ssr::Classroom;
use leptos::prelude::*;

use crate::request::CspNonce;
use crate::settings::Public;

/// What one router serves: the classroom (absent: its functions answer
/// 503) and where the site is published.
#[derive(Clone, Default)]
pub struct Site {
    pub classroom: Option<Classroom>,
    pub public: Public,
}

/// What every server render and server function gets as context: the
/// request's CSP nonce and the classroom's handle.
pub(crate) fn request_context(site: &Arc<Site>) -> impl Fn() + Clone + Send + 'static {
    let classroom = site.classroom.clone();
    move || {
        if let Some(parts) = use_context::<http::request::Parts>() {
            if let Some(nonce) = parts.extensions.get::<CspNonce>() {
                provide_context(leptos::nonce::Nonce::from_value(nonce.0.clone()));
            }
        }
        if let Some(classroom) = &classroom {
            provide_context(classroom.clone());
        }
    }
}
