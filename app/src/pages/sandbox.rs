//! The hook sandbox: settings by source, one event and what each handler
//! returned, evaluated by the core engine in the browser a pause after
//! every edit.
//!
//! The state and everything testable live in [`state`], and the engine is
//! asked through [`crate::sandbox::engine`] (in the browser, a bundle of
//! its own that the page loads once the learner focuses the sandbox; the
//! page first shows the server's evaluation). This module holds the
//! components and the few browser calls (timers, the URL fragment, files
//! and the clipboard).

pub mod catalog;
pub use crate::sandbox::state;

pub use catalog::{ChallengePage, PresetPage};

use crate::browser;
use crate::i18n::{say, say_map, t, t_args, use_lang, Arg, Lang};
use crate::sandbox::engine::{self, Decode, Evaluate, Evaluated};
use crate::staged::stage;
use hooklab_core::hooks::SettingsSource;
use hooklab_core::{
    hooks::{Case, HandlerRef, Outcome},
    i18n::Concept,
    lint::Severity,
    sandbox::Message,
    version::KNOWN_VERSIONS,
};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_meta::{Meta, Title};
use state::{EditorError, EditorId, Editors, Evaluation, Mark, QuickOutput};

/// The server's answer for a sandbox's starting editors, which the page
/// carries to the browser: hydrating shows it without the engine.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
struct FirstAnswer {
    evaluated: Evaluated,
    /// The engine's words that show it ([`crate::bundle::LaterBundle::words`];
    /// the rest come with the engine), as Fluent text.
    words: String,
}

/// The server's first answer, and the keys of the engine's words it sends
/// with it.
#[cfg(not(feature = "hydrate"))]
fn first_answer(
    lang: Lang,
    editors: &Editors,
) -> (FirstAnswer, std::collections::BTreeSet<String>) {
    let evaluated = engine::evaluate(editors);
    let ((), keys) = crate::i18n::keys_looked_up(|| word_answer(lang, &evaluated));
    let words = crate::i18n::words_among(lang, crate::bundle::LaterBundle::Engine, &keys);
    (FirstAnswer { evaluated, words }, keys)
}

/// Words everything of an answer that the result shows in words of the
/// engine's: its configuration errors, its trace, its verdict and the
/// lint of every settings file (the learner may switch files before the
/// engine comes).
#[cfg(not(feature = "hydrate"))]
fn word_answer(lang: Lang, evaluated: &Evaluated) {
    if let Some(run) = &evaluated.run {
        for error in &run.outcome.config_errors {
            config_error_text(lang, error);
        }
        for entry in &run.outcome.trace {
            trace_text(lang, entry);
        }
        say_verdict(lang, &run.verdict);
    }
    for finding in evaluated.lint.iter().flatten().flatten() {
        lint_text(lang, finding);
    }
}

/// The page `/<lang>/sandbox`: the free sandbox.
#[component]
pub fn SandboxPage() -> impl IntoView {
    let lang = use_lang();
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "sandbox-title"))/>
        <Meta name="description" content=t(lang, "sandbox-description")/>
        <div class="page sandbox-page">
            <h1>{t(lang, "sandbox-title")}</h1>
            <p class="lead">{t(lang, "sandbox-lead")}</p>
            <Sandbox lang=lang initial=state::default_case()/>
            <catalog::CatalogLists lang=lang/>
        </div>
    }
}

