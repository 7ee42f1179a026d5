// What both migration guides, docs/*/guide/start/migrate-from-jest.mdx and
// docs/*/guide/start/migrate-from-vitest.mdx, say about Rstest, proven once for both: claims of each page,
// with the installed Vitest where the page compares, and the checks of the package facts that the mapping
// tables of both pages rely on (tests/helpers/migration-mapping.ts). Each claim is marked on both guides, in
// both languages, with
// `{/* proven by tests/claims/migrate-from-jest+migrate-from-vitest.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { run, environmentComment } from '../helpers/migration-claims';
import {
  LANGS,
  JEST_PAGE,
  VITEST_PAGE,
  RS_MEMBERS,
  RSTEST_EXPORTS,
  RSTEST_CONFIG_KEYS,
  SET_CONFIG_KEYS,
  VITEST_TEST_OPTIONS,
  VITE_CONFIG_KEYS,
  rstestHelp,
  vitestHelp,
  rstestProblem,
  noneProblem,
  vitestProblem,
  page,
} from '../helpers/migration-mapping';

const { claim, claimsAreMarked } = pageClaims('migrate-from-jest+migrate-from-vitest.test.ts', [
  'guide/start/migrate-from-jest.mdx',
  'guide/start/migrate-from-vitest.mdx',
]);

claim('rs.useFakeTimers, expect.extend and expect.addSnapshotSerializer work from a setup file', () => {
  const result = run({
    'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ setupFiles: ['./test/setup.ts'] });
`,
    'test/setup.ts': `import { expect, rs } from '@rstest/core';
rs.useFakeTimers();
expect.extend({
  toBeEven: (received: number) => ({ pass: received % 2 === 0, message: () => \`\${received} is odd\` }),
});
expect.addSnapshotSerializer({
  test: (value) => value instanceof URL,
  serialize: (value: URL) => \`URL<\${value.href}>\`,
});
`,
    'src/setup.test.ts': `import { expect, rs, test } from '@rstest/core';
test('the setup file faked the timers and added the matcher and the serializer', () => {
  expect(rs.isFakeTimers()).toBe(true);
  (expect(4) as unknown as { toBeEven(): void }).toBeEven();
  expect(new URL('https://example.com/a')).toMatchInlineSnapshot(\`URL<https://example.com/a>\`);
});
`,
  });
  expect(result.status, result.output).toBe(0);
});

claim('a docblock naming an environment other than node, jsdom or happy-dom fails the run', () => {
  for (const docblock of [
    environmentComment('vitest', 'edge-runtime'),
    environmentComment('jest', './custom-environment.js'),
  ]) {
    const result = run({
      'src/env.test.ts': `${docblock}
import { expect, test } from '@rstest/core';
test('runs', () => {
  expect(true).toBe(true);
});
`,
    });
    expect(result.status, docblock).toBe(1);
    expect(result.output).toContain('Unsupported test environment');
    expect(result.output).toContain('Supported environments: node, jsdom, happy-dom.');
  }
});

describe('the package facts the checks rely on', () => {
  test('the probe, the declarations and the help texts were read', () => {
    expect(RS_MEMBERS.has('fn')).toBe(true);
    expect(RSTEST_EXPORTS.has('expect')).toBe(true);
    expect(RSTEST_CONFIG_KEYS.has('pool.maxWorkers')).toBe(true);
    expect(SET_CONFIG_KEYS.has('testTimeout')).toBe(true);
    expect(VITEST_TEST_OPTIONS.has('environment')).toBe(true);
    expect(VITE_CONFIG_KEYS.has('resolve.alias')).toBe(true);
    expect(rstestHelp('run').flags).toContain('--pool.maxWorkers');
    expect(rstestHelp('').flags).toContain('-w');
    expect(rstestHelp('').commands).toContain('merge-reports');
    expect(vitestHelp.commands).toContain('related');
    expect(vitestHelp.flags).toContain('--environment');
  });

  test('the checks catch a wrong name on each side', () => {
    expect(rstestProblem('api', 'rs.setTimeout')).toBeDefined();
    expect(rstestProblem('api', 'rs.setConfig({ timeout })')).toBeDefined();
    expect(rstestProblem('config', 'setupFilesAfterEnv')).toBeDefined();
    expect(rstestProblem('cli', '--runInBand')).toBeDefined();
    expect(rstestProblem('cli', 'rstest list --nope')).toBeDefined();
    expect(noneProblem('api', 'jest.fn')).toBeDefined();
    expect(vitestProblem('api', 'vi.setTimeout')).toBeDefined();
    expect(vitestProblem('config', 'test.testEnvironment')).toBeDefined();
    expect(vitestProblem('cli', '--testEnvironment')).toBeDefined();
  });

  test('the pages are on 0.12.0 and on the Vitest that is installed', () => {
    const vitestVersion = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/vitest/package.json'), 'utf8')).version;
    const [major, minor] = vitestVersion.split('.');
    for (const lang of LANGS) {
      expect(page(lang, VITEST_PAGE).source).toContain(`Vitest ${major}.${minor}`);
      expect(page(lang, JEST_PAGE).source).toContain('0.12.0');
    }
  });
});

claimsAreMarked();
