import { Page } from "@playwright/test";
import { expect, test, expectNoAxeViolations as noAxeViolation, open as ready } from "./helpers";

// A phone 390 px wide, after the learner has done something: the sandbox
// showing lint errors, the verdict kept in sight while editing, and the
// simulator's output, context table and session drawing.

test.use({ viewport: { width: 390, height: 844 } });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/// Project settings that break two lint rules with long, unbreakable names.
const LINTED = JSON.stringify(
  {
    hooks: {
      PreToolUse: [
        {
          matcher: "Bash",
          hooks: [{ type: "command", command: `.claude/hooks/${"guard-every-single-shell-command-".repeat(4)}.sh` }],
        },
      ],
    },
  },
  null,
  2,
);

for (const lang of ["en", "fr", "ru", "es"]) {
  test(`${lang}: the sandbox with lint errors fits the phone and passes axe`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox`);
    await page.locator("#sandbox-settings-input").fill(LINTED);
    await expect(page.locator(".lint-item.error").first()).toContainText("H009");
    // An editor error too: the event's JSON cut short.
    await page.locator("#sandbox-event-input").fill('{\n  "hook_event_name": "PreToolUse",\n  "tool_name": Bash\n}');
    await expect(page.locator(".editor-errors li").first()).toBeVisible();
    await noSidewaysScroll(page);
    await noAxeViolation(page);
  });
}

for (const lang of ["en", "ru"]) {
  test(`${lang}: the verdict stays in sight next to the editor being edited`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox/presets/refund-guard-exit-2`);
    const exitCode = page.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]');
    const sticky = page.getByTestId("sandbox-verdict-sticky");
    const inView = async () => {
      const box = (await sticky.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844;
    };
    await exitCode.scrollIntoViewIfNeeded();
    const before = await page.getByTestId("sandbox-verdict").innerText();
    await expect(sticky).toHaveText(before);
    await exitCode.fill("1");
    await expect(sticky).not.toHaveText(before);
    await expect(sticky).toHaveText(await page.getByTestId("sandbox-verdict").innerText());
    // The edited field and the verdict it changed are on one screen.
    expect(await inView()).toBe(true);
    const field = (await exitCode.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual((await sticky.boundingBox())!.y + 1);
    // The same while editing the settings at the top of the page.
    await page.locator("#sandbox-settings-input").focus();
    await page.locator("#sandbox-settings-input").scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
  });
}

async function run(page: Page, line: string) {
  const input = page.locator("#sim-input");
  await input.fill(line);
  await input.press("Enter");
  await expect(page.getByTestId("sim-log")).toContainText(line);
}

/// The words of the table's cells that the layout cut over two lines.
async function brokenWords(page: Page): Promise<string[]> {
  return page.locator(".sim-reads").evaluate((table) => {
    const broken: string[] = [];
    for (const cell of Array.from(table.querySelectorAll("th, td"))) {
      if (cell.querySelector("code")) continue; // paths may wrap anywhere
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

for (const lang of ["en", "fr", "ru", "es"]) {
  test(`${lang}: the simulator's output, context table and sessions fit the phone`, async ({ page }) => {
    await ready(page, `/${lang}/simulator/resume-after-large-refactor`);
    await run(page, "claude --resume inventory");
    await expect(page.locator(".sim-reads tbody tr")).toHaveCount(4);
    expect(await brokenWords(page)).toEqual([]);
    // A long session name: the drawing shows the last caption whole.
    await run(page, "exit");
    await run(page, "claude -n reservations-after-the-great-stock-refactor");
    const cut = await page.locator(".sim-graph-svg").evaluate((svg) => {
      const width = (svg as SVGSVGElement).viewBox.baseVal.width;
      return Array.from(svg.querySelectorAll("text"))
        .filter((t) => {
          const box = (t as SVGTextElement).getBBox();
          return box.x + box.width > width;
        })
        .map((t) => t.textContent);
    });
    expect(cut).toEqual([]);
    await noSidewaysScroll(page);
    await noAxeViolation(page);
  });
}