/// The live sandbox over a starting case.
#[component]
pub fn Sandbox(
    lang: Lang,
    initial: Case,
    /// Receives the case the engine evaluated, once the learner pauses
    /// (`None` while the editors hold text that is not a case); a challenge
    /// runs its tests on it.
    #[prop(optional)]
    current: Option<RwSignal<Option<Case>>>,
    /// Receives whether an edit is waiting for that pause (true from its
    /// first keystroke until the engine has evaluated it).
    #[prop(optional)]
    editing: Option<RwSignal<bool>>,
) -> impl IntoView {
    let starting = Editors::from_case(&initial);
    let editors = RwSignal::new(starting.clone());
    let link_status = RwSignal::new(String::new());
    let tab = RwSignal::new(initial_tab(&starting));
    // What the engine last evaluated: the editors, once the learner pauses.
    let committed = settled(editors.into());
    // The engine's last answer and the editors it answered for: first the
    // server's, sent with the page.
    // A page the browser's router draws (not one the server sent) has none,
    // and asks the engine.
    #[cfg(not(feature = "hydrate"))]
    let first = {
        let (first, keys) = first_answer(lang, &starting);
        provide_context(crate::i18n::WordsSent(std::sync::Arc::new(keys)));
        SharedValue::new(move || Some(first)).into_inner()
    };
    #[cfg(feature = "hydrate")]
    let first = SharedValue::<Option<FirstAnswer>>::new(|| None).into_inner();
    #[cfg(feature = "browser")]
    if let Some(first) = &first {
        crate::i18n::add_words(&first.words);
    }
    let answer = RwSignal::new(first.map(|first| (starting, first.evaluated)));
    // Whether the engine's bundle failed to load for the last question.
    let unavailable = RwSignal::new(false);
    let evaluation = Memo::new(move |_| {
        committed.with(|c| answer.with(|a| Evaluation::of(c, a.as_ref(), unavailable.get())))
    });
    // Each pause the engine has not answered for is a question; only the
    // newest question's answer is kept.
    let asked = StoredValue::new(0u64);
    Effect::new(move |_| {
        let editors = committed.get();
        if answer.with_untracked(|a| {
            a.as_ref()
                .is_some_and(|(for_editors, _)| *for_editors == editors)
        }) {
            return;
        }
        asked.update_value(|n| *n += 1);
        let question = asked.get_value();
        spawn_local(async move {
            let reply = engine::ask(Evaluate(editors.clone())).await;
            if asked.get_value() != question {
                return;
            }
            match reply {
                Some(evaluated) => {
                    unavailable.set(false);
                    answer.set(Some((editors, evaluated)));
                }
                None => unavailable.set(true),
            }
        });
    });
    // A permalink (`#s=...`) replaces the starting state once hydrated.
    Effect::new(move |_| {
        let hash = browser::fragment();
        if !hash.starts_with("#s=") {
            return;
        }
        spawn_local(async move {
            match engine::ask(Decode(hash)).await {
                Some(Some(case)) => {
                    let restored = Editors::from_case(&case);
                    committed.set(restored.clone());
                    tab.set(initial_tab(&restored));
                    editors.set(restored);
                }
                Some(_) => link_status.set(t(lang, "sandbox-permalink-bad")),
                None => link_status.set(t(lang, "sandbox-engine-unavailable")),
            }
        });
    });
    // Whoever follows the editors hears from the same evaluation, so the
    // editors become a case once per pause, not on every keystroke.
    if let Some(current) = current {
        Effect::new(move |_| current.set(evaluation.with(|e| e.case().cloned())));
    }
    if let Some(editing) = editing {
        let waiting = Memo::new(move |_| editors.with(|e| committed.with(|c| e != c)));
        Effect::new(move |_| editing.set(waiting.get()));
    }
    // The address keeps the evaluated state, so a copied URL shares it:
    // this page's address only. After a link is followed, this page lives
    // on while the next one loads, and a pause ending then must not write
    // its state into the next page's address.
    let address = browser::page_address();
    Effect::new(move |first: Option<()>| {
        let state = evaluation.with(|e| e.permalink().map(str::to_owned));
        if first.is_some() && browser::page_address() == address {
            if let Some(state) = state {
                browser::replace_fragment(&format!("#s={state}"));
            }
        }
    });

    let copy_link = move |_| {
        let Some(state) = evaluation.with_untracked(|e| e.permalink().map(str::to_owned)) else {
            link_status.set(evaluation.with_untracked(|e| match e {
                Evaluation::Invalid(_) => t(lang, "sandbox-link-invalid"),
                waiting => verdict_line(lang, waiting),
            }));
            return;
        };
        let link = format!("{}#s={state}", browser::page_address());
        // Emptied first, so that a second copy is announced again.
        link_status.set(String::new());
        browser::copy_then(&link, move |copied| {
            link_status.set(t(
                lang,
                if copied {
                    "sandbox-link-copied"
                } else {
                    "sandbox-link-copy-failed"
                },
            ));
        });
    };
    view! {
        <div class="sandbox" on:focusin=|_| engine::prepare()>
            <div class="sandbox-help-row">
                <p class="sandbox-help">{t(lang, "sandbox-editor-help")}</p>
                <button type="button" class="button" on:click=copy_link data-testid="sandbox-copy-link">{t(lang, "sandbox-copy-link")}</button>
                <p class="toolbar-status link-status" role="status" aria-live="polite" data-testid="sandbox-link-status">{move || link_status.get()}</p>
            </div>
            {stage(move || view! { <Toolbar lang=lang editors=editors tab=tab evaluation=evaluation/> })}
            <div class="sandbox-grid">
                <div class="sandbox-inputs">
                    {stage(move || view! {
                        <SettingsEditor lang=lang editors=editors tab=tab evaluation=evaluation/>
                        <EventEditor lang=lang editors=editors evaluation=evaluation/>
                    })}
                    {stage(move || view! {
                        <HandlerPanel lang=lang editors=editors evaluation=evaluation/>
                        // On a narrow screen the result comes after the
                        // editors: this line keeps the verdict in sight
                        // while editing.
                        <a class="verdict-sticky" href="#sandbox-result-title" data-testid="sandbox-verdict-sticky">
                            {move || evaluation.with(|e| verdict_line(lang, e))}
                        </a>
                    })}
                </div>
                {stage(move || view! { <ResultView lang=lang editors=committed evaluation=evaluation answer=answer tab=tab/> })}
            </div>
        </div>
    }
}

