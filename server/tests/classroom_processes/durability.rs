//! No acknowledged submission is ever lost or counted twice: students
//! submit while the server is killed with SIGKILL and started again; each
//! one keeps sending a submission, under the same idempotency key, until it
//! is acknowledged. Afterwards the database holds every acknowledged
//! submission exactly once, and nothing else.

use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use super::{
    add_instructor, attempt_rows, backends, export, join, open_class, results, submit, Db, Scratch,
    Served,
};

/// Students submitting at once.
const STUDENTS: usize = 12;
/// Acknowledged submissions before the kill, and again after the restart.
const ACKS_PER_PHASE: usize = 36;
/// A student's pace: under the documented 60 submissions a minute.
const PACE: Duration = Duration::from_millis(1100);
/// The most a student waits for one submission to be acknowledged.
const GIVE_UP: Duration = Duration::from_secs(240);

/// One acknowledged submission.
#[derive(Clone, Debug)]
struct Ack {
    student_id: String,
    key: String,
    attempt_id: String,
    replayed: bool,
}

/// What the students saw.
#[derive(Default)]
struct Seen {
    acks: Vec<Ack>,
    /// Requests that got no whole answer (the server was being killed or
    /// was down): each was sent again under its key.
    unanswered: usize,
    /// Anything a student should never get.
    failures: Vec<String>,
}

