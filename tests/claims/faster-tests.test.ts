// What the Making Tests Faster guide (docs/*/guide/advanced/faster-tests.mdx) measured: the pages
// quote the comparisons that scripts/measure-speed.mjs recorded in
// tests/fixtures/faster-tests-measurements.json (re-run the script to measure again; it takes
// minutes, so it is not part of npm test), with the versions, machine and runs of the record. Here
// the script's check that each run shows its setting is fed runs that do not, and the behaviours the
// page explains (the trace's phases, jsdom 27 and prebundling, the build cache's folders, a shard's
// files) are run for real. The build cache sections of config/build/performance.mdx are proven in
// tests/claims/config-performance.test.ts.
// A claim is marked on both pages with `{/* proven by tests/claims/faster-tests.test.ts: <test name> */}`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  assertTookEffect,
  COMPARISONS,
  compare,
  MIN_RUNS,
  spread,
  traceFacts,
  type Variant,
  variants,
} from '../../lib/speed-measure.mjs';
import { LANGS, pageSource, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { localRuns, ROOT } from '../helpers/rstest';

const PAGE = 'guide/advanced/faster-tests.mdx';
const { run } = localRuns();

interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}
interface Measurements {
  measuredWith: {
    '@rstest/core': string;
    jsdom: string;
    'happy-dom': string;
    node: string;
    cores: number;
    loadAverage: { before: number[]; after: number[] };
  };
  runs: number;
  files: number;
  variants: Record<
    string,
    {
      setting: string;
      ms: Spread;
      observed: {
        files: number;
        worker: string;
        workers: number;
        slots: number;
        buildCache: { before: boolean; written: boolean };
        prebundle: { skipped: string[]; bundled: string[]; loaded: number; fallbacks: number };
      };
    }
  >;
  comparisons: Record<
    string,
    { setting: string; baseline: string; ratio: number; verdict: 'faster' | 'slower' | 'none' }
  >;
}

const measurements: Measurements = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/faster-tests-measurements.json'), 'utf8'),
);
const installed = (name: string): string =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** How the pages say it, per language. */
const WORDS = {
  en: { none: 'no measurable difference', defaults: 'the defaults', cores: 'CPU cores', rounds: 'rounds' },
  zh: { none: '没有可测出的差异', defaults: '默认设置', cores: '个 CPU 核心', rounds: '轮' },
} as const;
/** The first cell of a comparison's table row is its setting in code, and for the build cache the cache's state. */
const ROW_SUFFIX: Record<string, Record<(typeof LANGS)[number], string>> = {
  buildCacheWarm: { en: ', cache filled by an earlier run', zh: '，缓存已由之前的运行填充' },
  buildCacheCold: { en: ', empty cache', zh: '，缓存为空' },
};
const ratioText = (ratio: number) => `\`×${ratio.toFixed(2)}\``;
/** The page from its first section after the one on the method (whose `×0.50` and `×1.20` only explain the notation). */
const results = (lang: string) => pageSource(lang, PAGE).split('{#find-the-slow-part}')[1];

const { claim, claimsAreMarked } = pageClaims('faster-tests.test.ts', PAGE, 180_000);

/** A run that shows everything `variant` expects, as the script sees a run. */
function runShowing(variant: Variant) {
  const { expected } = variant;
  const log = {
    none: '',
    native: '',
    skipped: `rstest 10:00:00 Skipping automatic prebundle for unsupported ${expected.dom} major version 27; falling back to its native entry.`,
    bundled: `rstest 10:00:00 bundled test environment ${expected.dom} from /x/node_modules/${expected.dom}/lib/index.js (3.54 MB)`,
  }[expected.prebundle];
  return {
    status: 0,
    output: `${log}\n Test Files ${expected.files} passed\n`,
    trace: {
      files: expected.files,
      worker: [expected.worker],
      workers: expected.workers,
      slots: expected.slots,
      phases: [],
    },
    cache: { before: expected.buildCache === 'warm', written: expected.buildCache !== 'off' },
  };
}