/// A signal that takes `source`'s value once it has stopped changing for
/// [`state::SETTLE`]: the evaluation and a challenge's tests wait the same.
pub fn settled<T>(source: Signal<T>) -> RwSignal<T>
where
    T: Clone + Send + Sync + 'static,
{
    let out = RwSignal::new(source.get_untracked());
    let generation = StoredValue::new(0u64);
    Effect::new(move |first: Option<()>| {
        let value = source.get();
        if first.is_none() {
            return;
        }
        generation.update_value(|g| *g += 1);
        let mine = generation.get_value();
        set_timeout(
            move || {
                if generation.get_value() == mine {
                    out.set(value);
                }
            },
            state::SETTLE,
        );
    });
    out
}

/// The first source tab that has a file, else `project`.
fn initial_tab(editors: &Editors) -> SettingsSource {
    SettingsSource::ALL
        .into_iter()
        .zip(&editors.sources)
        .find(|(_, text)| !text.trim().is_empty())
        .map_or(SettingsSource::Project, |(source, _)| source)
}

#[component]
fn Toolbar(
    lang: Lang,
    editors: RwSignal<Editors>,
    tab: RwSignal<SettingsSource>,
    evaluation: Memo<Evaluation>,
) -> impl IntoView {
    let status = RwSignal::new(String::new());
    let versions = KNOWN_VERSIONS
        .iter()
        .map(|v| {
            let v = v.to_string();
            let selected = {
                let v = v.clone();
                move || editors.with(|e| e.version == v)
            };
            view! { <option value=v.clone() selected=selected>{v.clone()}</option> }
        })
        .collect_view();
    let on_version = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        editors.update(|e| e.version = value);
    };
    let download = move |_| {
        if let Some(text) = evaluation.with_untracked(|e| e.case().map(state::case_file_text)) {
            browser::download("hooklab-case.json", &text);
            status.set(t(lang, "sandbox-downloaded"));
        }
    };
    let copy_settings = move |_| {
        let shown = tab.get_untracked();
        let text = editors.with_untracked(|e| state::settings_file_text(e, shown));
        browser::copy(&text);
        let source = t(lang, state::source_keys(shown).0);
        status.set(t_args(
            lang,
            "sandbox-copied",
            &[("source", Arg::Str(source))],
        ));
    };
    let on_upload = move |ev: leptos::ev::Event| {
        browser::read_file(&ev, move |text| match state::read_case_file(&text) {
            Ok(case) => {
                editors.set(Editors::from_case(&case));
                tab.set(initial_tab(&editors.get_untracked()));
                status.set(t(lang, "sandbox-uploaded"));
            }
            Err(state::CaseFileError {
                at: Some((line, column)),
                error,
            }) => status.set(t_args(
                lang,
                "sandbox-upload-error-at",
                &[
                    ("line", Arg::from(line)),
                    ("column", Arg::from(column)),
                    ("error", Arg::Str(say_map(lang, &error.key, &error.args))),
                ],
            )),
            Err(state::CaseFileError { at: None, error }) => status.set(t_args(
                lang,
                "sandbox-upload-error",
                &[("error", Arg::Str(say_map(lang, &error.key, &error.args)))],
            )),
        });
    };
    view! {
        <div class="sandbox-toolbar">
            <label class="field-inline">
                <span>{t(lang, "sandbox-version")}</span>
                <select on:change=on_version>{versions}</select>
            </label>
            <button type="button" class="button" on:click=download>{t(lang, "sandbox-download")}</button>
            <label class="button file-button">
                <span>{t(lang, "sandbox-upload")}</span>
                <input type="file" accept=".json,application/json" class="visually-hidden-input" on:change=on_upload/>
            </label>
            <button type="button" class="button" on:click=copy_settings>{t(lang, "sandbox-copy-settings")}</button>
            <p class="toolbar-status" role="status" aria-live="polite">{move || status.get()}</p>
        </div>
    }
}

/// The editor errors and config errors that belong to `editor`, as marks
/// with their message already in the reader's language.
fn marks_for(
    lang: Lang,
    editor: EditorId,
    editors: &Editors,
    evaluation: &Evaluation,
) -> Vec<(Mark, String)> {
    match evaluation {
        Evaluation::Invalid(errors) => errors
            .iter()
            .filter(|e| e.mark.editor == editor)
            .map(|e| (e.mark.clone(), editor_error_text(lang, e)))
            .collect(),
        Evaluation::Waiting { .. } => Vec::new(),
        Evaluation::Ready { run, .. } => run
            .outcome
            .config_errors
            .iter()
            .filter_map(|c| {
                let mark = state::locate_path(editors, &c.path)?;
                (mark.editor == editor).then(|| (mark, config_error_text(lang, c)))
            })
            .collect(),
    }
}

