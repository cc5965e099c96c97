//! An assigned item that runs on one of the tools: a sandbox challenge on
//! the sandbox, a simulator scenario on the simulator's terminal. Each
//! tool's work area is compiled only in the builds that carry the tool
//! (`bundle.rs`); the others have a stand-in, out of reach, since a bundle
//! is loaded only for the items it runs.

use crate::i18n::Lang;
use hooklab_core::classroom::ItemView;
use hooklab_core::practice::{Answer, ItemKind};
use leptos::prelude::*;

/// A sandbox challenge's work area: the server's and the challenge-item
/// bundle's.
#[cfg(item_challenge)]
mod challenge;

/// A simulator scenario's work area: the server's and the simulator-item
/// bundle's.
#[cfg(item_simulator)]
mod simulator;

/// The work area of a challenge or a simulator item; `editing` is true
/// while a challenge's edit waits to become its answer.
pub fn work(
    lang: Lang,
    item: ItemView,
    answer: RwSignal<Option<Answer>>,
    editing: RwSignal<bool>,
) -> AnyView {
    if item.kind == ItemKind::Challenge {
        challenge_work(lang, item, answer, editing)
    } else {
        simulator_work(lang, item, answer)
    }
}

#[cfg(item_challenge)]
fn challenge_work(
    lang: Lang,
    item: ItemView,
    answer: RwSignal<Option<Answer>>,
    editing: RwSignal<bool>,
) -> AnyView {
    view! { <challenge::ChallengeWork lang=lang item=item answer=answer editing=editing/> }
        .into_any()
}

#[cfg(not(item_challenge))]
fn challenge_work(
    lang: Lang,
    _item: ItemView,
    _answer: RwSignal<Option<Answer>>,
    _editing: RwSignal<bool>,
) -> AnyView {
    super::broken(lang)
}

#[cfg(item_simulator)]
fn simulator_work(lang: Lang, item: ItemView, answer: RwSignal<Option<Answer>>) -> AnyView {
    view! { <simulator::SimulatorWork lang=lang item=item answer=answer/> }.into_any()
}

#[cfg(not(item_simulator))]
fn simulator_work(lang: Lang, _item: ItemView, _answer: RwSignal<Option<Answer>>) -> AnyView {
    super::broken(lang)
}
