//! Moving and saving a class with the command line: `hooklab export` and
//! `import` from SQLite to PostgreSQL and back, and `hooklab backup` of a
//! SQLite database while the server serves and students submit, then
//! `hooklab restore`, into a new folder and over the running server's own
//! database.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{
    add_instructor, arg, attempt_rows, export, fresh_postgres, hooklab, join, must, open_class,
    postgres_base, results, run_ok, sign_in, skip_postgres, submit, Db, Payload, Scratch, Served,
};

/// A class with work in it, made through a server on `db`, which is then
/// stopped.
fn a_class_with_work(db: &Db) {
    add_instructor(db, "Ada");
    let served = Served::start(db, "127.0.0.1:0", &[]);
    let class = open_class(served.addr);
    for (i, name) in ["Kim", "Lee", "Ana"].iter().enumerate() {
        let (cookie, _, _) = join(served.addr, &class.join_code, name);
        for n in 0..=i {
            let reply = submit(
                served.addr,
                &cookie,
                &class.assignment,
                &format!("move-{i}-{n:04}"),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(reply.status, 200, "{}", reply.body);
        }
    }
}

fn import(db: &Db, file: &std::path::Path, replace: bool) -> std::process::Output {
    let mut args = vec!["import".to_owned(), arg(file)];
    if replace {
        args.push("--replace".into());
    }
    args.extend(db.args());
    hooklab()
        .args(&args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn export_and_import_move_a_class_from_sqlite_to_postgresql_and_back() {
    let Some(base) = postgres_base() else {
        skip_postgres("moving a class between SQLite and PostgreSQL");
        return;
    };
    let scratch = Scratch::new("move");
    let sqlite = Db::Folder(scratch.join("first"));
    a_class_with_work(&sqlite);
    let original = export(&sqlite);
    assert_eq!(attempt_rows(&original).len(), 6);
    let file = scratch.join("class.json");
    std::fs::write(&file, original.to_string()).unwrap_or_else(|e| panic!("{e}"));

    // SQLite → PostgreSQL.
    let postgres = Db::Url(fresh_postgres(&base));
    let out = import(&postgres, &file, false);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moved = export(&postgres);
    assert_eq!(
        moved["tables"], original["tables"],
        "the same class on PostgreSQL"
    );
    let out = import(&postgres, &file, false);
    assert!(
        !out.status.success(),
        "a database with a class is not overwritten unasked"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("--replace"));

    // PostgreSQL → a new SQLite database, and the class works there.
    let back_file = scratch.join("back.json");
    std::fs::write(&back_file, moved.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let second = Db::Folder(scratch.join("second"));
    let out = import(&second, &back_file, false);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        export(&second)["tables"],
        original["tables"],
        "and back to SQLite"
    );
    let served = Served::start(&second, "127.0.0.1:0", &[]);
    let teacher = sign_in(served.addr, "Ada");
    let groups = must(
        served.addr,
        "GET",
        "/api/class/groups",
        Some(&teacher),
        &Payload::Nothing,
    );
    assert_eq!(groups.status, 200, "{}", groups.body);
    let assignment = original["tables"]["assignments"][0]["id"]
        .as_str()
        .expect("an assignment");
    let grid = results(served.addr, &teacher, assignment);
    let attempts: i64 = grid["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| r["cells"][0]["attempts"].as_i64().unwrap_or(0))
        .sum();
    assert_eq!(attempts, 6);
}

#[test]
fn backups_are_made_while_serving_and_restore_a_consistent_class() {
    let scratch = Scratch::new("backup");
    let live = Db::Folder(scratch.join("live"));
    add_instructor(&live, "Ada");
    let served = Served::start(&live, "127.0.0.1:0", &[]);
    let class = open_class(served.addr);
    let students: Vec<String> = (0..6)
        .map(|i| join(served.addr, &class.join_code, &format!("Student {i}")).0)
        .collect();

    // Students submit all along; backups are taken meanwhile.
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = students
        .iter()
        .enumerate()
        .map(|(i, cookie)| {
            let (acknowledged, stop) = (Arc::clone(&acknowledged), Arc::clone(&stop));
            let (cookie, assignment, addr) =
                (cookie.clone(), class.assignment.clone(), served.addr);
            std::thread::spawn(move || {
                let mut n = 0;
                while !stop.load(Ordering::SeqCst) {
                    n += 1;
                    let reply = submit(addr, &cookie, &assignment, &format!("backup-{i}-{n:05}"))
                        .unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(reply.status, 200, "{}", reply.body);
                    acknowledged.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(1100));
                }
            })
        })
        .collect();
    let wait_for = |count: usize| {
        let started = Instant::now();
        while acknowledged.load(Ordering::SeqCst) < count {
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "submissions stalled"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let mut backups = Vec::new();
    for round in 0..3 {
        wait_for(6 * (round + 1));
        let file = scratch.join(&format!("backup-{round}.sqlite3"));
        let before = acknowledged.load(Ordering::SeqCst);
        let mut args = vec!["backup".to_owned(), "--to".into(), arg(&file)];
        args.extend(live.args());
        run_ok(&args);
        let after = acknowledged.load(Ordering::SeqCst);
        backups.push((file, before, after));
    }
    stop.store(true, Ordering::SeqCst);
    for worker in workers {
        worker.join().expect("a student thread");
    }

    // Each backup restores into a new folder, holding what was
    // acknowledged before it began, at most what was acknowledged by its
    // end (plus the submissions then in flight), and every attempt whole.
    for (i, (file, before, after)) in backups.iter().enumerate() {
        let target = Db::Folder(scratch.join(&format!("restored-{i}")));
        let mut args = vec!["restore".to_owned(), arg(file)];
        args.extend(target.args());
        run_ok(&args);
        let rows = attempt_rows(&export(&target));
        assert!(
            (*before..=after + students.len()).contains(&rows.len()),
            "backup {i}: {} attempts, acknowledged {before} before and {after} after",
            rows.len()
        );
        for row in &rows {
            assert!(row["score"].is_i64() && row["answer"].is_string(), "{row}");
        }
    }

    // Restoring over the running server's database: its sessions end, and
    // it serves the restored class at once.
    let (last, _, _) = backups.last().expect("a backup");
    let restored = attempt_rows(&export(&Db::Folder(scratch.join("restored-2")))).len();
    let mut args = vec!["restore".to_owned(), arg(last)];
    args.extend(live.args());
    let refused = hooklab()
        .args(&args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        !refused.status.success(),
        "a database with a class needs --replace"
    );
    args.push("--replace".into());
    run_ok(&args);
    let old = must(
        served.addr,
        "GET",
        "/api/class/groups",
        Some(&class.teacher),
        &Payload::Nothing,
    );
    assert_eq!(old.status, 401, "sessions are not restored");
    let teacher = sign_in(served.addr, "Ada");
    let grid = results(served.addr, &teacher, &class.assignment);
    let attempts: usize = grid["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| usize::try_from(r["cells"][0]["attempts"].as_u64().unwrap_or(0)).unwrap_or(0))
        .sum();
    assert_eq!(attempts, restored);
}