fn editor_error_text(lang: Lang, error: &EditorError) -> String {
    if let Some(syntax) = &error.json {
        let detail = say_map(lang, &syntax.key(), &syntax.args);
        t_args(lang, "sandbox-json-error", &[("error", Arg::Str(detail))])
    } else {
        t(
            lang,
            if error.detail == "array" {
                "sandbox-shape-array"
            } else {
                "sandbox-shape-object"
            },
        )
    }
}

/// A config error in the reader's language.
fn config_error_text(lang: Lang, error: &hooklab_core::hooks::ConfigError) -> String {
    say_map(lang, &format!("hook-{}", error.id), &error.args)
}

/// A lint finding's message and hint in the reader's language.
fn lint_text(lang: Lang, finding: &engine::Finding) -> (String, String) {
    let key = format!("lint-{}", finding.rule.to_ascii_lowercase());
    let message = say_map(lang, &key, &finding.args);
    let hint = say_map(lang, &format!("{key}-hint"), &finding.args);
    (message, hint)
}

/// A trace entry's explanation in the reader's language.
fn trace_text(lang: Lang, entry: &hooklab_core::hooks::TraceEntry) -> String {
    say_map(lang, &format!("hook-{}", entry.id), &entry.args.to_map())
}

/// A concept the core names by id (a decision, what settled a permission, a
/// trace status) in the reader's language; the id itself when unknown.
fn concept_text(lang: Lang, concept: Concept, id: &str) -> String {
    match concept.key(id) {
        Some((key, args)) => say(lang, &key, args.iter().map(|(n, v)| (*n, v.as_str()))),
        None => id.to_owned(),
    }
}

#[component]
fn SettingsEditor(
    lang: Lang,
    editors: RwSignal<Editors>,
    tab: RwSignal<SettingsSource>,
    evaluation: Memo<Evaluation>,
) -> impl IntoView {
    let tabs = SettingsSource::ALL
        .into_iter()
        .map(|source| {
            let name = source.key();
            let index = source.index();
            let selected = move || tab.get() == source;
            let filled = move || editors.with(|e| e.sources.get(index).is_some_and(|s| !s.trim().is_empty()));
            view! {
                <button
                    type="button"
                    role="tab"
                    id=format!("sandbox-tab-{name}")
                    class="source-tab"
                    class:filled=filled
                    aria-selected=move || if selected() { "true" } else { "false" }
                    aria-controls="sandbox-source-panel"
                    on:click=move |_| tab.set(source)
                >
                    {t(lang, state::source_keys(source).0)}
                    <span class="visually-hidden">{move || if filled() { t(lang, "sandbox-tab-has-file") } else { String::new() }}</span>
                </button>
            }
        })
        .collect_view();
    let text = Signal::derive(move || {
        editors.with(|e| {
            e.sources
                .get(tab.get().index())
                .cloned()
                .unwrap_or_default()
        })
    });
    let on_input = Callback::new(move |value: String| {
        let index = tab.get_untracked().index();
        editors.update(|e| {
            if let Some(slot) = e.sources.get_mut(index) {
                *slot = value;
            }
        });
    });
    let marks = Signal::derive(move || {
        let editor = EditorId::Source(tab.get());
        editors.with_untracked(|e| evaluation.with(|ev| marks_for(lang, editor, e, ev)))
    });
    let label = Signal::derive(move || {
        t_args(
            lang,
            "sandbox-source-editor",
            &[("source", Arg::Str(t(lang, state::source_keys(tab.get()).0)))],
        )
    });
    let hint = Signal::derive(move || t(lang, state::source_keys(tab.get()).1));
    view! {
        <section class="sandbox-panel" aria-labelledby="sandbox-settings-title">
            <h2 id="sandbox-settings-title">{t(lang, "sandbox-settings-title")}</h2>
            <div class="source-tabs" role="tablist" aria-label=t(lang, "sandbox-settings-title")>{tabs}</div>
            <div id="sandbox-source-panel" role="tabpanel">
                <p class="source-hint">{hint}</p>
                <CodeEditor lang=lang id="sandbox-settings-input" label=label text=text on_input=on_input marks=marks/>
            </div>
        </section>
    }
}

