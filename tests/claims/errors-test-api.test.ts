// The messages quoted by the error reference page on tests, hooks, fixtures, expect and snapshots
// (docs/*/guide/errors/test-api.mdx), each printed by a real run. Every entry is marked on both pages
// with `{/* proven by tests/claims/errors-test-api.test.ts: <test name> */}`.
//
// To save CPU, the messages raised inside test files share one `rstest run` of many small files, with
// `isolate: false` (the messages are the same as with isolation): each file, or each named test in
// it, triggers one message, and a claim finds that message in the output under the file's
// `FAIL src/x.test.ts > test` heading (or its `warn |` log). Files under `fixed/` show the fixes and
// must pass. What needs isolated workers or another config (passWithNoTests; an assertion whose
// failure crashes the worker; an obsolete snapshot, reported only when no other snapshot is) runs in a
// second run, started at the same time, and so does a third, whose exit code only an assertion that
// fails after its file has finished decides.
import { realpathSync } from 'node:fs';
import { describe, expect } from 'vitest';
import type { CodeBlock } from '../../lib/code-blocks.mjs';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';
import { startRstest } from '../helpers/interactive';
import { pageClaims } from '../helpers/page-claims';
import { printedUnder, says, sectionBlocks } from '../helpers/page-quotes';
import { LOCAL_ENV, scratchProject } from '../helpers/rstest';

const PAGE = 'guide/errors/test-api.mdx';
const { claim, claimsAreMarked } = pageClaims('errors-test-api.test.ts', PAGE, 240_000);

/** The code blocks of an entry that show code: the code that fails, then (when shown) the fix. */
const codeOf = (id: string): CodeBlock[] => {
  const blocks = sectionBlocks(PAGE, id).filter((block) => block.lang === 'ts');
  for (const block of blocks) expect(block.title, `{#${id}} names its file`).toMatch(/^src\/.+\.test\.ts$/);
  return blocks;
};
/** The files of the entries that show code: each failing file at its title, each fix under `fixed/`. */
const pageFiles = () =>
  Object.fromEntries(
    ['third-argument-must-be-a-number', 'test-inside-a-test', 'object-destructuring-pattern'].flatMap((id) => {
      const [failing, fix] = codeOf(id);
      return [
        [failing.title as string, `${failing.code}\n`],
        [`fixed/${fix.title}`, `${fix.code}\n`],
      ];
    }),
  );

const ts = (lines: string[]) => `${lines.join('\n')}\n`;
const IMPORTS =
  "import { afterAll, assert, beforeAll, beforeEach, describe, expect, onTestFailed, onTestFinished, rs, test } from '@rstest/core';";
/** A test file of `tests` (name → body), each a test of its own. */
const testsFile = (tests: Record<string, string>, head = '') =>
  ts([
    IMPORTS,
    head,
    ...Object.entries(tests).map(([name, body]) => `test(${JSON.stringify(name)}, async () => {\n  ${body}\n});`),
  ]);
/** A test file whose top level is `code` (a message raised while the file loads). */
const loadFile = (code: string) => ts([IMPORTS, code, "test('runs', () => {});"]);

