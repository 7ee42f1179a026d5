// Reads the test API (test, it, describe, expect and the hooks) inside a real Rstest run, for
// tests/api-test-api.test.ts.
import { writeFileSync } from 'node:fs';
import * as core from '@rstest/core';
import { describe, expect, it, rs, test } from '@rstest/core';

type Modifiers = Record<string, unknown>;

/** The keys that a chained modifier (`test.only`, `test.skipIf(true)`…) offers again. */
const chainedKeys = (api: Modifiers, conditional: string[]) =>
  Object.fromEntries(
    Object.keys(api)
      .filter((key) => key !== 'each' && key !== 'for' && key !== 'extend')
      .map((key) => {
        const next = conditional.includes(key) ? (api[key] as (condition: boolean) => Modifiers)(false) : api[key];
        return [key, Object.keys(next as Modifiers)];
      }),
  );

test('test API probe', () => {
  const { testTimeout, hookTimeout, expect: expectConfig } = rs.getConfig();
  writeFileSync(
    process.env.PROBE_OUTPUT as string,
    JSON.stringify({
      exports: Object.keys(core),
      itIsTest: it === test,
      test: Object.keys(test),
      describe: Object.keys(describe),
      expect: Object.keys(expect),
      testChains: chainedKeys(test as unknown as Modifiers, ['runIf', 'skipIf']),
      describeChains: chainedKeys(describe as unknown as Modifiers, ['runIf', 'skipIf']),
      defaults: { testTimeout, hookTimeout, poll: expectConfig.poll },
    }),
  );
});
