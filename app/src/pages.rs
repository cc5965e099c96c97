//! One module per page.

pub mod home;
pub mod learn;
pub mod not_found;
pub mod sandbox;
