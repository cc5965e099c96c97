//! Hooklab's cross-crate tests live in `it/` (one test binary, `it`); this
//! library is empty so that the package has a target of its own. The folders
//! beside it hold data the tests read: `conformance/` and `cases/` (engine
//! cases), `lint/` (linter fixtures).
