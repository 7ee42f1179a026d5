// What the Test metadata and scoped cleanup guide (docs/*/guide/advanced/metadata-and-cleanup.mdx)
// says beyond its runnable examples, proven by real runs of the pinned @rstest/core. A claim is
// marked on both pages with `{/* proven by tests/claims/metadata-and-cleanup.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, type RstestRun, runRstest, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/advanced/metadata-and-cleanup.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

/**
 * A config whose reporter writes every onTestCaseStart and onTestCaseResult call, with the test's
 * name and meta, to events.json.
 */
const RECORDING_CONFIG = `import { writeFileSync } from 'node:fs';
import { defineConfig, type Reporter } from '@rstest/core';

const events: unknown[] = [];
const recorder: Reporter = {
  onTestCaseStart: (test) => void events.push({ on: 'start', name: test.name, meta: test.meta }),
  onTestCaseResult: (result) => void events.push({ on: 'result', name: result.name, status: result.status, meta: result.meta }),
  onTestRunEnd: () => writeFileSync('events.json', JSON.stringify(events)),
};

export default defineConfig({ reporters: ['default', recorder] });
`;

interface Event {
  on: 'start' | 'result';
  name: string;
  status?: string;
  meta?: Record<string, unknown>;
}

function recorded(project: RstestRun, on: Event['on'], name: string): Event {
  const events: Event[] = JSON.parse(readFileSync(path.join(project.dir, 'events.json'), 'utf8'));
  const event = events.find((e) => e.on === on && e.name === name);
  expect(event, `${on} of ${name}`).toBeDefined();
  return event as Event;
}

const { claim, claimsAreMarked, exampleFiles } = pageClaims('metadata-and-cleanup.test.ts', PAGE, 240_000);

