//! Hydration in stages: a part of a page that hydrates in a task of its
//! own, after the rest of the page, so that a phone is never blocked by one
//! long task for the whole page.
//!
//! The server renders a part inside a wrapper (`<div class="stage">`, which
//! CSS lays out as if it were not there). While the page hydrates, the
//! browser leaves the wrapper's contents as the server sent them and queues
//! the part; the boot then hydrates the queued parts one task at a time
//! (`hydrate_next`) before it starts the frame. A page the router draws
//! renders its parts at once: only the server's page is hydrated. So does
//! a bundle whose boot hydrates no staged part
//! ([`crate::bundle::Bundle::hydrates_in_stages`]).
//!
//! A staged part reads no data the server sent with the page (a
//! `SharedValue`, a resource): those are read in the order the server
//! wrote them, while the page hydrates, and the part hydrates after.

use leptos::prelude::*;

/// The class of every stage's wrapper.
pub const STAGE_CLASS: &str = "stage";

/// `part`, hydrated in a task of its own when the page is the server's.
pub fn stage<V: IntoView + 'static>(part: impl FnOnce() -> V + 'static) -> AnyView {
    stage_any(Box::new(move || part().into_any()))
}

/// [`stage`] past its one generic line, so that a bundle carries this
/// code once however many parts it stages. The wrapper is written here
/// alone: the server's and the browser's must match.
fn stage_any(part: Box<dyn FnOnce() -> AnyView>) -> AnyView {
    // Only a bundle whose boot hydrates staged parts stages any.
    #[cfg(feature = "hydrate")]
    if const { crate::bundle::Bundle::built().hydrates_in_stages() } && crate::browser::hydrating()
    {
        let wrapper = NodeRef::<leptos::html::Div>::new();
        queue(part, wrapper);
        return view! { <div class=STAGE_CLASS node_ref=wrapper></div> }.into_any();
    }
    view! { <div class=STAGE_CLASS>{part()}</div> }.into_any()
}

/// Queues `part` to hydrate, in [`hydrate_next`], the contents the server
/// wrote in `wrapper`.
#[cfg(feature = "hydrate")]
fn queue(part: Box<dyn FnOnce() -> AnyView>, wrapper: NodeRef<leptos::html::Div>) {
    // The part's reactive nodes belong to the component that staged it, so
    // they go when it goes.
    let owner = Owner::current();
    queued::push(Box::new(move || {
        let Some(wrapper) = wrapper.try_get_untracked().flatten() else {
            return;
        };
        if !wrapper.is_connected() {
            return;
        }
        let hydrate = move || {
            use leptos::tachys::{
                hydration::Cursor,
                view::{PositionState, RenderHtml},
            };
            let state =
                part().hydrate::<true>(&Cursor::new(wrapper.into()), &PositionState::default());
            // Kept as long as the owner: the part's listeners and effects
            // live in it.
            StoredValue::new_local(state);
        };
        match owner {
            Some(owner) => owner.with(hydrate),
            None => hydrate(),
        }
    }));
}

/// Hydrates the oldest queued part; false when none was waiting.
#[cfg(feature = "hydrate")]
pub fn hydrate_next() -> bool {
    let Some(part) = queued::pop() else {
        return false;
    };
    part();
    true
}

#[cfg(feature = "hydrate")]
mod queued {
    use std::cell::RefCell;
    use std::collections::VecDeque;

    type Part = Box<dyn FnOnce()>;

    thread_local! {
        static PARTS: RefCell<VecDeque<Part>> = const { RefCell::new(VecDeque::new()) };
    }

    pub fn push(part: Part) {
        PARTS.with(|parts| parts.borrow_mut().push_back(part));
    }

    pub fn pop() -> Option<Part> {
        PARTS.with(|parts| parts.borrow_mut().pop_front())
    }
}
