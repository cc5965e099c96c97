//! The learner's quiz history, shown above the setup of a new round: rounds
//! played, accuracy per pattern, the last confusions. The numbers come from
//! the core's `quiz_history`; this view only lays them out. It appears once
//! the page runs in the browser, where the progress store is.

use super::{pattern_name, round::QuizItem};
use crate::{
    i18n::{percent, t, t_args, Arg, Lang},
    local_format::{LocalDate, LocalNumber},
    progress,
};
use hooklab_core::progress::history::{quiz_history, QuizHistory};
use leptos::prelude::*;

/// The history of the stored answers, with each scenario's right pattern
/// taken from `bank`.
pub fn history_of(
    answers: &[hooklab_core::progress::QuizAnswer],
    bank: &[QuizItem],
) -> QuizHistory {
    quiz_history(answers, |id| {
        bank.iter()
            .find(|item| item.id == id)
            .map(|item| item.answer)
    })
}

#[component]
pub fn HistoryView(lang: Lang, bank: StoredValue<std::sync::Arc<Vec<QuizItem>>>) -> impl IntoView {
    let stored = progress::use_stored();
    move || {
        let history = stored.with(|p| {
            p.as_ref()
                .map(|p| bank.with_value(|b| history_of(&p.quiz, b)))
        })?;
        (!history.is_empty()).then(|| view_history(lang, &history, bank))
    }
}

fn view_history(
    lang: Lang,
    history: &QuizHistory,
    bank: StoredValue<std::sync::Arc<Vec<QuizItem>>>,
) -> impl IntoView {
    let rounds = t_args(
        lang,
        "quiz-history-rounds",
        &[("count", Arg::from(history.rounds))],
    );
    let answers = t_args(
        lang,
        "quiz-history-answers",
        &[
            ("right", Arg::from(history.answers.right as usize)),
            ("total", Arg::from(history.answers.total as usize)),
            (
                "percent",
                Arg::Str(percent(lang, history.answers.percent() as usize)),
            ),
        ],
    );
    let last = history
        .last_at_ms
        .and_then(|ms| i64::try_from(ms).ok())
        .map(|at_ms| {
            view! { <li>{t(lang, "quiz-history-last")}" "<LocalDate lang=lang at_ms=at_ms/></li> }
        });
    let rows = history
        .per_pattern
        .iter()
        .map(|(pattern, tally)| {
            view! {
                <tr>
                    <th scope="row">{pattern_name(lang, *pattern)}</th>
                    <td>
                        <LocalNumber lang=lang value={tally.right as usize}/>" / "<LocalNumber lang=lang value={tally.total as usize}/>
                    </td>
                    <td>{percent(lang, tally.percent() as usize)}</td>
                </tr>
            }
        })
        .collect_view();
    let confusions = (!history.recent_confusions.is_empty()).then(|| {
        let items = history
            .recent_confusions
            .iter()
            .map(|c| {
                let text = t_args(
                    lang,
                    "quiz-history-confusion",
                    &[
                        ("chosen", Arg::Str(pattern_name(lang, c.chosen))),
                        ("answer", Arg::Str(pattern_name(lang, c.answer))),
                    ],
                );
                let title = bank.with_value(|b| {
                    b.iter().find(|item| item.id == c.scenario).map(|item| item.title.clone())
                });
                view! {
                    <li>
                        {text}
                        {title.map(|title| view! { <span class="quiz-history-scenario">{title}</span> })}
                    </li>
                }
            })
            .collect_view();
        view! {
            <h3>{t(lang, "quiz-history-confusions-title")}</h3>
            <ul class="quiz-confusions" data-testid="quiz-history-confusions">{items}</ul>
        }
    });
    view! {
        <section class="quiz-history" aria-labelledby="quiz-history-title" data-testid="quiz-history">
            <h2 id="quiz-history-title">{t(lang, "quiz-history-title")}</h2>
            <ul class="quiz-history-totals">
                <li>{rounds}</li>
                <li>{answers}</li>
                {last}
            </ul>
            <h3>{t(lang, "quiz-per-pattern")}</h3>
            <table class="quiz-table" data-testid="quiz-history-patterns">
                <thead>
                    <tr>
                        <th scope="col">{t(lang, "quiz-col-pattern")}</th>
                        <th scope="col">{t(lang, "quiz-col-right")}</th>
                        <th scope="col">{t(lang, "quiz-col-accuracy")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            {confusions}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::decompose::{Answers, PatternId, Topic};
    use hooklab_core::progress::{Confidence, QuizAnswer};

    fn item(id: &str, answer: PatternId) -> QuizItem {
        QuizItem {
            id: id.to_owned(),
            topic: Topic::Decomposition,
            answer,
            inner: None,
            options: vec![answer, PatternId::Routing],
            answers: Answers::default(),
            title: id.to_owned(),
            situation: String::new(),
            explanation: String::new(),
            why_not: Default::default(),
            exam_note: None,
        }
    }

    #[test]
    fn the_bank_names_the_right_pattern_of_a_missed_scenario() {
        let bank = [item("pr-review", PatternId::PromptChaining)];
        let answers = [QuizAnswer {
            scenario: "pr-review".to_owned(),
            chosen: "routing".to_owned(),
            correct: false,
            confidence: Confidence::Guessing,
            at_ms: Some(3),
            round: Some(1),
        }];
        let history = history_of(&answers, &bank);
        assert_eq!(history.rounds, 1);
        assert_eq!(history.per_pattern[0].0, PatternId::PromptChaining);
        assert_eq!(history.recent_confusions[0].chosen, PatternId::Routing);
    }
}
