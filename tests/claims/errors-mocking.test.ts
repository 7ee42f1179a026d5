import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { changed, pageClaims } from '../helpers/page-claims';
import { printedUnder, says, sectionBlocks } from '../helpers/page-quotes';
import { LOCAL_ENV, nodeIn, type RstestOutput, rstestIn, scratchProject } from '../helpers/rstest';

const PAGE = 'guide/errors/mocking.mdx';
const { claim, claimsAreMarked } = pageClaims('errors-mocking.test.ts', PAGE, 180_000);

/** `src/a.test.ts` → `src/a.fixed.test.ts`. */
const fixedName = (file: string) => file.replace(/\.test\.(\w+)$/, '.fixed.test.$1');

/** The files an entry shows: the code that triggers its message, and its fix under `fixedName`. */
function shownFiles(id: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const block of sectionBlocks(PAGE, id)) {
    if (!block.title) continue;
    const name = block.title in files ? fixedName(block.title) : block.title;
    expect(files[name], `docs/en/${PAGE} {#${id}} shows ${block.title} at most twice`).toBeUndefined();
    files[name] = `${block.code}\n`;
  }
  return files;
}

/** The lines of the message an entry quotes, without the error class that starts a printed line. */
const messageLines = (id: string) =>
  printedUnder(PAGE, id)
    .split('\n')
    .filter((line) => line.trim() !== '');
const bare = (line: string) => line.replace(/^\w*Error: /, '');

/** A string literal for generated test code. */
const literal = (text: string) => JSON.stringify(text);

/** A generated test file: `tests` are `[name, body]` pairs, the body an async function's statements. */
const testFile = (imports: string, tests: [string, string][]) =>
  `import { expect, rs, test } from '@rstest/core';\n${imports}\n${tests
    .map(([name, body]) => `test(${literal(name)}, async () => {\n${body}\n});\n`)
    .join('\n')}`;

/** One file checks the entries' other sentences: a `describe` per entry (heading id), filled by `check`. */
const CHECKS = 'src/checks.test.ts';
const checks = new Map<string, [string, string][]>();
/** Adds the tests of `id`'s other sentences to the checks file; returns no file of its own. */
function check(id: string, tests: [string, string][]): Record<string, string> {
  checks.set(id, [...(checks.get(id) ?? []), ...tests]);
  return {};
}
const checksFile = () =>
  `import { describe, expect, rs, test } from '@rstest/core';\n\n${[...checks]
    .map(
      ([id, tests]) =>
        `describe(${literal(id)}, () => {\n${tests
          .map(([name, body]) => `  test(${literal(name)}, async () => {\n${body}\n  });\n`)
          .join('\n')}});\n`,
    )
    .join('\n')}`;

// The modules the shown test files import.
const MODULES: Record<string, string> = {
  'src/config.ts': "export const apiUrl = 'https://api.example.com';\n",
  'src/mailer.ts':
    "export const sendMail = (to: string, subject: string): string => {\n  throw new Error('a real mail to ' + to + ': ' + subject);\n};\n",
  'src/signup.ts':
    "import { sendMail } from './mailer';\n\nexport const signUp = (email: string) => sendMail(email, 'Welcome!');\n",
  'src/theme.ts': "export const colors = { primary: 'teal' };\n",
  'src/weather.ts': "export const forecast = () => 'rain';\n",
  'src/logger.ts': "export const log = (message: string) => '[app] ' + message;\n",
  'src/format.ts': "export const money = (cents: number) => cents / 100 + ' EUR';\n",
  'src/__mocks__/format.ts': "export const money = () => 'mocked money';\n",
};

