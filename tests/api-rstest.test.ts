import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeBlocks, DOCS_DIR } from '../lib/code-blocks.mjs';
import { rstestExclusions } from './api-exclusions';
import { runProbe } from './helpers/probe';

type Page = 'mockModules' | 'mockFunctions' | 'mockInstance' | 'fakeTimers' | 'utilities';

// Which page of /api/rstest/ documents each member of `rs`. A member the package gains that is
// neither here nor in rstestExclusions fails the test below.
const MEMBER_PAGES: Record<string, Page> = {
  mock: 'mockModules',
  mockRequire: 'mockModules',
  doMock: 'mockModules',
  doMockRequire: 'mockModules',
  unmock: 'mockModules',
  doUnmock: 'mockModules',
  unmockRequire: 'mockModules',
  doUnmockRequire: 'mockModules',
  importActual: 'mockModules',
  requireActual: 'mockModules',
  importMock: 'mockModules',
  requireMock: 'mockModules',
  hoisted: 'mockModules',
  resetModules: 'mockModules',
  fn: 'mockFunctions',
  spyOn: 'mockFunctions',
  isMockFunction: 'mockFunctions',
  mockObject: 'mockFunctions',
  mocked: 'mockFunctions',
  clearAllMocks: 'mockFunctions',
  resetAllMocks: 'mockFunctions',
  restoreAllMocks: 'mockFunctions',
  useFakeTimers: 'fakeTimers',
  useRealTimers: 'fakeTimers',
  isFakeTimers: 'fakeTimers',
  setSystemTime: 'fakeTimers',
  getRealSystemTime: 'fakeTimers',
  getRealTimers: 'fakeTimers',
  advanceTimersByTime: 'fakeTimers',
  advanceTimersByTimeAsync: 'fakeTimers',
  advanceTimersToNextTimer: 'fakeTimers',
  advanceTimersToNextTimerAsync: 'fakeTimers',
  advanceTimersToNextFrame: 'fakeTimers',
  jumpTimersByTime: 'fakeTimers',
  runAllTimers: 'fakeTimers',
  runAllTimersAsync: 'fakeTimers',
  runOnlyPendingTimers: 'fakeTimers',
  runOnlyPendingTimersAsync: 'fakeTimers',
  runAllTicks: 'fakeTimers',
  setTickMode: 'fakeTimers',
  getTimerCount: 'fakeTimers',
  clearAllTimers: 'fakeTimers',
  stubEnv: 'utilities',
  unstubAllEnvs: 'utilities',
  stubGlobal: 'utilities',
  unstubAllGlobals: 'utilities',
  setConfig: 'utilities',
  getConfig: 'utilities',
  resetConfig: 'utilities',
  waitFor: 'utilities',
  waitUntil: 'utilities',
};

interface Probe {
  sameObject: boolean;
  members: string[];
  instanceMethods: string[];
  mockState: string[];
  waitUntilTimeoutMessage: string;
  waitIntervalGaps: number[];
  fakedByDefault: Record<'setTimeout' | 'Date' | 'nextTick' | 'queueMicrotask', boolean>;
  loopLimitMessage: string;
}

interface Section {
  heading: string;
  /** The code blocks between this h2 and the next one. */
  blocks: ReturnType<typeof codeBlocks>;
}

const LANGS = ['en', 'zh'] as const;

const pageSource = (lang: string, page: Page | 'index') =>
  readFileSync(path.join(DOCS_DIR, lang, 'api', 'rstest', `${page}.mdx`), 'utf8');

