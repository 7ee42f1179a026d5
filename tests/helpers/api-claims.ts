// What the claim files of the API reference (tests/claims/api-*.test.ts) share: the probe files of the pages'
// claims (test files that record what Rstest does, or fail with a message a page quotes), run in one scratch
// project per page with the sources they import, and the readers of the run's JSON report. A claim is proven
// by what the report says of its probe files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { LANGS, pageSource } from './page-quotes';
import { type RstestRun, runRstest } from './rstest';

export const apiPage = (lang: string, route: string) => pageSource(lang, `api/${route}.mdx`);

// ---- The files of the probe runs: the sources every run has, then the probes of each page ----

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

export interface ReportTest {
  testPath: string;
  fullName: string;
  status: string;
  retryCount: number;
  meta: Record<string, unknown>;
  errors?: { message: string }[];
}

export interface ReportFile {
  testPath: string;
  status: string;
  errors?: { message: string }[];
}

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

export const fakeTimerMembers = () =>
  h2Sections(apiPage('en', 'rstest/fakeTimers'))
    .map((s) => s.heading)
    .filter((heading) => heading.startsWith('rs.'))
    .map((heading) => heading.slice(3));

export const returnsRs = () =>
  ['fakeTimers', 'mockFunctions', 'mockModules', 'utilities'].flatMap((route) =>
    h2Sections(apiPage('en', `rstest/${route}`))
      .filter((s) => s.heading.startsWith('rs.') && s.body.includes('Returns `rs`'))
      .map((s) => s.heading.slice(3)),
  );

export const returnsThis = () =>
  h2Sections(apiPage('en', 'rstest/mockInstance'))
    .filter((s) => /^\w+\(.*\): this;$/m.test(s.body))
    .map((s) => s.heading);

/** A page's probe run: the run itself (its folder, its output) and its JSON report. */
export interface ProbeRun {
  main: RstestRun;
  report: { tests: ReportTest[]; files: ReportFile[] };
}

/** The probe files of a page's quoted messages. */
export const quoteFiles = (route: string) => QUOTES.filter((quote) => quote.page === route).map((quote) => quote.file);

/**
 * One `rstest run` of the probe files `select` keeps (those of one page's claims, and the files of its
 * quoted messages: `quoteFiles`), beside the shared sources, in a scratch project; a page's claim file
 * makes it in its `beforeAll`.
 */
export function runProbes(select: (file: string) => boolean): ProbeRun {
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
  const chosen = Object.fromEntries(Object.entries(files).filter(([file]) => file in SOURCES || select(file)));
  const main = runRstest(chosen, { timeout: 300_000 });
  const report = JSON.parse(readFileSync(path.join(main.dir, 'report.json'), 'utf8'));
  return { main, report };
}

export const errorsOf = (t: { errors?: { message: string }[] }) => (t.errors ?? []).map((e) => e.message).join('\n');

/** What the claims read from a page's probe run, once `probes()` returns it. */
export function probeReaders(probes: () => ProbeRun) {
  const result = (file: string, name: string) => {
    const found = probes().report.tests.find((t) => t.testPath === file && t.fullName === name);
    expect(found, `${file} > ${name} ran`).toBeDefined();
    return found as ReportTest;
  };
  const fileResult = (file: string) => probes().report.files.find((f) => f.testPath === file) as ReportFile;
  /** Every test of the file passed, and there was at least one. */
  const allPassed = (file: string) => {
    const tests = probes().report.tests.filter((t) => t.testPath === file);
    expect(tests.length, `${file} ran tests`).toBeGreaterThan(0);
    for (const t of tests) expect(t.status, `${file} > ${t.fullName}: ${t.errors?.[0]?.message}`).toBe('pass');
  };
  const readResult = <T>(name: string): T =>
    JSON.parse(readFileSync(path.join(probes().main.dir, 'results', `${name}.json`), 'utf8')) as T;
  /** The page's quoted messages: each file fails, prints the message, and both pages quote it. */
  const quotedTest = (route: string) => () => {
    const { main, report } = probes();
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
  return { result, fileResult, allPassed, readResult, quotedTest };
}
