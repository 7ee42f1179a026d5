// The error reference's page on environments, modules and workers (docs/*/guide/errors/environment.mdx):
// each message it quotes is printed by a real run of the pinned rstest, and what each entry says
// about the cause and the fix holds. Messages raised per test file share one run (`batch`), each
// file triggering one message; a message that stops the run, or needs its own config or flags, has
// a small run of its own. The runs start together, two at a time, and each claim waits for its own.
// A claim is marked on both pages with `{/* proven by tests/claims/errors-environment.test.ts: <test name> */}`.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { startRstest } from '../helpers/interactive';
import { changed, pageClaims } from '../helpers/page-claims';
import { printedUnder, says, sectionBlocks } from '../helpers/page-quotes';
import { browserStandIn, LOCAL_ENV, ROOT, RSTEST_BIN, scratchProject } from '../helpers/rstest';

const PAGE = 'guide/errors/environment.mdx';
const { claim, claimsAreMarked } = pageClaims('errors-environment.test.ts', PAGE, 240_000);

// ---------------------------------------------------------------------------------------------
// Runs

interface Printed {
  dir: string;
  output: string;
  status: number | null;
}

/** `rstest` in `dir`, without colours, as a developer's terminal; `nodeArgs` go before the CLI. */
async function rstest(
  dir: string,
  args: string[],
  { bin = RSTEST_BIN, nodeArgs = [] }: { bin?: string; nodeArgs?: string[] } = {},
): Promise<Printed> {
  const child = startRstest(dir, args, { bin, nodeArgs, env: LOCAL_ENV, killAfter: 150_000 });
  const { code } = await child.exit;
  return { dir, output: child.output(), status: code };
}

/** A fresh scratch project with `files` and links to this repository's packages. */
const project = (files: Record<string, string>) => scratchProject(files).dir;

/**
 * A project that has its own copy of `@rstest/core` and every other package of ours except the
 * DOM environments (Rstest also looks for them next to `@rstest/core` itself, so the copy keeps
 * ours out of reach). Run it with its own `bin`.
 */
function projectWithoutDom(files: Record<string, string>): { dir: string; bin: string } {
  const dir = path.join(tmpdir(), `rstest-without-dom-${process.pid}-${Date.now()}`);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@rstest'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (['.cache', '@rstest', 'jsdom', 'happy-dom'].includes(entry)) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  cpSync(path.join(ROOT, 'node_modules/@rstest/core'), path.join(modules, '@rstest/core'), { recursive: true });
  write(dir, files);
  return { dir, bin: path.join(modules, '@rstest/core/bin/rstest.js') };
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

/** The JSON reporter's file (`report.json`): each test file's status and its tests' statuses. */
function fileStatuses(printed: Printed): Record<string, { status: string; tests: string[] }> {
  const file = path.join(printed.dir, 'report.json');
  expect(existsSync(file), printed.output).toBe(true);
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    files: { testPath: string; status: string; results?: { status: string }[] }[];
  };
  return Object.fromEntries(
    report.files.map((f) => [f.testPath, { status: f.status, tests: (f.results ?? []).map((t) => t.status) }]),
  );
}

const JSON_REPORTERS = "['default', ['json', { outputPath: 'report.json' }]]";
const config = (body: string) =>
  `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig(${body});\n`;
const passingTest = (name: string) =>
  `import { expect, test } from '@rstest/core';\n\ntest('${name}', () => {\n  expect(1 + 1).toBe(2);\n});\n`;

/**
 * A preload for the `rstest` process that shortens some of the pool's fixed waits (90 s for a worker
 * to start, 10 s and 35 s for fixture cleanups) to a second or so: the messages still name the real
 * times, and the run takes what the claim needs instead of minutes.
 */
const fastClock = (shorter: Record<number, number>) => `const realSetTimeout = globalThis.setTimeout;
const shorter = ${JSON.stringify(shorter)};
globalThis.setTimeout = (fn, ms, ...args) => realSetTimeout(fn, shorter[ms] ?? ms, ...args);
`;

/** A preload that removes `util.styleText`, as on a Node.js release that does not have it. */
const WITHOUT_STYLE_TEXT = "import util from 'node:util';\ndelete util.styleText;\n";

/** The code of the block titled `title` in the section `{#id}` (the `index`-th such block). */
function fileIn(id: string, title: string, index = 0): string {
  const blocks = sectionBlocks(PAGE, id).filter((block) => block.title === title);
  expect(blocks.length, `{#${id}} has a block titled ${title}`).toBeGreaterThan(index);
  return `${blocks[index].code}\n`;
}

