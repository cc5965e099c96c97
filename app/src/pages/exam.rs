//! The mock exam page: a start screen (exam conditions or practice, the
//! timer, the learner's own target score), the questions with navigation,
//! flags and confidence, a review screen before submitting, and the result
//! with every explanation.
//!
//! The page is drawn from the item bank in the page's language, its
//! content file ([`crate::page_data`]); selection,
//! the attempt, its clock and its score are the core's (`hooklab_core::exam`)
//! and run in the browser. The attempt is stored in `localStorage` after
//! every action, so a reload or a closed tab finds it again; once submitted
//! it goes to the progress store, where wrong and guessed answers become
//! review cards.

pub mod logic;

use std::collections::BTreeMap;

use crate::{
    i18n::{number_text, percent, t, t_args, use_lang, Arg, Lang},
    keyboard::focus_after_render,
    pages::quiz::{now_ms, random_seed},
    progress, storage,
};
use hooklab_core::exam::timer::{EXTENSION_MS, MAX_EXTENSIONS, WARNING_MS};
use hooklab_core::exam::{
    Attempt, AttemptError, Domain, ExamLength, GuideDomain, Mode, SubmitReason, Tally, TimerChoice,
    TimerStatus,
};
use hooklab_core::progress::Confidence;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use logic::{
    attempt_id, clock, confidence_key, exam_size, minutes_and_seconds, new_cards, page_bank,
    parse_target, practice_pool, restore, PageItem, StartChoice, ATTEMPT_KEY, PRACTICE_LENGTHS,
};

/// The exam page's content: the bank in the page's language (English words
/// where a translation is missing).
impl crate::page_data::Content for Vec<PageItem> {
    const FILE: crate::page_data::PageData = crate::page_data::PageData::Exam;

    #[cfg(feature = "ssr")]
    fn build(locale: Lang) -> Result<Self, String> {
        let bank = crate::api::ssr::exam_bank().map_err(|error| error.to_string())?;
        Ok(bank
            .items()
            .iter()
            .map(|item| ssr::page_item(item, locale))
            .collect())
    }
}

#[cfg(feature = "ssr")]
pub use ssr::page_item;

#[cfg(feature = "ssr")]
mod ssr {
    use super::*;
    use crate::i18n::typeset;
    use hooklab_core::exam::ExamItem;

    /// An item with the words of `locale` only, typeset, and no case.
    pub fn page_item(item: &ExamItem, locale: Lang) -> PageItem {
        let mut shown = item.clone();
        shown.case = None;
        shown.text = item
            .text(locale)
            .map(|text| {
                let mut text = text.clone();
                text.stem = typeset(locale, &text.stem);
                text.explanation = typeset(locale, &text.explanation);
                for words in text.options.values_mut().chain(text.why_not.values_mut()) {
                    *words = typeset(locale, words);
                }
                (locale, text)
            })
            .into_iter()
            .collect();
        PageItem {
            lesson_title: lesson_heading(locale, &item.lesson),
            sandbox: item.sandbox_state(),
            item: shown,
        }
    }

    /// The words of the heading a `section/slug#heading` link points at.
    fn lesson_heading(locale: Lang, link: &str) -> String {
        let (page, heading) = link.split_once('#').unwrap_or((link, ""));
        let Some((section, slug)) = page.split_once('/') else {
            return link.to_owned();
        };
        let library = hooklab_content::library();
        let Some(lesson) = library
            .lesson(locale.code(), section, slug)
            .or_else(|| library.lesson("en", section, slug))
        else {
            return link.to_owned();
        };
        lesson
            .toc
            .iter()
            .find(|entry| entry.id == heading)
            .map_or_else(|| lesson.title.clone(), |entry| entry.text.clone())
    }
}

/// Where focus goes when a question appears: its first option.
const FIRST_OPTION: &str = ".exam-options button";
/// Where focus goes once the learner has said how sure they are.
const NEXT: &str = "#exam-next";
/// Practice: where focus goes once an answer is checked.
const VERDICT: &str = "#exam-verdict";
const REVIEW_TITLE: &str = "#exam-review-title";
const RESULT_TITLE: &str = "#exam-result-title";
const START_TITLE: &str = "#exam-start-title";

/// The browser's clock in milliseconds since the epoch (0 on the server,
/// where no attempt ever runs).
pub(crate) fn clock_ms() -> i64 {
    now_ms().and_then(|ms| i64::try_from(ms).ok()).unwrap_or(0)
}

/// The name of a domain, a guide domain, a timer choice.
pub(crate) fn domain_name(lang: Lang, domain: Domain) -> String {
    t(lang, &format!("exam-domain-{}", domain.as_str()))
}
pub(crate) fn guide_domain_name(lang: Lang, domain: GuideDomain) -> String {
    t(lang, &format!("exam-guide-{}", domain.as_str()))
}

/// What the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Start,
    Question,
    Review,
    Result,
}

/// The attempt and what acts on it, shared by the page's parts.
#[derive(Clone, Copy)]
struct Exam {
    lang: Lang,
    attempt: RwSignal<Option<Attempt>>,
    /// The clock, moved every second while an attempt runs.
    now: RwSignal<i64>,
    /// The last refused action, said in words.
    problem: RwSignal<Option<String>>,
}

