// What many stories need: waiting for hydration, the accessibility audit,
// and the answer keys the page's own server functions serve (so a story
// can answer right or wrong on purpose). Not a spec file: Playwright runs
// only `*.spec.ts`.
import { expect, type Page } from "@playwright/test";
import * as fs from "fs";
import * as path from "path";
import AxeBuilder from "@axe-core/playwright";

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

/** The key of every exam item in a language, by item id. */
export async function examKeys(page: Page, lang: string): Promise<Map<string, string>> {
  const response = await page.request.get(`/api/exam-bank?lang=${lang}`);
  expect(response.ok()).toBeTruthy();
  const items = (await response.json()) as { item: { id: string; answer: string } }[];
  expect(items.length).toBeGreaterThan(3);
  return new Map(items.map((i) => [i.item.id, i.item.answer]));
}

/** A quiz scenario as the quiz's bank serves it. */
export type QuizItem = { id: string; title: string; answer: string; options: string[] };

/** The quiz bank in a language, by scenario title. */
export async function quizBank(page: Page, lang: string): Promise<Map<string, QuizItem>> {
  const response = await page.request.get(`/api/quiz-bank?lang=${lang}`);
  expect(response.ok()).toBeTruthy();
  const items = (await response.json()) as QuizItem[];
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
