//! The spaced review page: today's due cards, each asked again as the
//! question it came from (an exam item, a quiz scenario or a lesson's
//! check with its options; a challenge as a link to its page), graded in
//! the browser with the content's key and sent to the core's FSRS
//! scheduler (`Progress::review`). A cram session goes through every card
//! and records nothing. Below: the desired retention, the exam date and the
//! plan to it, drawn and listed.
//!
//! The server sends every question a card can ask, in the page's language;
//! the cards, the clock and the time zone are the browser's, so everything
//! that depends on them appears after hydration (the server and the
//! browser's first render are the same "loading" line).

pub mod logic;

use std::collections::BTreeSet;

use crate::{
    i18n::{percent, t, t_args, use_lang, Arg, Lang},
    keyboard::focus_after_render,
    local_format::LocalDate,
    pages::exam::{clock_ms, domain_name, letter, Explanation},
    pages::quiz::{pattern_name, random_seed},
    pages::teach::charts::{self, svg_number},
    progress,
};
use hooklab_core::calendar::Now;
use hooklab_core::progress::{Confidence, Progress};
use hooklab_core::review::ExamPlan;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use logic::{
    next_card, next_due_day, noon_of, parse_exam_date, parse_retention, retention_percent, Asked,
    ReviewContent, Session,
};

/// The review page's content: every question a card can ask, in the
/// page's language.
impl crate::page_data::Content for ReviewContent {
    const FILE: crate::page_data::PageData = crate::page_data::PageData::Review;

    #[cfg(feature = "ssr")]
    fn build(lang: Lang) -> Result<Self, String> {
        use crate::page_data::get;
        let unbuilt = |missing: crate::page_data::Missing| missing.to_string();
        let exam = get::<Vec<crate::pages::exam::logic::PageItem>>(lang).map_err(unbuilt)?;
        let quiz = get::<Vec<crate::pages::quiz::round::QuizItem>>(lang).map_err(unbuilt)?;
        let challenges = crate::pages::sandbox::catalog::catalog(lang.code())
            .map_err(|error| error.to_string())?
            .challenges
            .into_iter()
            .map(|c| logic::ChallengeCard {
                id: c.id,
                title: c.title,
                goal: c.summary,
            })
            .collect();
        Ok(ReviewContent {
            exam: exam.to_vec(),
            quiz: quiz.to_vec(),
            checks: ssr::checks(lang.code()),
            challenges,
        })
    }
}

#[cfg(feature = "ssr")]
mod ssr {
    use super::logic::CheckCard;
    use crate::i18n::{typeset, Lang};
    use crate::reading::{check_progress_id, lesson_progress_id};

    /// Every lesson's check-yourself questions in `lang`.
    pub fn checks(lang: &str) -> Vec<CheckCard> {
        let locale = Lang::from_code(lang).unwrap_or(Lang::En);
        hooklab_content::library()
            .lessons()
            .filter(|lesson| lesson.lang == locale.code())
            .flat_map(|lesson| {
                lesson.checks.iter().map(move |check| CheckCard {
                    id: check_progress_id(
                        &lesson_progress_id(&lesson.section, &lesson.slug),
                        &check.id,
                    ),
                    lesson_title: lesson.title.clone(),
                    question: typeset(locale, &check.question),
                    options: check.options.iter().map(|o| typeset(locale, o)).collect(),
                    answer: check.answer,
                    explanation: typeset(locale, &check.explanation),
                })
            })
            .collect()
    }
}

/// The browser's moment and UTC offset (`None` on the server).
pub(crate) fn browser_now() -> Option<Now> {
    #[cfg(feature = "hydrate")]
    {
        let date = js_sys::Date::new_0();
        let ms = date.get_time();
        let offset = -date.get_timezone_offset();
        #[allow(clippy::cast_possible_truncation)]
        (ms.is_finite() && offset.is_finite()).then_some(Now {
            ms: ms as i64,
            utc_offset_minutes: offset as i32,
        })
    }
    #[cfg(not(feature = "hydrate"))]
    {
        None
    }
}

