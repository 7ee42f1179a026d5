import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_SITE_PORT, SITE_PORT } from './e2e/ports';
import { chromiumLaunchOptions, reuseContext, traceOnFailure } from './lib/browser.mjs';

const PORT = SITE_PORT;

export default defineConfig({
  testDir: 'e2e',
  // The writers' loop runs against `rspress dev` with its own config (playwright.dev.config.ts).
  testIgnore: ['dev/**'],
  fullyParallel: true,
  // Both cores: Playwright's default is half of them, and the suite waits on Chromium much of the time.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: traceOnFailure,
    reuseContext,
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // Wide enough for the full desktop nav (language and theme switches collapse below ~1280 px).
    viewport: { width: 1440, height: 900 },
    // A system Chromium (Debian's, installed by .ci/run) when present; otherwise Playwright's own.
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // Serves the production build (run `npm run build` first; `npm test` does), or the stock build
      // of `npm run test:stock` (E2E_SITE_DIR=.stock/doc_build).
      command: `node scripts/serve.mjs --port ${PORT} --dir ${process.env.E2E_SITE_DIR ?? 'doc_build'}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Built once per run when its inputs changed, then served to every worker.
      command: `node e2e/fixtures-site/build.mjs && node scripts/serve.mjs --port ${FIXTURE_SITE_PORT} --dir e2e/fixtures-site/doc_build`,
      url: `http://127.0.0.1:${FIXTURE_SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
