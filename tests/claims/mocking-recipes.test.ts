// What the Mocking Recipes guide (docs/*/guide/advanced/mocking-recipes.mdx) says beyond its
// runnable examples, proven by running those examples changed the way the page describes. A claim
// is marked on both pages with `{/* proven by tests/claims/mocking-recipes.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { localRuns, ROOT } from '../helpers/rstest';

const PAGE = 'guide/advanced/mocking-recipes.mdx';
const { run } = localRuns();

const { claim, claimsAreMarked, exampleFiles } = pageClaims('mocking-recipes.test.ts', PAGE, 180_000);

describe(PAGE, () => {
  claim('mockResolvedValue hands the same Response to every call, and its body can be read once', () => {
    const files = exampleFiles('fetch');
    says(PAGE, 'mockResolvedValue(Response.json(…))');
    const message = says(PAGE, 'TypeError: Body is unusable: Body has already been read');
    const project = run({
      ...files,
      'src/weather.test.ts': `import { expect, rs, test } from '@rstest/core';
import { forecast } from './weather';

test('answers twice with one response', async () => {
  rs.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ summary: 'sunny' }));
  await expect(forecast('Paris')).resolves.toBe('Paris: sunny');
  const error = await forecast('Paris').catch((caught: Error) => caught);
  expect(\`\${error}\`).toBe('${message}');
});

test('mockImplementation answers each call with a new response', async () => {
  rs.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ summary: 'sunny' }));
  await expect(forecast('Paris')).resolves.toBe('Paris: sunny');
  await expect(forecast('Paris')).resolves.toBe('Paris: sunny');
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  /** Two tests of one file: the first replaces `fetch` with `replace`, the second checks which `fetch` it gets. */
  const nextTestSees = (replace: string) => `import { expect, rs, test } from '@rstest/core';

const realFetch = globalThis.fetch;

test('replaces fetch', () => {
  ${replace};
  expect(rs.isMockFunction(globalThis.fetch)).toBe(true);
});

test('the next test sees the real fetch', () => {
  expect(globalThis.fetch).toBe(realFetch);
});
`;

  claim('with restoreMocks on, the next test sees the real fetch again', () => {
    const files = exampleFiles('fetch');
    expect(files['rstest.config.ts']).toContain('restoreMocks: true');
    const test = nextTestSees("rs.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}))");
    const on = run({ ...files, 'src/weather.test.ts': test });
    expect(on.status, on.output).toBe(0);
    expect(on.output).toContain('Tests 2 passed');
    // Without the option the spy is still in place in the next test.
    const off = run({
      ...changed(files, 'rstest.config.ts', 'restoreMocks: true', 'restoreMocks: false'),
      'src/weather.test.ts': test,
    });
    expect(off.status, off.output).toBe(1);
    expect(off.output).toContain('Tests 1 failed | 1 passed');
  });

  claim('with unstubGlobals on, the next test sees the real fetch again', () => {
    says(PAGE, "`rs.stubGlobal('fetch', rs.fn(…))`");
    const files = exampleFiles('fetch');
    const test = nextTestSees("rs.stubGlobal('fetch', rs.fn())");
    const config = (value: boolean) =>
      changed(files, 'rstest.config.ts', 'restoreMocks: true', `unstubGlobals: ${value}`)['rstest.config.ts'];
    const on = run({ ...files, 'rstest.config.ts': config(true), 'src/weather.test.ts': test });
    expect(on.status, on.output).toBe(0);
    expect(on.output).toContain('Tests 2 passed');
    const off = run({ ...files, 'rstest.config.ts': config(false), 'src/weather.test.ts': test });
    expect(off.status, off.output).toBe(1);
    expect(off.output).toContain('Tests 1 failed | 1 passed');
  });

  claim('with onUnhandledRequest error a request without a handler fails', () => {
    const files = exampleFiles('msw');
    const project = run(
      changed(
        files,
        'src/weather.test.ts',
        "forecast('Paris')).resolves.toBe('Paris: sunny in Paris')",
        "forecast('Paris')).rejects.toThrow()",
      ),
    );
    // The handler still answers: the changed test fails.
    expect(project.status).toBe(1);
    const unhandled = run(
      changed(
        files,
        'src/weather.test.ts',
        "http.get('https://api.weather.example/forecast', ({",
        "http.get('https://api.weather.example/other', ({",
      ),
    );
    expect(unhandled.status).toBe(1);
    expect(unhandled.output).toContain(
      says(PAGE, '[MSW] Error: intercepted a request without a matching request handler:'),
    );
    expect(unhandled.output).toContain('GET https://api.weather.example/forecast?city=Paris');
    expect(unhandled.output).toContain('Tests 1 failed | 1 passed');
  });

  claim('the installed MSW is 2.15.0 and allows Node.js 18 and newer', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/msw/package.json'), 'utf8'));
    expect(manifest.version).toBe(says(PAGE, 'msw@2.15.0').replace('msw@', ''));
    expect(manifest.engines.node).toBe('>=18');
    const project = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(project.devDependencies.msw).toBe(manifest.version);
    // This test runs on the Node.js the project supports, 20 included (package.json engines).
    expect(project.engines?.node ?? '').toMatch(/\^20/);
  });

  claim('a mock of node:fs/promises does not reach fs/promises or node:fs', () => {
    const project = run({
      'src/fs.test.ts': `import * as fs from 'node:fs';
import * as nodePromises from 'node:fs/promises';
import * as promises from 'fs/promises';
import { expect, rs, test } from '@rstest/core';

rs.mock('node:fs/promises', () => ({ readFile: rs.fn() }));

test('only the named module is mocked', () => {
  expect(rs.isMockFunction(nodePromises.readFile)).toBe(true);
  expect(rs.isMockFunction(promises.readFile)).toBe(false);
  expect(rs.isMockFunction(fs.promises.readFile)).toBe(false);
  expect(rs.isMockFunction(fs.readFileSync)).toBe(false);
});
`,
      'src/fs-plain.test.ts': `import * as nodePromises from 'node:fs/promises';
import * as promises from 'fs/promises';
import { expect, rs, test } from '@rstest/core';

rs.mock('fs/promises', () => ({ readFile: rs.fn() }));

test('the other way round', () => {
  expect(rs.isMockFunction(promises.readFile)).toBe(true);
  expect(rs.isMockFunction(nodePromises.readFile)).toBe(false);
});
`,
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 2 passed');
  });

  claim('an automocked class records constructor calls and the calls of every instance on its prototype', () => {
    const files = exampleFiles('classes');
    const project = run({
      'src/mailer.ts': files['src/mailer.ts'],
      'src/signup.ts': files['src/signup.ts'],
      'src/automock.test.ts': `import { expect, rs, test } from '@rstest/core';
import { Mailer } from './mailer';
import { signup } from './signup';

${says(PAGE, "rs.mock('./mailer', { mock: true })")};

test('records the constructor and every instance', async () => {
  await signup('ada@example.com');
  await signup('bob@example.com');
  expect(Mailer).toHaveBeenCalledTimes(2);
  expect(Mailer).toHaveBeenCalledWith('key-123');
  expect(rs.mocked(Mailer).mock.instances).toHaveLength(2);
  expect(await new Mailer('k').send('x', 'y')).toBeUndefined();
  expect(${says(PAGE, 'rs.mocked(Mailer.prototype.send)')}.mock.calls).toEqual([
    ['ada@example.com', 'Welcome'],
    ['bob@example.com', 'Welcome'],
    ['x', 'y'],
  ]);
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  claim('useFakeTimers with toFake Date fakes the date and leaves setTimeout real', () => {
    const project = run({
      'src/date.test.ts': `import { expect, rs, test } from '@rstest/core';

test('fakes only Date', async () => {
  ${says(PAGE, "rs.useFakeTimers({ toFake: ['Date'] })")};
  rs.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(new Date().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  rs.useRealTimers();
  expect(new Date().toISOString()).not.toBe('2026-01-01T00:00:00.000Z');
});

test('without toFake, setTimeout is fake too', async () => {
  rs.useFakeTimers();
  let fired = false;
  setTimeout(() => {
    fired = true;
  }, 20);
  await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
  expect(fired).toBe(false);
  rs.advanceTimersByTime(20);
  expect(fired).toBe(true);
  rs.useRealTimers();
});
`,
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 2 passed');
  });

  claimsAreMarked();
});
