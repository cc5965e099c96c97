//! The lessons: the index of a language and one lesson with its
//! check-yourself questions, rendered on the server. What they do in the
//! browser is `reading.rs`'s.

use crate::{
    api::{lesson, lesson_index, CheckView, LessonLink, LessonView},
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::not_found::NotFound,
};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;

#[component]
pub fn LearnIndexPage() -> impl IntoView {
    let lang = use_lang();
    let sections = Resource::new(move || lang.code().to_owned(), lesson_index);
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "learn-title"))/>
        <Meta name="description" content=t(lang, "learn-description")/>
        <div class="page narrow learn-index">
            <h1>{t(lang, "learn-title")}</h1>
            <p class="lead">{t(lang, "learn-lead")}</p>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    let sections = sections.await.unwrap_or_default();
                    sections
                        .into_iter()
                        .map(|section| {
                            let items = section
                                .lessons
                                .clone()
                                .into_iter()
                                .map(|l| {
                                    // Filled in the browser (`reading.rs`).
                                    view! {
                                        <li>
                                            <a href=format!("/{}/learn/{}/{}", lang.code(), l.section, l.slug)>{l.title.clone()}</a>
                                            <span class="lesson-status" data-testid="lesson-status"
                                                data-lesson=l.progress_id() data-checks=l.checks.join(" ")></span>
                                            <span class="summary">{l.summary}</span>
                                        </li>
                                    }
                                })
                                .collect_view();
                            let count = t_args(lang, "lesson-count", &[("count", Arg::from(section.lessons.len()))]);
                            view! {
                                <section class="index-section" aria-labelledby=format!("section-{}", section.id)>
                                    <h2 id=format!("section-{}", section.id)>{section.title}</h2>
                                    <p class="count">{count}</p>
                                    <ul class="lesson-list">{items}</ul>
                                </section>
                            }
                        })
                        .collect_view()
                })}
            </Suspense>
        </div>
    }
}

