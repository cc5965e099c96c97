//! The assignment form's logic, without Leptos: dates typed as a wall
//! clock in the time zone the instructor chose, turned into UTC with that
//! zone's offsets (which only the browser knows, so they are passed in),
//! and the form's fields checked and turned into an [`AssignmentSpec`].
//!
//! Rules:
//! - A wall-clock time is read as `YYYY-MM-DDTHH:MM` (what
//!   `<input type="datetime-local">` gives).
//! - The UTC instant of a wall-clock time is found by trying the zone's
//!   offset at the naive guess and once more at the corrected one (a time
//!   skipped by a clock change lands an hour later; a repeated one takes
//!   the first occurrence's offset as found).
//! - Minutes typed by the instructor become seconds for the server; empty
//!   means "no limit".

use hooklab_core::calendar::{Day, DAY_MS};
use hooklab_core::classroom::{AssignmentSpec, LatePolicy};

/// A form field, as the page and the server's errors name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Title,
    Items,
    Opens,
    Due,
    TimeZone,
    Attempts,
    TimeLimit,
}

impl Field {
    /// The id the server's errors use (`ClassError::field`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Field::Title => "title",
            Field::Items => "items",
            Field::Opens => "opens",
            Field::Due => "due",
            Field::TimeZone => "time-zone",
            Field::Attempts => "attempts",
            Field::TimeLimit => "time-limit",
        }
    }
}

/// A wall-clock time read as if it were UTC: milliseconds since the epoch.
#[must_use]
pub fn parse_wall_clock(text: &str) -> Option<i64> {
    let (date, time) = text.trim().split_once(['T', ' '])?;
    let day = Day::parse(date)?;
    let mut parts = time.split(':');
    let hour: i64 = two_digits(parts.next()?)?;
    let minute: i64 = two_digits(parts.next()?)?;
    let second: i64 = match parts.next() {
        Some(s) => two_digits(s.split('.').next()?)?,
        None => 0,
    };
    if parts.next().is_some() || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    Some(day.0 * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000)
}

fn two_digits(text: &str) -> Option<i64> {
    (text.len() == 2 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// `YYYY-MM-DDTHH:MM` for a wall-clock time given as if it were UTC.
#[must_use]
pub fn wall_clock_text(wall_ms: i64) -> String {
    let day = Day(wall_ms.div_euclid(DAY_MS));
    let (y, m, d) = day.ymd();
    let minute_of_day = wall_ms.rem_euclid(DAY_MS) / 60_000;
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}",
        minute_of_day / 60,
        minute_of_day % 60
    )
}

/// The UTC instant of a wall-clock time in a zone whose offset from UTC
/// (milliseconds, east positive) at an instant is `offset_at`.
#[must_use]
pub fn to_utc(wall_ms: i64, offset_at: impl Fn(i64) -> i64) -> i64 {
    let guess = wall_ms - offset_at(wall_ms);
    let corrected = wall_ms - offset_at(guess);
    if offset_at(corrected) == offset_at(guess) {
        corrected
    } else {
        // A skipped hour: the later offset puts the time after the change.
        guess.max(corrected)
    }
}

/// The wall-clock time in the zone at a UTC instant.
#[must_use]
pub fn to_wall_clock(utc_ms: i64, offset_at: impl Fn(i64) -> i64) -> i64 {
    utc_ms + offset_at(utc_ms)
}

/// What the assignment form holds, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormValues {
    pub title: String,
    pub items: Vec<String>,
    /// `YYYY-MM-DDTHH:MM` in `time_zone`.
    pub opens: String,
    pub due: String,
    pub time_zone: String,
    pub late_refused: bool,
    /// Empty: unlimited.
    pub attempts: String,
    /// Minutes; empty: no limit.
    pub time_limit: String,
    pub show_answers: bool,
}

/// A problem found before sending, with the field it concerns and the
/// message's key in `teach.ftl`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub field: Field,
    pub key: &'static str,
}

/// Reads an optional positive whole number.
fn optional_count(text: &str) -> Result<Option<u32>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<u32>() {
        Ok(n) if n > 0 => Ok(Some(n)),
        _ => Err(()),
    }
}

