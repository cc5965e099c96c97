//! Cargo rebuilds the crate when an embedded file changes (include_dir reads
//! each file through `include_bytes!`), but not when one is added or removed.
//! Watching the folders makes new lessons and data files appear too.

fn main() {
    // A directory is scanned recursively for changes. `.` is the crate's
    // folder, which is the folder that gets embedded.
    println!("cargo:rerun-if-changed=.");
    println!("cargo:rerun-if-changed=../locales");
}
