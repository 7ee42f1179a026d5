// What docs/*/guide/start/index.mdx says Rstest does, proven against real runs of the pinned @rstest/core. A
// claim is marked on both pages with `{/* proven by tests/claims/start.test.ts: <test name> */}`; quoted
// output is read from the English page, must appear unchanged on the Chinese page, and is compared with what
// the run prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { quote, says } from '../helpers/page-quotes';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import { run, again, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('start.test.ts', 'guide/start/index.mdx');

describe('guide/start/index.mdx', () => {
  const page = 'guide/start/index.mdx';

  claim('the node environment loads node_modules packages with Node.js and compiles source files', () => {
    // Rspack replaces `__webpack_require__` in every module it compiles; Node.js leaves it undefined.
    const loadedBy = "exports.loadedBy = typeof __webpack_require__ === 'function' ? 'rspack' : 'node';\n";
    const project = run(
      {
        'node_modules/some-package/package.json': '{ "name": "some-package", "main": "index.js" }\n',
        'node_modules/some-package/index.js': loadedBy,
        'src/local.js': loadedBy,
        'src/who.test.ts': [
          "import { expect, test } from '@rstest/core';",
          "import { loadedBy as fromPackage } from 'some-package';",
          "import { loadedBy as fromSource } from './local';",
          '',
          "test('who loaded what', () => {",
          '  expect({ fromPackage, fromSource }).toEqual(JSON.parse(process.env.EXPECTED as string));',
          '});',
          '',
        ].join('\n'),
      },
      { nodeModules: 'rstest-only', env: { EXPECTED: '{"fromPackage":"node","fromSource":"rspack"}' } },
    );
    expect(project.status, project.output).toBe(0);
    const dom = again(project, ['run', '--testEnvironment', 'happy-dom'], {
      EXPECTED: '{"fromPackage":"rspack","fromSource":"rspack"}',
    });
    expect(dom.status, dom.output).toBe(0);
    says(page, '[`output.bundleDependencies`](/config/build/output#bundledependencies)');
  });

  claim('the engines field of @rstest/core is the quoted range', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
    expect(quote(page, '^20.19.0')).toBe(pkg.engines.node);
    expect(pkg.version).toBe('0.12.0');
  });

  claim('every built-in reporter name is accepted', () => {
    const names = ['default', 'dot', 'verbose', 'md', 'github-actions', 'junit', 'json', 'blob'];
    for (const name of names) says(page, `\`${name}\``);
    const project = run(
      { 'src/a.test.ts': passingTest('a') },
      { args: ['run', ...names.map((n) => `--reporter=${n}`)] },
    );
    expect(project.status, project.output).toBe(0);
    const unknown = again(project, ['run', '--reporter=nope']);
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain('Reporter nope not found. Please install it or use a built-in reporter.');
  });
});

claimsAreMarked();