/** Every file of the batch run, by the entry (heading id) whose claim reads its result. */
function batchFiles(): Record<string, string> {
  const files: Record<string, string> = { ...MODULES };
  const add = (more: Record<string, string>) => {
    for (const name of Object.keys(more)) expect(files[name], `${name} is written once`).toBeUndefined();
    Object.assign(files, more);
  };

  add(shownFiles('mock-options'));

  add(shownFiles('cannot-load-original-module'));
  add({
    'src/db-unmocked.test.ts': testFile("import { query } from './db';", [
      ['uses the real db', 'expect(query).toBeDefined();'],
    ]),
    'src/no-module.test.ts': testFile("import { thing } from './no-such-module';\n\nrs.mock('./no-such-module');", [
      ['mocks a path with no file', 'expect(thing).toBeUndefined();'],
    ]),
  });

  add({
    'src/async-factory.test.ts': `import { expect, rs, test } from '@rstest/core';
import { apiUrl } from './config';

rs.mock('./config', async () => {
  const actual = await rs.importActual<typeof import('./config')>('./config');
  return { ...actual, apiUrl: 'http://localhost:4000' };
});

test('uses the local API', () => {
  expect(apiUrl).toBe('http://localhost:4000');
});
`,
  });

  add(shownFiles('mock-factory-before-initialization'));

  const theme = shownFiles('mock-path-not-literal');
  const literalPath = says(PAGE, "`rs.mock('./theme', () => ({ colors: { primary: 'black' } }))`").slice(1, -1);
  add({
    ...theme,
    'src/theme.fixed.test.ts': changed(
      theme,
      'src/theme.test.ts',
      "const themeModule = './theme';\nrs.mock(themeModule, () => ({ colors: { primary: 'black' } }));",
      `${literalPath};`,
    )['src/theme.test.ts'],
  });

  const weather = shownFiles('mock-not-transformed');
  const message = bare(messageLines('mock-not-transformed')[0]);
  const notTransformed = (api: string) =>
    literal(message.replaceAll('mock()', `${api}()`).replaceAll('.mock(', `.${api}(`));
  add({
    ...weather,
    'src/weather.fixed.test.ts': changed(
      changed(weather, 'src/weather.test.ts', 'rs as vi', 'rs'),
      'src/weather.test.ts',
      'vi.mock(',
      'rs.mock(',
    )['src/weather.test.ts'],
    'src/weather-alias.test.ts': testFile("import { rs as vi } from '@rstest/core';", [
      [
        'the other module mock APIs throw through the alias',
        [
          `expect(() => vi.doMock('./weather', () => ({}))).toThrow(${notTransformed('doMock')});`,
          `expect(() => vi.importActual('./weather')).toThrow(${notTransformed('importActual')});`,
          `expect(() => vi.hoisted(() => 1)).toThrow(${notTransformed('hoisted')});`,
          `expect(() => vi.resetModules()).toThrow(${notTransformed('resetModules')});`,
        ].join('\n'),
      ],
      [
        'mock functions and spies work through the alias',
        'const fn = vi.fn(() => 1);\nexpect(fn()).toBe(1);\nconst spy = vi.spyOn(Math, "max");\nMath.max(1, 2);\nexpect(spy).toHaveBeenCalledOnce();\nspy.mockRestore();',
      ],
    ]),
  });

  add(shownFiles('import-mock-without-manual-mock'));
  add({
    'src/logger-automock.test.ts': testFile("import { log } from './logger';\n\nrs.mock('./logger', { mock: true });", [
      ['rs.mock with mock: true automocks the module', 'expect(rs.isMockFunction(log)).toBe(true);'],
    ]),
    ...check('import-mock-without-manual-mock', [
      [
        'rs.importMock and rs.requireMock return a manual mock',
        "expect((await rs.importMock<typeof import('./format')>('./format')).money(100)).toBe('mocked money');\nexpect(rs.requireMock<typeof import('./format')>('./format').money(100)).toBe('mocked money');",
      ],
    ]),
  });

  add({
    'src/fs-spy.test.ts': testFile("import * as fsp from 'node:fs/promises';", [
      ['spies on readFile', "rs.spyOn(fsp, 'readFile');"],
    ]),
  });

  const cart = shownFiles('spy-does-not-exist');
  add({
    ...cart,
    'src/cart.fixed.test.ts': changed(
      cart,
      'src/cart.test.ts',
      "rs.spyOn(Cart, 'total')",
      "rs.spyOn(Cart.prototype, 'total')",
    )['src/cart.test.ts'],
    'src/cart-instance.test.ts': changed(
      changed(cart, 'src/cart.test.ts', "rs.spyOn(Cart, 'total')", "rs.spyOn(cart, 'total')"),
      'src/cart.test.ts',
      'expect(new Cart().total())',
      'expect(cart.total())',
    )['src/cart.test.ts'].replace(
      "test('spies on total', () => {",
      "test('spies on total', () => {\n  const cart = new Cart();",
    ),
  });

  add(shownFiles('spy-on-non-function'));
  const nonFunction = literal(bare(messageLines('spy-on-non-function')[0]));
  add({
    ...check('spy-on-non-function', [
      ['a plain value', `expect(() => rs.spyOn({ retries: 3 }, 'retries')).toThrow(${nonFunction});`],
      ['rs.fn of a value', `expect(() => rs.fn(42 as never)).toThrow(${nonFunction});`],
    ]),
  });

  const warnings = shownFiles('spy-on-primitive');
  const primitive = literal(bare(messageLines('spy-on-primitive')[0]));
  const readUndefined = says(PAGE, "`TypeError: Cannot read properties of undefined (reading 'warn')`").slice(1, -1);
  says(PAGE, '`of null`');
  add({
    ...warnings,
    'src/warnings.fixed.test.ts': changed(
      warnings,
      'src/warnings.test.ts',
      "rs.spyOn('console', 'warn')",
      "rs.spyOn(console, 'warn')",
    )['src/warnings.test.ts'],
    ...check('spy-on-primitive', [
      [
        'a string, a number, a boolean, a bigint or a symbol',
        `for (const value of ['console', 42, true, 1n, Symbol('console')]) expect(() => rs.spyOn(value as never, 'warn' as never)).toThrow(${primitive});`,
      ],
      [
        'null and undefined fail earlier with a TypeError',
        [
          ['undefined', bare(readUndefined)],
          ['null', bare(readUndefined).replace('of undefined', 'of null')],
        ]
          .map(
            ([value, message]) =>
              `expect(() => rs.spyOn(${value} as never, 'warn' as never)).toThrow(TypeError);\nexpect(() => rs.spyOn(${value} as never, 'warn' as never)).toThrow(${literal(message)});`,
          )
          .join('\n'),
      ],
    ]),
  });

  add(shownFiles('timers-not-mocked'));
  const notMocked = literal(bare(messageLines('timers-not-mocked')[0]));
  add({
    ...check('timers-not-mocked', [
      [
        'every method that runs, advances or counts fake timers throws',
        ['rs.runAllTimers()', 'rs.runOnlyPendingTimers()', 'rs.getTimerCount()']
          .map((call) => `expect(() => ${call}).toThrow(${notMocked});`)
          .join('\n'),
      ],
      [
        'after rs.useRealTimers',
        `rs.useFakeTimers();\nrs.useRealTimers();\nexpect(() => rs.advanceTimersByTime(1)).toThrow(${notMocked});`,
      ],
    ]),
  });

  add(shownFiles('timers-infinite-loop'));
  add({
    ...check('timers-infinite-loop', [
      [
        'rs.runOnlyPendingTimers runs an interval once',
        'rs.useFakeTimers();\nconst poll = rs.fn();\nsetInterval(poll, 1000);\nrs.runOnlyPendingTimers();\nexpect(poll).toHaveBeenCalledOnce();\nrs.useRealTimers();',
      ],
    ]),
  });

  const flush = shownFiles('cannot-clear-timer');
  add({
    ...flush,
    'src/flush.fixed.test.ts': changed(flush, 'src/flush.test.ts', 'clearTimeout(id)', 'clearImmediate(id)')[
      'src/flush.test.ts'
    ],
    ...check('cannot-clear-timer', [
      [
        'clearTimeout and clearInterval clear each other',
        'rs.useFakeTimers();\nconst tick = rs.fn();\nclearTimeout(setInterval(tick, 10));\nclearInterval(setTimeout(tick, 10));\nrs.advanceTimersByTime(100);\nexpect(tick).not.toHaveBeenCalled();\nrs.useRealTimers();',
      ],
      [
        'clearImmediate does not clear a timeout',
        "rs.useFakeTimers();\nexpect(() => clearImmediate(setTimeout(() => {}, 10) as never)).toThrow('Cannot clear timer: timer created with setTimeout() but cleared with clearImmediate()');\nrs.useRealTimers();",
      ],
    ]),
  });

  const invoice = shownFiles('set-system-time-string');
  const notMilliseconds = literal(bare(messageLines('set-system-time-string')[1]));
  add({
    ...invoice,
    'src/invoice.fixed.test.ts': changed(
      invoice,
      'src/invoice.test.ts',
      "rs.setSystemTime('2030-01-01')",
      "rs.setSystemTime(new Date('2030-01-01'))",
    )['src/invoice.test.ts'],
    ...check('set-system-time-string', [
      [
        'while fake timers are on',
        `rs.useFakeTimers();\nexpect(() => rs.setSystemTime('2030-01-01' as never)).toThrow(${notMilliseconds});\nrs.useRealTimers();`,
      ],
      ['the now option', `expect(() => rs.useFakeTimers({ now: '2030-01-01' as never })).toThrow(${notMilliseconds});`],
    ]),
  });

  add(shownFiles('timer-callback'));
  const noCallback = literal(bare(messageLines('timer-callback')[0]));
  add({
    ...check('timer-callback', [
      [
        'setInterval and setImmediate too',
        `rs.useFakeTimers();\nexpect(() => setInterval(undefined as never, 10)).toThrow(${noCallback});\nexpect(() => setImmediate(undefined as never)).toThrow(${noCallback});\nrs.useRealTimers();`,
      ],
      [
        'a function passes',
        'rs.useFakeTimers();\nconst save = rs.fn();\nsetTimeout(save, 500);\nsetTimeout(() => save(), 500);\nrs.advanceTimersByTime(500);\nexpect(save).toHaveBeenCalledTimes(2);\nrs.useRealTimers();',
      ],
    ]),
  });

  const deadline = shownFiles('negative-ticks');
  const negative = literal(bare(messageLines('negative-ticks')[0]));
  add({
    ...deadline,
    'src/deadline.fixed.test.ts': changed(
      deadline,
      'src/deadline.test.ts',
      'rs.advanceTimersByTime(deadline - Date.now())',
      'rs.advanceTimersByTime(Math.max(0, deadline - Date.now()))',
    )['src/deadline.test.ts'],
    ...check('negative-ticks', [
      [
        'the async and jump forms',
        `rs.useFakeTimers();\nawait expect(rs.advanceTimersByTimeAsync(-1)).rejects.toThrow(${negative});\nexpect(() => rs.jumpTimersByTime(-1)).toThrow(${negative});\nrs.useRealTimers();`,
      ],
      [
        'rs.setSystemTime sets an earlier time',
        'rs.useFakeTimers({ now: 10_000 });\nrs.setSystemTime(5_000);\nexpect(Date.now()).toBe(5_000);\nrs.useRealTimers();',
      ],
    ]),
  });

  const [digits, overMinute] = messageLines('advance-timers-string').map((line) => literal(bare(line)));
  const digitString = says(PAGE, "`'1000'`").slice(1, -1);
  const minutesString = says(PAGE, "`'01:75'`").slice(1, -1);
  const converted = says(PAGE, '`rs.advanceTimersByTime(Number(process.env.POLL_MS))`').slice(1, -1);
  add({
    ...check('advance-timers-string', [
      [
        'a string of digits',
        `rs.useFakeTimers();\nexpect(() => rs.advanceTimersByTime(${digitString} as never)).toThrow(${digits});\nawait expect(rs.advanceTimersByTimeAsync(${digitString} as never)).rejects.toThrow(${digits});\nrs.useRealTimers();`,
      ],
      [
        'minutes and seconds over 59',
        `rs.useFakeTimers();\nexpect(() => rs.advanceTimersByTime(${minutesString} as never)).toThrow(${overMinute});\nawait expect(rs.advanceTimersByTimeAsync(${minutesString} as never)).rejects.toThrow(${overMinute});\nrs.useRealTimers();`,
      ],
      [
        'the converted number',
        `rs.useFakeTimers();\nrs.stubEnv('POLL_MS', '1000');\nconst poll = rs.fn();\nsetTimeout(poll, 1000);\n${converted};\nexpect(poll).toHaveBeenCalledOnce();\nrs.unstubAllEnvs();\nrs.useRealTimers();`,
      ],
    ]),
  });

  add({
    'src/target.test.ts': testFile('', [['fakes the timers of a target', 'rs.useFakeTimers({ target: globalThis });']]),
    ...check('fake-timers-target', [
      ['withGlobal is not part of rs', "expect(Reflect.get(rs, 'withGlobal')).toBeUndefined();"],
    ]),
    'src/missing-api.test.ts': testFile('', [
      [
        'fakes requestAnimationFrame',
        "rs.useFakeTimers({ toFake: ['requestAnimationFrame'], ignoreMissingTimers: false });",
      ],
    ]),
    ...check('fake-timers-missing-api', [
      [
        'the default skips it',
        "rs.useFakeTimers({ toFake: ['requestAnimationFrame'] });\nexpect('requestAnimationFrame' in globalThis).toBe(false);\nrs.useRealTimers();",
      ],
    ]),
    ...check('clear-native-timer', [
      [
        'a real timer with shouldClearNativeTimers false',
        'const real = rs.fn();\nconst id = setTimeout(real, 20);\nrs.useFakeTimers({ shouldClearNativeTimers: false });\nclearTimeout(id);\nrs.useRealTimers();\nawait new Promise((resolve) => setTimeout(resolve, 60));\nexpect(real).toHaveBeenCalledOnce();',
      ],
      [
        'a real timer by default',
        'const real = rs.fn();\nconst id = setTimeout(real, 20);\nrs.useFakeTimers();\nclearTimeout(id);\nrs.useRealTimers();\nawait new Promise((resolve) => setTimeout(resolve, 60));\nexpect(real).not.toHaveBeenCalled();',
      ],
    ]),
  });

  add(shownFiles('wait-for-timed-out'));
  add(shownFiles('wait-until-timed-out'));
  add(shownFiles('api-not-registered'));
  add({ [CHECKS]: checksFile() });
  return files;
}

