//! An assigned item that runs on one of the tools: a sandbox challenge on
//! the sandbox, a simulator scenario on the simulator's terminal.

use super::authored_html;
use crate::{
    i18n::{t, Lang},
    pages::{
        sandbox::{catalog::sandbox_challenge, Sandbox},
        simulator::{simulator_scenario, Scenario, SimPageData},
    },
};
use hooklab_core::classroom::ItemView;
use hooklab_core::hooks::Case;
use hooklab_core::practice::{Answer, ItemKind};
use hooklab_core::session::{ScenarioText, Setup};
use leptos::prelude::*;
use serde::Deserialize;

/// The work area of a challenge or a simulator item; `editing` is true
/// while a challenge's edit waits to become its answer.
pub fn work(
    lang: Lang,
    item: ItemView,
    answer: RwSignal<Option<Answer>>,
    editing: RwSignal<bool>,
) -> AnyView {
    if item.kind == ItemKind::Challenge {
        view! { <ChallengeWork lang=lang item=item answer=answer editing=editing/> }.into_any()
    } else {
        view! { <SimulatorWork lang=lang item=item answer=answer/> }.into_any()
    }
}

#[derive(Deserialize)]
struct ChallengeData {
    start: Case,
}

/// A sandbox challenge: its goal and the sandbox on its starting case; the
/// case as edited is the answer; `editing` is true while an edit waits to
/// become it.
#[component]
fn ChallengeWork(
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
                |(lang, id)| sandbox_challenge(lang, id),
            );
            view! {
                <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                    {move || Suspend::new(async move {
                        let goal = text.await.ok().flatten().map(|c| c.goal);
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

#[derive(Deserialize)]
struct SimulatorData {
    setup: Setup,
}

/// A simulator scenario: its terminal; the command lines typed are the
/// answer.
#[component]
fn SimulatorWork(lang: Lang, item: ItemView, answer: RwSignal<Option<Answer>>) -> impl IntoView {
    let typed = RwSignal::new(Vec::<String>::new());
    Effect::new(move |_| {
        let commands = typed.get();
        answer.set((!commands.is_empty()).then_some(Answer::Simulator { commands }));
    });
    if item.authored {
        // An author's scenario: its setup from the server, its story and
        // goal as the author wrote them (the progress checklist needs the
        // goal's data, which stays on the server).
        let setup = serde_json::from_value::<SimulatorData>(item.data.clone())
            .map(|d| d.setup)
            .ok();
        let story = authored_html(&item, "story").unwrap_or_default();
        let goal = authored_html(&item, "goal").unwrap_or_default();
        return match setup {
            Some(setup) => view! {
                <div class="situation" inner_html=story></div>
                <section class="class-goal" aria-labelledby="goal-heading">
                    <h2 id="goal-heading">{t(lang, "class-goal")}</h2>
                    <div inner_html=goal></div>
                </section>
                <Scenario lang=lang free=false typed=typed data=SimPageData {
                    id: item.item_id.clone(),
                    setup,
                    goal: None,
                    text: ScenarioText {
                        title: item.title.clone(),
                        story: String::new(),
                        goal: String::new(),
                        hints: Vec::new(),
                        lesson: String::new(),
                        code: None,
                    },
                }/>
            }
            .into_any(),
            None => view! { <p class="error" role="alert">{t(lang, "class-item-broken")}</p> }
                .into_any(),
        };
    }
    let id = item.item_id.clone();
    let data = Resource::new(
        move || (lang.code().to_owned(), id.clone()),
        |(lang, id)| simulator_scenario(lang, id),
    );
    view! {
        <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                match data.await {
                    Ok(Some(found)) => view! { <Scenario lang=lang data=found free=false typed=typed/> }.into_any(),
                    _ => view! { <p class="error" role="alert">{t(lang, "class-item-broken")}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
    .into_any()
}
