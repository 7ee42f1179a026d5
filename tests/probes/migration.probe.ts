// Reads what a test file can reach from @rstest/core inside a real Rstest run, for
// tests/helpers/migration-mapping.ts: the members of `rs` and the runtime exports of the package.
import { writeFileSync } from 'node:fs';
import * as core from '@rstest/core';
import { rs, test } from '@rstest/core';

test('migration mapping probe', () => {
  writeFileSync(
    process.env.PROBE_OUTPUT as string,
    JSON.stringify({ rsMembers: Object.keys(rs), exports: Object.keys(core) }),
  );
});
