//! An assigned sandbox challenge: its goal and the sandbox.

use super::super::authored_html;
use crate::{
    i18n::{t, Lang},
    pages::sandbox::{catalog::sandbox_challenge_goal, Sandbox},
};
use hooklab_core::classroom::ItemView;
use hooklab_core::hooks::Case;
use hooklab_core::practice::Answer;
use leptos::prelude::*;
use serde::Deserialize;

#[derive(Deserialize)]
struct ChallengeData {
    start: Case,
}

/// A sandbox challenge: its goal and the sandbox on its starting case; the
/// case as edited is the answer; `editing` is true while an edit waits to
/// become it.
#[component]
pub fn ChallengeWork(
    lang: Lang,
    item: ItemView,
    answer: RwSignal<Option<Answer>>,
    editing: RwSignal<bool>,
) -> impl IntoView {
    let start = serde_json::from_value::<ChallengeData>(item.data.clone())
        .map(|d| d.start)
        .unwrap_or_default();
    let current = RwSignal::new(Some(start.clone()));
    Effect::new(move |_| {
        answer.set(current.get().and_then(|case| {
            serde_json::to_value(case)
                .ok()
                .map(|state| Answer::Challenge { state })
        }));
    });
    let goal = match authored_html(&item, "goal") {
        Some(html) => view! { <div class="goal" inner_html=html></div> }.into_any(),
        None => {
            let id = item.item_id.clone();
            let text = Resource::new(
                move || (lang.code().to_owned(), id.clone()),
                |(lang, id)| sandbox_challenge_goal(lang, id),
            );
            view! {
                <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                    {move || Suspend::new(async move {
                        let goal = text.await.ok().flatten();
                        view! { <p class="goal">{goal}</p> }
                    })}
                </Suspense>
            }
            .into_any()
        }
    };
    view! {
        <section class="class-goal" aria-labelledby="goal-heading">
            <h2 id="goal-heading">{t(lang, "class-goal")}</h2>
            {goal}
        </section>
        <Sandbox lang=lang initial=start current=current editing=editing/>
    }
}
