//! The classroom's shared vocabulary: what the server's classroom functions
//! take and return, as plain serializable data. The store fills these from
//! the database; the pages (server-rendered and in the browser) show them.
//! Rules that need no database live here too: a student's effective dates
//! and limits, and the phase of an assignment at a given time.

use serde::{Deserialize, Serialize};

use crate::named::by_name;
use crate::practice::{Answer, ItemKind, Response};

// ----- accounts -----

/// The shortest password an instructor may choose, in characters.
pub const MIN_PASSWORD_CHARS: usize = 10;
/// How long an instructor's session lasts, in days.
pub const INSTRUCTOR_SESSION_DAYS: u32 = 7;
/// How long a student's session lasts, in days (they have no password to
/// type again).
pub const STUDENT_SESSION_DAYS: u32 = 120;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Instructor,
    Student,
}

by_name!(Role::as_str [Instructor, Student]);

/// A signed-in account.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: String,
    pub role: Role,
    pub name: String,
}

// ----- groups -----

/// A group as its instructors see it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub id: String,
    pub name: String,
    pub join_code: String,
    pub instructors: Vec<String>,
    pub students: u32,
}

/// A group as one of its students sees it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct StudentGroup {
    pub id: String,
    pub name: String,
}

/// A student on a group's roster.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RosterEntry {
    pub id: String,
    pub display_name: String,
    pub joined_at: i64,
}

// ----- assignments -----

/// What happens to a submission after the due date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatePolicy {
    /// Accepted, and marked late.
    Accept,
    /// Refused, with a message saying the due date has passed.
    Refuse,
}

by_name!(LatePolicy::as_str [Accept, Refuse]);

/// What an instructor fills in. Times are milliseconds since the epoch
/// (UTC): the page converts the instructor's local date and time with the
/// zone it names, which is kept for display.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct AssignmentSpec {
    pub title: String,
    /// Item keys: `quiz/<id>`, `challenge/<id>`, `simulator/<id>`,
    /// `exam/<id>`, `authored/<id>`.
    pub items: Vec<String>,
    pub opens_at: i64,
    pub due_at: i64,
    pub time_zone: String,
    pub late_policy: LatePolicy,
    /// `None`: unlimited.
    pub attempts_allowed: Option<u32>,
    /// Seconds per attempt; `None`: no limit.
    pub time_limit: Option<u32>,
    pub show_answers: bool,
}

/// One item of an assignment, with its title in the asked language.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct AssignmentItem {
    pub key: String,
    pub kind: ItemKind,
    /// The item's id in its file (`block-rm-rf`).
    pub item_id: String,
    pub title: String,
    /// Whether an instructor wrote it (its page is the classroom's, not the
    /// public catalogue's).
    pub authored: bool,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub id: String,
    pub group_id: String,
    pub title: String,
    pub items: Vec<AssignmentItem>,
    pub opens_at: i64,
    pub due_at: i64,
    pub time_zone: String,
    pub late_policy: LatePolicy,
    pub attempts_allowed: Option<u32>,
    pub time_limit: Option<u32>,
    pub show_answers: bool,
}

/// A student's accommodations on one assignment.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Override {
    /// Added to the time limit of each attempt.
    pub extra_seconds: u32,
    /// Added to the attempts allowed on each item.
    pub extra_attempts: u32,
    /// A later due date for this student.
    pub due_at: Option<i64>,
}

/// The rules that apply to one student, overrides included.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Effective {
    pub opens_at: i64,
    pub due_at: i64,
    pub attempts_allowed: Option<u32>,
    pub time_limit: Option<u32>,
}

// ----- attempts -----

/// One submission from a student.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Submission {
    pub assignment_id: String,
    pub item_key: String,
    /// Chosen by the client once per submission and sent again on every
    /// retry: the server stores the first and answers the same to the rest.
    pub idempotency_key: String,
    pub answer: Answer,
}

