// What the Troubleshooting guide (docs/*/guide/advanced/troubleshooting.mdx) says beyond its runnable
// examples, proven against real runs of the pinned @rstest/core: its sections on require() of
// CommonJS-style files and on module mocks that miss a re-export by running those examples changed the
// way the page describes, and the messages a run prints with the runs the other run guides make
// (tests/helpers/run-guide-claims.ts). A claim is marked on both pages with
// `{/* proven by tests/claims/troubleshooting.test.ts: <test name> */}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { LANGS, pageSource, quote, says } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { browserStandIn, LOCAL_ENV, ROOT, scratchRuns } from '../helpers/rstest';
import * as runGuides from '../helpers/run-guide-claims';

const PAGE = 'guide/advanced/troubleshooting.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

/** The first line of the quoted `text` block that contains `marker`, on both pages. */
const message = (marker: string) => quote(PAGE, marker, (block) => block.lang === 'text' && !block.output).trim();

const { claim, claimsAreMarked, exampleFiles } = pageClaims('troubleshooting.test.ts', PAGE);

describe(`${PAGE}: require() of a CommonJS-style file`, () => {
  const failing = exampleFiles('require-esm');
  const slugJs = `function slugify(title) {\n  return title.toLowerCase().replace(/\\s+/g, '-');\n}\nmodule.exports = { slugify };\n`;
  const jsProject = (file: string, packageJson: string) => ({
    'package.json': packageJson,
    [`src/${file}`]: slugJs,
    'src/slug.test.ts': failing['src/slug.test.ts'].replace("require('./slug')", `require('./${file}')`),
  });

  claim('a CommonJS .js file in a type module package fails with module is not defined', () => {
    const expected = message('ReferenceError: module is not defined');
    const inModulePackage = run(jsProject('slug.js', failing['package.json']));
    expect(inModulePackage.status).toBe(1);
    expect(inModulePackage.output).toContain(expected);
    // The same file loads in a package without "type": "module".
    expect(run(jsProject('slug.js', '{}\n')).status).toBe(0);
  });

  claim('a TypeScript file with import type and module.exports fails with or without type module', () => {
    const expected = message('Error: ES Modules may not assign module.exports');
    for (const packageJson of [failing['package.json'], '{}\n', '{ "type": "commonjs" }\n']) {
      const result = run({ ...failing, 'package.json': packageJson });
      expect(result.status, packageJson).toBe(1);
      expect(result.output).toContain(expected);
    }
    // Without the type import, the same file is CommonJS and loads.
    const withoutImport = changed(failing, 'src/slug.ts', "import type { SlugOptions } from './options';\n", '');
    const typed = changed(withoutImport, 'src/slug.ts', 'SlugOptions =', '{ separator: string } =');
    expect(run(typed).status).toBe(0);
  });

  claim('each fix of a CommonJS-style file makes require() work', () => {
    // ES module syntax: the page's second run, whose test file is the failing run's, unchanged.
    const exported = exampleFiles('require-export');
    expect(exported['src/slug.test.ts']).toBe(failing['src/slug.test.ts']);
    expect(exported['package.json']).toBe(failing['package.json']);
    expect(run(exported).status).toBe(0);
    // A .cjs file in the type module package.
    expect(run(jsProject('slug.cjs', failing['package.json'])).status).toBe(0);
    // A type taken with import() instead of an import statement.
    const withImportType = changed(
      failing,
      'src/slug.ts',
      "import type { SlugOptions } from './options';",
      "type SlugOptions = import('./options').SlugOptions;",
    );
    for (const lang of LANGS)
      expect(pageSource(lang, PAGE)).toContain("`type SlugOptions = import('./options').SlugOptions;`");
    const result = run(withImportType);
    expect(result.status, result.output).toBe(0);
  });
});