/**
 * The files of {#mock-api-arguments}, in a run of their own (a build error there changes the heading
 * of the batch's build error, `Build error:`, to `Build errors:`): the page's file, its fix, a file for
 * each other API called with the wrong number of arguments, and one with the right numbers.
 */
function argumentFiles(): Record<string, string> {
  const shown = shownFiles('mock-api-arguments');
  const factoryAlone = says(PAGE, "`rs.mock('./config', () => ({ apiUrl: 'http://localhost:4000' }))`").slice(1, -1);
  return {
    'src/config.ts': MODULES['src/config.ts'],
    ...shown,
    'src/settings.fixed.test.ts': changed(
      shown,
      'src/settings.test.ts',
      "rs.mock('./config', () => ({ apiUrl: 'http://localhost:4000' }), { spy: true });",
      `${factoryAlone};`,
    )['src/settings.test.ts'],
    'src/import-actual.test.ts': testFile('', [['no path', 'await rs.importActual();']]),
    'src/require-actual.test.ts': testFile('', [['a second argument', "rs.requireActual('./config', {});"]]),
    'src/import-mock.test.ts': testFile('', [['no path', 'await rs.importMock();']]),
    'src/hoisted.test.ts': testFile('', [['no function', 'rs.hoisted();']]),
    'src/reset-modules.test.ts': testFile('', [['a path', "rs.resetModules('./config');"]]),
    'src/calls.test.ts': testFile('', [
      [
        'the right numbers of arguments',
        "const value = rs.hoisted(() => 1);\nexpect(value).toBe(1);\nrs.resetModules();\nconst actual = await rs.importActual<typeof import('./config')>('./config');\nexpect(actual.apiUrl).toBe('https://api.example.com');",
      ],
    ]),
  };
}

