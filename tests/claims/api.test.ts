// Claims of the API reference (docs/*/api/**) that a runnable example on the page cannot show, or
// could only show by growing too long: behaviour across tests and files, tests that must fail, and the
// messages Rstest prints. Each claim carries `{/* proven by tests/claims/api.test.ts: <test name> */}`
// on the page; the last test checks that every such comment names a test of this file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, expect, test } from 'vitest';
import { DOCS_DIR } from '../../lib/code-blocks.mjs';
import { LANGS, pageSource } from '../helpers/page-quotes';
import { ROOT, type RstestRun, runRstest, scratchProject } from '../helpers/rstest';
import { programOf } from '../../lib/typescript';

const apiPage = (lang: string, route: string) => pageSource(lang, `api/${route}.mdx`);

// ---- The scratch project of the main run ----

const SOURCES: Record<string, string> = {
  'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ reporters: ['default', ['json', { outputPath: 'report.json' }]] });
`,
  'record.ts': `import { mkdirSync, writeFileSync } from 'node:fs';
export const record = (name: string, value: unknown) => {
  mkdirSync('results', { recursive: true });
  writeFileSync(\`results/\${name}.json\`, JSON.stringify(value));
};
`,
  'src/api.ts': `export const getUser = (id: number) => ({ id, name: 'user-' + id });
`,
  'src/counter.ts': `let value = 0;
export const increment = () => ++value;
`,
  'src/tools.cjs': `module.exports = { retries: 3, list: ['a'], run: () => 'ran' };
`,
  '__mocks__/picocolors.ts': `export default { red: (text: string) => 'mocked red ' + text };
`,
};

/** Every fake timer method is called once without fake timers; the probe records what each threw. */
const FAKE_TIMER_PROBE = `import { rs, test } from '@rstest/core';
import { record } from '../record';

test('probe', async () => {
  const thrown: Record<string, string | null> = {};
  for (const name of NAMES) {
    try {
      await (rs as any)[name](name === 'setTickMode' ? { mode: 'manual' } : 1);
      thrown[name] = null;
    } catch (error) {
      thrown[name] = (error as Error).message;
    }
    rs.useRealTimers();
  }
  record('fake-clock', thrown);
});
`;

const FAKE_TIMER_OPTIONS = `import { expect, rs, test } from '@rstest/core';

const realWait = (ms: number) => new Promise((resolve) => rs.getRealTimers().setTimeout(resolve, ms));
const apis = () => ({
  setTimeout, setInterval, setImmediate, Date, performance,
  hrtime: process.hrtime, nextTick: process.nextTick, queueMicrotask, Intl,
});

test('toFake: every API except nextTick, queueMicrotask and Intl by default', () => {
  const real: Record<string, unknown> = apis();
  rs.useFakeTimers();
  const fake: Record<string, unknown> = apis();
  rs.useRealTimers();
  expect(Object.keys(real).filter((name) => real[name] !== fake[name])).toEqual([
    'setTimeout', 'setInterval', 'setImmediate', 'Date', 'performance', 'hrtime',
  ]);
});

test('toFake: a list replaces the default list', () => {
  const realTimeout = setTimeout;
  const RealDate = Date;
  rs.useFakeTimers({ toFake: ['Date'] });
  expect(setTimeout).toBe(realTimeout);
  expect(Date).not.toBe(RealDate);
  rs.useRealTimers();
});

test('toNotFake: removes APIs from the default list', () => {
  const realTimeout = setTimeout;
  const RealDate = Date;
  rs.useFakeTimers({ toNotFake: ['setTimeout'] });
  expect(setTimeout).toBe(realTimeout);
  expect(Date).not.toBe(RealDate);
  rs.useRealTimers();
});

test('shouldAdvanceTime: fake time follows real time, advanceTimeDelta at a time', async () => {
  rs.useFakeTimers({ now: 0, shouldAdvanceTime: true });
  await realWait(100);
  expect(Date.now()).toBeGreaterThanOrEqual(20);
  expect(Date.now() % 20).toBe(0);
  rs.useRealTimers();

  rs.useFakeTimers({ now: 0, shouldAdvanceTime: true, advanceTimeDelta: 50 });
  await realWait(120);
  expect(Date.now()).toBeGreaterThanOrEqual(50);
  expect(Date.now() % 50).toBe(0);
  rs.useRealTimers();
});

test('shouldClearNativeTimers: clearTimeout cancels a real timer created before', async () => {
  const callback = rs.fn();
  const timer = setTimeout(callback, 20);
  rs.useFakeTimers();
  clearTimeout(timer);
  rs.useRealTimers();
  await realWait(60);
  expect(callback).not.toHaveBeenCalled();
});

test('ignoreMissingTimers: skips APIs the environment lacks unless false', () => {
  // The node environment has no requestAnimationFrame.
  expect(() => rs.useFakeTimers({ toFake: ['requestAnimationFrame'] })).not.toThrow();
  rs.useRealTimers();
  expect(() => rs.useFakeTimers({ toFake: ['requestAnimationFrame'], ignoreMissingTimers: false })).toThrow(
    "non-existent timers and/or objects cannot be faked: 'requestAnimationFrame'",
  );
  rs.useRealTimers();
});

test('setTickMode interval: the clock moves by 20 ms steps', async () => {
  rs.useFakeTimers({ now: 0 });
  rs.setTickMode({ mode: 'interval' });
  await realWait(100);
  expect(Date.now()).toBeGreaterThanOrEqual(20);
  expect(Date.now() % 20).toBe(0);
  rs.useRealTimers();
});
`;

/** The methods whose section says "Returns `rs`" are called, each with fake timers installed. */
const RETURNS_RS = `import { expect, rs, test } from '@rstest/core';

const args: Record<string, unknown[]> = {
  setSystemTime: [0], advanceTimersByTime: [1], jumpTimersByTime: [1], setTickMode: [{ mode: 'manual' }],
};

test('the documented methods return rs', () => {
  for (const name of NAMES) {
    rs.useFakeTimers();
    expect((rs as any)[name](...(args[name] ?? [])), name).toBe(rs);
  }
  rs.useRealTimers();
});

test('rs.resetModules returns undefined', () => {
  expect(rs.resetModules()).toBeUndefined();
});

test('the disposable results are new objects built on rs', () => {
  for (const result of [rs.useFakeTimers(), rs.stubEnv('CLAIMS', '1'), rs.stubGlobal('claims', 1)]) {
    expect(result).not.toBe(rs);
    expect(Object.getPrototypeOf(result)).toBe(rs);
    expect(typeof result[Symbol.dispose]).toBe('function');
  }
  rs.useRealTimers();
});
`;

/** Every method whose declaration returns `this` is called on a fresh mock. */
const RETURNS_THIS = `import { expect, rs, test } from '@rstest/core';

test('the configuring methods return the mock', () => {
  for (const name of NAMES) {
    const mock = rs.fn();
    const arg = name.includes('Implementation') ? () => 1 : name === 'mockName' ? 'named' : 1;
    expect((mock as any)[name](arg), name).toBe(mock);
  }
});
`;

const FILES: Record<string, string> = {
  ...SOURCES,
  'fakeTimers/options.test.ts': FAKE_TIMER_OPTIONS,

  'fakeTimers/persist.test.ts': `import { expect, rs, test } from '@rstest/core';
test('installs fake timers', () => {
  rs.useFakeTimers({ now: 0 });
});
test('still has them', () => {
  expect(rs.isFakeTimers()).toBe(true);
  expect(Date.now()).toBe(0);
  rs.useRealTimers();
});
`,

  'mockModules/sub/relative.test.ts': `import { expect, rs, test } from '@rstest/core';
import { getUser } from '../../src/api';
rs.mock('../../src/api', () => ({ getUser: () => 'relative to this file' }));
test('a relative path is relative to the calling file', () => {
  expect(getUser(1)).toBe('relative to this file');
});
`,
  'mockModules/package.test.ts': `import { expect, rs, test } from '@rstest/core';
import pc from 'picocolors';
rs.mock('picocolors');
test('a package takes its manual mock from __mocks__ in the project root', () => {
  expect(pc.red('alert')).toBe('mocked red alert');
});
`,
  'mockModules/automock.test.ts': `import { expect, rs, test } from '@rstest/core';
import { increment } from '../src/counter';
rs.mock('../src/counter');
test('without a manual mock, an automock', () => {
  expect(rs.isMockFunction(increment)).toBe(true);
  expect(increment()).toBeUndefined();
});
`,
  'mockModules/factory-once.test.ts': `import { expect, rs, test } from '@rstest/core';
test('the factory runs once, on the first import', async () => {
  const runs: string[] = [];
  rs.doMock('../src/api', () => {
    runs.push('factory');
    return { getUser: () => 'mocked' };
  });
  expect(runs).toEqual([]);
  await import('../src/api');
  await import('../src/api');
  expect(runs).toEqual(['factory']);
});
`,
  'mockModules/require-automock.test.ts': `import { expect, rs, test } from '@rstest/core';
rs.mockRequire('../src/tools.cjs', { mock: true });
test('rs.mockRequire with { mock: true } automocks module.exports', () => {
  const tools = require('../src/tools.cjs');
  expect(rs.isMockFunction(tools.run)).toBe(true);
  expect(tools.run()).toBeUndefined();
  expect(tools.list).toEqual([]);
  expect(tools.retries).toBe(3);
});
`,
  'mockModules/require-spy.test.ts': `import { expect, rs, test } from '@rstest/core';
rs.mockRequire('../src/tools.cjs', { spy: true });
test('rs.mockRequire with { spy: true } keeps the code and records the calls', () => {
  const tools = require('../src/tools.cjs');
  expect(tools.run()).toBe('ran');
  expect(tools.run).toHaveBeenCalledOnce();
});
`,

  'mockInstance/call-order.test.ts': `import { expect, rs, test } from '@rstest/core';
test('calls two mocks', () => {
  rs.fn()();
  rs.fn()();
});
test('keeps counting', () => {
  const later = rs.fn();
  later();
  expect(later.mock.invocationCallOrder).toEqual([3]);
});
`,

  'utilities/import-meta-env.test.ts': `import { expect, rs, test } from '@rstest/core';
test('import.meta.env reads the stubbed variable', () => {
  rs.stubEnv('CLAIMS_MODE', 'stubbed');
  expect((import.meta as unknown as { env: Record<string, string> }).env.CLAIMS_MODE).toBe('stubbed');
});
`,
  'utilities/wait-until-fake-timers.test.ts': `import { expect, rs, test } from '@rstest/core';
test('rs.waitUntil keeps polling while fake timers are installed', async () => {
  rs.useFakeTimers();
  let attempts = 0;
  expect(await rs.waitUntil(() => ++attempts === 3, { interval: 10 })).toBe(true);
  rs.useRealTimers();
});
`,
  'utilities/set-config-in-test.test.ts': `import { rs, test } from '@rstest/core';
let attempts = 0;
test('sets retry and testTimeout', () => {
  rs.setConfig({ retry: 2, testTimeout: 50 });
});
test('is not retried', () => {
  attempts++;
  throw new Error('attempt ' + attempts);
});
test('is not timed out', async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
});
`,

  'hooks/order.test.ts': `import { afterAll, afterEach, beforeEach, describe, expect, onTestFailed, onTestFinished, test } from '@rstest/core';
const log: string[] = [];
const contexts: unknown[] = [];
beforeEach((context) => {
  log.push('beforeEach 1');
  contexts.push(context);
  onTestFinished(() => {
    log.push('onTestFinished registered in beforeEach');
  });
});
beforeEach(() => {
  log.push('beforeEach 2');
});
afterEach((context) => {
  log.push('afterEach 1');
  contexts.push(context);
});
afterEach(({ task }) => {
  log.push('afterEach 2 sees ' + task.result?.status);
});
describe('failing suite', () => {
  beforeEach(() => {
    log.push('suite beforeEach');
  });
  afterAll(() => {
    log.push('afterAll');
  });
  test('fails', (context) => {
    contexts.push(context);
    log.push('test');
    onTestFinished((finished) => {
      log.push('onTestFinished 1');
      contexts.push(finished);
    });
    onTestFinished(() => {
      log.push('onTestFinished 2');
    });
    onTestFailed((failed) => {
      log.push('onTestFailed');
      contexts.push(failed);
    });
    throw new Error('fails on purpose');
  });
});
test('check', () => {
  expect(log).toEqual([
    'beforeEach 1',
    'beforeEach 2',
    'suite beforeEach',
    'test',
    'afterEach 2 sees fail',
    'afterEach 1',
    'onTestFinished registered in beforeEach',
    'onTestFinished 1',
    'onTestFinished 2',
    'onTestFailed',
    'afterAll',
    'beforeEach 1',
    'beforeEach 2',
  ]);
  // beforeEach, the test, afterEach, onTestFinished and onTestFailed share one context.
  expect(new Set(contexts.slice(0, 5)).size).toBe(1);
});
`,

  'describe/collect.test.ts': `import { describe, expect, test } from '@rstest/core';
const order: string[] = [];
test('first test', () => {
  order.push('first test');
});
describe('async suite', async () => {
  order.push('suite function');
  await Promise.resolve();
  test('declared after an await', () => {
    order.push('declared after an await');
  });
});
test('check', () => {
  expect(order).toEqual(['suite function', 'first test', 'declared after an await']);
  expect(() => test('inner', () => {})).toThrow("Test 'inner' cannot run");
  expect(() => describe('inner', () => {})).toThrow("Describe 'inner' cannot run");
});
`,
  'describe/options.test.ts': `import { describe, expect, test } from '@rstest/core';
let inherited = 0;
let repeated = 0;
describe('suite', { retry: 1, meta: { team: 'core', level: 'suite' } }, () => {
  test('inherits retry', () => {
    inherited++;
    if (inherited === 1) throw new Error('first attempt');
  });
  test('overrides retry', { retry: 0 }, () => {
    throw new Error('no second attempt');
  });
  describe('inner suite', { meta: { level: 'inner' } }, () => {
    test('inherits and overrides meta', ({ task }) => {
      expect(task.meta).toEqual({ team: 'core', level: 'inner' });
    });
  });
});
describe('repeated suite', { repeats: 2 }, () => {
  test('runs three times', () => {
    repeated++;
  });
});
describe('timeout shorthand', () => {
  test('exceeds the suite timeout', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}, 50);
test('check', () => {
  expect(repeated).toBe(3);
});
`,

  'test/each.test.ts': `import { describe, expect, test } from '@rstest/core';
test.each([['text', 2.7, 3.9, 1.25, { a: 1 }, 'o', 'O', 'c']])(
  's=%s d=%d i=%i f=%f j=%j o=%o O=%O c=%c index=%# number=%$ percent=%%',
  () => {},
);
test.each([{ user: { name: 'Ada' } }])('path $user.name', () => {});
test.each([[1, 2], 3])('mixed cases %#', (...args) => {
  expect(args).toHaveLength(1);
});
test.each([[1, 2], [3, 4]])('array cases %#', (...args) => {
  expect(args).toHaveLength(2);
});
describe.each([['en-US', 1]])('suite %s %i', () => {
  test('inside', () => {});
});
`,
  'test/each-options.test.ts': `import { expect, test } from '@rstest/core';
const attempts = { each: 0, for: 0 };
test.each([['each']])('%s takes retry', { retry: 1 }, (name) => {
  attempts[name as 'each']++;
  if (attempts.each === 1) throw new Error('first attempt');
});
test.for(['for'])('%s takes retry', { retry: 1 }, (name) => {
  attempts[name as 'for']++;
  if (attempts.for === 1) throw new Error('first attempt');
});
test('check', () => {
  expect(attempts).toEqual({ each: 2, for: 2 });
});
`,
  'test/repeats.test.ts': `import { expect, test } from '@rstest/core';
let runs = 0;
test('stops at the first failed run', { repeats: 3 }, () => {
  runs++;
  if (runs === 2) throw new Error('run 2 failed');
});
const attempts: number[] = [];
test('retries each run on its own', { repeats: 1, retry: 1 }, ({ task }) => {
  attempts.push(task.retryCount);
  if (task.retryCount === 0) throw new Error('first attempt of a run');
});
test('check', () => {
  expect(runs).toBe(2);
  expect(attempts).toEqual([0, 1, 0, 1]);
});
`,
  'test/timeout-shorthand.test.ts': `import { test } from '@rstest/core';
test('is too slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
}, 50);
`,
  'test/meta.test.ts': `import { test } from '@rstest/core';
test('writes meta', { meta: { issue: 'PAY-42' } }, ({ task }) => {
  task.meta.bucket = 'fast';
});
`,
  'test/signal.test.ts': `import { expect, test } from '@rstest/core';
let reason = '';
test('times out', { timeout: 50 }, async ({ signal }) => {
  signal.addEventListener('abort', () => {
    reason = (signal.reason as Error).message;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
});
test('check', () => {
  expect(reason).toContain('test timed out in 50ms');
});
`,
  'test/statuses.test.ts': `import { expect, test } from '@rstest/core';
let todoRan = false;
test('skips itself', ({ skip }) => {
  skip();
  throw new Error('not reached');
});
test.skip('declared with skip', () => {
  throw new Error('not run');
});
test.todo('declared with todo', () => {
  todoRan = true;
});
test.fails('passes under fails', () => {});
test('check', () => {
  expect(todoRan).toBe(false);
});
`,
  'test/concurrency.test.ts': `import { describe, expect, test } from '@rstest/core';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let running = 0;
let peak = 0;
describe.concurrent('eight tests', () => {
  for (let i = 0; i < 8; i++) {
    test('test ' + i, async () => {
      running++;
      peak = Math.max(peak, running);
      await wait(30);
      running--;
    });
  }
});
const order: string[] = [];
test.concurrent('concurrent 1', async () => {
  await wait(30);
  order.push('concurrent 1');
});
test('not concurrent', async () => {
  order.push('not concurrent');
});
test.concurrent('concurrent 2', async () => {
  order.push('concurrent 2');
});
test('check', () => {
  expect(peak).toBe(5);
  expect(order).toEqual(['concurrent 1', 'not concurrent', 'concurrent 2']);
});
`,
  'test/global-expect.test.ts': `import { describe, expect, test } from '@rstest/core';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
describe.concurrent('global expect', () => {
  test('expects one assertion', async () => {
    expect.assertions(1);
    await wait(30);
    expect(1).toBe(1);
  });
  test('expects two assertions', async () => {
    expect.assertions(2);
    await wait(10);
    expect(1).toBe(1);
    expect(2).toBe(2);
  });
});
describe.concurrent('context expect', () => {
  test('expects one assertion', async ({ expect }) => {
    expect.assertions(1);
    await wait(30);
    expect(1).toBe(1);
  });
  test('expects two assertions', async ({ expect }) => {
    expect.assertions(2);
    await wait(10);
    expect(1).toBe(1);
    expect(2).toBe(2);
  });
});
`,
  'test/fixtures.test.ts': `import { expect, test } from '@rstest/core';
const events: string[] = [];
const fixtureTest = test.extend<{ a: string; b: string; unused: string }>({
  a: async ({}, use) => {
    events.push('set up a');
    await use('A');
    events.push('tear down a');
  },
  b: async ({ a }, use) => {
    events.push('set up b');
    await use(a + 'B');
  },
  unused: async ({}, use) => {
    events.push('set up unused');
    await use('U');
  },
});
fixtureTest('uses b only', ({ b }) => {
  expect(b).toBe('AB');
  expect(events).toEqual(['set up a', 'set up b']);
});
fixtureTest('runs after the teardown', () => {
  expect(events).toEqual(['set up a', 'set up b', 'tear down a']);
});
fixtureTest('does not destructure', (context) => {
  expect(context).toBeDefined();
});
`,
  'test/fixture-file-uses-test.test.ts': `import { test } from '@rstest/core';
const scoped = test.extend('tenant', 'acme').extend('db', { scope: 'file' }, ({ tenant }) => ({ tenant }));
scoped('uses db', ({ db }) => {});
`,
  'test/fixture-worker-uses-file.test.ts': `import { test } from '@rstest/core';
const scoped = test.extend('db', { scope: 'file' }, () => ({})).extend('pool', { scope: 'worker' }, ({ db }) => ({ db }));
scoped('uses pool', ({ pool }) => {});
`,
  'test/fixture-file-scope.test.ts': `import { appendFileSync } from 'node:fs';
import { test } from '@rstest/core';
const log = (entry: string) => appendFileSync('fixtures.log', entry + '\\n');
const fileTest = test
  .extend('pool', { scope: 'worker' }, async ({}, { onCleanup }) => {
    log('set up pool');
    onCleanup(() => log('close pool'));
    return { name: 'pool' };
  })
  .extend('db', { scope: 'file' }, async ({ pool }, { onCleanup }) => {
    log('set up db on ' + pool.name);
    onCleanup(() => log('close db'));
    return { name: 'db' };
  });
fileTest('first', ({ db }) => {
  log('first uses ' + db.name);
});
fileTest('second', ({ db }) => {
  log('second uses ' + db.name);
});
`,

  'expect/poll.test.ts': `import { expect, test } from '@rstest/core';
test('not awaited', () => {
  expect.poll(() => 1).toBe(1);
});
test('capped by the time the test has left', { timeout: 300 }, async () => {
  let message = '';
  try {
    await expect.poll(() => false).toBe(true);
  } catch (error) {
    message = (error as Error).message;
  }
  expect(Number(/in (\\d+)ms/.exec(message)?.[1])).toBeLessThan(300);
});
test('refuses resolves, rejects, the throw matchers and the snapshot matchers', () => {
  const poll = () => expect.poll(() => 1) as any;
  expect(() => poll().resolves).toThrow(SyntaxError);
  expect(() => poll().rejects).toThrow(SyntaxError);
  for (const name of ['toThrow', 'toThrowError', 'throw', 'throws', 'matchSnapshot', 'toMatchSnapshot',
    'toMatchInlineSnapshot', 'toThrowErrorMatchingSnapshot', 'toThrowErrorMatchingInlineSnapshot']) {
    expect(() => poll()[name](), name).toThrow(SyntaxError);
  }
});
`,
  'expect/soft.test.ts': `import { expect, test } from '@rstest/core';
let outside = '';
try {
  expect.soft(1).toBe(1);
} catch (error) {
  outside = (error as Error).message;
}
test('two soft failures', () => {
  expect.soft(1).toBe(2);
  expect.soft('a').toBe('b');
});
test('outside a test', () => {
  expect(outside).toBe('expect.soft() can only be used inside a test');
});
`,
  'expect/assertions.test.ts': `import { expect, test } from '@rstest/core';
test('runs too few assertions', () => {
  expect.assertions(2);
  expect(1).toBe(1);
});
test('runs no assertion', () => {
  expect.hasAssertions();
});
`,
  'expect/async-matcher.test.ts': `import { expect, test } from '@rstest/core';
expect.extend({
  async toBeReady(received: string) {
    await Promise.resolve();
    return { pass: received === 'ready', message: () => 'expected ' + received + ' to be ready' };
  },
});
test('an async matcher makes the assertion a promise', async () => {
  const assertion = (expect('ready') as any).toBeReady();
  expect(assertion).toBeInstanceOf(Promise);
  await assertion;
  await expect((expect('busy') as any).toBeReady()).rejects.toThrow('expected busy to be ready');
});
`,
  'expect/returned.test.ts': `import { expect, rs, test } from '@rstest/core';
test('returned() checks that the mock returned at least once', () => {
  const spy = rs.fn(() => 'ok');
  spy();
  (expect(spy) as any).to.have.returned();
  const broken = rs.fn(() => {
    throw new Error('broken');
  });
  expect(() => broken()).toThrow();
  expect(() => (expect(broken) as any).to.have.returned()).toThrow('to be successfully called at least once');
});
`,
};

/** Quoted messages: a page quotes `quoted`; the run prints `printed` (quoted with its placeholders filled in). */
interface Quote {
  page: string;
  /** The text on the page, or its parts when the page puts prose between them. */
  quoted: string | string[];
  printed?: string;
  file: string;
  code: string;
}

const QUOTES: Quote[] = [
  {
    page: 'rstest/fakeTimers',
    quoted: 'Timers are not mocked. Try calling "rstest.useFakeTimers()" first.',
    file: 'quoted/not-mocked.test.ts',
    code: "test('advances without fake timers', () => {\n  rs.advanceTimersByTime(1);\n});",
  },
  {
    page: 'rstest/fakeTimers',
    quoted: 'config.target is no longer supported',
    file: 'quoted/target.test.ts',
    code: "test('passes target', () => {\n  rs.useFakeTimers({ target: globalThis } as never);\n});",
  },
  {
    page: 'rstest/fakeTimers',
    quoted: 'Aborting after running 10000 timers, assuming an infinite loop!',
    file: 'quoted/loop-limit.test.ts',
    code: "test('runs an endless interval', () => {\n  rs.useFakeTimers();\n  setInterval(() => {}, 10);\n  rs.runAllTimers();\n});",
  },
  {
    page: 'rstest/mockModules',
    quoted:
      '[Rstest] mock() was not transformed by Rstest. Module mock APIs must be called directly as rstest.mock() or rs.mock() in files processed by Rstest. This can happen when the calling file is not bundled by Rstest, or when the API is called through an import alias.',
    file: 'quoted/alias.test.ts',
    code: "test('calls mock through an alias', () => {\n  const { mock } = rs;\n  mock('../src/api', () => ({}));\n});",
  },
  {
    page: 'rstest/mockModules',
    quoted:
      "Error: [Rstest] An async mock factory is not supported. Use a sync factory; to keep part of the original module, import it with `with { rstest: 'importActual' }` and spread it in.",
    file: 'quoted/async-factory.test.ts',
    code: "import { getUser } from '../src/api';\nrs.mock('../src/api', async () => ({ getUser: () => 'mocked' }));\ntest('imports the module', () => {\n  getUser(1);\n});",
  },
  {
    page: 'rstest/mockModules',
    quoted:
      '[Rstest] importMock(<path>) requires an Rstest runtime with rstest_import_mock when no manual mock is bundled',
    printed:
      '[Rstest] importMock(../src/counter) requires an Rstest runtime with rstest_import_mock when no manual mock is bundled',
    file: 'quoted/import-mock.test.ts',
    code: "test('imports a mock that does not exist', async () => {\n  await rs.importMock('../src/counter');\n});",
  },
  {
    page: 'rstest/mockModules',
    quoted: ['`Cannot find module`', '`./src/__mocks__/counter`'],
    printed: "Cannot find module './src/__mocks__/counter'",
    file: 'require-mock.test.ts',
    code: "test('requires a mock that does not exist', () => {\n  rs.requireMock('./src/counter');\n});",
  },
  {
    page: 'rstest/mockFunctions',
    quoted: 'Cannot spy on "<name>": it is a read-only export of a third-party or native ES module',
    printed: 'Cannot spy on "readFileSync": it is a read-only export of a third-party or native ES module',
    file: 'quoted/spy-on-export.test.ts',
    code: "import * as fs from 'node:fs';\ntest('spies on a built-in export', () => {\n  rs.spyOn(fs, 'readFileSync');\n});",
  },
  {
    page: 'rstest/utilities',
    quoted: 'waitFor timed out in <timeout>ms',
    printed: 'waitFor timed out in 100ms',
    file: 'quoted/wait-for.test.ts',
    code: "test('waits for a late value', async () => {\n  await rs.waitFor(() => new Promise((resolve) => setTimeout(resolve, 200)), 100);\n});",
  },
  {
    page: 'rstest/utilities',
    quoted: 'waitUntil timed out in <timeout>ms',
    printed: 'waitUntil timed out in 100ms',
    file: 'quoted/wait-until.test.ts',
    code: "test('waits for a value that never comes', async () => {\n  await rs.waitUntil(() => false, 100);\n});",
  },
  {
    page: 'test-api/hooks',
    quoted: '<hook> hook timed out in <timeout>ms',
    printed: 'beforeEach hook timed out in 50ms',
    file: 'quoted/hook-timeout.test.ts',
    code: "beforeEach(async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n}, 50);\ntest('waits for its hook', () => {});",
  },
  {
    page: 'test-api/hooks',
    quoted: 'onTestFinished() can only be called inside a test',
    file: 'quoted/on-test-finished.test.ts',
    code: "onTestFinished(() => {});\ntest('is never collected', () => {});",
  },
  {
    page: 'test-api/test',
    quoted: 'test timed out in <timeout>ms',
    printed: 'test timed out in 50ms',
    file: 'quoted/test-timeout.test.ts',
    code: "test('is too slow', { timeout: 50 }, async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n});",
  },
  {
    page: 'test-api/test',
    quoted: 'Expect test to fail',
    file: 'quoted/fails.test.ts',
    code: "test.fails('passes', () => {});",
  },
  {
    page: 'test-api/expect',
    quoted: 'expected "<message>" not to be reached',
    printed: 'expected "unknown shape" not to be reached',
    file: 'quoted/unreachable.test.ts',
    code: "test('reaches it', () => {\n  expect.unreachable('unknown shape');\n});",
  },
  {
    page: 'test-api/expect',
    quoted: 'expected not to be reached',
    file: 'quoted/unreachable-bare.test.ts',
    code: "test('reaches it', () => {\n  expect.unreachable();\n});",
  },
  {
    page: 'test-api/expect',
    quoted: 'Matcher did not succeed in <timeout>ms',
    printed: 'Matcher did not succeed in 100ms',
    file: 'quoted/poll.test.ts',
    code: "test('polls in vain', async () => {\n  await expect.poll(() => 1, { timeout: 100 }).toBe(2);\n});",
  },
  {
    page: 'test-api/expect',
    quoted: 'SyntaxError',
    printed: 'SyntaxError: expect.poll() is not supported in combination with .resolves',
    file: 'quoted/poll-resolves.test.ts',
    code: "test('polls with resolves', () => {\n  (expect.poll(() => 1) as any).resolves;\n});",
  },
];

const QUOTE_IMPORTS = "import { beforeEach, expect, onTestFinished, rs, test } from '@rstest/core';\n";

// ---- The runs ----

interface ReportTest {
  testPath: string;
  fullName: string;
  status: string;
  retryCount: number;
  meta: Record<string, unknown>;
  errors?: { message: string }[];
}
interface ReportFile {
  testPath: string;
  status: string;
  errors?: { message: string }[];
}

/** The names of the claim tests, which the pages cite. */
const CLAIMS = new Set<string>();
const claim = (name: string, fn: () => void, timeout?: number) => {
  CLAIMS.add(name);
  test(name, fn, timeout);
};
let main: RstestRun;
let report: { tests: ReportTest[]; files: ReportFile[] };

/** Section names of a page: `## rs.name` headings and the text up to the next h2. */
function h2Sections(source: string): { heading: string; body: string }[] {
  return source
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const [heading, ...body] = part.split('\n');
      return { heading: heading.replace(/\{#[^}]*\}/, '').trim(), body: body.join('\n') };
    });
}

const fakeTimerMembers = () =>
  h2Sections(apiPage('en', 'rstest/fakeTimers'))
    .map((s) => s.heading)
    .filter((heading) => heading.startsWith('rs.'))
    .map((heading) => heading.slice(3));

const returnsRs = () =>
  ['fakeTimers', 'mockFunctions', 'mockModules', 'utilities'].flatMap((route) =>
    h2Sections(apiPage('en', `rstest/${route}`))
      .filter((s) => s.heading.startsWith('rs.') && s.body.includes('Returns `rs`'))
      .map((s) => s.heading.slice(3)),
  );

const returnsThis = () =>
  h2Sections(apiPage('en', 'rstest/mockInstance'))
    .filter((s) => /^\w+\(.*\): this;$/m.test(s.body))
    .map((s) => s.heading);

beforeAll(() => {
  const files: Record<string, string> = {
    ...FILES,
    'fakeTimers/probe.test.ts': FAKE_TIMER_PROBE.replace(
      'NAMES',
      JSON.stringify(fakeTimerMembers().filter((name) => name !== 'useFakeTimers')),
    ),
    'rs/returns.test.ts': RETURNS_RS.replace('NAMES', JSON.stringify(returnsRs())),
    'mockInstance/returns-this.test.ts': RETURNS_THIS.replace('NAMES', JSON.stringify(returnsThis())),
  };
  for (const quote of QUOTES) files[quote.file] = `${QUOTE_IMPORTS}${quote.code}\n`;
  main = runRstest(files, { timeout: 300_000 });
  report = JSON.parse(readFileSync(path.join(main.dir, 'report.json'), 'utf8'));
}, 300_000);

const result = (file: string, name: string) => {
  const found = report.tests.find((t) => t.testPath === file && t.fullName === name);
  expect(found, `${file} > ${name} ran`).toBeDefined();
  return found as ReportTest;
};
const fileResult = (file: string) => report.files.find((f) => f.testPath === file) as ReportFile;
/** Every test of the file passed, and there was at least one. */
const allPassed = (file: string) => {
  const tests = report.tests.filter((t) => t.testPath === file);
  expect(tests.length, `${file} ran tests`).toBeGreaterThan(0);
  for (const t of tests) expect(t.status, `${file} > ${t.fullName}: ${t.errors?.[0]?.message}`).toBe('pass');
};
const errorsOf = (t: { errors?: { message: string }[] }) => (t.errors ?? []).map((e) => e.message).join('\n');
const readResult = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(main.dir, 'results', `${name}.json`), 'utf8')) as T;

// ---- rs ----

claim('rs: the methods documented to return rs return it', () => {
  expect(returnsRs()).toEqual(expect.arrayContaining(['useRealTimers', 'clearAllMocks', 'unstubAllEnvs']));
  allPassed('rs/returns.test.ts');
  for (const lang of LANGS) expect(apiPage(lang, 'rstest/index')).toContain('`rs.resetModules`');
});

// ---- Fake timers ----

claim('fakeTimers: only the methods that need a fake clock throw without one', () => {
  const source = apiPage('en', 'rstest/fakeTimers');
  const sentence = /^Apart from (.*), the methods on this page throw/m.exec(source)?.[1] ?? '';
  const exempt = [...sentence.matchAll(/`rs\.(\w+)`/g)].map((match) => match[1]);
  expect(exempt).toContain('clearAllTimers');
  const thrown = readResult<Record<string, string | null>>('fake-clock');
  for (const [name, message] of Object.entries(thrown)) {
    expect(message, name).toBe(
      exempt.includes(name) ? null : 'Timers are not mocked. Try calling "rstest.useFakeTimers()" first.',
    );
  }
  expect(Object.keys(thrown)).toEqual(fakeTimerMembers().filter((name) => name !== 'useFakeTimers'));
});

claim('fakeTimers: the useFakeTimers options behave as the table says', () => {
  const options = report.tests.filter(
    (t) => t.testPath === 'fakeTimers/options.test.ts' && !t.fullName.startsWith('setTickMode'),
  );
  const table = apiPage('en', 'rstest/fakeTimers');
  for (const option of ['toFake', 'toNotFake', 'shouldAdvanceTime', 'shouldClearNativeTimers', 'ignoreMissingTimers']) {
    expect(table).toContain(`| \`${option}\` |`);
    expect(options.some((t) => t.fullName.startsWith(`${option}:`))).toBe(true);
  }
  for (const t of options) expect(t.status, `${t.fullName}: ${errorsOf(t)}`).toBe('pass');
});

claim('fakeTimers: the interval tick mode moves the clock by 20 ms steps', () => {
  expect(result('fakeTimers/options.test.ts', 'setTickMode interval: the clock moves by 20 ms steps').status).toBe(
    'pass',
  );
});

claim('fakeTimers: fake timers stay installed for the next tests of the file', () => {
  allPassed('fakeTimers/persist.test.ts');
});

// ---- Module mocks ----

claim('mockModules: paths, manual mocks and automocks resolve as described', () => {
  allPassed('mockModules/sub/relative.test.ts');
  allPassed('mockModules/package.test.ts');
  allPassed('mockModules/automock.test.ts');
});

claim('mockModules: a factory runs once, on the first import', () => {
  allPassed('mockModules/factory-once.test.ts');
});

claim('mockModules: rs.mockRequire takes { spy: true } and { mock: true }', () => {
  allPassed('mockModules/require-automock.test.ts');
  allPassed('mockModules/require-spy.test.ts');
});

// ---- Mock instances ----

claim('mockInstance: the configuring methods return the mock itself', () => {
  expect(returnsThis()).toEqual(expect.arrayContaining(['mockName', 'mockReturnValue', 'mockReset']));
  allPassed('mockInstance/returns-this.test.ts');
});

claim('mockInstance: invocationCallOrder counts across the tests of a file', () => {
  allPassed('mockInstance/call-order.test.ts');
});

// ---- Utilities ----

claim('utilities: import.meta.env reads the stubbed process.env', () => {
  allPassed('utilities/import-meta-env.test.ts');
});

claim('utilities: rs.waitUntil waits for real while fake timers are installed', () => {
  allPassed('utilities/wait-until-fake-timers.test.ts');
});

claim('utilities: rs.setConfig inside a test leaves the timeout and retries of later tests', () => {
  const file = 'utilities/set-config-in-test.test.ts';
  const retried = result(file, 'is not retried');
  expect(retried.status).toBe('fail');
  expect(retried.retryCount).toBe(0);
  expect(errorsOf(retried)).toBe('attempt 1');
  expect(result(file, 'is not timed out').status).toBe('pass');
});

// ---- Hooks ----

claim('hooks: each and all hooks run in the documented order, after failures too', () => {
  expect(result('hooks/order.test.ts', 'failing suite > fails').status).toBe('fail');
  expect(result('hooks/order.test.ts', 'check').status).toBe('pass');
});

const CLEANUP_FILE = (name: string) => `import { appendFileSync } from 'node:fs';
import { afterAll, expect, registerFileCleanup, registerWorkerCleanup, test } from '@rstest/core';
const log = (entry: string) => appendFileSync('cleanup.log', '${name} ' + entry + '\\n');
registerWorkerCleanup(() => log('worker cleanup'));
registerFileCleanup(() => log('file cleanup'));
const unregister = registerFileCleanup(() => log('unregistered cleanup'));
afterAll(() => log('afterAll'));
test('runs', () => {
  log('test');
  expect(unregister()).toBe(true);
  expect(unregister()).toBe(false);
});
`;

claim('hooks: file and worker cleanups run when the docs say', () => {
  const files = { 'a.test.ts': CLEANUP_FILE('a'), 'b.test.ts': CLEANUP_FILE('b') };
  const readLog = (run: RstestRun) => readFileSync(path.join(run.dir, 'cleanup.log'), 'utf8').trim().split('\n');

  const isolated = runRstest(files, { args: ['run', '--pool.maxWorkers', '1'] });
  expect(isolated.status, isolated.output).toBe(0);
  for (const name of ['a', 'b']) {
    expect(readLog(isolated).filter((line) => line.startsWith(`${name} `))).toEqual(
      ['test', 'afterAll', 'worker cleanup', 'file cleanup'].map((entry) => `${name} ${entry}`),
    );
  }

  const shared = runRstest(files, { args: ['run', '--isolate=false', '--pool.maxWorkers', '1'] });
  expect(shared.status, shared.output).toBe(0);
  const log = readLog(shared);
  expect(log.filter((line) => line.endsWith('worker cleanup'))).toHaveLength(2);
  // Without isolation the worker cleanups wait for the last file.
  expect(log.slice(-2).every((line) => line.endsWith('worker cleanup'))).toBe(true);
  expect(log.join('\n')).not.toContain('unregistered');
});

// ---- describe ----

claim('describe: suites are collected first, after an await too, and not inside a test', () => {
  allPassed('describe/collect.test.ts');
  expect(result('describe/collect.test.ts', 'async suite > declared after an await').status).toBe('pass');
});

claim('describe: suite options are defaults that tests override', () => {
  const file = 'describe/options.test.ts';
  expect(result(file, 'suite > inherits retry')).toMatchObject({ status: 'pass', retryCount: 1 });
  expect(result(file, 'suite > overrides retry')).toMatchObject({ status: 'fail', retryCount: 0 });
  expect(result(file, 'suite > inner suite > inherits and overrides meta').status).toBe('pass');
  expect(result(file, 'check').status).toBe('pass');
  const timedOut = result(file, 'timeout shorthand > exceeds the suite timeout');
  expect(timedOut.status).toBe('fail');
  expect(errorsOf(timedOut)).toContain('test timed out in 50ms');
});

// ---- test ----

claim('test: each spreads array cases and fills in the name placeholders', () => {
  allPassed('test/each.test.ts');
  const names = report.tests.filter((t) => t.testPath === 'test/each.test.ts').map((t) => t.fullName);
  expect(names).toEqual([
    's=text d=2 i=3 f=1.25 j={"a":1} o=o O=O c=c index=0 number=1 percent=%',
    'path Ada',
    'mixed cases 0',
    'mixed cases 1',
    'array cases 0',
    'array cases 1',
    'suite en-US 1 > inside',
  ]);
});

claim('test: each and for take the test options', () => {
  allPassed('test/each-options.test.ts');
});

claim('test: repeats stop at the first failed run and retry each run on its own', () => {
  const file = 'test/repeats.test.ts';
  expect(result(file, 'stops at the first failed run').status).toBe('fail');
  expect(result(file, 'retries each run on its own').status).toBe('pass');
  expect(result(file, 'check').status).toBe('pass');
});

claim('test: a number after the function is the timeout', () => {
  const slow = result('test/timeout-shorthand.test.ts', 'is too slow');
  expect(slow.status).toBe('fail');
  expect(errorsOf(slow)).toContain('test timed out in 50ms');
});

claim('test: meta written during a test reaches the reporters', () => {
  expect(result('test/meta.test.ts', 'writes meta').meta).toEqual({ issue: 'PAY-42', bucket: 'fast' });
});

claim('test: the signal aborts with the timeout error', () => {
  expect(result('test/signal.test.ts', 'times out').status).toBe('fail');
  expect(result('test/signal.test.ts', 'check').status).toBe('pass');
});

claim('test: skip, todo and fails report what they say', () => {
  const file = 'test/statuses.test.ts';
  expect(result(file, 'skips itself').status).toBe('skip');
  expect(result(file, 'declared with skip').status).toBe('skip');
  expect(result(file, 'declared with todo').status).toBe('todo');
  expect(result(file, 'passes under fails').status).toBe('fail');
  expect(errorsOf(result(file, 'passes under fails'))).toBe('Expect test to fail');
  expect(result(file, 'check').status).toBe('pass');
});

claim('test: concurrent tests run five at a time, with their neighbours only', () => {
  allPassed('test/concurrency.test.ts');
});

claim('test: the global expect mixes up concurrent tests', () => {
  const file = 'test/global-expect.test.ts';
  const mixedUp = result(file, 'global expect > expects one assertion');
  expect(mixedUp.status).toBe('fail');
  expect(errorsOf(mixedUp)).toMatch(/^expected number of assertions to be 2, but got \d+$/);
  expect(result(file, 'context expect > expects one assertion').status).toBe('pass');
  expect(result(file, 'context expect > expects two assertions').status).toBe('pass');
});

claim('test: fixtures are set up on demand and torn down after the test', () => {
  const file = 'test/fixtures.test.ts';
  expect(result(file, 'uses b only').status).toBe('pass');
  expect(result(file, 'runs after the teardown').status).toBe('pass');
  const plain = result(file, 'does not destructure');
  expect(plain.status).toBe('fail');
  expect(errorsOf(plain)).toContain('First argument must use the object destructuring pattern');
});

claim('test: fixture scopes limit what a fixture may use', () => {
  expect(errorsOf(fileResult('test/fixture-file-uses-test.test.ts'))).toContain(
    'The file-scoped fixture "db" cannot depend on the test-scoped fixture "tenant".',
  );
  expect(errorsOf(fileResult('test/fixture-worker-uses-file.test.ts'))).toContain(
    'The worker-scoped fixture "pool" cannot depend on the file-scoped fixture "db".',
  );
  allPassed('test/fixture-file-scope.test.ts');
  expect(readFileSync(path.join(main.dir, 'fixtures.log'), 'utf8').trim().split('\n')).toEqual([
    'set up pool',
    'set up db on pool',
    'first uses db',
    'second uses db',
    'close db',
    'close pool',
  ]);
});

// ---- expect ----

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

// ---- Quoted messages ----

const quotedTest = (route: string) => () => {
  const quotes = QUOTES.filter((quote) => quote.page === route);
  expect(quotes.length).toBeGreaterThan(0);
  for (const quote of quotes) {
    const t = report.tests.find((r) => r.testPath === quote.file) ?? fileResult(quote.file);
    expect(t?.status, quote.file).toBe('fail');
    expect(main.output, quote.file).toContain(quote.printed ?? String(quote.quoted));
    for (const lang of LANGS) {
      for (const part of [quote.quoted].flat()) expect(apiPage(lang, route), `${lang} ${route}`).toContain(part);
    }
  }
};

claim('quoted messages: fakeTimers', quotedTest('rstest/fakeTimers'));
claim('quoted messages: mockModules', quotedTest('rstest/mockModules'));
claim('quoted messages: mockFunctions', quotedTest('rstest/mockFunctions'));
claim('quoted messages: utilities', quotedTest('rstest/utilities'));
claim('quoted messages: hooks', quotedTest('test-api/hooks'));
claim('quoted messages: test', quotedTest('test-api/test'));
claim('quoted messages: expect', quotedTest('test-api/expect'));

// ---- The JavaScript API ----

claim(
  'javascript-api: listTests calls no reporter hook, onExit included; run, mergeReports and closing a watcher end with onExit',
  () => {
    const hooks = ['onTestRunStart', 'onTestFileStart', 'onTestCaseResult', 'onTestRunEnd', 'onExit'];
    const project = scratchProject({
      'src/a.test.ts': "import { expect, test } from '@rstest/core';\ntest('a', () => { expect(1).toBe(1); });\n",
      'operations.mjs': `import { createRstest } from '@rstest/core/api';
const calls = [];
const logging = Object.fromEntries(${JSON.stringify(hooks)}.map((hook) => [hook, () => { calls.push(hook); }]));
const rstest = await createRstest({ config: { include: ['src/**/*.test.ts'], reporters: [logging] } });
const hooksOf = async (operation) => { calls.length = 0; await operation(); return [...new Set(calls)]; };
const seen = {
  listTests: await hooksOf(() => rstest.listTests()),
  run: await hooksOf(() => rstest.run({ reporters: [logging, 'blob'] })),
  mergeReports: await hooksOf(() => rstest.mergeReports()),
  watch: await hooksOf(async () => (await rstest.watch()).close()),
};
console.log('SEEN ' + JSON.stringify(seen));
`,
    });
    const result = spawnSync(process.execPath, ['operations.mjs'], {
      cwd: project.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
      timeout: 120_000,
    });
    const seen = JSON.parse(/^SEEN (.*)$/m.exec(result.stdout)?.[1] ?? 'null');
    expect(seen, result.stderr).toEqual({
      listTests: [],
      run: hooks,
      mergeReports: expect.arrayContaining(['onTestRunEnd', 'onExit']),
      watch: expect.arrayContaining(['onTestRunStart', 'onTestRunEnd', 'onExit']),
    });
    for (const operation of ['run', 'mergeReports', 'watch']) expect(seen[operation].at(-1), operation).toBe('onExit');
  },
  180_000,
);

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

// ---- The comments that point here ----

test('every proven-by comment names a test of this file, the same on en and zh pages', () => {
  const comments = (lang: string) => {
    const dir = path.join(DOCS_DIR, lang);
    const pages = [
      ...readdirSync(path.join(dir, 'api'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => path.join('api', file)),
      'config/test/onConsoleLog.mdx',
    ];
    // Only the pages that cite this file: other pages may be mid-translation.
    return Object.fromEntries(
      pages
        .map((page): [string, string[]] => [
          page,
          [
            ...readFileSync(path.join(dir, page), 'utf8').matchAll(
              /\{\/\* proven by tests\/claims\/api\.test\.ts: (.+?) \*\/\}/g,
            ),
          ].map((m) => m[1]),
        ])
        .filter(([, names]) => names.length > 0),
    );
  };
  const en = comments('en');
  const used = Object.values(en).flat();
  for (const name of used) expect(CLAIMS, name).toContain(name);
  expect(comments('zh')).toEqual(en);
  for (const name of CLAIMS) expect(used, `a page cites "${name}"`).toContain(name);
});
