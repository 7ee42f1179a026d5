// What docs/*/guide/basic/mocking.mdx says Rstest does beyond what its runnable examples show, proven against
// real runs of the pinned @rstest/core. A claim is marked on both pages with
// `{/* proven by tests/claims/mocking.test.ts: <test name> */}`; quoted messages and output are read from the
// English page, must appear unchanged on the Chinese page, and are compared with what the run prints.
import { describe, expect } from 'vitest';
import { blocksOf, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run } from '../helpers/task-guide-claims';

const { claim, claimsAreMarked } = pageClaims('mocking.test.ts', 'guide/basic/mocking.mdx');

describe('guide/basic/mocking.mdx', () => {
  const page = 'guide/basic/mocking.mdx';

  claim('rs.spyOn on a module namespace reaches other importers but not calls inside the module', () => {
    says(page, "rs.spyOn(prices, 'vatRate')");
    const project = run({
      'src/prices.ts':
        'export const vatRate = () => 0.2;\nexport const withVat = (cents: number) => Math.round(cents * (1 + vatRate()));\n',
      'src/invoice.ts':
        "import { vatRate } from './prices';\n\nexport const vatOf = (cents: number) => Math.round(cents * vatRate());\n",
      'src/prices.test.ts': `import { expect, rs, test } from '@rstest/core';
import { vatOf } from './invoice';
import * as prices from './prices';

test('spies on an export', () => {
  rs.spyOn(prices, 'vatRate').mockReturnValue(0.1);
  expect(prices.vatRate()).toBe(0.1);
  expect(vatOf(1000)).toBe(100);
  expect(prices.withVat(1000)).toBe(1200);
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  claim(
    'rs.spyOn throws on package and built-in exports in node, and spies on an ES module package in a DOM environment',
    () => {
      says(page, '[`output.bundleDependencies`](/config/build/output#bundledependencies)');
      const project = run({
        'rstest.config.ts': `export default {
  projects: [
    { name: 'node', testEnvironment: 'node' },
    { name: 'jsdom', testEnvironment: 'jsdom' },
    { name: 'happy-dom', testEnvironment: 'happy-dom' },
  ],
};
`,
        'node_modules/esm-probe/package.json': '{ "name": "esm-probe", "type": "module", "exports": "./index.js" }\n',
        'node_modules/esm-probe/index.js': "export const id = () => 'real';\n",
        'node_modules/cjs-probe/package.json': '{ "name": "cjs-probe", "main": "index.js" }\n',
        'node_modules/cjs-probe/index.js': "exports.id = () => 'real';\n",
        // Other modules call the packages, as the code under test would.
        'src/ids.ts':
          "import { id as cjsId } from 'cjs-probe';\nimport { id as esmId } from 'esm-probe';\n\nexport const ids = () => ({ cjs: cjsId(), esm: esmId() });\n",
        'src/spy.test.ts': `import * as os from 'node:os';
import * as cjs from 'cjs-probe';
import * as esm from 'esm-probe';
import { rs, test } from '@rstest/core';
import { ids } from './ids';

const environment =
  typeof document === 'undefined' ? 'node' : navigator.userAgent.includes('jsdom') ? 'jsdom' : 'happy-dom';

/** Prints what calls got after the spy, or that rs.spyOn threw. */
const attempt = (name: string, spy: () => void, call: () => string) =>
  test(name, () => {
    let result: string;
    try {
      spy();
      result = call();
    } catch (error) {
      result = String(error).includes('Cannot spy on') ? 'throws' : String(error);
    }
    console.log(\`SPY \${environment} \${name}: \${result}\`);
  });

attempt('ES module package', () => rs.spyOn(esm, 'id').mockReturnValue('fake'), () => ids().esm);
attempt('CommonJS package', () => rs.spyOn(cjs, 'id').mockReturnValue('fake'), () => \`\${ids().cjs} \${cjs.id()}\`);
attempt('built-in module', () => rs.spyOn(os, 'hostname').mockReturnValue('fake'), () => os.hostname());
`,
      });
      expect(project.status, project.output).toBe(0);
      const seen = (project.output.match(/^SPY .*$/gm) ?? []).sort();
      expect(seen).toEqual(
        [
          'SPY node ES module package: throws',
          'SPY node CommonJS package: throws',
          'SPY node built-in module: throws',
          ...['jsdom', 'happy-dom'].flatMap((environment) => [
            `SPY ${environment} ES module package: fake`,
            `SPY ${environment} CommonJS package: real real`,
            `SPY ${environment} built-in module: throws`,
          ]),
        ].sort(),
      );
    },
  );

  claim('a mock factory cannot use a variable of the test file, rs.hoisted can', () => {
    const api = "export const getUser = (id: number) => ({ id, name: 'real' });\n";
    const body = (declaration: string) => `import { expect, rs, test } from '@rstest/core';
import { getUser } from './api';

${declaration}
rs.mock('./api', () => ({ getUser: rs.fn().mockReturnValue(fake) }));

test('uses the fake user', () => {
  expect(getUser(1)).toBe(fake);
});
`;
    const plain = run({ 'src/api.ts': api, 'src/user.test.ts': body("const fake = { id: 0, name: 'fake' };") });
    expect(plain.status).toBe(1);
    expect(plain.output).toContain(
      says(page, "ReferenceError: Cannot access '<name>' before initialization").replace('<name>', 'fake'),
    );

    const hoisted = run({
      'src/api.ts': api,
      'src/user.test.ts': body("const { fake } = rs.hoisted(() => ({ fake: { id: 0, name: 'fake' } }));"),
    });
    expect(hoisted.status, hoisted.output).toBe(0);
  });

  claim('rs.mock reaches require() with an object of exports but not a function export, rs.mockRequire does', () => {
    const files = Object.fromEntries(
      blocksOf('en', page)
        .filter((block) => block.runnable && block.title?.startsWith('src/legacy/'))
        .map((block) => [block.title as string, `${block.code}\n`]),
    );
    const testFile = files['src/legacy/post.test.ts'];
    expect(testFile).toContain("rs.mockRequire('./slug.cjs', () => () => 'fixed-slug');");

    const withMock = run({
      ...files,
      'src/legacy/post.test.ts': testFile.replace(
        "rs.mockRequire('./slug.cjs', () => () => 'fixed-slug')",
        says(page, "rs.mock('./slug.cjs', () => () => 'fixed-slug')"),
      ),
    });
    expect(withMock.status).toBe(1);
    expect(withMock.output).toContain(says(page, 'TypeError: slug is not a function'));

    // An object of exports reaches require() with either API.
    const objectExports = {
      'src/mailer.cjs': "module.exports = { send: (to) => 'sent to ' + to };\n",
      'src/signup.cjs': "const mailer = require('./mailer.cjs');\n\nexports.signup = (email) => mailer.send(email);\n",
    };
    for (const api of ['rs.mock', 'rs.mockRequire']) {
      const project = run({
        ...objectExports,
        'src/signup.test.ts': `import { expect, rs, test } from '@rstest/core';

const { signup } = require('./signup.cjs');

${api}('./mailer.cjs', () => ({ send: () => 'mocked' }));

test('mocks the required module', () => {
  expect(signup('ada@example.com')).toBe('mocked');
});
`,
      });
      expect(project.status, `${api}\n${project.output}`).toBe(0);
    }
  });

  claim('rs.mock replaces a Node.js built-in module by its name', () => {
    const factory = says(page, "rs.mock('node:fs/promises', () => ({ readFile: rs.fn() }))");
    const project = run({
      'src/settings.ts': `import { readFile } from 'node:fs/promises';

export const loadSettings = async (file: string) => JSON.parse(await readFile(file, 'utf8'));
`,
      'src/settings.test.ts': `import { readFile } from 'node:fs/promises';
import { expect, rs, test } from '@rstest/core';
import { loadSettings } from './settings';

${factory};

test('reads the mocked file', async () => {
  rs.mocked(readFile).mockResolvedValue('{"theme":"dark"}');
  await expect(loadSettings('settings.json')).resolves.toEqual({ theme: 'dark' });
  expect(readFile).toHaveBeenCalledWith('settings.json', 'utf8');
});
`,
    });
    expect(project.status, project.output).toBe(0);
  });

  claim('a root __mocks__ file mocks a package only where rs.mock names it, also for a scoped package', () => {
    says(page, '`__mocks__/@scope/name.ts`');
    const project = run(
      {
        'node_modules/@acme/ids/package.json': '{ "name": "@acme/ids", "main": "index.js" }\n',
        'node_modules/@acme/ids/index.js': "exports.newId = () => 'real-id';\n",
        '__mocks__/@acme/ids.ts': "export const newId = () => 'mock-id';\n",
        'src/mocked.test.ts': `import { newId } from '@acme/ids';
import { expect, rs, test } from '@rstest/core';

rs.mock('@acme/ids');

test('uses the manual mock', () => {
  expect(newId()).toBe('mock-id');
});
`,
        'src/real.test.ts': `import { newId } from '@acme/ids';
import { expect, test } from '@rstest/core';

test('uses the package', () => {
  expect(newId()).toBe('real-id');
});
`,
      },
      { nodeModules: 'rstest-only' },
    );
    expect(project.status, project.output).toBe(0);
    expect(project.output).toContain('Tests 2 passed');
  });
});

claimsAreMarked();
