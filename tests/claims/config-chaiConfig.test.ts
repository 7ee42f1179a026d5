// What docs/*/config/test/chaiConfig.mdx says that a runnable example cannot show (output that must be
// absent, runs that need Git, the shell's environment or a second package version, defaults that Rstest
// applies where an option is used), proven against real runs of the pinned @rstest/core.
import { describe, expect, test } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, seen } from '../helpers/config-claims';

const { claimsAreMarked } = pageClaims('config-chaiConfig.test.ts', 'config/test/chaiConfig.mdx');

describe('chaiConfig', () => {
  const failing = `import { expect, test } from '@rstest/core';
test('diff', () => {
  expect({ name: 'rstest', version: 1 }).toEqual({ name: 'rstest', version: 2 });
});
`;
  const messages = `import { expect, test } from '@rstest/core';
const ids = Array.from({ length: 30 }, (_, index) => index + 1);
const failure = (fn: () => void) => { try { fn(); } catch (error) { return error as Error & { showDiff?: boolean }; } };
test('prints', () => {
  console.log('SEEN ' + JSON.stringify({
    toContain: failure(() => expect(ids).toContain(99))?.message,
    property: failure(() => expect({ name: 'a very long name that goes on and on', id: 12345 }).to.have.property('missing'))?.message,
    toEqual: failure(() => expect({ name: 'a long name value here', version: 1, tags: ['a'] }).toEqual({ name: 'a long name value here', version: 2, tags: ['a'] }))?.message,
    deepEqualShowDiff: failure(() => expect({ a: 1 }).to.deep.equal({ a: 2 }))?.showDiff,
  }));
});
`;

  test("chai's defaults apply when the option is not set: values shortened from 40 characters, a diff in the report", () => {
    const run = rstest({ 'src/user.test.ts': failing, 'src/messages.test.ts': messages });
    expect(seen(run.output)).toEqual({
      toContain: 'expected [ Array(30) ] to include 99',
      property: "expected { …(2) } to have property 'missing'",
      toEqual: 'expected { Object (name, version, ...) } to deeply equal { Object (name, version, ...) }',
      deepEqualShowDiff: true,
    });
    expect(run.output).toContain('- Expected\n+ Received');
  });

  test('showDiff: false keeps the message line and drops the diff, for toEqual and to.deep.equal', () => {
    const run = rstest({
      'rstest.config.ts': config('{ chaiConfig: { showDiff: false } }'),
      'src/user.test.ts': failing,
      'src/messages.test.ts': messages,
    });
    // The block quoted on the page.
    expect(run.output).toContain(
      " FAIL  src/user.test.ts > diff\nAssertionError: expected { name: 'rstest', version: 1 } to deeply equal { name: 'rstest', version: 2 }\n",
    );
    expect(run.output).not.toContain('- Expected');
    expect((seen(run.output) as { deepEqualShowDiff: boolean }).deepEqualShowDiff).toBe(false);
  });
});

claimsAreMarked();
