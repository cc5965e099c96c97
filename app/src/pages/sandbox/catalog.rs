//! Presets and challenges: the server functions that read them from the
//! content files, and the two pages that wrap the live sandbox around them.

use super::{state, Sandbox};
use crate::answer_codec::JsonAnswer;
use crate::sandbox::engine::{self, Check, Checked};
use crate::{
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::not_found::NotFound,
    progress,
};
use hooklab_core::{hooks::Case, sandbox::Challenge};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;
use serde::{Deserialize, Serialize};

/// A preset or challenge in the list of `/<lang>/sandbox`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatalogItem {
    pub id: String,
    pub title: String,
    pub summary: String,
}

/// The lists of `/<lang>/sandbox`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CatalogView {
    pub presets: Vec<CatalogItem>,
    pub challenges: Vec<CatalogItem>,
}

/// One preset, in one language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PresetView {
    pub id: String,
    pub title: String,
    pub summary: String,
    pub body: String,
    #[serde(deserialize_with = "crate::answer_codec::via_value")]
    pub case: Case,
}

/// One challenge, in one language; the challenge itself travels to the
/// browser so its tests run there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengeView {
    pub title: String,
    pub goal: String,
    pub hints: Vec<String>,
    pub success: String,
    #[serde(deserialize_with = "crate::answer_codec::via_value")]
    pub challenge: Challenge,
}

/// Picks a language's text, falling back to English.
fn in_lang<'a, T>(texts: &'a std::collections::BTreeMap<String, T>, lang: &str) -> Option<&'a T> {
    use hooklab_core::i18n::Translations;
    texts.in_lang_or_english(Lang::from_code(lang).unwrap_or(Lang::En))
}

/// A practice item's text with the typography of the page's language.
#[cfg(feature = "ssr")]
fn typeset(lang: &str, text: &str) -> String {
    crate::i18n::typeset(Lang::from_code(lang).unwrap_or(Lang::En), text)
}

#[server(prefix = "/api", endpoint = "sandbox-catalog", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn sandbox_catalog(lang: String) -> Result<CatalogView, ServerFnError> {
    catalog(&lang)
}

/// The presets and challenges in `lang`, as the sandbox lists them.
#[cfg(feature = "ssr")]
pub fn catalog(lang: &str) -> Result<CatalogView, ServerFnError> {
    let practice = crate::api::ssr::practice()?;
    let presets = practice
        .presets()
        .iter()
        .filter_map(|p| {
            let text = in_lang(&p.text, lang)?;
            Some(CatalogItem {
                id: p.id.clone(),
                title: typeset(lang, &text.title),
                summary: typeset(lang, &text.summary),
            })
        })
        .collect();
    let challenges = practice
        .challenges()
        .iter()
        .filter_map(|c| {
            let text = in_lang(&c.text, lang)?;
            Some(CatalogItem {
                id: c.id.clone(),
                title: typeset(lang, &text.title),
                summary: typeset(lang, &text.goal),
            })
        })
        .collect();
    Ok(CatalogView {
        presets,
        challenges,
    })
}

#[server(prefix = "/api", endpoint = "sandbox-preset", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn sandbox_preset(lang: String, id: String) -> Result<Option<PresetView>, ServerFnError> {
    let practice = crate::api::ssr::practice()?;
    Ok(practice.preset(&id).and_then(|p| {
        let text = in_lang(&p.text, &lang)?.clone();
        Some(PresetView {
            id: p.id.clone(),
            title: typeset(&lang, &text.title),
            summary: typeset(&lang, &text.summary),
            body: typeset(&lang, &text.body),
            case: p.case.clone(),
        })
    }))
}

#[server(prefix = "/api", endpoint = "sandbox-challenge", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn sandbox_challenge(
    lang: String,
    id: String,
) -> Result<Option<ChallengeView>, ServerFnError> {
    Ok(
        challenge_in(&lang, &id)?.map(|(challenge, text)| ChallengeView {
            title: typeset(&lang, &text.title),
            goal: typeset(&lang, &text.goal),
            hints: text.hints.iter().map(|h| typeset(&lang, h)).collect(),
            success: typeset(&lang, &text.success),
            challenge: challenge.clone(),
        }),
    )
}

/// A challenge and its texts in `lang` (English where it has none).
#[cfg(feature = "ssr")]
fn challenge_in(
    lang: &str,
    id: &str,
) -> Result<
    Option<(
        &'static Challenge,
        &'static hooklab_core::sandbox::ChallengeText,
    )>,
    ServerFnError,
> {
    let practice = crate::api::ssr::practice()?;
    Ok(practice
        .challenge(id)
        .and_then(|challenge| Some((challenge, in_lang(&challenge.text, lang)?))))
}

