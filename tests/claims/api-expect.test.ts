// Claims of docs/*/api/test-api/expect.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-expect.test.ts: <test name> */}`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, expect } from 'vitest';
import { DOCS_DIR } from '../../lib/code-blocks.mjs';
import { LANGS } from '../helpers/page-quotes';
import { ROOT, type RstestRun, runRstest } from '../helpers/rstest';
import { programOf } from '../../lib/typescript';
import { pageClaims } from '../helpers/page-claims';
import { apiPage, type ProbeRun, quoteFiles, runProbes, errorsOf, probeReaders } from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-expect.test.ts', 'api/test-api/expect.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes((file) => file.startsWith('expect/') || quoteFiles('test-api/expect').includes(file)));
}, 300_000);
const { result, allPassed, quotedTest } = probeReaders(() => ({ main, report }));

const SNAPSHOT_TEST = `import { expect, test } from '@rstest/core';
test('snapshot', () => {
  expect({ id: 1 }).toMatchSnapshot();
  expect('inline').toMatchInlineSnapshot();
});
`;

claim('expect: missing snapshots are written, except on CI', () => {
  // A run that no CI detection can see: only the variables a process needs.
  const kept = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT']);
  const bare = Object.fromEntries(
    Object.keys(process.env).map((key) => [key, kept.has(key) ? process.env[key] : undefined]),
  );
  const local = runRstest({ 'snap.test.ts': SNAPSHOT_TEST }, { env: { ...bare, NO_COLOR: '1' } });
  expect(local.status, local.output).toBe(0);
  expect(readFileSync(path.join(local.dir, '__snapshots__/snap.test.ts.snap'), 'utf8')).toContain(
    'exports[`snapshot 1`]',
  );
  expect(readFileSync(path.join(local.dir, 'snap.test.ts'), 'utf8')).toContain('toMatchInlineSnapshot(`"inline"`)');

  const ci = runRstest({ 'snap.test.ts': SNAPSHOT_TEST }, { env: { CI: 'true' } });
  expect(ci.status).not.toBe(0);
  expect(existsSync(path.join(ci.dir, '__snapshots__'))).toBe(false);
  expect(readFileSync(path.join(ci.dir, 'snap.test.ts'), 'utf8')).toBe(SNAPSHOT_TEST);
});

claim('expect: poll must be awaited, shares the test time and refuses some matchers', () => {
  const file = 'expect/poll.test.ts';
  const notAwaited = result(file, 'not awaited');
  expect(notAwaited.status).toBe('fail');
  expect(errorsOf(notAwaited)).toContain('expect.poll(assertion).toBe() was not awaited');
  expect(result(file, 'capped by the time the test has left').status).toBe('pass');
  expect(result(file, 'refuses resolves, rejects, the throw matchers and the snapshot matchers').status).toBe('pass');
});

claim('expect: soft assertions report every failure, inside a test only', () => {
  const soft = result('expect/soft.test.ts', 'two soft failures');
  expect(soft.status).toBe('fail');
  expect(errorsOf(soft)).toBe("expected 1 to be 2 // Object.is equality\nexpected 'a' to be 'b' // Object.is equality");
  expect(result('expect/soft.test.ts', 'outside a test').status).toBe('pass');
});

claim('expect: assertions and hasAssertions fail a test that ran too few', () => {
  const file = 'expect/assertions.test.ts';
  expect(errorsOf(result(file, 'runs too few assertions'))).toBe('expected number of assertions to be 2, but got 1');
  expect(errorsOf(result(file, 'runs no assertion'))).toBe('expected any number of assertion, but got none');
});

claim('expect: an async custom matcher makes the assertion a promise', () => {
  allPassed('expect/async-matcher.test.ts');
});

claim('expect: returned() without a value checks that the mock returned', () => {
  allPassed('expect/returned.test.ts');
});

/** The lines (from 1) on which TypeScript reports an error for `source`, type-checked against the installed package. */
function typeErrorLines(source: string): number[] {
  const file = path.join(DOCS_DIR, '..', '__claims_types__.ts');
  const { program, sourceFile } = programOf(file, source);
  return ts
    .getPreEmitDiagnostics(program, sourceFile)
    .map((d) => sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line + 1);
}

claim(
  'expect: calledBefore and calledAfter reject an rs.fn() mock in TypeScript only',
  () => {
    const source = [
      "import { expect, rs } from '@rstest/core';",
      'const first = rs.fn();',
      'const second = rs.fn();',
      'expect(first).toHaveBeenCalledBefore(second);',
      'expect(first).to.have.been.calledBefore(second);',
      'expect(second).to.have.been.calledAfter(first);',
    ].join('\n');
    expect(typeErrorLines(source)).toEqual([5, 6]);
    // At runtime both pass: the chai-mock/calledBefore and calledAfter examples on the page run them.
  },
  120_000,
);

claim('quoted messages: expect', quotedTest('test-api/expect'));

claim(
  'expect.element exists at run time, untyped, and throws outside browser mode',
  () => {
    const project = runRstest({
      'src/element.test.ts': `import { expect, test } from '@rstest/core';
test('element', () => {
  let message = '';
  try {
    (expect as unknown as { element: (value: unknown) => unknown }).element({});
  } catch (error) {
    message = (error as Error).message;
  }
  console.log('SEEN ' + JSON.stringify({ type: typeof (expect as unknown as { element?: unknown }).element, message }));
});
`,
    });
    expect(project.status, project.output).toBe(0);
    const seen = JSON.parse(/^SEEN (.*)$/m.exec(project.output)?.[1] ?? 'null') as { type: string; message: string };
    expect(seen.type).toBe('function');
    const quoted = 'expect.element() is only available in browser mode.';
    expect(seen.message.startsWith(quoted), seen.message).toBe(true);
    for (const lang of LANGS) expect(apiPage(lang, 'test-api/expect')).toContain(`\`${quoted}\``);
    // ExpectStatic, the type of expect, does not declare it.
    const dts = readFileSync(path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts'), 'utf8');
    const expectStatic = /export declare interface ExpectStatic [^{]*\{([\s\S]*?)\n\}/.exec(dts)?.[1] ?? '';
    expect(expectStatic).toContain('poll:');
    expect(expectStatic).not.toContain('element');
  },
  120_000,
);

claimsAreMarked();
