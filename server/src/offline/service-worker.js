// Hooklab's service worker: keeps the pages a learner opens, and whole
// languages on request, so that Hooklab works with no network.
//
// - Files under /pkg/ and /assets/ have hashed names: served from the
//   cache first, fetched once.
// - Pages and content answers (/api/, outside /api/class/) come from the
//   network when it answers, and are kept; from the cache otherwise.
// - Nothing marked `private` or `no-store` is ever kept: the classroom's
//   pages and answers belong to one account, and stay out of this cache.
// - A new build is a new worker (the server writes its version below). It
//   waits until the page asks it to take over ("Update available"), and it
//   first stores again, under the new version, every language saved and
//   every page kept by the old one. Older caches are then removed.

const VERSION = "__HOOKLAB_VERSION__";
const PREFIX = "hooklab-";
const CACHE = PREFIX + VERSION;
// Which languages the learner made available offline, across versions.
const SAVED = PREFIX + "saved";
const LANGS = ["en", "fr", "ru", "es"];

function langOf(path) {
  const first = path.split("/")[1];
  return LANGS.includes(first) ? first : "en";
}

function isHashed(path) {
  return path.startsWith("/pkg/") || path.startsWith("/assets/");
}

function isPersonal(path) {
  return path.startsWith("/api/class/") || path === "/sw.js";
}

function mayKeep(response) {
  if (!response || !response.ok || response.type !== "basic") {
    return false;
  }
  const control = response.headers.get("cache-control") || "";
  return !/private|no-store/i.test(control);
}

// The hashed files a page links to (bundle, stylesheet, strings, index).
function filesOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(\/(?:pkg|assets)\/[A-Za-z0-9._-]+)/g)) {
    found.add(match[1]);
  }
  return [...found];
}

// Stores one page and every hashed file it links to. False when the page
// could not be fetched or may not be kept.
async function keepPage(cache, url) {
  let response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch (e) {
    return false;
  }
  if (!mayKeep(response)) {
    return false;
  }
  const html = await response.clone().text();
  await cache.put(url, response);
  for (const file of filesOf(html)) {
    if (!(await cache.match(file))) {
      try {
        const asset = await fetch(file);
        if (mayKeep(asset)) {
          await cache.put(file, asset);
        }
      } catch (e) {
        // Offline again: the next visit fetches it.
      }
    }
  }
  return true;
}

async function savedLanguages() {
  const meta = await caches.open(SAVED);
  const answer = await meta.match("/saved-languages");
  return answer ? answer.json() : [];
}

async function setSavedLanguages(langs) {
  const meta = await caches.open(SAVED);
  await meta.put("/saved-languages", new Response(JSON.stringify(langs)));
}

// Stores every page of a language, telling `report` how far it got. Says
// how many pages it could not store, of how many (0 of 0: no list).
async function saveLanguage(cache, lang, report) {
  let list;
  try {
    const answer = await fetch(`/offline/${lang}.json`);
    list = answer.ok ? await answer.json() : null;
  } catch (e) {
    list = null;
  }
  if (!list) {
    return { failed: 0, total: 0, listed: false };
  }
  const total = list.pages.length;
  let done = 0;
  let failed = 0;
  for (const page of list.pages) {
    if (!(await keepPage(cache, page))) {
      failed += 1;
    }
    done += 1;
    report({ type: "progress", lang, done, total });
  }
  return { failed, total, listed: true };
}

async function removeLanguage(lang) {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const languageFile = isHashed(path) && path.includes(`-${lang}-`);
    if (path.startsWith(`/${lang}/`) || languageFile) {
      await cache.delete(request);
    }
  }
  await setSavedLanguages((await savedLanguages()).filter((l) => l !== lang));
}

// Everything this worker keeps: saved languages and the bytes they take.
async function status() {
  const cache = await caches.open(CACHE);
  let bytes = 0;
  let pages = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) {
      bytes += (await response.blob()).size;
    }
    if (!isHashed(new URL(request.url).pathname)) {
      pages += 1;
    }
  }
  return { type: "status", saved: await savedLanguages(), bytes, pages };
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const lang of LANGS) {
        await keepPage(cache, `/offline/${lang}.html`);
      }
      // What the previous version kept, stored again for this one.
      const older = (await caches.keys()).filter(
        (name) => name.startsWith(PREFIX) && name !== CACHE && name !== SAVED,
      );
      for (const name of older) {
        const old = await caches.open(name);
        for (const request of await old.keys()) {
          const path = new URL(request.url).pathname;
          if (!isHashed(path) && !path.startsWith("/api/")) {
            await keepPage(cache, path);
          }
        }
      }
      for (const lang of await savedLanguages()) {
        // Keeps what it can; the offline page offers to save again.
        await saveLanguage(cache, lang, () => {});
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE && name !== SAVED) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
      // The pages open when this worker first took over were loaded
      // before it: keep them now.
      const cache = await caches.open(CACHE);
      for (const client of await self.clients.matchAll({ type: "window" })) {
        const url = new URL(client.url);
        if (url.origin === location.origin && !(await cache.match(url.pathname))) {
          await keepPage(cache, url.pathname);
        }
      }
    })(),
  );
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) {
    return kept;
  }
  const response = await fetch(request);
  if (mayKeep(response)) {
    await cache.put(request, response.clone());
  }
  return response;
}

async function fromNetworkFirst(request, path) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (mayKeep(response)) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (offline) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) {
      return kept;
    }
    if (request.mode === "navigate") {
      const fallback = await cache.match(`/offline/${langOf(path)}.html`);
      if (fallback) {
        return new Response(fallback.body, {
          status: 503,
          headers: fallback.headers,
        });
      }
    }
    throw offline;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || isPersonal(url.pathname)) {
    return;
  }
  if (isHashed(url.pathname)) {
    event.respondWith(fromCacheFirst(request));
  } else {
    event.respondWith(fromNetworkFirst(request, url.pathname));
  }
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const source = event.source;
  const tell = (answer) => source && source.postMessage(answer);
  const work = (async () => {
    switch (message.type) {
      case "skip-waiting":
        await self.skipWaiting();
        break;
      case "keep": {
        const url = new URL(message.url, location.origin);
        if (url.origin === location.origin) {
          await keepPage(await caches.open(CACHE), url.pathname);
        }
        break;
      }
      case "save": {
        const lang = message.lang;
        if (!LANGS.includes(lang)) break;
        const outcome = await saveLanguage(await caches.open(CACHE), lang, tell);
        if (outcome.listed && outcome.failed === 0) {
          const saved = await savedLanguages();
          if (!saved.includes(lang)) {
            await setSavedLanguages([...saved, lang]);
          }
          tell(await status());
        } else {
          tell({ type: "failed", lang, failed: outcome.failed, total: outcome.total });
        }
        break;
      }
      case "remove":
        if (LANGS.includes(message.lang)) {
          await removeLanguage(message.lang);
        }
        tell(await status());
        break;
      case "status":
        tell(await status());
        break;
      default:
        break;
    }
  })();
  event.waitUntil(work);
});