let argumentRun: (RstestOutput & { dir: string }) | undefined;
/** The run of `argumentFiles`, made by the claim that needs it. */
function runArguments(): RstestOutput & { dir: string } {
  if (!argumentRun) {
    const { dir } = scratchProject(argumentFiles());
    argumentRun = { dir, ...rstestIn(dir, { env: LOCAL_ENV }) };
    expect(argumentRun.status, argumentRun.output).toBe(1);
  }
  return argumentRun;
}

/** The failures the run's summary reports for `file` (every ` FAIL  <file>[ > test]` block). */
function failuresOf(output: string, file: string): string {
  const summary = output.slice(output.indexOf('Summary of all failing tests:'));
  return summary
    .split(/^(?= FAIL {2})/m)
    .filter((block) => block.startsWith(` FAIL  ${file} `) || block.startsWith(` FAIL  ${file}\n`))
    .join('');
}

/** Whether every non-empty line of `quote` is a line of `text` (surrounding spaces aside), in order. */
function hasLines(text: string, quote: string): boolean {
  const lines = text.split('\n').map((line) => line.trim());
  let at = 0;
  for (const wanted of quote.split('\n').map((line) => line.trim())) {
    if (wanted === '') continue;
    const found = lines.indexOf(wanted, at);
    if (found === -1) return false;
    at = found + 1;
  }
  return true;
}

