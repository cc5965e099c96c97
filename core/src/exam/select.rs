//! Which items a round holds.
//!
//! - Practice: the learner picks a length, domains, and may keep only what
//!   they missed or have not seen.
//! - Exam conditions: 20, 40 or 60 items in the bank's domain mix, no item
//!   twice, and items of earlier exams only when the bank has run out of
//!   fresh ones (so two exams share no item where the bank allows).
//!
//! Both prefer items of different concepts, so one round does not ask the
//! same fact twice while another fact goes untested. Randomness comes from
//! a [`SeededRng`] the page seeds (from the clock, say): the same seed and
//! history give the same round.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::bank::Bank;
use super::item::ExamItem;
use super::Domain;
use crate::named::by_name;

/// A small deterministic generator (SplitMix64): enough to shuffle items,
/// never used for anything secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeededRng {
    state: u64,
}

impl SeededRng {
    #[must_use]
    pub fn new(seed: u64) -> SeededRng {
        SeededRng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0), without modulo bias.
    pub fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        if n == 0 {
            return 0;
        }
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                // `x % n < n`, which came from a usize.
                return usize::try_from(x % n).unwrap_or(0);
            }
        }
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// What the learner did before, as selection needs it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// Items answered at least once.
    pub seen: BTreeSet<String>,
    /// Items whose latest answer was wrong or left blank.
    pub missed: BTreeSet<String>,
    /// The items of each earlier exam in exam conditions, oldest first.
    pub exams: Vec<Vec<String>>,
}

impl History {
    /// For each item used in an earlier exam: how many exams held it and the
    /// index of the latest one.
    fn exam_uses(&self) -> BTreeMap<&str, (usize, usize)> {
        let mut uses: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        for (index, exam) in self.exams.iter().enumerate() {
            for id in exam {
                let entry = uses.entry(id.as_str()).or_insert((0, index));
                entry.0 += 1;
                entry.1 = index;
            }
        }
        uses
    }
}

/// Which items a practice round may hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PracticeFilter {
    #[default]
    All,
    /// Only items the learner missed last time or has never answered.
    MissedOrUnseen,
}

by_name!(PracticeFilter {
    All => "all",
    MissedOrUnseen => "missed-or-unseen",
});

/// A practice round as the learner sets it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PracticeSpec {
    /// How many items (fewer when not enough match).
    pub length: usize,
    /// The domains to draw from; empty means all.
    pub domains: BTreeSet<Domain>,
    pub filter: PracticeFilter,
}

/// The lengths of an exam in exam conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ExamLength {
    Twenty,
    Forty,
    Sixty,
}

by_name!(ExamLength {
    Twenty => "20",
    Forty => "40",
    Sixty => "60",
});

impl ExamLength {
    pub const ALL: [ExamLength; 3] = [ExamLength::Twenty, ExamLength::Forty, ExamLength::Sixty];

    #[must_use]
    pub fn items(self) -> usize {
        match self {
            ExamLength::Twenty => 20,
            ExamLength::Forty => 40,
            ExamLength::Sixty => 60,
        }
    }

    #[must_use]
    pub fn from_items(n: usize) -> Option<ExamLength> {
        ExamLength::ALL.into_iter().find(|l| l.items() == n)
    }

    /// The lengths the bank can fill without repeating an item.
    #[must_use]
    pub fn available(bank: &Bank) -> Vec<ExamLength> {
        ExamLength::ALL
            .into_iter()
            .filter(|l| l.items() <= bank.len())
            .collect()
    }
}

/// The items of a practice round, in the order asked.
#[must_use]
pub fn select_practice(
    bank: &Bank,
    spec: &PracticeSpec,
    history: &History,
    rng: &mut SeededRng,
) -> Vec<String> {
    let pool: Vec<&ExamItem> = bank
        .items()
        .iter()
        .filter(|i| spec.domains.is_empty() || spec.domains.contains(&i.domain))
        .filter(|i| match spec.filter {
            PracticeFilter::All => true,
            PracticeFilter::MissedOrUnseen => {
                history.missed.contains(&i.id) || !history.seen.contains(&i.id)
            }
        })
        .collect();
    let mut chosen = pick_spread(pool, spec.length, &mut BTreeSet::new(), rng);
    rng.shuffle(&mut chosen);
    chosen.into_iter().map(|i| i.id.clone()).collect()
}

