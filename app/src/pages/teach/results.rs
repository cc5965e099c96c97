//! `/{lang}/teach/assignments/{id}/results`: the student × item grid with
//! totals, the items' statistics (hardest first), the downloads, the
//! re-grade of attempts made on an older version of an item, and the
//! charts, each with its text equivalent: the score distribution, facility
//! and discrimination per item, the classifier's confusion matrix and the
//! most common wrong outcome of each sandbox challenge. The geometry is in
//! `charts`; this module only draws it.

use super::{
    assignment_url,
    charts::{self, svg_number},
    for_instructor, gate, results_url,
};
use crate::{
    classroom::{assignment_detail, assignment_results, regrade, AssignmentView, ClassError},
    i18n::{percent, t, t_args, use_lang, Arg, Lang},
    pages::{
        class::{item::option_label, student::kind_name, student::score_percent, ErrorNote, When},
        quiz::pattern_name,
    },
};
use hooklab_core::decompose::PatternId;
use hooklab_core::practice::stats::{Cell, CommonWrong, ItemStats, Results};
use hooklab_core::practice::{grade::FULL_MARKS, ItemKind};
use hooklab_core::progress::Confidence;
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// A wrong answer as a teacher reads it: a pattern's name for the quiz,
/// "goal not reached" for the simulator, the failing test and fields for a
/// challenge.
#[must_use]
pub fn answer_text(lang: Lang, answer: &str) -> String {
    if answer == "goal-not-reached" {
        return t(lang, "teach-goal-not-reached");
    }
    PatternId::from_id(answer).map_or_else(|| answer.to_owned(), |p| pattern_name(lang, p))
}

/// An answer of an item of `kind` in words: an exam item's option by its
/// letter, the rest as [`answer_text`].
#[must_use]
pub fn item_answer_text(lang: Lang, kind: ItemKind, answer: &str) -> String {
    if kind == ItemKind::Exam {
        t_args(
            lang,
            "teach-exam-option",
            &[("option", Arg::Str(option_label(answer)))],
        )
    } else {
        answer_text(lang, answer)
    }
}

/// What a grid cell says the student answered, for items answered by a
/// choice (a quiz scenario's pattern, an exam item's option and how sure
/// the student was).
#[must_use]
pub fn cell_answer_text(lang: Lang, kind: ItemKind, cell: &Cell) -> Option<String> {
    if !matches!(kind, ItemKind::Quiz | ItemKind::Exam) {
        return None;
    }
    let answer = item_answer_text(lang, kind, cell.answer.as_deref()?);
    Some(match cell.confidence {
        Some(Confidence::Sure) => format!("{answer} · {}", t(lang, "teach-confidence-sure")),
        Some(Confidence::Guessing) => {
            format!("{answer} · {}", t(lang, "teach-confidence-guessing"))
        }
        None => answer,
    })
}

/// A fraction (0..=1) as a whole percent.
#[must_use]
pub fn fraction_percent(lang: Lang, fraction: f64) -> String {
    let whole = (fraction.clamp(0.0, 1.0) * 100.0).round();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    percent(lang, whole as usize)
}

/// A correlation with two decimals, in the language's number format.
#[must_use]
pub fn correlation_text(lang: Lang, value: f64) -> String {
    hooklab_core::i18n::format_number(lang, (value * 100.0).round() / 100.0)
}

/// A student's total as a share of every item's marks.
#[must_use]
pub fn total_percent(total: u32, items: usize) -> usize {
    let full = u64::from(FULL_MARKS) * items as u64;
    if full == 0 {
        return 0;
    }
    usize::try_from((u64::from(total) * 100 + full / 2) / full).unwrap_or(100)
}