impl Exam {
    /// Stores the attempt; once submitted, records it in the progress store
    /// (once: recording the same attempt again does nothing).
    fn save(attempt: &Attempt) {
        storage::save(ATTEMPT_KEY, &attempt.to_json());
        if attempt.is_submitted() {
            progress::update(|p| {
                let _ = p.record_exam(attempt);
            });
        }
    }

    fn say_error(self, error: &AttemptError) {
        self.problem
            .set(Some(t(self.lang, &format!("exam-error-{}", error.id()))));
    }

    /// Runs one learner action on the attempt at the current time, stores
    /// the result, and moves focus to the result when the attempt has just
    /// been submitted (by the learner or by the clock).
    fn act(self, change: impl FnOnce(&mut Attempt, i64) -> Result<(), AttemptError>) -> bool {
        let at = clock_ms();
        self.now.set(at);
        let mut outcome = Ok(());
        let mut just_submitted = false;
        self.attempt.update(|slot| {
            if let Some(attempt) = slot {
                let before = attempt.is_submitted();
                outcome = change(attempt, at);
                just_submitted = !before && attempt.is_submitted();
                Self::save(attempt);
            }
        });
        if just_submitted {
            focus_after_render(RESULT_TITLE);
        }
        match outcome {
            Ok(()) => {
                self.problem.set(None);
                true
            }
            Err(error) => {
                if !just_submitted {
                    self.say_error(&error);
                }
                false
            }
        }
    }

    /// Every second: the clock moves, and an attempt whose time is up is
    /// submitted. (The server runs no clock.) False once the page's state
    /// is gone (the learner left the page), so that the interval stops.
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    fn tick(self) -> bool {
        let at = clock_ms();
        if self.now.try_set(at).is_some() {
            return false;
        }
        let expired = self.attempt.with_untracked(|slot| {
            slot.as_ref()
                .is_some_and(|a| !a.is_submitted() && a.timer_status(at).expired)
        });
        if expired {
            self.act(|a, at| {
                a.tick(at);
                Ok(())
            });
        }
        true
    }

    /// Practice: the page is hidden or closing, or back. Exam conditions run
    /// on the wall clock and ignore both.
    fn away(self, hidden: bool) {
        let running = self.attempt.with_untracked(|slot| {
            slot.as_ref()
                .is_some_and(|a| a.mode == Mode::Practice && !a.is_submitted())
        });
        if running {
            self.act(|a, at| if hidden { a.pause(at) } else { a.resume(at) });
        }
    }
}

#[component]
pub fn ExamPage() -> impl IntoView {
    let lang = use_lang();
    let exam = crate::page_data::page_with::<Vec<PageItem>>(lang, |items| {
        view! { <ExamView lang=lang items=items/> }.into_any()
    });
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "exam-title"))/>
        <Meta name="description" content=t(lang, "exam-description")/>
        <div class="page narrow quiz exam">
            <h1>{t(lang, "exam-title")}</h1>
            <p class="lead">{t(lang, "exam-lead")}</p>
            {exam}
        </div>
    }
}

#[component]
fn ExamView(lang: Lang, items: std::sync::Arc<Vec<PageItem>>) -> impl IntoView {
    let bank = StoredValue::new(page_bank(&items));
    let texts = StoredValue::new(
        items
            .iter()
            .map(|p| (p.item.id.clone(), p.clone()))
            .collect::<BTreeMap<String, PageItem>>(),
    );
    let exam = Exam {
        lang,
        attempt: RwSignal::new(None),
        now: RwSignal::new(0),
        problem: RwSignal::new(None),
    };

    // After hydration: the stored attempt, brought to now, and the clock.
    Effect::new(move |_| {
        let at = clock_ms();
        exam.now.set(at);
        match restore(storage::load(ATTEMPT_KEY).as_deref(), at) {
            Ok(Some(found)) => {
                Exam::save(&found);
                exam.attempt.set(Some(found));
            }
            Ok(None) => {}
            Err(error) => {
                // Set aside, so the next visit starts afresh.
                storage::remove(ATTEMPT_KEY);
                exam.say_error(&error);
            }
        }
        // The interval also stops itself when it finds the page's state
        // gone: leaving the page by a link can dispose of the signals
        // before this effect's cleanup has cleared it.
        #[cfg(feature = "hydrate")]
        {
            let own_handle = std::rc::Rc::new(std::cell::Cell::new(None::<IntervalHandle>));
            let stop = std::rc::Rc::clone(&own_handle);
            let ticking = move || {
                if !exam.tick() {
                    if let Some(handle) = stop.take() {
                        handle.clear();
                    }
                }
            };
            if let Ok(handle) = set_interval_with_handle(ticking, std::time::Duration::from_secs(1))
            {
                own_handle.set(Some(handle));
                on_cleanup(move || handle.clear());
            }
        }
    });
    let hidden_listener = window_event_listener_untyped("visibilitychange", move |_| {
        exam.away(page_hidden());
    });
    let closing_listener = window_event_listener_untyped("pagehide", move |_| exam.away(true));
    on_cleanup(move || {
        hidden_listener.remove();
        closing_listener.remove();
    });

    let phase = Memo::new(move |_| {
        exam.attempt.with(|slot| match slot {
            None => Phase::Start,
            Some(a) if a.is_submitted() => Phase::Result,
            Some(a) if a.reviewing => Phase::Review,
            Some(_) => Phase::Question,
        })
    });
    // A new version of Hooklab waits while an attempt is under way.
    #[cfg(feature = "hydrate")]
    {
        Effect::new(move |_| {
            let under_way = matches!(phase.get(), Phase::Question | Phase::Review);
            crate::frame::update::hold(under_way);
        });
        on_cleanup(|| crate::frame::update::hold(false));
    }

    view! {
        <div class="exam-problem" role="alert">
            {move || exam.problem.get().map(|text| view! { <p class="error">{text}</p> })}
        </div>
        {move || match phase.get() {
            Phase::Start => view! { <StartScreen exam=exam bank=bank/> }.into_any(),
            Phase::Question => view! { <TimerBar exam=exam/><QuestionScreen exam=exam texts=texts/> }.into_any(),
            Phase::Review => view! { <TimerBar exam=exam/><ReviewScreen exam=exam/> }.into_any(),
            Phase::Result => view! { <ResultScreen exam=exam texts=texts/> }.into_any(),
        }}
    }
}

