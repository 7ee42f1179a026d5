// What a page's claim file (tests/claims/<name>.test.ts) shares: tests named by the claims the page
// marks with `{/* proven by tests/claims/<file>: <test name> */}`, the check that both pages mark
// exactly those claims, and the page's runnable examples to run changed the way the page describes.
// Each page has one claim file, named by `claimFile`; a claim that proves sentences of several pages
// lives in the file of that page group, whose name joins the pages' names with `+`.
import { expect, type TestFunction, test } from 'vitest';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';
import { blocksOf, LANGS, pageSource } from './page-quotes';

/**
 * The name a page (its path under docs/<lang>/) gives its claim file: the page's file name for the
 * guide's pages (`guide/basic/cli.mdx` → `cli`), with `errors-` before the error pages' names, which
 * repeat other guide pages' (`guide/errors/mocking.mdx` → `errors-mocking`); the section and the file
 * name for the other pages (`config/test/coverage.mdx` → `config-coverage`, `api/test-api/expect.mdx`
 * → `api-expect`). An `index.mdx` takes its folder's name (`guide/start/index.mdx` → `start`,
 * `api/rstest/index.mdx` → `api-rstest`).
 */
export function claimName(page: string): string {
  const parts = page.replace(/\.mdx$/, '').split('/');
  if (parts.length > 1 && parts.at(-1) === 'index') parts.pop();
  const [section, ...rest] = parts;
  const name = rest.at(-1);
  if (name === undefined) return section;
  if (section === 'guide') return parts[1] === 'errors' ? `errors-${name}` : name;
  return `${section}-${name}`;
}

/** The claim file (its name under tests/claims/) of a page, or of a page group: the pages' names in order, joined by `+`. */
export function claimFile(pages: string | readonly string[]): string {
  return `${[pages].flat().map(claimName).sort().join('+')}.test.ts`;
}

/**
 * The claims of `page` (its path under docs/<lang>/), or of every page of a page group, that the
 * claim file `testFile` (its name under tests/claims/, as `claimFile` names it) proves:
 * `claim(name, body)` is a test whose name the pages mark, with `timeout` (default: Vitest's
 * testTimeout) unless it names its own; `claimsAreMarked()` adds the test that each claim is marked on
 * every page in both languages and each mark names a claim.
 */
export function pageClaims(testFile: string, page: string | readonly string[], timeout?: number) {
  const pages = [page].flat();
  if (claimFile(pages) !== testFile)
    throw new Error(
      `tests/claims/${testFile} proves ${pages.join(', ')}: name it ${claimFile(pages)} (claimFile, tests/helpers/page-claims.ts)`,
    );
  const claims: string[] = [];
  const mark = new RegExp(`\\{/\\* proven by tests/claims/${escapeRegExp(testFile)}: (.+?) \\*/\\}`, 'g');
  const marks = (lang: string, of: string) => [...pageSource(lang, of).matchAll(mark)].map(([, name]) => name);

  /** A test whose name is a claim the pages mark. */
  function claim(name: string, body: TestFunction, claimTimeout = timeout) {
    claims.push(name);
    test(name, body, claimTimeout);
  }
  /** A claim whose test is skipped when `condition` holds (it stays a claim the pages mark). */
  claim.skipIf =
    (condition: unknown) =>
    (name: string, body: TestFunction, claimTimeout = timeout) => {
      claims.push(name);
      test.skipIf(condition)(name, body, claimTimeout);
    };

  function claimsAreMarked() {
    test('each claim is marked on both pages, and each mark names a claim', () => {
      for (const of of pages) {
        const where = (lang: string) => (pages.length > 1 ? `${lang} ${of}` : lang);
        for (const lang of LANGS) expect([...new Set(marks(lang, of))].sort(), where(lang)).toEqual([...claims].sort());
        expect(marks('zh', of), where('zh')).toEqual(marks('en', of));
      }
    });
  }

  /** The files of the page's whole-run example `run="<id>"` (of `from`, default the first page), as the example runner writes them. */
  function exampleFiles(id: string, from = pages[0]): Record<string, string> {
    const files = blocksOf('en', from)
      .filter((block) => block.runnable && block.run === id)
      .map((block) => [block.title as string, `${block.code}\n`]);
    expect(files.length, `docs/en/${from} has a run="${id}" example`).toBeGreaterThan(0);
    return Object.fromEntries(files);
  }

  return { claim, claimsAreMarked, exampleFiles };
}

/** `files` with the first `search` replaced in `file`; fails when the page's file no longer contains it. */
export function changed(files: Record<string, string>, file: string, search: string, replacement: string) {
  expect(files[file], `${file} contains ${JSON.stringify(search)}`).toContain(search);
  return { ...files, [file]: files[file].replace(search, replacement) };
}

/** `files` with every `search` replaced in `file`; fails when the page's file no longer contains it. */
export function changedEverywhere(files: Record<string, string>, file: string, search: string, replacement: string) {
  expect(files[file], `${file} contains ${JSON.stringify(search)}`).toContain(search);
  return { ...files, [file]: files[file].replaceAll(search, replacement) };
}
