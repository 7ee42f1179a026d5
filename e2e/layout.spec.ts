import type { Page } from '@playwright/test';
import { expect, hydrated, outlineReady, test } from './fixtures';

// Layout containers have no distinguishing role or name in Rspress (both columns are <aside>), so
// they are found by their built-in class names.
const navbar = (page: Page) => page.getByRole('banner');
const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const outline = (page: Page) => page.locator('.rp-doc-layout__outline');
const footer = (page: Page) => page.locator('.rp-doc-footer');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

async function navbarHeight(page: Page): Promise<number> {
  return (await navbar(page).boundingBox())?.height ?? 0;
}

test('the navbar is 72 px high on wide screens and 56 px at widths of 768 or less', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await expect(navbar(page)).toBeVisible();
  expect(await navbarHeight(page)).toBe(72);
  await page.setViewportSize({ width: 769, height: 900 });
  await expect.poll(() => navbarHeight(page)).toBe(72);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect.poll(() => navbarHeight(page)).toBe(56);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => navbarHeight(page)).toBe(56);
});

test('the navbar height is 0 when it is hidden: content starts at the top', async ({ page }) => {
  await page.goto('/guide/basic/cli?navbar=0');
  await expect(navbar(page)).toBeHidden();
  const height = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height'),
  );
  expect(height.trim()).toBe('0px');
  // The sticky sidebar sits right at the top instead of below a 72 px bar.
  expect((await sidebar(page).boundingBox())?.y).toBe(0);
});

const PARTS = { navbar, sidebar, outline, footer };

for (const [flag, hidden] of Object.entries(PARTS)) {
  test(`the query flag ${flag}=0 hides the ${flag} and nothing else`, async ({ page }) => {
    await page.goto(`/guide/basic/cli?${flag}=0`);
    await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
    await expect(hidden(page)).toBeHidden();
    for (const [other, shown] of Object.entries(PARTS)) {
      if (other !== flag) await expect(shown(page), `${other} stays`).toBeVisible();
    }
  });
}

test('the query flags combine, and values other than 0 hide nothing', async ({ page }) => {
  await page.goto('/guide/basic/cli?navbar=0&sidebar=0&outline=0&footer=0');
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  for (const part of Object.values(PARTS)) await expect(part(page)).toBeHidden();
  await page.goto('/guide/basic/cli?navbar=1&sidebar=false&outline=&footer=no');
  await expect(page.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  for (const part of Object.values(PARTS)) await expect(part(page)).toBeVisible();
});

test('front-matter switches hide the navbar (height 0), sidebar, outline and footer', async ({ page, fixtureSite }) => {
  await page.goto(`${fixtureSite}/switches`);
  await expect(page.getByRole('heading', { level: 1, name: 'Switches' })).toBeVisible();
  await expect(navbar(page)).toHaveCount(0);
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByText('ON THIS PAGE')).toHaveCount(0);
  await expect(footer(page)).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim()),
    )
    .toBe('0px');
});

test('a query parameter or front-matter flag switches the global UI components (image zoom) off', async ({
  page,
  fixtureSite,
}) => {
  const zoomOverlay = page.locator('.medium-zoom-overlay');
  const image = page.getByRole('img', { name: 'An orange rectangle' });
  await page.goto(`${fixtureSite}/image`);
  // Rspress attaches the zoom to content images 100 ms after each route change.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(zoomOverlay).toBeVisible();

  for (const off of ['/image?globalUIComponents=0', '/image-no-global-ui']) {
    await page.goto(`${fixtureSite}${off}`);
    await hydrated(page);
    await page.waitForTimeout(300); // well past the moment the zoom would have attached
    await expect(image).not.toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Image' })).toBeVisible();
    await expect(zoomOverlay).toHaveCount(0);
  }
});

test('the Menu bar shows at 1280 px or less on a page with an outline, hidden wider', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/guide/basic/cli');
  await expect(menuButton(page)).toBeVisible();
  await page.setViewportSize({ width: 1279, height: 800 });
  await expect(menuButton(page)).toBeVisible();
  await page.setViewportSize({ width: 1300, height: 800 });
  await expect(menuButton(page)).toBeHidden();
});

test('without an outline the Menu bar shows only at 960 px or less', async ({ page }) => {
  // The overview page has no outline.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/config/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(menuButton(page)).toBeVisible();
  // An outline switched off by the query flag counts as no outline.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/guide/basic/cli?outline=0');
  await expect(menuButton(page)).toBeHidden();
});

test('the Menu bar is 46 px high when shown', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/guide/basic/cli');
  const bar = page.locator('.rp-doc-layout__menu');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(46);
});

test('the outline is off on overview pages, at every width', async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/config/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('ON THIS PAGE').filter({ visible: true }), `${width} px`).toHaveCount(0);
  }
});

test('the outline is off when the page is embedded in a frame', async ({ page }) => {
  test.slow();
  await page.goto('/guide/basic/cli');
  await expect(outline(page).getByText('ON THIS PAGE')).toBeVisible();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/guide/basic/cli';
    frame.title = 'embedded page';
    frame.style.cssText = 'position:fixed;inset:0;width:1400px;height:800px;z-index:9999;background:white';
    document.body.append(frame);
  });
  const embedded = page.frameLocator('iframe[title="embedded page"]');
  // 1400 px is wide enough for the outline column; the page itself renders in the frame. A frame
  // loads at low priority, so its hydration gets more time.
  await expect(embedded.getByRole('heading', { level: 1, name: 'CLI' })).toBeVisible();
  await expect(embedded.locator('.rp-doc-layout__outline')).toBeHidden({ timeout: 20_000 });
  await expect(embedded.getByText('ON THIS PAGE').filter({ visible: true })).toHaveCount(0);
  await expect(embedded.locator('.rp-doc-layout__sidebar')).toBeVisible();
});