/// A challenge's goal alone, in `lang`: what a student's assigned challenge
/// shows above the sandbox, whose bundle then carries no parser for a
/// challenge's tests (the server grades the attempt).
#[server(prefix = "/api", endpoint = "sandbox-challenge-goal", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn sandbox_challenge_goal(
    lang: String,
    id: String,
) -> Result<Option<String>, ServerFnError> {
    Ok(challenge_in(&lang, &id)?.map(|(_, text)| typeset(&lang, &text.goal)))
}

/// The preset and challenge lists shown under the free sandbox. They never
/// change once shown, so the server sends them as HTML that hydrating the
/// page leaves as it is: two nodes to hydrate rather than a resource to
/// read back and three nodes per item, in the sandbox page's start-up,
/// its slowest task. A sandbox page the router draws fetches them. Which
/// challenges the learner solved is this device's progress: each
/// challenge's mark is in the HTML, hidden, and shown from there.
#[component]
pub fn CatalogLists(lang: Lang) -> impl IntoView {
    let lists = RwSignal::new(None::<CatalogHtml>);
    #[cfg(not(feature = "hydrate"))]
    lists.set(
        catalog(lang.code())
            .ok()
            .map(|view| CatalogHtml::of(lang, &view)),
    );
    #[cfg(feature = "hydrate")]
    if !crate::browser::hydrating() {
        spawn_local(async move {
            if let Ok(view) = sandbox_catalog(lang.code().to_owned()).await {
                lists.set(Some(CatalogHtml::of(lang, &view)));
            }
        });
    }
    #[cfg(feature = "browser")]
    Effect::new(move |_| {
        lists.track();
        show_solved(&progress::load().challenges_solved);
    });
    let presets = move || lists.with(|l| l.as_ref().map(|l| l.presets.clone()).unwrap_or_default());
    let challenges =
        move || lists.with(|l| l.as_ref().map(|l| l.challenges.clone()).unwrap_or_default());
    view! {
        <section aria-labelledby="sandbox-presets-title">
            <h2 id="sandbox-presets-title">{t(lang, "sandbox-presets-title")}</h2>
            <p>{t(lang, "sandbox-presets-lead")}</p>
            <ul class="sandbox-catalog" inner_html=presets></ul>
        </section>
        <section aria-labelledby="sandbox-challenges-title">
            <h2 id="sandbox-challenges-title">{t(lang, "sandbox-challenges-title")}</h2>
            <p>{t(lang, "sandbox-challenges-lead")}</p>
            <ul class="sandbox-catalog" inner_html=challenges></ul>
        </section>
    }
}

/// The list items of the presets and of the challenges, as HTML.
#[derive(Clone, Debug, PartialEq)]
struct CatalogHtml {
    presets: String,
    challenges: String,
}

impl CatalogHtml {
    fn of(lang: Lang, view: &CatalogView) -> CatalogHtml {
        let solved = t(lang, "sandbox-solved-mark");
        CatalogHtml {
            presets: items_html(lang, "presets", &view.presets, None),
            challenges: items_html(lang, "challenges", &view.challenges, Some(&solved)),
        }
    }
}

/// List items as HTML: a link to each item's page (under
/// `/{lang}/sandbox/{kind}/`) and its summary, and, given the words of
/// the mark a solved challenge gets, that mark, hidden ([`show_solved`]).
fn items_html(lang: Lang, kind: &str, items: &[CatalogItem], solved_mark: Option<&str>) -> String {
    use html_escape::{encode_double_quoted_attribute as attribute, encode_text as text};
    let mut html = String::new();
    for item in items {
        let id = attribute(&item.id);
        html.push_str(&format!(
            "<li data-testid=\"sandbox-{}-item\"><a href=\"/{}/sandbox/{kind}/{id}\">{}</a>",
            kind.trim_end_matches('s'),
            lang.code(),
            text(&item.title),
        ));
        if let Some(mark) = solved_mark {
            html.push_str(&format!(
                " <span class=\"badge ok\" data-solved=\"{id}\" hidden>✓ {}</span>",
                text(mark)
            ));
        }
        html.push_str(&format!(
            "<span class=\"summary\">{}</span></li>",
            text(&item.summary)
        ));
    }
    html
}

/// Shows the mark of each challenge in `solved` ([`items_html`]).
#[cfg(feature = "browser")]
fn show_solved(solved: &std::collections::BTreeSet<String>) {
    let Some(root) = crate::dom::document().and_then(|d| d.document_element()) else {
        return;
    };
    for mark in crate::dom::find_all(&root, "[data-solved]") {
        let done = mark
            .get_attribute("data-solved")
            .is_some_and(|id| solved.contains(&id));
        mark.toggle_attribute_with_force("hidden", !done).ok();
    }
}

