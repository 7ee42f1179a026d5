// The site as a static host serves it with the headers of doc_build/_headers: its Content Security
// Policy allows everything the site loads, hostile input is shown as text, and pages talk to no
// host but the site and the spec's asset host.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../lib/headers-file.mjs';
import { SPEC_SERVER_PORT_BASE } from './ports';
import { LOGO_URL } from '../site/site';
import { expect, hydrated, test } from './fixtures';

const ROOT = path.join(import.meta.dirname, '..');
const HOSTILE = '<img src=x onerror=window.__xss=1>';
const ASSET_HOST = new URL(LOGO_URL).host; // the logos and the hero background load from the asset host

/** Collects CSP violations: DOM events and the console reports Chromium prints for each. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('served with doc_build/_headers', () => {
  let server: ChildProcess;
  let origin: string;

  test.beforeAll(async ({}, workerInfo) => {
    // parallelIndex stays below the worker count (workerIndex grows when a worker restarts).
    const port = SPEC_SERVER_PORT_BASE + workerInfo.parallelIndex;
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '--port', String(port), '--headers'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => server.stdout?.once('data', resolve));
  });
  test.afterAll(() => {
    server.kill();
  });

  test('pages get the security headers, HTML is revalidated and hashed assets are immutable', async ({ request }) => {
    const page = await request.get(`${origin}/guide/start/quick-start`);
    const html = await page.text();
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    // The first script the page loads after its first paint (plugins/scriptsAfterPaint.ts).
    const script = /<script data-after-paint="([^" ]+)/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/static\//);
    const asset = await request.get(`${origin}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the Content Security Policy allows everything the site loads, with search open', async ({ page }) => {
    // Seven page loads and a search: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    for (const route of [
      '/',
      '/zh/',
      '/guide/start/quick-start',
      '/config/',
      '/api/test-api/expect',
      '/no-such-page',
    ]) {
      await page.goto(`${origin}${route}`);
      await hydrated(page);
    }
    await page.goto(`${origin}/guide/start/quick-start`);
    await hydrated(page);
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'SearchPanelInput' }).fill('expect');
    await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 30_000 });
    await page.locator('.rp-suggest-item a').first().click();
    await hydrated(page);
    expect(violations).toEqual([]);
  });

  test('the header and the <meta> policy carry the same hashes of the inline scripts', async ({ request }) => {
    const response = await request.get(`${origin}/`);
    const header = response.headers()['content-security-policy'];
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(await response.text())?.[1];
    // A <meta> policy cannot carry frame-ancestors; everything else is the same.
    expect(meta).toBe(header.replace(/; frame-ancestors [^;]+/, ''));
  });
});

test('the served _headers rules match the built file', () => {
  const rules = parseHeadersFile(readFileSync(path.join(ROOT, 'doc_build', '_headers'), 'utf8'));
  expect(headersFor(rules, '/static/js/index.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headersFor(rules, '/api/')['cache-control']).toBe('no-cache');
});

test('markup typed into search is shown as text and never runs', async ({ page }) => {
  await page.goto('/guide/start/');
  await hydrated(page);
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'SearchPanelInput' }).fill(HOSTILE);
  // Pages that quote `<img src=…>` in code are hits now; either way the panel shows markup as text:
  // in "No results for …" or in the hits' snippets.
  await expect(page.locator('.rp-suggest-item, .rp-no-search-result').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/<img src=/).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('markup typed into the overview filter is shown as text and never runs', async ({ page }) => {
  await page.goto('/config/');
  await hydrated(page);
  await page.locator('.rp-overview').getByLabel('Filter').fill(HOSTILE);
  await expect(page.locator('.rp-overview').getByText(HOSTILE)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('pages request nothing from hosts other than the site and the asset host', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto('/');
  await hydrated(page);
  await page.goto('/guide/basic/cli');
  await hydrated(page);
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'SearchPanelInput' }).fill('config');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 30_000 });
  const site = new URL(baseURL ?? '').host;
  expect([...hosts].filter((host) => host !== site && host !== ASSET_HOST)).toEqual([]);
});
