//! The session simulator: the list of scenarios and one scenario played in
//! the browser. The story, the goal and the starting state render on the
//! server; once hydrated, the learner types commands and the core's `Sim`
//! (compiled to wasm) redraws the storage, the session graph, the agent's
//! context and the stale-context decision tree after each one.

pub mod logic;

use crate::{
    i18n::{say_map, t, t_args, use_lang, Arg, Lang},
    pages::not_found::NotFound,
    progress,
};
// Only the server functions typeset (the browser receives finished text).
use crate::answer_codec::JsonAnswer;
#[cfg(feature = "ssr")]
use crate::i18n::typeset;
use hooklab_core::session::{
    stale::{quote_for_command, NodeKind, LEAF_RESTART_WITH_SUMMARY},
    stale_tree, summary_parts_present, summary_template, walk, Goal, LineKind, ScenarioText,
    SessionEdgeKind, Setup, Sim, StepResult, SummaryParts,
};
use hooklab_core::version::{Version, SESSION_VERSIONS};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;
use logic::{common_prefix, first_sentence, layout_sessions, storage_view, tilde, HistoryCursor};
use serde::{Deserialize, Serialize};

/// The id of the free mode, which no scenario may take.
pub const FREE_MODE: &str = "free";

/// A scenario in the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScenarioLink {
    pub id: String,
    pub title: String,
    pub teaser: String,
}

/// What a scenario page needs, in one language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimPageData {
    pub id: String,
    pub setup: Setup,
    /// `None` in free mode.
    pub goal: Option<Goal>,
    pub text: ScenarioText,
}

#[server(prefix = "/api", endpoint = "simulator-scenarios", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn simulator_scenarios(lang: String) -> Result<Vec<ScenarioLink>, ServerFnError> {
    Ok(crate::api::ssr::practice()?
        .simulator()
        .iter()
        .filter_map(|s| {
            let text = s.text(&lang)?;
            let lang = Lang::from_code(&lang).unwrap_or(Lang::En);
            Some(ScenarioLink {
                id: s.id.clone(),
                title: typeset(lang, &text.title),
                teaser: typeset(lang, &first_sentence(&text.story)),
            })
        })
        .collect())
}

#[server(prefix = "/api", endpoint = "simulator-scenario", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn simulator_scenario(
    lang: String,
    id: String,
) -> Result<Option<SimPageData>, ServerFnError> {
    let practice = crate::api::ssr::practice()?;
    Ok(practice.simulator_scenario(&id).and_then(|s| {
        let text = typeset_text(
            Lang::from_code(&lang).unwrap_or(Lang::En),
            s.text(&lang)?.clone(),
        );
        Some(SimPageData {
            id: s.id.clone(),
            setup: s.setup.clone(),
            goal: Some(s.goal.clone()),
            text,
        })
    }))
}

/// A scenario's words with the typography of their language (the code
/// samples are code, and stay as written).
#[cfg(feature = "ssr")]
fn typeset_text(lang: Lang, text: ScenarioText) -> ScenarioText {
    ScenarioText {
        title: typeset(lang, &text.title),
        story: typeset(lang, &text.story),
        goal: typeset(lang, &text.goal),
        hints: text.hints.iter().map(|h| typeset(lang, h)).collect(),
        lesson: typeset(lang, &text.lesson),
        code: text.code,
    }
}

/// A simulator message in the page's language.
fn line_text(lang: Lang, msg: &hooklab_core::session::Msg) -> String {
    say_map(lang, &msg.key(), &msg.args)
}

/// The machine of the free mode: two projects, one of them a git repository.
pub fn free_setup() -> Setup {
    Setup {
        cwd: "/home/dev".into(),
        dirs: vec!["/home/dev/shop/src".into(), "/home/dev/blog/posts".into()],
        repos: vec!["/home/dev/shop".into()],
        files: [
            "/home/dev/shop/src/main.rs",
            "/home/dev/shop/src/cart.rs",
            "/home/dev/blog/posts/hello.md",
        ]
        .iter()
        .map(|p| hooklab_core::session::model::FileSetup {
            path: (*p).to_owned(),
            edits: Vec::new(),
        })
        .collect(),
        seed: 7,
        shell_ls: true,
        ..Setup::default()
    }
}