#[component]
fn EventEditor(
    lang: Lang,
    editors: RwSignal<Editors>,
    evaluation: Memo<Evaluation>,
) -> impl IntoView {
    // The event the editor names. While it names none (its text is not
    // JSON mid-edit, or has no `hook_event_name` yet), the last one it
    // named, so the picker does not go blank while the learner types.
    let event_name = Memo::new(move |last: Option<&String>| {
        let name = editors.with(Editors::event_name);
        match last {
            Some(last) if name.is_empty() => last.clone(),
            _ => name,
        }
    });
    let options = state::event_options_html(&event_name.get_untracked());
    let on_pick = move |ev: leptos::ev::Event| {
        let name = event_target_value(&ev);
        editors.update(|e| {
            let sub = e.in_subagent();
            e.pick_event(&name, sub);
        });
    };
    let on_subagent = move |ev: leptos::ev::Event| {
        let checked = event_target_checked(&ev);
        editors.update(|e| {
            let name = e.event_name();
            e.pick_event(&name, checked);
        });
    };
    let text = Signal::derive(move || editors.with(|e| e.event.clone()));
    let on_input = Callback::new(move |value: String| editors.update(|e| e.event = value));
    let marks = Signal::derive(move || {
        editors.with_untracked(|e| evaluation.with(|ev| marks_for(lang, EditorId::Event, e, ev)))
    });
    let label = Signal::derive(move || t(lang, "sandbox-event-editor"));
    view! {
        <section class="sandbox-panel" aria-labelledby="sandbox-event-title">
            <h2 id="sandbox-event-title">{t(lang, "sandbox-event-title")}</h2>
            <div class="event-controls">
                <label class="field-inline">
                    <span>{t(lang, "sandbox-event-pick")}</span>
                    // `inner_html` before `prop:value`: attributes apply in
                    // order, and a page built in the browser needs the
                    // options in place before its value can pick one.
                    <select on:change=on_pick data-testid="sandbox-event-pick" inner_html=options prop:value=move || event_name.get()></select>
                </label>
                <label class="field-inline">
                    <input type="checkbox" prop:checked=move || editors.with(Editors::in_subagent) on:change=on_subagent/>
                    <span>{t(lang, "sandbox-in-subagent")}</span>
                </label>
            </div>
            <p class="source-hint">{t(lang, "sandbox-event-hint")}</p>
            <CodeEditor lang=lang id="sandbox-event-input" label=label text=text on_input=on_input marks=marks/>
        </section>
    }
}

#[component]
fn HandlerPanel(
    lang: Lang,
    editors: RwSignal<Editors>,
    evaluation: Memo<Evaluation>,
) -> impl IntoView {
    // Only a change in which handlers fire rebuilds the cards, so a field
    // keeps its focus while the learner types in it.
    let firing = Memo::new(move |_| evaluation.with(|e| e.run().map(|run| run.firing.clone())));
    let list = move || {
        match firing.get() {
        Some(firing) if firing.is_empty() => view! { <p class="empty">{t(lang, "sandbox-no-handlers")}</p> }.into_any(),
        Some(firing) => firing
            .into_iter()
            .enumerate()
            .map(|(index, handler)| view! { <HandlerCard lang=lang editors=editors handler=handler index=index/> })
            .collect_view()
            .into_any(),
        None => view! { <p class="empty">{t(lang, "sandbox-handlers-wait")}</p> }.into_any(),
    }
    };
    view! {
        <section class="sandbox-panel" aria-labelledby="sandbox-handlers-title">
            <h2 id="sandbox-handlers-title">{t(lang, "sandbox-handlers-title")}</h2>
            <p class="source-hint">{t(lang, "sandbox-handlers-hint")}</p>
            <div class="handler-list">{list}</div>
        </section>
    }
}