/** The h2 sections of a page, with heading text as a reader sees it (no backticks, no {#id}). */
function sections(lang: string, page: Page): Section[] {
  const source = pageSource(lang, page);
  const result: Section[] = [];
  let fenced = false;
  let current: { heading: string; lines: string[] } | undefined;
  const flush = () =>
    current && result.push({ heading: current.heading, blocks: codeBlocks(current.lines.join('\n')) });
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const h2 = fenced ? null : /^## (.+)$/.exec(line);
    if (h2) {
      flush();
      current = {
        heading: h2[1]
          .replace(/\{#[^}]*\}/, '')
          .replaceAll('`', '')
          .trim(),
        lines: [],
      };
    } else {
      current?.lines.push(line);
    }
  }
  flush();
  return result;
}

/** Member declarations of the public types, as written in @rstest/core's index.d.ts. */
function declarations(): Record<'RstestUtilities' | 'MockInstance' | 'MockContext_2', Map<string, string>> {
  const file = path.join(import.meta.dirname, '..', 'node_modules', '@rstest', 'core', 'dist', 'index.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const read = (members: ts.NodeArray<ts.TypeElement>) =>
    new Map(
      members
        .filter((m) => m.name && ts.isIdentifier(m.name))
        .map((m) => [(m.name as ts.Identifier).text, m.getText(source)]),
    );
  const found: Partial<Record<'RstestUtilities' | 'MockInstance' | 'MockContext_2', Map<string, string>>> = {};
  source.forEachChild((node) => {
    if (
      ts.isInterfaceDeclaration(node) &&
      (node.name.text === 'RstestUtilities' || node.name.text === 'MockInstance')
    ) {
      found[node.name.text] = read(node.members);
    }
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'MockContext_2' && ts.isTypeLiteralNode(node.type)) {
      found.MockContext_2 = read(node.type.members);
    }
  });
  if (!found.RstestUtilities || !found.MockInstance || !found.MockContext_2)
    throw new Error('index.d.ts changed shape');
  return found as Record<'RstestUtilities' | 'MockInstance' | 'MockContext_2', Map<string, string>>;
}

const squash = (code: string) => code.replace(/\s+/g, '');

let probe: Probe;
beforeAll(() => {
  probe = runProbe<Probe>('rstest.probe.ts');
});

/** Every documented member: the heading that documents it, its page, its d.ts declaration and how code uses it. */
function documentedMembers() {
  const dts = declarations();
  return [
    ...probe.members
      .filter((name) => name in MEMBER_PAGES)
      .map((name) => ({
        heading: `rs.${name}`,
        page: MEMBER_PAGES[name],
        declaration: dts.RstestUtilities.get(name),
        usage: new RegExp(`\\brs\\.${name}[(<]`),
      })),
    ...probe.instanceMethods.map((name) => ({
      heading: name,
      page: 'mockInstance' as const,
      declaration: dts.MockInstance.get(name),
      usage: new RegExp(`\\.${name}\\(`),
    })),
    ...probe.mockState.map((name) => ({
      heading: `mock.${name}`,
      page: 'mockInstance' as const,
      declaration: dts.MockContext_2.get(name),
      usage: new RegExp(`\\.mock\\.${name}\\b`),
    })),
  ];
}

describe('the rs object of @rstest/core', () => {
  test('rs and rstest are the same object, as the overview page says', () => {
    expect(probe.sameObject).toBe(true);
    for (const lang of LANGS) expect(pageSource(lang, 'index')).toContain('`rs === rstest`');
  });

  test('every member of rs is mapped to a page or excluded with a reason', () => {
    const unmapped = probe.members.filter((name) => !(name in MEMBER_PAGES) && !(name in rstestExclusions));
    expect(unmapped).toEqual([]);
    for (const reason of Object.values(rstestExclusions)) expect(reason.trim()).not.toBe('');
  });

  test('the page map and the exclusions name only real members', () => {
    const real = new Set([...probe.members, ...probe.instanceMethods, ...probe.mockState.map((key) => `mock.${key}`)]);
    expect([...Object.keys(MEMBER_PAGES), ...Object.keys(rstestExclusions)].filter((name) => !real.has(name))).toEqual(
      [],
    );
  });
});

describe.each(LANGS)('/%s/api/rstest/', (lang) => {
  test('every member has a heading on its page', () => {
    const missing = documentedMembers()
      .filter(({ heading }) => !(heading.replace(/^(rs|mock)\./, '') in rstestExclusions))
      .filter(({ heading, page }) => !sections(lang, page).some((section) => section.heading === heading))
      .map(({ heading, page }) => `${page}: ${heading}`);
    expect(missing).toEqual([]);
  });

  test('each member heading starts with its declaration from index.d.ts', () => {
    for (const { heading, page, declaration } of documentedMembers()) {
      const section = sections(lang, page).find((s) => s.heading === heading);
      if (!section) continue;
      expect(declaration, `${heading} is declared in index.d.ts`).toBeDefined();
      const signature = section.blocks[0];
      expect(signature?.lang, `${page}: first block under ${heading}`).toBe('ts');
      expect(squash(signature?.code ?? ''), `${page}: signature of ${heading}`).toContain(squash(declaration ?? ''));
    }
  });

  test('each member heading is followed by a runnable example that uses it', () => {
    const withoutExample = documentedMembers()
      .filter(({ heading, page, usage }) => {
        const section = sections(lang, page).find((s) => s.heading === heading);
        return section && !section.blocks.some((block) => block.runnable && usage.test(block.code));
      })
      .map(({ heading, page }) => `${page}: ${heading}`);
    expect(withoutExample).toEqual([]);
  });

  test('the waitFor and waitUntil defaults match the package', () => {
    const utilities = pageSource(lang, 'utilities');
    const timeout = Number(/^\| `timeout` \| `(\d+)` \|/m.exec(utilities)?.[1]);
    const interval = Number(/^\| `interval` \| `(\d+)` \|/m.exec(utilities)?.[1]);
    expect(probe.waitUntilTimeoutMessage).toBe(`waitUntil timed out in ${timeout}ms`);
    // Real timers never fire early, so the shortest gap between attempts is the interval plus a little.
    expect(Math.min(...probe.waitIntervalGaps)).toBeGreaterThanOrEqual(interval - 5);
    expect(Math.min(...probe.waitIntervalGaps)).toBeLessThan(interval * 2);
  });

  test('the useFakeTimers defaults match the package', () => {
    const fakeTimers = pageSource(lang, 'fakeTimers');
    const loopLimit = /^\| `loopLimit` \| `(\d+)` \|/m.exec(fakeTimers)?.[1];
    expect(probe.loopLimitMessage).toBe(`Aborting after running ${loopLimit} timers, assuming an infinite loop!`);
    const toFake = /^\| `toFake` \|(.*)$/m.exec(fakeTimers)?.[1] ?? '';
    expect(probe.fakedByDefault).toEqual({ setTimeout: true, Date: true, nextTick: false, queueMicrotask: false });
    expect(toFake).toContain('`nextTick`');
    expect(toFake).toContain('`queueMicrotask`');
  });
});
