//! Days as the learner lives them: a [`Day`] is a date in the learner's own
//! calendar, counted from 1970-01-01. The core has no clock: pages hand in a
//! [`Now`] (the browser's time and its offset from UTC), and everything that
//! speaks of "today", "due today" or "days until the exam" is computed from
//! it.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// A date, as days since 1970-01-01. Written as `YYYY-MM-DD` in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

/// The moment a page acts: the time since the epoch (UTC) and the learner's
/// offset from UTC in minutes (east positive: Paris in winter is +60, which
/// is minus JavaScript's `getTimezoneOffset()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Now {
    pub ms: i64,
    pub utc_offset_minutes: i32,
}

impl Now {
    /// `ms` with a zero offset (tests, servers).
    #[must_use]
    pub fn utc(ms: i64) -> Now {
        Now {
            ms,
            utc_offset_minutes: 0,
        }
    }

    /// The learner's date at this moment.
    #[must_use]
    pub fn today(self) -> Day {
        self.day_of(self.ms)
    }

    /// The learner's date at another moment (same offset).
    #[must_use]
    pub fn day_of(self, ms: i64) -> Day {
        let local = ms.saturating_add(i64::from(self.utc_offset_minutes) * 60_000);
        Day(local.div_euclid(DAY_MS))
    }

    /// The first millisecond (UTC) of `day` in the learner's calendar.
    #[must_use]
    pub fn start_of(self, day: Day) -> i64 {
        day.0
            .saturating_mul(DAY_MS)
            .saturating_sub(i64::from(self.utc_offset_minutes) * 60_000)
    }

    /// The first millisecond of tomorrow: anything due before it is due today.
    #[must_use]
    pub fn end_of_today(self) -> i64 {
        self.start_of(Day(self.today().0 + 1))
    }
}

impl Day {
    /// The day of a proleptic Gregorian date, or `None` for an impossible one.
    #[must_use]
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<Day> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // Howard Hinnant's days_from_civil.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let m = i64::from(month);
        let mp = if m > 2 { m - 3 } else { m + 9 };
        let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The year, month and day of the month.
    #[must_use]
    pub fn ymd(self) -> (i64, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
        let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
        (yoe + era * 400 + i64::from(month <= 2), month, day)
    }

    /// Reads `YYYY-MM-DD`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.split('-');
        let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return None;
        }
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y) && digits(m) && digits(d)) {
            return None;
        }
        Day::from_ymd(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)
    }

    /// The day `n` days later (earlier for a negative `n`).
    #[must_use]
    pub fn plus(self, n: i64) -> Day {
        Day(self.0.saturating_add(n))
    }

    /// Days from `self` to `later` (negative when `later` is before).
    #[must_use]
    pub fn days_until(self, later: Day) -> i64 {
        later.0.saturating_sub(self.0)
    }
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Day::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a YYYY-MM-DD date")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip() {
        for (text, n) in [
            ("1970-01-01", 0),
            ("2000-02-29", 11_016),
            ("2026-03-01", 20_513),
            ("1969-12-31", -1),
        ] {
            let day = Day::parse(text).unwrap();
            assert_eq!(day, Day(n), "{text}");
            assert_eq!(day.to_string(), text);
        }
        for bad in ["2026-02-29", "2026-13-01", "26-01-01", "2026-1-01", "x"] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn today_follows_the_learners_offset() {
        // 2026-03-01T23:30:00Z is already 2 March in Paris (+60).
        let ms = Day::parse("2026-03-01").unwrap().0 * DAY_MS + 23 * 3_600_000 + 1_800_000;
        assert_eq!(Now::utc(ms).today().to_string(), "2026-03-01");
        let paris = Now {
            ms,
            utc_offset_minutes: 60,
        };
        assert_eq!(paris.today().to_string(), "2026-03-02");
        assert_eq!(paris.start_of(paris.today()), ms - 1_800_000);
        assert_eq!(paris.end_of_today(), ms - 1_800_000 + DAY_MS);
    }

    #[test]
    fn days_serialise_as_iso_dates() {
        let json = serde_json::to_string(&Day(20_513)).unwrap();
        assert_eq!(json, "\"2026-03-01\"");
        assert_eq!(serde_json::from_str::<Day>(&json).unwrap(), Day(20_513));
        assert!(serde_json::from_str::<Day>("\"2026-02-30\"").is_err());
    }
}