/// The grade, when the assignment shows answers after submitting.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub score: u32,
    pub correct: bool,
    pub response: Response,
}

/// What the server answers to a stored submission.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    pub attempt_id: String,
    pub attempt_no: u32,
    pub submitted_at: i64,
    pub late: bool,
    /// True when this was a retry of a submission already stored.
    pub replayed: bool,
    pub feedback: Option<Feedback>,
}

/// When a timed attempt started and when it must be in.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Started {
    pub started_at: i64,
    pub ends_at: i64,
}

/// Where a student stands on one item.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ItemStatus {
    pub key: String,
    pub attempts: u32,
    pub attempts_allowed: Option<u32>,
    /// Only when the assignment shows answers.
    pub best_score: Option<u32>,
    pub last_submitted_at: Option<i64>,
    pub late: bool,
    /// A timed attempt under way.
    pub started: Option<Started>,
}

/// Where an assignment stands for a student at the server's now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Before the opening date.
    Upcoming,
    Open,
    /// Past the due date, still accepting (marked late).
    Late,
    /// Past the due date, refusing.
    Closed,
}

by_name!(Phase {
    Upcoming => "upcoming",
    Open => "open",
    Late => "late",
    Closed => "closed",
});

/// An assignment as one student sees it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct StudentAssignment {
    pub assignment: Assignment,
    pub effective: Effective,
    pub phase: Phase,
    pub items: Vec<ItemStatus>,
    pub now: i64,
}

/// One stored attempt.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct AttemptView {
    pub id: String,
    pub student_id: String,
    pub item_key: String,
    pub attempt_no: u32,
    pub submitted_at: i64,
    pub late: bool,
    pub answer: Answer,
    /// Hidden from students when the assignment does not show answers.
    pub feedback: Option<Feedback>,
    pub item_version: String,
    pub regraded_at: Option<i64>,
}

/// What a re-grade did.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Regraded {
    /// Attempts graded against a newer version of their item.
    pub regraded: u32,
    /// Of those, attempts whose score changed.
    pub changed: u32,
}

// ----- authored -----

/// One uploaded file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct UploadedFile {
    pub name: String,
    pub text: String,
}

/// An item an instructor wrote, as listed.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct AuthoredItem {
    /// The server's id; the item's key in assignments is `authored/<id>`.
    pub id: String,
    pub kind: ItemKind,
    pub item_id: String,
    pub title: String,
    pub version: String,
    pub updated_at: i64,
}

/// An item ready for a page: the data its practice page runs on, and the
/// author's text as sanitised HTML (built-in items leave `html` empty: their
/// pages already show their text).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ItemView {
    pub kind: ItemKind,
    pub item_id: String,
    pub title: String,
    pub authored: bool,
    /// `field → HTML`: `situation`, `goal`, `story`, `hints`, `lesson`…
    pub html: Vec<(String, String)>,
    /// The quiz scenario's options; the challenge's starting state; the
    /// simulator's setup; the exam item's question
    /// ([`crate::exam::Question`]: its stem and options, never its key).
    pub data: serde_json::Value,
}

impl Role {
    /// The stable id (`instructor`, `student`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Instructor => "instructor",
            Role::Student => "student",
        }
    }
}

impl LatePolicy {
    /// The stable id (`accept`, `refuse`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            LatePolicy::Accept => "accept",
            LatePolicy::Refuse => "refuse",
        }
    }

    /// Parses a stable id; anything but `refuse` accepts.
    #[must_use]
    pub fn from_id(text: &str) -> LatePolicy {
        if text == "refuse" {
            LatePolicy::Refuse
        } else {
            LatePolicy::Accept
        }
    }
}

