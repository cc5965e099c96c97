import { test, expect } from "./helpers";

// Without JavaScript: the browser follows the skip link itself, and the
// server marks the current section, never the logo.

for (const lang of ["en", "es"]) {
  test(`the skip link moves focus into the main content without JavaScript (${lang})`, async ({ page }) => {
    for (const path of [`/${lang}/`, `/${lang}/learn/hooks/anatomy`, `/${lang}/quiz`, `/${lang}/simulator`]) {
      await page.goto(path);
      await page.keyboard.press("Tab");
      await expect(page.locator(".skip-link"), path).toBeFocused();
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id), path).toBe("main");
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const main = document.getElementById("main");
        const e = document.activeElement;
        return !!main && !!e && e !== main && main.contains(e);
      });
      expect(inside, path).toBe(true);
    }
  });

  test(`the logo is never the current page; the section is (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/learn/hooks/anatomy`);
    await expect(page.locator("a.brand")).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveAttribute("href", `/${lang}/learn`);
    await page.goto(`/${lang}/simulator/resume-wrong-directory`);
    await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveAttribute("href", `/${lang}/simulator`);
    await page.goto(`/${lang}/`);
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
  });
}
