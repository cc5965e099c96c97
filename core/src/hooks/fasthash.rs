//! A small multiplicative hasher for the engine's internal lookups (short
//! keys such as message ids and deduplication keys), where SipHash's
//! resistance to crafted collisions buys nothing and costs time. It takes
//! eight bytes per step, in the manner of the Firefox hasher.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The running hash.
#[derive(Default)]
pub(crate) struct Quick(u64);

const K: u64 = 0x517c_c1b7_2722_0a95;

impl Quick {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for Quick {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let (words, rest) = bytes.as_chunks::<8>();
        for word in words {
            self.add(u64::from_le_bytes(*word));
        }
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            for (slot, b) in word.iter_mut().zip(rest) {
                *slot = *b;
            }
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

/// A `HashMap` hashed with [`Quick`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Quick>>;

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
            let mut h = Quick::default();
            h.write(s.as_bytes());
            h.finish()
        };
        assert_ne!(hash("a"), hash("b"));
        assert_ne!(
            hash("settings\u{0}command\u{0}a.sh"),
            hash("settings\u{0}command\u{0}b.sh")
        );
        assert_eq!(hash(""), Quick::default().finish());
    }
}
