//! Module under construction by its owner.
