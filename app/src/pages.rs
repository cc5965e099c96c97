//! One module per page.

pub mod home;
pub mod learn;
pub mod not_found;
pub mod quiz;
pub mod sandbox;
pub mod simulator;
