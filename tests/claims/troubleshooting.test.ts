// What the Troubleshooting guide's sections on require() of CommonJS-style files and on module mocks
// that miss a re-export (docs/*/guide/advanced/troubleshooting.mdx) say beyond their runnable
// examples, proven by running those examples changed the way the page describes. A claim is marked
// on both pages with `{/* proven by tests/claims/troubleshooting.test.ts: <test name> */}`.
import { describe, expect } from 'vitest';
import { LANGS, pageSource, quote } from '../helpers/page-quotes';
import { changed, pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, scratchRuns } from '../helpers/rstest';

const PAGE = 'guide/advanced/troubleshooting.mdx';
const run = scratchRuns({ env: LOCAL_ENV });

/** The first line of the quoted `text` block that contains `marker`, on both pages. */
const message = (marker: string) => quote(PAGE, marker, (block) => block.lang === 'text' && !block.output).trim();

const { claim, claimsAreMarked, exampleFiles } = pageClaims('troubleshooting.test.ts', PAGE, 240_000);

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

claimsAreMarked();
