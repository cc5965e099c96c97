// Hooklab offline: a learner saves a language, loses the network, and goes
// on studying (lessons, a quiz round, a sandbox challenge, the simulator);
// a page never stored says so; a student's assignments open offline from
// their account's own copy; a new version waits for "Update and reload";
// and Chromium finds the app installable.
//
// The other specs block service workers (see playwright.config.ts); these
// let them run.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test, groupWithQuiz, hydrated, instructor, open, QUIZ, quizBank, RIGHT, solvedProjectSettings } from "./helpers";

test.use({ serviceWorkers: "allow" });

/** Waits until the offline worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
    }
  });
}

const CHALLENGE = "block-rm-allow-git";

const languages = [
  { lang: "en", saved: "Saved on this device: English.", missing: "This page is not on this device" },
  { lang: "fr", saved: "Enregistré sur cet appareil\u00a0: Français.", missing: "Cette page n’est pas sur cet appareil" },
];

for (const l of languages) {
  test(`${l.lang}: a saved language is studied with no network`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const quiz = await quizBank(page, l.lang);
    await open(page, `/${l.lang}/offline`);
    await controlled(page);
    await expect(page.getByTestId("offline-saved")).toBeVisible();
    await page.locator(".offline .actions button.primary").click();
    await expect(page.getByTestId("offline-saved")).toHaveText(l.saved, { timeout: 120_000 });
    await expect(page.getByTestId("offline-stored")).toContainText(/\d/);

    // No network, for the page and for its service worker alike.
    await context.setOffline(true);

    // A lesson, reached by typing its address.
    await open(page, `/${l.lang}/learn/hooks/anatomy`);
    await expect(page.locator("main h1")).toBeVisible();

    // The quiz, reached by a link: a whole round.
    await page.locator(`header nav a[href='/${l.lang}/quiz']`).click();
    await expect(page).toHaveURL(new RegExp(`/${l.lang}/quiz$`));
    await hydrated(page);
    const setup = page.getByTestId("quiz-setup");
    await setup.locator('input[name="topic"][value="all"]').check();
    await setup.locator('input[name="length"][value="5"]').check();
    await setup.locator('button[type="submit"]').click();
    for (let round = 0; round < 5; round++) {
      const title = (await page.locator("#quiz-question-title").innerText()).trim();
      const item = quiz.get(title);
      expect(item, `unknown scenario "${title}"`).toBeDefined();
      const shown = await page
        .getByTestId("quiz-option")
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-pattern") ?? ""));
      await page.getByTestId("quiz-option").nth(shown.indexOf(item!.answer)).click();
      await page.getByTestId("quiz-sure").click();
      await expect(page.getByTestId("quiz-feedback")).toBeVisible();
      await page.getByTestId("quiz-next").click();
    }
    await expect(page.getByTestId("quiz-summary")).toBeVisible();
    await expect(page.getByTestId("quiz-summary").locator(".quiz-score")).toContainText("5");

    // A sandbox challenge, solved.
    await open(page, `/${l.lang}/sandbox/challenges/${CHALLENGE}`);
    await page.locator("#sandbox-settings-input").fill(solvedProjectSettings(CHALLENGE));
    await page.getByTestId("sandbox-run-tests").click();
    await expect(page.locator(".solved-banner")).toBeVisible();
    await expect(page.locator('[data-testid="sandbox-test"][data-passed="false"]')).toHaveCount(0);

    // A sandbox permalink, made and opened offline, keeps its state.
    const exitCode = (p: Page) => p.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]');
    await open(page, `/${l.lang}/sandbox/presets/refund-guard-exit-2`);
    await exitCode(page).fill("1");
    await expect.poll(() => page.url()).toContain("#s=");
    const other = await context.newPage();
    await open(other, page.url());
    await expect(exitCode(other)).toHaveValue("1");
    await other.close();

    // The simulator.
    await open(page, `/${l.lang}/simulator/resume-wrong-directory`);
    const input = page.locator("#sim-input");
    await input.fill("cd /home/dev/shop");
    await input.press("Enter");
    await expect(page.getByTestId("sim-prompt")).toContainText("~/shop $");

    // The mock exam, spaced review and progress pages open and hydrate.
    for (const tool of ["exam", "review", "progress"]) {
      await open(page, `/${l.lang}/${tool}`);
      await expect(page.locator("main h1")).toBeVisible();
    }

    // A page this device never stored says so, in its language.
    await page.goto(`/${l.lang}/class`);
    await expect(page.locator("h1")).toHaveText(l.missing);

    await context.setOffline(false);
  });
}

test("a page opened once works offline without saving the language", async ({ page, context }) => {
  await open(page, "/es/simulator");
  await controlled(page);
  // The page loaded before the worker: it keeps it once it takes over.
  await expect
    .poll(async () => page.evaluate(async () => (await caches.keys()).length > 0 && !!(await caches.match("/es/simulator"))))
    .toBe(true);
  await context.setOffline(true);
  await open(page, "/es/simulator");
  await expect(page.locator("main h1")).toBeVisible();
  await context.setOffline(false);
});

test("saving with no network says the server could not be reached, and saves nothing", async ({ page, context }) => {
  await open(page, "/en/offline");
  await controlled(page);
  await context.setOffline(true);
  await page.locator(".offline .actions button.primary").click();
  await expect(page.getByTestId("offline-saved")).toHaveText(
    "Saving stopped: the server could not be reached. Try again once you are online.",
  );
  await expect(page.getByTestId("offline-saved")).toHaveClass(/error/);
  // The button is there to try again.
  await expect(page.locator(".offline .actions button.primary")).toBeEnabled();
  await context.setOffline(false);
});

test("removing a language frees its pages", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, "/ru/offline");
  await controlled(page);
  await page.locator(".offline .actions button.primary").click();
  await expect(page.getByTestId("offline-saved")).toHaveText("Сохранено на этом устройстве: Русский.", {
    timeout: 120_000,
  });
  const before = await page.evaluate(async () => !!(await caches.match("/ru/learn/hooks/anatomy")));
  expect(before).toBe(true);
  await page.locator(".offline .actions button:not(.primary)").click();
  await expect(page.getByTestId("offline-saved")).toHaveText("На этом устройстве пока не сохранён ни один язык.");
  const after = await page.evaluate(async () => !!(await caches.match("/ru/learn/hooks/anatomy")));
  expect(after).toBe(false);
});

/** Serves `path` as a new build would: its page names another worker. */
async function newBuildAt(context: BrowserContext, path: RegExp) {
  await context.route(path, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const html = (await response.text()).replace(/sw\.js\?v=[0-9a-f]+/, "sw.js?v=next");
    await route.fulfill({ status: response.status(), headers, body: html });
  });
}

