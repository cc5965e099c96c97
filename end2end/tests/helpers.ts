// What many stories need: waiting for hydration, the accessibility audit,
// and the answer keys the page's own server functions serve (so a story
// can answer right or wrong on purpose). Not a spec file: Playwright runs
// only `*.spec.ts`.
import { test as base, expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import * as fs from "fs";
import * as path from "path";
import AxeBuilder from "@axe-core/playwright";

/**
 * Playwright's `test`, which every story uses, with one more check on the
 * pages of its own browser context (`page` and any `context.newPage()`;
 * contexts a story makes itself are its own): no page looked up a string
 * that its bundle's strings leave out (the browser logs "hooklab: no
 * string …", app/src/i18n.rs; which strings each bundle is given:
 * Bundle::uses_strings_of).
 */
export const test = base.extend<{ everyStringGiven: void }>({
  everyStringGiven: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("hooklab: no string")) {
          missing.push(message.text());
        }
      });
      await use();
      expect(missing, "strings the page's bundle was not given").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until the browser bundle has hydrated the page. */
export async function hydrated(page: Page) {
  await page.locator("body[data-hydrated]").waitFor();
}

/** Opens `url` and waits for hydration. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** The WCAG 2.1 A and AA violations on the page, one line each. */
export async function axeViolations(page: Page, what?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const prefix = what ? `${what}: ` : "";
  return results.violations.map(
    (v) => `${prefix}${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

/** Fails the story on any WCAG 2.1 A or AA violation. */
export async function expectNoAxeViolations(page: Page, what?: string) {
  expect(await axeViolations(page, what), what).toEqual([]);
}

/** The bundles (`wasm:{bundle}`) and string files
 * (`strings:{lang}-{bundle}`) the page has fetched so far. */
export function downloads(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    // A bundle's name may hold a hyphen (`challenge-item`); the hash none.
    const bundle = /^\/pkg\/hooklab_bg-([a-z-]+)-[0-9a-f]+\.wasm$/.exec(path);
    if (bundle) seen.push(`wasm:${bundle[1]}`);
    const strings = /^\/assets\/strings-([a-z]+)-([a-z-]+)-[0-9a-f]+\.ftl$/.exec(path);
    if (strings) seen.push(`strings:${strings[1]}-${strings[2]}`);
  });
  return seen;
}

/** The content file a practice page (`quiz`, `exam`, `review`) is drawn
 * from, in a language: the file its page names. */
export async function pageContent(page: Page, lang: string, name: string): Promise<unknown> {
  const html = await (await page.request.get(`/${lang}/${name}`)).text();
  const url = new RegExp(`/assets/${name}-${lang}-[0-9a-f]+\\.json`).exec(html)?.[0];
  expect(url, `/${lang}/${name} names its content file`).toBeTruthy();
  const response = await page.request.get(url!);
  expect(response.ok()).toBeTruthy();
  return response.json();
}

/** The key of every exam item in a language, by item id. */
export async function examKeys(page: Page, lang: string): Promise<Map<string, string>> {
  const items = (await pageContent(page, lang, "exam")) as { item: { id: string; answer: string } }[];
  expect(items.length).toBeGreaterThan(3);
  return new Map(items.map((i) => [i.item.id, i.item.answer]));
}

/** A quiz scenario as the quiz's bank serves it. */
export type QuizItem = { id: string; title: string; answer: string; options: string[] };

/** The quiz bank in a language, by scenario title. */
export async function quizBank(page: Page, lang: string): Promise<Map<string, QuizItem>> {
  const items = (await pageContent(page, lang, "quiz")) as QuizItem[];
  return new Map(items.map((item) => [item.title, item]));
}

/** A challenge's reference solution: its project settings, as the learner
 * would type them in the project tab. */
export function solvedProjectSettings(challenge: string): string {
  const file = path.join(__dirname, "..", "..", "content", "challenges", `${challenge}.toml`);
  const found = /solution = '''([\s\S]*?)'''/.exec(fs.readFileSync(file, "utf8"));
  if (!found) throw new Error(`no solution in ${file}`);
  return JSON.stringify(JSON.parse(found[1]).settings.project, null, 2);
}

// A class to work in, against the server the tests run on: an instructor
// made with the admin command line (on the database the server uses:
// HOOKLAB_DATA, else the ./hooklab-data that `./dev e2e` serves from), who
// signs in and creates a group and an assignment through the classroom's
// server functions, as the instructor's pages do.

const root = path.join(__dirname, "..", "..");
const binary = process.env.HOOKLAB_BIN ?? path.join(root, "target", "debug", "hooklab");
const dataDir = process.env.HOOKLAB_DATA ?? path.join(root, "hooklab-data");
const baseURL = process.env.HOOKLAB_URL ?? "http://127.0.0.1:3000";
export const QUIZ = "quiz/block-rm-rf";
export const RIGHT = "hook-pre-tool-use";

export type Group = { id: string; name: string; join_code: string };

/** A new instructor account, made with the admin command line; its name starts with `prefix`. */
export function instructorAccount(prefix = "e2e"): { name: string; password: string } {
  const name = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const password = "correct horse battery staple";
  const made = spawnSync(binary, ["admin", "add-instructor", name, "--data", dataDir], {
    input: `${password}\n`,
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
  return { name, password };
}

/** A new instructor, signed in: their API context. */
export async function instructor(): Promise<APIRequestContext> {
  const { name, password } = instructorAccount();
  // State-changing requests must come from the site itself.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post("/api/class/sign-in", { form: { name, password } });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  return api;
}

/** A new group of `api`'s instructor, with an open assignment holding one quiz item. */
export async function groupWithQuiz(api: APIRequestContext, title: string): Promise<Group> {
  const made = await api.post("/api/class/create-group", { form: { name: `Group ${title}` } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const group = (await made.json()) as Group;
  const now = Date.now();
  const assignment = await api.post("/api/class/create-assignment", {
    data: {
      group_id: group.id,
      lang: "en",
      spec: {
        title,
        items: [QUIZ],
        opens_at: now - 60_000,
        due_at: now + 7 * 24 * 3600_000,
        time_zone: "UTC",
        late_policy: "accept",
        attempts_allowed: 2,
        time_limit: null,
        show_answers: true,
      },
    },
  });
  expect(assignment.ok(), await assignment.text()).toBeTruthy();
  return group;
}
