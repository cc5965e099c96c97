//! The engine benchmark's case, evaluated inside wasm32 so that Node.js can
//! time what the sandbox page pays on every keystroke. `run.sh` builds it
//! the way the browser bundle is built and `run.cjs` does the timing (a
//! wasm32 program cannot read a clock without help from its host).

#![forbid(unsafe_code)]

use hooklab_core::hooks::{parse_case, Case, Compiled};
use hooklab_core::version::Version;
use wasm_bindgen::prelude::*;

/// The criterion benchmark's case: six sources, 60 PreToolUse handlers.
pub const CASE: &str = include_str!("../../cases/pretooluse-60-handlers.json");

/// The case, parsed, with its settings compiled once.
#[wasm_bindgen]
pub struct EngineBench {
    case: Case,
    compiled: Compiled,
}

#[wasm_bindgen]
impl EngineBench {
    /// Parses and compiles the case; an error names what is wrong with it.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Result<EngineBench, String> {
        let case = parse_case(CASE).map_err(|e| e.to_string())?;
        let compiled = Compiled::new(&case.settings, Version::NEWEST);
        Ok(Self { case, compiled })
    }

    /// Evaluates the case `times` times against the compiled settings and
    /// returns how many handlers ran in all (so no work can be skipped).
    pub fn warm(&self, times: u32) -> u32 {
        (0..times)
            .map(|_| count(&self.compiled.evaluate(&self.case).ran))
            .sum()
    }

    /// Parses, compiles and evaluates the case `times` times.
    pub fn cold(&self, times: u32) -> u32 {
        (0..times)
            .map(|_| match parse_case(CASE) {
                Ok(case) => count(
                    &Compiled::new(&case.settings, Version::NEWEST)
                        .evaluate(&case)
                        .ran,
                ),
                Err(_) => 0,
            })
            .sum()
    }
}

fn count(ran: &[String]) -> u32 {
    u32::try_from(ran.len()).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::EngineBench;

    #[test]
    fn the_case_fires_many_handlers_warm_and_cold() {
        let bench = EngineBench::new().expect("the benchmark case parses");
        let warm = bench.warm(2);
        assert!(
            warm >= 30,
            "two evaluations fire at least 15 handlers each, got {warm}"
        );
        assert_eq!(
            bench.cold(2),
            warm,
            "cold and warm evaluations run the same handlers"
        );
    }
}