const passed = (output: string, file: string) =>
  new RegExp(`^\\s*✓ ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`, 'm').test(output);

let batch: (RstestOutput & { dir: string }) | undefined;
/** The one run of every entry's files, made by the first claim that needs it. */
function run(): RstestOutput & { dir: string } {
  if (!batch) {
    const { dir } = scratchProject(batchFiles());
    batch = { dir, ...rstestIn(dir, { env: LOCAL_ENV }) };
    expect(batch.status, batch.output).toBe(1);
  }
  return batch;
}

/**
 * `file` failed with the message quoted under `{#id}` (every line of it, or the first `lines`), and its
 * fix, if any, passed.
 */
function failsWithMessage(id: string, file: string, { fix = true, lines = Infinity } = {}) {
  const { output } = run();
  const failures = failuresOf(output, file);
  expect(failures, `${file} fails\n${output}`).not.toBe('');
  for (const line of messageLines(id).slice(0, lines)) expect(failures, `${file}: ${line}`).toContain(line.trim());
  if (fix) expect(passed(output, fixedName(file)), `${fixedName(file)} passes\n${output}`).toBe(true);
  return failures;
}

/** The tests of the checks file for `id` (or a whole generated `file`) passed. */
function checkPassed(id: string) {
  const { output } = run();
  if (id.startsWith('src/')) {
    expect(passed(output, id), `${id} passes\n${output}`).toBe(true);
    return;
  }
  expect(checks.get(id), `checks of ${id}`).toBeDefined();
  expect(output, `${CHECKS} ran`).toMatch(/^\s*[✓✗] src\/checks\.test\.ts \(/m);
  expect(failuresOf(output, CHECKS), `the checks of ${id} pass`).not.toContain(` FAIL  ${CHECKS} > ${id} > `);
}

describe(`${PAGE}: module mocks`, () => {
  claim('an object of exports as the second argument of rs.mock fails the file, a factory passes', () => {
    failsWithMessage('mock-options', 'src/config.test.ts');
    // The whole file fails before its test runs.
    expect(run().output).toMatch(/^\s*✗ src\/config\.test\.ts \(0\)/m);
  });

  claim('rs.mock with spy or mock options fails when the real module cannot load, a factory passes', () => {
    const failures = failsWithMessage('cannot-load-original-module', 'src/users.test.ts');
    expect(failures).not.toContain('DATABASE_URL is not set');
    // Imported without the mock, the module's own error shows.
    expect(failuresOf(run().output, 'src/db-unmocked.test.ts')).toContain('Error: DATABASE_URL is not set');
    // A path that matches no file, with no second argument: `{ mock: true }` and the path as written.
    const printed = messageLines('cannot-load-original-module')[0];
    expect(failuresOf(run().output, 'src/no-module.test.ts')).toContain(
      printed.replace("'./src/db.ts', { spy: true }", "'./no-such-module', { mock: true }"),
    );
  });

  claim('an async mock factory fails the file', () => {
    failsWithMessage('async-mock-factory', 'src/async-factory.test.ts', { fix: false });
  });

  claim('a mock factory that reads a const of the test file fails before initialization, rs.hoisted passes', () => {
    failsWithMessage('mock-factory-before-initialization', 'src/signup.test.ts');
  });

  claim('a variable as the path of rs.mock fails the build of that file only, a string passes', () => {
    const { output } = run();
    expect(hasLines(output, printedUnder(PAGE, 'mock-path-not-literal')), output).toBe(true);
    expect(failuresOf(output, 'src/theme.test.ts')).not.toBe('');
    // The other files were built and ran: the fix among them.
    expect(passed(output, 'src/theme.fixed.test.ts')).toBe(true);
  });

  claim(
    'a mock API called with the wrong number of arguments fails the build of that file, the right number passes',
    () => {
      const { output } = runArguments();
      const [mockLine, ...others] = messageLines('mock-api-arguments').map((line) => line.trim());
      const files = [
        'src/import-actual.test.ts',
        'src/require-actual.test.ts',
        'src/import-mock.test.ts',
        'src/hoisted.test.ts',
        'src/reset-modules.test.ts',
      ];
      for (const [file, line] of [['src/settings.test.ts', mockLine], ...others.map((line, i) => [files[i], line])]) {
        const failures = failuresOf(output, file);
        expect(failures, `${file} fails\n${output}`).toContain('Module parse failed:');
        expect(failures.indexOf(line), `${file}: ${line}`).toBeGreaterThan(failures.indexOf('Module parse failed:'));
        // The build of the file failed: none of its tests ran.
        expect(output).toMatch(new RegExp(`^\\s*✗ ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(0\\)`, 'm'));
      }
      expect(passed(output, 'src/settings.fixed.test.ts'), output).toBe(true);
      expect(passed(output, 'src/calls.test.ts'), output).toBe(true);
    },
  );

  claim('module mock APIs called through an alias throw not transformed, rs.fn works through it', () => {
    failsWithMessage('mock-not-transformed', 'src/weather.test.ts');
    checkPassed('src/weather-alias.test.ts');
  });

  claim(
    'rs.importMock and rs.requireMock without a manual mock fail, a manual mock or rs.mock with mock: true works',
    () => {
      failsWithMessage('import-mock-without-manual-mock', 'src/logger.test.ts', { fix: false });
      checkPassed('src/logger-automock.test.ts');
      checkPassed('import-mock-without-manual-mock');
    },
  );
});

describe(`${PAGE}: spies and mock functions`, () => {
  claim('rs.spyOn on an export of a Node.js built-in module fails', () => {
    failsWithMessage('cannot-spy-on-export', 'src/fs-spy.test.ts', { fix: false });
  });

  claim('rs.spyOn of a missing property fails with does not exist, the prototype passes', () => {
    failsWithMessage('spy-does-not-exist', 'src/cart.test.ts');
    checkPassed('src/cart-instance.test.ts');
  });

  claim('rs.spyOn of a getter or a value and rs.fn of a value fail with non-function value, get passes', () => {
    failsWithMessage('spy-on-non-function', 'src/settings.test.ts');
    checkPassed('spy-on-non-function');
  });

  claim('rs.spyOn of a primitive fails with primitive value, of null or undefined earlier, the object passes', () => {
    failsWithMessage('spy-on-primitive', 'src/warnings.test.ts');
    checkPassed('spy-on-primitive');
  });
});

describe(`${PAGE}: fake timers`, () => {
  claim('timer methods without fake timers fail with Timers are not mocked, useFakeTimers passes', () => {
    failsWithMessage('timers-not-mocked', 'src/autosave.test.ts');
    checkPassed('timers-not-mocked');
  });

  claim('rs.runAllTimers with an interval aborts after 10000 timers, advanceTimersByTime passes', () => {
    failsWithMessage('timers-infinite-loop', 'src/poller.test.ts');
    checkPassed('timers-infinite-loop');
  });

  claim('clearing an immediate with clearTimeout fails under fake timers, clearImmediate passes', () => {
    failsWithMessage('cannot-clear-timer', 'src/flush.test.ts');
    checkPassed('cannot-clear-timer');
  });

  claim('a date string in rs.setSystemTime or the now option fails, a Date passes', () => {
    // The first message while fake timers are off; src/checks file expects the second while they are on.
    failsWithMessage('set-system-time-string', 'src/invoice.test.ts', { lines: 1 });
    checkPassed('set-system-time-string');
  });

  claim('a timer without a function fails under fake timers', () => {
    failsWithMessage('timer-callback', 'src/refresh.test.ts', { fix: false });
    checkPassed('timer-callback');
  });

  claim('a negative time in the advance methods fails', () => {
    failsWithMessage('negative-ticks', 'src/deadline.test.ts');
    checkPassed('negative-ticks');
  });

  claim('a string in the advance methods fails, a number passes', () => {
    checkPassed('advance-timers-string');
  });

  claim('the target option of rs.useFakeTimers fails', () => {
    failsWithMessage('fake-timers-target', 'src/target.test.ts', { fix: false });
    checkPassed('fake-timers-target');
  });

  claim('ignoreMissingTimers false with a missing API fails, the default skips it', () => {
    failsWithMessage('fake-timers-missing-api', 'src/missing-api.test.ts', { fix: false });
    checkPassed('fake-timers-missing-api');
  });

  claim('clearing a real timer with shouldClearNativeTimers false warns', () => {
    const { output } = run();
    const warning = output.slice(
      output.indexOf(`warn | ${CHECKS} > clear-native-timer > a real timer with shouldClearNativeTimers false`),
    );
    expect(hasLines(warning.split('\n').slice(0, 4).join('\n'), printedUnder(PAGE, 'clear-native-timer')), output).toBe(
      true,
    );
    checkPassed('clear-native-timer');
  });
});

describe(`${PAGE}: rs.waitFor and rs.waitUntil`, () => {
  claim('a callback slower than the timeout fails waitFor, a longer timeout passes', () => {
    failsWithMessage('wait-for-timed-out', 'src/status.test.ts');
    // It rejects once the call still running at the timeout (1000 ms) has settled (1500 ms).
    const [, amount, unit] = /^\s*✗ the job is ready \(([\d.]+)(ms|s)\)$/m.exec(run().output) ?? [];
    expect(Number(amount) * (unit === 's' ? 1000 : 1), run().output).toBeGreaterThanOrEqual(1500);
  });

  claim('a waitUntil callback that returns nothing times out, returning the condition passes', () => {
    failsWithMessage('wait-until-timed-out', 'src/queue.test.ts');
  });
});

describe(`${PAGE}: outside a test run`, () => {
  claim('a test file run with node fails with not registered, rstest runs it', () => {
    const { dir, output } = run();
    const node = (file: string) => nodeIn(dir, [file]);
    const direct = node('src/sum.test.mjs');
    expect(direct.status).toBe(1);
    const [printed] = messageLines('api-not-registered');
    expect(direct.stderr).toContain(printed);
    // The message names the first API the file calls.
    writeFileSync(path.join(dir, 'src/first-api.mjs'), "import { rs } from '@rstest/core';\n\nrs.fn();\n");
    expect(node('src/first-api.mjs').stderr).toContain(printed.replace("'test'", "'rs'"));
    // Importing the API alone does not fail.
    writeFileSync(
      path.join(dir, 'src/import-only.mjs'),
      "import { expect, rs, test } from '@rstest/core';\n\nconsole.log([expect, rs, test].map((api) => typeof api).join(' '));\n",
    );
    const importOnly = node('src/import-only.mjs');
    expect(importOnly.status, importOnly.stderr).toBe(0);
    expect(importOnly.stdout).toBe('function object function\n');
    // Rstest runs the same file.
    expect(passed(output, 'src/sum.test.mjs'), output).toBe(true);
  });
});

claimsAreMarked();
