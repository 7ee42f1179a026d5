// Claims that prove sentences of several pages of the API reference at once,
// docs/*/api/javascript-api/createRstest.mdx, docs/*/api/javascript-api/reporter.mdx: behaviour a runnable
// example on a page cannot show. Each claim is marked on every one of these pages, in both languages, with
// `{/* proven by tests/claims/api-createRstest+api-reporter.test.ts: <test name> */}`.
import { expect } from 'vitest';
import { nodeIn, scratchProject } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';

const { claim, claimsAreMarked } = pageClaims('api-createRstest+api-reporter.test.ts', [
  'api/javascript-api/createRstest.mdx',
  'api/javascript-api/reporter.mdx',
]);

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
    const result = nodeIn(project.dir, ['operations.mjs'], { env: { CI: 'true' } });
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

claimsAreMarked();