#[component]
pub fn LessonPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let key = move || {
        let p = params.read();
        (
            lang.code().to_owned(),
            p.get("section").unwrap_or_default(),
            p.get("slug").unwrap_or_default(),
        )
    };
    let data = Resource::new(key, |(lang, section, slug)| async move {
        lesson(lang, section, slug)
            .await
            .map(|found| found.map(ShownLesson))
    });
    view! {
        <Suspense fallback=move || view! { <p class="page">{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                match data.await {
                    Ok(Some(ShownLesson(found))) => view! { <Lesson lang=lang lesson=found/> }.into_any(),
                    Ok(None) => view! { <NotFound/> }.into_any(),
                    Err(error) => view! { <crate::pages::LoadError lang=lang error=error.to_string() whole_page=true/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// A lesson as its page's resource holds it. The server writes each
/// resource's value into the page (Leptos does, for hydration, though no
/// bundle hydrates a reading page), but the lesson's HTML is already in the
/// page: so that copy goes without the HTML, which was half of every
/// lesson page's bytes and parsing.
#[derive(Clone, Debug, PartialEq)]
struct ShownLesson(LessonView);

impl serde::Serialize for ShownLesson {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        LessonView {
            html: String::new(),
            ..self.0.clone()
        }
        .serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for ShownLesson {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        LessonView::deserialize(deserializer).map(ShownLesson)
    }
}

#[component]
fn Lesson(lang: Lang, lesson: LessonView) -> impl IntoView {
    let code = lang.code();
    let lesson_id = crate::reading::lesson_progress_id(&lesson.section, &lesson.slug);
    let toc = (!lesson.toc.is_empty()).then(|| {
        let items = lesson
            .toc
            .iter()
            .filter(|e| e.level <= 3)
            .map(|e| view! { <li class=format!("toc-level-{}", e.level)><a href=format!("#{}", e.id)>{e.text.clone()}</a></li> })
            .collect_view();
        view! {
            <nav class="toc" aria-label=t(lang, "toc-label")>
                <p class="toc-title">{t(lang, "toc-label")}</p>
                <ul>{items}</ul>
            </nav>
        }
        .into_any()
    });
    let version = lesson.claude_code_version.clone().map(|v| {
        view! { <p class="version-note">{t_args(lang, "lesson-version-note", &[("version", Arg::Str(v))])}</p> }
    });
    let practice = (!lesson.practice.is_empty()).then(|| {
        let items = lesson
            .practice
            .iter()
            .map(|target| {
                let label = practice_label(lang, target);
                view! { <li><a href=format!("/{code}/{target}")>{label}</a></li> }
            })
            .collect_view();
        view! {
            <section class="practice" aria-labelledby="practice-title">
                <h2 id="practice-title">{t(lang, "practice-title")}</h2>
                <ul>{items}</ul>
            </section>
        }
        .into_any()
    });
    let checks = (!lesson.checks.is_empty()).then(|| {
        let items = lesson
            .checks
            .iter()
            .cloned()
            .map(|check| view! { <CheckQuestion lang=lang check=check/> })
            .collect_view();
        view! {
            <section class="checks" aria-labelledby="checks-title">
                <h2 id="checks-title">{t(lang, "checks-title")}</h2>
                {items}
            </section>
        }
        .into_any()
    });
    let pager = view! {
        <nav class="pager" aria-label=t(lang, "pager-label")>
            {lesson.previous.clone().map(|l| pager_link(lang, l, "pager-previous", "prev"))}
            {lesson.next.clone().map(|l| pager_link(lang, l, "pager-next", "next"))}
        </nav>
    }
    .into_any();
    let class = if lesson.is_cheat_sheet {
        "page lesson cheat-sheet"
    } else {
        "page lesson"
    };
    view! {
        <Title text=format!("{} · Hooklab", lesson.title)/>
        <Meta name="description" content=lesson.summary.clone()/>
        <div class=class>
            <nav class="breadcrumbs" aria-label=t(lang, "breadcrumbs-label")>
                <a href=format!("/{code}/learn")>{t(lang, "learn-title")}</a>
                " / "
                <span>{lesson.section_title.clone()}</span>
            </nav>
            <div class="lesson-grid">
                <article class="prose" data-lesson=lesson_id>
                    <h1>{lesson.title.clone()}</h1>
                    {version}
                    <div inner_html=lesson.html.clone()></div>
                    {practice}
                    {checks}
                </article>
                {toc}
            </div>
            {pager}
        </div>
    }
    .into_any()
}

fn pager_link(lang: Lang, link: LessonLink, key: &'static str, rel: &'static str) -> impl IntoView {
    view! {
        <a class=format!("pager-{rel}") rel=rel href=format!("/{}/learn/{}/{}", lang.code(), link.section, link.slug)>
            <span class="pager-label">{t(lang, key)}</span>
            <span class="pager-title">{link.title}</span>
        </a>
    }
}

/// "Sandbox preset: refund-guard-exit-2" and the like, from a practice path.
fn practice_label(lang: Lang, target: &str) -> String {
    let (kind, id) = target.rsplit_once('/').unwrap_or(("", target));
    let key = match kind {
        "sandbox/presets" => "practice-preset",
        "sandbox/challenges" => "practice-challenge",
        "simulator" => "practice-simulator",
        _ => "practice-other",
    };
    t_args(lang, key, &[("id", Arg::Str(id.replace('-', " ")))])
}

/// One question. Without JavaScript the answer sits in a disclosure; in
/// the browser, choosing an option says at once whether it was right, and
/// the answer chosen last (with its feedback) is shown again on the next
/// visit (`reading.rs`, which reads the `data-` attributes).
#[component]
fn CheckQuestion(lang: Lang, check: CheckView) -> impl IntoView {
    let name = format!("check-{}", check.id);
    let options = check
        .options
        .iter()
        .enumerate()
        .map(|(index, text)| {
            let id = format!("{name}-{index}");
            view! {
                <li>
                    <input type="radio" id=id.clone() name=name.clone() value=index.to_string()/>
                    <label for=id>{text.clone()}</label>
                </li>
            }
        })
        .collect_view();
    let correct_text = check.options.get(check.answer).cloned().unwrap_or_default();
    view! {
        <fieldset class="check" data-check=check.id.clone() data-answer=check.answer.to_string()>
            <legend>{check.question.clone()}</legend>
            <ul class="options">{options}</ul>
            <div class="check-feedback" aria-live="polite"></div>
            <details class="check-answer">
                <summary>{t(lang, "check-show-answer")}</summary>
                <p><strong>{correct_text}</strong></p>
                <p class="check-explanation">{check.explanation.clone()}</p>
            </details>
        </fieldset>
    }
    .into_any()
}
