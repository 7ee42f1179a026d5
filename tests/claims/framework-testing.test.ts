// What the Testing React and Vue guide (docs/*/guide/basic/framework-testing.mdx) says beyond its
// runnable examples, proven by running those examples changed the way the page describes. A claim
// is marked on both pages with `{/* proven by tests/claims/framework-testing.test.ts: <test name> */}`;
// a quoted message is a `text` block on both pages, and its lines are compared with the run's output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { findMissingLine } from '../../lib/examples/outcome.mjs';
import { linkPackages } from '../../lib/packages.mjs';
import { LANGS, quote, pageSource as sourceOf } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, ROOT, type RstestRun, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/basic/framework-testing.mdx';
const pageSource = (lang: string) => sourceOf(lang, PAGE);

/** What a reader's terminal gets outside CI services. */
const run = scratchRuns({ env: LOCAL_ENV });

/** The `text` block of the page that contains `marker`; the Chinese page quotes the same block. */
const quoted = (marker: string) => quote(PAGE, marker, (block) => block.lang === 'text');

/** Every line of a quoted block was printed, in order (colours, timings and surrounding spaces aside). */
function expectPrinted(block: string, printed: RstestRun) {
  const missing = findMissingLine(block, printed.output);
  expect(missing, `"${missing?.line}" is not in the output:\n${printed.output}`).toBeUndefined();
}

const { claim, claimsAreMarked, exampleFiles } = pageClaims('framework-testing.test.ts', PAGE, 180_000);

describe(PAGE, () => {
  const react = exampleFiles('react');
  const vue = exampleFiles('vue');

  claim('React logs an act environment error unless IS_REACT_ACT_ENVIRONMENT is set', () => {
    const message = quoted('The current testing environment is not configured to support act(...)');
    const withFlag = run(react, ['Counter.dom']);
    expect(withFlag.status).toBe(0);
    expect(withFlag.output).not.toContain(message);

    const withoutFlag = run(
      changed(react, 'src/Counter.dom.test.tsx', 'Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });', ''),
      ['Counter.dom'],
    );
    expect(withoutFlag.status).toBe(0);
    expectPrinted(message, withoutFlag);
    // One error for each of the four act calls: render, two clicks, unmount.
    expect(withoutFlag.output.split(message).length - 1).toBe(4);
  });

  claim('Testing Library cleans up by itself only when globals is true', () => {
    const withoutCleanup = changed(react, 'rstest.setup.ts', 'cleanup();', '');
    const failed = run(withoutCleanup, ['Counter.test']);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('Found multiple elements with the role "button" and name "Increment"');
    expect(pageSource('en')).toContain('`Found multiple elements with the role "button" and name "Increment"`');
    expect(pageSource('zh')).toContain('`Found multiple elements with the role "button" and name "Increment"`');

    expect(run(withoutCleanup, ['Counter.test', '--globals']).status).toBe(0);
    expect(run(react, ['Counter.test']).status).toBe(0);
  });

  claim('the jest-dom main entry needs globals, its matchers entry works with expect.extend', () => {
    const message = quoted('ReferenceError: expect is not defined.');
    const mainEntry = changed(
      react,
      'rstest.setup.ts',
      "import * as matchers from '@testing-library/jest-dom/matchers';",
      "import '@testing-library/jest-dom';",
    );
    const withoutExtend = changed(mainEntry, 'rstest.setup.ts', 'expect.extend(matchers);', '');
    const failed = run(withoutExtend, ['Counter.test']);
    expect(failed.status).toBe(1);
    expectPrinted(message, failed);

    // With globals, the main entry and Testing Library's own cleanup are enough.
    const onlyMainEntry = { ...react, 'rstest.setup.ts': "import '@testing-library/jest-dom';\n" };
    expect(run(onlyMainEntry, ['Counter.test', '--globals']).status).toBe(0);
  });

  claim('the React examples type-check with the declaration file and not without it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rstest-types-'));
    linkPackages(dir);
    for (const [file, code] of Object.entries(react)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    }
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      }),
    );
    const tsc = () =>
      spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
        encoding: 'utf8',
      });
    const typed = tsc();
    expect(typed.stdout, typed.stdout).toBe('');
    expect(typed.status).toBe(0);

    rmSync(path.join(dir, 'src/jest-dom.d.ts'));
    const untyped = tsc();
    expect(untyped.status).toBe(2);
    expect(untyped.stdout).toContain("Property 'toHaveTextContent' does not exist on type 'Assertion<HTMLElement>'");
  });

  claim('without the React plugin JSX needs React in scope', () => {
    const message = quoted('ReferenceError: React is not defined.');
    const withoutPlugin = changed(react, 'rstest.config.ts', 'plugins: [pluginReact()],', '');
    const failed = run(withoutPlugin);
    expect(failed.status).toBe(1);
    expectPrinted(message, failed);
    // Each of the three tests fails at its first JSX element.
    expect(failed.output).toContain('Tests 3 failed');

    // The classic runtime works once every file with JSX has React in scope.
    const withReact = Object.fromEntries(
      Object.entries(withoutPlugin).map(([file, code]) => [
        file,
        file.endsWith('.tsx') ? `import React from 'react';\n${code}` : code,
      ]),
    );
    expect(run(withReact).status).toBe(0);
  });

  claim('the React and Vue examples pass in jsdom too and need a DOM environment', () => {
    for (const files of [react, vue]) {
      expect(run(files, ['--testEnvironment', 'jsdom']).status).toBe(0);
      const node = run(files, ['--testEnvironment', 'node']);
      expect(node.status).toBe(1);
      expect(node.output).toContain('ReferenceError: document is not defined');
    }
    for (const lang of LANGS) expect(pageSource(lang)).toContain('`ReferenceError: document is not defined`');
  });

  claim(
    'without the Vue plugin the test files that import a .vue file fail before their tests start, the others run',
    () => {
      // The block marks the lines it leaves out with a line of its own, "…".
      const message = quoted('To enable support for Vue, use "@rsbuild/plugin-vue"');
      expect(message.split('\n').map((line) => line.trim())).toContain('…');
      const failed = run({
        ...changed(vue, 'rstest.config.ts', 'plugins: [pluginVue()],', ''),
        'src/plain.test.ts':
          "import { expect, test } from '@rstest/core';\n\ntest('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n",
      });
      expect(failed.status).toBe(1);
      expectPrinted(
        message
          .split('\n')
          .filter((line) => line.trim() !== '…')
          .join('\n'),
        failed,
      );
      // The file that imports the component fails with none of its tests run; the other file runs.
      expect(failed.output).toMatch(/^ ✗ src\/Counter\.test\.ts \(0\)$/m);
      expect(failed.output).toMatch(/^ ✓ src\/plain\.test\.ts \(1\)$/m);
      expect(failed.output).toContain('Test Files 1 failed | 1 passed');
    },
  );

  claimsAreMarked();
});
