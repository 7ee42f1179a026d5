// What the Testing React hooks and server rendering guide (docs/*/guide/basic/react-hooks-and-ssr.mdx)
// says beyond its runnable examples, proven by running those examples changed the way the page
// describes. A claim is marked on both pages with
// `{/* proven by tests/claims/react-hooks-and-ssr.test.ts: <test name> */}`.
import { describe, expect, test } from 'vitest';
import { blocksOf, LANGS, pageSource, says } from '../helpers/page-quotes';
import { LOCAL_ENV, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/basic/react-hooks-and-ssr.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

/** The files of the page's whole-run example `run="<id>"`, as the example runner writes them. */
function exampleFiles(id: string): Record<string, string> {
  const files = blocksOf('en', PAGE)
    .filter((block) => block.runnable && block.run === id)
    .map((block) => [block.title as string, `${block.code}\n`]);
  expect(files.length, `docs/en/${PAGE} has a run="${id}" example`).toBeGreaterThan(0);
  return Object.fromEntries(files);
}

/** `files` with `search` replaced in `file`; fails when the page's file no longer contains it. */
function changed(files: Record<string, string>, file: string, search: string, replacement: string) {
  expect(files[file], `${file} contains ${JSON.stringify(search)}`).toContain(search);
  return { ...files, [file]: files[file].replaceAll(search, replacement) };
}

const claims: string[] = [];
function claim(name: string, body: () => void) {
  claims.push(name);
  test(name, body, 240_000);
}

describe(PAGE, () => {
  const react = exampleFiles('react');

  claim('without act the debounced value is not updated yet', () => {
    const withoutAct = changed(
      changed(
        react,
        'src/useDebouncedValue.test.ts',
        'act(() => rs.advanceTimersByTime(299));',
        'rs.advanceTimersByTime(299);',
      ),
      'src/useDebouncedValue.test.ts',
      'act(() => rs.advanceTimersByTime(1));',
      'rs.advanceTimersByTime(1);',
    );
    const failed = run(withoutAct, ['useDebouncedValue']);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(says(PAGE, "expected 'r' to be 're'"));
    expect(failed.output).toContain('Tests 1 failed | 2 passed');
    expect(run(react, ['useDebouncedValue']).status).toBe(0);
  });

  claim('renderHook fails in the node environment', () => {
    const failed = run(react, ['useDebouncedValue', '--testEnvironment', 'node']);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(says(PAGE, 'ReferenceError: document is not defined'));
    expect(failed.output).toContain('Tests 3 failed');
  });

  claim('a component that reads window while rendering fails in the node environment', () => {
    const readsWindow = changed(
      react,
      'src/LocalTime.tsx',
      'return <time dateTime={iso}>{text}</time>;',
      'return <time dateTime={iso} data-width={window.innerWidth}>{text}</time>;',
    );
    const failed = run(readsWindow, ['LocalTime.server']);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('ReferenceError: window is not defined');
    // The same component renders in the happy-dom environment of the hydration test.
    const hydrated = run(readsWindow, ['LocalTime.hydrate', '-t', 'hydrates the server HTML']);
    expect(hydrated.status, hydrated.output).toBe(0);
  });

  test('each claim is marked on both pages, and each mark names a claim', () => {
    const marks = (lang: string) =>
      [
        ...pageSource(lang, PAGE).matchAll(
          /\{\/\* proven by tests\/claims\/react-hooks-and-ssr\.test\.ts: (.+?) \*\/\}/g,
        ),
      ].map(([, name]) => name);
    for (const lang of LANGS) expect([...new Set(marks(lang))].sort(), lang).toEqual([...claims].sort());
    expect(marks('zh')).toEqual(marks('en'));
  });
});
