// What docs/*/config/test/testEnvironment.mdx says Rstest does, proven against real runs of the pinned
// @rstest/core: a missing environment package, the jsdom versions and prebundling, and the environment
// comments of a test file. A claim is marked on both pages with
// `{/* proven by tests/claims/config-testEnvironment.test.ts: <test name> */}`; quoted output is read from
// the English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { escapeRegExp } from '../../lib/escapeRegExp.mjs';
import { LANGS, pageSource, says } from '../helpers/page-quotes';
import { ROOT } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  type Printed,
  run,
  projectWithout,
  runWithout,
  startRstestInTerminal,
  coreDist,
  passingTest,
} from '../helpers/guide-claims';
import { config, printing, rstest, seen } from '../helpers/config-claims';

const { claim, claimsAreMarked } = pageClaims('config-testEnvironment.test.ts', 'config/test/testEnvironment.mdx');

describe('config/test/testEnvironment.mdx', () => {
  const page = 'config/test/testEnvironment.mdx';

  // Prebundling, read from real runs: two jsdom files (the config's environment) and two happy-dom
  // files (chosen by a comment, with the config's `prebundle`), each file in a worker of its own.
  const domTest = (name: string, comment = '') =>
    `${comment}import { expect, test } from '@rstest/core';\n\ntest('${name}', () => {\n  document.body.innerHTML = '<p>${name}</p>';\n  expect(document.querySelector('p')?.textContent).toBe('${name}');\n});\n`;
  const prebundleRuns = new Map<string, Printed>();
  /** A run with `prebundle` (as code) in the config, with `DEBUG=rstest` unless `debug` is false; run once. */
  const prebundleRun = (prebundle: string, debug = true): Printed => {
    const key = `${prebundle} ${debug}`;
    const known = prebundleRuns.get(key);
    if (known) return known;
    const printed = run(
      {
        'rstest.config.ts': `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  testEnvironment: { name: 'jsdom', prebundle: ${prebundle} },\n});\n`,
        'src/jsdom-a.test.ts': domTest('jsdom a'),
        'src/jsdom-b.test.ts': domTest('jsdom b'),
        'src/happy-a.test.ts': domTest('happy-dom a', '// @rstest-environment happy-dom\n'),
        'src/happy-b.test.ts': domTest('happy-dom b', '// @rstest-environment happy-dom\n'),
      },
      { env: debug ? { DEBUG: 'rstest' } : {} },
    );
    expect(printed.status, printed.output).toBe(0);
    expect(printed.output).toContain('Test Files 4 passed');
    prebundleRuns.set(key, printed);
    return printed;
  };
  const times = (output: string, text: string) => output.split(text).length - 1;
  const installed = (name: string) =>
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;

  claim('a missing DOM environment is offered for install in a terminal and otherwise stops the run', async () => {
    // jsdom is a dependency of this repository: the project gets a node_modules without it.
    const project = projectWithout(['jsdom'], { 'a.test.ts': passingTest('a') });
    const missing = runWithout(project, ['run', '--testEnvironment', 'jsdom']);
    expect(missing.status).toBe(1);
    const stop = says(
      page,
      'Failed to load testEnvironment "jsdom" dependency: jsdom in <root>, please make sure it is installed.',
    );
    expect(missing.output).toContain(stop.replace('<root>', project.dir));
    expect(runWithout(project, ['run', '--testEnvironment', 'jsdom'], { CI: 'true' }).output).toContain(
      stop.replace('<root>', project.dir),
    );
    // In a terminal Rstest asks first; declining ends with the same message.
    const terminal = startRstestInTerminal(project.dir, ['run', '--testEnvironment', 'jsdom'], project.bin);
    await terminal.waitFor(says(page, 'jsdom is required for testEnvironment "jsdom". Install it now?'));
    terminal.send('n');
    await terminal.waitFor('please make sure it is installed.');
    expect((await terminal.exit).code).toBe(1);
    // Accepting installs it as a development dependency (not run here: it would install jsdom).
    expect(coreDist()).toMatch(/installer\(packageName, \{\s*cwd: root,\s*dev: true,/);
  });

  claim('jsdom 29 is the newest major that installs on the Node.js 20 releases Rstest supports', () => {
    // `engines.node` of each jsdom major, as `npm view jsdom@<major> engines.node` printed it for every
    // release of the major on 2026-11-28 (jsdom is not installed in these versions here).
    const jsdomEngines: Record<number, string> = {
      27: '^20.19.0 || ^22.12.0 || >=24.0.0',
      28: '^20.19.0 || ^22.12.0 || >=24.0.0',
      29: '^20.19.0 || ^22.13.0 || >=24.0.0',
      30: '^22.22.2 || ^24.15.0 || >=26.0.0',
      31: '^22.22.2 || ^24.15.0 || >=26.0.0',
    };
    const packageJson = (name: string) =>
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
    // The installed jsdom agrees with the record.
    const jsdom = packageJson('jsdom');
    expect(jsdom.engines.node).toBe(jsdomEngines[Number(jsdom.version.split('.')[0])]);
    const quoted = says(page, '`^22.22.2 || ^24.15.0 || >=26.0.0`').slice(1, -1);
    expect([jsdomEngines[30], jsdomEngines[31]]).toEqual([quoted, quoted]);
    /** The first Node.js 20 release a range accepts, or undefined when it accepts none. */
    const first20 = (range: string) => /(?:^|\|\|\s*)\^(20\.\d+\.\d+)/.exec(range)?.[1];
    const supported = first20(packageJson('@rstest/core').engines.node);
    says(page, '(/guide/start/index#supported-nodejs-versions)');
    expect(supported).toBe('20.19.0');
    // jsdom 29 accepts every Node.js 20 release Rstest accepts; 30 and 31 accept none.
    expect(first20(jsdomEngines[29])).toBe(supported);
    for (const major of [30, 31]) expect(first20(jsdomEngines[major]), `jsdom ${major}`).toBeUndefined();
  });

  claim(
    "prebundle 'auto' bundles happy-dom 20 and jsdom 15 to 26 and 29 to 30 only, so jsdom 27 loads natively",
    () => {
      // The supported majors, as the package declares them, are the ones the page lists.
      const dist = path.join(ROOT, 'node_modules/@rstest/core/dist');
      const ranges = readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .map((file) =>
          /const autoPrebundleMajorRanges = (\{[\s\S]*?\n\});/.exec(readFileSync(path.join(dist, file), 'utf8')),
        )
        .find(Boolean)?.[1];
      expect(ranges && new Function(`return ${ranges}`)()).toEqual({
        jsdom: [
          { from: 15, to: 26 },
          { from: 29, to: 30 },
        ],
        'happy-dom': [{ from: 20, to: 20 }],
      });
      for (const lang of LANGS)
        expect(pageSource(lang, page), lang).toMatch(
          /happy-dom 20[^\n]*jsdom 15[^\n]*26[^\n]*29[^\n]*30[^\n]*jsdom 27/,
        );
      expect(installed('happy-dom')).toMatch(/^20\./);
      expect(installed('jsdom')).toMatch(/^27\./);
      const { output } = prebundleRun("'auto'");
      expect(times(output, 'bundled test environment happy-dom from ')).toBe(1);
      expect(times(output, 'loaded bundled test environment happy-dom')).toBe(2);
      expect(output).not.toContain('bundled test environment jsdom');
      expect(output).toContain(
        'Skipping automatic prebundle for unsupported jsdom major version 27; falling back to its native entry.',
      );
    },
  );

  claim(
    'prebundle true bundles jsdom 27 too, every worker fails to load it and the run warns once; false builds no bundle',
    () => {
      const version = installed('jsdom');
      says(page, `jsdom ${version}`);
      const warning = says(
        page,
        'Failed to load the test environment prebundle for "jsdom"; falling back to its native entry. The failed prebundle attempt adds startup overhead.',
      );
      const reason = says(
        page,
        'TypeError: Cannot set property parentRule of #<CSSStyleDeclaration> which has only a getter',
      );
      const forced = prebundleRun('true').output;
      expect(times(forced, 'bundled test environment jsdom from ')).toBe(1);
      expect(times(forced, 'bundled test environment happy-dom from ')).toBe(1);
      // Both jsdom workers fall back, with the reason; happy-dom's bundle loads.
      expect(
        times(forced, `Failed to load bundled test environment jsdom; falling back to its native entry: ${reason}`),
      ).toBe(2);
      expect(times(forced, 'loaded bundled test environment happy-dom')).toBe(2);
      expect(forced).not.toContain('loaded bundled test environment jsdom');
      expect(times(forced, `${warning}\n${reason}`)).toBe(1);
      // The warning is no debug line: a run without DEBUG prints it too, once.
      const quiet = prebundleRun('true', false).output;
      expect(times(quiet, warning)).toBe(1);
      expect(quiet).not.toContain('bundled test environment');
      const off = prebundleRun('false').output;
      expect(off).not.toContain('bundled test environment');
      expect(off).not.toContain(warning);
    },
  );

  claim('the debug log shows whether Rstest built the environment bundle and whether each worker loaded it', () => {
    // The page's templates, as patterns: <package>, <path>, <size>, <major> and <reason> stand for values.
    const line = (template: string) =>
      new RegExp(
        escapeRegExp(says(page, `| \`${template}\` |`).slice(3, -3))
          .replace('<package>', '(jsdom|happy-dom)')
          .replace('<path>', '\\S+')
          .replace('<size>', '[\\d.]+')
          .replace('<major>', '(\\d+)')
          .replace('<reason>', '.+'),
        'g',
      );
    const built = line('bundled test environment <package> from <path> (<size> MB)');
    const skipped = line(
      'Skipping automatic prebundle for unsupported <package> major version <major>; falling back to its native entry.',
    );
    const loaded = line('loaded bundled test environment <package>');
    const failed = line(
      'Failed to load bundled test environment <package>; falling back to its native entry: <reason>',
    );
    const found = (output: string, pattern: RegExp) => [...output.matchAll(pattern)].map((match) => match[1]);
    const at = (output: string, pattern: RegExp) => [...output.matchAll(pattern)].map((match) => match.index);
    const auto = prebundleRun("'auto'").output;
    const forced = prebundleRun('true').output;
    expect(found(auto, built)).toEqual(['happy-dom']);
    expect(found(auto, skipped)).toEqual(['jsdom']);
    expect(found(auto, loaded)).toEqual(['happy-dom', 'happy-dom']);
    expect(found(auto, failed)).toEqual([]);
    expect(found(forced, built).sort()).toEqual(['happy-dom', 'jsdom']);
    expect(found(forced, loaded)).toEqual(['happy-dom', 'happy-dom']);
    expect(found(forced, failed)).toEqual(['jsdom', 'jsdom']);
    // The build-side lines come before the workers' lines.
    for (const output of [auto, forced])
      expect(Math.max(...at(output, built), ...at(output, skipped))).toBeLessThan(
        Math.min(...at(output, loaded), ...at(output, failed)),
      );
    const off = prebundleRun('false').output;
    for (const pattern of [built, skipped, loaded, failed]) expect(found(off, pattern)).toEqual([]);
  });
});

describe('testEnvironment comments', () => {
  test('a name Rstest does not support fails the run with the message the page quotes', () => {
    const run = rstest({
      'src/page.test.ts':
        "// @rstest-environment browser\nimport { test } from '@rstest/core';\ntest('a', () => {});\n",
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      `Unsupported test environment "browser" in ${path.join(run.dir, 'src/page.test.ts')}. Supported environments: node, jsdom, happy-dom.`,
    );
  });

  test('a comment after the first 4096 bytes is not read', () => {
    const run = rstest({
      'late.test.ts': `${'// filler\n'.repeat(410)}// @rstest-environment happy-dom\n${printing('typeof document')}`,
    });
    expect(run.status).toBe(0);
    expect(seen(run.output)).toBe('undefined');
  });

  test("options merge over the config's for the same environment; another environment gets only the comment's", () => {
    const sameEnvironment = rstest({
      'rstest.config.ts': config(
        "{ testEnvironment: { name: 'happy-dom', options: { url: 'https://shop.example.com/cart' } } }",
      ),
      'src/size.test.ts': `// @rstest-environment-options {"height": 600}\n${printing('{ href: location.href, height: innerHeight }')}`,
    });
    expect(seen(sameEnvironment.output)).toEqual({ href: 'https://shop.example.com/cart', height: 600 });

    const otherEnvironment = rstest({
      'rstest.config.ts': config(
        "{ testEnvironment: { name: 'node', options: { url: 'https://shop.example.com/cart' } } }",
      ),
      'src/page.test.ts': `// @rstest-environment happy-dom\n${printing('location.href')}`,
    });
    // happy-dom's own default page URL: the config's options were for node.
    expect(seen(otherEnvironment.output)).toBe('http://localhost:3000/');
  });
});

claimsAreMarked();