/** The `text` blocks of the section `{#id}`: the messages it quotes. */
const quotesUnder = (id: string) =>
  sectionBlocks(PAGE, id)
    .filter((block) => block.lang === 'text' && !block.output)
    .map((block) => block.code);

// Every run of this file starts when the first claim asks for one, two at a time in this order; a
// claim awaits the runs it reads (and starts one that has not started yet).
const starts: (() => Promise<unknown>)[] = [];
let started = false;
function startAll(limit = 2) {
  if (started) return;
  started = true;
  const waiting = [...starts];
  const next = (): void => {
    const start = waiting.shift();
    if (start) void start().finally(next);
  };
  for (let i = 0; i < limit; i++) next();
}
function later<T>(job: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  const start = () => {
    if (!result) {
      result = Promise.resolve().then(job);
      result.catch(() => {});
    }
    return result;
  };
  starts.push(start);
  return () => {
    startAll();
    return start();
  };
}

// ---------------------------------------------------------------------------------------------
// The files of the batch run

const cliTest = `import { expect, test } from '@rstest/core';
import { main } from './cli';

test('exits without a file', () => {
  main([]);
  expect(process.exitCode).toBe(1);
});
`;

const callbackTest = (name: string) => `import { expect, test } from '@rstest/core';

test('calls the callback', () => {
  const callback = ${name}.fn();
  callback();
  expect(callback).toHaveBeenCalled();
});
`;

function batchFiles(): Record<string, string> {
  const title = fileIn('document-is-not-defined', 'src/title.test.ts');
  const order = fileIn('unhandled-rejection', 'src/order.test.ts');
  const awaited = fileIn('unhandled-rejection', 'src/order.test.ts', 1);
  expect(order).toContain("test('saves the order'");
  return {
    'rstest.config.ts': config(`{ reporters: ${JSON_REPORTERS} }`),
    'src/title.test.ts': title,
    'src/title-in-dom.test.ts': `// @rstest-environment happy-dom\n${title}`,
    'src/viewport.test.ts': `import { expect, test } from '@rstest/core';

test('reads the viewport width', () => {
  expect(window.innerWidth).toBeGreaterThan(0);
});
`,
    'src/cart.test.ts': `describe('cart', () => {
  it('starts empty', () => {
    expect([]).toHaveLength(0);
  });
});
`,
    'src/callback.test.ts': callbackTest('jest'),
    'src/vitest.test.ts': callbackTest('vitest'),
    'src/vi.test.ts': callbackTest('vi'),
    'src/button.test.tsx': `import { expect, test } from '@rstest/core';

test('creates a button element', () => {
  const button = <button type="button">Save</button>;
  expect(button.props.type).toBe('button');
});
`,
    // A package that says CommonJS and is an ES module, and the opposite.
    'node_modules/file-utils/package.json': fileIn(
      'cannot-use-import-statement',
      'node_modules/file-utils/package.json',
    ),
    'node_modules/file-utils/index.js': fileIn('cannot-use-import-statement', 'node_modules/file-utils/index.js'),
    'src/file-utils.test.ts': `import { expect, test } from '@rstest/core';
import { baseName } from 'file-utils';

test('reads the base name', () => {
  expect(baseName('/tmp/report.txt')).toBe('report.txt');
});
`,
    'node_modules/ext-utils/package.json':
      '{ "name": "ext-utils", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
    'node_modules/ext-utils/index.js': fileIn('require-is-not-defined', 'node_modules/ext-utils/index.js'),
    'src/ext-utils.test.ts': `import { expect, test } from '@rstest/core';
import { extension } from 'ext-utils';

test('reads the extension', () => {
  expect(extension('report.txt')).toBe('.txt');
});
`,
    // The cases Troubleshooting explains: a CommonJS file in a type module folder, a TypeScript file
    // with import type and module.exports, a loop-built CommonJS export, a package that imports CSS.
    'src/esm-app/package.json': '{ "type": "module" }\n',
    'src/esm-app/slug.js':
      'function slugify(title) {\n  return title.toLowerCase();\n}\nmodule.exports = { slugify };\n',
    'src/esm-app/slug.test.ts': `import { expect, test } from '@rstest/core';

const { slugify } = require('./slug');

test('builds a slug', () => {
  expect(slugify('Hello')).toBe('hello');
});
`,
    'src/options.ts': 'export interface SlugOptions {\n  separator: string;\n}\n',
    'src/slug.ts': `import type { SlugOptions } from './options';

function slugify(title: string, { separator }: SlugOptions = { separator: '-' }): string {
  return title.toLowerCase().replace(/\\s+/g, separator);
}

module.exports = { slugify };
`,
    'src/slug.test.ts': `import { expect, test } from '@rstest/core';

const { slugify } = require('./slug');

test('builds a slug', () => {
  expect(slugify('Hello World')).toBe('hello-world');
});
`,
    'node_modules/legacy-math/package.json': '{ "name": "legacy-math", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/legacy-math/index.js':
      "const api = {};\nfor (const name of ['add']) {\n  api[name] = (a, b) => a + b;\n}\nmodule.exports = api;\n",
    'src/math.test.ts': `import { expect, test } from '@rstest/core';
import { add } from 'legacy-math';

test('adds', () => {
  expect(add(1, 2)).toBe(3);
});
`,
    'node_modules/ui-kit/package.json':
      '{ "name": "ui-kit", "version": "1.0.0", "type": "module", "exports": "./index.js" }\n',
    'node_modules/ui-kit/index.js': "import './style.css';\n\nexport const button = 'button';\n",
    'node_modules/ui-kit/style.css': '.button {\n  color: teal;\n}\n',
    'src/ui.test.ts': `import { expect, test } from '@rstest/core';
import { button } from 'ui-kit';

test('exports a button', () => {
  expect(button).toBe('button');
});
`,
    // Timeouts, with the default testTimeout and hookTimeout.
    'src/server.test.ts': fileIn('test-timed-out', 'src/server.test.ts'),
    'src/upload.test.ts': `import { EventEmitter, once } from 'node:events';
import { expect, test } from '@rstest/core';

test('waits for the upload', async () => {
  const upload = new EventEmitter();
  expect(upload.listenerCount('done')).toBe(0);
  await once(upload, 'done');
});
`,
    'src/db.test.ts': fileIn('hook-timed-out', 'src/db.test.ts'),
    // Errors outside a test.
    'src/order.test.ts': order,
    'src/order-awaited.test.ts': `${order.slice(0, order.indexOf("test('saves the order'"))}${awaited}`,
    // An error thrown in a timer while the test is still running.
    'src/reminder.test.ts': `import { expect, test } from '@rstest/core';

test('schedules a reminder', async () => {
  setTimeout(() => {
    throw new Error('the reminder failed');
  }, 10);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(1).toBe(1);
});
`,
    'src/cli.ts': fileIn('process-exit', 'src/cli.ts'),
    'src/cli.test.ts': cliTest,
    'src/cli-spy.test.ts': fileIn('process-exit', 'src/cli.test.ts'),
    'src/shutdown.test.ts': `import { expect, test } from '@rstest/core';

test('stops on SIGTERM', () => {
  process.kill(process.pid, 'SIGTERM');
  expect(process.exitCode).toBeUndefined();
});
`,
    // A worker that runs out of memory (its heap limit lowered for the whole run, so that it does fast).
    'src/report.test.ts': fileIn('worker-exited-unexpectedly', 'src/report.test.ts'),
  };
}

