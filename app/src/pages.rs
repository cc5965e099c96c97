//! One module per page.

pub mod class;
pub mod exam;
pub mod home;
pub mod learn;
pub mod not_found;
pub mod privacy;
pub mod progress_page;
pub mod quiz;
pub mod review;
pub mod sandbox;
pub mod search;
pub mod simulator;
pub mod teach;