/// Whether the page is hidden (another tab, a minimised window).
fn page_hidden() -> bool {
    #[cfg(feature = "hydrate")]
    {
        web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.hidden())
    }
    #[cfg(not(feature = "hydrate"))]
    {
        false
    }
}

// ----- the start screen -----

#[component]
fn StartScreen(exam: Exam, bank: StoredValue<hooklab_core::exam::Bank>) -> impl IntoView {
    let lang = exam.lang;
    let choice = RwSignal::new(StartChoice::default());
    let target_text = RwSignal::new(String::new());
    let target_error = RwSignal::new(false);
    let history = RwSignal::new(hooklab_core::exam::History::default());
    // The learner's last timer, target and history live in this browser:
    // read once the page is interactive (the server rendered the defaults).
    Effect::new(move |_| {
        let saved = progress::load();
        choice.update(|c| c.timer = saved.settings.timer);
        if let Some(target) = saved.settings.target_score {
            target_text.set(target.to_string());
        }
        history.set(saved.history());
    });
    let bank_len = bank.with_value(hooklab_core::exam::Bank::len);
    let is_exam = move || choice.with(|c| c.mode == Mode::Exam);

    let mode_option = move |mode: Mode, key: &'static str, hint: &'static str| {
        let value = if mode == Mode::Exam {
            "exam"
        } else {
            "practice"
        };
        view! {
            <label class="exam-mode-choice">
                <input type="radio" name="mode" value=value
                    checked=mode == Mode::Exam
                    prop:checked=move || choice.with(|c| c.mode == mode)
                    on:change=move |_| choice.update(|c| c.mode = mode)/>
                <span><strong>{t(lang, key)}</strong><br/><span class="quiz-hint">{t(lang, hint)}</span></span>
            </label>
        }
    };

    let exam_lengths = ExamLength::ALL
        .into_iter()
        .map(|length| {
            view! {
                <label class="quiz-choice">
                    <input type="radio" name="exam-length" value=length.items().to_string()
                        checked=length == ExamLength::Twenty
                        prop:checked=move || choice.with(|c| c.exam_length == length)
                        on:change=move |_| choice.update(|c| c.exam_length = length)/>
                    <span>{t_args(lang, "exam-length-option", &[("count", Arg::from(length.items()))])}</span>
                </label>
            }
        })
        .collect_view();
    let smaller = move || {
        let wanted = choice.with(|c| c.exam_length.items());
        (bank_len < wanted).then(|| {
            view! {
                <p class="exam-note" data-testid="exam-smaller-bank">
                    {t_args(lang, "exam-bank-smaller", &[("count", Arg::from(exam_size(bank_len, choice.with(|c| c.exam_length))))])}
                </p>
            }
        })
    };
    let mix = bank.with_value(|b| {
        b.count_by_domain()
            .into_iter()
            .filter(|(_, count)| *count > 0)
            .map(|(domain, count)| {
                view! { <li>{t_args(lang, "exam-mix-line", &[("domain", Arg::Str(domain_name(lang, domain))), ("count", Arg::from(count))])}</li> }
            })
            .collect_view()
    });

    let practice_lengths = PRACTICE_LENGTHS
        .into_iter()
        .map(|n| {
            view! {
                <label class="quiz-choice">
                    <input type="radio" name="practice-length" value=n.to_string()
                        checked={n == PRACTICE_LENGTHS[0]}
                        prop:checked=move || choice.with(|c| c.practice_length == n)
                        on:change=move |_| choice.update(|c| c.practice_length = n)/>
                    <span>{t_args(lang, "exam-length-option", &[("count", Arg::from(n))])}</span>
                </label>
            }
        })
        .collect_view();
    let domains = Domain::ALL
        .into_iter()
        .map(|domain| {
            view! {
                <label class="quiz-choice">
                    <input type="checkbox" name="domain" value=domain.as_str()
                        prop:checked=move || choice.with(|c| c.domains.contains(&domain))
                        on:change=move |_| choice.update(|c| {
                            if !c.domains.remove(&domain) {
                                c.domains.insert(domain);
                            }
                        })/>
                    <span>{domain_name(lang, domain)}</span>
                </label>
            }
        })
        .collect_view();
    let matching = move || {
        let count = choice.with(|c| bank.with_value(|b| history.with(|h| practice_pool(b, c, h))));
        t_args(
            lang,
            "exam-practice-matching",
            &[("count", Arg::from(count))],
        )
    };

    let timers = TimerChoice::ALL
        .into_iter()
        .map(|timer| {
            let key = match timer {
                TimerChoice::Off => "exam-timer-off",
                TimerChoice::Standard => "exam-timer-standard",
                TimerChoice::OneAndAHalf => "exam-timer-longer",
                TimerChoice::Double => "exam-timer-double",
            };
            let per_question = timer.limit_ms(1, 0).map_or(0, |ms| ms / 1000);
            let args = [
                ("minutes", Arg::from(per_question / 60)),
                ("seconds", Arg::from(per_question % 60)),
            ];
            view! {
                <label class="quiz-choice">
                    <input type="radio" name="timer" value=timer.as_str()
                        checked=timer == TimerChoice::Standard
                        prop:checked=move || choice.with(|c| c.timer == timer)
                        on:change=move |_| choice.update(|c| c.timer = timer)/>
                    <span>{t_args(lang, key, &args)}</span>
                </label>
            }
        })
        .collect_view();
    let limit = move || {
        let (timer, items) = choice.with(|c| {
            let items = match c.mode {
                Mode::Exam => exam_size(bank_len, c.exam_length),
                Mode::Practice => c.practice_length,
            };
            (c.timer, items)
        });
        match timer.limit_ms(items, 0) {
            None => t(lang, "exam-limit-none"),
            Some(ms) => t_args(lang, "exam-limit", &[("minutes", Arg::from(ms / 60_000))]),
        }
    };

    let start = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let Ok(target) = parse_target(&target_text.get_untracked()) else {
            target_error.set(true);
            focus_after_render("#exam-target");
            return;
        };
        target_error.set(false);
        let chosen = choice.get_untracked();
        progress::update(|p| {
            p.set_target_score(target);
            p.set_timer(chosen.timer);
        });
        let at = clock_ms();
        let seed = random_seed();
        let history = progress::load().history();
        let started =
            bank.with_value(|b| chosen.start(attempt_id(at, seed), b, &history, seed, at));
        match started {
            Ok(attempt) => {
                Exam::save(&attempt);
                exam.now.set(at);
                exam.problem.set(None);
                exam.attempt.set(Some(attempt));
                focus_after_render(FIRST_OPTION);
            }
            Err(error) => exam.say_error(&error),
        }
    };

    view! {
        <form class="quiz-setup exam-start" on:submit=start data-testid="exam-start-form">
            <h2 id="exam-start-title" tabindex="-1">{t(lang, "exam-start-title")}</h2>
            <fieldset>
                <legend>{t(lang, "exam-mode-legend")}</legend>
                {mode_option(Mode::Exam, "exam-mode-exam", "exam-mode-exam-hint")}
                {mode_option(Mode::Practice, "exam-mode-practice", "exam-mode-practice-hint")}
            </fieldset>
            <fieldset class:hidden=move || !is_exam()>
                <legend>{t(lang, "exam-length-legend")}</legend>
                {exam_lengths}
                {smaller}
                <p class="quiz-hint">{t(lang, "exam-mix-intro")}</p>
                <ul class="exam-mix">{mix}</ul>
            </fieldset>
            <fieldset class:hidden=is_exam>
                <legend>{t(lang, "exam-length-legend")}</legend>
                {practice_lengths}
            </fieldset>
            <fieldset class:hidden=is_exam>
                <legend>{t(lang, "exam-domains-legend")}</legend>
                <p class="quiz-hint">{t(lang, "exam-domains-hint")}</p>
                {domains}
                <label class="quiz-choice exam-missed">
                    <input type="checkbox" name="missed"
                        prop:checked=move || choice.with(|c| c.missed_or_unseen)
                        on:change=move |_| choice.update(|c| c.missed_or_unseen = !c.missed_or_unseen)/>
                    <span>{t(lang, "exam-missed-or-unseen")}</span>
                </label>
                <p class="quiz-hint" aria-live="polite">{matching}</p>
            </fieldset>
            <fieldset>
                <legend>{t(lang, "exam-timer-legend")}</legend>
                {timers}
                <p class="quiz-hint" aria-live="polite">{limit}</p>
                <p class="quiz-hint">{t_args(lang, "exam-timer-warning-hint", &[
                    ("warning", Arg::from(WARNING_MS / 60_000)),
                    ("extension", Arg::from(EXTENSION_MS / 60_000)),
                    ("times", Arg::from(i64::from(MAX_EXTENSIONS))),
                ])}</p>
                <p class="quiz-hint">{move || if is_exam() { t(lang, "exam-timer-wall-clock") } else { t(lang, "exam-timer-pauses") }}</p>
            </fieldset>
            <div class="exam-target">
                <label for="exam-target">{t(lang, "exam-target-label")}</label>
                <input id="exam-target" name="target" type="text" inputmode="numeric" size="4"
                    aria-describedby="exam-target-hint"
                    aria-invalid=move || if target_error.get() { "true" } else { "false" }
                    prop:value=move || target_text.get()
                    on:input=move |ev| target_text.set(event_target_value(&ev))/>
                <p class="quiz-hint" id="exam-target-hint">{t(lang, "exam-target-hint")}</p>
                {move || target_error.get().then(|| view! { <p class="error" role="alert">{t(lang, "exam-target-invalid")}</p> })}
            </div>
            <button type="submit" class="button primary" data-testid="exam-start">{t(lang, "exam-start")}</button>
            <noscript><p class="quiz-hint">{t(lang, "exam-needs-js")}</p></noscript>
        </form>
    }
}

