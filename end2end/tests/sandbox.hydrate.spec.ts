import { Page } from "@playwright/test";
import * as fs from "fs";
import * as path from "path";
import { expect, test, open as ready } from "./helpers";

const PRESET = "refund-guard-exit-2";

/// The first handler's exit-code input (labelled in every language).
function exitCode(page: Page) {
  return page.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]');
}

const blockedWord: Record<string, { yes: string; no: string }> = {
  fr: { yes: "oui", no: "non" },
  es: { yes: "sí", no: "no" },
  en: { yes: "yes", no: "no" },
  ru: { yes: "да", no: "нет" },
};

for (const lang of ["fr", "es"]) {
  test(`${lang}: exit 1 instead of exit 2 no longer blocks the refund`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox/presets/${PRESET}`);
    const blocked = page.getByTestId("sandbox-blocked");
    await expect(blocked).toHaveText(blockedWord[lang].yes);
    const verdictBefore = await page.getByTestId("sandbox-verdict").innerText();
    await expect(exitCode(page)).toHaveValue("2");
    await exitCode(page).fill("1");
    await expect(blocked).toHaveText(blockedWord[lang].no);
    await expect(page.getByTestId("sandbox-verdict")).not.toHaveText(verdictBefore);
    if (lang === "fr") {
      // The timeline says why, in French.
      await expect(page.locator(".timeline")).toContainText("erreur non bloquante");
    }
  });
}

const CHALLENGE = "block-rm-allow-git";

/// The challenge's reference solution, read from its content file.
function solution(): string {
  const file = path.join(__dirname, "..", "..", "content", "challenges", `${CHALLENGE}.toml`);
  const text = fs.readFileSync(file, "utf8");
  const found = /solution = '''([\s\S]*?)'''/.exec(text);
  if (!found) throw new Error(`no solution in ${file}`);
  return found[1];
}

for (const lang of ["en", "ru"]) {
  test(`${lang}: a challenge is solved and remembered`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox/challenges/${CHALLENGE}`);
    // The starting state fails at least one test.
    await page.getByTestId("sandbox-run-tests").click();
    await expect(page.locator('[data-testid="sandbox-test"][data-passed="false"]').first()).toBeVisible();
    await expect(page.locator(".solved-banner")).toHaveCount(0);
    // Load the solution as a case file, then run the tests again.
    await page.locator('main input[type="file"]').setInputFiles({
      name: "solution.json",
      mimeType: "application/json",
      buffer: Buffer.from(solution()),
    });
    await expect(page.locator("#sandbox-settings-input")).toHaveValue(/Bash\(rm \*\)/);
    await page.getByTestId("sandbox-run-tests").click();
    await expect(page.locator(".solved-banner")).toBeVisible();
    await expect(page.locator('[data-testid="sandbox-test"][data-passed="false"]')).toHaveCount(0);
    // The list marks it solved.
    await ready(page, `/${lang}/sandbox`);
    const item = page.locator(`[data-testid="sandbox-challenge-item"]:has(a[href="/${lang}/sandbox/challenges/${CHALLENGE}"])`);
    await expect(item.locator(".badge.ok")).toBeVisible();
  });
}

test("a permalink restores the same state and verdict", async ({ page, browser }) => {
  await ready(page, `/en/sandbox/presets/${PRESET}`);
  await exitCode(page).fill("1");
  await expect(page.getByTestId("sandbox-blocked")).toHaveText("no");
  await expect.poll(() => page.url()).toContain("#s=");
  const url = page.url();
  const verdict = await page.getByTestId("sandbox-verdict").innerText();
  const other = await browser.newPage();
  await ready(other, url);
  await expect(exitCode(other)).toHaveValue("1");
  await expect(other.getByTestId("sandbox-verdict")).toHaveText(verdict);
  await expect(other.getByTestId("sandbox-blocked")).toHaveText("no");
  await other.close();
});

/// The URLs of the hook engine's WebAssembly and of its words, as the
/// page's boot script names them.
async function engineFiles(page: Page): Promise<{ wasm: string; words: string }> {
  const found = /globalThis\.hooklabEngine = load\('[^']*', '([^']*)', '([^']*)'\)/.exec(await page.content());
  expect(found, "the page's boot script defines hooklabEngine").not.toBeNull();
  return { wasm: found![1], words: found![2] };
}