describe(`${PAGE}: a module mock and a re-export`, () => {
  const barrel = exampleFiles('mock-barrel');
  const source = exampleFiles('mock-source');
  /** welcome.ts, importing through the barrel. */
  const throughBarrel = changed(source, 'src/welcome.ts', "from './api/users'", "from './api'");

  claim(
    'a mock of the defining file reaches importers through the barrel, a mock of the barrel does not reach direct importers',
    () => {
      expect(run(barrel).status).toBe(1);
      expect(run(source).status).toBe(0);
      expect(run(throughBarrel).status).toBe(0);
      // The barrel's mock does reach an importer of the barrel.
      const barrelMockedThroughBarrel = changed(barrel, 'src/welcome.ts', "from './api/users'", "from './api'");
      expect(run(barrelMockedThroughBarrel).status).toBe(0);
    },
  );

  claim('rs.spyOn on the barrel namespace reaches only importers of the barrel', () => {
    const spyTest = (namespace: string) => `import { expect, rs, test } from '@rstest/core';
import * as api from '${namespace}';
import { welcome } from './welcome';

test('greets the user by name', async () => {
  rs.spyOn(api, 'fetchUserName').mockResolvedValue('Ada');
  await expect(welcome(1)).resolves.toBe('Welcome back, Ada');
});
`;
    const direct = { ...source, 'src/welcome.test.ts': spyTest('./api') };
    const failed = run(direct);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('real network call for user 1');
    expect(run({ ...throughBarrel, 'src/welcome.test.ts': spyTest('./api') }).status).toBe(0);
    expect(run({ ...source, 'src/welcome.test.ts': spyTest('./api/users') }).status).toBe(0);
    expect(run({ ...throughBarrel, 'src/welcome.test.ts': spyTest('./api/users') }).status).toBe(0);
  });
});

