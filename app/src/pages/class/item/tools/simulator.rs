//! An assigned simulator scenario: the simulator's terminal.

use super::super::{authored_html, broken};
use crate::{
    i18n::{t, Lang},
    pages::simulator::{simulator_scenario, Scenario, SimPageData},
};
use hooklab_core::classroom::ItemView;
use hooklab_core::practice::Answer;
use hooklab_core::session::{ScenarioText, Setup};
use leptos::prelude::*;
use serde::Deserialize;

#[derive(Deserialize)]
struct SimulatorData {
    setup: Setup,
}

/// A simulator scenario: its terminal; the command lines typed are the
/// answer.
#[component]
pub fn SimulatorWork(
    lang: Lang,
    item: ItemView,
    answer: RwSignal<Option<Answer>>,
) -> impl IntoView {
    let typed = RwSignal::new(Vec::<String>::new());
    Effect::new(move |_| {
        let commands = typed.get();
        answer.set((!commands.is_empty()).then_some(Answer::Simulator { commands }));
    });
    if item.authored {
        // An author's scenario: its setup from the server, its story and
        // goal as the author wrote them (the progress checklist needs the
        // goal's data, which stays on the server).
        // Read from text, as a built-in scenario's resource is: one parser
        // of a setup in the bundle, not a second one for a JSON value.
        let setup = serde_json::from_str::<SimulatorData>(&item.data.to_string())
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
            None => broken(lang),
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
                    _ => broken(lang),
                }
            })}
        </Suspense>
    }
    .into_any()
}