const BATCH: Record<string, string> = {
  'rstest.config.ts':
    "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ isolate: false });\n",
  // Tests and suites
  'src/describe-options.test.ts': loadFile(
    "describe('profile', () => {\n  test('loads', () => {});\n}, { timeout: 10_000 } as any);",
  ),
  'fixed/src/timeout-number.test.ts': ts([
    IMPORTS,
    "test('loads the profile', async () => {\n  expect(await Promise.resolve('ada')).toBe('ada');\n}, 10_000);",
  ]),
  'src/hook-test.test.ts': ts([
    IMPORTS,
    "beforeAll(() => {\n  test('adds an item', () => {});\n});",
    "test('cart', () => {});",
  ]),
  'src/events.test.ts': ts([
    "import { EventEmitter } from 'node:events';",
    IMPORTS,
    "test('emits ready', (done) => {\n  const emitter = new EventEmitter();\n  emitter.on('ready', (value) => {\n    expect(value).toBe(42);\n    done();\n  });\n  emitter.emit('ready', 42);\n});",
  ]),
  'src/checkout.test.ts': ts([
    IMPORTS,
    "describe('checkout', () => {});",
    "test('adds', () => {\n  expect(1 + 1).toBe(2);\n});",
  ]),
  'fixed/src/checkout.test.ts': ts([
    IMPORTS,
    "describe.todo('checkout');",
    "describe.skip('payment', () => {});",
    "test('adds', () => {\n  expect(1 + 1).toBe(2);\n});",
  ]),
  'src/helpers.test.ts': 'export const helper = (n: number) => n + 1;\n',
  'src/fails.test.ts': ts([
    IMPORTS,
    "test.fails('rounds 1.005 up', () => {\n  expect(Math.round(1.005 * 100) / 100).toBe(1);\n});",
  ]),
  // Hooks
  'src/finished-top.test.ts': loadFile('onTestFinished(() => {});'),
  'src/failed-describe.test.ts': loadFile(
    "describe('payment', () => {\n  onTestFailed(() => {});\n  test('pays', () => {});\n});",
  ),
  'src/failed-hook.test.ts': loadFile('beforeAll(() => {\n  onTestFailed(() => {});\n});'),
  'fixed/src/finished.test.ts': ts([
    IMPORTS,
    'const done: string[] = [];',
    'beforeEach(() => {\n  onTestFinished(({ task }) => {\n    done.push(task.name);\n  });\n});',
    "test('first', () => {\n  onTestFailed(() => {});\n});",
    "test('second', () => {\n  expect(done).toEqual(['first']);\n});",
  ]),
  // Fixtures
  'src/fixture-context.test.ts': loadFile(
    "const todoTest = test.extend({\n  todos: async (context, use) => {\n    await use([]);\n  },\n});\ntodoTest('starts empty', ({ todos }) => {});",
  ),
  'fixed/src/fixture-context.test.ts': ts([
    IMPORTS,
    "const dbTest = test.extend('db', ({}, { onCleanup }) => {\n  onCleanup(() => {});\n  return { rows: [] as string[] };\n});",
    "dbTest('is empty', ({ db }) => {\n  expect(db.rows).toEqual([]);\n});",
  ]),
  'src/fixture-defaults.test.ts': ts([
    IMPORTS,
    'const todoTest = test.extend({ todos: [] as string[], user: "ada" });',
    "todoTest('default for the context', ({ todos } = {}) => {});",
    "todoTest('default for a fixture', ({ todos = [] }) => {});",
    "todoTest('rest of the fixtures', ({ todos, ...rest }) => {});",
  ]),
  'src/circular.test.ts': ts([
    IMPORTS,
    'const sessionTest = test.extend({\n  user: async ({ session }, use) => {\n    await use(session);\n  },\n  session: async ({ user }, use) => {\n    await use(user);\n  },\n});',
    "sessionTest('signs in', ({ session }) => {});",
  ]),
  'src/hook-fixture.test.ts': ts([
    IMPORTS,
    "const dbTest = test.extend('db', { rows: [] });",
    "describe('rows', () => {\n  beforeEach(({ user }) => {});\n  dbTest('reads', ({ db }) => {});\n});",
  ]),
  'fixed/src/hook-fixture.test.ts': ts([
    IMPORTS,
    "const dbTest = test.extend('db', { rows: [] as string[] });",
    "describe('rows', () => {\n  beforeEach(({ db }) => {\n    db.rows.push('ada');\n  });\n  dbTest('reads', ({ db }) => {\n    expect(db.rows).toEqual(['ada']);\n  });\n});",
  ]),
  'src/on-cleanup.test.ts': ts([
    IMPORTS,
    "const dbTest = test.extend('db', ({}, { onCleanup }) => {\n  onCleanup(() => {});\n  onCleanup(() => {});\n  return {};\n});",
    "dbTest('opens', ({ db }) => {});",
  ]),
  'src/extend-name-only.test.ts': loadFile("const dbTest = (test.extend as any)('db');"),
  'src/extend-two-objects.test.ts': loadFile('const dbTest = (test.extend as any)({ db: 1 }, { user: 2 });'),
  'src/extend-scope.test.ts': loadFile("const dbTest = test.extend('db', { scope: 'suite' } as any, () => 1);"),
  'src/extend-auto.test.ts': loadFile(
    "const dbTest = test.extend('db', { scope: 'file', auto: true } as any, () => 1);",
  ),
  'src/fixture-name.test.ts': loadFile("const apiTest = test.extend('expect', 1);"),
  'src/fixture-name-dash.test.ts': loadFile("const apiTest = test.extend('api-client', 1);"),
  'src/file-in-describe.test.ts': loadFile(
    "describe('db', () => {\n  const dbTest = test.extend('db', { scope: 'file' }, () => 1);\n});",
  ),
  'src/worker-in-describe.test.ts': loadFile(
    "describe('db', () => {\n  const dbTest = test.extend('db', { scope: 'worker' }, () => 1);\n});",
  ),
  'src/override.test.ts': loadFile(
    "const dbTest = test.extend('db', { scope: 'file' }, () => 1).extend('db', () => 2);",
  ),
  'src/override-existing.test.ts': loadFile(
    "const dbTest = test.extend('db', 1).extend('db', { scope: 'file' }, () => 2);",
  ),
  'fixed/src/override.test.ts': ts([
    IMPORTS,
    "const dbTest = test.extend('db', 1).extend('db', 2);",
    "dbTest('uses the last', ({ db }) => {\n  expect(db).toBe(2);\n});",
  ]),
  'src/scoped-context.test.ts': loadFile("const dbTest = test.extend('db', { scope: 'file' }, ({ task }) => 1);"),
  'src/scoped-narrow.test.ts': loadFile(
    "const dbTest = test.extend('user', 'ada').extend('db', { scope: 'file' }, ({ user }) => 1);",
  ),
  'src/scoped-typo.test.ts': loadFile(
    "const dbTest = test\n  .extend('user', { scope: 'file' }, () => 'ada')\n  .extend('db', { scope: 'file' }, ({ usr }: any) => 1);",
  ),
  // expect used wrongly
  'src/expect.test.ts': testsFile(
    {
      misspelled: '(expect([1]) as any).toEqul([1]);',
      'jest-dom': '(expect({}) as any).toBeInTheDocument();',
      'toBe.true': '(expect(true).toBe as any).true;',
      'equal.length': '(expect([1]).to.equal as any).length;',
      'include.length': '(expect([1, 2]).to.include as any).length;',
      'toMatch on a number': 'expect(42 as any).toMatch(/^\\d+$/);',
      'greater than a string': "expect('5' as any).toBeGreaterThan(3);",
      'greater than or equal to a string': "expect(5).toBeGreaterThanOrEqual('5' as any);",
      'less than or equal on undefined': 'expect(undefined as any).toBeLessThanOrEqual(3);',
      'not a spy': 'expect(() => {}).toHaveBeenCalled();',
      'not a spy before': 'expect(rs.fn()).toHaveBeenCalledBefore((() => {}) as any);',
      'not a spy after': 'expect(rs.fn()).toHaveBeenCalledAfter((() => {}) as any);',
      'resolves a function': 'await expect(async () => 1).resolves.toBe(1);',
      'rejects a number': 'const load = () => 42;\n  await expect(load()).rejects.toThrow();',
      'rejects calls a function':
        "await expect(async () => {\n    throw new Error('offline');\n  }).rejects.toThrow('offline');",
      'toBeOneOf a string': "expect('open').toBeOneOf('open' as any);",
      'any without a class': 'expect(1).toEqual((expect.any as any)());',
      'stringContaining a number': "expect('a').toEqual(expect.stringContaining(1 as any));",
      'stringMatching a number': "expect('a').toEqual(expect.stringMatching(1 as any));",
      'closeTo a string': "expect(1).toEqual(expect.closeTo('1' as any));",
      'closeTo precision a string': "expect(1).toEqual(expect.closeTo(1, '2' as any));",
      'objectContaining a string': "expect({}).toEqual(expect.objectContaining('a' as any));",
      'arrayContaining a string': "expect([]).toEqual(expect.arrayContaining('a' as any));",
      'schemaMatching an object': 'expect({}).toEqual(expect.schemaMatching({} as any));',
      'async schema':
        "const schema = { '~standard': { version: 1, vendor: 'demo', validate: async (value: unknown) => ({ value }) } };\n  expect({}).toEqual(expect.schemaMatching(schema as any));",
      'equality testers': 'expect.addEqualityTesters((() => true) as any);',
      'poll toThrow': 'await expect.poll(() => 1).toThrow();',
      'poll resolves': 'await (expect.poll(() => Promise.resolve(1)) as any).resolves.toBe(1);',
      'poll rejects': 'await (expect.poll(() => Promise.resolve(1)) as any).rejects.toThrow();',
      'poll snapshot': 'await (expect.poll(() => 1) as any).toMatchSnapshot();',
      'poll awaits the promise': "await expect.poll(() => Promise.resolve('ready')).toBe('ready');",
      'poll not awaited': 'expect.poll(() => 1).toBe(1);',
      'poll timeout': "await expect.poll(() => 'pending').toBe('ready');",
      element: "(expect as any).element('button');",
      assertions: 'expect.assertions(2);\n  expect(1).toBe(1);',
      'has assertions': 'expect.hasAssertions();',
      serialize: '(expect.soft(1) as any).toExplode();',
      'resolves not awaited': 'expect(Promise.resolve(1)).resolves.toBe(1);',
      'rejects not awaited': "expect(Promise.reject(new Error('offline'))).rejects.toThrow('offline');",
      'file snapshot not awaited': "expect('total: 570').toMatchFileSnapshot('./__snapshots__/total.txt');",
    },
    "expect.extend({\n  toExplode() {\n    const error: any = new Error('connection refused');\n    error.toJSON = () => {\n      throw new Error('toJSON failed');\n    };\n    throw error;\n  },\n});",
  ),
  'src/dom.test.ts': ts([
    '// @rstest-environment happy-dom',
    IMPORTS,
    "test('a text', () => {\n  document.body.innerHTML = '<button>Save</button>';\n  expect(document.body).toContain('Save' as any);\n});",
    "test('the text content', () => {\n  document.body.innerHTML = '<button>Save</button>';\n  expect(document.body.textContent).toContain('Save');\n});",
  ]),
  'src/soft-top.test.ts': loadFile('expect.soft(1).toBe(1);'),
  'src/poll-describe.test.ts': loadFile(
    "describe('status', () => {\n  expect.poll(() => 1).toBe(1);\n  test('ready', () => {});\n});",
  ),
  'src/chai.test.ts': testsFile({
    'above a string': "expect(5).to.be.above('3' as any);",
    'least a string': "expect(5).to.be.at.least('3' as any);",
    'below a string': "expect(5).to.be.below('3' as any);",
    'most a string': "expect(5).to.be.at.most('3' as any);",
    'within strings': "expect(5).to.be.within('1' as any, 9);",
    'a string above': "expect('5' as any).to.be.above(3);",
    'a date above a number': 'expect(new Date()).to.be.above(3 as any);',
    'a date least a number': 'expect(new Date()).to.be.at.least(3 as any);',
    'a date below a number': 'expect(new Date()).to.be.below(3 as any);',
    'a date most a number': 'expect(new Date()).to.be.at.most(3 as any);',
    'a date within numbers': 'expect(new Date()).to.be.within(1 as any, 9 as any);',
    'include on a number': 'expect(5).to.include(5 as any);',
    'deep include on a WeakSet': 'expect(new WeakSet()).to.deep.include({});',
    'empty on a WeakMap': 'expect(new WeakMap()).to.be.empty;',
    'empty on a function': 'expect(function loadUsers() {}).to.be.empty;',
    'empty on a number': 'expect(5).to.be.empty;',
    'property an object': 'expect({}).to.have.property({} as any);',
    'nested property a number': 'expect({}).to.have.nested.property(5 as any);',
    'nested own property': "expect({}).to.have.nested.own.property('a.b');",
    'property of null': "expect(null).to.have.property('a');",
    'keys mixed': "expect({ a: 1 }).to.have.keys(['a'], 'b' as any);",
    'keys none': 'expect({ a: 1 }).to.have.keys();',
    'closeTo without delta': 'expect(0.3).to.be.closeTo(0.3, undefined as any);',
    'closeTo without expected': 'expect(0.3).to.be.closeTo(undefined as any, 0.001);',
    'instanceOf a number': 'expect({}).to.be.instanceOf(5 as any);',
    operator: "assert.operator(1, '<>' as any, 2);",
    'operator with a message': "assert.operator(1, '<>' as any, 2, 'compare');",
    'operator not equal': "assert.operator(1, '!==', 2);",
  }),
  // Snapshots
  'src/snapshot.test.ts': testsFile({
    'not toMatchSnapshot': 'expect(1).not.toMatchSnapshot();',
    'not matchSnapshot': '(expect(1).not as any).matchSnapshot();',
    'not toMatchInlineSnapshot': 'expect(1).not.toMatchInlineSnapshot();',
    'not toMatchFileSnapshot': "await expect(1).not.toMatchFileSnapshot('./__snapshots__/one.txt');",
    'not toThrowErrorMatchingSnapshot':
      "expect(() => {\n    throw new Error('x');\n  }).not.toThrowErrorMatchingSnapshot();",
    'not toThrowErrorMatchingInlineSnapshot':
      "expect(() => {\n    throw new Error('x');\n  }).not.toThrowErrorMatchingInlineSnapshot();",
    'properties of a number': 'expect(1).toMatchSnapshot({ id: expect.any(Number) } as any);',
    'properties mismatch': "expect({ id: 'a1' }).toMatchSnapshot({ id: expect.any(Number) });",
    'inline in a loop': 'for (const total of [570, 120]) expect(total).toMatchInlineSnapshot();',
    'throw snapshot of a promise':
      "const fetchUser = async () => {\n    throw new Error('offline');\n  };\n  expect(fetchUser()).toThrowErrorMatchingSnapshot();",
    'throw snapshot of a function that returns': "expect(() => 'ok').toThrowErrorMatchingSnapshot();",
    'throw snapshot of a rejection':
      "const fetchUser = async () => {\n    throw new Error('offline');\n  };\n  await expect(fetchUser()).rejects.toThrowErrorMatchingSnapshot();",
    'without a stack trace':
      'const limit = Error.stackTraceLimit;\n  Error.stackTraceLimit = 0;\n  try {\n    expect(570).toMatchInlineSnapshot();\n  } finally {\n    Error.stackTraceLimit = limit;\n  }',
  }),
  'src/each.test.ts': ts([
    IMPORTS,
    "test.each([570, 120])('total %s', (total) => {\n  expect(total).toMatchInlineSnapshot();\n});",
  ]),
  'src/receipt.test.ts': ts([
    IMPORTS,
    "test('prints a receipt', () => {\n  expect({ total: 5.7 }).toMatchSnapshot();\n});",
  ]),
  'src/__snapshots__/receipt.test.ts.snap':
    '// Rstest Snapshot v1\n\nexports[`prints a receipt 1`] = `\n{\n  "total": 570,\n}\n`;\n',
  'src/snapshot-top.test.ts': loadFile('expect({ total: 570 }).toMatchSnapshot();'),
  'src/throw-snapshot-describe.test.ts': loadFile(
    "describe('parse', () => {\n  expect(() => {\n    throw new Error('empty');\n  }).toThrowErrorMatchingSnapshot();\n  test('parses', () => {});\n});",
  ),
  'src/file-snapshot-top.test.ts': loadFile(
    "expect('total: 570').toMatchFileSnapshot('./__snapshots__/total-top.txt');",
  ),
  'src/report.test.ts': loadFile('expect({ total: 570 }).toMatchInlineSnapshot();'),
};

