//! `hooklab serve`'s settings: each a flag and a `HOOKLAB_*` environment
//! variable (the flag wins), listed by `hooklab serve --help`.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

/// Where the classroom's data lives (shared by `serve`, `admin`, `backup`,
/// `restore`, `export` and `import`). The flags are global so that they may
/// follow a subcommand too (`hooklab admin add-instructor Ada --data DIR`).
#[derive(Args, Clone, Debug)]
pub struct DatabaseArgs {
    /// Data folder: holds the SQLite database (created on first start).
    #[arg(
        long,
        global = true,
        env = "HOOKLAB_DATA",
        default_value = "./hooklab-data"
    )]
    pub data: PathBuf,
    /// Database URL, sqlite://FILE or postgres://USER:PASSWORD@HOST/DB;
    /// wins over --data.
    #[arg(
        long,
        global = true,
        env = "HOOKLAB_DATABASE_URL",
        hide_env_values = true
    )]
    pub database_url: Option<String>,
    /// Connections in the database pool.
    #[arg(long, global = true, env = "HOOKLAB_DB_POOL_SIZE", default_value_t = 8)]
    pub db_pool_size: u32,
}

impl DatabaseArgs {
    /// The database URL: the one given, else SQLite in the data folder
    /// (created if missing).
    ///
    /// # Errors
    /// When the data folder cannot be created.
    pub fn url(&self) -> Result<String, String> {
        if let Some(url) = self
            .database_url
            .as_deref()
            .filter(|u| !u.trim().is_empty())
        {
            return Ok(url.trim().to_owned());
        }
        std::fs::create_dir_all(&self.data)
            .map_err(|e| format!("cannot create the data folder {}: {e}", self.data.display()))?;
        Ok(hooklab_store::StoreOptions::sqlite_in(&self.data))
    }

    /// The store's options for these settings.
    ///
    /// # Errors
    /// As [`DatabaseArgs::url`].
    pub fn store_options(&self) -> Result<hooklab_store::StoreOptions, String> {
        let mut options = hooklab_store::StoreOptions::new(self.url()?);
        options.pool_size = self.db_pool_size.max(1);
        Ok(options)
    }
}

/// Everything `hooklab serve` can be told.
#[derive(Args, Clone, Debug)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "HOOKLAB_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The address people use, e.g. https://class.example.org (https makes
    /// cookies Secure and sends HSTS; the setup link starts with it).
    #[arg(long, env = "HOOKLAB_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Addresses of reverse proxies whose X-Forwarded-For is believed
    /// (comma-separated IPs); without one, the peer's address is the
    /// client's.
    #[arg(long, env = "HOOKLAB_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<IpAddr>,
    /// Most connections served at once; more wait to be accepted.
    #[arg(long, env = "HOOKLAB_MAX_CONNECTIONS", default_value_t = 1024)]
    pub max_connections: usize,
    /// Seconds a client has to send a request's headers.
    #[arg(long, env = "HOOKLAB_HEADER_TIMEOUT", default_value_t = 10)]
    pub header_timeout: u64,
    /// Seconds a client has to send a request's body.
    #[arg(long, env = "HOOKLAB_BODY_TIMEOUT", default_value_t = 30)]
    pub body_timeout: u64,
}

/// What the router needs to know about where it is served.
#[derive(Clone, Debug, Default)]
pub struct Public {
    /// `https://host` or `http://host:port`, without a trailing slash.
    pub origin: Option<String>,
    pub https: bool,
    pub trusted_proxies: Vec<IpAddr>,
    pub body_timeout: Option<Duration>,
}

impl Public {
    /// Reads a public URL.
    ///
    /// # Errors
    /// A URL that is not http(s)://host[:port][/].
    pub fn new(public_url: Option<&str>, trusted_proxies: Vec<IpAddr>) -> Result<Public, String> {
        let Some(url) = public_url.map(str::trim).filter(|u| !u.is_empty()) else {
            return Ok(Public {
                trusted_proxies,
                ..Public::default()
            });
        };
        let (https, rest) = if let Some(rest) = url.strip_prefix("https://") {
            (true, rest)
        } else if let Some(rest) = url.strip_prefix("http://") {
            (false, rest)
        } else {
            return Err(format!(
                "HOOKLAB_PUBLIC_URL must start with http:// or https://: {url}"
            ));
        };
        let host = rest.trim_end_matches('/');
        if host.is_empty() || host.contains(['/', '?', '#', '@', ' ']) {
            return Err(format!(
                "HOOKLAB_PUBLIC_URL is the site's root, without a path: {url}"
            ));
        }
        Ok(Public {
            origin: Some(format!("{}://{host}", if https { "https" } else { "http" })),
            https,
            trusted_proxies,
            body_timeout: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_urls_are_roots() {
        let p = Public::new(Some("https://class.example.org/"), Vec::new()).unwrap();
        assert_eq!(p.origin.as_deref(), Some("https://class.example.org"));
        assert!(p.https);
        assert!(Public::new(Some("ftp://x"), Vec::new()).is_err());
        assert!(Public::new(Some("https://x/class"), Vec::new()).is_err());
        assert_eq!(Public::new(None, Vec::new()).unwrap().origin, None);
    }
}
