/**
 * Browser tests: Debian's Chromium drives the real storefront served by
 * `npm start` (real API, real PGlite database in a throwaway DATA_DIR).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
// Evaluated by the runner and by each worker: the env var makes them agree on one folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
// The chaos spec's seed, random unless given: set here so the runner and its workers draw the same sequences.
process.env.CHAOS_SEED ??= String(Math.floor(Math.random() * 2 ** 31));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port: parallel runs never delete each other's traces.
  outputDir: `../test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a shared 2-core machine makes a few timing-sensitive specs flaky; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_RATE_LIMIT: '1000',
      // Every test shopper writes from 127.0.0.1.
      WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
      // The test runners' password cost (docs/configuration.md): 2^14 instead of 2^17, whose
      // 0.3–0.8 s and 128 MiB per hash would dominate every sign-up and sign-in.
      PASSWORD_HASH_COST: '14',
      // The browser tests check behaviour, not overload: a loaded CI machine
      // must not turn their requests into 503s (tests/server does the same).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The fixtures' cleanup route (server/src/routes/testing.ts): this
      // throwaway server only; off everywhere else.
      TEST_SUPPORT_ROUTES: '1',
      DATABASE_URL: '',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