describe(`${PAGE}: metadata`, () => {
  const meta = exampleFiles('meta');

  claim('hooks write task.meta too, and a failed test keeps what it wrote', () => {
    const project = run({
      'rstest.config.ts': RECORDING_CONFIG,
      'src/hooks.test.ts': `import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';

describe('cart', { meta: { team: 'checkout' } }, () => {
  beforeEach(({ task }) => {
    task.meta.before = true;
  });
  afterEach(({ task }) => {
    task.meta.after = true;
  });
  test('fails', { meta: { issue: 'CART-2' } }, ({ task }) => {
    task.meta.items = 2;
    expect(1).toBe(2);
  });
});
`,
    });
    expect(project.status).toBe(1);
    const result = recorded(project, 'result', 'fails');
    expect(result.status).toBe('fail');
    expect(result.meta).toEqual({ team: 'checkout', issue: 'CART-2', before: true, items: 2, after: true });
  });

  claim('onTestCaseStart sees the options meta, onTestCaseResult also what the test wrote', () => {
    const project = run({ ...meta, 'rstest.config.ts': RECORDING_CONFIG });
    expect(project.status, project.output).toBe(0);
    expect(recorded(project, 'start', 'applies a coupon').meta).toEqual({ team: 'payments', issue: 'PAY-42' });
    expect(recorded(project, 'result', 'applies a coupon').meta).toEqual({
      team: 'payments',
      issue: 'PAY-42',
      items: 2,
    });
    expect(recorded(project, 'result', 'adds the prices').meta).toEqual({ team: 'checkout', issue: 'CART-1' });
  });

  claim("the json reporter writes each test's meta", () => {
    const option = says(PAGE, "reporters: [['json', { outputPath: 'report.json' }]]");
    const project = run({
      ...meta,
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';\nexport default defineConfig({ ${option} });\n`,
    });
    expect(project.status, project.output).toBe(0);
    const report = JSON.parse(readFileSync(path.join(project.dir, 'report.json'), 'utf8'));
    const tests = report.files.flatMap((file: { results: { name: string; meta: unknown }[] }) => file.results);
    expect(tests.find((t: { name: string }) => t.name === 'applies a coupon').meta).toEqual({
      team: 'payments',
      issue: 'PAY-42',
      items: 2,
    });
  });

  claim('a Date in meta reaches a reporter as a Date and the json report as its ISO string', () => {
    says(PAGE, '"1970-01-01T00:00:00.000Z"');
    // The reporter looks at the values where it gets them (before anything is turned into JSON),
    // and the json reporter writes its file in the same run.
    const project = run({
      'rstest.config.ts': `import { writeFileSync } from 'node:fs';
import { defineConfig, type Reporter } from '@rstest/core';

const seen: unknown[] = [];
const look = (on: string, meta: Record<string, unknown> = {}) =>
  seen.push({ on, date: meta.when instanceof Date, time: meta.when instanceof Date ? meta.when.getTime() : null, missing: 'missing' in meta, kept: meta.kept });
const probe: Reporter = {
  onTestCaseResult: (result) => look('onTestCaseResult', result.meta),
  onTestRunEnd({ testResults }) {
    for (const result of testResults) look('onTestRunEnd', result.meta);
    writeFileSync('seen.json', JSON.stringify(seen));
  },
};

export default defineConfig({ reporters: ['default', probe, ['json', { outputPath: 'report.json' }]] });
`,
      'src/values.test.ts': `import { test } from '@rstest/core';

test('values', ({ task }) => {
  Object.assign(task.meta, { when: new Date(0), missing: undefined, kept: 'yes' });
});
`,
    });
    expect(project.status, project.output).toBe(0);
    const seen = JSON.parse(readFileSync(path.join(project.dir, 'seen.json'), 'utf8'));
    const asWritten = { date: true, time: 0, missing: true, kept: 'yes' };
    expect(seen).toEqual([
      { on: 'onTestCaseResult', ...asWritten },
      { on: 'onTestRunEnd', ...asWritten },
    ]);
    const report = JSON.parse(readFileSync(path.join(project.dir, 'report.json'), 'utf8'));
    const values = report.files[0].results.find((t: { name: string }) => t.name === 'values');
    expect(values.meta).toStrictEqual({ when: '1970-01-01T00:00:00.000Z', kept: 'yes' });
  });

  claim('a function in task.meta keeps the run from finishing', () => {
    const testFile = (value: string) => `import { test } from '@rstest/core';

test('stores a value', ({ task }) => {
  Object.assign(task.meta, { format: ${value} });
});
`;
    const withString = run({ 'src/value.test.ts': testFile("'x'") });
    expect(withString.status, withString.output).toBe(0);
    // Far longer than the run with a string takes, and than the default 5 s test timeout.
    const withFunction = runRstest({ 'src/value.test.ts': testFile("() => 'x'") }, { env: LOCAL_ENV, timeout: 45_000 });
    // Still running when stopped: the progress line shows the test, no summary was printed.
    expect(withFunction.output).toContain('Running: src/value.test.ts > stores a value');
    expect(withFunction.output).not.toContain('Test Files');
  });

  claim('the test context has no annotate method', () => {
    const project = run({
      'src/context.test.ts': `import { expect, test } from '@rstest/core';

test('context', (context) => {
  expect('annotate' in context).toBe(false);
  expect(context.task.meta).toEqual({});
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });
});

describe(`${PAGE}: using`, () => {
  claim('each disposable value undoes its change at the end of the block', () => {
    const project = run({
      'src/dispose.test.ts': `import { expect, rs, test } from '@rstest/core';

const clock = { now: () => 'real' };

test('rs.spyOn', () => {
  {
    using spy = rs.spyOn(clock, 'now').mockReturnValue('fake');
    expect(clock.now()).toBe('fake');
    expect(spy).toHaveBeenCalledTimes(1);
  }
  expect(clock.now()).toBe('real');
  expect(rs.isMockFunction(clock.now)).toBe(false);
});

test('rs.fn', () => {
  const fn = rs.fn(() => 'given');
  fn();
  {
    using mock = fn;
    mock.mockReturnValue('changed');
    expect(mock()).toBe('changed');
  }
  expect(fn.mock.calls).toHaveLength(0);
  expect(fn()).toBe('given');
});

test('rs.useFakeTimers from real timers', () => {
  {
    using _timers = rs.useFakeTimers();
    expect(rs.isFakeTimers()).toBe(true);
  }
  expect(rs.isFakeTimers()).toBe(false);
});

test('rs.useFakeTimers over fake timers installed earlier', () => {
  rs.useFakeTimers({ now: 1000 });
  {
    using _timers = rs.useFakeTimers({ now: 5000 });
    expect(Date.now()).toBe(5000);
  }
  expect(rs.isFakeTimers()).toBe(true);
  rs.useRealTimers();
});

test('rs.stubEnv and rs.stubGlobal', () => {
  process.env.CURRENCY = 'EUR';
  {
    using _env = rs.stubEnv('CURRENCY', 'USD');
    using _global = rs.stubGlobal('APP_VERSION', '1.2.3');
    expect(process.env.CURRENCY).toBe('USD');
    expect(Reflect.get(globalThis, 'APP_VERSION')).toBe('1.2.3');
  }
  expect(process.env.CURRENCY).toBe('EUR');
  expect('APP_VERSION' in globalThis).toBe(false);
});
`,
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 5 passed');
  });

  claim('a using declaration restores the spy when the test fails', () => {
    const project = run({
      'src/fail.test.ts': `import { expect, rs, test } from '@rstest/core';

test('fails with a spy declared', () => {
  using _warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
  expect(1).toBe(2);
});

test('the next test sees the real console.warn', () => {
  expect(rs.isMockFunction(console.warn)).toBe(false);
});
`,
    });
    expect(project.status).toBe(1);
    expect(project.output).toContain('Tests 1 failed | 1 passed');
    expect(project.output).toContain('✓ the next test sees the real console.warn');
  });

  claim('a .js test file with using fails to build until the SWC parser option is on', () => {
    const message = quote(PAGE, 'Using declaration is not enabled', (block) => block.lang === 'text').trim();
    const config = quote(PAGE, 'explicitResourceManagement: true', (block) => block.title === 'rstest.config.ts');
    const files = {
      'src/double.js': 'export const twice = (n) => n * 2;\n',
      'src/double.test.js': `import { expect, rs, test } from '@rstest/core';
import { twice } from './double';

test('with a spy', () => {
  using warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
  console.warn('x');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(twice(2)).toBe(4);
});
`,
    };
    const failed = run(files);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(message);
    // The option for .js files keeps TypeScript files compiling: the page's using example passes with it.
    const fixed = run({ ...files, ...exampleFiles('using'), 'rstest.config.ts': `${config}\n` });
    expect(fixed.status, fixed.output).toBe(0);
    expect(fixed.output).toContain('Test Files 2 passed');
  });
});

claimsAreMarked();
