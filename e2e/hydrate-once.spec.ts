// Once a page has hydrated, React does not render again what the server already sent —
// the page's text, its sidebar, the whole app — in the task that hydrates it (rspress-slim/switchable/hydrateOnce.ts,
// theme/overrides/DocContent, theme/overrides/Sidebar). Those renders were most of the expect page's
// total blocking time. React reports each commit to the DevTools hook, which this test stands in for.
import { expect, hydrated, test } from './fixtures';

interface Rerenders {
  commits: number;
  app: number;
  content: string[];
  sidebar: string[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    interface Fiber {
      type: unknown;
      stateNode: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
      memoizedState: unknown;
    }
    const found: Rerenders = { commits: 0, app: 0, content: [], sidebar: [] };
    (window as unknown as { __rerenders: Rerenders }).__rerenders = found;
    // The fibers of the previous commit: one not among them was rendered (or cloned) by this commit.
    let previous = new WeakSet<Fiber>();
    const changed = (fiber: Fiber) =>
      !previous.has(fiber) &&
      fiber.alternate !== null &&
      (fiber.memoizedProps !== fiber.alternate.memoizedProps || fiber.memoizedState !== fiber.alternate.memoizedState);
    const TEXT = /^(?:p|li|h[1-6]|td|th)$/;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const current = new WeakSet<Fiber>();
        const app = root.current.child;
        if (found.commits > 0 && app && changed(app)) found.app++;
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            current.add(fiber);
            if (
              found.commits > 0 &&
              typeof fiber.type === 'string' &&
              fiber.stateNode instanceof Element &&
              changed(fiber)
            ) {
              const element = fiber.stateNode;
              const name = `${fiber.type} ${element.textContent?.slice(0, 40)}`;
              if (TEXT.test(fiber.type) && element.closest('.rspress-doc') && !element.closest('.rp-not-doc'))
                found.content.push(name);
              if (element.parentElement?.closest('.rp-doc-layout__sidebar')) found.sidebar.push(name);
            }
            walk(fiber.child);
          }
        };
        walk(root.current);
        previous = current;
        found.commits++;
      },
    };
  });
});

for (const route of ['/api/test-api/expect', '/config/test/pool', '/guide/start/quick-start']) {
  test(`${route} hydrates without rendering its text, sidebar or app again`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    // The code blocks' buttons and the search panel come at idle; their commits must not redo the rest either.
    await page.waitForTimeout(1500);
    const found = await page.evaluate(() => (window as unknown as { __rerenders: Rerenders }).__rerenders);
    expect(found.commits, 'React reported its commits').toBeGreaterThan(1);
    expect.soft(found.app, 'commits that rendered the whole app again').toBe(0);
    expect.soft(found.content, 'paragraphs, list items, headings and cells rendered again').toEqual([]);
    expect(found.sidebar, 'sidebar elements rendered again').toEqual([]);
  });
}

test('a client navigation still renders the new page and marks it in the sidebar', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  await sidebar.getByRole('link', { name: 'Introduction', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/?$/);
  await expect(page.locator('.rspress-doc h1')).toContainText('Introduction');
  await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveText(['Introduction']);
});