/** Files of the second run: isolated workers and `passWithNoTests`. */
const SLOW: Record<string, string> = {
  'rstest.config.ts':
    "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ passWithNoTests: true });\n",
  'src/checkout.test.ts': BATCH['src/checkout.test.ts'],
  'src/helpers.test.ts': BATCH['src/helpers.test.ts'],
  'src/unawaited.test.ts': ts([
    IMPORTS,
    "test('loads the count', () => {\n  expect(Promise.resolve(1)).resolves.toBe(2);\n});",
  ]),
  'src/refund.test.ts': ts([
    IMPORTS,
    "test('prints a credit note', () => {\n  expect({ total: -570 }).toMatchSnapshot();\n});",
  ]),
  'src/__snapshots__/refund.test.ts.snap':
    '// Rstest Snapshot v1\n\nexports[`prints a credit note 1`] = `\n{\n  "total": -570,\n}\n`;\n\nexports[`prints a refund 1`] = `\n{\n  "total": -570,\n}\n`;\n',
};

/**
 * A run of its own, whose exit code only this file decides: an assertion that is not awaited and fails
 * 5 s later, long after its file has finished; the next test checks that it has not settled yet.
 */
const LATE: Record<string, string> = {
  'src/late.test.ts': ts([
    IMPORTS,
    'let settled = false;',
    "test('loads the count', () => {\n  const count = new Promise((resolve) => setTimeout(() => resolve(1), 5000));\n  count.finally(() => {\n    settled = true;\n  });\n  expect(count).resolves.toBe(2);\n});",
    "test('runs next', () => {\n  expect(settled).toBe(false);\n});",
  ]),
};