const runs = {
  batch: later(() =>
    rstest(project(batchFiles()), ['run', '--pool.maxWorkers=4', '--pool.execArgv=--max-old-space-size=64']),
  ),
  unknownEnvironment: later(() =>
    rstest(project({ 'src/sum.test.ts': passingTest('adds'), 'src/total.test.ts': passingTest('totals') }), [
      'run',
      '--testEnvironment=happydom',
    ]),
  ),
  environmentComment: later(() =>
    rstest(project({ 'src/api.test.ts': fileIn('unsupported-test-environment', 'src/api.test.ts') }), ['run']),
  ),
  optionsComment: later(() =>
    rstest(project({ 'src/page.test.ts': fileIn('environment-options-comment', 'src/page.test.ts') }), ['run']),
  ),
  notCloneable: later(async () => {
    const id = 'environment-options-not-cloneable';
    const failing = await rstest(
      project({ 'rstest.config.ts': fileIn(id, 'rstest.config.ts'), 'src/sum.test.ts': passingTest('adds') }),
      ['run'],
    );
    const fixed = await rstest(
      project({
        'rstest.config.ts': fileIn(id, 'rstest.config.ts', 1),
        'rstest.setup.ts': fileIn(id, 'rstest.setup.ts'),
        'src/media.test.ts': `import { expect, test } from '@rstest/core';

test('reads a media query', () => {
  expect(window.matchMedia('(min-width: 600px)')).toEqual({ matches: false, media: '(min-width: 600px)' });
});
`,
      }),
      ['run'],
    );
    return { failing, fixed };
  }),
  domPackage: later(async () => {
    const { dir, bin } = projectWithoutDom({ 'src/sum.test.ts': passingTest('adds') });
    const missing = await rstest(dir, ['run', '--testEnvironment=jsdom'], { bin });
    write(dir, {
      'node_modules/jsdom/package.json': '{ "name": "jsdom", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/jsdom/index.js': 'exports.JSDOM = function JSDOM() {};\n',
    });
    const invalid = await rstest(dir, ['run', '--testEnvironment=jsdom'], { bin });
    // Browser mode, without @rstest/browser (the project has no @rstest package but its own core) and
    // with a stand-in for its last published version: only its version and entry points matter here.
    write(dir, { 'rstest.config.ts': config("{ browser: { enabled: true, provider: 'playwright' } }") });
    const noBrowser = await rstest(dir, ['run'], { bin });
    write(dir, {
      ...browserStandIn(),
    });
    const otherBrowser = await rstest(dir, ['run'], { bin });
    return { missing, invalid, noBrowser, otherBrowser };
  }),
  bundled: later(() => {
    const fix = fileIn('cannot-use-import-statement', 'rstest.config.ts');
    const files = batchFiles();
    return rstest(
      project({
        'rstest.config.ts': changed(
          { fix },
          'fix',
          "bundleDependencies: ['file-utils']",
          "bundleDependencies: ['file-utils', 'ext-utils']",
        ).fix,
        ...Object.fromEntries(
          Object.entries(files).filter(([file]) => file.includes('file-utils') || file.includes('ext-utils')),
        ),
      }),
      ['run'],
    );
  }),
  dataUrls: later(async () => {
    const [plain, base64] = quotesUnder('invalid-data-url').map((quote) => quote.replace(/^.*?(data:\S+)$/s, '$1'));
    const importTest = (name: string, url: string) => `import { expect, test } from '@rstest/core';

test('${name}', async () => {
  const url = '${url}';
  const module = await import(/* webpackIgnore: true */ url);
  expect(module).toBeDefined();
});
`;
    const dir = project({
      'rstest.config.ts': config(`{ reporters: ${JSON_REPORTERS} }`),
      'src/data-url.test.ts': importTest('imports a data URL', plain),
      'src/base64.test.ts': importTest('imports a base64 data URL', base64),
    });
    const vm = await rstest(dir, ['run', '--pool=vmThreads']);
    const vmStatuses = fileStatuses(vm);
    const forks = await rstest(dir, ['run']);
    return { vm, vmStatuses, forks, forksStatuses: fileStatuses(forks) };
  }),
  leak: later(() =>
    rstest(
      project({
        'rstest.config.ts': `import { defineConfig } from '@rstest/core';

const sink = {
  closed: true,
  write(text: string) {
    if (this.closed) throw new Error('the log sink is closed');
  },
};

export default defineConfig({
  reporters: [
    'default',
    ['json', { outputPath: 'report.json' }],
    {
      onUserConsoleLog(log) {
        sink.write(log.content);
      },
    },
  ],
});
`,
        'src/poll.test.ts': `import { expect, test } from '@rstest/core';

test('starts polling', () => {
  const timer = setInterval(() => {}, 1000);
  expect(timer).toBeDefined();
});
`,
        'src/poll-cleared.test.ts': `import { expect, test } from '@rstest/core';

test('stops polling', () => {
  const timer = setInterval(() => {}, 1000);
  clearInterval(timer);
  expect(timer).toBeDefined();
});
`,
        'src/log.test.ts': `import { expect, test } from '@rstest/core';

test('logs the total', () => {
  console.log('total: 3');
  expect(1 + 2).toBe(3);
});
`,
      }),
      ['run', '--detectAsyncLeaks'],
    ),
  ),
  badFlag: later(() =>
    rstest(project({ 'src/sum.test.ts': passingTest('adds') }), ['run', '--pool.execArgv=--max-old-space=4096']),
  ),
  startTimeout: later(() =>
    rstest(
      project({ 'src/sum.test.ts': passingTest('adds'), 'fast-clock.mjs': fastClock({ 90000: 1000 }) }),
      ['run', '--pool.execArgv=--inspect-brk=0'],
      { nodeArgs: ['--import', './fast-clock.mjs'] },
    ),
  ),
  cleanupTimeouts: later(() =>
    rstest(
      project({
        'fast-clock.mjs': fastClock({ 10000: 1000, 35000: 1500 }),
        'src/db.test.ts': `import { expect, test } from '@rstest/core';

const dbTest = test.extend('db', { scope: 'file' }, async (_, { onCleanup }) => {
  onCleanup(() => new Promise<void>(() => {}));
  return { connected: true };
});

dbTest('connects', ({ db }) => {
  expect(db.connected).toBe(true);
});
`,
        'src/pool.test.ts': `import { expect, registerWorkerCleanup, test } from '@rstest/core';

registerWorkerCleanup(() => new Promise<void>(() => {}));

test('opens the pool', () => {
  expect(1).toBe(1);
});
`,
      }),
      ['run'],
      { nodeArgs: ['--import', './fast-clock.mjs'] },
    ),
  ),
  cleanupExit: later(() =>
    rstest(
      project({
        'src/pool.test.ts': `import { expect, registerWorkerCleanup, test } from '@rstest/core';

registerWorkerCleanup(() => {
  process.abort();
});

test('opens the pool', () => {
  expect(1).toBe(1);
});
`,
      }),
      ['run', '--isolate=false'],
    ),
  ),
  unknownPool: later(() =>
    rstest(
      project({
        'rstest.config.ts': config("{ pool: 'thread' as never }"),
        'src/sum.test.ts': passingTest('adds'),
        'src/total.test.ts': passingTest('totals'),
        'src/mean.test.ts': passingTest('averages'),
      }),
      ['run', '--pool.maxWorkers=2'],
    ),
  ),
  memoryLimit: later(async () => {
    const run = (body: string) =>
      rstest(project({ 'rstest.config.ts': config(body), 'src/sum.test.ts': passingTest('adds') }), ['run']);
    return {
      unreadable: await run("{ isolate: false, pool: { memoryLimit: '80 percent' } }"),
      zero: await run("{ pool: { type: 'vmThreads', memoryLimit: 0 } }"),
      vmForks: await run("{ pool: { type: 'vmForks', memoryLimit: '80 percent' } }"),
      ignored: await run("{ pool: { memoryLimit: '80 percent' } }"),
      threads: await run("{ isolate: false, pool: { type: 'threads', memoryLimit: '80 percent' } }"),
    };
  }),
  exited: later(async () => {
    const failing = `import { expect, test } from '@rstest/core';\n\ntest('fails', () => {\n  expect(1).toBe(2);\n});\n`;
    const reporter = (hook: string) => config(`{ reporters: ['default', { ${hook} }] }`);
    return {
      duringRun: await rstest(
        project({
          'rstest.config.ts': fileIn('rstest-exited-unexpectedly', 'rstest.config.ts'),
          'src/fails.test.ts': failing,
        }),
        ['run'],
      ),
      atTeardown: await rstest(
        project({
          'rstest.config.ts': reporter('onTestRunEnd() { setTimeout(() => process.exit(0), 0); }'),
          'src/sum.test.ts': passingTest('adds'),
        }),
        ['run'],
      ),
      thrown: await rstest(
        project({
          'rstest.config.ts': reporter(
            "onTestFileResult() { setTimeout(() => { throw new Error('the reporter failed'); }); }",
          ),
          'src/sum.test.ts': passingTest('adds'),
        }),
        ['run'],
      ),
    };
  }),
  setupFile: later(() =>
    rstest(
      project({
        'rstest.config.ts': config("{ setupFiles: ['./test/setup.ts'] }"),
        'src/sum.test.ts': passingTest('adds'),
      }),
      ['run'],
    ),
  ),
  nodeVersion: later(() =>
    rstest(project({ 'src/sum.test.ts': passingTest('adds'), 'old-node.mjs': WITHOUT_STYLE_TEXT }), ['run'], {
      nodeArgs: ['--import', './old-node.mjs'],
    }),
  ),
};