describe(PAGE, () => {
  test('the record holds what the script computes from its runs, for the installed packages', () => {
    const { measuredWith, runs, files } = measurements;
    expect(measuredWith['@rstest/core']).toBe(installed('@rstest/core'));
    expect(measuredWith.jsdom).toBe(installed('jsdom'));
    expect(measuredWith['happy-dom']).toBe(installed('happy-dom'));
    expect(runs).toBeGreaterThanOrEqual(MIN_RUNS);
    const list = variants(files);
    expect(Object.keys(measurements.variants)).toEqual(list.map((variant) => variant.key));
    for (const variant of list) {
      const recorded = measurements.variants[variant.key];
      expect(recorded.setting).toBe(variant.setting);
      expect(recorded.ms.runs).toHaveLength(runs);
      expect({ ...spread(recorded.ms.runs), runs: recorded.ms.runs }).toEqual(recorded.ms);
    }
    expect(Object.keys(measurements.comparisons)).toEqual(Object.keys(COMPARISONS));
    for (const [key, [setting, baseline]] of Object.entries(COMPARISONS)) {
      const recorded = measurements.comparisons[key];
      expect(recorded, key).toEqual({
        setting,
        baseline,
        ...compare(measurements.variants[setting].ms, measurements.variants[baseline].ms),
      });
    }
  });

  test('the pages quote every comparison as recorded, with the versions, the machine and the runs', () => {
    const { measuredWith, runs, files, comparisons } = measurements;
    const measurable = Object.values(comparisons)
      .filter(({ verdict }) => verdict !== 'none')
      .map(({ ratio }) => ratio);
    for (const lang of LANGS) {
      const source = pageSource(lang, PAGE);
      const words = WORDS[lang];
      for (const text of [
        `\`@rstest/core\` ${measuredWith['@rstest/core']}`,
        `jsdom ${measuredWith.jsdom}`,
        `happy-dom ${measuredWith['happy-dom']}`,
        `Node.js ${measuredWith.node}`,
        `${measuredWith.cores} ${words.cores}`,
        `${runs} ${words.rounds}`,
        ` ${files} `,
        measuredWith.loadAverage.before[0].toFixed(1),
        measuredWith.loadAverage.after[0].toFixed(1),
      ])
        expect(source, `docs/${lang}/${PAGE}`).toContain(text);
      // The page says that the runs of a setting varied widely only if they did (the slowest of the
      // baseline's runs took at least half as long again as the fastest).
      const { min, max } = measurements.variants.node.ms;
      if (/varied widely|相差很大/.test(source))
        expect(max / min, 'the spread of the defaults').toBeGreaterThanOrEqual(1.5);
      // Each comparison has its row: the setting, what it is compared with, and the ratio or the verdict.
      for (const [key, { setting, baseline, ratio, verdict }] of Object.entries(comparisons)) {
        const first = `\`${measurements.variants[setting].setting}\`${ROW_SUFFIX[key]?.[lang] ?? ''}`;
        const rows = source.split('\n').filter((line) => line.startsWith(`| ${first} |`));
        expect(rows, `docs/${lang}/${PAGE}: the row of ${key}`).toHaveLength(1);
        const [, against, time] = rows[0].split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
        expect(against, `${key} is compared with ${baseline}`).toContain(
          baseline === 'node' ? words.defaults : `\`${measurements.variants[baseline].setting}\``,
        );
        if (verdict === 'none') expect(time, key).toBe(words.none);
        else expect(time, key).toBe(ratioText(ratio));
      }
      // No ratio that the record does not hold as a measurable difference.
      const quoted = [...results(lang).matchAll(/`×(\d+\.\d\d)`/g)].map(([, value]) => Number(value));
      for (const value of quoted) expect(measurable, `docs/${lang}/${PAGE} quotes ×${value}`).toContain(value);
    }
  });

  claim('the measuring script refuses a run that does not show its setting', () => {
    const list = variants(12);
    const variant = (key: string) => list.find((each) => each.key === key) as Variant;
    // A run that shows its setting passes, so the refusals below are about the setting alone.
    for (const each of list) expect(() => assertTookEffect(each, runShowing(each)), each.key).not.toThrow();
    const refused = (key: string, change: (run: ReturnType<typeof runShowing>) => void, reason: RegExp) => {
      const shown = runShowing(variant(key));
      change(shown);
      expect(() => assertTookEffect(variant(key), shown), key).toThrow(reason);
    };
    // prebundle: true, but the log says that the prebundle was skipped (as 'auto' does with jsdom 27).
    refused(
      'jsdomPrebundle',
      (shown) => {
        shown.output = runShowing(variant('jsdom')).output;
      },
      /environment prebundle: expected "bundled", the run showed "skipped"/,
    );
    // prebundle: false, but happy-dom was bundled all the same.
    refused(
      'happyDomNative',
      (shown) => {
        shown.output = runShowing(variant('happyDom')).output;
      },
      /environment prebundle: expected "native", the run showed "bundled"/,
    );
    refused(
      'happyDom',
      (shown) => {
        shown.output = shown.output.replace('happy-dom', 'jsdom');
      },
      /environment package in the log: expected "happy-dom"/,
    );
    refused(
      'isolateFalse',
      (shown) => {
        shown.trace.workers = 12;
      },
      /workers that ran files: expected 1, the run showed 12/,
    );
    refused(
      'threads',
      (shown) => {
        shown.trace.worker = ['forks'];
      },
      /worker type/,
    );
    refused(
      'twoWorkers',
      (shown) => {
        shown.trace.slots = 1;
      },
      /worker slots the pool used: expected 2, the run showed 1/,
    );
    refused(
      'shard',
      (shown) => {
        shown.trace.files = 12;
      },
      /files in the trace: expected 6/,
    );
    refused(
      'buildCacheCold',
      (shown) => {
        shown.cache.written = false;
      },
      /build cache: expected "cold", the run showed "off"/,
    );
    refused(
      'buildCacheWarm',
      (shown) => {
        shown.cache.before = false;
      },
      /build cache: expected "warm", the run showed "cold"/,
    );
    refused(
      'node',
      (shown) => {
        shown.status = 1;
      },
      /the run failed/,
    );
    refused(
      'node',
      (shown) => {
        shown.trace = undefined as unknown as typeof shown.trace;
      },
      /wrote no trace/,
    );
  });

  claim('the measured runs showed each setting at work', () => {
    const { files, measuredWith, variants: seen } = measurements;
    // The defaults on 2 cores: one worker at a time, a fresh worker process for each file.
    expect(measuredWith.cores).toBe(2);
    expect(seen.node.observed).toMatchObject({ files, worker: 'forks', workers: files, slots: 1 });
    expect(seen.isolateFalse.observed.workers).toBe(1);
    expect(seen.jsdomIsolateFalse.observed.workers).toBe(1);
    expect(seen.threads.observed.worker).toBe('threads');
    expect(seen.twoWorkers.observed.slots).toBe(2);
    expect(seen.shard.observed.files).toBe(files / 2);
    // 'auto' skipped jsdom 27 and prebundled happy-dom 20, which every worker loaded; with
    // prebundle: true every worker fell back from the jsdom bundle.
    expect(seen.jsdom.observed.prebundle).toEqual({ skipped: ['jsdom'], bundled: [], loaded: 0, fallbacks: 0 });
    expect(seen.happyDom.observed.prebundle).toEqual({
      skipped: [],
      bundled: ['happy-dom'],
      loaded: files,
      fallbacks: 0,
    });
    expect(seen.jsdomPrebundle.observed.prebundle).toEqual({
      skipped: [],
      bundled: ['jsdom'],
      loaded: 0,
      fallbacks: files,
    });
    expect(seen.happyDomNative.observed.prebundle).toEqual({ skipped: [], bundled: [], loaded: 0, fallbacks: 0 });
    says(PAGE, `jsdom ${measuredWith.jsdom}`);
  });

  claim('--trace records these phases of a file, in this order', () => {
    const project = run(
      {
        'rstest.config.ts': "export default { setupFiles: ['./setup.ts'] };\n",
        'setup.ts': 'globalThis.ready = true;\n',
        'src/add.ts': 'export const add = (a: number, b: number): number => a + b;\n',
        'src/add.test.ts':
          "import { expect, test } from '@rstest/core';\nimport { add } from './add';\n\ntest('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
      },
      { args: ['run', '--trace', '--coverage'] },
    );
    expect(project.status, project.output).toBe(0);
    const traceDir = path.join(project.dir, '.rstest');
    const file = readdirSync(traceDir).find((name) => /^trace-.*\.json$/.test(name)) as string;
    const data = JSON.parse(readFileSync(path.join(traceDir, file), 'utf8'));
    const { phases } = traceFacts(Array.isArray(data) ? data : data.traceEvents);
    // `prepare` goes on after the environment is set up, and `tests` after coverage is collected.
    expect(phases).toEqual([
      'prepare',
      'envSetup',
      'prepare',
      'load',
      'setupFiles',
      'collect',
      'tests',
      'coverage',
      'tests',
      'teardown',
    ]);
    const order = [...new Set(phases)];
    // Every phase the package declares, and no other.
    const declared = readdirSync(path.join(ROOT, 'node_modules/@rstest/core/dist'))
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) =>
        /declare type PhaseName = ([^;]+);/.exec(
          readFileSync(path.join(ROOT, 'node_modules/@rstest/core/dist', name), 'utf8'),
        ),
      )
      .find(Boolean)?.[1];
    expect(
      declared
        ?.split('|')
        .map((name) => name.trim().replace(/'/g, ''))
        .sort(),
    ).toEqual([...order].sort());
    for (const lang of LANGS) {
      const line = pageSource(lang, PAGE)
        .split('\n')
        .find((each) => each.includes('`envSetup`')) as string;
      const listed = [...line.matchAll(/`(\w+)`/g)].map(([, name]) => name).filter((name) => order.includes(name));
      // Every phase in the order it first happens, and `prepare` again right after `envSetup`.
      expect([...new Set(listed)], lang).toEqual(order);
      expect(listed.slice(0, 3), lang).toEqual(phases.slice(0, 3));
    }
  });

  claim('the build cache folder of each project is named after its name', () => {
    const pattern = says(PAGE, '`node_modules/.cache/rstest-<name>`').slice(1, -1);
    const scoped = says(PAGE, '`rstest-_shop_web`').slice(1, -1);
    says(PAGE, '`@shop/web`');
    const passing =
      "import { expect, test } from '@rstest/core';\n\ntest('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n";
    const project = run(
      {
        'package.json': '{ "name": "shop" }\n',
        'rstest.config.ts': `export default {
  projects: [
    { name: 'unit', include: ['src/a.test.ts'], performance: { buildCache: true } },
    { name: '@shop/web', include: ['src/b.test.ts'], performance: { buildCache: true } },
  ],
};
`,
        'src/a.test.ts': passing,
        'src/b.test.ts': passing,
      },
      { args: ['run'] },
    );
    expect(project.status, project.output).toBe(0);
    const cacheRoot = path.dirname(path.join(project.dir, pattern));
    // One folder per project, named after the project, not after the package or the folder.
    const folders = readdirSync(cacheRoot).filter((name) => name.startsWith('rstest'));
    expect(folders.sort()).toEqual([path.basename(pattern).replace('<name>', 'unit'), scoped].sort());
  });

  claim('--shard=1/2 runs half of the test files', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < measurements.files; i++) {
      files[`src/file${i}.test.ts`] =
        `import { expect, test } from '@rstest/core';\n\ntest('file ${i}', () => {\n  expect(${i}).toBe(${i});\n});\n`;
    }
    const project = run(files, { args: ['run', '--shard=1/2'] });
    expect(project.status, project.output).toBe(0);
    const half = measurements.files / 2;
    expect(project.output).toContain(`Test Files ${half} passed`);
    says(PAGE, ` ${half} `);
  });

  claimsAreMarked();
});
