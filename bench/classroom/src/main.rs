//! The classroom's benchmark (bench/README.md): a class of simulated
//! students against the release `hooklab serve`, with the rate limits the
//! README documents (the defaults).
//!
//! Per scenario (SQLite; PostgreSQL; two servers sharing PostgreSQL):
//! 1. the students join, once each, through the class's join code;
//! 2. each submits one quiz answer every `--every` seconds for `--seconds`
//!    seconds, their starts spread over the first period (in the
//!    two-server scenario a student joins through one server and submits
//!    through the other);
//! 3. meanwhile, ten times a second, a request that must change nothing:
//!    malformed JSON, an answer with a bad idempotency key, a body over the
//!    cap (declared, or streamed without a length), a client that goes
//!    away halfway through its body;
//! 4. afterwards the database must hold exactly the acknowledged
//!    submissions (checked with `hooklab export`).
//!
//! It prints, per scenario: submissions per second, p50/p99/max latency of
//! the submissions, joins' p50/p99, errors, and the load average of the
//! machine before and after (other work on a shared machine shows there).

mod http;
mod server;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use serde_json::json;

use http::{Body, Reply};
use server::{Db, Served};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Scenario {
    Sqlite,
    Postgres,
    /// Two servers sharing one PostgreSQL database.
    Two,
}

#[derive(Parser, Debug)]
#[command(about = "Simulated students joining and submitting against hooklab serve.")]
struct Args {
    /// The `hooklab` binary (a release build).
    #[arg(long, default_value = "target/release/hooklab")]
    hooklab: PathBuf,
    /// A PostgreSQL server whose user may create databases (each scenario
    /// gets a new one); without it the PostgreSQL scenarios are skipped.
    #[arg(long, env = "HOOKLAB_TEST_DATABASE_URL", hide_env_values = true)]
    postgres: Option<String>,
    /// Students in the class.
    #[arg(long, default_value_t = 500)]
    students: usize,
    /// How long each student keeps submitting, in seconds.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Seconds between a student's submissions.
    #[arg(long, default_value_t = 5)]
    every: u64,
    /// Requests that must change nothing, per second (0: none).
    #[arg(long, default_value_t = 10)]
    misbehaving_per_second: u32,
    /// Which scenarios to run (all by default).
    #[arg(long, value_enum, value_delimiter = ',')]
    only: Vec<Scenario>,
}

/// The quiz item the assignment holds.
const ITEM: &str = "quiz/block-rm-rf";
/// The server's body cap is 1 MiB; these bodies are twice that.
const OVERSIZE: usize = 2 * 1024 * 1024;

/// What happened to the requests of one phase.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    /// Failures by kind (`503`, `429`, `network: …`).
    errors: BTreeMap<String, u32>,
}

impl Tally {
    fn error(&mut self, kind: String) {
        *self.errors.entry(kind).or_default() += 1;
    }

    fn error_count(&self) -> u32 {
        self.errors.values().sum()
    }

