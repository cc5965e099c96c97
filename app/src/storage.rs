//! The browser's side of persistence: `localStorage` for progress and
//! cookies for the two choices the server must know before rendering
//! (language and theme). Every function is a no-op on the server.

/// Reads a `localStorage` entry.
pub fn load(key: &str) -> Option<String> {
    #[cfg(feature = "browser")]
    {
        web_sys::window()?
            .local_storage()
            .ok()??
            .get_item(key)
            .ok()?
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = key;
        None
    }
}

/// Writes a `localStorage` entry; a full or disabled storage is ignored (the
/// page keeps working, it only forgets on reload).
pub fn save(key: &str, value: &str) {
    #[cfg(feature = "browser")]
    {
        if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
            let _ = storage.set_item(key, value);
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (key, value);
    }
}

/// Removes a `localStorage` entry.
pub fn remove(key: &str) {
    #[cfg(feature = "browser")]
    {
        if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
            let _ = storage.remove_item(key);
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = key;
    }
}

/// The `localStorage` keys that start with `prefix`.
#[must_use]
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    #[cfg(feature = "browser")]
    {
        let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) else {
            return Vec::new();
        };
        (0..storage.length().unwrap_or(0))
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter(|key| key.starts_with(prefix))
            .collect()
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = prefix;
        Vec::new()
    }
}

/// Sets a cookie for the whole site, kept for a year.
pub fn set_cookie(name: &str, value: &str) {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            if let Ok(html) = document.dyn_into::<web_sys::HtmlDocument>() {
                let _ = html.set_cookie(&format!(
                    "{name}={value}; path=/; max-age=31536000; samesite=lax"
                ));
            }
        }
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = (name, value);
    }
}

/// The value of the cookie `name` this page can read, if it is set.
pub fn cookie(name: &str) -> Option<String> {
    #[cfg(feature = "browser")]
    {
        use wasm_bindgen::JsCast;
        let html = web_sys::window()?
            .document()?
            .dyn_into::<web_sys::HtmlDocument>()
            .ok()?;
        cookie_in(&html.cookie().ok()?, name).map(str::to_owned)
    }
    #[cfg(not(feature = "browser"))]
    {
        let _ = name;
        None
    }
}

/// The value of `name` in a `Cookie` text (`a=1; b=2`).
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
fn cookie_in<'a>(cookies: &'a str, name: &str) -> Option<&'a str> {
    cookies
        .split(';')
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cookie_is_found_by_its_whole_name() {
        let cookies = "hooklab_theme_old=light; hooklab_theme=dark; x=";
        assert_eq!(cookie_in(cookies, "hooklab_theme"), Some("dark"));
        assert_eq!(cookie_in(cookies, "x"), Some(""));
        assert_eq!(cookie_in(cookies, "theme"), None);
        assert_eq!(cookie_in("", "hooklab_theme"), None);
    }
}