/// Checks the form and builds the spec, converting the dates with the
/// zone's offsets; every problem is returned, each with its field.
///
/// # Errors
/// The problems found, in the form's order.
pub fn build_spec(
    form: &FormValues,
    offset_at: impl Fn(i64) -> i64,
) -> Result<AssignmentSpec, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut problem = |field, key| problems.push(Problem { field, key });
    let title = form.title.trim().to_owned();
    if title.is_empty() {
        problem(Field::Title, "teach-problem-title");
    }
    if form.items.is_empty() {
        problem(Field::Items, "teach-problem-items");
    }
    let opens = parse_wall_clock(&form.opens).map(|w| to_utc(w, &offset_at));
    if opens.is_none() {
        problem(Field::Opens, "teach-problem-date");
    }
    let due = parse_wall_clock(&form.due).map(|w| to_utc(w, &offset_at));
    match (opens, due) {
        (_, None) => problem(Field::Due, "teach-problem-date"),
        (Some(o), Some(d)) if d <= o => problem(Field::Due, "teach-problem-due-order"),
        _ => {}
    }
    if form.time_zone.trim().is_empty() {
        problem(Field::TimeZone, "teach-problem-time-zone");
    }
    let attempts = optional_count(&form.attempts);
    if attempts.is_err() {
        problem(Field::Attempts, "teach-problem-count");
    }
    let minutes = optional_count(&form.time_limit);
    if minutes.is_err() {
        problem(Field::TimeLimit, "teach-problem-count");
    }
    match (opens, due, attempts, minutes) {
        (Some(opens_at), Some(due_at), Ok(attempts_allowed), Ok(minutes))
            if problems.is_empty() =>
        {
            Ok(AssignmentSpec {
                title,
                items: form.items.clone(),
                opens_at,
                due_at,
                time_zone: form.time_zone.trim().to_owned(),
                late_policy: if form.late_refused {
                    LatePolicy::Refuse
                } else {
                    LatePolicy::Accept
                },
                attempts_allowed,
                time_limit: minutes.map(|m| m.saturating_mul(60)),
                show_answers: form.show_answers,
            })
        }
        _ => Err(problems),
    }
}

/// The form's values for an existing assignment, its dates written in its
/// own zone.
#[must_use]
pub fn form_of(spec: &AssignmentSpec, offset_at: impl Fn(i64) -> i64) -> FormValues {
    FormValues {
        title: spec.title.clone(),
        items: spec.items.clone(),
        opens: wall_clock_text(to_wall_clock(spec.opens_at, &offset_at)),
        due: wall_clock_text(to_wall_clock(spec.due_at, &offset_at)),
        time_zone: spec.time_zone.clone(),
        late_refused: spec.late_policy == LatePolicy::Refuse,
        attempts: spec
            .attempts_allowed
            .map(|n| n.to_string())
            .unwrap_or_default(),
        time_limit: spec
            .time_limit
            .map(|s| s.div_ceil(60).to_string())
            .unwrap_or_default(),
        show_answers: spec.show_answers,
    }
}

