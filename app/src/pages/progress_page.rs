//! The progress page: how ready the learner is, per domain (the bank's and
//! the exam guide's) and per lesson, the reviews due today, the days to the
//! exam and the plan to it, recent mock exams, how often "sure" answers
//! were right (a chart and its table), and the learner's target score.
//!
//! Every number is the core's (`progress::insight`, `Progress::due_today`,
//! `exam_plan`, `recent_mock_exams`); the server sends only what they need
//! from the content (the bank's items without their words, each quiz
//! scenario's domain, the lessons' titles). The progress lives in this
//! browser, so the page shows it after hydration.

pub mod logic;

use crate::answer_codec::JsonAnswer;
use crate::{
    i18n::{number_text, percent, t, t_args, use_lang, Arg, Lang},
    keyboard::focus_after_render,
    local_format::LocalDate,
    pages::exam::{domain_name, guide_domain_name, logic::parse_target},
    pages::review::{browser_now, exam_days, PlanChart},
    pages::teach::charts::{self, svg_number},
    progress,
};
use hooklab_core::calendar::Now;
use hooklab_core::exam::{Bank, Domain};
use hooklab_core::progress::insight::Mastery;
use hooklab_core::progress::Progress;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use logic::{calibration_rows, lesson_rows, ProgressContent, RECENT_EXAMS};

/// What the page needs from the content, in `lang`.
#[server(prefix = "/api", endpoint = "progress-bank", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn progress_bank(lang: String) -> Result<ProgressContent, ServerFnError> {
    let locale = Lang::from_code(&lang).unwrap_or(Lang::En);
    let items = crate::api::ssr::exam_bank()?
        .items()
        .iter()
        .map(|item| {
            let mut bare = item.clone();
            bare.text.clear();
            bare.case = None;
            bare
        })
        .collect();
    let quiz_domains = crate::api::ssr::practice()?
        .quiz()
        .iter()
        .map(|s| (s.id.clone(), Domain::of_quiz_topic(s.topic)))
        .collect();
    let library = hooklab_content::library();
    let lessons = library
        .lessons()
        .filter(|l| l.lang == "en")
        .map(|l| {
            let title = library
                .lesson(locale.code(), &l.section, &l.slug)
                .map_or_else(|| l.title.clone(), |found| found.title.clone());
            (
                crate::reading::lesson_progress_id(&l.section, &l.slug),
                title,
            )
        })
        .collect();
    Ok(ProgressContent {
        items,
        quiz_domains,
        lessons,
    })
}

#[component]
pub fn ProgressPage() -> impl IntoView {
    let lang = use_lang();
    let bank = Resource::new(move || lang.code().to_owned(), progress_bank);
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "standing-title"))/>
        <Meta name="description" content=t(lang, "standing-description")/>
        <div class="page narrow quiz standing">
            <h1>{t(lang, "standing-title")}</h1>
            <p class="lead">{t(lang, "standing-lead")}</p>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    match bank.await {
                        Ok(bank) => view! { <StandingView lang=lang bank=bank/> }.into_any(),
                        Err(error) => view! {
                            <crate::pages::LoadError lang=lang error=error.to_string()/>
                        }.into_any(),
                    }
                })}
            </Suspense>
        </div>
    }
}

#[component]
fn StandingView(lang: Lang, bank: ProgressContent) -> impl IntoView {
    let exam_bank = StoredValue::new(Bank::from_items(bank.items.clone()));
    let bank = StoredValue::new(bank);
    let stored = progress::use_stored();
    let now = RwSignal::new(None::<Now>);
    Effect::new(move |_| {
        if stored.with(Option::is_some) {
            now.set(browser_now());
        }
    });
    move || {
        let shown = now.get().and_then(|now| {
            stored.with(|p| p.as_ref().map(|p| standing(lang, p, now, exam_bank, bank)))
        });
        shown.unwrap_or_else(|| {
            view! { <p class="reading-storage">{t(lang, "loading")}</p> }.into_any()
        })
    }
}