/// The paths of the files the page itself has fetched (the offline
/// worker's own fetches aside).
function pageFetched(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
}

/// Whether the page itself has fetched the engine's bundle (the offline
/// worker's own fetches aside).
async function pageFetchedEngine(page: Page): Promise<boolean> {
  return (await pageFetched(page)).some((path) => path.startsWith("/pkg/hooklab_bg-engine-"));
}

test.describe("with the offline worker", () => {
  // Blocked elsewhere (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("the engine comes after the page, and once stored for offline use evaluates with no network", async ({ page, context }) => {
    await ready(page, `/en/sandbox/presets/${PRESET}`);
    // The result shown is the server's: the page did not need the engine.
    await expect(page.getByTestId("sandbox-blocked")).toHaveText("yes");
    expect(await pageFetchedEngine(page)).toBe(false);
    // The offline worker keeps the page with every file it links to: the
    // engine and its words too.
    const { wasm, words } = await engineFiles(page);
    for (const file of [wasm, words]) {
      await expect
        .poll(() => page.evaluate(async (url) => !!(await caches.match(url)), file), { timeout: 20_000 })
        .toBe(true);
    }
    await context.setOffline(true);
    await exitCode(page).fill("1");
    await expect(page.getByTestId("sandbox-blocked")).toHaveText("no");
    await exitCode(page).fill("2");
    await expect(page.getByTestId("sandbox-blocked")).toHaveText("yes");
    await context.setOffline(false);
  });
});

test("the engine's words come with the engine, in the page's language", async ({ page }) => {
  await ready(page, `/fr/sandbox/presets/${PRESET}`);
  const words = (await pageFetched(page)).filter((path) => path.startsWith("/assets/words-"));
  expect(words, "the page starts without the engine's words").toEqual([]);
  // The server's answer is worded with the few words it sent.
  await expect(page.locator(".trace-why").first()).not.toHaveText(/^hook-/);
  await exitCode(page).fill("1");
  await expect(page.getByTestId("sandbox-blocked")).toHaveText("non");
  const fetched = (await pageFetched(page)).filter((path) => path.startsWith("/assets/words-"));
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/assets\/words-fr-engine-[0-9a-f]+\.ftl$/);
  // The engine's answer is worded in French: no key shows.
  const trace = await page.locator(".trace-why").allInnerTexts();
  expect(trace.length).toBeGreaterThan(0);
  for (const line of trace) expect(line).not.toMatch(/^(hook|lint)-/);
});

test.describe("without the offline worker", () => {
  test("an edit the engine cannot be loaded for says so, and the next edit tries again", async ({ page, context }) => {
    await ready(page, `/en/sandbox/presets/${PRESET}`);
    expect(await pageFetchedEngine(page)).toBe(false);
    await context.setOffline(true);
    await exitCode(page).fill("1");
    await expect(page.getByTestId("sandbox-verdict")).toHaveText(
      "The hook engine could not be loaded, so nothing was evaluated. Check your connection: the next edit tries again.",
    );
    await context.setOffline(false);
    await exitCode(page).fill("0");
    await expect(page.getByTestId("sandbox-blocked")).toHaveText("no");
    expect(await pageFetchedEngine(page)).toBe(true);
  });
});

test("the lists of presets and challenges come with the page, and with a sandbox page the router draws", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const presets = page.getByTestId("sandbox-preset-item");
  const challenges = page.getByTestId("sandbox-challenge-item");
  expect(await presets.count()).toBeGreaterThan(5);
  expect(await challenges.count()).toBeGreaterThan(5);
  const listed = await challenges.count();
  // No challenge solved on this device: no mark shows.
  await expect(page.locator("[data-solved]:visible")).toHaveCount(0);
  // Back from a preset, the router draws the page and fetches the lists.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await presets.first().locator("a").click();
  await expect(page).toHaveURL(/\/en\/sandbox\/presets\//);
  await page.locator('nav.breadcrumbs a[href="/en/sandbox"]').click();
  await expect(page).toHaveURL(/\/en\/sandbox(#.*)?$/);
  await expect(challenges).toHaveCount(listed);
  expect(await presets.count()).toBeGreaterThan(5);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a bad upload keeps the current state and says where it failed", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const before = await page.locator("#sandbox-event-input").inputValue();
  await page.locator('main input[type="file"]').setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from('{\n  "event": }'),
  });
  await expect(page.locator(".sandbox-toolbar [role=status]")).toContainText("line 2");
  await expect(page.locator("#sandbox-event-input")).toHaveValue(before);
});

