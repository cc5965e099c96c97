//! What the reading pages do in the browser, over the markup the server
//! renders for them (`pages/learn.rs`): a lesson is marked read when it
//! opens, its check-yourself questions say at once whether an answer is
//! right and show the answer chosen last again on the next visit, and the
//! lessons' index says which lessons were read and how many of their checks
//! were last answered right.
//!
//! The markup carries what this needs: a lesson's id (`data-lesson`), each
//! check's id and right option (`data-check`, `data-answer`), and on the
//! index each lesson's id and its checks' ids (`data-lesson`,
//! `data-checks`, separated by spaces).

use crate::i18n::{t, t_args, Arg, Lang};
use hooklab_core::progress::{LessonStanding, Progress};

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

/// The option to show as chosen when the page opens: the one the learner
/// chose last, while the question still has it.
pub fn restored_option(progress: &Progress, check_id: &str, options: usize) -> Option<usize> {
    let option = progress.checks.get(check_id)?.last_option?;
    usize::try_from(option).ok().filter(|o| *o < options)
}

/// A lesson's id in the progress store: its section and slug,
/// `hooks/anatomy`.
pub fn lesson_progress_id(section: &str, slug: &str) -> String {
    format!("{section}/{slug}")
}

/// The key of a check's record in the progress store: the lesson's id and
/// the check's, `hooks/anatomy#exit-2`.
pub fn check_progress_id(lesson_id: &str, check_id: &str) -> String {
    format!("{lesson_id}#{check_id}")
}

#[cfg(feature = "browser")]
pub use live::install;

#[cfg(feature = "browser")]
mod live {
    use super::{check_progress_id, restored_option, standing_texts};
    use crate::{
        dom::{self, element, text_element},
        i18n::{t, Lang},
        progress,
    };
    use wasm_bindgen::JsCast;

    /// Brings the page's lesson or the lessons' index to life, if it shows
    /// one. What they show of the stored progress follows its changes (an
    /// import, the group server's copy merged in) and is read again when
    /// the browser shows the page again from its back-forward cache.
    pub fn install(lang: Lang) {
        if let Some(lesson) = dom::find_in_page::<web_sys::Element>("article[data-lesson]") {
            let lesson_id = lesson.get_attribute("data-lesson").unwrap_or_default();
            progress::update(|p| p.mark_lesson_read(&lesson_id));
            for check in dom::find_all(&lesson, "fieldset.check[data-check]") {
                install_check(lang, &lesson_id, &check);
            }
        }
        if dom::find_in_page::<web_sys::Element>(".lesson-status[data-lesson]").is_some() {
            show_standings(lang);
            follow(move || show_standings(lang));
        }
    }

    /// Runs `refresh` whenever what the page shows of the stored progress
    /// may be out of date.
    fn follow(refresh: impl Fn() + Clone + 'static) {
        progress::on_change(refresh.clone());
        dom::on_shown_again(refresh);
    }

    /// One question: choosing an option says whether it was right and
    /// keeps the choice; the choice kept shows again when the page opens.
    fn install_check(lang: Lang, lesson_id: &str, check: &web_sys::Element) {
        let id = check_progress_id(
            lesson_id,
            &check.get_attribute("data-check").unwrap_or_default(),
        );
        let Some(answer) = check
            .get_attribute("data-answer")
            .and_then(|a| a.parse::<usize>().ok())
        else {
            return;
        };
        let options: Vec<web_sys::HtmlInputElement> = dom::find_all(check, "input[type=radio]")
            .into_iter()
            .filter_map(|input| input.dyn_into().ok())
            .collect();
        // The answer kept shows while the learner has not answered here.
        let restore = {
            let (check, id, options) = (check.clone(), id.clone(), options.clone());
            move || {
                if options.iter().any(web_sys::HtmlInputElement::checked) {
                    return;
                }
                if let Some(chosen) = restored_option(&progress::load(), &id, options.len()) {
                    options[chosen].set_checked(true);
                    show_feedback(lang, &check, chosen == answer);
                }
            }
        };
        restore();
        follow(restore);
        for (index, input) in options.iter().enumerate() {
            let check = check.clone();
            let id = id.clone();
            dom::listen::<web_sys::Event>(input, "change", move |_| {
                let right = index == answer;
                show_feedback(lang, &check, right);
                progress::update(|p| p.answer_check(&id, index, right));
            });
        }
    }

    /// Says in the question's live region whether the answer chosen was
    /// right, with the explanation.
    fn show_feedback(lang: Lang, check: &web_sys::Element, right: bool) {
        let (Some(region), Some(feedback)) = (
            dom::find::<web_sys::Element>(check, ".check-feedback"),
            element(
                "div",
                if right {
                    "feedback right"
                } else {
                    "feedback wrong"
                },
            ),
        ) else {
            return;
        };
        let verdict = t(lang, if right { "check-right" } else { "check-wrong" });
        let explanation = dom::find::<web_sys::Element>(check, ".check-explanation")
            .and_then(|p| p.text_content())
            .unwrap_or_default();
        let said = element("p", "").zip(text_element("strong", "", &verdict));
        if let Some((said, strong)) = said {
            let _ = said.append_child(&strong);
            let _ = feedback.append_child(&said);
        }
        if let Some(why) = text_element("p", "", &explanation) {
            let _ = feedback.append_child(&why);
        }
        region.set_text_content(None);
        let _ = region.append_child(&feedback);
    }

    /// Writes each lesson's standing into the index.
    fn show_standings(lang: Lang) {
        let Some(document) = dom::document() else {
            return;
        };
        let Some(root) = document.document_element() else {
            return;
        };
        let stored = progress::load();
        for status in dom::find_all(&root, ".lesson-status[data-lesson]") {
            let lesson = status.get_attribute("data-lesson").unwrap_or_default();
            let checks: Vec<String> = status
                .get_attribute("data-checks")
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_owned)
                .collect();
            let (read, right) = standing_texts(lang, stored.lesson_standing(&lesson, &checks));
            status.set_text_content(None);
            if let Some(read) = read {
                if let Some(mark) = element("span", "lesson-read") {
                    if let Some(tick) = text_element("span", "", "✓ ") {
                        let _ = tick.set_attribute("aria-hidden", "true");
                        let _ = mark.append_child(&tick);
                    }
                    let _ = mark.append_child(&document.create_text_node(&read));
                    let _ = status.append_child(&mark);
                }
            }
            if let Some(count) = right.and_then(|text| text_element("span", "lesson-checks", &text))
            {
                let _ = status.append_child(&count);
            }
        }
    }
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
        let id = check_progress_id("hooks/anatomy", "exit-2");
        assert_eq!(id, "hooks/anatomy#exit-2");
        progress.answer_check(&id, 2, false);
        assert_eq!(restored_option(&progress, &id, 4), Some(2));
        assert_eq!(restored_option(&progress, &id, 2), None);
        assert_eq!(restored_option(&progress, "hooks/anatomy#other", 4), None);
        // A record from before options were kept shows nothing.
        progress.record_check("hooks/anatomy#old", true);
        assert_eq!(restored_option(&progress, "hooks/anatomy#old", 4), None);
    }
}