fn standing(
    lang: Lang,
    p: &Progress,
    now: Now,
    exam_bank: StoredValue<Bank>,
    bank: StoredValue<ProgressContent>,
) -> AnyView {
    let code = lang.code();
    let due = p.due_today(now).len();
    let (by_domain, by_guide, by_lesson) = exam_bank.with_value(|b| {
        (
            p.mastery_by_domain(b, now.ms),
            p.mastery_by_guide_domain(b, now.ms),
            p.mastery_by_lesson(b, now.ms),
        )
    });
    let domain_rows = by_domain
        .iter()
        .map(|(d, m)| mastery_row(lang, domain_name(lang, *d), *m))
        .collect_view();
    let guide_rows = by_guide
        .iter()
        .map(|(d, m)| mastery_row(lang, guide_domain_name(lang, *d), *m))
        .collect_view();
    let lesson_rows = bank
        .with_value(|b| lesson_rows(&by_lesson, &b.lessons))
        .into_iter()
        .map(|(title, m)| mastery_row(lang, title, m))
        .collect_view();
    let calibration = bank.with_value(|b| calibration_rows(p, &b.quiz_domains));
    let recent = p
        .recent_mock_exams(RECENT_EXAMS)
        .into_iter()
        .map(|exam| {
            let score = exam.score();
            let as_usize = |n: u32| usize::try_from(n).unwrap_or(0);
            let line = t_args(
                lang,
                "exam-score",
                &[
                    ("right", Arg::from(as_usize(score.overall.right))),
                    ("total", Arg::from(as_usize(score.overall.total))),
                    (
                        "percent",
                        Arg::Str(percent(lang, as_usize(score.overall.percent()))),
                    ),
                ],
            );
            view! { <li><LocalDate lang=lang at_ms=exam.submitted_ms/>": "{line}</li> }
        })
        .collect_view();
    let no_exams = p.recent_mock_exams(1).is_empty();
    view! {
        <section aria-labelledby="standing-today-title">
            <h2 id="standing-today-title">{t(lang, "standing-today-title")}</h2>
            <p data-testid="standing-due">
                {t_args(lang, "review-due-count", &[("count", Arg::from(due))])}
                " "
                <a href=format!("/{code}/review")>{t(lang, "standing-go-review")}</a>
            </p>
            {exam_days(lang, p, now)}
            {p.exam_plan(now).map(|plan| view! { <PlanChart lang=lang plan=plan/> })}
        </section>
        <section aria-labelledby="standing-mastery-title" data-testid="standing-mastery">
            <h2 id="standing-mastery-title">{t(lang, "standing-mastery-title")}</h2>
            <p class="quiz-hint">{t(lang, "standing-mastery-hint")}</p>
            {mastery_table(lang, "standing-by-domain", "exam-col-domain", domain_rows.into_any())}
            {mastery_table(lang, "standing-by-guide-domain", "exam-col-guide-domain", guide_rows.into_any())}
            {mastery_table(lang, "standing-by-lesson", "standing-col-lesson", lesson_rows.into_any())}
        </section>
        <CalibrationChart lang=lang rows=calibration/>
        <section aria-labelledby="standing-exams-title">
            <h2 id="standing-exams-title">{t(lang, "standing-exams-title")}</h2>
            {if no_exams {
                view! { <p>{t(lang, "standing-no-exams")}" "<a href=format!("/{code}/exam")>{t(lang, "review-go-exam")}</a></p> }.into_any()
            } else {
                view! { <ul class="standing-exams" data-testid="standing-exams">{recent}</ul> }.into_any()
            }}
        </section>
        <TargetSetting lang=lang target=p.settings.target_score/>
    }
    .into_any()
}

fn mastery_row(lang: Lang, name: String, m: Mastery) -> impl IntoView {
    view! {
        <tr>
            <th scope="row">{name}</th>
            <td>{format!("{} / {}", number_text(lang, m.met), number_text(lang, m.items))}</td>
            <td>{percent(lang, usize::try_from(m.percent()).unwrap_or(0))}</td>
        </tr>
    }
}

