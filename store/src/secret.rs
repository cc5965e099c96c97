//! Secrets: random tokens and codes from the operating system, their
//! SHA-256 for storage, and argon2id password hashes.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::{Result, StoreError};

/// Characters of join codes and recovery codes: no 0/O, 1/I/L, so that a
/// code read aloud or copied from a projector is typed right.
const CODE_ALPHABET: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// The shortest password an instructor may choose (the core's rule, which
/// the sign-in pages show too).
pub const MIN_PASSWORD_CHARS: usize = hooklab_core::classroom::MIN_PASSWORD_CHARS;
/// The longest, in bytes (hashing a huge input would be a cheap attack).
pub const MAX_PASSWORD_BYTES: usize = 256;

/// Fills a buffer from the operating system's random source.
///
/// # Errors
/// [`StoreError::Internal`] when the source fails: nothing random is ever
/// made up instead.
pub fn random_bytes<const N: usize>() -> Result<[u8; N]> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes)
        .map_err(|e| StoreError::Internal(format!("the system's random source failed: {e}")))?;
    Ok(bytes)
}

/// A 256-bit token as URL-safe base64 (sessions, one-time links).
///
/// # Errors
/// When the random source fails.
pub fn token() -> Result<String> {
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(random_bytes::<32>()?))
}

/// A 128-bit id as URL-safe base64 (rows the server creates).
///
/// # Errors
/// When the random source fails.
pub fn new_id() -> Result<String> {
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(random_bytes::<16>()?))
}

/// `len` characters of the code alphabet, each uniform: a byte's low five
/// bits pick a letter and the one value past the alphabet is drawn again.
fn code(len: usize) -> Result<String> {
    let mut out = String::with_capacity(len);
    while out.len() < len {
        for b in random_bytes::<32>()? {
            let index = usize::from(b & 31);
            if let Some(letter) = CODE_ALPHABET.get(index) {
                if out.len() < len {
                    out.push(char::from(*letter));
                }
            }
        }
    }
    Ok(out)
}

/// A six-character join code (30 bits).
///
/// # Errors
/// When the random source fails.
pub fn join_code() -> Result<String> {
    code(6)
}

/// A recovery code: 20 characters (100 bits) in four groups of five.
///
/// # Errors
/// When the random source fails.
pub fn recovery_code() -> Result<String> {
    let raw = code(20)?;
    Ok(raw
        .as_bytes()
        .chunks(5)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("-"))
}

/// A code as typed: spaces and dashes dropped, upper case.
#[must_use]
pub fn normalize_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// The SHA-256 of a secret, in hex: what the database keeps of tokens and
/// codes (they are random and long enough to need no slow hash).
#[must_use]
pub fn digest(secret: &str) -> String {
    let hash = Sha256::digest(secret.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

/// argon2id with OWASP's parameters (19 MiB, two passes, one lane).
fn argon2() -> Result<Argon2<'static>> {
    let params = Params::new(19 * 1024, 2, 1, None)
        .map_err(|e| StoreError::Internal(format!("argon2 parameters: {e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Checks a new password's length.
///
/// # Errors
/// [`StoreError::Invalid`] saying what is wrong.
pub fn check_new_password(password: &str) -> Result<()> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(StoreError::Invalid(format!(
            "a password has at least {MIN_PASSWORD_CHARS} characters"
        )));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(StoreError::Invalid(format!(
            "a password has at most {MAX_PASSWORD_BYTES} bytes"
        )));
    }
    Ok(())
}

/// Hashes a password (slow on purpose: call it off the async threads).
///
/// # Errors
/// When the random source or the hasher fails.
pub fn hash_password(password: &str) -> Result<String> {
    let salt_bytes = random_bytes::<16>()?;
    let salt = SaltString::encode_b64(&salt_bytes)
        .map_err(|e| StoreError::Internal(format!("password salt: {e}")))?;
    argon2()?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| StoreError::Internal(format!("hashing a password: {e}")))
}

/// Whether a password matches a stored hash (false for a malformed hash).
#[must_use]
pub fn verify_password(password: &str, stored: &str) -> bool {
    if password.len() > MAX_PASSWORD_BYTES {
        return false;
    }
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    argon2().is_ok_and(|a| a.verify_password(password.as_bytes(), &parsed).is_ok())
}

/// A hash to verify against when the account does not exist, so that a
/// wrong name takes as long as a wrong password.
pub(crate) fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("not a real password, only a decoy").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_their_shape() {
        let join = join_code().unwrap();
        assert_eq!(join.len(), 6);
        assert!(join.bytes().all(|b| CODE_ALPHABET.contains(&b)));
        let recovery = recovery_code().unwrap();
        assert_eq!(recovery.len(), 23);
        assert_eq!(recovery.matches('-').count(), 3);
        assert_eq!(normalize_code(&recovery.to_lowercase()).len(), 20);
        assert_ne!(token().unwrap(), token().unwrap());
    }

    #[test]
    fn digests_are_sha256_hex() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn passwords_verify_only_against_their_own_hash() {
        let hash = hash_password("correct horse battery").unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(verify_password("correct horse battery", &hash));
        assert!(!verify_password("correct horse batterx", &hash));
        assert!(!verify_password("anything", "not a hash"));
        assert!(check_new_password("short").is_err());
        assert!(check_new_password("long enough now").is_ok());
    }
}
