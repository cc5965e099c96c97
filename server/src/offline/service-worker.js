// Hooklab's service worker: keeps the pages a learner opens, and whole
// languages on request, so that Hooklab works with no network.
//
// - Files under /pkg/ and /assets/ have hashed names: served from the
//   cache first, fetched once.
// - Pages and content answers (/api/, outside /api/class/) come from the
//   network when it answers, and are kept; from the cache otherwise.
// - Nothing marked `private` or `no-store` goes into that shared cache.
//   A student's class pages (their groups, assignments and items) belong
//   to one account: the pages ask for them to be kept, and they go into a
//   cache of that account's own ("hooklab-class-{account}"), served only
//   when the network is gone. There is at most one such cache: signing in
//   or out through this browser, or a page naming another account, drops
//   it.
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
// The cache of one student's class pages, named by their account.
const CLASS_PREFIX = PREFIX + "class-";
// Requests after which another account (or none) may be signed in.
const SESSION_CHANGES = ["sign-in", "sign-out", "join", "setup", "recover"].map(
  (name) => `/api/class/${name}`,
);
// The most pages one request to keep the class may store.
const CLASS_PAGE_LIMIT = 300;

// A cache of this worker's version (as opposed to the saved-languages
// record and a student's class cache, which outlive versions).
function isVersionCache(name) {
  return name.startsWith(PREFIX) && name !== SAVED && !name.startsWith(CLASS_PREFIX);
}

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

// A page of a student's class: `/{lang}/class`, an assignment
// (`…/class/assignments/{id}`) or one of its items (`…/{kind}/{item}`).
const CLASS_PAGE = /^\/(en|fr|ru|es)\/class(\/assignments\/[^/?#]+(\/[^/?#]+\/[^/?#]+)?)?$/;

function isClassPage(path) {
  return CLASS_PAGE.test(path);
}

function isAssignmentPage(path) {
  const match = CLASS_PAGE.exec(path);
  return !!match && !!match[2] && !match[3];
}

function mayKeep(response) {
  if (!response || !response.ok || response.type !== "basic") {
    return false;
  }
  const control = response.headers.get("cache-control") || "";
  return !/private|no-store/i.test(control);
}

// The hashed files a page links to (bundle, stylesheet, strings, search
// index, a practice page's content).
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
  await keepFiles(cache, html);
  return true;
}

// Stores the hashed files a page links to, when missing.
async function keepFiles(cache, html) {
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
}

// How many times who is signed in may have changed since this worker
// started. A copy of the class begun before a change stores nothing after
// it: a page fetched while the student was still signed in must not
// outlive their signing out.
let sessionChanges = 0;

// Drops every student's class cache but `keep`'s.
async function forgetClass(keep) {
  for (const name of await caches.keys()) {
    if (name.startsWith(CLASS_PREFIX) && name !== keep) {
      await caches.delete(name);
    }
  }
}

// The class pages a page links to, in the same language.
function classLinksOf(html, lang) {
  const found = new Set();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const path = match[1];
    if (isClassPage(path) && path.startsWith(`/${lang}/`)) {
      found.add(path);
    }
  }
  return [...found];
}

// Stores `urls` (class pages, fetched again now) in `account`'s class
// cache, and follows their class links `depth` levels down: assignment
// pages are fetched again, item pages only when not kept yet (the item
// page asks again after each answer). Once who is signed in changes, the
// copy stops: it stores nothing more, and it opens the cache only to
// store a page, so it never makes one again after a sign-out dropped it
// (nor touches the cache of a newer copy for the same account).
async function keepClass(account, urls, depth) {
  const began = sessionChanges;
  const sameSession = () => sessionChanges === began;
  const name = CLASS_PREFIX + account;
  await forgetClass(name);
  let cache = null;
  const files = await caches.open(CACHE);
  const seen = new Set();
  let stored = 0;
  const visit = async (path, levels, refresh) => {
    if (!sameSession() || seen.has(path) || stored >= CLASS_PAGE_LIMIT || !isClassPage(path)) {
      return;
    }
    seen.add(path);
    if (!refresh && (await caches.match(path, { cacheName: name }))) {
      return;
    }
    let response;
    try {
      response = await fetch(path, { credentials: "same-origin" });
    } catch (e) {
      return;
    }
    // Signed out meanwhile: the answer is the sign-in page, never kept.
    if (!response.ok || response.redirected || response.type !== "basic") {
      return;
    }
    const html = await response.clone().text();
    if (!sameSession()) {
      return;
    }
    cache = cache || (await caches.open(name));
    await cache.put(path, response);
    if (!sameSession()) {
      // Signed out while it was being stored.
      await cache.delete(path);
      return;
    }
    stored += 1;
    await keepFiles(files, html);
    if (levels > 0) {
      for (const link of classLinksOf(html, langOf(path))) {
        await visit(link, levels - 1, isAssignmentPage(link));
      }
    }
  };
  for (const url of urls) {
    await visit(new URL(url, location.origin).pathname, depth, true);
  }
}

// The kept copy of a class page, from the one class cache there is.
async function classCopy(request) {
  for (const name of await caches.keys()) {
    if (name.startsWith(CLASS_PREFIX)) {
      const kept = await (await caches.open(name)).match(request, { ignoreVary: true, ignoreSearch: true });
      if (kept) {
        return kept;
      }
    }
  }
  return undefined;
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
      const older = (await caches.keys()).filter((name) => isVersionCache(name) && name !== CACHE);
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
        if (isVersionCache(name) && name !== CACHE) {
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
    const kept =
      (await cache.match(request, { ignoreVary: true })) || (isClassPage(path) && (await classCopy(request)));
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

// Passes a request that may change who is signed in, and drops the class
// cache once the server has accepted it. A copy of the class still being
// made stops storing from then on (see `keepClass`).
async function changingSession(request) {
  const response = await fetch(request);
  if (response.ok) {
    sessionChanges += 1;
    await forgetClass(null);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method === "POST" && url.origin === location.origin && SESSION_CHANGES.includes(url.pathname)) {
    event.respondWith(changingSession(request));
    return;
  }
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
      case "keep-class": {
        const account = String(message.account || "");
        const urls = Array.isArray(message.urls) ? message.urls.map(String) : [];
        const depth = Math.max(0, Math.min(2, Number(message.depth) || 0));
        if (/^[A-Za-z0-9_-]{1,80}$/.test(account)) {
          await keepClass(account, urls, depth);
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