test('on the landing page the navbar is transparent at the top and solid from 100 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/');
  const alpha = () =>
    navbar(page).evaluate((element) => {
      const color = getComputedStyle(element).backgroundColor;
      const parts = color.match(/[\d.]+/g) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });
  await expect.poll(alpha).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 99, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 99);
  await expect.poll(alpha).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }));
  await expect.poll(alpha).toBe(1);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(alpha).toBe(0);
});

test('on doc pages the navbar is solid', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const color = await navbar(page).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(color).toMatch(/^rgb\(/);
});

for (const [width, path, which] of [
  [1440, '/guide/basic/cli', 'a page with an outline column'],
  [1440, '/config/', 'an overview page: no outline column'],
  [1000, '/guide/basic/cli', 'the outline is a closed dropdown'],
  [375, '/guide/basic/cli', 'a phone'],
] as const) {
  test(`the scroll-to-top control appears once the page is scrolled: ${width} px ${path}, ${which}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(path);
    const control = page.getByRole('button', { name: 'Back to top' }).filter({ visible: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(control).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(control).toHaveCount(1);
    await expect(control).toBeInViewport();
    await control.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(control).toHaveCount(0);
  });
}

test('the layout follows the window size as it changes', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const hamburger = page.getByRole('button', { name: 'mobile hamburger' }).filter({ visible: true });
  await expect(hamburger).toHaveCount(0);
  await expect(outline(page).getByText('ON THIS PAGE')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(hamburger).toHaveCount(1);
  await expect(menuButton(page)).toBeVisible();
  await expect(sidebar(page)).not.toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(hamburger).toHaveCount(0);
  await expect(menuButton(page)).toBeHidden();
  await expect(sidebar(page)).toBeInViewport();
});

/** The CLI page's 'Exit codes' heading, scrolled to 150 px above the bottom of the window. */
async function exitCodesNearBottom(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: 'Exit codes' });
  await heading.evaluate((element) =>
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - window.innerHeight + 150,
      behavior: 'instant',
    }),
  );
  return heading;
}

test.describe('heading anchors', () => {
  test('clicking a heading anchor scrolls smoothly and updates the hash', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await outlineReady(page);
    // Put the heading near the bottom of the window, then click its anchor.
    const heading = await exitCodesNearBottom(page);
    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { samples: number[] }).samples = samples;
      const sample = () => {
        samples.push(window.scrollY);
        if (samples.length < 90) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await heading.hover();
    await heading.locator('a.rp-header-anchor').click();
    await expect(page).toHaveURL(/#exit-codes$/);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(150);
    await page.waitForFunction(() => (window as unknown as { samples: number[] }).samples.length >= 90);
    const samples = await page.evaluate(() => (window as unknown as { samples: number[] }).samples);
    const end = samples[samples.length - 1];
    expect(end).toBeGreaterThan(start + 300);
    // Smooth: a frame shows the page between start and end; a jump goes from one to the other.
    // (How many frames show it depends on the machine's load, so one is the honest minimum.)
    const between = samples.filter((y) => y > start + 5 && y < end - 5);
    expect(between.length).toBeGreaterThanOrEqual(1);
  });

  test('with reduced motion the anchor jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/guide/basic/cli');
    await outlineReady(page);
    const heading = await exitCodesNearBottom(page);
    await heading.hover();
    const start = await page.evaluate(() => window.scrollY);
    await heading.locator('a.rp-header-anchor').click();
    // One frame later the page is already there.
    const next = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    );
    expect(next).toBeGreaterThan(start + 300);
    await expect(page).toHaveURL(/#exit-codes$/);
  });
});

test('after a client navigation to a hash, the page scrolls to the target after 100 ms', async ({ page }) => {
  await page.goto('/guide/basic/configure-rstest');
  await outlineReady(page);
  const link = page.locator('.rp-doc').getByRole('link', { name: 'CLI page' });
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const w = window as unknown as { shownAt?: number; scrolledAt?: number };
    // When the target heading appears in the DOM, and when a scroll first brings it to the top.
    new MutationObserver((_, observer) => {
      const target = document.getElementById('options');
      if (!target) return;
      w.shownAt = performance.now();
      observer.disconnect();
      window.addEventListener('scroll', () => {
        if (target.getBoundingClientRect().top < 200) w.scrolledAt ??= performance.now();
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
  const loads: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && loads.push(request.url()));
  await link.click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli#options$/);
  const options = page.getByRole('heading', { level: 2, name: 'Options' });
  await expect
    .poll(() => options.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(200);
  // A client navigation: the page's own measurements below live in the same document.
  expect(loads).toEqual([]);
  const { shownAt, scrolledAt } = await page.evaluate(() => {
    const w = window as unknown as { shownAt: number; scrolledAt: number };
    return { shownAt: w.shownAt, scrolledAt: w.scrolledAt };
  });
  expect(scrolledAt - shownAt).toBeGreaterThanOrEqual(100);
  expect(scrolledAt - shownAt).toBeLessThan(1000);
});