fn free_page(lang: Lang) -> SimPageData {
    SimPageData {
        id: FREE_MODE.to_owned(),
        setup: free_setup(),
        goal: None,
        text: ScenarioText {
            title: t(lang, "sim-page-free-title"),
            story: t(lang, "sim-page-free-story"),
            goal: t(lang, "sim-page-free-goal"),
            hints: vec![t(lang, "sim-page-free-hint")],
            lesson: String::new(),
            code: None,
        },
    }
}

/// The versions a learner may switch between: in free mode every session
/// profile, else the scenario's own and, when it predates a change of
/// behaviour, today's.
pub fn version_choices(setup: &Setup, free: bool) -> Vec<Version> {
    if free {
        return SESSION_VERSIONS.to_vec();
    }
    if setup.version < Version::NEWEST {
        vec![setup.version, Version::NEWEST]
    } else {
        Vec::new()
    }
}

#[component]
pub fn SimulatorIndexPage() -> impl IntoView {
    let lang = use_lang();
    let list = Resource::new(move || lang.code().to_owned(), simulator_scenarios);
    let finished = RwSignal::new(std::collections::BTreeSet::<String>::new());
    Effect::new(move |_| finished.set(progress::load().simulator_finished));
    let code = lang.code();
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "sim-page-title"))/>
        <Meta name="description" content=t(lang, "sim-page-description")/>
        <div class="page narrow sim-index">
            <h1>{t(lang, "sim-page-title")}</h1>
            <p class="lead">{t(lang, "sim-page-lead")}</p>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    let items = list.await.unwrap_or_default();
                    let rows = items
                        .into_iter()
                        .map(|s| {
                            let id = s.id.clone();
                            let done = move || finished.with(|f| f.contains(&id));
                            let done_text = done.clone();
                            view! {
                                <li class="sim-scenario">
                                    <a href=format!("/{code}/simulator/{}", s.id)>{s.title}</a>
                                    <span class="sim-status" class:done=done.clone()>
                                        {move || if done_text() { format!("✓ {}", t(lang, "sim-page-finished")) } else { t(lang, "sim-page-not-finished") }}
                                    </span>
                                    <p class="summary">{s.teaser}</p>
                                </li>
                            }
                        })
                        .collect_view();
                    view! { <ul class="sim-list" data-testid="sim-list">{rows}</ul> }
                })}
            </Suspense>
            <section class="sim-free" aria-labelledby="sim-free-title">
                <h2 id="sim-free-title">{t(lang, "sim-page-free-title")}</h2>
                <p>{t(lang, "sim-page-free-story")}</p>
                <p><a href=format!("/{code}/simulator/{FREE_MODE}")>{t(lang, "sim-page-free-open")}</a></p>
            </section>
        </div>
    }
}