#[component]
pub fn ResultsPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(
        move || (id(), lang.code().to_owned()),
        |(id, lang)| {
            for_instructor(move || async move {
                let view = assignment_detail(id.clone(), lang.clone()).await?;
                let results = assignment_results(id, lang).await?;
                Ok::<(AssignmentView, Results), ClassError>((view, results))
            })
        },
    );
    let refresh = Callback::new(move |()| data.refetch());
    // What the last re-grade did: kept here, above the part that the
    // refetch after a re-grade draws again.
    let regraded = RwSignal::new(None::<(u32, u32)>);
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-results-title"))/>
        <div class="page class teach results">
            <Transition fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    gate(lang, &results_url(lang, &id()), data.await, |(view, results)| view! {
                        <ResultsBody lang=lang view=view results=results refresh=refresh regraded=regraded/>
                    }.into_any())
                })}
            </Transition>
        </div>
    }
}

#[component]
fn ResultsBody(
    lang: Lang,
    view: AssignmentView,
    results: Results,
    refresh: Callback<()>,
    regraded: RwSignal<Option<(u32, u32)>>,
) -> impl IntoView {
    let a = view.assignment;
    let download = |ext: &str| {
        format!(
            "/api/class/results.{ext}?assignment={}&lang={}",
            crate::pages::class::encode_component(&a.id),
            lang.code()
        )
    };
    let order = results.hardest_first();
    let active = results
        .rows
        .iter()
        .filter(|r| r.cells.iter().any(|c| c.attempts > 0))
        .count();
    view! {
        <p class="breadcrumb"><a href=assignment_url(lang, &a.id)>{a.title.clone()}</a></p>
        <h1>{t_args(lang, "teach-results-of", &[("assignment", Arg::Str(a.title.clone()))])}</h1>
        <p class="downloads">
            <a class="button" href=download("csv") download="results.csv" data-testid="download-csv">{t(lang, "teach-download-csv")}</a>
            " "
            <a class="button" href=download("json") download="results.json">{t(lang, "teach-download-json")}</a>
        </p>
        <Regrade lang=lang assignment_id=a.id.clone() stale=view.stale_attempts refresh=refresh done=regraded/>
        <Grid lang=lang results=results.clone()/>
        <ItemTable lang=lang results=results.clone() order=order.clone()/>
        <h2>{t(lang, "teach-charts")}</h2>
        <Distribution lang=lang counts=results.distribution active=active/>
        <ItemChart lang=lang results=results.clone() order=order/>
        <Confusion lang=lang results=results.clone()/>
        <ChallengeOutcomes lang=lang results=results/>
    }
}

