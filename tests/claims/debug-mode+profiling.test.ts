// Claims that prove sentences of several pages at once, docs/*/guide/advanced/debug-mode.mdx,
// docs/*/guide/advanced/profiling.mdx, against real runs of the pinned @rstest/core. Each claim is marked on
// every one of these pages, in both languages, with
// `{/* proven by tests/claims/debug-mode+profiling.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { run, again, passingTest } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('debug-mode+profiling.test.ts', [
  'guide/advanced/debug-mode.mdx',
  'guide/advanced/profiling.mdx',
]);

describe('guide/advanced/profiling.mdx', () => {
  const page = 'guide/advanced/profiling.mdx';

  claim(
    'RSDOCTOR=true adds the Rsdoctor plugin found in the project, and warns only in debug mode when there is none',
    () => {
      // A stand-in for @rsdoctor/rspack-plugin (not a dependency of this site): Rsbuild looks for the
      // export RsdoctorRspackPlugin and adds an instance to the Rspack config of the test build.
      const plugin = [
        'exports.RsdoctorRspackPlugin = class RsdoctorRspackPlugin {',
        '  apply(compiler) {',
        "    require('node:fs').writeFileSync(require('node:path').join(compiler.context, 'rsdoctor-applied.txt'), 'yes');",
        '  }',
        '};',
        '',
      ].join('\n');
      const project = run(
        {
          'a.test.ts': passingTest('a'),
          'node_modules/@rsdoctor/rspack-plugin/package.json':
            '{ "name": "@rsdoctor/rspack-plugin", "main": "index.js" }\n',
          'node_modules/@rsdoctor/rspack-plugin/index.js': plugin,
        },
        { nodeModules: 'rstest-only', env: { RSDOCTOR: 'true' } },
      );
      expect(project.status, project.output).toBe(0);
      expect(readFileSync(path.join(project.dir, 'rsdoctor-applied.txt'), 'utf8')).toBe('yes');
      // Without the package: no analysis, and a warning only in debug mode.
      rmSync(path.join(project.dir, 'node_modules/@rsdoctor'), { recursive: true });
      const warning = says(page, '`process.env.RSDOCTOR` enabled, please install @rsdoctor/core@latest package.');
      const quiet = again(project, ['run'], { RSDOCTOR: 'true' });
      expect(quiet.status).toBe(0);
      expect(quiet.output).not.toContain(warning);
      expect(again(project, ['run'], { RSDOCTOR: 'true', DEBUG: 'rstest' }).output).toContain(warning);
    },
  );
});

claimsAreMarked();
