// What docs/*/guide/start/quick-start.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/quick-start.test.ts: <test name> */}`; quoted output is read from the English
// page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { run, again, runnableFiles, expectPrinted, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('quick-start.test.ts', 'guide/start/quick-start.mdx');

describe('guide/start/quick-start.mdx', () => {
  const page = 'guide/start/quick-start.mdx';

  claim('the default include glob matches every listed extension outside node_modules, dist and .git', () => {
    const glob = says(page, '`**/*.{test,spec}.?(c|m)[jt]s?(x)`').slice(1, -1);
    const testFiles = [
      'src/a.test.js',
      'src/b.test.ts',
      'src/c.spec.mjs',
      'src/d.test.cjs',
      'src/e.spec.mts',
      'src/f.test.cts',
      'src/g.test.jsx',
      'src/h.spec.tsx',
    ];
    const others = [
      'src/helper.ts',
      'src/i.test.json',
      'dist/j.test.ts',
      '.git/k.test.ts',
      'node_modules/pkg/l.test.js',
    ];
    const project = run(
      Object.fromEntries(
        [...testFiles, ...others].map((file) => [
          file,
          file.endsWith('.json') ? '{}\n' : "import { test } from '@rstest/core';\n\ntest('runs', () => {});\n",
        ]),
      ),
      { nodeModules: 'rstest-only', args: ['list', '--filesOnly'] },
    );
    expect(project.status, project.output).toBe(0);
    expect(project.stdout.trim().split('\n').sort()).toEqual(testFiles);
    // A run that finds nothing prints the globs it used.
    const nothing = again(project, ['run', 'no-such-file']);
    expect(nothing.stdout).toContain(`include: ${glob}`);
  });

  claim('Quick Start: the first test passes and prints the quoted summary', () => {
    const project = run(runnableFiles(page));
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, '✓ adds two numbers'), project);
  });

  claim('Quick Start: a failing assertion prints the quoted report and exits with 1', () => {
    const files = runnableFiles(page);
    files['src/sum.test.ts'] = files['src/sum.test.ts'].replace('toBe(3)', 'toBe(4)');
    const project = run(files);
    expect(project.status).toBe(1);
    expectPrinted(quote(page, '✗ adds two numbers'), project);
  });

  claim('with several files only failed, slow and retried tests are listed', () => {
    const project = run(
      {
        'src/fast.test.ts': passingTest('passes quickly'),
        'src/slow.test.ts': `import { test } from '@rstest/core';\n\ntest('passes slowly', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 1500));\n});\n`,
        'src/flaky.test.ts': `import { expect, test } from '@rstest/core';\n\nlet attempts = 0;\ntest('passes on the second try', () => {\n  attempts += 1;\n  expect(attempts).toBe(2);\n});\n`,
        'src/fail.test.ts': `import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n\ntest('passes beside a failure', () => {\n  expect(1).toBe(1);\n});\n`,
      },
      { args: ['run', '--retry', '1', '--slowTestThreshold', '1000'] },
    );
    expect(project.status).toBe(1);
    expect(project.stdout).toMatch(/^ {2}✓ passes slowly/m);
    expect(project.stdout).toMatch(/^ {2}✓ passes on the second try .*\(retry x1\)/m);
    expect(project.stdout).toMatch(/^ {2}✗ fails/m);
    expect(project.stdout).not.toContain('passes quickly');
    expect(project.stdout).not.toContain('passes beside a failure');
  });

  claim('rstest init browser prints the quoted report and writes the quoted devDependencies', () => {
    const project = run(
      { 'package.json': '{ "name": "demo", "private": true }\n' },
      { nodeModules: 'rstest-only', args: ['init', 'browser', '--yes'] },
    );
    expect(project.status, project.output).toBe(0);
    expectPrinted(quote(page, 'Set up Rstest browser mode'), project);
    const pkg = JSON.parse(readFileSync(path.join(project.dir, 'package.json'), 'utf8'));
    expect(pkg.devDependencies).toEqual(JSON.parse(quote(page, '"@rstest/browser": "^0.12.0"')).devDependencies);
    expect(pkg.scripts).toEqual({ 'test:browser': says(page, 'rstest --config=rstest.browser.config.mts') });
    expect(readFileSync(path.join(project.dir, 'rstest.browser.config.mts'), 'utf8')).toContain(
      "browser: {\n    enabled: true,\n    provider: 'playwright',\n  }",
    );
    // It installs nothing: node_modules still holds only the linked @rstest scope.
    expect(readdirSync(path.join(project.dir, 'node_modules')).filter((entry) => !entry.startsWith('.'))).toEqual([
      '@rstest',
    ]);

    const react = run(
      { 'package.json': '{ "name": "demo", "private": true, "dependencies": { "react": "^19.0.0" } }\n' },
      { nodeModules: 'rstest-only', args: ['init', 'browser', '--yes'] },
    );
    expect(react.status, react.output).toBe(0);
    for (const file of ['tests/Counter.jsx', 'tests/Counter.test.jsx'])
      expect(existsSync(path.join(react.dir, says(page, `\`${file}\``).slice(1, -1))), file).toBe(true);
    expect(JSON.parse(readFileSync(path.join(react.dir, 'package.json'), 'utf8')).devDependencies).toHaveProperty(
      ['@rstest/browser-react'],
      JSON.parse(`{${says(page, '"@rstest/browser-react": "^0.12.0"')}}`)['@rstest/browser-react'],
    );
  });

  claim(
    'the npm registry has no @rstest/browser 0.12.0 and 0.11.9 wants @rstest/core 0.11.9',
    () => {
      // Needs the npm registry, like `npm ci`. Fails as soon as a newer @rstest/browser is published,
      // which is when the page has to change.
      const npm = (args: string[], cwd = ROOT) =>
        spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
      expect(npm(['view', '@rstest/browser', 'version']).stdout.trim()).toBe('0.11.9');
      expect(JSON.parse(npm(['view', '@rstest/browser@0.11.9', 'peerDependencies', '--json']).stdout)).toHaveProperty(
        ['@rstest/core'],
        '0.11.9',
      );
      expect(npm(['view', '@rstest/browser-react', 'version']).stdout.trim()).toBe('0.11.8');
      says(page, '0.11.8');
      const project = run(
        { 'package.json': '{ "name": "demo", "private": true }\n' },
        { nodeModules: 'rstest-only', args: ['init', 'browser', '--yes'] },
      );
      const install = npm(['install', '--dry-run', '--no-audit', '--no-fund'], project.dir);
      expect(install.status).not.toBe(0);
      for (const line of quote(page, 'npm error code ETARGET').split('\n')) expect(install.stderr).toContain(line);
    },
    180_000,
  );
});

claimsAreMarked();
