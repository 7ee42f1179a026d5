// What docs/*/config/test/federation.mdx says that a runnable example cannot show (output that must be
// absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, seen } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-federation.test.ts', 'config/test/federation.mdx');

describe('federation', () => {
  const lazyTest = `import { expect, test } from '@rstest/core';
test('loads a lazy chunk', async () => {
  const { value } = await import('./lazy');
  expect(value).toBe(42);
  console.log('SEEN ' + JSON.stringify(typeof exports));
});
`;
  const emitted = (dir: string) =>
    readdirSync(path.join(dir, 'dist/.rstest-temp')).filter((file) => !file.endsWith('.map'));

  test('emits CommonJS .js files that load chunks with require(), also with output.module: true', () => {
    const run = rstest({
      'rstest.config.ts': config('{ federation: true, output: { module: true }, dev: { writeToDisk: true } }'),
      'src/lazy.ts': 'export const value = 42;\n',
      'src/lazy.test.ts': lazyTest,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('object');
    const files = emitted(run.dir);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    expect(files.some((file) => file.endsWith('.mjs'))).toBe(false);
    expect(readFileSync(path.join(run.dir, 'dist/.rstest-temp/rstest-runtime.js'), 'utf8')).toContain(
      'require("./" + __webpack_require__.u(chunkId))',
    );
  });

  test('without it, the output is .mjs and exports is undefined in a test file', () => {
    const run = rstest({
      'rstest.config.ts': config('{ dev: { writeToDisk: true } }'),
      'src/lazy.ts': 'export const value = 42;\n',
      'src/lazy.test.ts': lazyTest,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('undefined');
    expect(emitted(run.dir).every((file) => !file.endsWith('.js'))).toBe(true);
    expect(existsSync(path.join(run.dir, 'dist/.rstest-temp/rstest-runtime.mjs'))).toBe(true);
  });

  test('hides the federation runtime warning about the async-node target, and only that one', () => {
    const warnings = `import { test } from '@rstest/core';
test('warns', () => {
  console.warn('[ Federation Runtime ]', 'the build target is not set to "async-node" for this remote');
  console.warn('[ Federation Runtime ]', 'a different warning');
});
`;
    const withFederation = rstest({ 'rstest.config.ts': config('{ federation: true }'), 'warn.test.ts': warnings });
    expect(withFederation.output).not.toContain('async-node');
    expect(withFederation.output).toContain('a different warning');
    const without = rstest({ 'warn.test.ts': warnings });
    expect(without.output).toContain('async-node');
  });
});

claimsAreMarked();