describe('guide/advanced/troubleshooting.mdx: messages a run prints', () => {
  // Runs outside CI, with the page's files and quoted output, as the other run guides make them (tests/helpers/run-guide-claims.ts).
  const { run, again, projectWithout, expectInOrder, titledFiles, inProject, testFile, config } = runGuides;
  const page = 'guide/advanced/troubleshooting.mdx';

  // Packages that Node.js loads itself in the node environment, as they ship on npm.
  const legacyMath = () => ({
    'node_modules/legacy-math/package.json': '{ "name": "legacy-math", "version": "1.0.0", "main": "index.js" }\n',
    ...titledFiles(page, ['node_modules/legacy-math/index.js']),
  });

  claim('an empty shard fails with No test files found unless --passWithNoTests', () => {
    const files = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [`src/${name}.test.ts`, testFile(name)]));
    const project = run(files, { args: ['run', says(page, '--shard=3/3')] });
    expect(project.status).toBe(1);
    expect(project.output).toContain('Running shard 3 of 3 (0 of 4 test files)');
    expect(project.output).toContain(quote(page, 'No test files found, exiting with code 1.'));
    const passing = again(project, ['run', '--shard=3/3', '--passWithNoTests']);
    expect(passing.status).toBe(0);
    expect(passing.output).toContain(`No test files found, ${says(page, 'exiting with code 0.')}`);
  });

  claim('a path or a package name in reporters fails with Reporter not found', () => {
    const message = quote(page, 'Reporter ./reporters/slack.ts not found');
    const reporter = 'export const slackReporter = { onTestRunEnd() {} };\n';
    const project = run({
      'reporters/slack.ts': reporter,
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': config("{ reporters: ['default', './reporters/slack.ts'] as never }"),
    });
    expect(project.status).toBe(1);
    expectInOrder(message, project);
    // An installed package is no better than a path.
    const installed = run({ 'src/a.test.ts': testFile('a') }, { args: ['run', '--reporter=typescript'] });
    expect(installed.status).toBe(1);
    expect(installed.output).toContain('Reporter typescript not found. Please install it or use a built-in reporter.');
    // The fix on the page: import the object.
    const fixed = run({
      'reporters/slack.ts': reporter,
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': quote(page, "import { slackReporter } from './reporters/slack';"),
    });
    expect(fixed.status, fixed.output).toBe(0);
  });

  claim('a missing jsdom or coverage provider stops the run with the quoted messages', () => {
    const project = projectWithout(['jsdom', 'happy-dom'], { 'src/a.test.ts': testFile('a') });
    const cases = [
      [['--testEnvironment=jsdom'], quote(page, 'Failed to load testEnvironment "jsdom"')],
      [
        ['--testEnvironment=happy-dom'],
        'Failed to load testEnvironment "happy-dom" dependency: happy-dom in /path/to/project',
      ],
      [['--coverage'], quote(page, 'Failed to load coverage provider module: @rstest/coverage-istanbul')],
      [['--coverage.provider=v8'], 'Failed to load coverage provider module: @rstest/coverage-v8 in /path/to/project'],
    ] as const;
    for (const [args, message] of cases) {
      const printed = again(project, ['run', ...args], { bin: project.bin });
      expect(printed.status, args[0]).toBe(1);
      expect(printed.output).toContain(inProject(message, project.dir));
    }
    says(page, '`npm add -D @rstest/coverage-istanbul@0.12.0`');
    const pkg = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/@rstest/coverage-istanbul/package.json'), 'utf8'),
    );
    expect(pkg.peerDependencies['@rstest/core']).toBe('^0.12.0');
  });

  claim('browser mode stops without @rstest/browser and with another version of it', () => {
    const files = {
      'src/a.test.ts': testFile('a'),
      'rstest.config.ts': config("{ browser: { enabled: true, provider: 'playwright' } }"),
    };
    const missing = projectWithout([], files);
    const withoutPackage = again(missing, ['run'], { bin: missing.bin });
    expect(withoutPackage.status).toBe(1);
    expect(withoutPackage.output).toContain(quote(page, 'Browser mode requires @rstest/browser to be installed'));

    // A stand-in for the last published @rstest/browser: only its version and entry points matter here.
    const mismatch = projectWithout([], {
      ...files,
      ...browserStandIn(),
    });
    const otherVersion = again(mismatch, ['run'], { bin: mismatch.bin });
    expect(otherVersion.status).toBe(1);
    expect(otherVersion.output).toContain(quote(page, 'Version mismatch between @rstest/core and @rstest/browser'));
  });

  claim(
    'a named import of an undetectable CommonJS export fails, and a default import or bundleDependencies fixes it',
    () => {
      const named = run({ ...legacyMath(), ...titledFiles(page, ['src/math.test.ts']) });
      expect(named.status).toBe(1);
      expect(named.output).toContain(quote(page, '(0 , legacy_math__rspack_import_1.add) is not a function'));

      says(page, "`import math from 'legacy-math'`");
      says(page, '`math.add(1, 2)`');
      const defaultImport = run({
        ...legacyMath(),
        'src/math.test.ts': `import { expect, test } from '@rstest/core';\nimport math from 'legacy-math';\n\ntest('adds', () => {\n  expect(math.add(1, 2)).toBe(3);\n});\n`,
      });
      expect(defaultImport.status, defaultImport.output).toBe(0);

      says(page, "`output: { bundleDependencies: ['legacy-math'] }`");
      const bundled = run({
        ...legacyMath(),
        ...titledFiles(page, ['src/math.test.ts']),
        'rstest.config.ts': config("{ output: { bundleDependencies: ['legacy-math'] } }"),
      });
      expect(bundled.status, bundled.output).toBe(0);
    },
  );

  claim('rs.spyOn on an export of an externalized ES module fails, rs.mock with spy: true works', () => {
    const greetings = {
      'node_modules/greetings/package.json':
        '{ "name": "greetings", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
      'node_modules/greetings/index.js': "export function greet(name) {\n  return 'Hello, ' + name;\n}\n",
    };
    const spied = run({
      ...greetings,
      'src/greeting.test.ts': `import { expect, rs, test } from '@rstest/core';\nimport * as greetings from 'greetings';\n\ntest('spies', () => {\n  rs.spyOn(greetings, 'greet').mockReturnValue('hi');\n  expect(greetings.greet('Ada')).toBe('hi');\n});\n`,
    });
    expect(spied.status).toBe(1);
    expect(spied.output).toContain(quote(page, '[Rstest] Cannot spy on "greet"'));

    const mocked = run({ ...greetings, ...titledFiles(page, ['src/greeting.test.ts']) });
    expect(mocked.status, mocked.output).toBe(0);
  });

  claim(
    'an externalized package that imports CSS fails with Unknown file extension, bundleDependencies fixes it',
    () => {
      const uiKit = {
        'node_modules/ui-kit/package.json':
          '{ "name": "ui-kit", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
        'node_modules/ui-kit/index.js':
          "import './style.css';\n\nexport const buttonLabel = (text) => text.toUpperCase();\n",
        'node_modules/ui-kit/style.css': '.button {\n  color: teal;\n}\n',
        'src/button.test.ts': `import { expect, test } from '@rstest/core';\nimport { buttonLabel } from 'ui-kit';\n\ntest('labels', () => {\n  expect(buttonLabel('buy')).toBe('BUY');\n});\n`,
      };
      const external = run(uiKit);
      expect(external.status).toBe(1);
      expect(external.output).toContain(inProject(quote(page, 'Unknown file extension ".css"'), external.dir));

      const bundled = run({ ...uiKit, 'rstest.config.ts': quote(page, "bundleDependencies: ['ui-kit']") });
      expect(bundled.status, bundled.output).toBe(0);

      const dom = run({ ...uiKit, 'rstest.config.ts': config("{ testEnvironment: 'happy-dom' }") });
      expect(dom.status, dom.output).toBe(0);
    },
  );
});

claimsAreMarked();
