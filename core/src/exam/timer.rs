//! The attempt's clock rules, as pure data and arithmetic.
//!
//! - Two minutes per item ([`SECONDS_PER_ITEM`]).
//! - Before starting, the learner chooses: no limit, the standard limit, or
//!   the limit ×1.5 or ×2 ([`TimerChoice`]); a classroom override adds
//!   per-student extra seconds on top.
//! - When [`WARNING_MS`] or less remain, the page warns; the learner may
//!   extend by [`EXTENSION_MS`] with one action, up to [`MAX_EXTENSIONS`]
//!   times (WCAG 2.2.1 asks for at least 20 seconds to react and at least
//!   ten extensions).
//! - Exam conditions: the deadline is wall-clock (start + limit +
//!   extensions); closing the tab does not stop it.
//! - Practice: time runs only while the attempt is open; the page pauses it
//!   when the tab is hidden or closed, and a reload resumes it paused.
//! - At zero the attempt submits itself (see `Attempt::tick`).

use serde::{Deserialize, Serialize};

use crate::named::by_name;

/// The standard time per item.
pub const SECONDS_PER_ITEM: i64 = 120;
/// The page warns when this much time or less remains (2 minutes).
pub const WARNING_MS: i64 = 120_000;
/// What one extension adds (5 minutes).
pub const EXTENSION_MS: i64 = 300_000;
/// How many times the learner may extend.
pub const MAX_EXTENSIONS: u32 = 10;

// WCAG 2.2.1: at least 20 seconds to react to the warning, at least ten
// extensions.
const _: () = assert!(WARNING_MS >= 20_000 && MAX_EXTENSIONS >= 10);

/// The time limit the learner chose before starting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimerChoice {
    /// No time limit.
    Off,
    /// Two minutes per item.
    #[default]
    Standard,
    /// Three minutes per item.
    OneAndAHalf,
    /// Four minutes per item.
    Double,
}

by_name!(TimerChoice::as_str [Off, Standard, OneAndAHalf, Double]);

impl TimerChoice {
    pub const ALL: [TimerChoice; 4] = [
        TimerChoice::Off,
        TimerChoice::Standard,
        TimerChoice::OneAndAHalf,
        TimerChoice::Double,
    ];

    /// The stable id (`off`, `x1`, `x1.5`, `x2`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            TimerChoice::Off => "off",
            TimerChoice::Standard => "x1",
            TimerChoice::OneAndAHalf => "x1.5",
            TimerChoice::Double => "x2",
        }
    }

    #[must_use]
    pub fn from_id(id: &str) -> Option<TimerChoice> {
        TimerChoice::ALL.into_iter().find(|c| c.as_str() == id)
    }

    /// The limit for `items` items plus `extra_seconds` from a classroom
    /// override, in milliseconds; `None` when the timer is off.
    #[must_use]
    pub fn limit_ms(self, items: usize, extra_seconds: u32) -> Option<i64> {
        let per_item_ms = match self {
            TimerChoice::Off => return None,
            TimerChoice::Standard => SECONDS_PER_ITEM * 1000,
            TimerChoice::OneAndAHalf => SECONDS_PER_ITEM * 1500,
            TimerChoice::Double => SECONDS_PER_ITEM * 2000,
        };
        let items = i64::try_from(items).unwrap_or(i64::MAX);
        Some(
            per_item_ms
                .saturating_mul(items)
                .saturating_add(i64::from(extra_seconds) * 1000),
        )
    }
}

/// The clock of one attempt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timer {
    pub choice: TimerChoice,
    /// Extra seconds from a classroom override (already in `limit_ms`).
    pub extra_seconds: u32,
    /// The limit before extensions; `None` when off.
    pub limit_ms: Option<i64>,
    pub extensions: u32,
    /// `true` in exam conditions: the deadline is wall-clock.
    pub wall_clock: bool,
    pub started_ms: i64,
    /// Practice: the time counted so far, up to `running_since`.
    pub used_ms: i64,
    /// Practice: when the clock last started running (`None`: paused).
    pub running_since: Option<i64>,
}

/// What the page shows about the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimerStatus {
    /// Time used so far.
    pub used_ms: i64,
    /// Time left; `None` without a limit.
    pub remaining_ms: Option<i64>,
    /// Show the warning (with its "extend" button).
    pub warning: bool,
    /// An extension is still allowed.
    pub can_extend: bool,
    pub expired: bool,
    pub paused: bool,
}

impl Timer {
    #[must_use]
    pub fn new(
        choice: TimerChoice,
        items: usize,
        extra_seconds: u32,
        wall_clock: bool,
        now_ms: i64,
    ) -> Timer {
        Timer {
            choice,
            extra_seconds,
            limit_ms: choice.limit_ms(items, extra_seconds),
            extensions: 0,
            wall_clock,
            started_ms: now_ms,
            used_ms: 0,
            running_since: Some(now_ms),
        }
    }

    /// The limit with the extensions taken.
    #[must_use]
    pub fn total_limit_ms(&self) -> Option<i64> {
        self.limit_ms
            .map(|l| l.saturating_add(i64::from(self.extensions) * EXTENSION_MS))
    }

    /// Exam conditions: the moment the attempt ends.
    #[must_use]
    pub fn deadline_ms(&self) -> Option<i64> {
        if !self.wall_clock {
            return None;
        }
        self.total_limit_ms()
            .map(|l| self.started_ms.saturating_add(l))
    }