interface Run {
  /** The scratch project. */
  dir: string;
  output: string;
  status: number | null;
  /** The output under each `FAIL <file> [> test]` heading of the summary and each `warn | <file> > test` log. */
  under: (heading: string) => string;
}

/** Reads a run's output: the project folder as `/path/to/project`, and the text under each heading. */
function readRun(dir: string, output: string, status: number | null): Run {
  let text = output;
  for (const folder of new Set([realpathSync(dir), dir])) text = text.split(folder).join('/path/to/project');
  const chunks = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const heading = /^ FAIL {2}(.+?)\s*$/.exec(line) ?? /^(?:log|warn|error) +\| (.+?)\s*$/.exec(line);
    if (heading) {
      current = chunks.get(heading[1]) ?? [];
      chunks.set(heading[1], current);
    } else if (/^ [✓✗] |^ {3}Snapshots |^ Test Files /.test(line)) current = undefined;
    else current?.push(line);
  }
  return {
    dir,
    output: text,
    status,
    under: (heading) => {
      const lines = chunks.get(heading);
      expect(lines, `the run prints a failure or warning under "${heading}"`).toBeDefined();
      return (lines as string[]).join('\n');
    },
  };
}

/** Runs the pinned CLI in a fresh project without blocking, so that the two runs overlap. */
async function startRun(files: Record<string, string>): Promise<Run> {
  const { dir } = scratchProject(files);
  const child = startRstest(dir, ['run'], { env: LOCAL_ENV });
  const { code } = await child.exit;
  return readRun(dir, child.output(), code);
}

