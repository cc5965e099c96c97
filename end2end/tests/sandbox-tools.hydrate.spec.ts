import { expect, test, open as ready, solvedProjectSettings } from "./helpers";

// The sandbox's tools as a learner uses them: challenge results that go out
// of date on an edit and run again on a pause, the copy-link button and its
// spoken confirmation, and line numbers that stay on their lines.

const CHALLENGE = "block-rm-allow-git";

const staleWord: Record<string, string> = { en: "Out of date", fr: "Périmés", ru: "Устарели", es: "Obsoletos" };

for (const lang of ["en", "fr"]) {
  test(`${lang}: a challenge's results go out of date on an edit and run again on a pause`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox/challenges/${CHALLENGE}`);
    const results = page.getByTestId("sandbox-test-results");
    const settings = page.locator("#sandbox-settings-input");
    await expect(results).toHaveAttribute("data-fresh", "not-run");
    await page.getByTestId("sandbox-run-tests").click();
    await expect(results).toHaveAttribute("data-fresh", "fresh");
    await expect(page.locator('[data-testid="sandbox-test"][data-passed="false"]').first()).toBeVisible();

    // A half-typed edit: the results are marked out of date at once, and
    // stay so while the settings cannot be evaluated.
    const start = await settings.inputValue();
    await settings.fill(`${start},`);
    await expect(results).toHaveAttribute("data-fresh", "stale");
    await expect(results.locator(".stale-note")).toContainText(staleWord[lang]);
    await page.waitForTimeout(400);
    await expect(results).toHaveAttribute("data-fresh", "stale");

    // Record every state the results pass through from here on.
    await results.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seenFresh: string[] }).seenFresh = seen;
      new MutationObserver(() => seen.push(el.getAttribute("data-fresh") ?? "")).observe(el, {
        attributes: true,
        attributeFilter: ["data-fresh"],
      });
    });
    // The solution typed in: without a click the tests run again and pass.
    await settings.fill(solvedProjectSettings(CHALLENGE));
    await expect(page.locator(".solved-banner")).toBeVisible();
    await expect(results).toHaveAttribute("data-fresh", "fresh");
    await expect(page.locator('[data-testid="sandbox-test"][data-passed="false"]')).toHaveCount(0);
    // One more edit marks them out of date before they run again.
    await settings.fill(solvedProjectSettings(CHALLENGE).replace("Bash(rm *)", "Bash(rm -rf *)"));
    await expect(results).toHaveAttribute("data-fresh", "fresh");
    const seen = await page.evaluate(() => (window as unknown as { seenFresh: string[] }).seenFresh);
    expect(seen).toContain("stale");
    expect(seen[seen.length - 1]).toBe("fresh");
  });
}

test("the Run the tests button has the primary style", async ({ page }) => {
  await ready(page, `/en/sandbox/challenges/${CHALLENGE}`);
  const button = page.getByTestId("sandbox-run-tests");
  const colours = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    const accent = getComputedStyle(document.documentElement).getPropertyValue("--accent").trim();
    const probe = document.createElement("span");
    probe.style.color = accent;
    document.body.append(probe);
    const accentRgb = getComputedStyle(probe).color;
    probe.remove();
    return { background: style.backgroundColor, accent: accentRgb };
  });
  expect(colours.background).toBe(colours.accent);
});

const copied: Record<string, RegExp> = { en: /^Link copied/, ru: /^Ссылка скопирована/ };

for (const lang of ["en", "ru"]) {
  test(`${lang}: Copy link puts the state's link on the clipboard and says so to screen readers`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await ready(page, `/${lang}/sandbox/presets/refund-guard-exit-2`);
    await page.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]').fill("1");
    const verdict = page.getByTestId("sandbox-verdict");
    await expect(page.getByTestId("sandbox-blocked")).not.toHaveText(/^(yes|да)$/);
    const status = page.getByTestId("sandbox-link-status");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await page.getByTestId("sandbox-copy-link").click();
    await expect(status).toHaveText(copied[lang]);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`/${lang}/sandbox/presets/refund-guard-exit-2#s=`);
    // The link opens the same state.
    const other = await context.newPage();
    await ready(other, link);
    await expect(other.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]')).toHaveValue("1");
    await expect(other.getByTestId("sandbox-verdict")).toHaveText(await verdict.innerText());
    await other.close();
  });
}

/// A settings file of `lines` lines, one of them far wider than the editor.
function longSettings(lines: number): string {
  const out = ["{", '  "hooks": {', '    "PreToolUse": ['];
  let n = 0;
  while (out.length < lines - 3) {
    n += 1;
    const command =
      n === 2 ? `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${"a-very-long-script-name-".repeat(8)}.sh` : `"$CLAUDE_PROJECT_DIR"/.claude/hooks/h${n}.sh`;
    out.push(`      { "matcher": "Bash", "hooks": [{ "type": "command", "command": ${JSON.stringify(command)} }] },`);
  }
  out[out.length - 1] = out[out.length - 1].replace(/,$/, "");
  out.push("    ]", "  }", "}");
  return out.join("\n");
}

for (const lang of ["en", "es"]) {
  test(`${lang}: the line numbers stay on their lines in a long file`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox`);
    const input = page.locator("#sandbox-settings-input");
    const text = longSettings(40);
    expect(text.split("\n").length).toBeGreaterThanOrEqual(40);
    await input.fill(text);
    const editor = page.locator(".code-editor").filter({ has: input });
    await expect(editor.locator(".line-number")).toHaveCount(text.split("\n").length);
    // The offset between a line number and its line, at the top: a glyph
    // box is not centred on its line box, so allow a constant offset, and
    // no drift from it further down.
    let first: { text: number; textarea: number } | null = null;
    for (const line of [1, 15, 30, 40]) {
      const offsets = await editor.evaluate((root, line) => {
        const middle = (r: DOMRect) => r.top + r.height / 2;
        const gutter = root.querySelectorAll(".line-number")[line - 1].getBoundingClientRect();
        // The highlighted text: the first character of the line.
        const pre = root.querySelector(".code-highlight")!;
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        let before = 0;
        let range: Range | null = null;
        const wanted = pre.textContent!.split("\n").slice(0, line - 1).join("\n").length + (line > 1 ? 1 : 0);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (before + length > wanted) {
            range = document.createRange();
            range.setStart(node, wanted - before);
            range.setEnd(node, wanted - before + 1);
            break;
          }
          before += length;
        }
        const glyph = range!.getBoundingClientRect();
        // The textarea the learner types in: its own line boxes.
        const area = root.querySelector("textarea")!;
        const style = getComputedStyle(area);
        const lineHeight = parseFloat(style.lineHeight);
        const areaMiddle =
          area.getBoundingClientRect().top + parseFloat(style.paddingTop) + (line - 1) * lineHeight + lineHeight / 2;
        return { text: middle(glyph) - middle(gutter), textarea: areaMiddle - middle(gutter) };
      }, line);
      first ??= offsets;
      expect(Math.abs(offsets.text), `line ${line}: highlighted text vs gutter`).toBeLessThan(3);
      expect(Math.abs(offsets.textarea), `line ${line}: textarea vs gutter`).toBeLessThan(1);
      expect(Math.abs(offsets.text - first.text), `line ${line}: drift of the text from the gutter`).toBeLessThan(1);
    }
  });
}