// ---------------------------------------------------------------------------------------------
// Reading the output

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * Whether `output` prints the quoted block: its non-empty lines, trimmed, as consecutive non-empty
 * lines of the output, where a line `…` in the quote stands for any number of lines.
 */
function printsBlock(quote: string, output: string): boolean {
  const want = lines(quote);
  const have = lines(output);
  for (let start = 0; start < have.length; start++) {
    if (have[start] !== want[0]) continue;
    let at = start;
    let skipping = false;
    let matched = true;
    for (const line of want.slice(1)) {
      if (line === '…') {
        skipping = true;
        continue;
      }
      const next = skipping ? have.indexOf(line, at + 1) : have[at + 1] === line ? at + 1 : -1;
      if (next === -1) {
        matched = false;
        break;
      }
      at = next;
      skipping = false;
    }
    if (matched) return true;
  }
  return false;
}

/** The quote, with the project folder of the run, is printed by the run. */
function expectPrinted(quote: string, printed: Printed, output = printed.output) {
  const inProject = quote.replaceAll('/path/to/project', printed.dir);
  expect(printsBlock(inProject, output), `--- quote ---\n${inProject}\n--- output ---\n${output}`).toBe(true);
}

/** The line that opens a file's failure in the summary (`rest` names the test). */
const failLine = (file: string, rest = '') => ` FAIL  ${file}${rest}`;