test("a new version waits until the learner reloads, keeps what the old one kept, and removes its cache", async ({
  page,
  context,
}) => {
  await open(page, "/en/");
  await controlled(page);
  // What an older version kept.
  await page.evaluate(async () => {
    const old = await caches.open("hooklab-older");
    await old.put("/en/learn", new Response("the older version's copy"));
  });
  await newBuildAt(context, /\/en\/$/);
  await page.reload();
  await hydrated(page);
  const notice = page.getByTestId("update-notice");
  await expect(notice).toContainText("A new version of Hooklab is ready.");
  // It waits: the old worker still controls the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).not.toContain("v=next");
  await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: "Update and reload" }).click()]);
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toContain("v=next");
  await expect(page.getByTestId("update-notice")).toHaveCount(0);
  // The older cache is gone, and what it kept was stored again, fresh.
  const names = await page.evaluate(async () => (await caches.keys()).filter((n) => n !== "hooklab-saved"));
  expect(names).toHaveLength(1);
  expect(names[0]).not.toBe("hooklab-older");
  const copy = await page.evaluate(async () => (await (await caches.match("/en/learn"))!.text()));
  expect(copy).toContain("<html");
});

test("an update never reloads a mock exam under way", async ({ page }) => {
  await open(page, "/en/exam");
  await controlled(page);
  await page.getByTestId("exam-start").click();
  await expect(page.locator("#exam-question-title")).toBeVisible();
  // A new version installs while the exam runs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js?v=next");
  });
  await expect
    .poll(async () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting))
    .toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByTestId("update-notice")).toHaveCount(0);
  // Once the exam page is left, the update is offered.
  await page.locator("header nav a[href='/en/review']").click();
  await expect(page.getByTestId("update-notice")).toBeVisible();
});