/// The items of an exam in exam conditions, in the order asked: `length`
/// items (all of them when the bank is smaller), in the bank's domain mix,
/// fresh items before any an earlier exam held (least used and least recent
/// first).
#[must_use]
pub fn select_exam(
    bank: &Bank,
    length: ExamLength,
    history: &History,
    rng: &mut SeededRng,
) -> Vec<String> {
    let wanted = length.items().min(bank.len());
    let quotas = domain_quotas(bank, wanted);
    let uses = history.exam_uses();
    let mut concepts = BTreeSet::new();
    let mut chosen: Vec<&ExamItem> = Vec::with_capacity(wanted);
    for (domain, quota) in quotas {
        let mut by_use: BTreeMap<(usize, Option<usize>), Vec<&ExamItem>> = BTreeMap::new();
        for item in bank.items().iter().filter(|i| i.domain == domain) {
            let key = match uses.get(item.id.as_str()) {
                Some((count, last)) => (*count, Some(*last)),
                None => (0, None),
            };
            by_use.entry(key).or_default().push(item);
        }
        let mut left = quota;
        for tier in by_use.into_values() {
            if left == 0 {
                break;
            }
            let picked = pick_spread(tier, left, &mut concepts, rng);
            left -= picked.len();
            chosen.extend(picked);
        }
    }
    rng.shuffle(&mut chosen);
    chosen.into_iter().map(|i| i.id.clone()).collect()
}

/// How many items of each domain an exam of `n` items holds: the bank's
/// proportions, rounded by largest remainder (ties to the earlier domain).
fn domain_quotas(bank: &Bank, n: usize) -> Vec<(Domain, usize)> {
    let counts = bank.count_by_domain();
    let total = bank.len();
    if total == 0 || n == 0 {
        return Vec::new();
    }
    let mut quotas: Vec<(Domain, usize, usize)> = counts
        .iter()
        .map(|(d, c)| (*d, n * c / total, n * c % total))
        .collect();
    let given: usize = quotas.iter().map(|q| q.1).sum();
    let mut order: Vec<usize> = (0..quotas.len()).collect();
    crate::sort::sort_by(&mut order, |a, b| {
        quotas[*b].2.cmp(&quotas[*a].2).then(a.cmp(b))
    });
    for index in order.into_iter().take(n - given) {
        quotas[index].1 += 1;
    }
    quotas
        .into_iter()
        .filter(|q| q.1 > 0)
        .map(|q| (q.0, q.1))
        .collect()
}