/// Where focus goes once an answer is graded, and when a card appears.
const VERDICT: &str = "#review-verdict";
const CARD_TITLE: &str = "#review-card-title";

#[component]
pub fn ReviewPage() -> impl IntoView {
    let lang = use_lang();
    let review = crate::page_data::page_with::<ReviewContent>(lang, |bank| {
        view! { <ReviewView lang=lang bank=bank/> }.into_any()
    });
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "review-title"))/>
        <Meta name="description" content=t(lang, "review-description")/>
        <div class="page narrow quiz review">
            <h1>{t(lang, "review-title")}</h1>
            <p class="lead">{t(lang, "review-lead")}</p>
            {review}
        </div>
    }
}

/// The card on screen and what the learner did with it.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    key: String,
    chosen: Option<String>,
    /// Set once the learner said how sure they are: whether it was right.
    graded: Option<bool>,
    confidence: Option<Confidence>,
}

/// The page's state, shared by its parts.
#[derive(Clone, Copy)]
struct Desk {
    lang: Lang,
    bank: StoredValue<std::sync::Arc<ReviewContent>>,
    /// The stored progress, once the page runs in the browser.
    progress: RwSignal<Option<Progress>>,
    now: RwSignal<Option<Now>>,
    session: RwSignal<Session>,
    /// The cards this session showed (cram) or set aside (gone content).
    passed: RwSignal<BTreeSet<String>>,
    current: RwSignal<Option<Shown>>,
}

impl Desk {
    /// Reads the clock and shows the next card of the session.
    fn advance(self) {
        let now = browser_now().or(self.now.get_untracked());
        self.now.set(now);
        let next = self.progress.with_untracked(|p| {
            let (p, now) = (p.as_ref()?, now?);
            self.passed
                .with_untracked(|passed| next_card(p, now, self.session.get_untracked(), passed))
        });
        self.current.set(next.map(|key| Shown {
            key,
            chosen: None,
            graded: None,
            confidence: None,
        }));
    }

    /// Grades the card on screen; a due card's review goes to the
    /// scheduler, a crammed one only to this session's list.
    fn grade(self, right: bool, confidence: Option<Confidence>) {
        let Some(key) = self
            .current
            .with_untracked(|c| c.as_ref().map(|c| c.key.clone()))
        else {
            return;
        };
        match self.session.get_untracked() {
            Session::Due => {
                let at = clock_ms();
                progress::update(|p| {
                    let _ = p.review(&key, right, confidence, at);
                });
                self.progress.set(Some(progress::load()));
            }
            Session::Cram => self.passed.update(|p| {
                p.insert(key);
            }),
        }
        self.current.update(|c| {
            if let Some(c) = c {
                c.graded = Some(right);
                c.confidence = confidence;
            }
        });
        focus_after_render(VERDICT);
    }

    /// Sets the card on screen aside (its question is gone) and moves on.
    fn skip(self) {
        if let Some(key) = self
            .current
            .with_untracked(|c| c.as_ref().map(|c| c.key.clone()))
        {
            self.passed.update(|p| {
                p.insert(key);
            });
        }
        self.advance();
    }

    /// Changes the stored settings and the page's copy of them.
    fn change(self, change: impl FnOnce(&mut Progress)) {
        progress::update(change);
        self.progress.set(Some(progress::load()));
    }
}