/** The fix of {#number-or-bigint}, as the page writes it, on a string: it passes. */
const orderingFix = () => ({
  'fixed/src/ordering.test.ts': ts([
    IMPORTS,
    `test('compares the converted value', () => {\n  const input = '5';\n  ${says(PAGE, '`expect(Number(input)).toBeGreaterThan(3)`').slice(1, -1)};\n});`,
  ]),
});

/** The serializer the page shows and its fix, in a project of the third run (`formatFiles`). */
const serializerFiles = () => {
  const [failing] = codeOf('serializer-must-return-string');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
  const fix = says(PAGE, '`` serialize: (value) => `${value.cents / 100} EUR` ``').slice(3, -3);
  const broken = 'serialize: (value) => value.cents / 100,';
  expect(failing.code).toContain(broken);
  return {
    [failing.title as string]: `${failing.code}\n`,
    [`fixed/${failing.title}`]: `${failing.code.replace(broken, `${fix},`)}\n`,
  };
};

/**
 * A third run, of one project per snapshotFormat (a misspelled key, min alone, and the page's fix) and
 * one for the serializer files: in the second run, a snapshot would stop the report of the obsolete one.
 */
const formatFiles = () => {
  const fix = says(PAGE, '`snapshotFormat: { min: true, indent: 0 }`').slice(1, -1);
  const snapshots = ts([
    IMPORTS,
    "test('snapshot', () => {\n  expect({ items: ['tea', 'milk'] }).toMatchSnapshot();\n});",
    "test('inline snapshot', () => {\n  expect({ id: 7 }).toMatchInlineSnapshot();\n});",
  ]);
  return {
    'rstest.config.ts': ts([
      "import { defineConfig } from '@rstest/core';",
      '',
      'export default defineConfig({',
      '  projects: [',
      `    { name: 'typo', include: ['typo/**/*.test.ts'], snapshotFormat: { ${says(PAGE, '`escapeStrings`').slice(1, -1)}: false } as any },`,
      "    { name: 'min', include: ['min/**/*.test.ts'], snapshotFormat: { min: true } },",
      `    { name: 'fixed', include: ['fixed/src/order.test.ts'], ${fix} },`,
      "    { name: 'serializer', include: ['src/price.test.ts', 'fixed/src/price.test.ts'] },",
      '  ],',
      '});',
    ]),
    'typo/src/order.test.ts': snapshots,
    'min/src/order.test.ts': snapshots,
    'fixed/src/order.test.ts': snapshots,
    ...serializerFiles(),
  };
};

let batch: Promise<Run> | undefined;
let slow: Promise<Run> | undefined;
let late: Promise<Run> | undefined;
let format: Promise<Run> | undefined;
/** Both runs start at the first claim that needs either. */
const runs = () => {
  batch ??= startRun({ ...BATCH, ...pageFiles(), ...orderingFix() });
  slow ??= startRun(SLOW);
  late ??= startRun(LATE);
  return { batch, slow, late };
};
const batchRun = () => runs().batch;
const slowRun = () => runs().slow;
const lateRun = () => runs().late;
/** The snapshotFormat run starts when its claim needs it. */
const formatRun = () => {
  format ??= startRun(formatFiles());
  return format;
};

/** Each non-empty line of `block`, in order, is a whole line (spaces around it aside) of `text`. */
function expectLines(text: string, block: string) {
  const lines = text.split('\n').map((line) => line.trim());
  let at = 0;
  for (const wanted of block.split('\n').map((line) => line.trim())) {
    if (!wanted) continue;
    const found = lines.indexOf(wanted, at);
    expect(found, `"${wanted}" is printed, after the lines before it, in:\n${text}`).toBeGreaterThan(-1);
    at = found + 1;
  }
}

/**
 * The page's block under `{#id}` is printed under the headings given, one after the other, and each
 * heading has at least one of its lines.
 */
async function printedAs(id: string, headings: string[], run = batchRun) {
  const result = await run();
  const block = printedUnder(PAGE, id);
  const quoted = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const heading of headings) {
    const lines = result
      .under(heading)
      .split('\n')
      .map((line) => line.trim());
    expect(
      quoted.some((line) => lines.includes(line)),
      `a line of {#${id}} is printed under "${heading}"`,
    ).toBe(true);
  }
  expectLines(headings.map((heading) => result.under(heading)).join('\n'), block);
  return result;
}

/** A file of the batch passes with `tests` tests (any number when not given). */
async function passes(file: string, tests?: number) {
  const { output } = await batchRun();
  expect(output, `${file} passes`).toMatch(new RegExp(`^ ✓ ${escapeRegExp(file)} \\(${tests ?? '\\d+'}\\)`, 'm'));
}

/**
 * A test of a failing file of the batch passes: the summary has no failure of it (the default
 * reporter lists only the failed tests of a file).
 */
