//! The hook engine on a realistic configuration: six sources, 60 handlers
//! with regex matchers and `if` rules, evaluated on a PreToolUse event.
//! `warm`: settings compiled once; `cold`: parse + compile + evaluate.
//!
//! The case is `bench/cases/pretooluse-60-handlers.json`, which the wasm32
//! measurement (`bench/wasm-engine`) evaluates too.

use criterion::{criterion_group, criterion_main, Criterion};
use hooklab_core::hooks::{parse_case, Compiled};
use hooklab_core::version::Version;

const CASE: &str = include_str!("../../bench/cases/pretooluse-60-handlers.json");

fn bench(c: &mut Criterion) {
    let case = match parse_case(CASE) {
        Ok(case) => case,
        Err(e) => panic!("the benchmark case is invalid: {e}"),
    };
    let compiled = Compiled::new(&case.settings, Version::NEWEST);
    let out = compiled.evaluate(&case);
    assert!(
        out.ran.len() >= 15,
        "the benchmark should fire many handlers, fired {}",
        out.ran.len()
    );
    assert!(out.config_errors.is_empty(), "{:?}", out.config_errors);
    c.bench_function("pretooluse_warm_60_handlers", |b| {
        b.iter(|| compiled.evaluate(std::hint::black_box(&case)))
    });
    c.bench_function("pretooluse_cold_parse_compile_evaluate", |b| {
        b.iter(|| {
            let case = parse_case(std::hint::black_box(CASE)).ok();
            case.map(|c| Compiled::new(&c.settings, Version::NEWEST).evaluate(&c))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