fn lock(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    seen.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Sends one submission until it is acknowledged; `false` when the student
/// must stop (a failure is recorded).
fn until_acknowledged(
    addr: &RwLock<SocketAddr>,
    student: &(String, String),
    assignment: &str,
    key: &str,
    seen: &Mutex<Seen>,
) -> bool {
    let (cookie, student_id) = student;
    let started = Instant::now();
    loop {
        if started.elapsed() > GIVE_UP {
            lock(seen)
                .failures
                .push(format!("{key}: not acknowledged within {GIVE_UP:?}"));
            return false;
        }
        let at = *addr
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match submit(at, cookie, assignment, key) {
            Ok(reply) if reply.status == 200 => {
                let json = reply.json();
                let Some(attempt_id) = json["attempt_id"].as_str() else {
                    lock(seen)
                        .failures
                        .push(format!("{key}: 200 without a receipt: {}", reply.body));
                    return false;
                };
                lock(seen).acks.push(Ack {
                    student_id: student_id.clone(),
                    key: key.to_owned(),
                    attempt_id: attempt_id.to_owned(),
                    replayed: json["replayed"] == true,
                });
                return true;
            }
            Ok(reply) if reply.status == 429 => {
                let wait: u64 = reply
                    .header("retry-after")
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(1);
                std::thread::sleep(Duration::from_secs(wait.min(60)));
            }
            // The database is busy or the server is shutting down: later.
            Ok(reply) if reply.status == 503 => std::thread::sleep(Duration::from_millis(200)),
            Ok(reply) => {
                lock(seen)
                    .failures
                    .push(format!("{key}: {} {}", reply.status, reply.body));
                return false;
            }
            Err(_) => {
                lock(seen).unanswered += 1;
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

fn acks(seen: &Mutex<Seen>) -> usize {
    lock(seen).acks.len()
}

/// Waits until the students have `count` acknowledgements in all.
fn wait_for_acks(seen: &Mutex<Seen>, count: usize, served: &Served) {
    let started = Instant::now();
    while acks(seen) < count {
        let failures = lock(seen).failures.clone();
        assert!(failures.is_empty(), "{failures:#?}\n{}", served.log());
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "only {} of {count} submissions acknowledged:\n{}",
            acks(seen),
            served.log()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn kill_while_submitting(db: &Db) {
    add_instructor(db, "Ada");
    let mut served = Served::start(db, "127.0.0.1:0", &[]);
    let class = open_class(served.addr);
    let students: Vec<(String, String)> = (0..STUDENTS)
        .map(|i| {
            let (cookie, id, _) = join(served.addr, &class.join_code, &format!("Student {i}"));
            (cookie, id)
        })
        .collect();
    let addr = Arc::new(RwLock::new(served.addr));
    let seen = Arc::new(Mutex::new(Seen::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = students
        .iter()
        .enumerate()
        .map(|(i, student)| {
            let (addr, seen, stop) = (Arc::clone(&addr), Arc::clone(&seen), Arc::clone(&stop));
            let student = student.clone();
            let assignment = class.assignment.clone();
            std::thread::spawn(move || {
                let mut n = 0;
                while !stop.load(Ordering::SeqCst) {
                    n += 1;
                    let key = format!("kill-{i:02}-{n:05}");
                    if !until_acknowledged(&addr, &student, &assignment, &key, &seen) {
                        return;
                    }
                    std::thread::sleep(PACE);
                }
            })
        })
        .collect();

    wait_for_acks(&seen, ACKS_PER_PHASE, &served);
    let at_kill = acks(&seen);
    served.kill();
    let restarted = Served::start(db, &served.addr.to_string(), &[]);
    *addr
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = restarted.addr;
    wait_for_acks(&seen, at_kill + ACKS_PER_PHASE, &restarted);
    stop.store(true, Ordering::SeqCst);
    for worker in workers {
        worker.join().expect("a student thread");
    }
    let seen = lock(&seen);
    assert!(
        seen.failures.is_empty(),
        "{:#?}\n{}",
        seen.failures,
        restarted.log()
    );

    // A submission sent again after its receipt is answered from the
    // database, not stored again.
    let first = seen.acks[0].clone();
    let student = students
        .iter()
        .find(|(_, id)| *id == first.student_id)
        .expect("a student");
    let again = submit(restarted.addr, &student.0, &class.assignment, &first.key)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(again.json()["replayed"], true);
    assert_eq!(again.json()["attempt_id"], first.attempt_id.as_str());

    let grid = results(restarted.addr, &class.teacher, &class.assignment);
    drop(restarted);

    // Every acknowledged submission is there exactly once, under the
    // attempt id its receipt named, and nothing else is.
    let acknowledged: BTreeMap<(String, String), BTreeSet<String>> =
        seen.acks.iter().fold(BTreeMap::new(), |mut map, ack| {
            map.entry((ack.student_id.clone(), ack.key.clone()))
                .or_default()
                .insert(ack.attempt_id.clone());
            map
        });
    for ((student, key), ids) in &acknowledged {
        assert_eq!(
            ids.len(),
            1,
            "{student} {key}: two receipts name different attempts: {ids:?}"
        );
    }
    let rows = attempt_rows(&export(db));
    let mut stored: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for row in &rows {
        stored
            .entry((
                row["student_id"].as_str().unwrap_or("").to_owned(),
                row["idempotency_key"].as_str().unwrap_or("").to_owned(),
            ))
            .or_default()
            .push(row["id"].as_str().unwrap_or("").to_owned());
    }
    for (who, ids) in &stored {
        assert_eq!(ids.len(), 1, "{who:?} is stored {} times", ids.len());
    }
    let stored_keys: BTreeSet<_> = stored.keys().cloned().collect();
    let acked_keys: BTreeSet<_> = acknowledged.keys().cloned().collect();
    let lost: Vec<_> = acked_keys.difference(&stored_keys).collect();
    let unasked: Vec<_> = stored_keys.difference(&acked_keys).collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    assert!(
        unasked.is_empty(),
        "stored but never acknowledged: {unasked:?}"
    );
    for ((student, key), ids) in &acknowledged {
        let stored_id = &stored[&(student.clone(), key.clone())][0];
        assert!(
            ids.contains(stored_id),
            "{key}: the receipt names another attempt"
        );
    }
    // Attempt numbers run 1, 2, 3… per student, with no gap or repeat.
    let mut numbers: BTreeMap<&str, Vec<i64>> = BTreeMap::new();
    for row in &rows {
        numbers
            .entry(row["student_id"].as_str().unwrap_or(""))
            .or_default()
            .push(row["attempt_no"].as_i64().unwrap_or(0));
    }
    for (student, mut list) in numbers {
        list.sort_unstable();
        let expected: Vec<i64> = (1..=i64::try_from(list.len()).unwrap_or(0)).collect();
        assert_eq!(list, expected, "attempt numbers of {student}");
    }
    // The instructor's grid counts the same attempts.
    let counted: i64 = grid["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| row["cells"][0]["attempts"].as_i64().unwrap_or(0))
        .sum();
    assert_eq!(counted, i64::try_from(rows.len()).unwrap_or(0));
    eprintln!(
        "{}: {} submissions acknowledged ({} of them replays), {} requests unanswered around the kill, {} stored",
        db.label(),
        seen.acks.len(),
        seen.acks.iter().filter(|a| a.replayed).count(),
        seen.unanswered,
        rows.len()
    );
}

#[test]
fn a_killed_server_loses_no_acknowledged_submission_and_stores_none_twice() {
    let scratch = Scratch::new("kill");
    for db in backends(&scratch, "the kill test") {
        kill_while_submitting(&db);
    }
}