#[component]
fn HandlerCard(
    lang: Lang,
    editors: RwSignal<Editors>,
    handler: HandlerRef,
    index: usize,
) -> impl IntoView {
    let key = StoredValue::new(handler.key.clone());
    let handler_type = handler.handler_type.clone();
    let event = handler.event.clone();
    let quick = QuickOutput::ALL
        .into_iter()
        .map(|q| {
            let handler_type = handler_type.clone();
            let event = event.clone();
            let on_click = move |_| {
                let result = state::apply_quick(&event, &handler_type, q);
                editors.update(|e| {
                    e.handlers.insert(key.get_value(), result);
                });
            };
            view! { <button type="button" class="chip" on:click=on_click>{t(lang, q.label_key())}</button> }
        })
        .collect_view();
    let fields = state::fields_for(&handler_type)
        .iter()
        .map(|field| {
            let field: &'static str = field;
            let id = format!("handler-{index}-{field}");
            let value = move || editors.with(|e| state::field_text(&e.handler(&key.get_value()), field));
            let set = move |text: String| {
                editors.update(|e| {
                    let k = key.get_value();
                    let mut result = e.handler(&k);
                    state::set_field(&mut result, field, &text);
                    e.handlers.insert(k, result);
                });
            };
            let label = t(lang, state::field_key(field));
            match field {
                "timeout" | "is_error" => view! {
                    <label class="field-inline" for=id.clone()>
                        <input type="checkbox" id=id.clone() prop:checked=move || value() == "true"
                            on:change=move |ev| set(event_target_checked(&ev).to_string())/>
                        <span>{label}</span>
                    </label>
                }
                .into_any(),
                "stdout" | "stderr" | "body" | "response" | "output" => view! {
                    <label class="field-block" for=id.clone()>
                        <span>{label}</span>
                        <textarea id=id.clone() rows="2" spellcheck="false" prop:value=value
                            on:input=move |ev| set(event_target_value(&ev))></textarea>
                    </label>
                }
                .into_any(),
                _ => view! {
                    <label class="field-inline" for=id.clone()>
                        <span>{label}</span>
                        <input type="text" inputmode="numeric" id=id.clone() class="short" prop:value=value
                            on:input=move |ev| set(event_target_value(&ev))/>
                    </label>
                }
                .into_any(),
            }
        })
        .collect_view();
    view! {
        <article class="handler-card" data-testid="sandbox-handler">
            <h3><code>{handler.key.clone()}</code></h3>
            <p class="handler-meta">
                {t_args(lang, "sandbox-handler-meta", &[
                    ("source", Arg::Str(concept_text(lang, Concept::Source, &handler.source))),
                    ("type", Arg::Str(handler.handler_type.clone())),
                    ("event", Arg::Str(handler.event.clone())),
                ])}
            </p>
            <div class="quick-outputs" role="group" aria-label=t(lang, "sandbox-quick-label")>{quick}</div>
            <div class="handler-fields">{fields}</div>
        </article>
    }
}

/// A plain-textarea editor with line numbers and JSON highlighting: the
/// highlighted copy sits behind a transparent textarea of the same text.
#[component]
fn CodeEditor(
    lang: Lang,
    id: &'static str,
    label: Signal<String>,
    text: Signal<String>,
    on_input: Callback<String>,
    marks: Signal<Vec<(Mark, String)>>,
) -> impl IntoView {
    let escape_armed = StoredValue::new(false);
    let help_id = format!("{id}-help");
    let gutter = move || {
        let marked: Vec<usize> = marks.with(|m| m.iter().map(|(mark, _)| mark.line).collect());
        text.with(|t| state::gutter_html(t, &marked))
    };
    let highlighted = move || {
        let at: Vec<(usize, usize)> =
            marks.with(|m| m.iter().map(|(mark, _)| (mark.line, mark.column)).collect());
        text.with(|t| {
            let offsets: Vec<usize> = at
                .iter()
                .filter_map(|&(line, column)| state::offset_of(t, line, column))
                .collect();
            state::highlighted_html(t, &offsets)
        })
    };
    let rows = move || text.with(|t| t.split('\n').count().max(3).to_string());
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Escape" => escape_armed.set_value(true),
        "Tab" if !ev.shift_key() && !escape_armed.get_value() => {
            ev.prevent_default();
            browser::indent(&ev, on_input);
        }
        _ => escape_armed.set_value(false),
    };
    let errors = move || {
        marks.with(|m| {
            m.iter()
                .map(|(mark, message)| {
                    let at = t_args(lang, "sandbox-at", &[("line", Arg::from(mark.line)), ("column", Arg::from(mark.column))]);
                    view! { <li><span class="badge bad">{t(lang, "sandbox-error-word")}</span>" "<strong>{at}</strong>" "{message.clone()}</li> }
                })
                .collect_view()
        })
    };
    view! {
        <div class="code-editor-wrap">
            <label class="editor-label" for=id>{label}</label>
            <div class="code-editor">
                <div class="gutter" aria-hidden="true" inner_html=gutter></div>
                <div class="code-area">
                    <pre class="code-highlight" aria-hidden="true"><code inner_html=highlighted></code></pre>
                    <textarea
                        id=id
                        class="code-input"
                        wrap="off"
                        spellcheck="false"
                        autocomplete="off"
                        autocapitalize="off"
                        rows=rows
                        aria-describedby=help_id.clone()
                        prop:value=move || text.get()
                        on:input=move |ev| on_input.run(event_target_value(&ev))
                        on:keydown=on_keydown
                    >{text.get_untracked()}</textarea>
                </div>
            </div>
            <p id=help_id class="editor-help">{t(lang, "sandbox-tab-help")}</p>
            <ul class="editor-errors" aria-live="polite">{errors}</ul>
        </div>
    }
}