async function testPasses(file: string, name: string) {
  expect(BATCH[file], `${file} has the test ${name}`).toMatch(new RegExp(`['"]${escapeRegExp(name)}['"]`));
  expect((await batchRun()).output, `${file} > ${name} passes`).not.toContain(` FAIL  ${file} > ${name}`);
}

describe(`${PAGE}: tests and suites`, () => {
  claim('options after the function fail the file, options before it pass', async () => {
    const [failing, fix] = codeOf('third-argument-must-be-a-number');
    const result = await printedAs('third-argument-must-be-a-number', [
      failing.title as string,
      'src/describe-options.test.ts',
    ]);
    expect(result.status).toBe(1);
    await passes(`fixed/${fix.title}`, 1);
    await passes('fixed/src/timeout-number.test.ts', 1);
  });

  claim('a test declared in a test or a hook cannot run, a test in a describe runs', async () => {
    const [failing, fix] = codeOf('test-inside-a-test');
    await printedAs('test-inside-a-test', [`${failing.title} > cart`, 'src/hook-test.test.ts']);
    await passes(`fixed/${fix.title}`, 1);
  });

  claim('calling done fails the test', async () => {
    await printedAs('done-callback', ['src/events.test.ts > emits ready']);
  });

  claim('an empty describe fails the file unless it is skipped or passWithNoTests is on', async () => {
    await printedAs('no-test-found-in-suite', ['src/checkout.test.ts']);
    await testPasses('src/checkout.test.ts', 'adds');
    await passes('fixed/src/checkout.test.ts');
    expect((await slowRun()).output).toMatch(/^ ✓ src\/checkout\.test\.ts \(1\)/m);
  });

  claim('a test file without tests fails unless passWithNoTests is on', async () => {
    await printedAs('no-test-suites-found-in-file', ['src/helpers.test.ts']);
    expect((await slowRun()).output).toMatch(/^ ✓ src\/helpers\.test\.ts \(0\)/m);
  });

  claim('a test.fails test that passes is reported as Expect test to fail', async () => {
    await printedAs('expect-test-to-fail', ['src/fails.test.ts > rounds 1.005 up']);
  });
});

describe(`${PAGE}: hooks`, () => {
  claim('onTestFinished and onTestFailed fail outside a test and work in beforeEach', async () => {
    await printedAs('on-test-finished-outside-a-test', ['src/finished-top.test.ts', 'src/failed-hook.test.ts']);
    expect((await batchRun()).under('src/failed-describe.test.ts')).toContain(
      'Error: onTestFailed() can only be called inside a test',
    );
    await passes('fixed/src/finished.test.ts', 2);
  });
});

describe(`${PAGE}: fixtures`, () => {
  claim('a named context parameter fails a fixture function and a test, destructuring passes', async () => {
    const [failing, fix] = codeOf('object-destructuring-pattern');
    await printedAs('object-destructuring-pattern', [`${failing.title} > starts empty`, 'src/fixture-context.test.ts']);
    await passes(`fixed/${fix.title}`, 1);
    // `{}` for a fixture function that uses no other fixture.
    await passes('fixed/src/fixture-context.test.ts', 1);
  });

  claim('defaults and rest properties in fixture destructuring fail the test', async () => {
    await printedAs(
      'fixture-destructuring',
      ['default for the context', 'default for a fixture', 'rest of the fixtures'].map(
        (name) => `src/fixture-defaults.test.ts > ${name}`,
      ),
    );
  });

  claim('fixtures that depend on each other fail with Circular fixture dependency', async () => {
    await printedAs('circular-fixture-dependency', ['src/circular.test.ts > signs in']);
  });

  claim('a hook that destructures a fixture the test lacks fails the test', async () => {
    await printedAs('hook-unknown-fixture', ['src/hook-fixture.test.ts > rows > reads']);
    await passes('fixed/src/hook-fixture.test.ts', 1);
  });

  claim('a second onCleanup call fails the test', async () => {
    await printedAs('on-cleanup-once', ['src/on-cleanup.test.ts > opens']);
  });

  claim('test.extend with the wrong arguments fails the file', async () => {
    await printedAs('test-extend-arguments', [
      'src/extend-name-only.test.ts',
      'src/extend-two-objects.test.ts',
      'src/extend-scope.test.ts',
    ]);
    expect((await batchRun()).under('src/extend-auto.test.ts')).toContain(
      "Error: test.extend(name, options, fixture) expects { scope: 'file' | 'worker' } as options.",
    );
  });

  claim('a fixture named like the test context fails the file', async () => {
    await printedAs('invalid-fixture-name', ['src/fixture-name.test.ts']);
    expect((await batchRun()).under('src/fixture-name-dash.test.ts')).toContain(
      'Error: Invalid named fixture name "api-client".',
    );
  });

  claim('a file or worker fixture defined in a describe fails the file', async () => {
    await printedAs('scoped-fixture-top-level', ['src/file-in-describe.test.ts', 'src/worker-in-describe.test.ts']);
  });

  claim('a scoped fixture cannot be overridden and cannot override', async () => {
    await printedAs('scoped-fixture-override', ['src/override.test.ts', 'src/override-existing.test.ts']);
    await passes('fixed/src/override.test.ts', 1);
  });

  claim('a file fixture that uses the test context, a test fixture or a misspelled name fails the file', async () => {
    await printedAs('scoped-fixture-dependency', ['src/scoped-context.test.ts', 'src/scoped-narrow.test.ts']);
    // A misspelled name (`usr` where the file fixture is `user`) is taken for a property of the test context.
    says(PAGE, '`usr`');
    const [context] = printedUnder(PAGE, 'scoped-fixture-dependency').split('\n');
    expect(context).toContain('"task"');
    expect((await batchRun()).under('src/scoped-typo.test.ts')).toContain(context.replace('"task"', '"usr"'));
    expect((await batchRun()).output).toMatch(/^ ✗ src\/scoped-typo\.test\.ts \(0\)/m);
  });
});

