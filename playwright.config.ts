import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available
// here) against real servers that the fixtures in tests/e2e start and stop.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Budgets, not waits: every test waits for states. They fit a 2-core machine that runs two
  // workers, their servers and Chromium at once, on which a fresh page of memory may cost 12 us
  // (bench/machine.mjs) and a test that takes 10 s on a fast machine takes 30.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    headless: true,
    // No trace by default: recording one (DOM snapshots at every action) costs every test ~9% of
    // its time (site-pages and site-player: 232 against 254 worker-s) for the few that fail. To
    // keep a failing test's trace: `npx playwright test --trace retain-on-failure <file>`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
