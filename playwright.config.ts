import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available
// here) against real servers that the fixtures in tests/e2e start and stop.

/**
 * The browser: `CHROMIUM_PATH`, else Debian's headless shell (package chromium-headless-shell)
 * where it is installed, else Debian's full Chromium. The headless shell is the same Chromium
 * (Blink, V8, the same version) without the desktop browser around it, and is what Playwright
 * itself runs for headless tests when it downloads its browsers; a new page costs ~110 ms in it
 * against ~400 ms in the full browser's new headless mode, and the whole suite took 356 s against
 * 490 s here (2026-11-27). Both pass every test.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
