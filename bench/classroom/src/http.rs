//! Just enough HTTP/1.1 for the benchmark: one request per connection
//! (`Connection: close`), the answer read to its end. Also the requests
//! that misbehave on purpose: bodies over the cap, and bodies cut off by a
//! client that goes away.

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long any one request may take before it counts as failed.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// An answer, read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// The session cookie this answer sets, as `name=value`.
    pub fn session_cookie(&self) -> Option<String> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case("set-cookie"))
            .map(|(_, v)| v)
            .find(|v| v.starts_with("hooklab_session="))
            .and_then(|v| v.split(';').next())
            .map(str::to_owned)
    }
}

/// A request's body.
pub enum Body<'a> {
    Empty,
    Form(&'a [(&'a str, &'a str)]),
    Json(&'a Value),
    /// Bytes sent as they are, under this content type.
    Raw(&'static str, &'a [u8]),
}

fn form_encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn error(why: &str) -> std::io::Error {
    std::io::Error::other(why.to_owned())
}

/// The head of a request with a body of `length` bytes (or chunked).
fn head(
    method: &str,
    path: &str,
    addr: SocketAddr,
    cookie: Option<&str>,
    content_type: Option<&str>,
    length: Option<usize>,
) -> String {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(cookie) = cookie {
        head.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    if let Some(content_type) = content_type {
        head.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    match length {
        Some(length) => head.push_str(&format!("Content-Length: {length}\r\n\r\n")),
        None => head.push_str("Transfer-Encoding: chunked\r\n\r\n"),
    }
    head
}

/// One request on a new connection.
pub async fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: &Body<'_>,
) -> std::io::Result<Reply> {
    let (content_type, payload): (Option<&str>, Vec<u8>) = match body {
        Body::Empty => (None, Vec::new()),
        Body::Form(fields) => (
            Some("application/x-www-form-urlencoded"),
            fields
                .iter()
                .map(|(k, v)| format!("{}={}", form_encode(k), form_encode(v)))
                .collect::<Vec<_>>()
                .join("&")
                .into_bytes(),
        ),
        Body::Json(value) => (Some("application/json"), value.to_string().into_bytes()),
        Body::Raw(content_type, bytes) => (Some(content_type), bytes.to_vec()),
    };
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await?;
        stream.set_nodelay(true)?;
        let mut request = head(
            method,
            path,
            addr,
            cookie,
            content_type,
            Some(payload.len()),
        )
        .into_bytes();
        request.extend_from_slice(&payload);
        stream.write_all(&request).await?;
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).await?;
        parse(&raw)
    };
    tokio::time::timeout(REQUEST_TIMEOUT, exchange)
        .await
        .map_err(|_| error("no answer in time"))?
}

/// A body over the server's cap: declared in `Content-Length` (`chunked`
/// false) or streamed in chunks without a length. The server must refuse
/// it; `Ok(status)` is its answer, `Err` a connection it closed without
/// one (also a refusal, when it comes after the cap).
pub async fn oversize(
    addr: SocketAddr,
    path: &str,
    cookie: &str,
    bytes: usize,
    chunked: bool,
) -> std::io::Result<u16> {
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await?;
        let length = (!chunked).then_some(bytes);
        let head = head(
            "POST",
            path,
            addr,
            Some(cookie),
            Some("application/json"),
            length,
        );
        stream.write_all(head.as_bytes()).await?;
        let piece = vec![b'x'; 64 * 1024];
        let mut sent = 0;
        // Keeps sending until the server answers or hangs up.
        while sent < bytes {
            let n = piece.len().min(bytes - sent);
            let written = if chunked {
                let mut chunk = format!("{n:x}\r\n").into_bytes();
                chunk.extend_from_slice(&piece[..n]);
                chunk.extend_from_slice(b"\r\n");
                stream.write_all(&chunk).await
            } else {
                stream.write_all(&piece[..n]).await
            };
            if written.is_err() {
                break;
            }
            sent += n;
        }
        if chunked && sent >= bytes {
            let _ = stream.write_all(b"0\r\n\r\n").await;
        }
        let mut raw = Vec::new();
        let read = stream.read_to_end(&mut raw).await;
        match parse(&raw) {
            Ok(reply) => Ok(reply.status),
            Err(_) => Err(read
                .err()
                .unwrap_or_else(|| error("closed without an answer"))),
        }
    };
    tokio::time::timeout(REQUEST_TIMEOUT, exchange)
        .await
        .map_err(|_| error("no answer in time"))?
}

/// Sends a request's head and the first part of its body, then goes away.
pub async fn cut_off(
    addr: SocketAddr,
    path: &str,
    cookie: &str,
    body: &Value,
) -> std::io::Result<()> {
    let payload = body.to_string().into_bytes();
    let mut stream = TcpStream::connect(addr).await?;
    let head = head(
        "POST",
        path,
        addr,
        Some(cookie),
        Some("application/json"),
        Some(payload.len()),
    );
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(&payload[..payload.len() / 2]).await?;
    stream.flush().await?;
    drop(stream);
    Ok(())
}

fn parse(raw: &[u8]) -> std::io::Result<Reply> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| error("no complete answer"))?;
    let head = String::from_utf8_lossy(&raw[..end]);
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| error("no status line"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let find = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let rest = &raw[end + 4..];
    let body = if find("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        dechunk(rest)?
    } else if let Some(length) = find("content-length") {
        let length: usize = length.parse().map_err(|_| error("bad length"))?;
        rest.get(..length)
            .ok_or_else(|| error("the body was cut short"))?
            .to_vec()
    } else {
        rest.to_vec()
    };
    Ok(Reply {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn dechunk(mut rest: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or_else(|| error("a chunk was cut short"))?;
        let size_text = String::from_utf8_lossy(&rest[..line_end]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| error("bad chunk size"))?;
        rest = &rest[line_end + 2..];
        if size == 0 {
            return Ok(body);
        }
        let chunk = rest
            .get(..size)
            .ok_or_else(|| error("a chunk was cut short"))?;
        body.extend_from_slice(chunk);
        rest = rest.get(size + 2..).unwrap_or_default();
    }
}
