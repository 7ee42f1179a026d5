// What the Module Mocking in Depth guide (docs/*/guide/advanced/module-mocking.mdx) says beyond its
// runnable examples, proven by running those examples changed the way the page describes. A claim
// is marked on both pages with `{/* proven by tests/claims/module-mocking.test.ts: <test name> */}`.
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { localRuns } from '../helpers/rstest';

const PAGE = 'guide/advanced/module-mocking.mdx';
const { run } = localRuns();

const { claim, claimsAreMarked, exampleFiles } = pageClaims('module-mocking.test.ts', PAGE, 180_000);

/** A package in the project's node_modules that records that it ran, and a test that mocks it. */
const metricsProject = (config = '') => ({
  ...(config ? { 'rstest.config.ts': config } : {}),
  'node_modules/metrics/package.json': '{ "name": "metrics", "main": "index.js" }\n',
  'node_modules/metrics/index.js': "globalThis.metricsRan = true;\nexports.count = () => 'real';\n",
  'src/report.ts': "import { count } from 'metrics';\n\nexport const report = () => count();\n",
  'src/report.test.ts': `import { expect, rs, test } from '@rstest/core';
import { report } from './report';

rs.mock('metrics', () => ({ count: () => 'mocked' }));

test('gets the mock', () => {
  expect(report()).toBe('mocked');
  console.log('package ran:', (globalThis as { metricsRan?: boolean }).metricsRan === true);
});
`,
});

describe(PAGE, () => {
  claim('rs.spyOn on an export of a package throws the quoted error', () => {
    const message = says(
      PAGE,
      'Cannot spy on "<name>": it is a read-only export of a third-party or native ES module.',
    );
    for (const [module, name] of [
      ['metrics', 'count'],
      ['node:path', 'join'],
    ]) {
      const project = run(
        {
          ...metricsProject(),
          'src/report.test.ts': `import * as mod from '${module}';
import { rs, test } from '@rstest/core';

test('spies on a package', () => {
  rs.spyOn(mod, '${name}');
});
`,
        },
        { nodeModules: 'rstest-only' },
      );
      expect(project.status, module).toBe(1);
      expect(project.output).toContain(message.replace('<name>', name));
    }
  });

  claim(
    'the real module runs under automocking, spy mode and importActual, and not under a factory or a __mocks__ file',
    () => {
      const files = exampleFiles('barrel');
      const factory = `rs.mock('./lib/db', () => ({
  findUser: rs.fn(async (id: number) => ({ id, name: 'Ada' })),
}));`;
      const error = says(PAGE, 'DATABASE_URL is not set');
      // With the factory (the page's example), the real module does not run.
      const mocked = run(files, { args: ['run', 'checkout.test'] });
      expect(mocked.status, mocked.output).toBe(0);
      // Each other way runs it, and it throws.
      // Automocking and spy mode report that the module failed to load, without its error.
      const loadFailed = says(PAGE, "rs.mock('./src/lib/db.ts', { mock: true }) failed: cannot load original module");
      for (const [replacement, mode] of [
        [`${says(PAGE, 'rs.mock(path)').replace('path', "'./lib/db'")};`, '{ mock: true }'],
        [`rs.mock('./lib/db', ${says(PAGE, '{ mock: true }')});`, '{ mock: true }'],
        [`rs.mock('./lib/db', ${says(PAGE, '{ spy: true }')});`, '{ spy: true }'],
      ]) {
        const project = run(changed(files, 'src/checkout.test.ts', factory, replacement), {
          args: ['run', 'checkout.test'],
        });
        expect(project.status, replacement).toBe(1);
        expect(project.output, replacement).toContain(`Error: [Rstest] ${loadFailed.replace('{ mock: true }', mode)}`);
        expect(project.output, replacement).not.toContain(error);
      }
      // Where loading succeeds, the module's code ran: automocked and spied, with their results.
      for (const [mock, result] of [
        ["rs.mock('./lib/flag')", 'toBeUndefined()'],
        ["rs.mock('./lib/flag', { spy: true })", 'toBe(1)'],
      ]) {
        const ran = run({
          'src/lib/flag.ts': 'Object.assign(globalThis, { flagRan: true });\n\nexport const flag = () => 1;\n',
          'src/flag.test.ts': `import { expect, rs, test } from '@rstest/core';
import { flag } from './lib/flag';

${mock};

test('mocks the loaded module', () => {
  expect(flag()).${result};
  expect((globalThis as { flagRan?: boolean }).flagRan).toBe(true);
});
`,
        });
        expect(ran.status, `${mock}\n${ran.output}`).toBe(0);
      }
      for (const replacement of [
        `import * as actual from './lib/db' with { rstest: 'importActual' };\nrs.mock('./lib/db', () => ({ ...actual, findUser: async () => ({ id: 1, name: 'Ada' }) }));`,
        `rs.mock('./lib/db', () => ({ ...rs.requireActual('./lib/db'), findUser: async () => ({ id: 1, name: 'Ada' }) }));`,
        `rs.mock('./lib/db', () => ({ findUser: async () => ({ id: 1, name: 'Ada' }) }));\ntest('imports the real module', async () => {\n  await rs.importActual('./lib/db');\n});`,
      ]) {
        const project = run(changed(files, 'src/checkout.test.ts', factory, replacement), {
          args: ['run', 'checkout.test'],
        });
        expect(project.status, replacement).toBe(1);
        expect(project.output, replacement).toContain(`Error: ${error}`);
      }
      // A __mocks__ file keeps it from running (the page's manual example); without one it is automocked.
      const manual = exampleFiles('manual');
      expect(run(manual).status).toBe(0);
      const automatic = { ...manual };
      delete automatic['src/lib/__mocks__/db.ts'];
      const failed = run(automatic);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain(`Error: [Rstest] ${loadFailed}`);
    },
  );

  claim('an externalized package runs under a mock factory, and its importers get the mock', () => {
    const project = run(metricsProject(), { nodeModules: 'rstest-only' });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('package ran: true');
  });

  claim('a bundled package does not run under a mock factory', () => {
    says(PAGE, '`output.bundleDependencies`');
    const project = run(metricsProject("export default { output: { bundleDependencies: ['metrics'] } };\n"), {
      nodeModules: 'rstest-only',
    });
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('package ran: false');
  });

  claimsAreMarked();
});