// ---------------------------------------------------------------------------------------------
// Claims

describe(`${PAGE}: "… is not defined"`, () => {
  claim('DOM globals in the node environment are not defined, and a happy-dom comment fixes the file', async () => {
    const batch = await runs.batch();
    const statuses = fileStatuses(batch);
    expectPrinted(printedUnder(PAGE, 'document-is-not-defined'), batch);
    const windowMessage = says(PAGE, 'ReferenceError: window is not defined');
    expectPrinted(`${failLine('src/viewport.test.ts', ' > reads the viewport width')}\n${windowMessage}`, batch);
    says(PAGE, '`// @rstest-environment happy-dom`');
    expect(statuses['src/title.test.ts'].status).toBe('fail');
    expect(statuses['src/title-in-dom.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });

  claim('the test API without an import is not defined, with the globals hint', async () => {
    expectPrinted(printedUnder(PAGE, 'globals-not-defined'), await runs.batch());
  });

  claim('jest and vitest get the Did you mean rstest hint, vi gets none', async () => {
    const batch = await runs.batch();
    const quote = printedUnder(PAGE, 'jest-is-not-defined');
    expectPrinted(quote, batch);
    expectPrinted(quote.replace('callback.test.ts', 'vitest.test.ts').replace('jest is', 'vitest is'), batch);
    expectPrinted(
      `${failLine('src/vi.test.ts', ' > calls the callback')}\n${says(PAGE, 'ReferenceError: vi is not defined')}`,
      batch,
    );
  });

  claim('JSX without the React plugin gets the plugin hint', async () => {
    expectPrinted(printedUnder(PAGE, 'react-is-not-defined'), await runs.batch());
  });
});

describe(`${PAGE}: test environments`, () => {
  claim('an unknown testEnvironment fails every file', async () => {
    const run = await runs.unknownEnvironment();
    const quote = printedUnder(PAGE, 'unknown-test-environment');
    expect(run.status).toBe(1);
    expectPrinted(quote, run);
    expectPrinted(quote.replace('src/sum.test.ts', 'src/total.test.ts'), run);
  });

  claim('an unsupported environment in a file comment stops the run', async () => {
    const run = await runs.environmentComment();
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'unsupported-test-environment'), run);
    expect(run.output).not.toContain('✓');
  });

  claim('environment options in a file comment must be a JSON object', async () => {
    const run = await runs.optionsComment();
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'environment-options-comment'), run);
  });

  claim('a function in testEnvironment.options stops the run, and a setup file does the same work', async () => {
    const { failing, fixed } = await runs.notCloneable();
    expect(failing.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'environment-options-not-cloneable'), failing);
    expect(fixed.status, fixed.output).toBe(0);
  });

  claim('a missing jsdom stops the run, and a jsdom without its exports fails each file', async () => {
    const { missing, invalid } = await runs.domPackage();
    expect(missing.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'environment-package-missing'), missing);
    expect(invalid.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'invalid-environment-package'), invalid);
  });

  claim('browser mode stops without @rstest/browser and with another version of it', async () => {
    const { noBrowser, otherBrowser } = await runs.domPackage();
    const [missing, mismatch] = quotesUnder('browser-package');
    expect(noBrowser.status).toBe(1);
    expectPrinted(missing, noBrowser);
    expect(otherBrowser.status).toBe(1);
    expectPrinted(mismatch, otherBrowser);
  });
});

