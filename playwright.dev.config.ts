// The writers' loop (`npm run test:dev`): `rspress dev` as a writer runs it, each page kind opened in
// both languages, an edit of a page shown in place, and the same article text as the built site
// (served beside it from doc_build; run `npm run build` first, `npm test` does).
import { defineConfig, devices } from '@playwright/test';
import { DEV_BUILD_PORT, DEV_PORT } from './e2e/ports';
import { chromiumLaunchOptions, reuseContext, traceOnFailure } from './lib/browser.mjs';

export default defineConfig({
  testDir: 'e2e/dev',
  // One worker: the dev server compiles each page on its first request, and the edit test changes a page.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${DEV_PORT}`,
    trace: traceOnFailure,
    reuseContext,
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // What the README tells a writer to run, on a port of its own.
      command: `npx rspress dev --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node scripts/serve.mjs --port ${DEV_BUILD_PORT}`,
      url: `http://127.0.0.1:${DEV_BUILD_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