/// `/<lang>/sandbox/presets/<id>`.
#[component]
pub fn PresetPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let key = move || {
        (
            lang.code().to_owned(),
            params.read().get("id").unwrap_or_default(),
        )
    };
    let data = Resource::new(key, |(lang, id)| sandbox_preset(lang, id));
    view! {
        <Suspense fallback=move || view! { <p class="page">{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                match data.await {
                    Ok(Some(preset)) => view! {
                        <Title text=format!("{} · Hooklab", preset.title)/>
                        <Meta name="description" content=preset.summary.clone()/>
                        <div class="page sandbox-page">
                            <nav class="breadcrumbs" aria-label=t(lang, "breadcrumbs-label")>
                                <a href=format!("/{}/sandbox", lang.code())>{t(lang, "sandbox-back")}</a>
                            </nav>
                            <div class="sandbox-intro">
                                <p class="sandbox-kicker">{t(lang, "sandbox-preset-kicker")}</p>
                                <h1>{preset.title.clone()}</h1>
                                <p class="lead">{preset.summary.clone()}</p>
                                <p>{preset.body.clone()}</p>
                            </div>
                            <Sandbox lang=lang initial=preset.case.clone()/>
                        </div>
                    }
                    .into_any(),
                    Ok(None) => view! { <NotFound/> }.into_any(),
                    Err(error) => view! { <crate::pages::LoadError lang=lang error=error.to_string() whole_page=true/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// `/<lang>/sandbox/challenges/<id>`.
#[component]
pub fn ChallengePage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let key = move || {
        (
            lang.code().to_owned(),
            params.read().get("id").unwrap_or_default(),
        )
    };
    let data = Resource::new(key, |(lang, id)| sandbox_challenge(lang, id));
    view! {
        <Suspense fallback=move || view! { <p class="page">{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                match data.await {
                    Ok(Some(found)) => view! { <ChallengeBody lang=lang view=found/> }.into_any(),
                    Ok(None) => view! { <NotFound/> }.into_any(),
                    Err(error) => view! { <crate::pages::LoadError lang=lang error=error.to_string() whole_page=true/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn ChallengeBody(lang: Lang, view: ChallengeView) -> impl IntoView {
    let challenge = StoredValue::new(view.challenge.clone());
    // The case the sandbox last evaluated (None while an editor holds text
    // that is not a case), whether an edit waits for its evaluation, and
    // the case the results were computed on.
    let current = RwSignal::new(None::<Case>);
    let editing = RwSignal::new(false);
    let tested = RwSignal::new(None::<Case>);
    let report = RwSignal::new(None::<Checked>);
    // Whether the engine could not be loaded to run the tests.
    let unavailable = RwSignal::new(false);
    let success = view.success.clone();
    let run_on = move |case: Case| {
        let whole = challenge.get_value();
        spawn_local(async move {
            let question = Check {
                challenge: whole,
                case: case.clone(),
            };
            let Some(checked) = engine::ask(question).await else {
                unavailable.set(true);
                return;
            };
            unavailable.set(false);
            if checked.report.solved {
                let id = challenge.with_value(|c| c.id.clone());
                progress::update(|p| p.mark_challenge_solved(&id));
            }
            tested.set(Some(case));
            report.set(Some(checked));
        });
    };
    let run = move |_| {
        if let Some(case) = current.get_untracked() {
            run_on(case);
        }
    };
    // An edit that waits for its evaluation has no case yet: from its
    // first keystroke, results computed earlier are out of date.
    let freshness = Memo::new(move |_| {
        let editing = editing.get();
        tested.with(|t| {
            current.with(|c| state::freshness(t.as_ref(), c.as_ref().filter(|_| !editing)))
        })
    });
    // Once the tests have run, they run again on each evaluation the
    // sandbox makes when the learner pauses.
    Effect::new(move |_| {
        let Some(case) = current.get() else {
            return;
        };
        if tested.with_untracked(|t| state::freshness(t.as_ref(), Some(&case)))
            == state::Freshness::Stale
        {
            run_on(case);
        }
    });
    let hints = (!view.hints.is_empty()).then(|| {
        let items = view
            .hints
            .iter()
            .map(|h| view! { <li>{h.clone()}</li> })
            .collect_view();
        view! {
            <details class="hints">
                <summary>{t(lang, "sandbox-hints")}</summary>
                <ol>{items}</ol>
            </details>
        }
    });
    let results = move || {
        report.get().map(|Checked { report: r, verdicts }| {
            let failing = r.tests.iter().filter(|t| !t.passed).count();
            let banner = if r.solved {
                view! { <p class="solved-banner">{"✓ "}{t(lang, "sandbox-solved")}" "{success.clone()}</p> }.into_any()
            } else {
                view! { <p><span class="badge bad">{t(lang, "sandbox-test-failed")}</span>" "{t_args(lang, "sandbox-not-solved", &[("count", Arg::from(failing))])}</p> }.into_any()
            };
            let items = r
                .tests
                .iter()
                .zip(&verdicts)
                .map(|(test, verdict)| {
                    let label = challenge
                        .with_value(|c| c.tests.iter().find(|x| x.id == test.id).and_then(|x| in_lang(&x.label, lang.code()).map(|l| crate::i18n::typeset(lang, l))))
                        .unwrap_or_else(|| test.id.clone());
                    let (class, word, mark) =
                        if test.passed { ("badge ok", t(lang, "sandbox-test-passed"), "✓ ") } else { ("badge bad", t(lang, "sandbox-test-failed"), "✗ ") };
                    let said = super::say_verdict(lang, verdict);
                    let failures = test.failures.iter().map(|f| view! { <li><code>{f.field.clone()}</code>" — "{crate::i18n::say_map(lang, &f.key, &f.args)}</li> }).collect_view();
                    view! {
                        <li data-testid="sandbox-test" data-passed=if test.passed { "true" } else { "false" }>
                            <span class=class>{mark}{word}</span>" "<strong>{label}</strong>
                            <p>{said}</p>
                            <ul class="failures">{failures}</ul>
                        </li>
                    }
                })
                .collect_view();
            view! { {banner}<ul class="test-list">{items}</ul> }
        })
    };
    let initial = view.challenge.start.clone();
    view! {
        <Title text=format!("{} · Hooklab", view.title)/>
        <Meta name="description" content=view.goal.clone()/>
        <div class="page sandbox-page">
            <nav class="breadcrumbs" aria-label=t(lang, "breadcrumbs-label")>
                <a href=format!("/{}/sandbox", lang.code())>{t(lang, "sandbox-back")}</a>
            </nav>
            <div class="sandbox-intro">
                <p class="sandbox-kicker">{t(lang, "sandbox-challenge-kicker")}</p>
                <h1>{view.title.clone()}</h1>
            </div>
            <section class="challenge-panel" aria-labelledby="challenge-goal">
                <h2 id="challenge-goal">{t(lang, "sandbox-goal")}</h2>
                <p>{view.goal.clone()}</p>
                {hints}
                <button type="button" class="button primary" on:click=run data-testid="sandbox-run-tests">{t(lang, "sandbox-run-tests")}</button>
                <div
                    class="challenge-results"
                    class:stale=move || freshness.get() == state::Freshness::Stale
                    aria-live="polite"
                    data-testid="sandbox-test-results"
                    data-fresh=move || match freshness.get() {
                        state::Freshness::NotRun => "not-run",
                        state::Freshness::Fresh => "fresh",
                        state::Freshness::Stale => "stale",
                    }
                >
                    {move || (freshness.get() == state::Freshness::Stale).then(|| view! {
                        <p class="stale-note"><span class="badge warning">{t(lang, "sandbox-results-stale-word")}</span>" "{t(lang, "sandbox-results-stale")}</p>
                    })}
                    {move || unavailable.get().then(|| view! { <p class="stale-note">{t(lang, "sandbox-engine-unavailable")}</p> })}
                    {results}
                </div>
            </section>
            <Sandbox lang=lang initial=initial current=current editing=editing/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_link_each_page_escape_their_text_and_hide_the_solved_mark() {
        let items = [
            CatalogItem {
                id: "block-rm".into(),
                title: "Block <rm>".into(),
                summary: "Exit 2 & stderr".into(),
            },
            CatalogItem {
                id: "log".into(),
                title: "Log".into(),
                summary: "Every call".into(),
            },
        ];
        let presets = items_html(Lang::Fr, "presets", &items, None);
        assert_eq!(presets.matches("<li ").count(), 2);
        assert!(
            presets.starts_with(
                "<li data-testid=\"sandbox-preset-item\"><a href=\"/fr/sandbox/presets/block-rm\">Block &lt;rm&gt;</a>\
                 <span class=\"summary\">Exit 2 &amp; stderr</span></li>"
            ),
            "{presets}"
        );
        assert!(!presets.contains("data-solved"), "{presets}");
        let challenges = items_html(Lang::Fr, "challenges", &items, Some("résolu"));
        assert!(
            challenges.starts_with(
                "<li data-testid=\"sandbox-challenge-item\"><a href=\"/fr/sandbox/challenges/block-rm\">Block &lt;rm&gt;</a> \
                 <span class=\"badge ok\" data-solved=\"block-rm\" hidden>✓ résolu</span>"
            ),
            "{challenges}"
        );
        assert_eq!(challenges.matches(" hidden>").count(), 2);
    }
}
