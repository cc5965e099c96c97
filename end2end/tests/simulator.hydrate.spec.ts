import { type Page } from "@playwright/test";
import { expect, test } from "./helpers";

// Plays resume-wrong-directory to its goal by typing the scenario's
// solution, once per language, and checks the log, the storage view and the
// goal.

async function run(page: Page, line: string) {
  const input = page.locator("#sim-input");
  await input.fill(line);
  await input.press("Enter");
  await expect(page.getByTestId("sim-log")).toContainText(line);
}

const cases = [
  { lang: "en", resumed: /Resumed session .*\/home\/dev\/shop/, done: "Goal reached" },
  { lang: "es", resumed: /Sesión .* reanudada en \/home\/dev\/shop/, done: "Objetivo cumplido" },
];

for (const c of cases) {
  test(`resume-wrong-directory reaches its goal (${c.lang})`, async ({ page }) => {
    await page.goto(`/${c.lang}/simulator/resume-wrong-directory`);
    await page.locator("body[data-hydrated]").waitFor();

    const storage = page.getByTestId("sim-storage");
    // The shell starts in ~, outside the repository, whose folder is empty.
    await expect(storage).toContainText("~/.claude/projects/-home-dev/");
    await expect(storage).toContainText("~/.claude/projects/-home-dev-shop/");
    await expect(page.getByTestId("sim-prompt")).toContainText("~ $");

    await run(page, "ls");
    await expect(page.getByTestId("sim-log")).toContainText("-home-dev-shop/");
    await expect(page.getByTestId("sim-lesson")).toHaveCount(0);

    await run(page, "cd /home/dev/shop");
    await expect(page.getByTestId("sim-prompt")).toContainText("~/shop $");

    await run(page, "claude --resume auth-refactor");
    await expect(page.getByTestId("sim-log")).toContainText(c.resumed);
    await expect(page.getByTestId("sim-prompt")).toContainText("auth-refactor");
    await expect(storage.locator("li.current")).toContainText("-home-dev-shop/");
    await expect(storage.locator("li.current")).toContainText("3c9e7a12-5b4d-4f6e-8a2b-1d7c9e0f4a36.jsonl");

    await expect(page.getByTestId("sim-lesson")).toBeVisible();
    await expect(page.getByTestId("sim-lesson")).toContainText(c.done);
    await expect(page.getByTestId("sim-goal-progress")).toContainText("✓");
  });
}

test("Up walks the history and Tab completes", async ({ page }) => {
  await page.goto("/en/simulator/resume-wrong-directory");
  await page.locator("body[data-hydrated]").waitFor();
  await run(page, "pwd");
  const input = page.locator("#sim-input");
  await input.press("ArrowUp");
  await expect(input).toHaveValue("pwd");
  await input.fill("cla");
  await input.press("Tab");
  await expect(input).toHaveValue("claude ");
});
