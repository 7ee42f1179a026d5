// What a writer previews with `npm run dev` is what readers get: the visible article text
// (headings, paragraphs, tables, code) of pages across sections equals the built site's.
import { DEV_BUILD_PORT } from '../ports';
import { articleText, expect, rendered, test } from './dev';

const PAGES = [
  '/guide/start/',
  '/guide/start/quick-start',
  '/guide/basic/mocking',
  '/guide/advanced/ci',
  '/config/',
  '/config/test/include',
  '/config/build/resolve',
  '/api/test-api/expect',
  '/api/rstest/mockModules',
  '/api/javascript-api/createRstest',
  '/zh/guide/basic/cli',
  '/zh/config/test/coverage',
];

for (const route of PAGES) {
  test(`${route} shows the same article in dev as in the build`, async ({ page }) => {
    await page.goto(`http://127.0.0.1:${DEV_BUILD_PORT}${route}`);
    await rendered(page);
    const built = await articleText(page);
    await page.goto(route);
    await rendered(page);
    const dev = await articleText(page);
    // Where they part, with some text around it, rather than two whole articles.
    const at = [...dev].findIndex((char, i) => char !== built[i]);
    const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
    expect(at === -1 && dev.length === built.length ? '' : `dev: …${around(dev)}…\nbuild: …${around(built)}…`).toBe('');
  });
}
