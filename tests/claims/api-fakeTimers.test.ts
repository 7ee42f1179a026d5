// Claims of docs/*/api/rstest/fakeTimers.mdx that a runnable example on the page cannot show, or could only
// show by growing too long: behaviour across tests and files, tests that must fail, and the messages Rstest
// prints. Each claim is marked on both pages with
// `{/* proven by tests/claims/api-fakeTimers.test.ts: <test name> */}`.
import { beforeAll, expect } from 'vitest';
import type { RstestRun } from '../helpers/rstest';
import { pageClaims } from '../helpers/page-claims';
import {
  apiPage,
  fakeTimerMembers,
  type ProbeRun,
  quoteFiles,
  runProbes,
  errorsOf,
  probeReaders,
} from '../helpers/api-claims';

const { claim, claimsAreMarked } = pageClaims('api-fakeTimers.test.ts', 'api/rstest/fakeTimers.mdx');

let main: RstestRun;
let report: ProbeRun['report'];
beforeAll(() => {
  ({ main, report } = runProbes(
    (file) => file.startsWith('fakeTimers/') || quoteFiles('rstest/fakeTimers').includes(file),
  ));
}, 300_000);
const { result, allPassed, readResult, quotedTest } = probeReaders(() => ({ main, report }));

claim('fakeTimers: only the methods that need a fake clock throw without one', () => {
  const source = apiPage('en', 'rstest/fakeTimers');
  const sentence = /^Apart from (.*), the methods on this page throw/m.exec(source)?.[1] ?? '';
  const exempt = [...sentence.matchAll(/`rs\.(\w+)`/g)].map((match) => match[1]);
  expect(exempt).toContain('clearAllTimers');
  const thrown = readResult<Record<string, string | null>>('fake-clock');
  for (const [name, message] of Object.entries(thrown)) {
    expect(message, name).toBe(
      exempt.includes(name) ? null : 'Timers are not mocked. Try calling "rstest.useFakeTimers()" first.',
    );
  }
  expect(Object.keys(thrown)).toEqual(fakeTimerMembers().filter((name) => name !== 'useFakeTimers'));
});

claim('fakeTimers: the useFakeTimers options behave as the table says', () => {
  const options = report.tests.filter(
    (t) => t.testPath === 'fakeTimers/options.test.ts' && !t.fullName.startsWith('setTickMode'),
  );
  const table = apiPage('en', 'rstest/fakeTimers');
  for (const option of ['toFake', 'toNotFake', 'shouldAdvanceTime', 'shouldClearNativeTimers', 'ignoreMissingTimers']) {
    expect(table).toContain(`| \`${option}\` |`);
    expect(options.some((t) => t.fullName.startsWith(`${option}:`))).toBe(true);
  }
  for (const t of options) expect(t.status, `${t.fullName}: ${errorsOf(t)}`).toBe('pass');
});

claim('fakeTimers: the interval tick mode moves the clock by 20 ms steps', () => {
  expect(result('fakeTimers/options.test.ts', 'setTickMode interval: the clock moves by 20 ms steps').status).toBe(
    'pass',
  );
});

claim('fakeTimers: fake timers stay installed for the next tests of the file', () => {
  allPassed('fakeTimers/persist.test.ts');
});

claim('quoted messages: fakeTimers', quotedTest('rstest/fakeTimers'));

claimsAreMarked();