// ----- the clock -----

#[component]
fn TimerBar(exam: Exam) -> impl IntoView {
    let lang = exam.lang;
    let status = Memo::new(move |_| {
        let now = exam.now.get();
        exam.attempt
            .with(|slot| slot.as_ref().map(|a| a.timer_status(now)))
    });
    let remaining = move || {
        status
            .get()
            .and_then(|s: TimerStatus| s.remaining_ms)
            .map(|ms| {
                let paused = status.get().is_some_and(|s| s.paused);
                let key = if paused {
                    "exam-time-left-paused"
                } else {
                    "exam-time-left"
                };
                view! {
                    <p class="exam-clock" data-testid="exam-clock">
                        {t(lang, key)}" "<span class="exam-clock-digits">{clock(ms)}</span>
                    </p>
                }
            })
    };
    // Changes only when the warning appears, goes or loses its button, so
    // the alert is announced once rather than every second.
    let warned = Memo::new(move |_| status.get().filter(|s| s.warning).map(|s| s.can_extend));
    let warning = move || {
        warned.get().map(|can_extend| {
            let extend = can_extend.then(|| {
                view! {
                    <button type="button" class="button" data-testid="exam-extend"
                        on:click=move |_| { exam.act(|a, at| a.extend(at)); }>
                        {t_args(lang, "exam-extend", &[("minutes", Arg::from(EXTENSION_MS / 60_000))])}
                    </button>
                }
            });
            view! {
                <div class="exam-warning">
                    <p>{t_args(lang, "exam-warning", &[("minutes", Arg::from(WARNING_MS / 60_000))])}</p>
                    {extend}
                </div>
            }
        })
    };
    view! {
        <div class="exam-timer">
            {remaining}
            // Announced once, when it appears (a ticking clock is not).
            <div role="alert">{warning}</div>
        </div>
    }
}