/** The pages kept in the browser's class caches, by cache name. */
async function classCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith("hooklab-class-")) {
        const requests = await (await caches.open(name)).keys();
        out[name] = requests.map((r) => new URL(r.url).pathname).sort();
      }
    }
    return out;
  });
}

test("a student's assignments open offline from their account's copy; an answer given there arrives once; signing out forgets them", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const api = await instructor();
  const title = `Plane week ${Date.now()}`;
  const group = await groupWithQuiz(api, title);
  await open(page, `/en/class/join/${group.join_code}`);
  await controlled(page);
  await page.locator("#join-name").fill("Amelia E.");
  await page.locator("form.class-form button[type=submit]").click();
  await page.locator(".recovery a.button").click();
  await hydrated(page);
  const assignment = await page.locator(".assignment-list li", { hasText: title }).locator("a").first().getAttribute("href");
  expect(assignment).toMatch(/^\/en\/class\/assignments\/[^/]+$/);
  const item = `${assignment}/${QUIZ}`;

  // Opening the class home kept it, the assignment and its item, in one
  // cache named by the account, and nothing of it in the shared cache.
  await expect.poll(async () => Object.values(await classCopies(page))).toEqual([["/en/class", assignment, item].sort()]);
  const [cacheName] = Object.keys(await classCopies(page));
  const me = await (await page.request.get("/api/class/me")).json();
  expect(cacheName).toBe(`hooklab-class-${me.account.id}`);
  const shared = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("hooklab-class-")) {
        for (const request of await (await caches.open(name)).keys()) {
          const path = new URL(request.url).pathname;
          if (path.includes("/class")) found.push(`${name}: ${path}`);
        }
      }
    }
    return found;
  });
  expect(shared).toEqual([]);

  // On the plane: the class home, the assignment and the item, by links.
  await context.setOffline(true);
  await open(page, "/en/class");
  await expect(page.getByTestId("class-offline-copy")).toContainText("You are offline");
  await page.locator(".assignment-list li", { hasText: title }).locator("a").first().click();
  await expect(page).toHaveURL(new RegExp(`${assignment}$`));
  await expect(page.locator("main h1")).toHaveText(title);
  await page.locator(`.item-list a[href$="/${QUIZ}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${item}$`));
  await hydrated(page);
  await expect(page.getByTestId("class-offline-copy")).toBeVisible();
  await page.locator(`input[type=radio][value="${RIGHT}"]`).check();
  await page.getByTestId("class-submit").click();
  await expect(page.getByTestId("class-waiting")).toContainText("Waiting to send");

  // Back on the ground: the answer goes, once.
  await context.setOffline(false);
  await expect(page.locator(".receipt")).toContainText("Attempt 1 stored.");
  await expect(page.getByTestId("class-waiting")).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("item-state")).toContainText("submitted: 1 attempt used of 2");
  // The copy was stored again after the answer: offline, it shows it.
  await expect
    .poll(async () =>
      page.evaluate(async (url) => {
        const kept = await caches.match(url);
        return kept ? (await kept.text()).includes("1 attempt used of 2") : false;
      }, item),
    )
    .toBe(true);

  // Signing out forgets the account's copy: offline, the class is not on
  // this device any more.
  await open(page, "/en/class");
  await page.locator("button.sign-out").click();
  await expect(page.locator("#recover-code")).toBeVisible();
  await expect.poll(async () => classCopies(page)).toEqual({});
  await context.setOffline(true);
  await page.goto(item);
  await expect(page.locator("h1")).toHaveText("This page is not on this device");
  await context.setOffline(false);
  await api.dispose();
});

test("Chromium finds Hooklab installable", async ({ playwright }, testInfo) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hooklab-install-"));
  // An incognito context can install nothing: this one keeps a profile.
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = await context.newPage();
    await open(page, "/fr/");
    await controlled(page);
    const manifest = await (await page.request.get("/manifest/fr.webmanifest")).json();
    expect(manifest.start_url).toBe("/fr/");
    const cdp = await context.newCDPSession(page);
    const { url } = await cdp.send("Page.getAppManifest");
    expect(url).toContain("/manifest/fr.webmanifest");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
