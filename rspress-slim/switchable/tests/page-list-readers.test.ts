// rspress-slim/switchable/routePageData.ts empties the page list (`usePages()`, `siteData.pages`) in the browser
// bundle, having moved what its readers need into the page modules. A new reader would get `[]` in the
// browser and the full list on the server (a hydration mismatch): this fails when a module of Rspress's
// runtime or theme, or of the site, other than the readers the patch serves, reads the list.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = path.join(import.meta.dirname, '../../..');
const DIST = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist');

/** The readers the patch serves: the hooks that hand the list out, initPageData and the Overview it fills. */
const SERVED = [
  'runtime/hooks/usePages.js',
  'runtime/hooks/usePageData.js',
  'runtime/initPageData.js',
  'theme/components/Overview/index.js',
];

const READS_PAGE_LIST =
  /\{[^{}]*\bpages\b[^{}]*\}\s*=\s*(?:siteData|usePages\(\))|\b(?:siteData|pageData)\??\.pages\b|\busePages\(\)/;

/** Whether a module's code reads the page list. */
const readsPageList = (code: string): boolean => READS_PAGE_LIST.test(code);

function readers(dir: string, files: string[]): string[] {
  return files.filter((file) => readsPageList(readFileSync(path.join(dir, file), 'utf8')));
}

test('only the readers rspress-slim/switchable/routePageData.ts serves read the page list in the browser', () => {
  const rspress = readers(
    DIST,
    ['runtime', 'theme'].flatMap((folder) =>
      readdirSync(path.join(DIST, folder), { recursive: true })
        .map((file) => `${folder}/${String(file).split(path.sep).join('/')}`)
        .filter((file) => file.endsWith('.js')),
    ),
  );
  expect(
    rspress.sort(),
    'a module of Rspress reads the page list: revisit rspress-slim/switchable/routePageData.ts',
  ).toEqual([...SERVED].sort());
  const site = readers(
    ROOT,
    execFileSync('git', ['ls-files', 'theme', 'plugins', 'site'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
  expect(
    site,
    'the site reads the page list, which is empty in the browser (rspress-slim/switchable/routePageData.ts)',
  ).toEqual([]);
});

test('the check recognises the ways a module reads the list', () => {
  expect(readsPageList('const { pages } = usePages();')).toBe(true);
  expect(readsPageList('const { siteData } = usePageData(); siteData.pages.map(f)')).toBe(true);
  expect(readsPageList('const { pages, base } = siteData;')).toBe(true);
  expect(readsPageList('const { siteData } = usePageData(); siteData.base')).toBe(false);
});