/// A student's accommodations as typed: extra minutes per attempt, extra
/// attempts, and a later due date in the assignment's zone (empty: none).
///
/// # Errors
/// The problem's field (`Attempts`, `TimeLimit` or `Due`) and key.
pub fn build_override(
    extra_minutes: &str,
    extra_attempts: &str,
    due: &str,
    offset_at: impl Fn(i64) -> i64,
) -> Result<hooklab_core::classroom::Override, Problem> {
    let count = |text: &str, field| -> Result<u32, Problem> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(0);
        }
        text.parse::<u32>().map_err(|_| Problem {
            field,
            key: "teach-problem-count",
        })
    };
    let extra_seconds = count(extra_minutes, Field::TimeLimit)?.saturating_mul(60);
    let extra_attempts = count(extra_attempts, Field::Attempts)?;
    let due_at = if due.trim().is_empty() {
        None
    } else {
        Some(
            parse_wall_clock(due)
                .map(|w| to_utc(w, &offset_at))
                .ok_or(Problem {
                    field: Field::Due,
                    key: "teach-problem-date",
                })?,
        )
    };
    Ok(hooklab_core::classroom::Override {
        extra_seconds,
        extra_attempts,
        due_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    /// Paris in 2026: +1 h, +2 h from 29 March 01:00 UTC to 25 October
    /// 01:00 UTC.
    fn paris(utc: i64) -> i64 {
        let spring = parse_wall_clock("2026-03-29T01:00").unwrap();
        let autumn = parse_wall_clock("2026-10-25T01:00").unwrap();
        if (spring..autumn).contains(&utc) {
            2 * HOUR
        } else {
            HOUR
        }
    }

    #[test]
    fn wall_clock_times_read_and_write_back() {
        let t = parse_wall_clock("2026-03-01T09:30").unwrap();
        assert_eq!(t, 1_772_357_400_000);
        assert_eq!(wall_clock_text(t), "2026-03-01T09:30");
        assert_eq!(parse_wall_clock("2026-03-01T09:30:15"), Some(t + 15_000));
        for bad in [
            "",
            "2026-03-01",
            "2026-02-30T10:00",
            "2026-03-01T24:00",
            "2026-03-01T9:30",
            "x",
        ] {
            assert_eq!(parse_wall_clock(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_paris_time_becomes_utc_across_the_clock_changes() {
        let winter = parse_wall_clock("2026-03-01T09:30").unwrap();
        assert_eq!(to_utc(winter, paris), winter - HOUR);
        let summer = parse_wall_clock("2026-07-01T09:30").unwrap();
        assert_eq!(to_utc(summer, paris), summer - 2 * HOUR);
        // 02:30 on 29 March does not exist in Paris: it lands after the change.
        let skipped = parse_wall_clock("2026-03-29T02:30").unwrap();
        let utc = to_utc(skipped, paris);
        assert_eq!(
            wall_clock_text(to_wall_clock(utc, paris)),
            "2026-03-29T03:30"
        );
        // And the other way.
        assert_eq!(to_wall_clock(summer - 2 * HOUR, paris), summer);
        assert_eq!(to_utc(winter, |_| 0), winter);
    }

    fn form() -> FormValues {
        FormValues {
            title: " Week 1 ".into(),
            items: vec!["quiz/block-rm-rf".into()],
            opens: "2026-03-01T09:00".into(),
            due: "2026-03-08T18:00".into(),
            time_zone: "Europe/Paris".into(),
            late_refused: true,
            attempts: "2".into(),
            time_limit: "15".into(),
            show_answers: true,
        }
    }

    #[test]
    fn a_filled_form_becomes_a_spec_in_utc() {
        let spec = build_spec(&form(), paris).unwrap();
        assert_eq!(spec.title, "Week 1");
        assert_eq!(spec.opens_at, parse_wall_clock("2026-03-01T08:00").unwrap());
        assert_eq!(spec.late_policy, LatePolicy::Refuse);
        assert_eq!(spec.attempts_allowed, Some(2));
        assert_eq!(spec.time_limit, Some(900));
        let open = FormValues {
            attempts: String::new(),
            time_limit: " ".into(),
            ..form()
        };
        let spec = build_spec(&open, paris).unwrap();
        assert_eq!((spec.attempts_allowed, spec.time_limit), (None, None));
        assert_eq!(
            form_of(&build_spec(&form(), paris).unwrap(), paris),
            FormValues {
                title: "Week 1".into(),
                ..form()
            }
        );
    }

    #[test]
    fn every_problem_is_named_with_its_field() {
        let bad = FormValues {
            title: "  ".into(),
            items: Vec::new(),
            due: "2026-02-01T09:00".into(),
            attempts: "0".into(),
            time_limit: "soon".into(),
            ..form()
        };
        let fields: Vec<Field> = build_spec(&bad, paris)
            .unwrap_err()
            .into_iter()
            .map(|p| p.field)
            .collect();
        assert_eq!(
            fields,
            vec![
                Field::Title,
                Field::Items,
                Field::Due,
                Field::Attempts,
                Field::TimeLimit
            ]
        );
        let no_date = FormValues {
            opens: String::new(),
            ..form()
        };
        assert_eq!(
            build_spec(&no_date, paris).unwrap_err(),
            vec![Problem {
                field: Field::Opens,
                key: "teach-problem-date"
            }]
        );
    }

    #[test]
    fn accommodations_read_minutes_attempts_and_a_date() {
        let o = build_override("10", "1", "2026-03-10T18:00", paris).unwrap();
        assert_eq!(o.extra_seconds, 600);
        assert_eq!(o.extra_attempts, 1);
        assert_eq!(
            o.due_at,
            Some(parse_wall_clock("2026-03-10T17:00").unwrap())
        );
        let none = build_override("", "", "", paris).unwrap();
        assert_eq!(none, hooklab_core::classroom::Override::default());
        assert_eq!(
            build_override("x", "", "", paris).unwrap_err().field,
            Field::TimeLimit
        );
        assert_eq!(
            build_override("", "", "tomorrow", paris).unwrap_err().field,
            Field::Due
        );
    }
}
