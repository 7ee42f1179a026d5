// What a guide's claim file (tests/claims/<guide>.test.ts) shares: tests named by the claims the
// page marks with `{/* proven by tests/claims/<file>: <test name> */}`, the check that both pages mark
// exactly those claims, and the page's runnable examples to run changed the way the page describes.
import { expect, test } from 'vitest';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';
import { blocksOf, LANGS, pageSource } from './page-quotes';

/**
 * The claims of `page` (its path under docs/<lang>/) that the claim file `testFile` (its name under
 * tests/claims/) proves: `claim(name, body)` is a test whose name the pages mark; `claimsAreMarked()`
 * adds the test that each claim is marked on both pages and each mark names a claim.
 */
export function pageClaims(testFile: string, page: string, timeout = 180_000) {
  const claims: string[] = [];
  const mark = new RegExp(`\\{/\\* proven by tests/claims/${escapeRegExp(testFile)}: (.+?) \\*/\\}`, 'g');
  const marks = (lang: string) => [...pageSource(lang, page).matchAll(mark)].map(([, name]) => name);

  /** A test whose name is a claim the pages mark. */
  function claim(name: string, body: () => void | Promise<void>) {
    claims.push(name);
    test(name, body, timeout);
  }

  function claimsAreMarked() {
    test('each claim is marked on both pages, and each mark names a claim', () => {
      for (const lang of LANGS) expect([...new Set(marks(lang))].sort(), lang).toEqual([...claims].sort());
      expect(marks('zh')).toEqual(marks('en'));
    });
  }

  /** The files of the page's whole-run example `run="<id>"`, as the example runner writes them. */
  function exampleFiles(id: string): Record<string, string> {
    const files = blocksOf('en', page)
      .filter((block) => block.runnable && block.run === id)
      .map((block) => [block.title as string, `${block.code}\n`]);
    expect(files.length, `docs/en/${page} has a run="${id}" example`).toBeGreaterThan(0);
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
