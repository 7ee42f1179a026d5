// What the guide to the browser APIs jsdom and happy-dom lack (docs/*/guide/basic/dom-apis.mdx) says
// beyond its runnable examples, proven by real runs of the pinned @rstest/core with the installed
// jsdom and happy-dom. A claim is marked on both pages with
// `{/* proven by tests/claims/dom-apis.test.ts: <test name> */}`; a quoted message is a `text` block
// on both pages, and its lines are compared with the run's output.
import { describe, expect } from 'vitest';
import { findMissingLine } from '../../lib/examples/outcome.mjs';
import { changed, pageClaims } from '../helpers/page-claims';
import { blocksOf, LANGS, says, sectionBlocks } from '../helpers/page-quotes';
import { sectionTable } from '../helpers/page-tables';
import { LOCAL_ENV, type RstestRun, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/basic/dom-apis.mdx';
const run = scratchRuns({ env: LOCAL_ENV });
const { claim, claimsAreMarked, exampleFiles } = pageClaims('dom-apis.test.ts', PAGE, 240_000);

/** Every line of `block` was printed, in order (colours, timings and surrounding spaces aside). */
function expectPrinted(block: string, printed: RstestRun) {
  const missing = findMissingLine(block, printed.output);
  expect(missing, `"${missing?.line}" is not in the output:\n${printed.output}`).toBeUndefined();
}

/** The page's ordinary runnable blocks (not part of a whole run), as the example runner writes them. */
function ordinaryFiles(): Record<string, string> {
  return Object.fromEntries(
    blocksOf('en', PAGE)
      .filter((block) => block.runnable && !block.run)
      .map((block) => [block.title as string, `${block.code}\n`]),
  );
}

/** The `text` blocks under the heading `{#id}`, the same on both pages. */
const textBlocks = (id: string) =>
  sectionBlocks(PAGE, id)
    .filter((block) => block.lang === 'text')
    .map((block) => block.code);

const JSDOM =
  "import { defineConfig } from '@rstest/core';\nexport default defineConfig({ testEnvironment: 'jsdom' });\n";

describe(PAGE, () => {
  claim('the table says what the example asserts, and the details of each cell hold', () => {
    // The example's rows, as [API, in jsdom, in happy-dom].
    const table = exampleFiles('table');
    const rows = [...table['src/dom-apis.test.ts'].matchAll(/^ {2}\['([^']+)', (true|false), (true|false),/gm)].map(
      ([, api, jsdom, happyDom]) => [api, jsdom === 'true', happyDom === 'true'],
    );
    expect(rows.length).toBe(11);
    // Each page's table has the same rows, its cells starting with yes or no.
    const has = { en: [/^Yes\b/, /^No$/], zh: [/^有/, /^没有$/] } as const;
    for (const lang of LANGS) {
      const cells = sectionTable(lang, PAGE, 'what-each-has').map(([api, jsdom, happyDom]) => {
        const [yes, no] = has[lang];
        const answer = (cell: string) => {
          expect(yes.test(cell) || no.test(cell), `${lang}: "${cell}" starts with yes or no`).toBe(true);
          return yes.test(cell);
        };
        // The zh page lists two APIs with 、 where the en page writes a comma.
        return [api.replaceAll('`', '').replace('、', ', '), answer(jsdom), answer(happyDom)];
      });
      expect(cells, lang).toEqual(rows);
    }
    // The run passes, 11 rows in 2 environments, and fails when a cell is wrong.
    const passed = run(table);
    expect(passed.status, passed.output).toBe(0);
    expect(passed.output).toMatch(/Tests 22 passed/);
    const wrong = run(
      changed(table, 'src/dom-apis.test.ts', "['window.matchMedia', false, true,", "['window.matchMedia', true, true,"),
    );
    expect(wrong.status).toBe(1);
    expect(wrong.output).toMatch(/Tests 1 failed \| 21 passed/);

    // What the cells say beyond yes and no.
    says(PAGE, '1024 × 768');
    says(PAGE, '`scrollTo(0, 100)`');
    says(PAGE, '`readText()`');
    const details = run(
      {
        'src/details.test.ts': `import { expect, test } from '@rstest/core';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('scrollTo', () => {
  window.scrollTo(0, 100);
  expect(window.scrollY).toBe(100);
});

test('getContext', () => {
  expect(document.createElement('canvas').getContext('2d')).toBeNull();
});

test('matchMedia against a 1024 x 768 window', () => {
  expect([innerWidth, innerHeight]).toEqual([1024, 768]);
  expect(matchMedia('(min-width: 1024px)').matches).toBe(true);
  expect(matchMedia('(min-width: 1025px)').matches).toBe(false);
  expect(matchMedia('(min-height: 768px)').matches).toBe(true);
  expect(matchMedia('(min-height: 769px)').matches).toBe(false);
});

test('the observers never call back', async () => {
  const calls: string[] = [];
  const element = document.createElement('div');
  document.body.append(element);
  new IntersectionObserver(() => calls.push('intersection')).observe(element);
  new ResizeObserver(() => calls.push('resize')).observe(element);
  element.style.width = '300px';
  await wait(300);
  expect(calls).toEqual([]);
});

test('the clipboard keeps the text', async () => {
  await navigator.clipboard.writeText('copied');
  expect(await navigator.clipboard.readText()).toBe('copied');
});
`,
      },
      ['--testEnvironment', 'happy-dom'],
    );
    expect(details.status, details.output).toBe(0);
    expect(details.output).toMatch(/Tests 5 passed/);
    expect(details.output).not.toContain('Not implemented');
    const inJsdom = run(
      {
        'rstest.config.ts': JSDOM,
        'src/details.test.ts': `import { expect, test } from '@rstest/core';
test('scrollTo and getContext', () => {
  window.scrollTo(0, 100);
  expect(window.scrollY).toBe(0);
  expect(document.createElement('canvas').getContext('2d')).toBeNull();
});
`,
      },
      [],
    );
    expect(inJsdom.status, inJsdom.output).toBe(0);
    expect(inJsdom.output).toContain('Not implemented: ');
  });

  claim('calling a missing API in jsdom fails with these errors, and scrollTo and getContext only log', () => {
    const [errors, logged] = textBlocks('errors');
    const failing = run({
      'rstest.config.ts': JSDOM,
      'src/missing.test.ts': `import { test } from '@rstest/core';

test('matchMedia', () => {
  window.matchMedia('(min-width: 600px)');
});

test('IntersectionObserver', () => {
  new IntersectionObserver(() => {});
});

test('ResizeObserver', () => {
  new ResizeObserver(() => {});
});

test('scrollIntoView', () => {
  const element = document.createElement('div');
  element.scrollIntoView();
});

test('clipboard', async () => {
  await navigator.clipboard.writeText('copied');
});

test('bare matchMedia', () => {
  // @ts-ignore: the global the reader's code calls
  matchMedia('(min-width: 600px)');
});
`,
    });
    expect(failing.status).toBe(1);
    expect(failing.output).toMatch(/Tests 6 failed/);
    expectPrinted(errors, failing);
    // The name before `is not a function` is the expression as written.
    expectPrinted(' FAIL  src/missing.test.ts > bare matchMedia\nTypeError: matchMedia is not a function', failing);

    const logging = run({
      'rstest.config.ts': JSDOM,
      'src/logged.test.ts': `import { expect, test } from '@rstest/core';

test('scrolls', () => {
  window.scrollTo(0, 100);
});

test('draws', () => {
  expect(document.createElement('canvas').getContext('2d')).toBeNull();
});
`,
    });
    expect(logging.status, logging.output).toBe(0);
    expectPrinted(logged, logging);
  });

  claim('an opaque origin fails every jsdom file before its tests, and happy-dom keeps storage', () => {
    const [printed] = textBlocks('opaque-origins');
    says(PAGE, '`about:blank`');
    says(PAGE, '`Tests no tests`');
    const fix = says(PAGE, '`https://shop.example.com/`').replaceAll('`', '');
    const files = (url?: string) => ({
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ testEnvironment: { name: 'jsdom', options: { ${url ? `url: '${url}'` : ''} } } });
`,
      // One test file uses storage, the other does not.
      'src/cart.test.ts': `import { expect, test } from '@rstest/core';
test('keeps the cart', () => {
  localStorage.setItem('cart', '2 items');
  sessionStorage.setItem('step', 'payment');
  expect(localStorage.getItem('cart')).toBe('2 items');
});
`,
      'src/title.test.ts': `import { expect, test } from '@rstest/core';
test('sets the title', () => {
  document.title = 'Cart';
  expect(document.title).toBe('Cart');
});
`,
    });
    for (const url of ['about:blank', 'file:///srv/shop/index.html', 'data:text/html,<p>shop</p>']) {
      const failed = run(files(url));
      expect(failed.status, url).toBe(1);
      if (url === 'about:blank') expectPrinted(printed, failed);
      expectPrinted(
        ' FAIL  src/title.test.ts\nSecurityError: localStorage is not available for opaque origins',
        failed,
      );
      expect(failed.output).toMatch(/Test Files 2 failed\n\s+Tests no tests/);
    }
    for (const url of [fix, undefined]) {
      const passed = run(files(url));
      expect(passed.status, `${url}\n${passed.output}`).toBe(0);
    }
    const happyDom = run(
      Object.fromEntries(
        ['about:blank', 'file:///srv/shop/index.html', 'data:text/html,shop'].map((url, index) => [
          `src/storage-${index}.test.ts`,
          `/**
 * @rstest-environment happy-dom
 * @rstest-environment-options {"url": "${url}"}
 */
import { expect, test } from '@rstest/core';
test('storage works at ${url}', () => {
  expect(location.href).toBe('${url}');
  localStorage.setItem('cart', '2 items');
  sessionStorage.setItem('step', 'payment');
  expect([localStorage.getItem('cart'), sessionStorage.getItem('step')]).toEqual(['2 items', 'payment']);
});
`,
        ]),
      ),
    );
    expect(happyDom.status, happyDom.output).toBe(0);
    expect(happyDom.output).toMatch(/Tests 3 passed/);
  });

  claim('the stubs of this section work the same in happy-dom', () => {
    const inHappyDom = Object.fromEntries(
      Object.entries(ordinaryFiles()).map(([file, code]) => [
        file,
        code.replace('// @rstest-environment jsdom', '// @rstest-environment happy-dom'),
      ]),
    );
    const tests = Object.keys(inHappyDom).filter((file) => file.endsWith('.test.ts'));
    expect(tests).toEqual(['src/theme.test.ts', 'src/lazy-image.test.ts', 'src/avatar.test.ts']);
    for (const file of tests) expect(inHappyDom[file]).toContain('// @rstest-environment happy-dom');
    const ordinary = run({
      ...inHappyDom,
      'src/window.test.ts': `// @rstest-environment happy-dom
import { expect, test } from '@rstest/core';
test('window is globalThis', () => {
  expect(window).toBe(globalThis);
});
`,
    });
    expect(ordinary.status, ordinary.output).toBe(0);
    expect(ordinary.output).toMatch(/Tests 5 passed/);
    const jsdomWindow = run(
      {
        'rstest.config.ts': JSDOM,
        'src/window.test.ts': `import { expect, test } from '@rstest/core';
test('window is globalThis', () => {
  expect(window).toBe(globalThis);
});
`,
      },
      [],
    );
    expect(jsdomWindow.status, jsdomWindow.output).toBe(0);
    const setup = run(changed(exampleFiles('setup'), 'rstest.config.ts', "'jsdom'", "'happy-dom'"));
    expect(setup.status, setup.output).toBe(0);
  });

  claim('without the stubs the examples fail with the errors of a missing API', () => {
    const files = ordinaryFiles();
    let withoutStubs = changed(
      files,
      'src/theme.test.ts',
      "rs.stubGlobal('matchMedia', matchMediaFor(['(prefers-color-scheme: dark)']));",
      '',
    );
    withoutStubs = changed(withoutStubs, 'src/theme.test.ts', "rs.stubGlobal('matchMedia', matchMediaFor([]));", '');
    withoutStubs = changed(
      withoutStubs,
      'src/lazy-image.test.ts',
      "rs.stubGlobal('IntersectionObserver', FakeIntersectionObserver);",
      '',
    );
    withoutStubs = changed(
      withoutStubs,
      'src/avatar.test.ts',
      "rs.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillText } as never);",
      '',
    );
    const failed = run(withoutStubs);
    expect(failed.status).toBe(1);
    expect(failed.output).toMatch(/Tests 4 failed/);
    expectPrinted(
      ' FAIL  src/theme.test.ts > uses the dark theme when the system prefers it\nTypeError: window.matchMedia is not a function',
      failed,
    );
    expectPrinted(
      ' FAIL  src/lazy-image.test.ts > loads the image once it comes into view\nReferenceError: IntersectionObserver is not defined',
      failed,
    );
    expectPrinted(
      ` FAIL  src/avatar.test.ts > draws the initials\n${says(PAGE, 'Error: Canvas 2D is not supported')}`,
      failed,
    );

    const setup = exampleFiles('setup');
    const withoutSetup = run(changed(setup, 'rstest.config.ts', "setupFiles: ['./rstest.setup.ts'],", ''));
    expect(withoutSetup.status).toBe(1);
    expectPrinted(
      ` FAIL  src/sidebar.test.ts > mounts expanded on a wide screen\n${says(PAGE, 'TypeError: window.matchMedia is not a function')}`,
      withoutSetup,
    );
  });

  claim('stubs in a beforeEach of the setup file survive unstubGlobals, stubs at its top level do not', () => {
    const setup = exampleFiles('setup');
    const unstubbing = changed(
      setup,
      'rstest.config.ts',
      "testEnvironment: 'jsdom',",
      "testEnvironment: 'jsdom',\n  unstubGlobals: true,",
    );
    const passed = run(unstubbing);
    expect(passed.status, passed.output).toBe(0);

    const topLevel = (files: Record<string, string>) =>
      changed(
        changed(files, 'rstest.setup.ts', 'beforeEach(() => {\n', '{\n'),
        'rstest.setup.ts',
        "rs.stubGlobal('ResizeObserver', ObserverStub);\n});",
        "rs.stubGlobal('ResizeObserver', ObserverStub);\n}",
      );
    // At the top level, the stubs work without the option ...
    const withoutOption = run(topLevel(setup));
    expect(withoutOption.status, withoutOption.output).toBe(0);
    // ... and are gone when the first test starts with it.
    const failed = run(topLevel(unstubbing));
    expect(failed.status).toBe(1);
    expectPrinted(
      ' FAIL  src/sidebar.test.ts > mounts expanded on a wide screen\nTypeError: window.matchMedia is not a function',
      failed,
    );
  });

  claimsAreMarked();
});
