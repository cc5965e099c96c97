//! The lessons: the index of a language and one lesson with its
//! check-yourself questions.

use crate::{
    api::{lesson, lesson_index, CheckView, LessonLink, LessonView},
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::not_found::NotFound,
    progress,
};
use hooklab_core::progress::{LessonStanding, Progress};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;

/// What the index says of a lesson: "Read" when it was, and how many of its
/// checks were last answered right once the learner has read it or
/// answered one. Nothing for a lesson not begun.
pub fn standing_texts(lang: Lang, standing: LessonStanding) -> (Option<String>, Option<String>) {
    let read = standing.read.then(|| t(lang, "lesson-read"));
    let begun = standing.read || standing.checks_answered > 0;
    let checks = (begun && standing.checks > 0).then(|| {
        t_args(
            lang,
            "lesson-checks-right",
            &[
                ("right", Arg::from(standing.checks_right)),
                ("total", Arg::from(standing.checks)),
            ],
        )
    });
    (read, checks)
}

#[component]
pub fn LearnIndexPage() -> impl IntoView {
    let lang = use_lang();
    let sections = Resource::new(move || lang.code().to_owned(), lesson_index);
    let stored = progress::use_stored();
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
                                    let id = l.progress_id();
                                    let checks = l.checks.clone();
                                    let status = move || {
                                        stored.with(|p| {
                                            let standing = p.as_ref()?.lesson_standing(&id, &checks);
                                            let (read, checks) = standing_texts(lang, standing);
                                            (read.is_some() || checks.is_some()).then(|| view! {
                                                {read.map(|text| view! { <span class="lesson-read"><span aria-hidden="true">"✓ "</span>{text}</span> })}
                                                {checks.map(|text| view! { <span class="lesson-checks">{text}</span> })}
                                            })
                                        })
                                    };
                                    view! {
                                        <li>
                                            <a href=format!("/{}/learn/{}/{}", lang.code(), l.section, l.slug)>{l.title}</a>
                                            <span class="lesson-status" data-testid="lesson-status">{status}</span>
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

/// A lesson as its page's resource holds it. The server hands the
/// resource's value to the browser for hydration, but the lesson's HTML is
/// already in the page it sent, and hydrating leaves an `inner_html` as it
/// found it: so that copy goes without the HTML, which was half of every
/// lesson page's bytes and parsing. A lesson the browser fetches itself,
/// after following a link, is never serialised and keeps its HTML.
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
    let lesson_id = format!("{}/{}", lesson.section, lesson.slug);
    {
        let lesson_id = lesson_id.clone();
        Effect::new(move |_| progress::update(|p| p.mark_lesson_read(&lesson_id)));
    }
    let stored = progress::use_stored();
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
            .map(|check| view! { <CheckQuestion lang=lang lesson_id=lesson_id.clone() check=check stored=stored/> })
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
                <article class="prose">
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

/// The option to show as chosen when the page opens: the one the learner
/// chose last, while the question still has it.
pub fn restored_option(progress: &Progress, check_id: &str, options: usize) -> Option<usize> {
    let option = progress.checks.get(check_id)?.last_option?;
    usize::try_from(option).ok().filter(|o| *o < options)
}

/// One question. Without JavaScript the answer sits in a disclosure; once
/// hydrated, choosing an option says at once whether it was right, and the
/// answer chosen last (with its feedback) is shown again on the next visit.
#[component]
fn CheckQuestion(
    lang: Lang,
    lesson_id: String,
    check: CheckView,
    stored: Signal<Option<Progress>>,
) -> impl IntoView {
    let chosen = RwSignal::new(None::<usize>);
    let name = format!("check-{}", check.id);
    let answer = check.answer;
    let progress_id = format!("{lesson_id}#{}", check.id);
    {
        let progress_id = progress_id.clone();
        let options = check.options.len();
        Effect::new(move |_| {
            let restored = stored.with(|p| {
                p.as_ref()
                    .and_then(|p| restored_option(p, &progress_id, options))
            });
            if restored.is_some() && chosen.get_untracked().is_none() {
                chosen.set(restored);
            }
        });
    }
    let options = check
        .options
        .iter()
        .enumerate()
        .map(|(index, text)| {
            let id = format!("{name}-{index}");
            let progress_id = progress_id.clone();
            let on_change = move |_| {
                chosen.set(Some(index));
                let correct = index == answer;
                progress::update(|p| p.answer_check(&progress_id, index, correct));
            };
            view! {
                <li>
                    <input type="radio" id=id.clone() name=name.clone() value=index.to_string()
                        prop:checked=move || chosen.get() == Some(index) on:change=on_change/>
                    <label for=id>{text.clone()}</label>
                </li>
            }
        })
        .collect_view();
    let correct_text = check.options.get(answer).cloned().unwrap_or_default();
    let explanation = check.explanation.clone();
    let feedback = move || {
        chosen.get().map(|index| {
            let right = index == answer;
            let key = if right { "check-right" } else { "check-wrong" };
            view! {
                <div class=if right { "feedback right" } else { "feedback wrong" }>
                    <p><strong>{t(lang, key)}</strong></p>
                    <p>{explanation.clone()}</p>
                </div>
            }
        })
    };
    view! {
        <fieldset class="check">
            <legend>{check.question.clone()}</legend>
            <ul class="options">{options}</ul>
            <div aria-live="polite">{feedback}</div>
            <details class="check-answer">
                <summary>{t(lang, "check-show-answer")}</summary>
                <p><strong>{correct_text}</strong></p>
                <p>{check.explanation.clone()}</p>
            </details>
        </fieldset>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(read: bool, checks: usize, answered: usize, right: usize) -> LessonStanding {
        LessonStanding {
            read,
            checks,
            checks_answered: answered,
            checks_right: right,
        }
    }

    #[test]
    fn the_index_marks_read_lessons_and_counts_their_checks() {
        assert_eq!(
            standing_texts(Lang::En, standing(true, 4, 3, 3)),
            (
                Some("Read".to_owned()),
                Some("3 checks right out of 4".to_owned())
            )
        );
        assert_eq!(
            standing_texts(Lang::En, standing(true, 1, 1, 0)),
            (
                Some("Read".to_owned()),
                Some("0 checks right out of 1".to_owned())
            )
        );
        // Read, no checks in the lesson: the mark alone.
        assert_eq!(standing_texts(Lang::Fr, standing(true, 0, 0, 0)).1, None);
        // Not begun: nothing at all.
        assert_eq!(
            standing_texts(Lang::Ru, standing(false, 4, 0, 0)),
            (None, None)
        );
        // Checks answered (from an imported file) without the lesson read.
        let (read, checks) = standing_texts(Lang::Ru, standing(false, 5, 2, 2));
        assert_eq!(read, None);
        assert_eq!(
            checks.as_deref(),
            Some("«Проверьте себя»: 2 верных ответа из 5")
        );
    }

    #[test]
    fn a_check_shows_the_option_chosen_last_while_the_question_has_it() {
        let mut progress = Progress::default();
        progress.answer_check("hooks/anatomy#exit-2", 2, false);
        assert_eq!(
            restored_option(&progress, "hooks/anatomy#exit-2", 4),
            Some(2)
        );
        assert_eq!(restored_option(&progress, "hooks/anatomy#exit-2", 2), None);
        assert_eq!(restored_option(&progress, "hooks/anatomy#other", 4), None);
        // A record from before options were kept shows nothing.
        progress.record_check("hooks/anatomy#old", true);
        assert_eq!(restored_option(&progress, "hooks/anatomy#old", 4), None);
    }
}
