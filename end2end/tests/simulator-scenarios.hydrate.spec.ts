import { type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { expect, test, open } from "./helpers";

// Every simulator scenario, played in the browser by typing the solution its
// file gives, must reach its goal; and the free mode runs commands against
// its own storage. (The core's tests check the same solutions against the
// model; this checks the page that wraps it.)

const SCENARIOS = path.join(__dirname, "..", "..", "content", "simulator");

/** A scenario's `solution = [ … ]`, read from its TOML file (its strings are JSON strings). */
function solutionOf(file: string): string[] {
  const text = fs.readFileSync(path.join(SCENARIOS, file), "utf8");
  const start = text.indexOf("solution = [");
  expect(start, `${file} has a solution`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf("]\n", start);
  const array = text.slice(start + "solution = ".length, end + 1).replace(/,\s*\]$/, "]");
  return JSON.parse(array) as string[];
}

/** Types a line and waits until the page has taken it. */
async function type(page: Page, line: string) {
  const input = page.locator("#sim-input");
  await input.fill(line);
  await input.press("Enter");
  await expect(input).toHaveValue("");
}

const files = fs.readdirSync(SCENARIOS).filter((f) => f.endsWith(".toml"));

test("there is a scenario file for every story the index lists", () => {
  expect(files.length).toBeGreaterThanOrEqual(10);
});

for (const file of files) {
  const id = file.replace(/\.toml$/, "");
  test(`${id} reaches its goal when its solution is typed`, async ({ page }) => {
    await open(page, `/en/simulator/${id}`);
    await expect(page.getByTestId("sim-lesson")).toHaveCount(0);
    for (const line of solutionOf(file)) {
      await type(page, line);
    }
    await expect(page.getByTestId("sim-lesson")).toContainText("Goal reached");
    await expect(page.getByTestId("sim-goal-progress")).toContainText("✓");
  });
}

test("the free mode runs commands and records new sessions in its storage", async ({ page }) => {
  await open(page, "/en/simulator/free");
  const storage = page.getByTestId("sim-storage");
  await expect(storage).not.toContainText("-home-dev-notes/");
  await type(page, "mkdir /home/dev/notes");
  await type(page, "cd /home/dev/notes");
  await expect(page.getByTestId("sim-prompt")).toContainText("notes");
  // The session is stored under the project folder of the directory it ran in.
  await type(page, 'claude -p "Summarise the notes"');
  await expect(storage).toContainText("-home-dev-notes/");
  await expect(storage).toContainText(".jsonl");
});