impl Assignment {
    /// The rules for a student with these overrides: a later due date
    /// replaces the assignment's (never an earlier one), extra attempts and
    /// extra time add up.
    #[must_use]
    pub fn effective(&self, o: &Override) -> Effective {
        Effective {
            opens_at: self.opens_at,
            due_at: o.due_at.map_or(self.due_at, |d| d.max(self.due_at)),
            attempts_allowed: self
                .attempts_allowed
                .map(|n| n.saturating_add(o.extra_attempts)),
            time_limit: self.time_limit.map(|t| t.saturating_add(o.extra_seconds)),
        }
    }
}

impl Effective {
    /// Where the assignment stands at `now` (milliseconds, UTC): upcoming
    /// before it opens, open until the due date inclusive, then late or
    /// closed by the policy.
    #[must_use]
    pub fn phase(&self, policy: LatePolicy, now: i64) -> Phase {
        if now < self.opens_at {
            Phase::Upcoming
        } else if now <= self.due_at {
            Phase::Open
        } else if policy == LatePolicy::Accept {
            Phase::Late
        } else {
            Phase::Closed
        }
    }
}

/// What a student can do on one item of an assignment, and where they
/// stand on it: the assignment list and the item page show this.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum ItemState {
    /// The assignment has not opened yet.
    NotOpen,
    /// Open, nothing submitted yet.
    ToDo,
    /// Submitted at least once; `more` says whether another attempt is
    /// accepted now.
    Submitted {
        attempts: u32,
        allowed: Option<u32>,
        late: bool,
        more: bool,
    },
    /// Past the due date, the policy refuses, and nothing was submitted.
    Closed,
}

impl ItemState {
    /// Whether a submission would be accepted now (the server still judges).
    #[must_use]
    pub fn can_submit(self) -> bool {
        match self {
            ItemState::ToDo => true,
            ItemState::Submitted { more, .. } => more,
            ItemState::NotOpen | ItemState::Closed => false,
        }
    }
}

impl ItemStatus {
    /// Where the student stands on this item in an assignment's `phase`.
    #[must_use]
    pub fn state(&self, phase: Phase) -> ItemState {
        let open = matches!(phase, Phase::Open | Phase::Late);
        if phase == Phase::Upcoming {
            return ItemState::NotOpen;
        }
        if self.attempts == 0 {
            return if open {
                ItemState::ToDo
            } else {
                ItemState::Closed
            };
        }
        let left = self.attempts_allowed.is_none_or(|n| self.attempts < n);
        ItemState::Submitted {
            attempts: self.attempts,
            allowed: self.attempts_allowed,
            late: self.late,
            more: open && left,
        }
    }
}

/// An assignment at a glance, for a student's list.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub phase: Phase,
    /// Items with at least one submission.
    pub submitted: u32,
    pub items: u32,
    /// Whether any submission was late.
    pub late: bool,
    /// The mean of the best scores over every item, in thousandths (an
    /// item not submitted counts 0), once something was submitted and when
    /// the assignment shows answers.
    pub score: Option<u32>,
}

impl StudentAssignment {
    /// The list's line for this assignment.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let items = u32::try_from(self.assignment.items.len()).unwrap_or(u32::MAX);
        let submitted =
            u32::try_from(self.items.iter().filter(|i| i.attempts > 0).count()).unwrap_or(u32::MAX);
        let score = if self.assignment.show_answers && submitted > 0 {
            let total: u64 = self
                .items
                .iter()
                .map(|i| u64::from(i.best_score.unwrap_or(0)))
                .sum();
            total
                .checked_div(u64::from(items))
                .and_then(|mean| u32::try_from(mean).ok())
        } else {
            None
        };
        Summary {
            phase: self.phase,
            submitted,
            items,
            late: self.items.iter().any(|i| i.late),
            score,
        }
    }

    /// The status of the item with this key, if the assignment has it.
    #[must_use]
    pub fn item(&self, key: &str) -> Option<&ItemStatus> {
        self.items.iter().find(|i| i.key == key)
    }
}