#[component]
fn ReviewView(lang: Lang, bank: std::sync::Arc<ReviewContent>) -> impl IntoView {
    let desk = Desk {
        lang,
        bank: StoredValue::new(bank),
        progress: RwSignal::new(None),
        now: RwSignal::new(None),
        session: RwSignal::new(Session::Due),
        passed: RwSignal::new(BTreeSet::new()),
        current: RwSignal::new(None),
    };
    // After hydration (and after an import from the footer): the stored
    // progress, the clock, and the first card.
    let stored = progress::use_stored();
    Effect::new(move |_| {
        if let Some(p) = stored.get() {
            desk.progress.set(Some(p));
            desk.passed.set(BTreeSet::new());
            desk.advance();
        }
    });
    // Changes only once: the parts below follow the progress themselves.
    let ready =
        Memo::new(move |_| desk.progress.with(Option::is_some) && desk.now.with(Option::is_some));
    view! {
        {move || if ready.get() {
            view! {
                <Summary desk=desk/>
                <SessionChoice desk=desk/>
                <CardView desk=desk/>
                <Settings desk=desk/>
                <PlanSection desk=desk/>
            }.into_any()
        } else {
            view! { <p class="quiz-hint reading-storage">{t(lang, "review-loading")}</p> }.into_any()
        }}
    }
}

/// How many cards are due today, and how many there are.
#[component]
fn Summary(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    let counts = move || {
        let now = desk.now.get()?;
        desk.progress
            .with(|p| p.as_ref().map(|p| (p.due_today(now).len(), p.cards.len())))
    };
    move || {
        let (due, total) = counts().unwrap_or((0, 0));
        view! {
            <p class="review-summary" data-testid="review-due">
                {t_args(lang, "review-due-count", &[("count", Arg::from(due))])}
                " "
                {t_args(lang, "review-card-count", &[("count", Arg::from(total))])}
            </p>
        }
    }
}

/// Review what is due, or cram everything.
#[component]
fn SessionChoice(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    let choose = move |session: Session| {
        desk.session.set(session);
        desk.passed.set(BTreeSet::new());
        desk.advance();
        focus_after_render(CARD_TITLE);
    };
    let button = move |session: Session, key: &'static str, testid: &'static str| {
        view! {
            <button type="button" class="button" data-testid=testid
                aria-pressed=move || if desk.session.get() == session { "true" } else { "false" }
                on:click=move |_| choose(session)>
                {t(lang, key)}
            </button>
        }
    };
    view! {
        <div class="review-sessions" role="group" aria-label=t(lang, "review-session-label")>
            {button(Session::Due, "review-session-due", "review-session-due")}
            {button(Session::Cram, "review-session-cram", "review-session-cram")}
        </div>
        <p class="quiz-hint">
            {move || t(lang, if desk.session.get() == Session::Cram { "review-cram-hint" } else { "review-due-hint" })}
        </p>
    }
}

/// The card on screen, or what to do when there is none.
#[component]
fn CardView(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    let key = Memo::new(move |_| desk.current.with(|c| c.as_ref().map(|c| c.key.clone())));
    move || {
        let Some(key) = key.get() else {
            return view! { <EmptyState desk=desk/> }.into_any();
        };
        let asked = desk.bank.with_value(|b| b.find(&key));
        let body = match asked {
            None => view! {
                <p>{t(lang, "review-card-gone")}</p>
                <div class="quiz-actions">
                    <button type="button" class="button" on:click=move |_| desk.skip()>{t(lang, "review-skip")}</button>
                </div>
            }
            .into_any(),
            Some(Asked::Challenge(challenge)) => {
                view! { <ChallengeCardView desk=desk challenge=challenge/> }.into_any()
            }
            Some(asked) => view! { <QuestionCard desk=desk asked=asked/> }.into_any(),
        };
        view! {
            <section class="review-card" aria-labelledby="review-card-title" data-testid="review-card" data-card=key.clone()>
                <h2 id="review-card-title" tabindex="-1">
                    {move || t(lang, if desk.session.get() == Session::Cram { "review-card-title-cram" } else { "review-card-title" })}
                </h2>
                {body}
            </section>
        }
        .into_any()
    }
}

