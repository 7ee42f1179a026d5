// What docs/*/config/build/performance.mdx says of the build cache and the test environment, proven
// against real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/config-performance.test.ts: <test name> */}`.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, localRuns, rstestIn } from '../helpers/rstest';

const { run } = localRuns();

const PERFORMANCE = 'config/build/performance.mdx';
const { claim, claimsAreMarked } = pageClaims('config-performance.test.ts', PERFORMANCE, 180_000);

describe(PERFORMANCE, () => {
  /** A package whose `browser` entry and Node.js entry say which one a test got. */
  const entryPackage = {
    'node_modules/entry-probe/package.json': `${JSON.stringify({
      name: 'entry-probe',
      version: '1.0.0',
      exports: { browser: './browser.js', default: './node.js' },
    })}\n`,
    'node_modules/entry-probe/browser.js': "exports.entry = 'browser';\n",
    'node_modules/entry-probe/node.js': "exports.entry = 'node';\n",
  };
  const config = (environment: string) => `export default { ${environment}performance: { buildCache: true } };\n`;
  /** What the test got: the package's entry and whether the environment has a document. */
  const seen = (output: string) => /^SEEN (.*)$/m.exec(output)?.[1];

  claim(
    'the build cache follows a testEnvironment change in the config file but not the --testEnvironment flag',
    () => {
      says(PERFORMANCE, '`--testEnvironment`');
      says(PERFORMANCE, '`browser`');
      const project = run({
        ...entryPackage,
        'rstest.config.ts': config(''),
        'src/entry.test.ts': `import { test } from '@rstest/core';
import { entry } from 'entry-probe';

test('entry', () => {
  console.log(\`SEEN \${entry} \${typeof document}\`);
});
`,
      });
      expect(project.status, project.output).toBe(0);
      expect(seen(project.output)).toBe('node undefined');
      const again = (...args: string[]) => {
        const result = rstestIn(project.dir, { args: ['run', ...args], env: LOCAL_ENV });
        expect(result.status, result.output).toBe(0);
        return seen(result.output);
      };
      // The flag switches the environment, but the build of the node run is reused: the Node.js entry.
      expect(again('--testEnvironment', 'happy-dom')).toBe('node object');
      // Without the cache folder, the same run builds the package's browser entry.
      rmSync(path.join(project.dir, 'node_modules/.cache/rstest-rstest'), { recursive: true });
      expect(again('--testEnvironment', 'happy-dom')).toBe('browser object');
      // A change of the config file invalidates the happy-dom build just cached.
      writeFileSync(path.join(project.dir, 'rstest.config.ts'), config("testEnvironment: 'node', "));
      expect(again()).toBe('node undefined');
    },
  );

  claim('test files that choose another environment by a comment get a cache folder of their own', () => {
    const pattern = says(PERFORMANCE, '`node_modules/.cache/rstest-<name>-environment-<n>`').slice(1, -1);
    const project = run({
      'rstest.config.ts': config(''),
      'src/node.test.ts':
        "import { expect, test } from '@rstest/core';\n\ntest('node', () => {\n  expect(typeof document).toBe('undefined');\n});\n",
      'src/dom.test.ts':
        "// @rstest-environment happy-dom\nimport { expect, test } from '@rstest/core';\n\ntest('dom', () => {\n  expect(typeof document).toBe('object');\n});\n",
    });
    expect(project.status, project.output).toBe(0);
    const cacheRoot = path.dirname(path.join(project.dir, pattern));
    const folders = readdirSync(cacheRoot).filter((name) => name.startsWith('rstest'));
    expect(folders.sort()).toEqual(
      ['rstest-rstest', path.basename(pattern).replace('<name>', 'rstest').replace('<n>', '1')].sort(),
    );
  });
});

claimsAreMarked();