    /// Time used at `now`.
    #[must_use]
    pub fn used_at(&self, now_ms: i64) -> i64 {
        if self.wall_clock {
            return now_ms.saturating_sub(self.started_ms).max(0);
        }
        let running = self
            .running_since
            .map_or(0, |since| now_ms.saturating_sub(since).max(0));
        self.used_ms.saturating_add(running)
    }

    /// Time left at `now` (never below zero); `None` without a limit.
    #[must_use]
    pub fn remaining_at(&self, now_ms: i64) -> Option<i64> {
        self.total_limit_ms()
            .map(|limit| limit.saturating_sub(self.used_at(now_ms)).max(0))
    }

    /// When the limit is reached: the deadline in exam conditions; in
    /// practice, the moment it would run out if it keeps running.
    #[must_use]
    pub fn runs_out_at(&self, now_ms: i64) -> Option<i64> {
        let remaining = self.remaining_at(now_ms)?;
        if self.wall_clock {
            return self.deadline_ms();
        }
        self.running_since.map(|_| now_ms.saturating_add(remaining))
    }

    #[must_use]
    pub fn status(&self, now_ms: i64) -> TimerStatus {
        let remaining = self.remaining_at(now_ms);
        let expired = remaining == Some(0);
        TimerStatus {
            used_ms: self.used_at(now_ms),
            remaining_ms: remaining,
            warning: remaining.is_some_and(|r| r > 0 && r <= WARNING_MS),
            can_extend: self.limit_ms.is_some() && !expired && self.extensions < MAX_EXTENSIONS,
            expired,
            paused: !self.wall_clock && self.running_since.is_none(),
        }
    }

    /// Adds one extension; `false` when none is left or there is no limit.
    pub fn extend(&mut self, now_ms: i64) -> bool {
        if !self.status(now_ms).can_extend {
            return false;
        }
        self.extensions += 1;
        true
    }

    /// Practice: stops counting. Exam conditions: nothing (wall clock).
    pub fn pause(&mut self, now_ms: i64) {
        if self.wall_clock {
            return;
        }
        if let Some(since) = self.running_since.take() {
            self.used_ms = self
                .used_ms
                .saturating_add(now_ms.saturating_sub(since).max(0));
        }
    }

    /// Practice: counts again from `now`.
    pub fn resume(&mut self, now_ms: i64) {
        if !self.wall_clock && self.running_since.is_none() {
            self.running_since = Some(now_ms);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: i64 = 60_000;

    #[test]
    fn the_limit_is_two_minutes_per_item_times_the_choice_plus_extra_time() {
        assert_eq!(TimerChoice::Standard.limit_ms(20, 0), Some(40 * MIN));
        assert_eq!(TimerChoice::OneAndAHalf.limit_ms(20, 0), Some(60 * MIN));
        assert_eq!(TimerChoice::Double.limit_ms(60, 0), Some(240 * MIN));
        assert_eq!(TimerChoice::Standard.limit_ms(60, 900), Some(135 * MIN));
        assert_eq!(TimerChoice::Off.limit_ms(60, 900), None);
        for choice in TimerChoice::ALL {
            assert_eq!(TimerChoice::from_id(choice.as_str()), Some(choice));
        }
    }

    #[test]
    fn exam_conditions_run_on_the_wall_clock() {
        let mut timer = Timer::new(TimerChoice::Standard, 20, 0, true, 1_000);
        assert_eq!(timer.deadline_ms(), Some(1_000 + 40 * MIN));
        // Pausing (a closed tab) changes nothing.
        timer.pause(1_000 + 10 * MIN);
        assert_eq!(timer.remaining_at(1_000 + 30 * MIN), Some(10 * MIN));
        assert!(!timer.status(1_000 + 30 * MIN).warning);
        let late = timer.status(1_000 + 39 * MIN);
        assert!(late.warning && late.can_extend && !late.expired);
        assert!(timer.extend(1_000 + 39 * MIN));
        assert_eq!(timer.deadline_ms(), Some(1_000 + 45 * MIN));
        let over = timer.status(1_000 + 50 * MIN);
        assert!(over.expired && !over.warning && !over.can_extend);
        assert_eq!(over.remaining_ms, Some(0));
    }

    #[test]
    fn practice_counts_only_while_running() {
        let mut timer = Timer::new(TimerChoice::Standard, 10, 0, false, 0);
        timer.pause(5 * MIN);
        // Ten hours away from the page count for nothing.
        assert_eq!(timer.used_at(600 * MIN), 5 * MIN);
        assert!(timer.status(600 * MIN).paused);
        timer.resume(600 * MIN);
        assert_eq!(timer.used_at(601 * MIN), 6 * MIN);
        assert_eq!(timer.remaining_at(601 * MIN), Some(14 * MIN));
        assert_eq!(timer.runs_out_at(601 * MIN), Some(615 * MIN));
        assert_eq!(timer.deadline_ms(), None);
    }

    #[test]
    fn extensions_stop_at_the_maximum_and_need_a_limit() {
        let mut timer = Timer::new(TimerChoice::Standard, 1, 0, true, 0);
        for _ in 0..MAX_EXTENSIONS {
            assert!(timer.extend(MIN));
        }
        assert!(!timer.extend(MIN));
        assert_eq!(timer.total_limit_ms(), Some(2 * MIN + 10 * EXTENSION_MS));
        let mut off = Timer::new(TimerChoice::Off, 60, 0, true, 0);
        assert!(!off.extend(0));
        assert_eq!(off.remaining_at(999 * MIN), None);
        assert!(!off.status(999 * MIN).expired);
    }
}
