// `npm run dev` shows every kind of page as the built site does, with no error, and an
// edit of the open page shows in place.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { articleText, expect, PAGE_KINDS, rendered, test } from './dev';

for (const lang of ['en', 'zh'] as const) {
  for (const [kind, route] of Object.entries(PAGE_KINDS)) {
    const url = lang === 'zh' ? `/zh${route === '/' ? '/' : route}` : route;
    test(`the dev server renders the ${kind} page (${lang}) with its code and no error`, async ({ page, problems }) => {
      await page.goto(url);
      await rendered(page);
      await expect(page.locator('rsbuild-error-overlay')).toHaveCount(0);
      const emptyCode = await page
        .locator('pre')
        .evaluateAll((pres) => pres.filter((pre) => !pre.textContent?.trim()).length);
      expect(emptyCode, 'code blocks without code').toBe(0);
      if (kind !== 'home' && kind !== '404') expect(await articleText(page)).not.toBe('');
      expect(problems).toEqual([]);
    });
  }
}

const EDITED = path.join(import.meta.dirname, '../../docs/en/guide/basic/test-filter.mdx');

test('an edit of the open page shows without a reload, at the place the writer was reading', async ({
  page,
  problems,
}) => {
  const original = readFileSync(EDITED, 'utf8');
  const timings: number[] = [];
  try {
    await page.goto('/guide/basic/test-filter');
    await rendered(page);
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
      window.scrollTo(0, 600);
    });
    for (let edit = 1; edit <= 5; edit++) {
      const marker = `Edited by the writers' loop test, round ${edit}.`;
      // The page notes when the text arrives (Playwright's own polling would add up to a few hundred ms).
      await page.evaluate((text) => {
        const shown = window as { shownAt?: number };
        shown.shownAt = undefined;
        new MutationObserver((_, observer) => {
          if (!document.body.textContent?.includes(text)) return;
          shown.shownAt = Date.now();
          observer.disconnect();
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }, marker);
      const started = Date.now();
      writeFileSync(EDITED, `${original}\n${marker}\n`);
      await expect(page.getByText(marker)).toBeAttached({ timeout: 30_000 });
      timings.push((await page.evaluate(() => (window as { shownAt?: number }).shownAt ?? Number.NaN)) - started);
    }
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(
      true,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  } finally {
    writeFileSync(EDITED, original);
  }
  const median = [...timings].sort((a, b) => a - b)[2];
  test
    .info()
    .annotations.push({ type: 'edit-to-visible', description: `median ${median} ms of ${timings.join(', ')} ms` });
  console.log(`edit to visible: median ${median} ms (${timings.join(', ')} ms)`);
  expect(problems).toEqual([]);
});

test('in dev, search finds a page, the tool menu opens, tabs switch and the Overview lists its section', async ({
  page,
  problems,
}) => {
  await page.goto('/config/');
  await rendered(page);
  await expect(page.locator('.rp-overview a[href="/config/test/include"]').first()).toBeVisible();

  await page
    .locator('.rp-nav')
    .getByRole('button', { name: /Search|搜索/ })
    .click();
  await page.getByRole('textbox', { name: 'SearchPanelInput' }).fill('snapshot');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  const trigger = page.locator('.rp-nav').getByRole('button', { name: 'Rstack tools' });
  await trigger.click();
  const popover = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(popover.getByRole('link', { name: /Rspack/ }).first()).toBeVisible();

  await page.goto('/guide/start/quick-start');
  await rendered(page);
  await page.locator('.rp-doc .rp-tabs').first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  await expect(page.locator('pre').filter({ hasText: 'pnpm add @rstest/core -D' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
