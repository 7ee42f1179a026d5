import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// These tests read the landing page's content, links and layout, which reduced motion leaves as
// they are; the hero's 35 endlessly twinkling stars cost a software-rendered Chromium about a
// quarter of the file's CPU time (51-58 against 70-84 CPU s here). The stars' own test below
// sets the preference each way.
test.use({ reducedMotion: 'reduce' });

const hero = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: 'Rstest' }) });

const toolStack = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * RGBA colours of a screenshot of `box` at the given offsets, read back through a canvas;
 * `withoutFallback` hides the drawn logo fallback first, to compare against the bare page.
 */
async function pixels(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  at: number[][],
  withoutFallback = false,
) {
  const hide = withoutFallback
    ? await page.addStyleTag({ content: 'img::after { display: none !important; }' })
    : undefined;
  const png = (await page.screenshot({ clip: box })).toString('base64');
  await hide?.evaluate((style) => (style as HTMLStyleElement).remove());
  return page.evaluate(
    async ({ png, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return at.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data]);
    },
    { png, at },
  );
}

test('the hero shows logo, title, subtitle, description and the repository link', async ({ page }) => {
  await page.goto('/');
  const section = hero(page);
  await expect(section.getByRole('img', { name: 'Rstest logo' })).toBeVisible();
  await expect(section.getByText('The Rspack-based testing framework')).toBeVisible();
  await expect(section.getByText(/^Tests that build the way your app builds/)).toBeVisible();
  const repo = section.getByRole('link', { name: 'GitHub' });
  await expect(repo).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
  await expect(repo).toHaveAttribute('target', '_blank');
  await expect(repo).toHaveAttribute('rel', /\bnoopener\b/);
});

test('the hero keeps its shape when the asset host is unreachable', async ({ page }) => {
  // The fixture answers every other host with 404, so the logo and background image fail here.
  await page.goto('/');
  const section = hero(page);
  const logo = section.getByRole('img', { name: 'Rstest logo' });
  const box = await logo.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([160, 160]);
  await expect
    .poll(() => logo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(0);
  // A drawn fallback stands in for the image in the same box, with no broken-image icon: near the
  // corner where browsers put the icon, and at the centre, the box shows the fallback's colours.
  expect(await logo.locator('img').evaluate((img) => getComputedStyle(img, '::after').content)).toBe('"R"');
  // (The fallback's left third is one solid colour; the icon would sit in the top-left corner.)
  const [corner, ...rest] = await pixels(page, box!, [
    [8, 8],
    [40, 8],
    [8, 150],
    [40, 150],
  ]);
  expect(rest).toEqual([corner, corner, corner]);
  const [bare] = await pixels(page, box!, [[8, 8]], true);
  expect(corner).not.toEqual(bare);
  // The background still paints its gradient.
  const background = await section.evaluate((el) => getComputedStyle(el, '::before').backgroundImage);
  expect(background).toContain('radial-gradient');
});

test('the nav logo keeps a square box and draws a tile when the asset host is unreachable', async ({ page }) => {
  await page.goto('/guide/start/');
  const logo = page.locator('.rp-nav img.rspress-logo').filter({ visible: true }).first();
  const box = (await logo.boundingBox())!;
  // A fixed square, so the title beside it does not move when the image arrives or fails.
  expect(Math.round(box.width)).toBe(Math.round(box.height));
  expect(Math.round(box.width)).toBeGreaterThan(20);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0);
  // The tile covers the box: where the broken-image icon would sit (top left) it shows the same
  // colour as at the bottom left (the tile's left part is one solid colour).
  const inner = { x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4 };
  const [corner, below] = await pixels(page, inner, [
    [2, 2],
    [2, Math.floor(inner.height) - 3],
  ]);
  expect(corner).toEqual(below);
  const [bare] = await pixels(page, inner, [[2, 2]], true);
  expect(corner).not.toEqual(bare);
});

for (const [home, label, quickStart] of [
  ['/', 'Quick Start', '/guide/start/quick-start'],
  ['/zh/', '快速上手', '/zh/guide/start/quick-start'],
] as const) {
  test(`the primary button on ${home} opens ${quickStart} without a full reload`, async ({ page }) => {
    await page.goto(home);
    await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
    await hero(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(quickStart);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
  });
}

test('35 decorative stars, hidden from assistive technology, twinkle unless the reader prefers reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const stars = page.getByTestId('hero-stars');
  await expect(stars).toHaveAttribute('aria-hidden', 'true');
  await expect(stars.locator('span')).toHaveCount(35);
  const animation = () =>
    stars
      .locator('span')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toMatch(/twinkle/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});

test('the landing page lists seven tool cards that open in a new tab', async ({ page }) => {
  await page.goto('/');
  const cards = toolStack(page, 'The Rstack toolchain').getByRole('link');
  await expect(cards).toHaveCount(7);
  const names = ['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest', 'Rslint'];
  for (const [index, name] of names.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('href', `https://${name.toLowerCase()}.rs`);
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card).toContainText(name);
    await expect(card).toContainText(`${name.toLowerCase()}.rs`);
  }
  await expect(cards.first()).toContainText('Fast Rust-based bundler for the web');
});

test('the tool cards describe the tools in Chinese under /zh/', async ({ page }) => {
  await page.goto('/zh/');
  const cards = toolStack(page, 'Rstack 工具链').getByRole('link');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toContainText('基于 Rust 的高性能 Web 打包工具');
  await expect(cards.nth(4)).toContainText('构建分析工具');
});

test('the features link to their pages in the reader’s language', async ({ page }) => {
  await page.goto('/zh/');
  const features = page.getByRole('region', { name: '为什么选择 Rstest' });
  await expect(features.getByRole('listitem')).toHaveCount(6);
  await features.getByRole('link', { name: 'Node、jsdom 或 happy-dom' }).click();
  await expect(page).toHaveURL('/zh/config/test/testEnvironment');
});

for (const path of ['/', '/zh/', '/guide/start/quick-start']) {
  test(`no horizontal overflow at 375 px on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