    fn percentile(&self, p: f64) -> Duration {
        let mut sorted = self.latencies.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|t| t.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|| "unknown".into())
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// One student: their cookie, their id, and which server they submit to.
struct Student {
    cookie: String,
    id: String,
    submit_to: SocketAddr,
}

/// A failed expectation, as a message.
type Outcome<T> = Result<T, String>;

fn expect(reply: std::io::Result<Reply>, what: &str) -> Outcome<Reply> {
    match reply {
        Ok(reply) if reply.status == 200 => Ok(reply),
        Ok(reply) => Err(format!("{what}: {} {}", reply.status, reply.body)),
        Err(error) => Err(format!("{what}: {error}")),
    }
}

/// The instructor's group and assignment; returns (teacher cookie, join
/// code, assignment id).
async fn open_class(addr: SocketAddr) -> Outcome<(String, String, String)> {
    let signed = expect(
        http::send(
            addr,
            "POST",
            "/api/class/sign-in",
            None,
            &Body::Form(&[("name", "Ada"), ("password", server::PASSWORD)]),
        )
        .await,
        "sign-in",
    )?;
    let teacher = signed.session_cookie().ok_or("sign-in: no cookie")?;
    let group = expect(
        http::send(
            addr,
            "POST",
            "/api/class/create-group",
            Some(&teacher),
            &Body::Form(&[("name", "Lecture")]),
        )
        .await,
        "create-group",
    )?
    .json();
    let spec = json!({
        "group_id": group["id"], "lang": "en",
        "spec": {
            "title": "Load", "items": [ITEM], "opens_at": 0, "due_at": 4_000_000_000_000i64,
            "time_zone": "UTC", "late_policy": "accept", "attempts_allowed": null,
            "time_limit": null, "show_answers": true
        }
    });
    let assignment = expect(
        http::send(
            addr,
            "POST",
            "/api/class/create-assignment",
            Some(&teacher),
            &Body::Json(&spec),
        )
        .await,
        "create-assignment",
    )?
    .json();
    Ok((
        teacher,
        group["join_code"].as_str().unwrap_or_default().to_owned(),
        assignment["id"].as_str().unwrap_or_default().to_owned(),
    ))
}

/// Every student joins once, a few at a time.
async fn join_all(
    servers: &[SocketAddr],
    code: &str,
    count: usize,
    tally: &Arc<Mutex<Tally>>,
) -> Vec<Student> {
    let joined = Arc::new(Mutex::new(Vec::new()));
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let workers: Vec<_> = (0..25)
        .map(|_| {
            let (joined, next, tally) = (Arc::clone(&joined), Arc::clone(&next), Arc::clone(tally));
            let (servers, code) = (servers.to_vec(), code.to_owned());
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    if i >= count {
                        return;
                    }
                    let through = servers[i % servers.len()];
                    let submit_to = servers[(i + 1) % servers.len()];
                    let name = format!("Student {i}");
                    let started = Instant::now();
                    let reply = http::send(
                        through,
                        "POST",
                        "/api/class/join",
                        None,
                        &Body::Form(&[("code", &code), ("display_name", &name)]),
                    )
                    .await;
                    let took = started.elapsed();
                    match reply {
                        Ok(reply) if reply.status == 200 => {
                            lock(&tally).latencies.push(took);
                            if let Some(cookie) = reply.session_cookie() {
                                let id = reply.json()["account"]["id"]
                                    .as_str()
                                    .unwrap_or_default()
                                    .to_owned();
                                lock(&joined).push(Student {
                                    cookie,
                                    id,
                                    submit_to,
                                });
                            }
                        }
                        Ok(reply) => lock(&tally).error(format!("join {}", reply.status)),
                        Err(error) => lock(&tally).error(format!("join: {error}")),
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.await;
    }
    let students = std::mem::take(&mut *lock(&joined));
    students
}

/// The acknowledged submissions: (student id, idempotency key).
type Acks = Arc<Mutex<Vec<(String, String)>>>;

/// Each student submits every `every` until `end`.
async fn submit_all(
    students: &[Student],
    assignment: &str,
    every: Duration,
    end: Instant,
    tally: &Arc<Mutex<Tally>>,
    acks: &Acks,
) {
    let start = Instant::now();
    let spread = every.as_secs_f64() / students.len().max(1) as f64;
    let tasks: Vec<_> = students
        .iter()
        .enumerate()
        .map(|(i, student)| {
            let first = start + Duration::from_secs_f64(spread * i as f64);
            let (tally, acks) = (Arc::clone(tally), Arc::clone(acks));
            let (cookie, id, addr) = (student.cookie.clone(), student.id.clone(), student.submit_to);
            let assignment = assignment.to_owned();
            tokio::spawn(async move {
                let mut at = first;
                let mut n = 0;
                while at < end {
                    tokio::time::sleep_until(at.into()).await;
                    n += 1;
                    let key = format!("load-{i:04}-{n:04}");
                    let body = json!({"submission": {
                        "assignment_id": assignment, "item_key": ITEM, "idempotency_key": key,
                        "answer": {"kind": "quiz", "choice": if n % 2 == 0 { "hook-pre-tool-use" } else { "prompt-instruction" }}
                    }});
                    let started = Instant::now();
                    let reply = http::send(
                        addr,
                        "POST",
                        "/api/class/submit",
                        Some(&cookie),
                        &Body::Json(&body),
                    )
                    .await;
                    let took = started.elapsed();
                    match reply {
                        Ok(reply) if reply.status == 200 && reply.json()["attempt_id"].is_string() => {
                            lock(&tally).latencies.push(took);
                            lock(&acks).push((id.clone(), key));
                        }
                        Ok(reply) => lock(&tally).error(format!("submit {}", reply.status)),
                        Err(error) => lock(&tally).error(format!("submit: {error}")),
                    }
                    at += every;
                }
            })
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
}

/// Requests that must be refused and change nothing, until `end`.
/// Returns how many of each kind were sent, and what went wrong.
async fn misbehave(
    servers: Vec<SocketAddr>,
    cookie: String,
    assignment: String,
    per_second: u32,
    end: Instant,
) -> (BTreeMap<&'static str, u32>, Tally) {
    let mut sent: BTreeMap<&'static str, u32> = BTreeMap::new();
    let mut tally = Tally::default();
    if per_second == 0 {
        return (sent, tally);
    }
    let mut tick = tokio::time::interval(Duration::from_secs_f64(1.0 / f64::from(per_second)));
    let mut n: u32 = 0;
    while Instant::now() < end {
        tick.tick().await;
        n += 1;
        let addr = servers[n as usize % servers.len()];
        let path = "/api/class/submit";
        let kind = match n % 5 {
            0 => "malformed JSON",
            1 => "bad idempotency key",
            2 => "oversize, declared",
            3 => "oversize, streamed",
            _ => "cut off mid-body",
        };
        *sent.entry(kind).or_default() += 1;
        let outcome: Result<(), String> = match n % 5 {
            0 => match http::send(
                addr,
                "POST",
                path,
                Some(&cookie),
                &Body::Raw("application/json", b"{\"submission\": {\"assignment_id\": "),
            )
            .await
            {
                Ok(r) if r.status == 400 => Ok(()),
                Ok(r) => Err(format!("{kind}: {}", r.status)),
                Err(e) => Err(format!("{kind}: {e}")),
            },
            1 => {
                let body = json!({"submission": {
                    "assignment_id": assignment, "item_key": ITEM, "idempotency_key": "bad key!",
                    "answer": {"kind": "quiz", "choice": "hook-pre-tool-use"}
                }});
                match http::send(addr, "POST", path, Some(&cookie), &Body::Json(&body)).await {
                    Ok(r) if r.status == 400 => Ok(()),
                    Ok(r) => Err(format!("{kind}: {}", r.status)),
                    Err(e) => Err(format!("{kind}: {e}")),
                }
            }
            2 | 3 => match http::oversize(addr, path, &cookie, OVERSIZE, n % 5 == 3).await {
                Ok(413) => Ok(()),
                Ok(status) => Err(format!("{kind}: {status}")),
                // The server may hang up on a body it refuses.
                Err(_) => Ok(()),
            },
            _ => {
                let body = json!({"submission": {
                    "assignment_id": assignment, "item_key": ITEM,
                    "idempotency_key": format!("cut-{n:06}"),
                    "answer": {"kind": "quiz", "choice": "hook-pre-tool-use"}
                }});
                http::cut_off(addr, path, &cookie, &body)
                    .await
                    .map_err(|e| format!("{kind}: {e}"))
            }
        };
        if let Err(error) = outcome {
            tally.error(error);
        }
    }
    (sent, tally)
}

/// Runs one scenario and prints its figures. `Err` when it could not run
/// or the database does not hold exactly what was acknowledged.
async fn run(args: &Args, scenario: Scenario, scratch: &std::path::Path) -> Outcome<bool> {
    let db = match scenario {
        Scenario::Sqlite => Db::Folder(scratch.join("data")),
        Scenario::Postgres | Scenario::Two => {
            let base = args.postgres.as_deref().ok_or("no PostgreSQL")?;
            Db::Url(
                hooklab_store::testing::fresh_postgres_database(base)
                    .await
                    .map_err(|e| format!("a fresh PostgreSQL database: {e:?}"))?,
            )
        }
    };
    server::add_instructor(&args.hooklab, &db, "Ada")?;
    let count = if scenario == Scenario::Two { 2 } else { 1 };
    let mut served = Vec::new();
    for i in 0..count {
        served.push(Served::start(
            &args.hooklab,
            &db,
            scratch.join(format!("serve-{i}.log")),
        )?);
    }
    let servers: Vec<SocketAddr> = served.iter().map(|s| s.addr).collect();
    let (teacher, code, assignment) = open_class(servers[0]).await?;

    let load_before = load_average();
    let joins = Arc::new(Mutex::new(Tally::default()));
    let started = Instant::now();
    let students = join_all(&servers, &code, args.students, &joins).await;
    let join_time = started.elapsed();

    let submissions = Arc::new(Mutex::new(Tally::default()));
    let acks: Acks = Arc::new(Mutex::new(Vec::new()));
    let every = Duration::from_secs(args.every.max(1));
    let start = Instant::now();
    let end = start + Duration::from_secs(args.seconds);
    let bad = tokio::spawn(misbehave(
        servers.clone(),
        students
            .first()
            .map(|s| s.cookie.clone())
            .unwrap_or_default(),
        assignment.clone(),
        args.misbehaving_per_second,
        end,
    ));
    submit_all(&students, &assignment, every, end, &submissions, &acks).await;
    let load_time = start.elapsed();
    let (bad_sent, bad_tally) = bad.await.map_err(|e| e.to_string())?;
    let load_after = load_average();
    let memory: Vec<String> = served
        .iter()
        .map(|s| {
            s.resident_kib()
                .map_or("?".into(), |k| format!("{} MB", k / 1024))
        })
        .collect();

    // The instructor's grid and the database agree with the receipts.
    let results = expect(
        http::send(
            servers[servers.len() - 1],
            "GET",
            &format!("/api/class/results?assignment_id={assignment}&lang=en"),
            Some(&teacher),
            &Body::Empty,
        )
        .await,
        "results",
    )?
    .json();
    let graded: u64 = results["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| r["cells"][0]["attempts"].as_u64().unwrap_or(0))
        .sum();
    let mut alive = true;
    for s in &mut served {
        alive &= s.alive();
    }
    drop(served);
    let doc = server::export(&args.hooklab, &db)?;
    let stored: Vec<(String, String)> = doc["tables"]["attempts"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| {
            (
                row["student_id"].as_str().unwrap_or_default().to_owned(),
                row["idempotency_key"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            )
        })
        .collect();
    let mut acked = lock(&acks).clone();
    let mut stored_sorted = stored.clone();
    acked.sort();
    stored_sorted.sort();
    let exact = acked == stored_sorted && graded == stored.len() as u64;

    let s = lock(&submissions);
    let j = lock(&joins);
    let label = match scenario {
        Scenario::Sqlite => "SQLite",
        Scenario::Postgres => "PostgreSQL",
        Scenario::Two => "two servers, one PostgreSQL",
    };
    println!("== {label}");
    println!(
        "   joins        {} of {} in {:.1} s   p50 {}   p99 {}   errors {}",
        students.len(),
        args.students,
        join_time.as_secs_f64(),
        ms(j.percentile(50.0)),
        ms(j.percentile(99.0)),
        j.error_count()
    );
    println!(
        "   submissions  {} acknowledged in {:.1} s = {:.1}/s   p50 {}   p99 {}   max {}   errors {}",
        s.latencies.len(),
        load_time.as_secs_f64(),
        s.latencies.len() as f64 / load_time.as_secs_f64(),
        ms(s.percentile(50.0)),
        ms(s.percentile(99.0)),
        ms(s.percentile(100.0)),
        s.error_count()
    );
    for (kind, n) in j.errors.iter().chain(s.errors.iter()) {
        println!("      error: {kind} × {n}");
    }
    let sent: Vec<String> = bad_sent.iter().map(|(k, n)| format!("{k} × {n}")).collect();
    println!(
        "   misbehaving  {} sent ({}); unexpected answers {}",
        bad_sent.values().sum::<u32>(),
        sent.join(", "),
        bad_tally.error_count()
    );
    for (kind, n) in &bad_tally.errors {
        println!("      unexpected: {kind} × {n}");
    }
    println!(
        "   database     {} attempts stored, {} acknowledged, {} in the grid: {}",
        stored.len(),
        acked.len(),
        graded,
        if exact {
            "exactly the acknowledged ones"
        } else {
            "MISMATCH"
        }
    );
    println!("   memory       {}", memory.join(", "));
    println!("   load average {load_before} before, {load_after} after");
    let p99 = s.percentile(99.0);
    let met = p99 < Duration::from_millis(200)
        && s.error_count() == 0
        && j.error_count() == 0
        && bad_tally.error_count() == 0
        && students.len() == args.students;
    println!(
        "   goal (p99 < 200 ms, no error): {}",
        if met { "met" } else { "MISSED" }
    );
    if !alive {
        return Err(format!("{label}: a server stopped during the run"));
    }
    if !exact {
        return Err(format!(
            "{label}: the database does not hold exactly the acknowledged submissions"
        ));
    }
    Ok(met)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if !args.hooklab.exists() {
        eprintln!(
            "classroom-bench: {} does not exist (cargo build --release -p hooklab-server)",
            args.hooklab.display()
        );
        return ExitCode::FAILURE;
    }
    let mut scenarios = if args.only.is_empty() {
        vec![Scenario::Sqlite, Scenario::Postgres, Scenario::Two]
    } else {
        args.only.clone()
    };
    if args.postgres.is_none() {
        scenarios.retain(|s| *s == Scenario::Sqlite);
        eprintln!(
            "classroom-bench: no PostgreSQL (--postgres or HOOKLAB_TEST_DATABASE_URL): SQLite only"
        );
    }
    // One core for the simulated students, the rest for the server.
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("classroom-bench: {error}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "{} students, one submission every {} s each for {} s, {} misbehaving requests/s",
        args.students, args.every, args.seconds, args.misbehaving_per_second
    );
    let mut all_met = true;
    for scenario in scenarios {
        let scratch = std::env::temp_dir().join(format!(
            "hooklab-classroom-bench-{}-{scenario:?}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&scratch);
        if let Err(error) = std::fs::create_dir_all(&scratch) {
            eprintln!("classroom-bench: {}: {error}", scratch.display());
            return ExitCode::FAILURE;
        }
        let outcome = runtime.block_on(run(&args, scenario, &scratch));
        let _ = std::fs::remove_dir_all(&scratch);
        match outcome {
            Ok(met) => all_met &= met,
            Err(error) => {
                eprintln!("classroom-bench: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    if all_met {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