#[component]
pub fn SimulatorPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let key = move || {
        (
            lang.code().to_owned(),
            params.read().get("scenario").unwrap_or_default(),
        )
    };
    let data = Resource::new(key, |(lang, id)| async move {
        if id == FREE_MODE {
            Ok(None)
        } else {
            simulator_scenario(lang, id).await
        }
    });
    view! {
        <Suspense fallback=move || view! { <p class="page">{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                let free = params.read_untracked().get("scenario").as_deref() == Some(FREE_MODE);
                match data.await {
                    _ if free => view! { <Scenario lang=lang data=free_page(lang) free=true/> }.into_any(),
                    Ok(Some(found)) => view! { <Scenario lang=lang data=found free=false/> }.into_any(),
                    Ok(None) => view! { <NotFound/> }.into_any(),
                    Err(error) => view! {
                        <crate::pages::LoadError lang=lang error=error.to_string() whole_page=true/>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

/// One command and what it printed.
#[derive(Clone, Debug, PartialEq)]
struct LogEntry {
    prompt: String,
    result: StepResult,
}

fn prompt_for(sim: &Sim) -> String {
    let state = sim.state();
    let dir = tilde(&state.machine.cwd, &state.machine.home);
    match state.running_session() {
        Some(s) => format!(
            "{dir} [claude {}] ›",
            s.name.clone().unwrap_or_else(|| logic::short_id(&s.id))
        ),
        None => format!("{dir} $"),
    }
}

fn kind_word(lang: Lang, kind: LineKind) -> (&'static str, String) {
    match kind {
        LineKind::Output => ("out", String::new()),
        LineKind::Explain => ("explain", format!("ℹ {}", t(lang, "sim-page-kind-explain"))),
        LineKind::Warning => ("warning", format!("⚠ {}", t(lang, "sim-page-kind-warning"))),
        LineKind::Error => ("error", format!("✗ {}", t(lang, "sim-page-kind-error"))),
    }
}

/// A scenario's page. In an assignment (`typed` given), every command line
/// run is also kept there, in order, for the submission; the version stays
/// the scenario's, since the server replays the lines on it.
#[component]
pub fn Scenario(
    lang: Lang,
    data: SimPageData,
    free: bool,
    #[prop(optional)] typed: Option<RwSignal<Vec<String>>>,
) -> impl IntoView {
    let locale = lang.code();
    let SimPageData {
        id,
        setup,
        goal,
        text,
    } = data;
    let choices = if typed.is_some() {
        Vec::new()
    } else {
        version_choices(&setup, free)
    };
    let version = RwSignal::new(setup.version);
    let start = {
        let setup = setup.clone();
        move |v: Version| {
            Sim::new(&Setup {
                version: v,
                ..setup.clone()
            })
        }
    };
    let sim = RwSignal::new(start(setup.version));
    let log = RwSignal::new(Vec::<LogEntry>::new());
    let input = RwSignal::new(String::new());
    let candidates = RwSignal::new(Vec::<String>::new());
    let cursor = StoredValue::new(HistoryCursor::default());
    let hints_shown = RwSignal::new(0usize);
    let goal = StoredValue::new(goal);
    let progress_view = Memo::new(move |_| {
        goal.with_value(|g| g.as_ref().map(|g| sim.with(|s| s.goal_progress(g))))
    });
    let reached = Memo::new(move |_| progress_view.with(|p| p.as_ref().is_some_and(|p| p.reached)));
    {
        let id = id.clone();
        Effect::new(move |_| {
            if reached.get() {
                progress::update(|p| p.mark_simulator_finished(&id));
            }
        });
    }

    let run_line = move |line: String| {
        if let Some(typed) = typed {
            typed.update(|lines| lines.push(line.clone()));
        }
        let prompt = sim.with_untracked(prompt_for);
        let result = sim.try_update(|s| s.run(&line));
        if let Some(result) = result {
            log.update(|l| l.push(LogEntry { prompt, result }));
        }
        cursor.update_value(HistoryCursor::reset);
        candidates.set(Vec::new());
    };
    let reset = {
        let start = start.clone();
        move |v: Version| {
            sim.set(start(v));
            if let Some(typed) = typed {
                typed.set(Vec::new());
            }
            log.set(Vec::new());
            input.set(String::new());
            candidates.set(Vec::new());
            cursor.update_value(HistoryCursor::reset);
        }
    };

    let on_key = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Enter" => {
            ev.prevent_default();
            let line = input.get_untracked();
            if !line.trim().is_empty() {
                input.set(String::new());
                run_line(line);
            }
        }
        "ArrowUp" => {
            ev.prevent_default();
            let history = sim.with_untracked(|s| s.state().history.clone());
            let typed = input.get_untracked();
            if let Some(line) = cursor
                .try_update_value(|c| c.up(&history, &typed))
                .flatten()
            {
                input.set(line);
            }
        }
        "ArrowDown" => {
            ev.prevent_default();
            let history = sim.with_untracked(|s| s.state().history.clone());
            if let Some(line) = cursor.try_update_value(|c| c.down(&history)).flatten() {
                input.set(line);
            }
        }
        "Tab" => {
            let typed = input.get_untracked();
            let found = sim.with_untracked(|s| s.complete(&typed));
            if found.is_empty() {
                return;
            }
            ev.prevent_default();
            if let [only] = found.as_slice() {
                input.set(format!("{only} "));
                candidates.set(Vec::new());
            } else {
                let shared = common_prefix(&found);
                if shared.len() > typed.len() {
                    input.set(shared);
                }
                candidates.set(found);
            }
        }
        _ => {}
    };

    let version_select = (!choices.is_empty()).then(|| {
        let reset = reset.clone();
        let options = choices
            .iter()
            .map(|v| {
                let value = v.to_string();
                let selected = *v == setup.version;
                view! { <option value=value.clone() selected=selected>{value.clone()}</option> }
            })
            .collect_view();
        view! {
            <label class="sim-version">
                <span>{t(lang, "sim-page-version")}</span>
                <select on:change=move |ev| {
                    if let Some(v) = Version::parse(&event_target_value(&ev)) {
                        version.set(v);
                        reset(v);
                    }
                }>{options}</select>
            </label>
        }
    });

    let code = text.code.clone().map(|c| {
        view! {
            <section class="sim-code" aria-labelledby="sim-code-title">
                <h2 id="sim-code-title">{t(lang, "sim-page-code-title")}</h2>
                <div class="sim-code-pair">
                    <figure>
                        <figcaption>"Python"</figcaption>
                        <pre><code class="language-python">{c.python.trim().to_owned()}</code></pre>
                    </figure>
                    <figure>
                        <figcaption>"TypeScript"</figcaption>
                        <pre><code class="language-typescript">{c.typescript.trim().to_owned()}</code></pre>
                    </figure>
                </div>
            </section>
        }
    });

    let hints = text.hints.clone();
    let hint_count = hints.len();
    let hints_view = move || {
        hints
            .iter()
            .take(hints_shown.get())
            .enumerate()
            .map(|(i, h)| view! { <li><strong>{t_args(lang, "sim-page-hint-n", &[("n", Arg::from(i + 1))])}</strong>" "{h.clone()}</li> })
            .collect_view()
    };
    let lesson = text.lesson.clone();
    let checklist = move || {
        progress_view.get().map(|p| {
            let items = p
                .checks
                .iter()
                .map(|c| {
                    let mark = if c.met { "✓" } else { "○" };
                    let state = if c.met {
                        t(lang, "sim-page-check-met")
                    } else {
                        t(lang, "sim-page-check-open")
                    };
                    view! {
                        <li class=format!("depth-{}", c.depth.min(3)) class:met=c.met>
                            <span aria-hidden="true">{mark}</span>" "
                            <span class="visually-hidden">{state}": "</span>
                            {line_text(lang, &c.msg)}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <p class="sim-goal-summary" class:met=p.reached>{line_text(lang, &p.summary)}</p>
                <ul class="sim-checks">{items}</ul>
            }
        })
    };

    let title = text.title.clone();
    view! {
        <Title text=format!("{title} · Hooklab")/>
        <Meta name="description" content=first_sentence(&text.story)/>
        <div class="page sim-page" data-testid="sim-page">
            <nav class="breadcrumbs" aria-label=t(lang, "breadcrumbs-label")>
                <a href=format!("/{locale}/simulator")>{t(lang, "sim-page-title")}</a>
            </nav>
            <h1>{text.title.clone()}</h1>
            <section class="sim-story" aria-labelledby="sim-story-title">
                <h2 id="sim-story-title" class="visually-hidden">{t(lang, "sim-page-story")}</h2>
                <p>{text.story.clone()}</p>
            </section>
            <section class="sim-goal" aria-labelledby="sim-goal-title" data-testid="sim-goal">
                <h2 id="sim-goal-title">{t(lang, "sim-page-goal")}</h2>
                <p>{text.goal.clone()}</p>
                <div aria-live="polite" data-testid="sim-goal-progress">{checklist}</div>
                <div aria-live="polite">
                    {move || reached.get().then(|| view! {
                        <div class="sim-lesson" data-testid="sim-lesson">
                            <h3><span aria-hidden="true">"✓ "</span>{t(lang, "sim-page-reached")}</h3>
                            <p>{lesson.clone()}</p>
                        </div>
                    })}
                </div>
                <ol class="sim-hints">{hints_view}</ol>
                <div class="sim-toolbar">
                    <button type="button" disabled=move || { hints_shown.get() >= hint_count } on:click=move |_| hints_shown.update(|n| *n += 1)>
                        {move || t_args(lang, "sim-page-hint-button", &[("left", Arg::from(hint_count.saturating_sub(hints_shown.get())))])}
                    </button>
                    {version_select}
                    <button type="button" on:click=move |_| reset(version.get_untracked())>{t(lang, "sim-page-reset")}</button>
                </div>
            </section>
            {code}
            <div class="sim-grid">
                <section class="sim-terminal" aria-labelledby="sim-terminal-title">
                    <h2 id="sim-terminal-title">{t(lang, "sim-page-terminal")}</h2>
                    // Focusable: it scrolls, and a keyboard must reach what it holds.
                    <div class="sim-log" role="log" aria-live="polite" tabindex="0" aria-labelledby="sim-terminal-title" data-testid="sim-log">
                        <For each=move || log.get().into_iter().enumerate() key=|(i, _)| *i let((_, entry))>
                            <div class="sim-entry">
                                <p class="sim-command"><span class="sim-prompt">{entry.prompt.clone()}</span>" "<kbd>{entry.result.input.clone()}</kbd></p>
                                {entry.result.lines.iter().map(|line| {
                                    let (class, word) = kind_word(lang, line.kind);
                                    let word = (!word.is_empty()).then(|| view! { <span class="sim-kind">{word}</span>" " });
                                    view! { <p class=format!("sim-line {class}")>{word}{line_text(lang, &line.msg)}</p> }
                                }).collect_view()}
                                {(!entry.result.hooks.is_empty()).then(|| {
                                    let fired = entry.result.hooks.iter().map(|h| match (&h.field, &h.value) {
                                        (Some(f), Some(v)) => format!("{} ({f}: {v})", h.event),
                                        _ => h.event.clone(),
                                    }).collect::<Vec<_>>().join(", ");
                                    view! { <p class="sim-line hooks"><span class="sim-kind">"⚓ "{t(lang, "sim-page-hooks")}</span>" "{fired}</p> }
                                })}
                            </div>
                        </For>
                    </div>
                    <div class="sim-input-row">
                        <label for="sim-input" class="sim-prompt" data-testid="sim-prompt">{move || sim.with(prompt_for)}</label>
                        <input id="sim-input" type="text" autocomplete="off" spellcheck="false" autocapitalize="off"
                            aria-describedby="sim-input-help"
                            prop:value=move || input.get()
                            on:input=move |ev| input.set(event_target_value(&ev))
                            on:keydown=on_key/>
                    </div>
                    <p id="sim-input-help" class="sim-help">{t(lang, "sim-page-input-help")}</p>
                    <div aria-live="polite">
                        {move || {
                            let c = candidates.get();
                            (!c.is_empty()).then(|| view! {
                                <p class="sim-candidates-title">{t(lang, "sim-page-candidates")}</p>
                                <ul class="sim-candidates">{c.into_iter().map(|c| view! { <li><code>{c}</code></li> }).collect_view()}</ul>
                            })
                        }}
                    </div>
                </section>
                <div class="sim-panels">
                    <SessionGraph lang=lang sim=sim/>
                    <StorageView lang=lang sim=sim/>
                    <ContextView lang=lang sim=sim/>
                </div>
            </div>
            <StaleTree lang=lang sim=sim run_line=run_line/>
        </div>
    }
}

#[component]
fn SessionGraph(lang: Lang, sim: RwSignal<Sim>) -> impl IntoView {
    let layout = Memo::new(move |_| sim.with(|s| layout_sessions(s.state())));
    view! {
        // Focusable: on a phone the drawing scrolls sideways inside it.
        <section class="sim-graph" aria-labelledby="sim-graph-title" tabindex="0">
            <h2 id="sim-graph-title">{t(lang, "sim-page-graph")}</h2>
            <p class="sim-legend">{t(lang, "sim-page-graph-legend")}</p>
            {move || {
                let l = layout.get();
                if l.nodes.is_empty() {
                    return view! { <p>{t(lang, "sim-page-graph-empty")}</p> }.into_any();
                }
                let links = l.links.iter().map(|k| {
                    let (class, word) = match k.kind {
                        SessionEdgeKind::Fork => ("fork", "fork"),
                        SessionEdgeKind::Clear => ("clear", "/clear"),
                    };
                    let d = format!("M{} {} L{} {} L{} {}", k.from.0, k.from.1, k.from.0, k.to.1, k.to.0, k.to.1);
                    let mid_y = k.to.1.saturating_sub(6);
                    view! {
                        <g class=format!("sim-link {class}")>
                            <path d=d fill="none"/>
                            <text x=k.from.0 + 8 y=mid_y class="sim-link-label">{word}</text>
                        </g>
                    }
                }).collect_view();
                let nodes = l.nodes.iter().map(|n| {
                    let title = format!("{} ({})", n.label, n.id);
                    let running = n.running.then(|| view! {
                        <text x=n.x + logic::LABEL_OFFSET y=n.y + 30 class="sim-node-running">{format!("▶ {}", t(lang, "sim-page-running"))}</text>
                    });
                    view! {
                        <g class="sim-node" class:running=n.running class:print=n.print>
                            <title>{title}</title>
                            <circle cx=n.x cy=n.y r=if n.running { 9 } else { 7 }/>
                            <text x=n.x + logic::LABEL_OFFSET y=n.y + 4 class="sim-node-label">{logic::node_caption(n)}</text>
                            {running}
                        </g>
                    }
                }).collect_view();
                let width = logic::drawing_width(&l, &t(lang, "sim-page-running")).max(320);
                view! {
                    <svg class="sim-graph-svg" role="img" aria-labelledby="sim-graph-title" viewBox=format!("0 0 {} {}", width, l.height) width=width height=l.height>
                        {links}{nodes}
                    </svg>
                }.into_any()
            }}
        </section>
    }
}

#[component]
fn StorageView(lang: Lang, sim: RwSignal<Sim>) -> impl IntoView {
    let folders = Memo::new(move |_| sim.with(|s| storage_view(s.state())));
    view! {
        <section class="sim-storage" aria-labelledby="sim-storage-title" data-testid="sim-storage">
            <h2 id="sim-storage-title">{t(lang, "sim-page-storage")}</h2>
            <p class="sim-legend">{t(lang, "sim-page-storage-why")}</p>
            <ul class="sim-tree-list">
                {move || folders.get().into_iter().map(|f| {
                    let why = if f.hashed { t(lang, "sim-page-storage-hashed") } else { String::new() };
                    let here = f.current.then(|| view! { <span class="sim-here">{format!("← {}", t(lang, "sim-page-storage-here"))}</span> });
                    let files = if f.files.is_empty() {
                        view! { <li class="sim-empty">{t(lang, "sim-page-storage-empty")}</li> }.into_any()
                    } else {
                        f.files.iter().map(|file| {
                            let mut notes = Vec::new();
                            if let Some(name) = &file.name { notes.push(name.clone()); }
                            if file.print { notes.push("-p".to_owned()); }
                            notes.push(t_args(lang, "sim-page-entries", &[("count", Arg::from(file.entries as usize))]));
                            view! { <li><code>{file.file_name.clone()}</code>" "<span class="sim-note">{notes.join(" · ")}</span></li> }
                        }).collect_view().into_any()
                    };
                    view! {
                        <li class:current=f.current>
                            <code class="sim-folder">{f.path.clone()}</code>" "{here}
                            <p class="sim-note">{t_args(lang, "sim-page-storage-from", &[("dir", Arg::Str(f.cwd.clone()))])}" "{why}</p>
                            <ul>{files}</ul>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}

#[component]
fn ContextView(lang: Lang, sim: RwSignal<Sim>) -> impl IntoView {
    view! {
        <section class="sim-context" aria-labelledby="sim-context-title">
            <h2 id="sim-context-title">{t(lang, "sim-page-context")}</h2>
            {move || sim.with(|s| match &s.state().context {
                None => view! { <p>{t(lang, "sim-page-context-none")}</p> }.into_any(),
                Some(c) => {
                    let rows = c.reads.iter().map(|r| {
                        let now = r.current_version.map_or_else(|| t(lang, "sim-page-context-deleted"), |v| v.to_string());
                        let status = if r.stale { format!("⚠ {}", t(lang, "sim-page-context-stale")) } else { format!("✓ {}", t(lang, "sim-page-context-fresh")) };
                        view! {
                            <tr class:stale=r.stale>
                                <td><code>{r.path.clone()}</code></td>
                                <td>{r.version}</td>
                                <td>{now}</td>
                                <td>{status}</td>
                            </tr>
                        }
                    }).collect_view();
                    view! {
                        <p class="sim-note">{t_args(lang, "sim-page-context-summary", &[
                            ("id", Arg::Str(logic::short_id(&c.session_id))),
                            ("entries", Arg::from(c.entries as usize)),
                            ("compactions", Arg::from(c.compactions as usize)),
                        ])}</p>
                        <div class="table-wrap">
                            <table class="sim-reads">
                                <thead><tr>
                                    <th scope="col">{t(lang, "sim-page-context-file")}</th>
                                    <th scope="col">{t(lang, "sim-page-context-read")}</th>
                                    <th scope="col">{t(lang, "sim-page-context-now")}</th>
                                    <th scope="col">{t(lang, "sim-page-context-status")}</th>
                                </tr></thead>
                                <tbody>{rows}</tbody>
                            </table>
                        </div>
                    }.into_any()
                }
            })}
        </section>
    }
}

/// Renders a node of the decision tree and, under a question, both branches.
fn tree_node(
    lang: Lang,
    node: &str,
    on_path: &[(String, bool)],
    leaf: &str,
    depth: usize,
) -> AnyView {
    let tree = stale_tree();
    let Some(n) = tree.node(node) else {
        return ().into_any();
    };
    let text = line_text(lang, &hooklab_core::session::Msg::new(n.text, &[]));
    let taken = on_path.iter().find(|(id, _)| id == node).map(|(_, a)| *a);
    let is_leaf = n.kind == NodeKind::Leaf;
    let highlighted = taken.is_some() || (is_leaf && node == leaf);
    let branches = (!is_leaf && depth < 8).then(|| {
        [true, false]
            .into_iter()
            .filter_map(|answer| {
                let edge = tree.next(node, answer)?;
                let label = line_text(lang, &hooklab_core::session::Msg::new(edge.label, &[]));
                let chosen = taken == Some(answer);
                Some(view! {
                    <li class:chosen=chosen>
                        <span class="sim-answer">{if chosen { format!("→ {label}") } else { label }}</span>
                        {tree_node(lang, edge.to, on_path, leaf, depth + 1)}
                    </li>
                })
            })
            .collect_view()
    });
    view! {
        <div class="sim-tree-node" class:on-path=highlighted class:leaf=is_leaf>
            <span>{if highlighted { format!("★ {text}") } else { text }}</span>
            {branches.map(|b| view! { <ul>{b}</ul> })}
        </div>
    }
    .into_any()
}

#[component]
fn StaleTree(
    lang: Lang,
    sim: RwSignal<Sim>,
    run_line: impl Fn(String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let goal_changed = RwSignal::new(false);
    let want_alternative = RwSignal::new(false);
    let subject = Memo::new(move |_| {
        sim.with(|s| {
            let state = s.state();
            state
                .running_session()
                .or_else(|| state.sessions.last())
                .map(|r| r.id.clone())
        })
    });
    let walked = Memo::new(move |_| {
        let id = subject.get()?;
        let mut inputs = sim.with(|s| s.stale_inputs(&id))?;
        inputs.goal_changed = goal_changed.get();
        inputs.want_alternative = want_alternative.get();
        Some((inputs.clone(), walk(&inputs)))
    });
    let summary = RwSignal::new(String::new());
    let prefill = move || {
        let Some(id) = subject.get_untracked() else {
            return;
        };
        let parts =
            sim.with_untracked(|s| {
                let state = s.state();
                let session = state.session(&id);
                SummaryParts {
                    goal: session
                        .and_then(|r| r.first_prompt())
                        .unwrap_or_default()
                        .to_owned(),
                    decisions: Vec::new(),
                    code_state: session
                        .map(|r| {
                            r.reads
                                .iter()
                                .filter(|x| x.stale)
                                .map(|x| {
                                    t_args(
                                        lang,
                                        "sim-page-summary-changed",
                                        &[
                                            ("path", Arg::Str(x.path.clone())),
                                            ("seen", Arg::from(x.version as usize)),
                                            (
                                                "now",
                                                Arg::Str(x.current_version.map_or_else(
                                                    || "-".to_owned(),
                                                    |v| v.to_string(),
                                                )),
                                            ),
                                        ],
                                    )
                                })
                                .collect()
                        })
                        .unwrap_or_default(),
                    open_questions: Vec::new(),
                }
            });
        summary.set(summary_template(lang, &parts));
    };
    let parts_present = Memo::new(move |_| summary.with(|s| summary_parts_present(s)));
    let part_keys = [
        "sim-page-part-goal",
        "sim-page-part-decisions",
        "sim-page-part-code",
        "sim-page-part-questions",
    ];
    view! {
        <section class="sim-stale" aria-labelledby="sim-stale-title" data-testid="sim-stale">
            <h2 id="sim-stale-title">{line_text(lang, &hooklab_core::session::Msg::new(stale_tree().title, &[]))}</h2>
            <p>{move || match subject.get() {
                Some(id) => t_args(lang, "sim-page-stale-subject", &[("id", Arg::Str(logic::short_id(&id)))]),
                None => t(lang, "sim-page-stale-none"),
            }}</p>
            <fieldset class="sim-questions">
                <legend>{t(lang, "sim-page-stale-ask")}</legend>
                <label><input type="checkbox" prop:checked=move || goal_changed.get() on:change=move |ev| goal_changed.set(event_target_checked(&ev))/>" "{t(lang, "sim-page-stale-goal-changed")}</label>
                <label><input type="checkbox" prop:checked=move || want_alternative.get() on:change=move |ev| want_alternative.set(event_target_checked(&ev))/>" "{t(lang, "sim-page-stale-alternative")}</label>
            </fieldset>
            <div aria-live="polite">
                {move || walked.get().map(|(_, w)| {
                    let path: Vec<(String, bool)> = w.steps.iter().map(|s| (s.node.clone(), s.answer)).collect();
                    let whys = w.steps.iter().map(|s| view! { <li>{line_text(lang, &s.why)}</li> }).collect_view();
                    let reread = w.reread_prompt.as_ref().map(|m| view! { <p class="sim-reread"><strong>{t(lang, "sim-page-reread")}</strong>" "<q>{line_text(lang, m)}</q></p> });
                    view! {
                        <p class="sim-leaf"><strong>{t(lang, "sim-page-stale-answer")}</strong>" "{line_text(lang, &w.leaf_text)}</p>
                        {reread}
                        <ol class="sim-whys">{whys}</ol>
                        <div class="sim-decision-tree">{tree_node(lang, stale_tree().root, &path, &w.leaf, 0)}</div>
                    }
                })}
            </div>
            {move || {
                let at_leaf = walked.with(|w| w.as_ref().is_some_and(|(_, w)| w.leaf == LEAF_RESTART_WITH_SUMMARY));
                at_leaf.then(|| {
                    if summary.with_untracked(String::is_empty) {
                        prefill();
                    }
                    let checks = move || {
                        let present = parts_present.get();
                        part_keys.iter().zip(present).map(|(key, ok)| {
                            view! { <li class:met=ok><span aria-hidden="true">{if ok { "✓ " } else { "○ " }}</span>{t(lang, key)}" — "{if ok { t(lang, "sim-page-check-met") } else { t(lang, "sim-page-check-open") }}</li> }
                        }).collect_view()
                    };
                    view! {
                        <form class="sim-summary" on:submit=move |ev| {
                            ev.prevent_default();
                            let text = summary.get_untracked();
                            if sim.with_untracked(|s| s.state().running.is_some()) {
                                run_line("exit".to_owned());
                            }
                            run_line(format!("claude {}", quote_for_command(&text)));
                        }>
                            <h3>{t(lang, "sim-page-summary-title")}</h3>
                            <p>{t(lang, "sim-page-summary-help")}</p>
                            <label for="sim-summary-text">{t(lang, "sim-page-summary-label")}</label>
                            <textarea id="sim-summary-text" rows="12" prop:value=move || summary.get() on:input=move |ev| summary.set(event_target_value(&ev))></textarea>
                            <ul class="sim-checks" aria-live="polite">{checks}</ul>
                            <button type="submit" disabled=move || { !parts_present.get().iter().all(|p| *p) }>{t(lang, "sim-page-summary-start")}</button>
                        </form>
                    }
                })
            }}
        </section>
    }
}
