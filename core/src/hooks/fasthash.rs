//! A small FNV-1a hasher for the engine's internal lookups (short keys such
//! as message ids and deduplication keys), where SipHash's resistance to
//! crafted collisions buys nothing and costs time.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a, 64 bits.
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// A `HashMap` hashed with [`Fnv`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Fnv>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_work_and_distinct_keys_hash_apart() {
        let mut m: FastMap<&str, u32> = FastMap::default();
        m.insert("settings\u{0}command\u{0}a.sh", 1);
        m.insert("settings\u{0}command\u{0}b.sh", 2);
        assert_eq!(m.get("settings\u{0}command\u{0}a.sh"), Some(&1));
        assert_eq!(m.get("settings\u{0}command\u{0}b.sh"), Some(&2));
        assert_eq!(m.get("settings\u{0}command\u{0}c.sh"), None);
        let hash = |s: &str| {
            let mut h = Fnv::default();
            h.write(s.as_bytes());
            h.finish()
        };
        assert_ne!(hash("a"), hash("b"));
        assert_eq!(hash(""), Fnv::default().finish());
    }
}