/// Nothing left in the session: when the next card falls due.
#[component]
fn EmptyState(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    let (none_at_all, next_day) = desk.progress.with_untracked(|p| {
        let p = p.as_ref();
        let now = desk.now.get_untracked();
        (
            p.is_none_or(|p| p.cards.is_empty()),
            p.zip(now).and_then(|(p, now)| next_due_day(p, now)),
        )
    });
    let cram = desk.session.get_untracked() == Session::Cram;
    let text = if none_at_all {
        view! { <p>{t(lang, "review-no-cards")}</p> }.into_any()
    } else if cram {
        view! { <p>{t(lang, "review-cram-done")}</p> }.into_any()
    } else if let Some(day) = next_day {
        view! {
            <p>{t(lang, "review-done-next")}" "<LocalDate lang=lang at_ms=noon_of(day)/></p>
        }
        .into_any()
    } else {
        view! { <p>{t(lang, "review-done")}</p> }.into_any()
    };
    let code = lang.code();
    view! {
        <section class="review-card review-empty" aria-labelledby="review-card-title" data-testid="review-empty">
            <h2 id="review-card-title" tabindex="-1">{t(lang, "review-empty-title")}</h2>
            {text}
            <p>
                <a href=format!("/{code}/exam")>{t(lang, "review-go-exam")}</a>
                " · "
                <a href=format!("/{code}/progress")>{t(lang, "review-go-progress")}</a>
            </p>
        </section>
    }
}