test("the event picker follows the event editor, on a hydrated page and on one built by a link", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const picker = page.getByTestId("sandbox-event-pick");
  const input = page.locator("#sandbox-event-input");
  await expect(picker).toHaveValue("PreToolUse");
  await input.fill('{\n  "hook_event_name": "Notification"\n}');
  await expect(picker).toHaveValue("Notification");
  // Mid-edit, text that is not JSON leaves the last event in the picker.
  await input.fill('{\n  "hook_event_name": "Notif');
  await expect(picker).toHaveValue("Notification");
  // Picking an event rewrites the editor.
  await picker.selectOption("SessionStart");
  await expect(input).toHaveValue(/SessionStart/);
  // A preset reached by a link is built in the browser, not hydrated.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.locator('a[href="/en/sandbox/presets/stop-matcher-ignored"]').click();
  await expect(page).toHaveURL(/\/en\/sandbox\/presets\/stop-matcher-ignored/);
  await expect(picker).toHaveValue("Stop");
  await input.fill('{\n  "hook_event_name": "SubagentStop"\n}');
  await expect(picker).toHaveValue("SubagentStop");
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a JSON error is marked in the editor at its line and column", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const input = page.locator("#sandbox-event-input");
  await input.fill('{\n  "hook_event_name": "PreToolUse",\n  "tool_name": Bash\n}');
  const editor = page.locator(".code-editor-wrap").filter({ has: input });
  // The parser stops at the B of the unquoted Bash: line 3, column 16.
  await expect(editor.locator(".editor-errors")).toContainText("line 3, column 16");
  await expect(editor.locator(".code-highlight .error-at")).toHaveText("B");
  await expect(editor.locator(".line-number.bad")).toHaveText("⚠ 3");
  // Fixing it clears the mark.
  await input.fill('{\n  "hook_event_name": "PreToolUse",\n  "tool_name": "Bash"\n}');
  await expect(editor.locator(".code-highlight .error-at")).toHaveCount(0);
});

test("a regex matcher runs on the browser's RegExp as on the server", async ({ page }) => {
  // The server renders the preset's verdict with the core's native regex
  // engine; every edit below is evaluated in the browser, on its RegExp.
  await ready(page, "/en/sandbox/presets/edit-regex-hits-notebookedit");
  const settings = page.locator("#sandbox-settings-input");
  const blocked = page.getByTestId("sandbox-blocked");
  const verdict = page.getByTestId("sandbox-verdict");
  await expect(blocked).toHaveText("yes");
  const rendered = await verdict.innerText();
  const original = await settings.inputValue();
  expect(original).toContain('"matcher": "Edit.*"');
  const withMatcher = (matcher: string) => original.replace('"Edit.*"', JSON.stringify(matcher));
  // Anchored at both ends, it no longer finds Edit inside NotebookEdit.
  await settings.fill(withMatcher("^Edit$"));
  await expect(blocked).toHaveText("no");
  await settings.fill(withMatcher("^Notebook(Edit|Write)$"));
  await expect(blocked).toHaveText("yes");
  // A pattern RegExp refuses never matches, and the page says so.
  await settings.fill(withMatcher("(Edit"));
  await expect(blocked).toHaveText("no");
  await expect(page.locator("main")).toContainText("is not a valid regular expression");
  // Back to the preset's matcher: the browser's verdict is the server's.
  await settings.fill(original);
  await expect(blocked).toHaveText("yes");
  await expect(verdict).toHaveText(rendered);
});