describe(`${PAGE}: expect`, () => {
  const test = (name: string) => `src/expect.test.ts > ${name}`;

  claim('an unknown matcher fails with Invalid Chai property', async () => {
    await printedAs(
      'invalid-chai-property',
      ['misspelled', 'jest-dom', 'toBe.true', 'equal.length', 'include.length'].map(test),
    );
  });

  claim('toMatch on a number fails', async () => {
    await printedAs('to-match-expects-a-string', [test('toMatch on a number')]);
  });

  claim('ordering matchers fail on a value that is not a number or bigint, a converted value passes', async () => {
    await printedAs('number-or-bigint', [test('greater than a string'), test('greater than or equal to a string')]);
    expect((await batchRun()).under(test('less than or equal on undefined'))).toContain(
      `TypeError: actual value must be number or bigint, ${says(PAGE, '`received "undefined"`').slice(1, -1)}`,
    );
    await passes('fixed/src/ordering.test.ts', 1);
  });

  claim('mock matchers fail on a plain function', async () => {
    await printedAs('not-a-spy', [test('not a spy'), test('not a spy before')]);
    expect((await batchRun()).under(test('not a spy after'))).toContain(
      'TypeError: [Function] is not a spy or a call to a spy',
    );
  });

  claim('resolves and rejects need a promise', async () => {
    await printedAs('resolves-without-a-promise', [test('resolves a function'), test('rejects a number')]);
    await testPasses('src/expect.test.ts', 'rejects calls a function');
  });

  claim(
    'an assertion that is not awaited warns, is not waited for, and fails the file only while the file runs',
    async () => {
      await printedAs('assertion-not-awaited', [test('resolves not awaited'), test('file snapshot not awaited')]);
      await testPasses('src/expect.test.ts', 'resolves not awaited');
      await testPasses('src/expect.test.ts', 'rejects not awaited');
      expect((await batchRun()).under(test('rejects not awaited'))).toContain(
        'Promise returned by `expect(actual).rejects.toThrow(expected)` was not awaited.',
      );
      await testPasses('src/expect.test.ts', 'file snapshot not awaited');
      // A failing assertion that is not awaited, settled while the file runs: the test passes, the file
      // fails with its error.
      const slowResult = await slowRun();
      expect(slowResult.under('src/unawaited.test.ts')).toContain(
        'AssertionError: expected 1 to be 2 // Object.is equality',
      );
      expect(slowResult.output).not.toContain(' FAIL  src/unawaited.test.ts > ');
      expect(slowResult.output).toMatch(/^ {6}Tests \d+ passed\s*$/m);
      // One that fails after its file has finished: Rstest did not wait for it (the next test saw it
      // pending), the failure is lost, and the file and the run pass with exit code 0.
      const lateResult = await lateRun();
      expect(lateResult.under('src/late.test.ts > loads the count')).toContain(
        'Promise returned by `expect(actual).resolves.toBe(expected)` was not awaited.',
      );
      expect(lateResult.output).toMatch(/^ ✓ src\/late\.test\.ts \(2\)/m);
      expect(lateResult.output).not.toContain('expected 1 to be 2');
      expect(lateResult.status, lateResult.output).toBe(0);
    },
  );

  claim('toBeOneOf needs an array or a set', async () => {
    await printedAs('to-be-one-of-array', [test('toBeOneOf a string')]);
  });

  claim('toContain on an element needs a node', async () => {
    await printedAs('to-contain-dom-node', ['src/dom.test.ts > a text']);
    await testPasses('src/dom.test.ts', 'the text content');
  });

  claim('asymmetric matchers fail on arguments of the wrong type', async () => {
    await printedAs(
      'asymmetric-matcher-argument',
      [
        'any without a class',
        'stringContaining a number',
        'stringMatching a number',
        'closeTo a string',
        'closeTo precision a string',
        'objectContaining a string',
        'arrayContaining a string',
        'schemaMatching an object',
      ].map(test),
    );
  });

  claim('schemaMatching fails on an async schema', async () => {
    await printedAs('async-schema', [test('async schema')]);
  });

  claim('addEqualityTesters needs an array', async () => {
    await printedAs('custom-equality-testers', [test('equality testers')]);
  });

  claim('expect.soft and expect.poll fail outside a test', async () => {
    await printedAs('expect-outside-a-test', ['src/soft-top.test.ts', 'src/poll-describe.test.ts']);
  });

  claim('expect.poll refuses resolves, rejects and toThrow', async () => {
    await printedAs('expect-poll-unsupported', [test('poll toThrow'), test('poll resolves'), test('poll rejects')]);
    expect((await batchRun()).under(test('poll snapshot'))).toContain(
      'SyntaxError: expect.poll() is not supported in combination with .toMatchSnapshot().',
    );
    await testPasses('src/expect.test.ts', 'poll awaits the promise');
  });

  claim('an expect.poll that is not awaited fails the test', async () => {
    await printedAs('expect-poll-not-awaited', [test('poll not awaited')]);
  });

  claim('an expect.poll that never matches fails after its timeout', async () => {
    await printedAs('expect-poll-timeout', [test('poll timeout')]);
  });

  claim('expect.element fails outside browser mode', async () => {
    await printedAs('expect-element', [test('element')]);
  });

  claim('expect.assertions and hasAssertions fail on the wrong count', async () => {
    await printedAs('expected-number-of-assertions', [test('assertions'), test('has assertions')]);
  });

  claim('a soft failure whose error cannot be serialized reports both messages', async () => {
    await printedAs('failed-to-serialize-error', [test('serialize')]);
  });
});

