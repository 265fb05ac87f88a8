import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_TEST_HOOKS_SECRET } from './tests/e2e/testHooksSecret';

// End-to-end tests drive the system Chromium (no browser download) against the real server,
// started on its own port with a throwaway data directory.
const port = Number(process.env.E2E_PORT ?? 9123);
const dataDir = path.join(os.tmpdir(), `devcenter-e2e-${process.pid}`);

// Two groups of about equal length. `npx playwright test` (and `npm test`) runs them one after
// the other on one server; with E2E_PARALLEL=1, scripts/e2e.mjs runs each in a Playwright
// process of its own, at the same time, each on its own server and data directory: the specs
// share no state across the groups, and most of a spec's time is spent waiting on a page or a
// server.
const PAGES = /\/(layout|accessibility|siteRoutes|llms|docs)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Three times Playwright's default: the groups share two cores with their servers, and a
  // check that waits longer than needed costs nothing when it passes.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json']],
  projects: [
    // Sweeps of every built page, the layouts and themes of one page per template, the docs
    // pages, and the pages' Markdown twins and llms.txt.
    { name: 'pages', testMatch: PAGES, outputDir: 'test-results/e2e-pages' },
    // Everything a reader does: sign-in, the explorer, quickstarts, tools, rebuilds.
    { name: 'flows', testIgnore: PAGES, outputDir: 'test-results/e2e-flows' },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The compiled server, as `npm start` runs it (compiled first when dist/ is missing or stale).
    command: 'node scripts/compiled.mjs server',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEVCENTER_SITE_URL: `http://127.0.0.1:${port}`,
      // Lets the sign-in tests expire a user's tokens (POST /sandbox/test/expire-tokens).
      SANDBOX_TEST_HOOKS: '1',
      SANDBOX_TEST_HOOKS_SECRET: E2E_TEST_HOOKS_SECRET,
      // Every spec signs in as the same demo account, in parallel: above the demo's API limits.
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
    },
  },
});