/// Up to `n` items of `pool` in random order, items of concepts not yet in
/// `concepts` first; adds the chosen items' concepts to `concepts`.
fn pick_spread<'a>(
    mut pool: Vec<&'a ExamItem>,
    n: usize,
    concepts: &mut BTreeSet<String>,
    rng: &mut SeededRng,
) -> Vec<&'a ExamItem> {
    rng.shuffle(&mut pool);
    let mut fresh = Vec::new();
    let mut repeated = Vec::new();
    let mut seen_here = BTreeSet::new();
    for item in pool {
        if !concepts.contains(&item.concept) && seen_here.insert(item.concept.as_str()) {
            fresh.push(item);
        } else {
            repeated.push(item);
        }
    }
    let chosen: Vec<&ExamItem> = fresh.into_iter().chain(repeated).take(n).collect();
    for item in &chosen {
        concepts.insert(item.concept.clone());
    }
    chosen
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::item::load_item;
    use super::super::item::tests::sample;
    use super::*;

    /// A bank with `per_domain[i]` items in `Domain::ALL[i]`, two items per
    /// concept.
    pub(crate) fn bank(per_domain: [usize; 5]) -> Bank {
        let mut items = Vec::new();
        for (domain, count) in Domain::ALL.iter().zip(per_domain) {
            for n in 0..count {
                let id = format!("{}-{n}", domain.as_str());
                let concept = format!("{}-fact-{}", domain.as_str(), n / 2);
                let text = sample(&id, domain.as_str(), &concept);
                items.push(load_item(&format!("{id}.toml"), &text, None).unwrap());
            }
        }
        Bank::from_items(items)
    }

    fn domains_of(bank: &Bank, ids: &[String]) -> BTreeMap<Domain, usize> {
        let mut out = BTreeMap::new();
        for id in ids {
            *out.entry(bank.get(id).unwrap().domain).or_insert(0) += 1;
        }
        out
    }

    fn no_repeats(ids: &[String]) -> bool {
        ids.iter().collect::<BTreeSet<_>>().len() == ids.len()
    }

    #[test]
    fn an_exam_follows_the_banks_domain_mix() {
        // 150 items: 45/30/30/27/18 (30 %, 20 %, 20 %, 18 %, 12 %).
        let bank = bank([45, 30, 30, 27, 18]);
        let ids = select_exam(
            &bank,
            ExamLength::Sixty,
            &History::default(),
            &mut SeededRng::new(7),
        );
        assert_eq!(ids.len(), 60);
        assert!(no_repeats(&ids));
        let mix = domains_of(&bank, &ids);
        assert_eq!(mix[&Domain::HookMechanics], 18);
        assert_eq!(mix[&Domain::HooksVsPrompts], 12);
        assert_eq!(mix[&Domain::Decomposition], 12);
        // 10.8 and 7.2: the larger remainder gets the spare item.
        assert_eq!(mix[&Domain::Sessions], 11);
        assert_eq!(mix[&Domain::StaleContext], 7);

        let twenty = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(1),
        );
        let mix = domains_of(&bank, &twenty);
        assert_eq!(mix.values().sum::<usize>(), 20);
        assert_eq!(mix[&Domain::HookMechanics], 6);
    }

    #[test]
    fn two_exams_share_no_item_when_the_bank_holds_twice_the_mix() {
        let bank = bank([36, 24, 24, 24, 12]);
        let mut history = History::default();
        let first = select_exam(&bank, ExamLength::Sixty, &history, &mut SeededRng::new(1));
        history.exams.push(first.clone());
        let second = select_exam(&bank, ExamLength::Sixty, &history, &mut SeededRng::new(1));
        assert_eq!(second.len(), 60);
        assert!(no_repeats(&second));
        assert!(
            first.iter().all(|id| !second.contains(id)),
            "the exams overlap"
        );

        // A third exam must reuse items: it takes the least used, and never
        // one twice.
        history.exams.push(second.clone());
        let third = select_exam(&bank, ExamLength::Sixty, &history, &mut SeededRng::new(2));
        assert_eq!(third.len(), 60);
        assert!(no_repeats(&third));
    }

    #[test]
    fn a_small_bank_gives_every_item_once() {
        let bank = bank([3, 2, 0, 1, 1]);
        let ids = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(3),
        );
        assert_eq!(ids.len(), 7);
        assert!(no_repeats(&ids));
        assert_eq!(ExamLength::available(&bank), Vec::<ExamLength>::new());
    }

    #[test]
    fn an_exam_spreads_concepts_before_repeating_one() {
        // 20 items, 10 concepts per domain pair... a 20-item exam from a
        // 40-item bank of 20 concepts asks 20 different concepts.
        let bank = bank([8, 8, 8, 8, 8]);
        let ids = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(9),
        );
        let concepts: BTreeSet<&str> = ids
            .iter()
            .map(|id| bank.get(id).unwrap().concept.as_str())
            .collect();
        assert_eq!(concepts.len(), 20);
    }

    #[test]
    fn the_same_seed_gives_the_same_round() {
        let bank = bank([10, 10, 10, 10, 10]);
        let a = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(5),
        );
        let b = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(5),
        );
        let c = select_exam(
            &bank,
            ExamLength::Twenty,
            &History::default(),
            &mut SeededRng::new(6),
        );
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn practice_keeps_to_the_chosen_domains_and_filter() {
        let bank = bank([6, 6, 6, 6, 6]);
        let mut history = History::default();
        for n in 0..6 {
            history.seen.insert(format!("sessions-{n}"));
        }
        history.missed.insert("sessions-2".to_owned());
        let spec = PracticeSpec {
            length: 10,
            domains: [Domain::Sessions].into_iter().collect(),
            filter: PracticeFilter::MissedOrUnseen,
        };
        let ids = select_practice(&bank, &spec, &history, &mut SeededRng::new(1));
        assert_eq!(ids, ["sessions-2"]);

        let spec = PracticeSpec {
            length: 8,
            domains: [Domain::Sessions, Domain::StaleContext]
                .into_iter()
                .collect(),
            filter: PracticeFilter::MissedOrUnseen,
        };
        let ids = select_practice(&bank, &spec, &history, &mut SeededRng::new(1));
        assert_eq!(ids.len(), 7);
        assert!(no_repeats(&ids));
        assert!(ids.contains(&"sessions-2".to_owned()));
        assert_eq!(domains_of(&bank, &ids)[&Domain::StaleContext], 6);

        let all = PracticeSpec {
            length: 12,
            domains: BTreeSet::new(),
            filter: PracticeFilter::All,
        };
        let ids = select_practice(&bank, &all, &history, &mut SeededRng::new(4));
        assert_eq!(ids.len(), 12);
        assert!(no_repeats(&ids));
    }

    #[test]
    fn below_stays_in_range_and_shuffle_keeps_every_element() {
        let mut rng = SeededRng::new(42);
        assert_eq!(rng.below(0), 0);
        for n in 1..50 {
            assert!(rng.below(n) < n);
        }
        let mut v: Vec<u32> = (0..100).collect();
        rng.shuffle(&mut v);
        assert_ne!(v, (0..100).collect::<Vec<_>>());
        v.sort_unstable();
        assert_eq!(v, (0..100).collect::<Vec<_>>());
    }
}
