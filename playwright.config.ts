import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? ".tmp/test-results",
  // One server per test file; files run in parallel on the two cores, tests in a file in order.
  workers: process.env.CI ? 2 : 2,
  fullyParallel: false,
  // On CI a test that fails once is run again and, if it then passes, reported as flaky by name (npm test
  // prints the list) rather than failing the run: under full load a few page races still lose now and then.
  retries: process.env.CI ? 1 : 0,
  // Generous limits: two workers, two servers and two browsers share two cores, and a loaded CI machine is slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? ".tmp/playwright.json" }],
  ],
  use: {
    browserName: "chromium",
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1440, height: 900 },
    // The trace keeps DOM snapshots of each step but no screencast: the screencast's frames, encoded by
    // the browser during every test, took about half of the browser tests' time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
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
  },
});