impl Started {
    /// Whole seconds left at `now` (milliseconds, UTC), never below zero.
    #[must_use]
    pub fn seconds_left(&self, now: i64) -> u64 {
        u64::try_from((self.ends_at - now).max(0) / 1000).unwrap_or(0)
    }
}

impl AuthoredItem {
    /// The item's key in assignments: `authored/<id>`.
    #[must_use]
    pub fn key(&self) -> String {
        format!("{AUTHORED}/{}", self.id)
    }
}

/// The first part of an instructor's own item's key, `authored/<id>`.
const AUTHORED: &str = "authored";

/// The end of an assigned item's page path, after
/// `/{lang}/class/assignments/{id}/`: a built-in item's key
/// (`challenge/block-rm`), and for an instructor's own item
/// (`authored/<id>`) its kind as well (`authored-challenge/<id>`), so that
/// every item's path says which tool runs it (and which bundle the page
/// loads).
#[must_use]
pub fn item_page_path(key: &str, kind: ItemKind) -> String {
    match key
        .strip_prefix(AUTHORED)
        .and_then(|rest| rest.strip_prefix('/'))
    {
        Some(id) => format!("{AUTHORED}-{}/{id}", kind.as_str()),
        None => key.to_owned(),
    }
}

/// The item an assigned item's page path names by its last two segments
/// (`{kind}/{item}`, see [`item_page_path`]): its key, and the kind the path
/// gives it. The kind is `None` for a path that names none
/// (`authored/<id>`, a link written before paths named the kinds of an
/// instructor's items) or an unknown one.
#[must_use]
pub fn item_of_page_path(kind: &str, item: &str) -> (String, Option<ItemKind>) {
    let authored = format!("{AUTHORED}/{item}");
    if kind == AUTHORED {
        return (authored, None);
    }
    match kind
        .strip_prefix(AUTHORED)
        .and_then(|rest| rest.strip_prefix('-'))
    {
        Some(named) => (authored, ItemKind::from_id(named)),
        None => (format!("{kind}/{item}"), ItemKind::from_id(kind)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_s_page_path_names_its_kind_and_leads_back_to_its_key() {
        let cases = [
            (
                "challenge/block-rm",
                ItemKind::Challenge,
                "challenge/block-rm",
            ),
            ("quiz/q1", ItemKind::Quiz, "quiz/q1"),
            ("authored/x1", ItemKind::Simulator, "authored-simulator/x1"),
            ("authored/x2", ItemKind::Exam, "authored-exam/x2"),
        ];
        for (key, kind, path) in cases {
            assert_eq!(item_page_path(key, kind), path);
            let (segment, item) = path.split_once('/').unwrap();
            assert_eq!(
                item_of_page_path(segment, item),
                (key.to_owned(), Some(kind))
            );
        }
        // An older link to an instructor's item names no kind; a path with
        // an unknown kind names none either.
        assert_eq!(
            item_of_page_path("authored", "x1"),
            ("authored/x1".to_owned(), None)
        );
        assert_eq!(item_of_page_path("authored-poem", "x1").1, None);
        assert_eq!(item_of_page_path("poem", "x1").1, None);
        // A built-in item whose id begins with "authored" keeps its key.
        assert_eq!(
            item_page_path("quiz/authored-by-hand", ItemKind::Quiz),
            "quiz/authored-by-hand"
        );
    }

    fn assignment() -> Assignment {
        Assignment {
            id: "a".into(),
            group_id: "g".into(),
            title: "t".into(),
            items: Vec::new(),
            opens_at: 100,
            due_at: 200,
            time_zone: "UTC".into(),
            late_policy: LatePolicy::Refuse,
            attempts_allowed: Some(2),
            time_limit: Some(60),
            show_answers: true,
        }
    }

    #[test]
    fn overrides_only_ever_give_more() {
        let a = assignment();
        let e = a.effective(&Override {
            extra_seconds: 30,
            extra_attempts: 1,
            due_at: Some(150),
        });
        assert_eq!(
            e.due_at, 200,
            "an earlier date never shortens the assignment"
        );
        assert_eq!(e.attempts_allowed, Some(3));
        assert_eq!(e.time_limit, Some(90));
        let later = a.effective(&Override {
            due_at: Some(500),
            ..Override::default()
        });
        assert_eq!(later.due_at, 500);
    }

    #[test]
    fn phases_follow_the_dates_and_the_policy() {
        let e = assignment().effective(&Override::default());
        assert_eq!(e.phase(LatePolicy::Refuse, 99), Phase::Upcoming);
        assert_eq!(e.phase(LatePolicy::Refuse, 200), Phase::Open);
        assert_eq!(e.phase(LatePolicy::Refuse, 201), Phase::Closed);
        assert_eq!(e.phase(LatePolicy::Accept, 201), Phase::Late);
    }

    fn status(attempts: u32, allowed: Option<u32>, best: Option<u32>) -> ItemStatus {
        ItemStatus {
            key: "quiz/x".into(),
            attempts,
            attempts_allowed: allowed,
            best_score: best,
            last_submitted_at: None,
            late: false,
            started: None,
        }
    }

    #[test]
    fn an_item_s_state_follows_the_phase_and_the_attempts() {
        let fresh = status(0, Some(2), None);
        assert_eq!(fresh.state(Phase::Upcoming), ItemState::NotOpen);
        assert_eq!(fresh.state(Phase::Open), ItemState::ToDo);
        assert_eq!(fresh.state(Phase::Late), ItemState::ToDo);
        assert_eq!(fresh.state(Phase::Closed), ItemState::Closed);
        assert!(!fresh.state(Phase::Closed).can_submit());
        let once = status(1, Some(2), Some(0));
        assert_eq!(
            once.state(Phase::Open),
            ItemState::Submitted {
                attempts: 1,
                allowed: Some(2),
                late: false,
                more: true
            }
        );
        assert!(once.state(Phase::Open).can_submit());
        assert!(
            !once.state(Phase::Closed).can_submit(),
            "closed after the due date"
        );
        let used = status(2, Some(2), Some(1000));
        assert!(!used.state(Phase::Open).can_submit(), "no attempt left");
        let unlimited = status(9, None, None);
        assert!(unlimited.state(Phase::Late).can_submit());
    }

    #[test]
    fn a_summary_counts_items_and_averages_the_best_scores() {
        let mut a = assignment();
        a.items = ["quiz/x", "quiz/y"]
            .iter()
            .map(|k| AssignmentItem {
                key: (*k).into(),
                kind: ItemKind::Quiz,
                item_id: "x".into(),
                title: "x".into(),
                authored: false,
            })
            .collect();
        let mut done = status(1, Some(2), Some(1000));
        done.late = true;
        let student = StudentAssignment {
            effective: a.effective(&Override::default()),
            assignment: a,
            phase: Phase::Late,
            items: vec![
                done,
                ItemStatus {
                    key: "quiz/y".into(),
                    ..status(0, Some(2), None)
                },
            ],
            now: 300,
        };
        let summary = student.summary();
        assert_eq!((summary.submitted, summary.items), (1, 2));
        assert!(summary.late);
        assert_eq!(summary.score, Some(500), "the unsubmitted item counts 0");
        let mut hidden = student.clone();
        hidden.assignment.show_answers = false;
        assert_eq!(hidden.summary().score, None);
        assert!(student.item("quiz/y").is_some());
        assert!(student.item("quiz/z").is_none());
    }

    #[test]
    fn time_left_never_goes_below_zero() {
        let started = Started {
            started_at: 0,
            ends_at: 60_500,
        };
        assert_eq!(started.seconds_left(0), 60);
        assert_eq!(started.seconds_left(59_000), 1);
        assert_eq!(started.seconds_left(90_000), 0);
    }
}
