// Claims that prove sentences of several pages at once, docs/*/guide/basic/cli.mdx,
// docs/*/guide/basic/test-filter.mdx, against real runs of the pinned @rstest/core. Each claim is marked on
// every one of these pages, in both languages, with
// `{/* proven by tests/claims/cli+test-filter.test.ts: <test name> */}`; quoted output is read from the
// English page, must appear unchanged on the Chinese page, and is compared with what the run prints.
import { describe, expect } from 'vitest';
import { says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { writeProject, again, FILTER_PROJECT } from '../helpers/guide-claims';

const { claim, claimsAreMarked } = pageClaims('cli+test-filter.test.ts', [
  'guide/basic/cli.mdx',
  'guide/basic/test-filter.mdx',
]);

describe('guide/basic/test-filter.mdx', () => {
  const page = 'guide/basic/test-filter.mdx';
  let filterProject: { dir: string } | undefined;
  /** The page's example project, made once: the commands below only read it. */
  const example = () => {
    filterProject ??= writeProject(FILTER_PROJECT);
    return filterProject;
  };

  claim(
    'a flag with an optional value takes the filter after it as its value: --silent and --bail then run every file',
    () => {
      says(page, '`rstest run --bail sum`');
      const files = (...args: string[]) => {
        const result = again(example(), ['run', ...args]);
        expect(result.status, result.output).toBe(0);
        return Number(/Test Files\s+(\d+) passed/.exec(result.output)?.[1]);
      };
      const all = files();
      expect(all).toBeGreaterThan(1);
      expect(files('sum')).toBe(1);
      for (const flag of ['--silent', '--bail']) {
        expect(files(flag, 'sum'), `${flag} sum`).toBe(all);
        expect(files('sum', flag), `sum ${flag}`).toBe(1);
      }
    },
  );
});

claimsAreMarked();
