import type { Dialog, Page } from '@playwright/test';
import config from '../rspress.config';
import { expect, hydrated, test } from './fixtures';

const firstBlock = (page: Page) => page.locator('.rp-doc .rp-codeblock').first();
const copyButton = (page: Page) => firstBlock(page).getByRole('button', { name: 'Copy code' });

async function openGuide(page: Page) {
  await page.goto('/guide/start/');
  await hydrated(page);
}

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copying puts the code on the clipboard and shows the copied state for 2 s', async ({ page }) => {
    await openGuide(page);
    // Record, in the page, when the copied class comes and goes: at the call that adds or removes it,
    // not when an observer later hears of it, which a busy machine can delay by tens of ms.
    await copyButton(page).evaluate((button) => {
      const times = { added: 0, removed: 0 };
      Object.assign(window, { copiedTimes: times });
      const COPIED = 'rp-code-copy-button--copied';
      const { add, remove } = DOMTokenList.prototype;
      const classes = button.classList;
      classes.add = (...tokens: string[]) => {
        if (tokens.includes(COPIED) && !times.added) times.added = performance.now();
        add.apply(classes, tokens);
      };
      classes.remove = (...tokens: string[]) => {
        if (tokens.includes(COPIED) && times.added && !times.removed) times.removed = performance.now();
        remove.apply(classes, tokens);
      };
    });

    await copyButton(page).click();
    await expect(copyButton(page)).toHaveClass(/rp-code-copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await firstBlock(page).locator('code').innerText(),
    );
    await expect(copyButton(page)).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 5000 });
    const { added, removed } = await page.evaluate(
      () => (window as unknown as { copiedTimes: { added: number; removed: number } }).copiedTimes,
    );
    expect(removed - added).toBeGreaterThanOrEqual(1990);
    expect(removed - added).toBeLessThan(3000);
  });
});

/** Makes both the Clipboard API and execCommand('copy') fail, as in a locked-down browser. */
async function breakClipboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    document.execCommand = () => false;
  });
}

async function copyExpectingPrompt(page: Page): Promise<Dialog> {
  const dialog = new Promise<Dialog>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d))));
  await copyButton(page).click();
  return dialog;
}

test('when copying fails, a prompt offers the code with the Ctrl+C hint', async ({ page }) => {
  await breakClipboard(page);
  await openGuide(page);
  const dialog = await copyExpectingPrompt(page);
  expect(dialog.type()).toBe('prompt');
  expect(dialog.message()).toBe('Copy to clipboard: Ctrl+C, Enter');
  expect(dialog.defaultValue()).toBe(await firstBlock(page).locator('code').innerText());
  await expect(copyButton(page)).not.toHaveClass(/rp-code-copy-button--copied/);
});

test.describe('on a Mac', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });

  test('when copying fails on a Mac, the prompt names the command key', async ({ page }) => {
    await breakClipboard(page);
    await openGuide(page);
    const dialog = await copyExpectingPrompt(page);
    expect(dialog.message()).toBe('Copy to clipboard: ⌘+C, Enter');
  });
});

test.describe('wrap toggle', () => {
  // Narrow enough that the first code line overflows its block.
  test.use({ viewport: { width: 480, height: 900 } });

  test('code starts as markdown.defaultWrapCode says, and the toggle switches wrapping', async ({ page }) => {
    await openGuide(page);
    const scroller = firstBlock(page).locator('.rp-codeblock__content__scroll-container');
    const toggle = firstBlock(page).getByRole('button', { name: 'Toggle code wrap' });
    const overflows = () => scroller.evaluate((el) => el.scrollWidth > el.clientWidth);

    const wrappedAtFirst = config.markdown?.defaultWrapCode ?? false;
    const wrappedClass = /rp-code-wrap-button--wrapped/;
    const expectWrapped = async (wrapped: boolean) => {
      await (wrapped ? expect(toggle).toHaveClass(wrappedClass) : expect(toggle).not.toHaveClass(wrappedClass));
      await expect.poll(overflows).toBe(!wrapped);
    };

    await expectWrapped(wrappedAtFirst);
    await toggle.click();
    await expectWrapped(!wrappedAtFirst);
    await toggle.click();
    await expectWrapped(wrappedAtFirst);
  });
});

test('every code block has its copy and wrap buttons once the page runs (they are not in the served HTML)', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/api/test-api/expect')).text();
  expect(served).not.toContain('rp-code-copy-button');
  await page.goto('/api/test-api/expect');
  const blocks = page.locator('.rp-doc .rp-codeblock');
  expect(await blocks.count()).toBeGreaterThan(100);
  await expect(page.locator('.rp-doc .rp-codeblock:not(:has(button.rp-code-copy-button))')).toHaveCount(0);
  await expect(page.locator('.rp-doc .rp-codeblock:not(:has(button.rp-code-wrap-button))')).toHaveCount(0);
});