/// The re-grade button, when attempts were graded against an older
/// version of their item.
#[component]
fn Regrade(
    lang: Lang,
    assignment_id: String,
    stale: u32,
    refresh: Callback<()>,
    done: RwSignal<Option<(u32, u32)>>,
) -> impl IntoView {
    let busy = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let id = StoredValue::new(assignment_id);
    let run = move |_| {
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        spawn_local(async move {
            match regrade(id.get_value()).await {
                Ok(r) => {
                    done.set(Some((r.regraded, r.changed)));
                    refresh.run(());
                }
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    view! {
        {(stale > 0).then(|| view! {
            <div class="class-card regrade">
                <p>{t_args(lang, "teach-stale", &[("count", Arg::Num(f64::from(stale)))])}</p>
                <button type="button" class="primary" disabled=move || busy.get() on:click=run>{t(lang, "teach-regrade")}</button>
            </div>
        })}
        <div role="status">
            {move || done.get().map(|(regraded, changed)| view! {
                <p class="success">{t_args(lang, "teach-regraded", &[
                    ("count", Arg::Num(f64::from(regraded))),
                    ("changed", Arg::Num(f64::from(changed))),
                ])}</p>
            })}
        </div>
        {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
    }
}

/// The student × item grid, with each student's total.
#[component]
fn Grid(lang: Lang, results: Results) -> impl IntoView {
    if results.rows.is_empty() {
        return view! {
            <h2>{t(lang, "teach-grid")}</h2>
            <p>{t(lang, "teach-no-students")}</p>
        }
        .into_any();
    }
    let items = results.items.len();
    let head = results
        .items
        .iter()
        .map(|item| view! { <th scope="col"><span class="kind">{kind_name(lang, item.kind)}</span>" "{item.title.clone()}</th> })
        .collect_view();
    let rows = results
        .rows
        .iter()
        .map(|row| {
            let cells = row
                .cells
                .iter()
                .zip(&results.items)
                .map(|(cell, item)| match cell.score {
                    None => view! { <td class="empty">{t(lang, "teach-not-attempted")}</td> }.into_any(),
                    Some(score) => {
                        let attempts = t_args(lang, "class-item-attempts", &[("count", Arg::Num(f64::from(cell.attempts)))]);
                        let answer = cell_answer_text(lang, item.kind, cell);
                        view! {
                            <td>
                                <strong>{percent(lang, score_percent(score))}</strong>
                                {answer.map(|a| view! { <span class="cell-detail" data-testid="cell-answer">{a}</span> })}
                                <span class="cell-detail">{attempts}</span>
                                {cell.last_attempt_at.map(|at| view! { <span class="cell-detail"><When lang=lang at=at/></span> })}
                                {cell.late.then(|| view! { <span class="badge late">{t(lang, "class-late-mark")}</span> })}
                            </td>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! {
                <tr>
                    <th scope="row">{row.student.name.clone()}</th>
                    {cells}
                    <td class="total">{percent(lang, total_percent(row.total, items))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h2 id="grid-heading">{t(lang, "teach-grid")}</h2>
        <div class="table-scroll" role="region" aria-labelledby="grid-heading" tabindex="0">
            <table class="grid" data-testid="results-grid">
                <thead><tr>
                    <th scope="col">{t(lang, "teach-col-student")}</th>
                    {head}
                    <th scope="col">{t(lang, "teach-col-total")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
    .into_any()
}

fn wrong_text(lang: Lang, kind: ItemKind, wrong: Option<&CommonWrong>) -> String {
    wrong.map_or_else(
        || t(lang, "teach-none"),
        |w| {
            t_args(
                lang,
                "teach-wrong-share",
                &[
                    ("answer", Arg::Str(item_answer_text(lang, kind, &w.answer))),
                    ("share", Arg::Str(fraction_percent(lang, w.share))),
                    ("count", Arg::Num(f64::from(w.count))),
                ],
            )
        },
    )
}

/// The items' statistics, hardest first: the text equivalent of the
/// facility and discrimination chart.
#[component]
fn ItemTable(lang: Lang, results: Results, order: Vec<usize>) -> impl IntoView {
    let rows = order
        .into_iter()
        .filter_map(|i| Some((results.items.get(i)?.clone(), results.item_stats.get(i)?.clone())))
        .map(|(item, stats): (_, ItemStats)| {
            view! {
                <tr>
                    <th scope="row"><span class="kind">{kind_name(lang, item.kind)}</span>" "{item.title.clone()}</th>
                    <td>{stats.attempted}</td>
                    <td>{stats.facility.map_or_else(|| t(lang, "teach-none"), |f| fraction_percent(lang, f))}</td>
                    <td>{stats.discrimination.map_or_else(|| t(lang, "teach-none"), |d| correlation_text(lang, d))}</td>
                    <td>{wrong_text(lang, item.kind, stats.most_common_wrong.as_ref())}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h2 id="items-heading">{t(lang, "teach-item-stats")}</h2>
        <p class="note">{t(lang, "teach-item-stats-lead")}</p>
        <div class="table-scroll" role="region" aria-labelledby="items-heading" tabindex="0">
            <table class="grid" id="item-stats" data-testid="item-stats">
                <thead><tr>
                    <th scope="col">{t(lang, "teach-col-item")}</th>
                    <th scope="col">{t(lang, "teach-col-attempted")}</th>
                    <th scope="col">{t(lang, "teach-col-facility")}</th>
                    <th scope="col">{t(lang, "teach-col-discrimination")}</th>
                    <th scope="col">{t(lang, "teach-col-wrong")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// The score distribution: columns per tenth of the marks, and the counts
/// as a table.
#[component]
fn Distribution(lang: Lang, counts: [u32; 10], active: usize) -> impl IntoView {
    let bars = charts::histogram(&counts);
    let floors = charts::bin_floors(counts.len());
    let slot = charts::HISTOGRAM_WIDTH / counts.len() as f64;
    let label = |floor: u32| {
        let top = if floor >= 90 { 100 } else { floor + 10 };
        t_args(
            lang,
            "teach-bin",
            &[
                ("from", Arg::Num(f64::from(floor))),
                ("to", Arg::Num(f64::from(top))),
            ],
        )
    };
    let shapes = bars
        .iter()
        .zip(&floors)
        .enumerate()
        .map(|(i, (bar, floor))| {
            let centre = svg_number(i as f64 * slot + slot / 2.0);
            view! {
                <rect class="bar" x=svg_number(bar.x) y=svg_number(bar.y) width=svg_number(bar.width) height=svg_number(bar.height)/>
                <text class="axis" x=centre y=svg_number(charts::HISTOGRAM_HEIGHT + 14.0) text-anchor="middle">{floor.to_string()}</text>
            }
        })
        .collect_view();
    let rows = counts
        .iter()
        .zip(&floors)
        .map(|(count, floor)| view! { <tr><th scope="row">{label(*floor)}</th><td>{*count}</td></tr> })
        .collect_view();
    let height = charts::HISTOGRAM_HEIGHT + charts::HISTOGRAM_AXIS;
    view! {
        <figure class="chart">
            <figcaption id="distribution-caption">{t_args(lang, "teach-distribution", &[("count", Arg::Num(active as f64))])}</figcaption>
            <svg role="img" aria-labelledby="distribution-caption" viewBox=format!("0 0 {} {}", svg_number(charts::HISTOGRAM_WIDTH), svg_number(height))
                class="histogram" preserveAspectRatio="xMinYMin meet">
                <line class="baseline" x1="0" x2=svg_number(charts::HISTOGRAM_WIDTH) y1=svg_number(charts::HISTOGRAM_HEIGHT) y2=svg_number(charts::HISTOGRAM_HEIGHT)/>
                {shapes}
            </svg>
            <details>
                <summary>{t(lang, "teach-as-table")}</summary>
                <table class="grid">
                    <thead><tr><th scope="col">{t(lang, "teach-col-score")}</th><th scope="col">{t(lang, "teach-col-students")}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </figure>
    }
}

/// Facility and discrimination per item, hardest first; the item table
/// above says the same in numbers.
#[component]
fn ItemChart(lang: Lang, results: Results, order: Vec<usize>) -> impl IntoView {
    let values: Vec<(Option<f64>, Option<f64>)> = order
        .iter()
        .filter_map(|&i| results.item_stats.get(i))
        .map(|s| (s.facility, s.discrimination))
        .collect();
    let rows = charts::item_rows(&values);
    let (width, height) = charts::item_chart_size(values.len());
    let head = 18.0;
    let centre = charts::discrimination_centre();
    let shapes = rows
        .iter()
        .zip(&order)
        .map(|(row, &i)| {
            let title = results.items.get(i).map(|it| it.title.clone()).unwrap_or_default();
            let short: String = if title.chars().count() > 26 {
                format!("{}…", title.chars().take(25).collect::<String>())
            } else {
                title
            };
            let text_y = svg_number(row.y + head + charts::ITEM_ROW_HEIGHT * 0.65);
            let bar = |r: Option<charts::Rect>, class: &'static str| {
                r.map(|r| view! { <rect class=class x=svg_number(r.x) y=svg_number(r.y + head) width=svg_number(r.width) height=svg_number(r.height)/> })
            };
            view! {
                <text class="label" x="0" y=text_y>{short}</text>
                {bar(row.facility, "bar")}
                {bar(row.discrimination, "bar second")}
            }
        })
        .collect_view();
    let bar_start = svg_number(charts::ITEM_LABEL_WIDTH);
    view! {
        <figure class="chart">
            <figcaption id="items-caption">{t(lang, "teach-items-chart")}</figcaption>
            <svg role="img" aria-labelledby="items-caption" aria-describedby="item-stats"
                viewBox=format!("0 0 {} {}", svg_number(width), svg_number(height + head)) class="item-chart">
                <text class="axis" x=bar_start.clone() y="12">{t(lang, "teach-col-facility")}</text>
                <text class="axis" x=svg_number(centre) y="12" text-anchor="middle">{t(lang, "teach-col-discrimination")}</text>
                <line class="baseline" x1=svg_number(centre) x2=svg_number(centre) y1=svg_number(head) y2=svg_number(height + head)/>
                {shapes}
            </svg>
            <p class="note">{t(lang, "teach-items-chart-text")}</p>
        </figure>
    }
}

/// The classifier's confusion matrix: which pattern was chosen when
/// another was expected (first attempts on quiz items).
#[component]
fn Confusion(lang: Lang, results: Results) -> impl IntoView {
    if results.confusion.is_empty() {
        return ().into_any();
    }
    let grid = charts::confusion_grid(&results.confusion);
    let names: Vec<String> = grid.labels.iter().map(|l| answer_text(lang, l)).collect();
    let n = grid.labels.len() as f64;
    let margin = 24.0;
    let cells = grid
        .counts
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            let max = grid.max;
            row.iter().enumerate().map(move |(c, &count)| {
                let x = margin + c as f64 * charts::CELL;
                let y = margin + r as f64 * charts::CELL;
                let class = if r == c { "cell right" } else { "cell" };
                view! {
                    <rect class=class x=svg_number(x) y=svg_number(y) width=svg_number(charts::CELL - 2.0) height=svg_number(charts::CELL - 2.0)
                        fill-opacity=svg_number(0.08 + 0.92 * charts::shade(count, max))/>
                    <text class="count" x=svg_number(x + charts::CELL / 2.0 - 1.0) y=svg_number(y + charts::CELL / 2.0 + 4.0) text-anchor="middle">{count.to_string()}</text>
                }
            })
        })
        .collect_view();
    let numbers = (0..grid.labels.len())
        .map(|i| {
            let at = svg_number(margin + i as f64 * charts::CELL + charts::CELL / 2.0);
            let index = (i + 1).to_string();
            view! {
                <text class="axis" x=at.clone() y="16" text-anchor="middle">{index.clone()}</text>
                <text class="axis" x="10" y=svg_number(margin + i as f64 * charts::CELL + charts::CELL / 2.0 + 4.0) text-anchor="middle">{index}</text>
            }
        })
        .collect_view();
    let legend = names
        .iter()
        .enumerate()
        .map(|(i, name)| view! { <li value=(i + 1).to_string()>{name.clone()}</li> })
        .collect_view();
    let head = names
        .iter()
        .map(|name| view! { <th scope="col">{name.clone()}</th> })
        .collect_view();
    let rows = grid
        .counts
        .iter()
        .zip(&names)
        .map(|(row, name)| {
            view! {
                <tr><th scope="row">{name.clone()}</th>{row.iter().map(|c| view! { <td>{*c}</td> }).collect_view()}</tr>
            }
        })
        .collect_view();
    let side = svg_number(margin + n * charts::CELL);
    view! {
        <figure class="chart">
            <figcaption id="confusion-caption">{t(lang, "teach-confusion")}</figcaption>
            <p class="note">{t(lang, "teach-confusion-lead")}</p>
            <svg role="img" aria-labelledby="confusion-caption" viewBox=format!("0 0 {side} {side}") class="confusion">
                {numbers}
                {cells}
            </svg>
            <ol class="legend">{legend}</ol>
            <details>
                <summary>{t(lang, "teach-as-table")}</summary>
                <div class="table-scroll">
                    <table class="grid">
                        <thead><tr><th scope="col">{t(lang, "teach-expected-chosen")}</th>{head}</tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </figure>
    }
    .into_any()
}

/// For each sandbox challenge, the most common wrong outcome and its
/// share of first attempts.
#[component]
fn ChallengeOutcomes(lang: Lang, results: Results) -> impl IntoView {
    let found: Vec<(String, CommonWrong)> = results
        .items
        .iter()
        .zip(&results.item_stats)
        .filter(|(item, _)| item.kind == ItemKind::Challenge)
        .filter_map(|(item, stats)| Some((item.title.clone(), stats.most_common_wrong.clone()?)))
        .collect();
    if found.is_empty() {
        return ().into_any();
    }
    let row_height = 40.0;
    let width = 400.0;
    let bars = charts::share_bars(
        &found.iter().map(|(_, w)| w.share).collect::<Vec<_>>(),
        width,
        row_height,
    );
    let shapes = bars
        .iter()
        .zip(&found)
        .map(|(bar, (title, _))| {
            view! {
                <text class="label" x="0" y=svg_number(bar.y - 2.0)>{title.clone()}</text>
                <rect class="bar second" x=svg_number(bar.x) y=svg_number(bar.y + 2.0) width=svg_number(bar.width) height=svg_number(bar.height - 2.0)/>
            }
        })
        .collect_view();
    let list = found
        .iter()
        .map(|(title, wrong)| view! { <li>{t_args(lang, "teach-outcome-line", &[("item", Arg::Str(title.clone())), ("wrong", Arg::Str(wrong_text(lang, ItemKind::Challenge, Some(wrong))))])}</li> })
        .collect_view();
    let height = svg_number(row_height * found.len() as f64 + 4.0);
    view! {
        <figure class="chart">
            <figcaption id="outcomes-caption">{t(lang, "teach-challenge-outcomes")}</figcaption>
            <svg role="img" aria-labelledby="outcomes-caption" aria-describedby="outcomes-list"
                viewBox=format!("0 -12 {} {height}", svg_number(width)) class="outcomes">
                {shapes}
            </svg>
            <ul id="outcomes-list">{list}</ul>
        </figure>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_answers_read_as_a_teacher_names_them() {
        assert_eq!(
            answer_text(Lang::En, "hook-pre-tool-use"),
            pattern_name(Lang::En, PatternId::HookPreToolUse)
        );
        assert_eq!(
            answer_text(Lang::Ru, "goal-not-reached"),
            t(Lang::Ru, "teach-goal-not-reached")
        );
        assert_eq!(answer_text(Lang::En, "t2: decision"), "t2: decision");
    }

    #[test]
    fn totals_are_a_share_of_every_item_s_marks() {
        assert_eq!(total_percent(FULL_MARKS, 2), 50);
        assert_eq!(total_percent(2 * FULL_MARKS, 2), 100);
        assert_eq!(total_percent(FULL_MARKS, 3), 33);
        assert_eq!(total_percent(0, 0), 0);
    }

    #[test]
    fn fractions_and_correlations_read_in_the_language() {
        assert!(fraction_percent(Lang::En, 0.5).contains("50"));
        assert!(fraction_percent(Lang::Fr, 1.2).contains("100"));
        assert_eq!(correlation_text(Lang::En, 0.456), "0.46");
        assert!(correlation_text(Lang::Fr, -0.5).contains("0,5"));
    }

    #[test]
    fn an_exam_answer_reads_as_its_option_with_the_confidence() {
        let cell = Cell {
            score: Some(0),
            attempts: 1,
            correct: Some(false),
            answer: Some("b".into()),
            confidence: Some(Confidence::Guessing),
            ..Cell::default()
        };
        for lang in Lang::ALL {
            let text = cell_answer_text(lang, ItemKind::Exam, &cell).unwrap();
            assert!(text.contains('B'), "{text}");
            assert!(
                text.contains(&t(lang, "teach-confidence-guessing")),
                "{text}"
            );
        }
        assert_eq!(
            cell_answer_text(Lang::En, ItemKind::Challenge, &cell),
            None,
            "a challenge's outcome is not a choice"
        );
        assert_eq!(
            item_answer_text(Lang::En, ItemKind::Quiz, "hook-pre-tool-use"),
            answer_text(Lang::En, "hook-pre-tool-use")
        );
    }
}