/// A question asked again: its options, "sure" or "guess", then the
/// verdict and the explanation.
#[component]
fn QuestionCard(desk: Desk, asked: Asked) -> impl IntoView {
    let lang = desk.lang;
    let shown = move || desk.current.get();
    let (context, prompt) = match &asked {
        Asked::Exam(page) => (
            domain_name(lang, page.item.domain),
            page.item
                .text(lang)
                .map(|w| w.stem.clone())
                .unwrap_or_default(),
        ),
        Asked::Quiz(item) => (
            t(lang, "review-from-quiz"),
            format!("{} — {}", item.title, item.situation),
        ),
        Asked::Check(check) => (
            t_args(
                lang,
                "review-from-check",
                &[("lesson", Arg::Str(check.lesson_title.clone()))],
            ),
            check.question.clone(),
        ),
        Asked::Challenge(_) => (String::new(), String::new()),
    };
    let asked = StoredValue::new(asked);
    let options = asked
        .with_value(|a| a.options(lang, random_seed()))
        .into_iter()
        .enumerate()
        .map(|(n, (id, text))| {
            let for_pressed = id.clone();
            let for_click = id.clone();
            view! {
                <li>
                    <button type="button" class="quiz-option" data-testid="review-option" data-option=id
                        aria-pressed=move || if shown().and_then(|s| s.chosen) == Some(for_pressed.clone()) { "true" } else { "false" }
                        disabled=move || shown().is_some_and(|s| s.graded.is_some())
                        on:click=move |_| {
                            let id = for_click.clone();
                            desk.current.update(|c| if let Some(c) = c { c.chosen = Some(id) });
                        }>
                        <span class="exam-letter" aria-hidden="true">{letter(n).to_string()}</span>
                        <span class="quiz-option-name">{text}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    let confidence_button = move |confidence: Confidence,
                                  key: &'static str,
                                  testid: &'static str| {
        view! {
            <button type="button" class="button" data-testid=testid
                aria-pressed=move || if shown().and_then(|s| s.confidence) == Some(confidence) { "true" } else { "false" }
                disabled=move || shown().is_none_or(|s| s.chosen.is_none() || s.graded.is_some())
                on:click=move |_| {
                    let Some(chosen) = shown().and_then(|s| s.chosen) else { return };
                    let right = asked.with_value(|a| a.is_right(&chosen));
                    desk.grade(right, Some(confidence));
                }>
                {t(lang, key)}
            </button>
        }
    };
    let feedback = move || {
        let state = shown()?;
        let right = state.graded?;
        let verdict = if right {
            view! { <p class="quiz-verdict ok" id="review-verdict" tabindex="-1" data-testid="review-verdict" data-right="true"><span aria-hidden="true">"✓ "</span>{t(lang, "exam-verdict-right")}</p> }.into_any()
        } else {
            view! { <p class="quiz-verdict bad" id="review-verdict" tabindex="-1" data-testid="review-verdict" data-right="false"><span aria-hidden="true">"✗ "</span>{t(lang, "exam-verdict-wrong")}</p> }.into_any()
        };
        let explained = asked.with_value(|a| explain(lang, a, state.chosen.as_deref()));
        Some(view! {
            <div class="quiz-feedback" data-testid="review-feedback">
                {verdict}
                {explained}
                <div class="quiz-actions">
                    <button type="button" class="button primary" data-testid="review-next"
                        on:click=move |_| { desk.advance(); focus_after_render(CARD_TITLE); }>
                        {t(lang, "review-next")}
                    </button>
                </div>
            </div>
        })
    };
    view! {
        <p class="quiz-counter">{context}</p>
        <p class="quiz-situation">{prompt}</p>
        <ol class="quiz-options exam-options" aria-labelledby="review-card-title">{options}</ol>
        <div class="quiz-confidence" role="group" aria-label=t(lang, "quiz-confidence-label")>
            {confidence_button(Confidence::Sure, "quiz-sure", "review-sure")}
            {confidence_button(Confidence::Guessing, "quiz-guessing", "review-guess")}
        </div>
        <div aria-live="polite">{feedback}</div>
    }
}

/// Why the key is right, in the words of the question's own page.
fn explain(lang: Lang, asked: &Asked, chosen: Option<&str>) -> AnyView {
    match asked {
        Asked::Exam(page) => {
            view! { <Explanation lang=lang page=(**page).clone() chosen=chosen.map(str::to_owned)/> }
                .into_any()
        }
        Asked::Quiz(item) => {
            let why_not = chosen
                .and_then(|c| item.why_not.iter().find(|(p, _)| p.as_str() == c))
                .map(|(_, why)| view! { <p class="exam-why-not">{why.clone()}</p> });
            view! {
                <p>{t_args(lang, "review-right-answer", &[("answer", Arg::Str(pattern_name(lang, item.answer)))])}</p>
                <p class="exam-explanation">{item.explanation.clone()}</p>
                {why_not}
                {item.exam_note.clone().map(|note| view! { <p class="quiz-hint">{note}</p> })}
            }
            .into_any()
        }
        Asked::Check(check) => {
            let answer = check.options.get(check.answer).cloned().unwrap_or_default();
            view! {
                <p>{t_args(lang, "review-right-answer", &[("answer", Arg::Str(answer))])}</p>
                <p class="exam-explanation">{check.explanation.clone()}</p>
            }
            .into_any()
        }
        Asked::Challenge(_) => ().into_any(),
    }
}

/// A challenge: done on its own page; the learner says how it went.
#[component]
fn ChallengeCardView(desk: Desk, challenge: logic::ChallengeCard) -> impl IntoView {
    let lang = desk.lang;
    let href = format!("/{}/sandbox/challenges/{}", lang.code(), challenge.id);
    let graded = move || desk.current.with(|c| c.as_ref().and_then(|c| c.graded));
    let cram = move || desk.session.get() == Session::Cram;
    view! {
        <p class="quiz-counter">{t(lang, "review-from-challenge")}</p>
        <p class="quiz-situation"><strong>{challenge.title.clone()}</strong>" — "{challenge.goal.clone()}</p>
        <p><a href=href data-testid="review-challenge-link">{t(lang, "review-open-challenge")}</a></p>
        {move || match graded() {
            None if cram() => view! {
                <div class="quiz-actions">
                    <button type="button" class="button" data-testid="review-next"
                        on:click=move |_| { desk.skip(); focus_after_render(CARD_TITLE); }>{t(lang, "review-next")}</button>
                </div>
            }.into_any(),
            None => view! {
                <div class="quiz-actions" role="group" aria-label=t(lang, "review-challenge-how")>
                    <button type="button" class="button" data-testid="review-solved" on:click=move |_| desk.grade(true, None)>{t(lang, "review-challenge-solved")}</button>
                    <button type="button" class="button" data-testid="review-not-solved" on:click=move |_| desk.grade(false, None)>{t(lang, "review-challenge-not-yet")}</button>
                </div>
            }.into_any(),
            Some(_) => view! {
                <p id="review-verdict" tabindex="-1">{t(lang, "review-challenge-noted")}</p>
                <div class="quiz-actions">
                    <button type="button" class="button primary" data-testid="review-next"
                        on:click=move |_| { desk.advance(); focus_after_render(CARD_TITLE); }>{t(lang, "review-next")}</button>
                </div>
            }.into_any(),
        }}
    }
}

/// The desired retention and the exam date.
#[component]
fn Settings(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    let settings = desk
        .progress
        .with_untracked(|p| p.as_ref().map(|p| p.settings.clone()).unwrap_or_default());
    // In the page's number format (0,9 in French), which the field reads back.
    let retention_text = RwSignal::new(hooklab_core::i18n::format_number(
        lang,
        settings.desired_retention,
    ));
    let date_text = RwSignal::new(
        settings
            .exam_date
            .map(|d| d.to_string())
            .unwrap_or_default(),
    );
    let retention_note = RwSignal::new(None::<(bool, String)>);
    let date_note = RwSignal::new(None::<(bool, String)>);
    let save_retention = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match parse_retention(&retention_text.get_untracked()) {
            Ok(value) => {
                desk.change(|p| {
                    p.set_desired_retention(value);
                });
                let kept = t_args(
                    lang,
                    "review-retention-saved",
                    &[("percent", Arg::Str(percent(lang, retention_percent(value))))],
                );
                retention_note.set(Some((true, kept)));
            }
            Err(bad) => {
                retention_note.set(Some((false, t(lang, bad.key()))));
                focus_after_render("#review-retention");
            }
        }
    };
    let save_date = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(now) = desk.now.get_untracked() else {
            return;
        };
        match parse_exam_date(&date_text.get_untracked(), now.today()) {
            Ok(day) => {
                desk.change(|p| p.set_exam_date(day));
                let key = if day.is_some() {
                    "review-date-saved"
                } else {
                    "review-date-cleared"
                };
                date_note.set(Some((true, t(lang, key))));
            }
            Err(bad) => {
                date_note.set(Some((false, t(lang, bad.key()))));
                focus_after_render("#review-exam-date");
            }
        }
    };
    let note = move |signal: RwSignal<Option<(bool, String)>>, id: &'static str| {
        move || {
            signal.get().map(|(ok, text)| {
                if ok {
                    view! { <p class="quiz-hint" id=id role="status">{text}</p> }.into_any()
                } else {
                    view! { <p class="error" id=id role="alert">{text}</p> }.into_any()
                }
            })
        }
    };
    let invalid = move |signal: RwSignal<Option<(bool, String)>>| {
        move || {
            if signal.with(|n| matches!(n, Some((false, _)))) {
                "true"
            } else {
                "false"
            }
        }
    };
    view! {
        <section class="review-settings" aria-labelledby="review-settings-title">
            <h2 id="review-settings-title">{t(lang, "review-settings-title")}</h2>
            <form class="review-setting" on:submit=save_retention>
                <label for="review-retention">{t(lang, "review-retention-label")}</label>
                <p class="quiz-hint" id="review-retention-hint">{t(lang, "review-retention-hint")}</p>
                <div class="review-field">
                    <input id="review-retention" name="retention" type="text" inputmode="decimal" size="5"
                        aria-describedby="review-retention-hint review-retention-note"
                        aria-invalid=invalid(retention_note)
                        prop:value=move || retention_text.get()
                        on:input=move |ev| retention_text.set(event_target_value(&ev))/>
                    <button type="submit" class="button" data-testid="review-retention-save">{t(lang, "review-save")}</button>
                </div>
                {note(retention_note, "review-retention-note")}
            </form>
            <form class="review-setting" on:submit=save_date>
                <label for="review-exam-date">{t(lang, "review-exam-date-label")}</label>
                <p class="quiz-hint" id="review-exam-date-hint">{t(lang, "review-exam-date-hint")}</p>
                <div class="review-field">
                    <input id="review-exam-date" name="exam-date" type="date"
                        aria-describedby="review-exam-date-hint review-exam-date-note"
                        aria-invalid=invalid(date_note)
                        prop:value=move || date_text.get()
                        on:input=move |ev| date_text.set(event_target_value(&ev))/>
                    <button type="submit" class="button" data-testid="review-date-save">{t(lang, "review-save")}</button>
                </div>
                {note(date_note, "review-exam-date-note")}
            </form>
        </section>
    }
}