#[component]
fn ResultView(
    lang: Lang,
    editors: RwSignal<Editors>,
    evaluation: Memo<Evaluation>,
    answer: RwSignal<Option<(Editors, Evaluated)>>,
    tab: RwSignal<SettingsSource>,
) -> impl IntoView {
    let verdict = move || evaluation.with(|e| verdict_line(lang, e));
    let columns = outcome_part(evaluation, move |outcome| {
        let column = |title: String, class: &'static str, items: &[String]| {
            let body = if items.is_empty() {
                view! { <p class="empty">{t(lang, "sandbox-nothing")}</p> }.into_any()
            } else {
                view! { <ul>{items.iter().map(|s| view! { <li><pre class="message">{s.clone()}</pre></li> }).collect_view()}</ul> }.into_any()
            };
            view! { <section class=format!("result-column {class}")><h3>{title}</h3>{body}</section> }
        };
        view! {
            <div class="result-columns">
                {column(t(lang, "sandbox-claude-sees"), "to-model", &outcome.to_model)}
                {column(t(lang, "sandbox-you-see"), "to-user", &outcome.to_user)}
                {column(t(lang, "sandbox-debug-only"), "debug-log", &outcome.debug_log)}
            </div>
        }
        .into_any()
    });
    let facts = outcome_part(evaluation, move |outcome| {
        let yes_no = |b: bool| {
            if b {
                t(lang, "sandbox-yes")
            } else {
                t(lang, "sandbox-no")
            }
        };
        let permission = outcome
            .permission
            .as_ref()
            .map(|p| {
                t_args(
                    lang,
                    "sandbox-permission-value",
                    &[
                        (
                            "result",
                            Arg::Str(concept_text(lang, Concept::Decision, &p.result)),
                        ),
                        (
                            "by",
                            Arg::Str(concept_text(lang, Concept::PermissionBy, &p.by)),
                        ),
                    ],
                )
            })
            .unwrap_or_else(|| "—".to_owned());
        let ran = if outcome.ran.is_empty() {
            "—".to_owned()
        } else {
            outcome.ran.join(", ")
        };
        view! {
            <dl class="result-facts">
                <dt>{t(lang, "sandbox-fact-ran")}</dt><dd>{ran}</dd>
                <dt>{t(lang, "sandbox-fact-decision")}</dt><dd>{outcome.decision.as_deref().map_or_else(|| "—".to_owned(), |d| concept_text(lang, Concept::Decision, d))}</dd>
                <dt>{t(lang, "sandbox-fact-blocked")}</dt><dd data-testid="sandbox-blocked">{yes_no(outcome.blocked)}</dd>
                <dt>{t(lang, "sandbox-fact-permission")}</dt><dd>{permission}</dd>
                <dt>{t(lang, "sandbox-fact-continue")}</dt><dd>{yes_no(outcome.continue_)}</dd>
            </dl>
        }
        .into_any()
    });
    let timeline = outcome_part(evaluation, move |outcome| {
        let steps = outcome
            .trace
            .iter()
            .map(|entry| {
                let step = state::step_key(&entry.step)
                    .map_or_else(|| entry.step.to_string(), |key| t(lang, key));
                let source = entry
                    .source
                    .as_deref()
                    .map(|s| concept_text(lang, Concept::Source, s));
                let who = match (source, &entry.handler) {
                    (Some(s), Some(h)) => format!("{s} · {h}"),
                    (Some(s), None) => s,
                    (None, Some(h)) => h.to_string(),
                    (None, None) => String::new(),
                };
                view! {
                    <li class=format!("trace-step step-{}", entry.step)>
                        <span class="trace-kind">{step}</span>
                        <span class="trace-who"><code>{who}</code></span>
                        <span class="trace-result">{concept_text(lang, Concept::Status, &entry.result)}</span>
                        <span class="trace-why">{trace_text(lang, entry)}</span>
                    </li>
                }
            })
            .collect_view();
        view! { <ol class="timeline">{steps}</ol> }.into_any()
    });
    let config_errors = outcome_part(evaluation, move |outcome| {
        if outcome.config_errors.is_empty() {
            return ().into_any();
        }
        let items = editors.with(|e| {
            outcome
                .config_errors
                .iter()
                .map(|c| {
                    let place = state::locate_path(e, &c.path)
                        .map(|m| {
                            let editor = match m.editor {
                                EditorId::Source(source) => t(lang, state::source_keys(source).0),
                                EditorId::Event => t(lang, "sandbox-event-title"),
                            };
                            t_args(lang, "sandbox-at-in", &[("editor", Arg::Str(editor)), ("line", Arg::from(m.line)), ("column", Arg::from(m.column))])
                        })
                        .unwrap_or_else(|| c.path.clone());
                    view! { <li><strong>{place}</strong>" "<code>{c.path.clone()}</code>" — "{config_error_text(lang, c)}</li> }
                })
                .collect_view()
        });
        view! {
            <section class="config-errors">
                <h3>{t(lang, "sandbox-config-errors")}</h3>
                <ul>{items}</ul>
            </section>
        }
        .into_any()
    });
    let lint = move || {
        let shown = tab.get();
        // The findings of the engine's last answer, for the tab shown.
        let Some(diagnostics) = answer.with(|a| {
            a.as_ref()
                .map(|(_, evaluated)| evaluated.lint.get(shown.index()).cloned().flatten())
        }) else {
            return ().into_any();
        };
        let source = t(lang, state::source_keys(shown).0);
        let Some(diagnostics) = diagnostics else {
            return view! { <p class="empty">{t_args(lang, "sandbox-lint-not-settings", &[("source", Arg::Str(source))])}</p> }.into_any();
        };
        if diagnostics.is_empty() {
            return view! { <p class="empty ok">{"✓ "}{t_args(lang, "sandbox-lint-clean", &[("source", Arg::Str(source))])}</p> }.into_any();
        }
        let items = diagnostics
            .into_iter()
            .map(|d| {
                let (message, hint) = lint_text(lang, &d);
                let severity = t(
                    lang,
                    if d.severity == Severity::Error {
                        "sandbox-severity-error"
                    } else {
                        "sandbox-severity-warning"
                    },
                );
                let at = t_args(
                    lang,
                    "sandbox-at",
                    &[("line", Arg::from(d.line)), ("column", Arg::from(d.column))],
                );
                view! {
                    <li class=format!("lint-item {}", d.severity.as_str())>
                        <span class=format!("badge {}", d.severity.as_str())>{severity}</span>
                        " "<code>{d.rule}</code>" "<strong>{at}</strong>
                        <p>{message}</p>
                        <p class="hint">{hint}</p>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="lint-list">{items}</ul> }.into_any()
    };
    view! {
        <section class="sandbox-result" aria-labelledby="sandbox-result-title">
            <h2 id="sandbox-result-title">{t(lang, "sandbox-result-title")}</h2>
            <p class="verdict" aria-live="polite" data-testid="sandbox-verdict">{verdict}</p>
            {facts}
            {columns}
            {config_errors}
            <h3>{t(lang, "sandbox-timeline-title")}</h3>
            {timeline}
            <h3>{t(lang, "sandbox-lint-title")}</h3>
            <div class="lint-panel" aria-live="polite">{lint}</div>
        </section>
    }
}

/// A part of the result drawn from the engine's outcome where it lives
/// (nothing while the editors hold no case): each part reads the one
/// evaluation in place instead of taking a copy of it.
fn outcome_part(
    evaluation: Memo<Evaluation>,
    part: impl Fn(&Outcome) -> AnyView + Send + Sync + 'static,
) -> impl Fn() -> AnyView + Send + Sync + 'static {
    move || {
        evaluation.with(|e| {
            e.run()
                .map_or_else(|| ().into_any(), |run| part(&run.outcome))
        })
    }
}

