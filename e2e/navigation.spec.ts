import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Layout containers have no distinguishing role or name in Rspress (both columns are <aside>), so
// the sidebar, outline and footer are found by their built-in class names.
const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const outline = (page: Page) => page.locator('.rp-doc-layout__outline');
const footer = (page: Page) => page.locator('.rp-doc-footer');

for (const [path, entry] of [
  ['/guide/start/', 'Guide'],
  ['/guide/basic/cli', 'Guide'],
  ['/config/', 'Config'],
  ['/api/', 'API'],
  ['/api/javascript-api/reporter', 'API'],
  ['/zh/guide/advanced/profiling', '指南'],
  ['/', undefined],
] as const) {
  test(`on ${path} the active nav entry is ${entry ?? 'none'}`, async ({ page }) => {
    await page.goto(path);
    const active = page.locator('.rp-nav-menu .rp-nav-menu__item--active');
    await expect(page.getByRole('banner')).toBeVisible();
    if (entry) await expect(active).toHaveText([entry]);
    else await expect(active).toHaveCount(0);
  });
}

const SIDEBARS: Array<[string, string[]]> = [
  ['/guide/basic/cli', ['Getting Started', 'Basic', 'Advanced']],
  ['/config/test/root', ['Test Configurations', 'Build Configurations']],
  ['/api/test-api/expect', ['Test API', 'Rstest Utility']],
  ['/zh/guide/basic/cli', ['开始', '基础', '进阶']],
  ['/zh/config/test/root', ['测试配置', '构建配置']],
  ['/zh/api/test-api/expect', ['测试 API', 'Rstest 工具函数']],
  // Beyond the spec's sections: the JavaScript API, for tools that drive Rstest, has a sidebar of its own.
  ['/api/javascript-api/createRstest', ['JavaScript API']],
  ['/zh/api/javascript-api/createRstest', ['JavaScript API']],
];

for (const [path, groups] of SIDEBARS) {
  test(`${path} shows the sidebar of its section: ${groups.join(', ')}`, async ({ page }) => {
    await page.goto(path);
    // The group headings of this section, in order, and none of another section's.
    const titles = sidebar(page).locator('.rp-sidebar-group[data-depth="0"] > .rp-sidebar-item__left');
    await expect(titles).toHaveText(groups);
  });
}

test('sidebar groups are expanded by default', async ({ page }) => {
  await page.goto('/guide/start/');
  // Every page of every group is visible without a click.
  const items = sidebar(page).getByRole('link');
  expect(await items.count()).toBeGreaterThanOrEqual(7);
  for (const item of await items.all()) await expect(item).toBeVisible();
});

test('the active sidebar item is highlighted and scrolled into view', async ({ page }) => {
  // A short window and the long config sidebar: the last test option sits far below the fold.
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.goto('/config/test/disableConsoleIntercept');
  const active = sidebar(page).locator('.rp-sidebar-item--active');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveText('disableConsoleIntercept');
  await expect(active).toBeInViewport();
  // The sidebar had to scroll to show it.
  expect(await sidebar(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test('the outline is titled ON THIS PAGE and lists the h2 to h4 headings of the page', async ({ page }) => {
  await page.goto('/api/test-api/test');
  await expect(outline(page).getByText('ON THIS PAGE', { exact: true })).toBeVisible();
  // A heading's text starts with its '#' anchor.
  const text = (texts: string[]) => texts.map((t) => t.replace(/^#\s*/, '').trim());
  // Without what the outline leaves out, as Rspress does: the since-badges (plugins/since.ts).
  const headings = text(
    await page
      .locator('.rp-doc :is(h2, h3, h4)')
      .filter({ visible: true })
      .evaluateAll((elements) =>
        elements.map((element) =>
          [...element.querySelectorAll<HTMLElement>('.rp-toc-exclude')].reduce(
            (shown, excluded) => shown.replace(excluded.innerText, ''),
            (element as HTMLElement).innerText,
          ),
        ),
      ),
  );
  expect(await page.locator('.rp-doc h4').count()).toBeGreaterThan(0);
  const entries = text(await outline(page).locator('.rp-toc-item').allInnerTexts());
  expect(entries).toEqual(headings);
  // The h1 is the page title, not an outline entry.
  const [title] = text([await page.getByRole('heading', { level: 1 }).innerText()]);
  expect(entries).not.toContain(title);
});

test('the active outline entry follows the scroll position', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const active = outline(page).locator('.rp-toc-item--active');
  for (const heading of ['Options', 'Exit codes', 'Commands']) {
    await page.getByRole('heading', { name: heading, exact: true }).evaluate((element) => {
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
    });
    await expect(active).toHaveText(heading);
  }
});

test('every page links to its source file with "Edit this page on GitHub"', async ({ page }) => {
  const base = 'https://github.com/web-infra-dev/rstest/tree/main/website/docs';
  await page.goto('/guide/basic/cli');
  await expect(footer(page).getByRole('link', { name: 'Edit this page on GitHub' })).toHaveAttribute(
    'href',
    `${base}/en/guide/basic/cli.mdx`,
  );
  await page.goto('/zh/guide/start/');
  await expect(footer(page).getByRole('link', { name: '在 GitHub 上编辑此页' })).toHaveAttribute(
    'href',
    `${base}/zh/guide/start/index.mdx`,
  );
});

test('a doc page shows its Last Updated time from git history', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const lastUpdated = footer(page).locator('.rp-last-updated');
  await expect(lastUpdated).toHaveText(/^Last Updated:\s*\S+/);
  // The time is a real date, not a placeholder.
  const time = (await lastUpdated.innerText()).replace(/^Last Updated:\s*/, '');
  expect(Number.isNaN(Date.parse(time))).toBe(false);
});

test('previous and next links are labelled Previous Page and Next Page and follow the sidebar order', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  const previous = footer(page).getByRole('link', { name: /Previous Page/ });
  const next = footer(page).getByRole('link', { name: /Next Page/ });
  await expect(previous).toHaveAttribute('href', '/guide/start/');
  await expect(previous).toContainText('Introduction');
  await expect(next).toHaveAttribute('href', '/guide/start/migrate-from-jest');
  await expect(next).toContainText('Migrating from Jest');
  // The last page of a group leads on to the first page of the next group.
  await page.goto('/guide/start/upgrade');
  await expect(previous).toHaveAttribute('href', '/guide/start/comparison');
  await expect(next).toHaveAttribute('href', '/guide/basic/cli');
  await expect(next).toContainText('CLI');
  await next.click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(previous).toHaveAttribute('href', '/guide/start/upgrade');
});

test('the social links github, x and discord are all inline, with no overflow popup', async ({ page }) => {
  await page.goto('/guide/start/');
  const links = page.locator('.rp-nav__others .rp-social-links');
  await expect(links.locator('a')).toHaveCount(3);
  for (const href of [
    'https://github.com/web-infra-dev/rstest',
    'https://twitter.com/rspack_dev',
    'https://discord.gg/XsaKEEk4mW',
  ]) {
    await expect(links.locator(`a[href="${href}"]`)).toBeVisible();
  }
  // At most 5 are inline; the rest would hide behind an arrow that opens a popup. With 3, no arrow.
  await expect(links.locator(':scope > svg')).toHaveCount(0);
  await expect(page.locator('.rp-social-links__hidden')).toHaveCount(0);
});

test('the logo links to the home of the current locale', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.locator('.rp-nav__title__link')).toHaveAttribute('href', '/');
  await page.goto('/zh/guide/start/');
  await expect(page.locator('.rp-nav__title__link')).toHaveAttribute('href', '/zh/');
});
