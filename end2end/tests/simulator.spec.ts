import { expect, test } from "./helpers";

// Without JavaScript: the list, a scenario's story and goal, and a 404.

test("the scenario list links to every scenario and the free mode", async ({ page }) => {
  await page.goto("/en/simulator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session simulator");
  await expect(page.getByRole("link", { name: "Resume from the wrong directory" })).toHaveAttribute(
    "href",
    "/en/simulator/resume-wrong-directory",
  );
  await page.getByRole("link", { name: "Open the free mode" }).click();
  await expect(page).toHaveURL(/\/en\/simulator\/free$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
});

test("a scenario page renders its story, goal and starting storage", async ({ page }) => {
  const response = await page.goto("/fr/simulator/resume-wrong-directory");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reprendre depuis le mauvais répertoire");
  await expect(page.getByText("Hier, vous avez passé l’après-midi dans ~/shop")).toBeVisible();
  await expect(page.getByTestId("sim-goal")).toContainText("Relancer la session auth-refactor");
  await expect(page.getByTestId("sim-storage")).toContainText("~/.claude/projects/-home-dev-shop/");
});

test("capture-session-id shows Python and TypeScript side by side", async ({ page }) => {
  await page.goto("/en/simulator/capture-session-id");
  await expect(page.getByText("Python", { exact: true })).toBeVisible();
  await expect(page.getByText("TypeScript", { exact: true })).toBeVisible();
  await expect(page.locator("code.language-python")).toContainText("session_id");
});

test("an unknown scenario answers 404", async ({ page }) => {
  const response = await page.goto("/en/simulator/no-such-scenario");
  expect(response?.status()).toBe(404);
});
