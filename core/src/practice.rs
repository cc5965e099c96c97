//! Practice items as one catalogue: every quiz scenario, sandbox preset and
//! challenge, and simulator scenario, loaded together from their files, with
//! every error returned at once; grading of what a learner did on an item;
//! and the statistics an instructor reads about a class.
//!
//! - [`catalogue`]: [`Catalogue::load`] and [`load_item`] (one file, the
//!   same checks: authored items go through it too), [`ItemError`] naming
//!   the file, the line and the field.
//! - [`grade`](mod@grade): [`Answer`] (what the learner did, never a
//!   verdict) and [`grade()`](grade::grade), the server's own judgement.
//! - [`stats`]: the results grid, facility, discrimination, the most chosen
//!   wrong answer, the confusion matrix, the score distribution, CSV.
//!
//! Nothing here reads a file or a clock: callers hand in the texts and the
//! times.

pub mod catalogue;
pub mod grade;
pub mod stats;
pub mod time;

pub use catalogue::{load_item, Catalogue, Item, ItemError, ItemKind, PracticeFile};
pub use grade::{grade, Answer, GradeError, Graded, Response};