describe(`${PAGE}: chai-style assertions`, () => {
  const test = (name: string) => `src/chai.test.ts > ${name}`;

  claim('chai comparisons fail on values that are not numbers or dates', async () => {
    await printedAs(
      'chai-comparison-argument',
      [
        'above a string',
        'least a string',
        'below a string',
        'most a string',
        'within strings',
        'a string above',
        'a date above a number',
        'a date least a number',
        'a date below a number',
        'a date most a number',
        'a date within numbers',
      ].map(test),
    );
  });

  claim('chai include and empty fail on unsupported values', async () => {
    await printedAs(
      'chai-include-empty',
      [
        'include on a number',
        'deep include on a WeakSet',
        'empty on a WeakMap',
        'empty on a function',
        'empty on a number',
      ].map(test),
    );
  });

  claim('chai property and keys fail on wrong arguments', async () => {
    await printedAs(
      'chai-property-keys',
      [
        'property an object',
        'nested property a number',
        'nested own property',
        'property of null',
        'keys mixed',
        'keys none',
      ].map(test),
    );
  });

  claim('chai closeTo fails without delta or expected value', async () => {
    await printedAs('chai-close-to', [test('closeTo without delta'), test('closeTo without expected')]);
  });

  claim('chai instanceOf fails without a constructor', async () => {
    await printedAs('chai-instanceof', [test('instanceOf a number')]);
  });

  claim('assert.operator fails on an unknown operator', async () => {
    await printedAs('assert-operator', [test('operator')]);
    // With a message, the message comes first instead of `undefined`.
    expect((await batchRun()).under(test('operator with a message'))).toContain(
      'AssertionError: compare: Invalid operator "<>"',
    );
    await testPasses('src/chai.test.ts', 'operator not equal');
  });
});

describe(`${PAGE}: snapshots`, () => {
  const test = (name: string) => `src/snapshot.test.ts > ${name}`;

  claim('a changed value fails with Snapshot mismatched', async () => {
    await printedAs('snapshot-mismatched', ['src/receipt.test.ts > prints a receipt']);
  });

  claim('a stored snapshot no test checks is reported as obsolete', async () => {
    const result = await slowRun();
    expectLines(result.output, printedUnder(PAGE, 'snapshots-obsolete'));
    expect(result.output).toMatch(/^ ✓ src\/refund\.test\.ts \(1\)/m);
  });

  claim('snapshot matchers fail after not', async () => {
    await printedAs(
      'snapshot-with-not',
      [
        'not toMatchSnapshot',
        'not matchSnapshot',
        'not toMatchInlineSnapshot',
        'not toMatchFileSnapshot',
        'not toThrowErrorMatchingSnapshot',
        'not toThrowErrorMatchingInlineSnapshot',
      ].map(test),
    );
  });

  claim('snapshot matchers fail outside a test', async () => {
    await printedAs('snapshot-outside-a-test', ['src/snapshot-top.test.ts', 'src/report.test.ts']);
    const run = await batchRun();
    expect(run.under('src/throw-snapshot-describe.test.ts')).toContain(
      "Error: 'toThrowErrorMatchingSnapshot' cannot be used without test context",
    );
    expect(run.under('src/file-snapshot-top.test.ts')).toContain(
      "Error: 'toMatchFileSnapshot' cannot be used without test context",
    );
  });

  claim('snapshot properties need an object that matches them', async () => {
    await printedAs('snapshot-properties', [test('properties of a number'), test('properties mismatch')]);
  });

  claim('an inline snapshot in a loop fails on the second value', async () => {
    await printedAs('inline-snapshot-same-location', [test('inline in a loop')]);
    await printedAs('inline-snapshot-same-location', ['src/each.test.ts > total 120']);
  });

  claim('error snapshots need a function that throws', async () => {
    await printedAs('throw-snapshot', [
      test('throw snapshot of a promise'),
      test('throw snapshot of a function that returns'),
    ]);
    await testPasses('src/snapshot.test.ts', 'throw snapshot of a rejection');
  });

  claim('an inline snapshot without a stack trace fails', async () => {
    await printedAs('inline-snapshot-stack-frame', [test('without a stack trace')]);
  });

  claim('a serializer that returns a number fails the snapshot, one that returns a string passes', async () => {
    const [failing] = codeOf('serializer-must-return-string');
    await printedAs('serializer-must-return-string', [`${failing.title} > prints the price`], formatRun);
    expect((await formatRun()).output).toMatch(
      new RegExp(`^ ✓ \\[serializer\\] fixed/${escapeRegExp(failing.title as string)} \\(1\\)`, 'm'),
    );
  });

  claim(
    'an unknown snapshotFormat key or min without indent 0 fails every snapshot, min with indent 0 passes',
    async () => {
      const [unknown, min] = printedUnder(PAGE, 'snapshot-format-options').split('\n');
      const run = await formatRun();
      for (const name of ['snapshot', 'inline snapshot']) {
        expect(run.under(`typo/src/order.test.ts > ${name}`)).toContain(unknown.trim());
        expect(run.under(`min/src/order.test.ts > ${name}`)).toContain(min.trim());
      }
      expect(run.output).toMatch(/^ ✓ \[fixed\] fixed\/src\/order\.test\.ts \(2\)/m);
    },
  );
});

claimsAreMarked();
