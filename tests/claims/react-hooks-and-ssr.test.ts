// What the Testing React hooks and server rendering guide (docs/*/guide/basic/react-hooks-and-ssr.mdx)
// says beyond its runnable examples, proven by running those examples changed the way the page
// describes. A claim is marked on both pages with
// `{/* proven by tests/claims/react-hooks-and-ssr.test.ts: <test name> */}`.
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { changedEverywhere as changed, pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/basic/react-hooks-and-ssr.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

const { claim, claimsAreMarked, exampleFiles } = pageClaims('react-hooks-and-ssr.test.ts', PAGE, 240_000);

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

  claim('without onRecoverableError a mismatch is an uncaught error that fails the file', () => {
    const block = quote(PAGE, 'uncaughtException: Hydration failed', (b) => b.lang === 'text');
    const file = 'src/LocalTime.hydrate.test.tsx';
    // The page's hydration test without the option: the mismatch test now only checks that the
    // client's text replaced the server's, so both tests pass.
    const withoutOption = changed(
      changed(
        react,
        file,
        'hydrateRoot(container, <LocalTime iso={clientIso} />, { onRecoverableError })',
        'hydrateRoot(container, <LocalTime iso={clientIso} />)',
      ),
      file,
      `  const { onRecoverableError, unmount } = await hydrate('2026-11-25T08:30:00.000Z', '2026-11-26T08:30:00.000Z');

  expect(onRecoverableError).toHaveBeenCalledTimes(1);
  expect(onRecoverableError.mock.calls[0][0].message).toMatch(
    /^Hydration failed because the server rendered text didn't match the client/,
  );`,
      `  const { container, onRecoverableError, unmount } = await hydrate('2026-11-25T08:30:00.000Z', '2026-11-26T08:30:00.000Z');

  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.textContent).toBe('26/11/2026, 08:30:00');`,
    );
    const failed = run(withoutOption, ['LocalTime.hydrate']);
    expect(failed.status).toBe(1);
    // Each line of the quoted block, up to its "…", is printed, in that order.
    const printed = failed.output.split('\n').map((line) => line.trimEnd());
    let from = 0;
    for (const line of block.split('\n')) {
      const text = line.replace(/ …$/, '');
      const at = printed.findIndex((p, i) => i >= from && (line.endsWith('…') ? p.startsWith(text) : p === text));
      expect(at, `printed: ${line}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
    expect(failed.output).toContain('Test Files 1 failed\n      Tests 2 passed');
  });

  claimsAreMarked();
});