/// Days to the exam and the plan to it.
#[component]
fn PlanSection(desk: Desk) -> impl IntoView {
    let lang = desk.lang;
    move || {
        let now = desk.now.get()?;
        desk.progress.with(|p| {
            let p = p.as_ref()?;
            Some(view! {
                <section class="review-plan" aria-labelledby="review-plan-title">
                    <h2 id="review-plan-title">{t(lang, "review-plan-title")}</h2>
                    {exam_days(lang, p, now)}
                    {p.exam_plan(now).map(|plan| view! { <PlanChart lang=lang plan=plan/> })}
                </section>
            })
        })
    }
}

/// "N days until the exam", or why there is no plan.
pub(crate) fn exam_days(lang: Lang, progress: &Progress, now: Now) -> AnyView {
    match progress.days_to_exam(now) {
        None => view! { <p data-testid="exam-days">{t(lang, "review-no-exam-date")}</p> }.into_any(),
        Some(days) if days < 0 => {
            view! { <p data-testid="exam-days">{t(lang, "review-exam-past")}</p> }.into_any()
        }
        Some(days) => view! {
            <p data-testid="exam-days">{t_args(lang, "review-days-to-exam", &[("count", Arg::from(days))])}</p>
        }
        .into_any(),
    }
}

/// The plan per day: columns, and the same numbers as a list.
#[component]
pub(crate) fn PlanChart(lang: Lang, plan: ExamPlan) -> impl IntoView {
    let counts: Vec<u32> = plan
        .days
        .iter()
        .map(|d| u32::try_from(d.cards.len()).unwrap_or(u32::MAX))
        .collect();
    let bars = charts::histogram(&counts);
    let shapes = bars
        .iter()
        .map(|bar| view! { <rect class="bar" x=svg_number(bar.x) y=svg_number(bar.y) width=svg_number(bar.width) height=svg_number(bar.height)/> })
        .collect_view();
    let rows = plan
        .days
        .iter()
        .map(|day| {
            view! {
                <li>
                    <LocalDate lang=lang at_ms=noon_of(day.day)/>
                    ": "
                    {t_args(lang, "review-plan-day", &[("count", Arg::from(day.cards.len()))])}
                </li>
            }
        })
        .collect_view();
    let summary = t_args(
        lang,
        "review-plan-summary",
        &[
            ("count", Arg::from(plan.total())),
            ("days", Arg::from(plan.days.len())),
            ("peak", Arg::from(plan.peak())),
        ],
    );
    view! {
        <figure class="chart review-plan-chart" data-testid="review-plan">
            <figcaption id="review-plan-caption">{summary}</figcaption>
            <svg role="img" aria-labelledby="review-plan-caption" aria-describedby="review-plan-list"
                viewBox=format!("0 0 {} {}", svg_number(charts::HISTOGRAM_WIDTH), svg_number(charts::HISTOGRAM_HEIGHT + 2.0))
                class="histogram" preserveAspectRatio="xMinYMin meet">
                <line class="baseline" x1="0" x2=svg_number(charts::HISTOGRAM_WIDTH)
                    y1=svg_number(charts::HISTOGRAM_HEIGHT) y2=svg_number(charts::HISTOGRAM_HEIGHT)/>
                {shapes}
            </svg>
            <details>
                <summary>{t(lang, "review-plan-as-list")}</summary>
                <ul id="review-plan-list" class="review-plan-list">{rows}</ul>
            </details>
        </figure>
    }
}