// ----- a question -----

#[component]
fn QuestionScreen(exam: Exam, texts: StoredValue<BTreeMap<String, PageItem>>) -> impl IntoView {
    let lang = exam.lang;
    let position = Memo::new(move |_| {
        exam.attempt
            .with(|slot| slot.as_ref().map_or((0, 0), |a| (a.current, a.items.len())))
    });
    let mode = exam
        .attempt
        .with_untracked(|slot| slot.as_ref().map_or(Mode::Exam, |a| a.mode));

    let body = move || {
        let (index, total) = position.get();
        let id = exam.attempt.with_untracked(|slot| {
            slot.as_ref()
                .and_then(|a| a.items.get(index))
                .map(|i| i.id.clone())
        })?;
        let page = texts.with_value(|all| all.get(&id).cloned());
        let item_state = move || {
            exam.attempt
                .with(|slot| slot.as_ref().and_then(|a| a.items.get(index).cloned()))
        };
        let title = t_args(
            lang,
            "exam-counter",
            &[
                ("current", Arg::from(index + 1)),
                ("total", Arg::from(total)),
            ],
        );
        let Some(page) = page else {
            return Some(
                view! {
                    <section class="exam-question" aria-labelledby="exam-question-title">
                        <h2 id="exam-question-title" tabindex="-1">{title}</h2>
                        <p>{t_args(lang, "exam-item-gone", &[("id", Arg::Str(id))])}</p>
                        <NavRow exam=exam index=index total=total/>
                    </section>
                }
                .into_any(),
            );
        };
        let words = page.item.text(lang).cloned();
        let stem = words.as_ref().map(|w| w.stem.clone()).unwrap_or_default();
        let options = page
            .item
            .options_in(lang)
            .into_iter()
            .enumerate()
            .map(|(n, (option, text))| {
                let option = option.to_owned();
                let for_pressed = option.clone();
                let for_click = option.clone();
                view! {
                    <li>
                        <button type="button" class="quiz-option" data-testid="exam-option" data-option=option.clone()
                            aria-pressed=move || {
                                let chosen = item_state().and_then(|i| i.chosen) == Some(for_pressed.clone());
                                if chosen { "true" } else { "false" }
                            }
                            disabled=move || item_state().is_some_and(|i| i.checked)
                            on:click=move |_| {
                                let option = for_click.clone();
                                exam.act(move |a, at| a.choose(&option, at));
                            }>
                            <span class="exam-letter" aria-hidden="true">{letter(n).to_string()}</span>
                            <span class="quiz-option-name">{text.to_owned()}</span>
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
                    aria-pressed=move || if item_state().and_then(|i| i.confidence) == Some(confidence) { "true" } else { "false" }
                    disabled=move || item_state().is_none_or(|i| i.chosen.is_none() || i.checked)
                    on:click=move |_| {
                        if mode == Mode::Practice {
                            if exam.act(|a, at| {
                                a.set_confidence(confidence, at)?;
                                a.check(at)
                            }) {
                                focus_after_render(VERDICT);
                            }
                        } else if exam.act(|a, at| a.set_confidence(confidence, at)) {
                            focus_after_render(NEXT);
                        }
                    }>
                    {t(lang, key)}
                </button>
            }
        };
        let feedback_page = page.clone();
        let feedback = move || {
            let explain = exam
                .attempt
                .with(|slot| slot.as_ref().is_some_and(|a| a.may_explain(index)));
            let state = item_state()?;
            explain.then(|| {
                let right = state.is_right();
                let verdict = if right {
                    view! { <p class="quiz-verdict ok" id="exam-verdict" tabindex="-1"><span aria-hidden="true">"✓ "</span>{t(lang, "exam-verdict-right")}</p> }.into_any()
                } else {
                    view! { <p class="quiz-verdict bad" id="exam-verdict" tabindex="-1"><span aria-hidden="true">"✗ "</span>{t(lang, "exam-verdict-wrong")}</p> }.into_any()
                };
                view! {
                    <div class="quiz-feedback" data-testid="exam-feedback">
                        {verdict}
                        <Explanation lang=lang page=feedback_page.clone() chosen=state.chosen.clone()/>
                    </div>
                }
            })
        };
        let flagged = move || item_state().is_some_and(|i| i.flagged);
        Some(view! {
            <section class="exam-question" aria-labelledby="exam-question-title" data-item=id.clone()>
                <h2 id="exam-question-title" tabindex="-1">{title}</h2>
                <p class="quiz-counter">{domain_name(lang, page.item.domain)}</p>
                <p class="quiz-situation">{stem}</p>
                <ol class="quiz-options exam-options" aria-labelledby="exam-question-title">{options}</ol>
                <div class="quiz-confidence" role="group" aria-label=t(lang, "quiz-confidence-label")>
                    {confidence_button(Confidence::Sure, "quiz-sure", "exam-sure")}
                    {confidence_button(Confidence::Guessing, "quiz-guessing", "exam-guess")}
                    <button type="button" class="button" data-testid="exam-flag"
                        aria-pressed=move || if flagged() { "true" } else { "false" }
                        on:click=move |_| { exam.act(|a, at| a.toggle_flag(at)); }>
                        {t(lang, "exam-flag")}
                    </button>
                </div>
                <div aria-live="polite">{feedback}</div>
                <NavRow exam=exam index=index total=total/>
            </section>
        }
        .into_any())
    };
    view! {
        {body}
        <ItemMap exam=exam/>
    }
}

/// The option's letter as shown (A to D).
pub(crate) fn letter(n: usize) -> char {
    char::from(b'A' + u8::try_from(n % 26).unwrap_or(0))
}

/// Previous, next, and the review screen.
#[component]
fn NavRow(exam: Exam, index: usize, total: usize) -> impl IntoView {
    let lang = exam.lang;
    let next_key = if index + 1 < total {
        "exam-next"
    } else {
        "exam-next-review"
    };
    view! {
        <div class="quiz-actions exam-nav">
            <button type="button" class="button" data-testid="exam-previous" disabled={index == 0}
                on:click=move |_| {
                    if exam.act(|a, at| a.previous(at)) {
                        focus_after_render(FIRST_OPTION);
                    }
                }>
                {t(lang, "exam-previous")}
            </button>
            <button type="button" class="button primary" id="exam-next" data-testid="exam-next"
                on:click=move |_| {
                    if exam.act(|a, at| a.next(at)) {
                        let reviewing = exam.attempt.with_untracked(|s| s.as_ref().is_some_and(|a| a.reviewing));
                        focus_after_render(if reviewing { REVIEW_TITLE } else { FIRST_OPTION });
                    }
                }>
                {t(lang, next_key)}
            </button>
            <button type="button" class="button" data-testid="exam-open-review"
                on:click=move |_| {
                    if exam.act(|a, at| a.open_review(at)) {
                        focus_after_render(REVIEW_TITLE);
                    }
                }>
                {t(lang, "exam-open-review")}
            </button>
        </div>
    }
}

/// Every question as a button, saying which are answered and flagged.
#[component]
fn ItemMap(exam: Exam) -> impl IntoView {
    let lang = exam.lang;
    let marks = move || {
        exam.attempt.with(|slot| {
            slot.as_ref().map_or_else(Vec::new, |a| {
                a.items
                    .iter()
                    .enumerate()
                    .map(|(n, i)| {
                        (
                            n,
                            i.chosen.is_some(),
                            i.flagged,
                            n == a.current && !a.reviewing,
                        )
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    let buttons = move || {
        marks()
            .into_iter()
            .map(|(n, answered, flagged, current)| {
                let state = match (answered, flagged) {
                    (true, true) => "exam-map-answered-flagged",
                    (true, false) => "exam-map-answered",
                    (false, true) => "exam-map-flagged",
                    (false, false) => "exam-map-unanswered",
                };
                let label = t_args(lang, state, &[("number", Arg::from(n + 1))]);
                let class = format!(
                    "exam-map-item{}{}",
                    if answered { " answered" } else { "" },
                    if flagged { " flagged" } else { "" }
                );
                view! {
                    <li>
                        <button type="button" class=class aria-label=label aria-current={current.then_some("step")}
                            on:click=move |_| {
                                if exam.act(|a, at| a.go_to(n, at)) {
                                    focus_after_render(FIRST_OPTION);
                                }
                            }>
                            {number_text(lang, n + 1)}
                            {flagged.then(|| view! { <span aria-hidden="true">" ⚑"</span> })}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <nav class="exam-map" aria-label=t(lang, "exam-map-label")>
            <ol>{buttons}</ol>
        </nav>
    }
}

// ----- the review screen -----

#[component]
fn ReviewScreen(exam: Exam) -> impl IntoView {
    let lang = exam.lang;
    let screen = Memo::new(move |_| {
        exam.attempt.with(|slot| {
            slot.as_ref()
                .map(Attempt::review_screen)
                .unwrap_or_default()
        })
    });
    let list = move |indices: Vec<usize>, testid: &'static str| {
        if indices.is_empty() {
            return view! { <p class="quiz-hint">{t(lang, "exam-review-none")}</p> }.into_any();
        }
        let links = indices
            .into_iter()
            .map(|n| {
                view! {
                    <li>
                        <button type="button" class="link-button"
                            on:click=move |_| {
                                if exam.act(|a, at| a.go_to(n, at)) {
                                    focus_after_render(FIRST_OPTION);
                                }
                            }>
                            {t_args(lang, "exam-review-go", &[("number", Arg::from(n + 1))])}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="exam-review-list" data-testid=testid>{links}</ul> }.into_any()
    };
    let answered = move || {
        let s = screen.get();
        t_args(
            lang,
            "exam-review-answered",
            &[
                ("answered", Arg::from(s.answered)),
                ("total", Arg::from(s.total)),
            ],
        )
    };
    let blank_note = move || {
        (!screen.with(|s| s.unanswered.is_empty()))
            .then(|| view! { <p class="exam-note">{t(lang, "exam-review-blank-counts")}</p> })
    };
    view! {
        <section class="exam-review" aria-labelledby="exam-review-title" data-testid="exam-review">
            <h2 id="exam-review-title" tabindex="-1">{t(lang, "exam-review-title")}</h2>
            <p>{answered}</p>
            <h3>{t(lang, "exam-review-unanswered")}</h3>
            {move || list(screen.get().unanswered, "exam-review-unanswered")}
            <h3>{t(lang, "exam-review-flagged")}</h3>
            {move || list(screen.get().flagged, "exam-review-flagged")}
            <h3>{t(lang, "exam-review-no-confidence")}</h3>
            {move || list(screen.get().without_confidence, "exam-review-no-confidence")}
            {blank_note}
            <div class="quiz-actions">
                <button type="button" class="button"
                    on:click=move |_| {
                        if exam.act(|a, at| a.close_review(at)) {
                            focus_after_render(FIRST_OPTION);
                        }
                    }>
                    {t(lang, "exam-review-back")}
                </button>
                <button type="button" class="button primary" data-testid="exam-submit"
                    on:click=move |_| { exam.act(|a, at| a.submit(at)); }>
                    {t(lang, "exam-submit")}
                </button>
            </div>
        </section>
        <ItemMap exam=exam/>
    }
}

// ----- the result -----

/// One item's explanation: the options marked, why the key is right, why
/// each distractor is not, and where to read more.
#[component]
pub fn Explanation(lang: Lang, page: PageItem, chosen: Option<String>) -> impl IntoView {
    let item = &page.item;
    let words = item.text(lang).cloned();
    let options = item
        .options_in(lang)
        .into_iter()
        .enumerate()
        .map(|(n, (option, text))| {
            let is_key = option == item.answer;
            let is_chosen = chosen.as_deref() == Some(option);
            let class = if is_key {
                "quiz-option is-answer"
            } else if is_chosen {
                "quiz-option is-wrong"
            } else {
                "quiz-option"
            };
            let mark = match (is_key, is_chosen) {
                (true, true) => Some(t(lang, "exam-mark-yours-right")),
                (true, false) => Some(t(lang, "quiz-mark-answer")),
                (false, true) => Some(t(lang, "quiz-mark-yours")),
                (false, false) => None,
            };
            let why = words
                .as_ref()
                .and_then(|w| w.why_not.get(option).cloned())
                .map(|why| view! { <p class="exam-why-not">{why}</p> });
            view! {
                <li class=class data-option=option.to_owned()>
                    <p>
                        <span class="exam-letter" aria-hidden="true">{letter(n).to_string()}</span>" "
                        <span class="quiz-option-name">{text.to_owned()}</span>
                        {mark.map(|m| view! { " " <span class="quiz-mark">"("{m}")"</span> })}
                    </p>
                    {why}
                </li>
            }
        })
        .collect_view();
    let explanation = words.map(|w| w.explanation).unwrap_or_default();
    let lesson_href = {
        let (page_part, heading) = item.lesson.split_once('#').unwrap_or((&item.lesson, ""));
        if heading.is_empty() {
            format!("/{}/learn/{page_part}", lang.code())
        } else {
            format!("/{}/learn/{page_part}#{heading}", lang.code())
        }
    };
    let sandbox = page.sandbox.clone().map(|state| {
        view! {
            <li><a href=format!("/{}/sandbox#s={state}", lang.code())>{t(lang, "exam-open-sandbox")}</a></li>
        }
    });
    view! {
        <ul class="exam-explained-options">{options}</ul>
        <p class="exam-explanation">{explanation}</p>
        <ul class="exam-links">
            <li>
                {t(lang, "exam-lesson-link")}" "
                <a href=lesson_href>{page.lesson_title.clone()}</a>
            </li>
            {sandbox}
        </ul>
    }
}

fn tally_cells(lang: Lang, tally: Tally) -> impl IntoView {
    let right = usize::try_from(tally.right).unwrap_or(0);
    let total = usize::try_from(tally.total).unwrap_or(0);
    let share = usize::try_from(tally.percent()).unwrap_or(0);
    view! {
        <td>{format!("{} / {}", number_text(lang, right), number_text(lang, total))}</td>
        <td>{percent(lang, share)}</td>
    }
}

#[component]
fn ResultScreen(exam: Exam, texts: StoredValue<BTreeMap<String, PageItem>>) -> impl IntoView {
    let lang = exam.lang;
    let Some(attempt) = exam.attempt.get_untracked() else {
        return ().into_any();
    };
    let Some(score) = attempt.score() else {
        return ().into_any();
    };
    let target = progress::load().settings.target_score;
    let as_usize = |n: u32| usize::try_from(n).unwrap_or(0);
    let overall = t_args(
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
    let target_line = target.map(|goal| {
        let key = if score.meets(goal) { "exam-target-met" } else { "exam-target-not-met" };
        view! { <p class="exam-target-result" data-testid="exam-target-result">{t_args(lang, key, &[("target", Arg::Str(percent(lang, usize::from(goal))))])}</p> }
    });
    let used = attempt.time_used_ms(clock_ms());
    let (minutes, seconds) = minutes_and_seconds(used);
    let time_line = t_args(
        lang,
        "exam-time-used",
        &[
            ("minutes", Arg::from(minutes)),
            ("seconds", Arg::from(seconds)),
        ],
    );
    let reason = attempt.submitted.map(|s| match s.reason {
        SubmitReason::Learner => t(lang, "exam-submitted-by-you"),
        SubmitReason::TimeUp => t(lang, "exam-submitted-time-up"),
    });
    let mode_line = t(
        lang,
        if attempt.mode == Mode::Exam {
            "exam-mode-exam"
        } else {
            "exam-mode-practice"
        },
    );
    let cards = t_args(
        lang,
        "exam-cards-made",
        &[("count", Arg::from(new_cards(&attempt)))],
    );
    let domain_rows = score
        .by_domain
        .iter()
        .map(|(domain, tally)| view! { <tr><th scope="row">{domain_name(lang, *domain)}</th>{tally_cells(lang, *tally)}</tr> })
        .collect_view();
    let guide_rows = score
        .by_guide_domain
        .iter()
        .map(|(domain, tally)| view! { <tr><th scope="row">{guide_domain_name(lang, *domain)}</th>{tally_cells(lang, *tally)}</tr> })
        .collect_view();
    let table = move |caption: &'static str, first: &'static str, rows: AnyView| {
        view! {
            <table class="quiz-table">
                <caption>{t(lang, caption)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t(lang, first)}</th>
                        <th scope="col">{t(lang, "quiz-col-right")}</th>
                        <th scope="col">{t(lang, "quiz-col-accuracy")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    };
    let items = attempt
        .items
        .iter()
        .enumerate()
        .map(|(n, state)| {
            let page = texts.with_value(|all| all.get(&state.id).cloned());
            let verdict = if state.chosen.is_none() {
                ("bad", t(lang, "exam-item-unanswered"))
            } else if state.is_right() {
                ("ok", t(lang, "exam-verdict-right"))
            } else {
                ("bad", t(lang, "exam-verdict-wrong"))
            };
            let heading = t_args(lang, "exam-result-item", &[("number", Arg::from(n + 1))]);
            let confidence = t(lang, confidence_key(state.confidence));
            let flagged = state.flagged.then(|| view! { <span class="badge">{t(lang, "exam-flagged-badge")}</span> });
            let body = match page {
                Some(page) => {
                    let stem = page.item.text(lang).map(|w| w.stem.clone()).unwrap_or_default();
                    view! {
                        <p class="quiz-counter">{domain_name(lang, state.domain)}" · "{guide_domain_name(lang, state.guide_domain)}</p>
                        <p class="quiz-situation">{stem}</p>
                        <Explanation lang=lang page=page chosen=state.chosen.clone()/>
                    }
                    .into_any()
                }
                None => view! { <p>{t_args(lang, "exam-item-gone", &[("id", Arg::Str(state.id.clone()))])}</p> }.into_any(),
            };
            view! {
                <article class="exam-result-item" data-item=state.id.clone() data-right={if state.is_right() { "true" } else { "false" }}>
                    <h4>{heading}" "<span class=format!("quiz-verdict {}", verdict.0)>{verdict.1}</span>" "{flagged}</h4>
                    <p class="quiz-hint">{confidence}</p>
                    {body}
                </article>
            }
        })
        .collect_view();
    let again = move |_| {
        storage::remove(ATTEMPT_KEY);
        exam.problem.set(None);
        exam.attempt.set(None);
        focus_after_render(START_TITLE);
    };
    view! {
        <section class="exam-result" aria-labelledby="exam-result-title" data-testid="exam-result">
            <h2 id="exam-result-title" tabindex="-1">{t(lang, "exam-result-title")}</h2>
            <p class="quiz-hint">{mode_line}" · "{reason}</p>
            <p class="quiz-score" data-testid="exam-score">{overall}</p>
            {target_line}
            <p>{time_line}</p>
            <p data-testid="exam-cards">{cards}" "<a href=format!("/{}/review", lang.code()) data-testid="exam-go-review">{t(lang, "exam-go-review")}</a></p>
            {table("exam-by-domain", "exam-col-domain", domain_rows.into_any())}
            {table("exam-by-guide-domain", "exam-col-guide-domain", guide_rows.into_any())}
            <div class="quiz-actions">
                <button type="button" class="button primary" data-testid="exam-again" on:click=again>{t(lang, "exam-again")}</button>
            </div>
            <h3>{t(lang, "exam-items-title")}</h3>
            {items}
        </section>
    }
    .into_any()
}