/// The verdict of an evaluation, or what keeps it from having one.
fn verdict_line(lang: Lang, evaluation: &Evaluation) -> String {
    match evaluation {
        Evaluation::Ready { run, .. } => say_verdict(lang, &run.verdict),
        Evaluation::Waiting {
            unavailable: false, ..
        } => t(lang, "sandbox-evaluating"),
        Evaluation::Waiting {
            unavailable: true, ..
        } => t(lang, "sandbox-engine-unavailable"),
        Evaluation::Invalid(errors) => t_args(
            lang,
            "sandbox-invalid",
            &[("count", Arg::from(errors.len()))],
        ),
    }
}

/// A verdict of the engine in the reader's language.
pub fn say_verdict(lang: Lang, message: &Message) -> String {
    say_map(lang, &format!("verdict-{}", message.id), &message.args)
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;
    use crate::bundle::LaterBundle;

    #[test]
    fn the_first_answer_carries_the_engines_words_that_show_it() {
        let editors = Editors::from_case(&state::default_case());
        for lang in Lang::ALL {
            let (first, keys) = first_answer(lang, &editors);
            let every_word = crate::i18n::later_words(lang, LaterBundle::Engine);
            let engines: std::collections::BTreeSet<&str> = keys
                .iter()
                .map(String::as_str)
                .filter(|key| {
                    every_word
                        .lines()
                        .any(|line| line.starts_with(&format!("{key} =")))
                })
                .collect();
            // The starting case's handler blocks: its trace is worded in
            // the engine's words.
            assert!(!engines.is_empty(), "{lang:?}: {keys:?}");
            let sent: std::collections::BTreeSet<&str> = first
                .words
                .lines()
                .filter(|line| !line.starts_with([' ', '}']))
                .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
                .collect();
            assert_eq!(
                sent, engines,
                "{lang:?}: exactly the engine's words it uses"
            );
            // The page's own strings (the verdict, the concepts) stay out.
            assert!(
                keys.iter().any(|key| key.starts_with("verdict-")),
                "{keys:?}"
            );
        }
    }
}
