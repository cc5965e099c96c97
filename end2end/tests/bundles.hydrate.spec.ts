// A page downloads the bundle that holds it and, of its own language, the
// strings that bundle's pages use. Links between pages of one tool's bundle
// stay in the page (its router shows the next page); a link to a reading
// page, to another bundle's page or to another language loads that page
// with its own bundle and strings.
import { type Page } from "@playwright/test";
import { test, expect, downloads, hydrated, open } from "./helpers";

/** Marks the current document, to tell a router step from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test("a lesson loads the reader bundle and the reader's English strings only", async ({ page }) => {
  const seen = downloads(page);
  await open(page, "/en/learn/hooks/anatomy");
  expect(seen.sort()).toEqual(["strings:en-reader", "wasm:reader"]);
});

test("a tool's router follows links to its own pages; a reading page always loads as a document", async ({ page }) => {
  const seen = downloads(page);
  await open(page, "/en/learn");
  await markDocument(page);

  // Reader to reader: the reader's bundle has no router, so the browser
  // loads the lesson (the bundle comes from its cache).
  await page.locator("main a[href='/en/learn/hooks/anatomy']").first().click();
  await expect(page).toHaveURL(/\/en\/learn\/hooks\/anatomy$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await markDocument(page);

  // Reader to the sandbox: a new document, with the sandbox's bundle.
  await page.locator("header nav a[href='/en/sandbox']").click();
  await expect(page).toHaveURL(/\/en\/sandbox$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  expect(seen).toContain("wasm:sandbox");
  expect(seen).toContain("strings:en-sandbox");
  // The page shows the server's evaluation: no hook engine yet.
  expect(seen).not.toContain("wasm:engine");
  await markDocument(page);

  // Within the sandbox's bundle its router shows the next page, which
  // the server did not evaluate: the page loads the hook engine for it.
  await page.locator("main a[href^='/en/sandbox/presets/']").first().click();
  await expect(page).toHaveURL(/\/en\/sandbox\/presets\//);
  await expect(page.locator("#sandbox-event-input")).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByTestId("sandbox-blocked")).toBeVisible();
  expect(seen).toContain("wasm:engine");
  // The header, server-written markup, follows the router: the sandbox is
  // still the current section, and each language link leads to this page.
  const preset = new URL(page.url()).pathname;
  await expect(page.locator("header nav a[href='/en/sandbox']")).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".site-nav a[aria-current]")).toHaveCount(1);
  await expect(page.locator("a[hreflang='ru']")).toHaveAttribute("href", preset.replace("/en/", "/ru/"));

  // Back to the lessons: a reading page is the reader's, loaded anew.
  await page.locator("header nav a[href='/en/learn']").click();
  await expect(page).toHaveURL(/\/en\/learn$/);
  await hydrated(page);
  await expect(page.locator("main a[href='/en/learn/hooks/anatomy']").first()).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect([...new Set(seen.filter((s) => s.startsWith("wasm:")))].sort()).toEqual([
    "wasm:engine",
    "wasm:reader",
    "wasm:sandbox",
  ]);
});

test("the quiz, the exam and the review each load a bundle of their own", async ({ page }) => {
  const seen = downloads(page);
  await open(page, "/en/quiz");
  expect(seen.sort()).toEqual(["strings:en-quiz", "wasm:quiz"]);
  await markDocument(page);

  // The quiz to the exam: another bundle, so a new document.
  await page.locator("header nav a[href='/en/exam']").click();
  await expect(page).toHaveURL(/\/en\/exam$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  expect(seen).toContain("wasm:exam");
  expect(seen).toContain("strings:en-exam");
  expect(seen).not.toContain("wasm:review");

  await open(page, "/en/review");
  expect(seen).toContain("wasm:review");
  await markDocument(page);
  // The review's bundle holds the progress page: its router shows it.
  await page.locator("[data-testid='progress-menu'] summary").click();
  await page.locator("[data-testid='progress-menu'] a[href='/en/progress']").click();
  await expect(page).toHaveURL(/\/en\/progress$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect([...new Set(seen.filter((s) => s.startsWith("wasm:")))].sort()).toEqual([
    "wasm:exam",
    "wasm:quiz",
    "wasm:review",
  ]);
});

test("switching language loads the page with that language's strings", async ({ page }) => {
  const seen = downloads(page);
  await open(page, "/en/learn/hooks/anatomy");
  await markDocument(page);
  await page.locator("a[hreflang='fr']").first().click();
  await expect(page).toHaveURL(/\/fr\/learn\/hooks\/anatomy$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(seen).toEqual(expect.arrayContaining(["strings:en-reader", "strings:fr-reader"]));
  // The French page works after hydration: its theme switch, worded in
  // French, answers a click.
  const toggle = page.locator("button.theme-toggle");
  await expect(toggle).toContainText(/Thème/);
  const before = await toggle.getAttribute("aria-pressed");
  await toggle.click();
  await expect(toggle).not.toHaveAttribute("aria-pressed", before ?? "");
});

test("going back from another bundle's page shows the earlier page again", async ({ page }) => {
  await open(page, "/en/learn");
  await page.locator("header nav a[href='/en/quiz']").click();
  await expect(page).toHaveURL(/\/en\/quiz$/);
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/learn$/);
  await hydrated(page);
  await expect(page.locator("main a[href='/en/learn/hooks/anatomy']").first()).toBeVisible();
});

test("a tool's router loads another bundle's page from the server, and tells a path of its own it does not know is not found", async ({ page }) => {
  const seen = downloads(page);
  await open(page, "/en/sandbox");
  await markDocument(page);
  // The history leads the sandbox's router to a path it has no route
  // for: a page of its own bundle that does not exist is not found, in
  // the page.
  await page.evaluate(() => {
    history.pushState(null, "", "/en/sandbox/nowhere/at-all");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.locator("main h1")).toHaveText("Page not found");
  expect(await sameDocument(page)).toBe(true);
  // The quiz is another bundle's: the browser loads it, with its bundle.
  await page.evaluate(() => {
    history.pushState(null, "", "/en/quiz");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/en\/quiz$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  expect(seen).toContain("wasm:quiz");
  await expect(page.locator("main h1")).toHaveText("Name the pattern");
});

test("a lesson keeps its text once the page has started, and the next lesson loads with its own", async ({ page }) => {
  // The page's data leaves the lesson's HTML out: the article the server
  // sent must stay as it is, and the next lesson is a page of its own.
  await open(page, "/en/learn/hooks/anatomy");
  const body = page.locator("article.prose");
  await expect(body).toContainText("This lesson takes a hook apart");
  await markDocument(page);

  await page.locator("a.pager-next").first().click();
  await expect(page).not.toHaveURL(/\/hooks\/anatomy$/);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(body).not.toContainText("This lesson takes a hook apart");
  expect((await body.innerText()).length).toBeGreaterThan(2000);

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/learn\/hooks\/anatomy$/);
  await expect(body).toContainText("This lesson takes a hook apart");
});