fn mastery_table(
    lang: Lang,
    caption: &'static str,
    first: &'static str,
    rows: AnyView,
) -> impl IntoView {
    view! {
        <div class="table-scroll" role="region" aria-label=t(lang, caption) tabindex="0">
            <table class="quiz-table">
                <caption>{t(lang, caption)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t(lang, first)}</th>
                        <th scope="col">{t(lang, "standing-col-met")}</th>
                        <th scope="col">{t(lang, "standing-col-readiness")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// How often "sure" answers were right, per domain: a bar per domain, and
/// the table of "sure" and "guess" answers.
#[component]
fn CalibrationChart(lang: Lang, rows: Vec<(Domain, logic::CalibrationRow)>) -> impl IntoView {
    let row_height = 40.0;
    let width = 400.0;
    let shares: Vec<f64> = rows.iter().map(|(_, r)| r.sure.ratio()).collect();
    let bars = charts::share_bars(&shares, width, row_height);
    let shapes = bars
        .iter()
        .zip(&rows)
        .map(|(bar, (domain, row))| {
            let label = if row.sure.total == 0 {
                format!("{} · {}", domain_name(lang, *domain), t(lang, "standing-no-sure"))
            } else {
                format!(
                    "{} · {}",
                    domain_name(lang, *domain),
                    percent(lang, usize::try_from(row.sure.percent()).unwrap_or(0))
                )
            };
            view! {
                <text class="label" x="0" y=svg_number(bar.y - 2.0)>{label}</text>
                <rect class="bar" x=svg_number(bar.x) y=svg_number(bar.y + 2.0) width=svg_number(bar.width) height=svg_number(bar.height - 2.0)/>
            }
        })
        .collect_view();
    let tally = move |right: u32, total: u32, share: u32| {
        if total == 0 {
            t(lang, "standing-none-yet")
        } else {
            t_args(
                lang,
                "standing-tally",
                &[
                    ("right", Arg::from(usize::try_from(right).unwrap_or(0))),
                    ("total", Arg::from(usize::try_from(total).unwrap_or(0))),
                    (
                        "percent",
                        Arg::Str(percent(lang, usize::try_from(share).unwrap_or(0))),
                    ),
                ],
            )
        }
    };
    let table_rows = rows
        .iter()
        .map(|(domain, row)| {
            view! {
                <tr>
                    <th scope="row">{domain_name(lang, *domain)}</th>
                    <td>{tally(row.sure.right, row.sure.total, row.sure.percent())}</td>
                    <td>{tally(row.guess.right, row.guess.total, row.guess.percent())}</td>
                </tr>
            }
        })
        .collect_view();
    let height = svg_number(row_height * rows.len() as f64 + 4.0);
    view! {
        <section aria-labelledby="standing-calibration-title" data-testid="standing-calibration">
            <h2 id="standing-calibration-title">{t(lang, "standing-calibration-title")}</h2>
            <p class="quiz-hint">{t(lang, "standing-calibration-hint")}</p>
            <figure class="chart">
                <figcaption id="standing-calibration-caption">{t(lang, "standing-calibration-caption")}</figcaption>
                <svg role="img" aria-labelledby="standing-calibration-caption" aria-describedby="standing-calibration-table"
                    viewBox=format!("0 -12 {} {height}", svg_number(width)) class="outcomes">
                    {shapes}
                </svg>
            </figure>
            <div class="table-scroll" role="region" aria-labelledby="standing-calibration-table" tabindex="0">
                <table class="quiz-table" id="standing-calibration-table">
                    <caption>{t(lang, "standing-calibration-table")}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t(lang, "exam-col-domain")}</th>
                            <th scope="col">{t(lang, "standing-col-sure")}</th>
                            <th scope="col">{t(lang, "standing-col-guess")}</th>
                        </tr>
                    </thead>
                    <tbody>{table_rows}</tbody>
                </table>
            </div>
        </section>
    }
}

/// The learner's own target score (never a pass mark of ours).
#[component]
fn TargetSetting(lang: Lang, target: Option<u8>) -> impl IntoView {
    let text = RwSignal::new(target.map(|t| t.to_string()).unwrap_or_default());
    let note = RwSignal::new(None::<(bool, String)>);
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match parse_target(&text.get_untracked()) {
            Ok(target) => {
                progress::update(|p| p.set_target_score(target));
                let said = match target {
                    Some(goal) => t_args(
                        lang,
                        "standing-target-saved",
                        &[("target", Arg::Str(percent(lang, usize::from(goal))))],
                    ),
                    None => t(lang, "standing-target-cleared"),
                };
                note.set(Some((true, said)));
            }
            Err(_) => {
                note.set(Some((false, t(lang, "standing-bad-target"))));
                focus_after_render("#standing-target");
            }
        }
    };
    view! {
        <section aria-labelledby="standing-target-title">
            <h2 id="standing-target-title">{t(lang, "standing-target-title")}</h2>
            <form class="review-setting" on:submit=save>
                <label for="standing-target">{t(lang, "exam-target-label")}</label>
                <p class="quiz-hint" id="standing-target-hint">{t(lang, "exam-target-hint")}</p>
                <div class="review-field">
                    <input id="standing-target" name="target" type="text" inputmode="numeric" size="4"
                        aria-describedby="standing-target-hint standing-target-note"
                        aria-invalid=move || if note.with(|n| matches!(n, Some((false, _)))) { "true" } else { "false" }
                        prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev))/>
                    <button type="submit" class="button" data-testid="standing-target-save">{t(lang, "review-save")}</button>
                </div>
                {move || note.get().map(|(ok, said)| if ok {
                    view! { <p class="quiz-hint" id="standing-target-note" role="status">{said}</p> }.into_any()
                } else {
                    view! { <p class="error" id="standing-target-note" role="alert">{said}</p> }.into_any()
                })}
            </form>
        </section>
    }
}
