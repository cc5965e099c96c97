import { defineConfig } from "@playwright/test";

// The server is started by `./dev test` (or `./dev e2e`), which passes its
// address in HOOKLAB_URL. Chromium comes from Debian, never from Playwright's
// own download.
const baseURL = process.env.HOOKLAB_URL ?? "http://127.0.0.1:3000";
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a retry would hide a flaky test, which must
  // be fixed instead.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // A stuck run fails well inside the CI budget.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Service workers only where a spec asks for them (offline.hydrate.spec.ts):
  // elsewhere a worker from an earlier page would answer from its cache.
  use: { baseURL, trace: "retain-on-failure", serviceWorkers: "block" },
  projects: [
    {
      // Pure server rendering: what a reader without JavaScript gets.
      name: "ssr",
      testIgnore: /.*\.hydrate\.spec\.ts/,
      use: { ...chromium, javaScriptEnabled: false },
    },
    {
      // The hydrated app: interactive pages.
      name: "hydrate",
      testMatch: /.*\.hydrate\.spec\.ts/,
      use: { ...chromium, javaScriptEnabled: true },
    },
  ],
});