describe(`${PAGE}: ES modules and CommonJS`, () => {
  claim(
    'an ES module in a type commonjs package and require in a type module package fail, and bundling them fixes both',
    async () => {
      const batch = await runs.batch();
      expectPrinted(printedUnder(PAGE, 'cannot-use-import-statement'), batch);
      expect(batch.output).toContain(
        says(PAGE, 'To load an ES module, set "type": "module" in the package.json or use the .mjs extension.'),
      );
      expectPrinted(printedUnder(PAGE, 'require-is-not-defined'), batch);
      says(PAGE, "`output: { bundleDependencies: ['ext-utils'] }`");
      const bundled = await runs.bundled();
      expect(bundled.status, bundled.output).toBe(0);
      expect(bundled.output).toContain('Tests 2 passed');
    },
  );

  claim('the module format messages that Troubleshooting explains are printed as quoted', async () => {
    const batch = await runs.batch();
    const [moduleMessage, exportsMessage] = quotesUnder('module-is-not-defined');
    expectPrinted(`${failLine('src/esm-app/slug.test.ts')}\n${moduleMessage}`, batch);
    expectPrinted(`${failLine('src/slug.test.ts')}\n${exportsMessage}`, batch);
    expectPrinted(`${failLine('src/math.test.ts', ' > adds')}\n${printedUnder(PAGE, 'cjs-named-import')}`, batch);
    expectPrinted(`${failLine('src/ui.test.ts')}\n${printedUnder(PAGE, 'unknown-file-extension')}`, batch);
  });

  claim('the VM pools reject data URLs that the forks pool loads', async () => {
    const { vm, vmStatuses, forksStatuses } = await runs.dataUrls();
    const [plain, base64] = quotesUnder('invalid-data-url');
    expectPrinted(`${failLine('src/data-url.test.ts', ' > imports a data URL')}\n${plain}`, vm);
    expectPrinted(`${failLine('src/base64.test.ts', ' > imports a base64 data URL')}\n${base64}`, vm);
    expect(vmStatuses['src/base64.test.ts'].status).toBe('fail');
    expect(forksStatuses['src/base64.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });
});

describe(`${PAGE}: timeouts`, () => {
  claim('a test that waits for ever times out with the count of its assertions', async () => {
    const batch = await runs.batch();
    expectPrinted(printedUnder(PAGE, 'test-timed-out'), batch);
    const completed = says(PAGE, '(completed 1 expect assertion)');
    expectPrinted(
      `${failLine('src/upload.test.ts', ' > waits for the upload')}\nError: test timed out in 5000ms ${completed}`,
      batch,
    );
  });

  claim('a beforeAll hook that waits for ever times out', async () => {
    const batch = await runs.batch();
    expectPrinted(printedUnder(PAGE, 'hook-timed-out'), batch);
    expect(fileStatuses(batch)['src/db.test.ts']).toEqual({ status: 'fail', tests: ['skip'] });
  });

  claim('a file fixture cleanup and a worker cleanup that never finish fail their files', async () => {
    const run = await runs.cleanupTimeouts();
    const [file, worker] = quotesUnder('fixture-cleanup-timed-out');
    expectPrinted(file, run);
    expectPrinted(worker, run);
    expect(run.status).toBe(1);
    expect(run.output).toContain('Tests 2 passed');
  });
});

describe(`${PAGE}: errors outside a test`, () => {
  claim('an unhandled rejection and an uncaught exception fail a file whose test passed', async () => {
    const batch = await runs.batch();
    const statuses = fileStatuses(batch);
    const [rejection, uncaught] = quotesUnder('unhandled-rejection');
    expectPrinted(rejection, batch);
    expectPrinted(uncaught, batch);
    // Printed first under the test that was running, with the same message.
    const running = says(PAGE, '`error | src/order.test.ts > saves the order`').slice(1, -1);
    expectPrinted(`${running}\n${lines(rejection)[1]}`, batch);
    expect(statuses['src/order.test.ts']).toEqual({ status: 'fail', tests: ['pass'] });
    expect(statuses['src/reminder.test.ts']).toEqual({ status: 'fail', tests: ['pass'] });
    expect(statuses['src/order-awaited.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });

  claim('a leaked interval fails the file with detectAsyncLeaks, a cleared one does not', async () => {
    const run = await runs.leak();
    const statuses = fileStatuses(run);
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'async-leak'), run);
    expect(statuses['src/poll.test.ts']).toEqual({ status: 'fail', tests: ['pass'] });
    expect(statuses['src/poll-cleared.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });

  claim('process.exit and process.kill in a test throw, and a spy on process.exit passes', async () => {
    const batch = await runs.batch();
    const [exit, kill] = quotesUnder('process-exit');
    expectPrinted(exit, batch);
    expectPrinted(kill, batch, batch.output.replace(/(process\.kill unexpectedly called with )"\d+"/g, '$1"12345"'));
    expect(batch.output).toMatch(/process\.kill unexpectedly called with "\d+" and "SIGTERM"/);
    expect(fileStatuses(batch)['src/cli-spy.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });
});

describe(`${PAGE}: workers and pools`, () => {
  claim('a worker that runs out of memory fails its test with the quoted report', async () => {
    const batch = await runs.batch();
    const statuses = fileStatuses(batch);
    expectPrinted(printedUnder(PAGE, 'worker-exited-unexpectedly'), batch);
    says(PAGE, "`execArgv: ['--max-old-space-size=4096']`");
    expect(statuses['src/report.test.ts']).toEqual({ status: 'fail', tests: ['fail'] });
    // The other files went on: the fixed examples of the batch passed.
    expect(statuses['src/cli-spy.test.ts'].status).toBe('pass');
  });

  claim('a bad flag in pool.execArgv stops the worker before it starts', async () => {
    const run = await runs.badFlag();
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'worker-exited-before-start'), run);
    expect(run.output).toContain(says(PAGE, '`bad option: --max-old-space=4096`').slice(1, -1));
  });

  claim('a worker waiting for a debugger fails its file after the start timeout', async () => {
    const run = await runs.startTimeout();
    expect(run.status).toBe(1);
    expect(run.output).toContain('Debugger listening on ws://');
    expectPrinted(printedUnder(PAGE, 'worker-did-not-start'), run);
  });

  claim('a worker cleanup that ends the process is an unhandled error with isolate false', async () => {
    const run = await runs.cleanupExit();
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'worker-exited-during-cleanup'), run);
    expect(run.output).toContain('Tests 1 passed');
  });

  claim('an unknown pool type fails every file', async () => {
    const run = await runs.unknownPool();
    const [unknown, noWorkerId] = quotesUnder('unknown-pool-worker');
    expect(run.status).toBe(1);
    // Three files and two workers: two files get the first message, the third the second.
    const count = (quote: string) => lines(run.output).filter((line) => line === quote.trim()).length;
    expect(count(unknown), run.output).toBe(2);
    expect(count(noWorkerId), run.output).toBe(1);
    says(PAGE, "`'thread'`");
  });

  claim(
    'a memoryLimit that cannot be read stops the run of a VM pool or of forks without isolation, and threads never reads it',
    async () => {
      const { unreadable, zero, vmForks, ignored, threads } = await runs.memoryLimit();
      const [invalid, notPositive] = quotesUnder('invalid-memory-limit');
      // forks with isolate: false, and both VM pools.
      expect(unreadable.status).toBe(1);
      expectPrinted(invalid, unreadable);
      expect(zero.status).toBe(1);
      expectPrinted(notPositive, zero);
      expect(vmForks.status).toBe(1);
      expectPrinted(invalid, vmForks);
      // The isolated forks pool does not use the limit, nor does threads with isolate: false: both run.
      expect(ignored.status, ignored.output).toBe(0);
      expect(threads.status, threads.output).toBe(0);
      expect(threads.output).toContain('Test Files 1 passed');
    },
  );

  claim('process.exit or an uncaught error in the rstest process ends the run with the quoted message', async () => {
    const { duringRun, atTeardown, thrown } = await runs.exited();
    const [terminating, teardown] = quotesUnder('rstest-exited-unexpectedly');
    expect(duringRun.status).toBe(2);
    expectPrinted(terminating, duringRun);
    expect(atTeardown.status).toBe(0);
    expectPrinted(teardown, atTeardown);
    expect(thrown.status).toBe(1);
    expectPrinted(terminating.replace('code 2', 'code 1'), thrown);
  });

  claim('a reporter that throws in onUserConsoleLog is logged and the run goes on', async () => {
    const run = await runs.leak();
    expectPrinted(printedUnder(PAGE, 'failed-to-handle-console-log'), run);
    expect(fileStatuses(run)['src/log.test.ts']).toEqual({ status: 'pass', tests: ['pass'] });
  });
});

describe(`${PAGE}: setup files and Node.js`, () => {
  claim('a setupFiles path that does not exist stops the run', async () => {
    const run = await runs.setupFile();
    expect(run.status).toBe(1);
    expectPrinted(printedUnder(PAGE, 'setup-file-not-found'), run);
  });

  claim('a Node.js without util.styleText stops rstest at start', async () => {
    const run = await runs.nodeVersion();
    expect(run.status).toBe(1);
    expectPrinted(
      printedUnder(PAGE, 'unsupported-node-version'),
      run,
      run.output.replaceAll(`"${process.versions.node}"`, '"x.y.z"'),
    );
    // Before the banner, so before any config is read.
    expect(run.output).not.toContain('Rstest v0.12.0');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
  });
});

claimsAreMarked();
