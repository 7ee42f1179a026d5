// The Test API reference (/api/test-api/*) documents every member of the installed @rstest/core:
// the modifiers of test and describe and the static members of expect, read inside a real Rstest
// run, and the matchers of the assertion type and the test context, read from the package's d.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeBlocks, DOCS_DIR } from '../lib/code-blocks.mjs';
import { configOptions } from '../site/data/configOptions';
import { testApiExclusions } from './api-exclusions';
import { sections } from './helpers/page-sections';
import { runProbe } from './helpers/probe';
import { programOf } from '../lib/typescript';

interface Probe {
  exports: string[];
  itIsTest: boolean;
  test: string[];
  describe: string[];
  expect: string[];
  testChains: Record<string, string[]>;
  describeChains: Record<string, string[]>;
  defaults: { testTimeout: number; hookTimeout: number; poll: { interval: number; timeout: number } };
}

const LANGS = ['en', 'zh'] as const;
/** Headings of sections that group several members, as written on each locale's pages. */
const GROUP_HEADINGS = {
  chai: { en: 'Chai-style assertions', zh: 'Chai 风格断言' },
  chaining: { en: 'Chaining modifiers', zh: '链式调用修饰符' },
  globals: { en: 'Using globals', zh: '使用全局变量' },
} as const;
const ROOT = path.join(import.meta.dirname, '..');
const CORE_DTS = /@rstest\/core\/dist\/index\.d\.ts$/;
const CHAI_DTS = /@types\/chai\/index\.d\.ts$/;

// ---- The declared API, read with the TypeScript compiler from the package's types ----

interface Member {
  name: string;
  file: string;
}

/** Properties of the types of a few expressions, typed against the installed @rstest/core. */
function declaredMembers(): Record<
  'assertion' | 'expectStatic' | 'test' | 'describe' | 'context' | 'options',
  Member[]
> {
  const entry = path.join(ROOT, '__test_api_types__.ts');
  const source = `
    import { describe, expect, test, type TestContext, type TestOptions } from '@rstest/core';
    export const assertion = expect(0);
    export const expectStatic = expect;
    export const testApi = test;
    export const describeApi = describe;
    export declare const context: TestContext;
    export declare const options: Required<TestOptions>;
  `;
  const { program, sourceFile } = programOf(entry, source);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile) as ts.Symbol;
  const typeOf = (name: string) => {
    const symbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name) as ts.Symbol;
    return checker.getTypeOfSymbol(symbol);
  };
  const members = (name: string): Member[] =>
    checker.getPropertiesOfType(typeOf(name)).map((property) => ({
      name: property.name,
      file: property.declarations?.[0]?.getSourceFile().fileName ?? '',
    }));
  return {
    assertion: members('assertion'),
    expectStatic: members('expectStatic'),
    test: members('testApi'),
    describe: members('describeApi'),
    context: members('context'),
    options: members('options'),
  };
}

// ---- The docs ----

const page = (lang: string, route: string) =>
  readFileSync(path.join(DOCS_DIR, lang, 'api', 'test-api', `${route}.mdx`), 'utf8');

/** Fails unless `heading` exists on the page and is followed by a runnable example using `usage`. */
function expectDocumented(source: string, heading: string, usage: string) {
  const section = sections(source).find((s) => s.heading === heading);
  expect(section, `heading "${heading}"`).toBeDefined();
  const examples = codeBlocks(section?.body ?? '').filter((block) => block.runnable);
  expect(
    examples.some((block) => block.code.includes(usage)),
    `"${heading}" is followed by a runnable example that uses ${usage}`,
  ).toBe(true);
}

const isExcluded = (member: string) => member in testApiExclusions;

let probe: Probe;
let declared: ReturnType<typeof declaredMembers>;

// A real Rstest run and a TypeScript program over the package's types: slower than the default hook timeout.
beforeAll(() => {
  probe = runProbe<Probe>('test-api.probe.ts');
  declared = declaredMembers();
}, 120_000);

describe.each(LANGS)('%s Test API reference', (lang) => {
  test('expect: every matcher declared by @rstest/core on the assertion type has a heading and an example', () => {
    const matchers = declared.assertion.filter((m) => CORE_DTS.test(m.file)).map((m) => m.name);
    expect(matchers).toContain('toHaveBeenCalledWith');
    for (const name of matchers.filter((n) => !isExcluded(n))) expectDocumented(page(lang, 'expect'), name, `.${name}`);
  });

  test('expect: every static member (declared or present at runtime) has an expect.<name> heading and an example', () => {
    const names = new Set([...probe.expect, ...declared.expectStatic.map((m) => m.name)]);
    expect(names).toContain('poll');
    for (const name of [...names].map((n) => `expect.${n}`).filter((n) => !isExcluded(n))) {
      expectDocumented(page(lang, 'expect'), name, name);
    }
  });

  test('expect: the Chai-style assertions section lists every member typed by @types/chai', () => {
    const chai = sections(page(lang, 'expect')).find((s) => s.heading === GROUP_HEADINGS.chai[lang]);
    expect(chai).toBeDefined();
    const names = declared.assertion.filter((m) => CHAI_DTS.test(m.file)).map((m) => m.name);
    expect(names).toContain('deep');
    for (const name of names) expect(chai?.body, `Chai member ${name}`).toContain(`\`${name}\``);
  });

  test('expect.poll: the documented defaults are the runtime ones', () => {
    const poll = sections(page(lang, 'expect')).find((s) => s.heading === 'expect.poll')?.body ?? '';
    expect(poll).toMatch(new RegExp(`\\| \`interval\` \\| \`${probe.defaults.poll.interval}\` \\|`));
    expect(poll).toMatch(new RegExp(`\\| \`timeout\` \\| \`${probe.defaults.poll.timeout}\``));
  });

  test('test: it, every modifier, every option and every context member have a heading and an example', () => {
    const source = page(lang, 'test');
    expect(probe.itIsTest).toBe(true);
    expectDocumented(source, 'it', 'it(');
    const modifiers = new Set([...probe.test, ...declared.test.map((m) => m.name)]);
    expect(modifiers).toContain('extend');
    for (const name of [...modifiers].map((n) => `test.${n}`).filter((n) => !isExcluded(n))) {
      expectDocumented(source, name, name);
    }
    for (const { name } of declared.options) expectDocumented(source, name, name);
    for (const { name } of declared.context) expectDocumented(source, `context.${name}`, name);
  });

  test('test: chained modifiers offer every modifier again except extend', () => {
    const again = probe.test.filter((key) => key !== 'extend');
    for (const [modifier, keys] of Object.entries(probe.testChains)) expect(keys, `test.${modifier}`).toEqual(again);
    expect(sections(page(lang, 'test')).map((s) => s.heading)).toContain(GROUP_HEADINGS.chaining[lang]);
  });

  test('describe: every modifier has a heading and an example, and there is no fails or extend', () => {
    const source = page(lang, 'describe');
    const modifiers = new Set([...probe.describe, ...declared.describe.map((m) => m.name)]);
    expect(modifiers).toContain('concurrent');
    expect(modifiers).not.toContain('fails');
    expect(modifiers).not.toContain('extend');
    for (const name of [...modifiers].map((n) => `describe.${n}`).filter((n) => !isExcluded(n))) {
      expectDocumented(source, name, name);
    }
    for (const [modifier, keys] of Object.entries(probe.describeChains)) {
      expect(keys, `describe.${modifier}`).toEqual(probe.describe);
    }
  });

  test('hooks: every other runtime export of @rstest/core has a heading and an example', () => {
    const elsewhere = ['test', 'it', 'describe', 'expect', 'assert', 'rs', 'rstest'];
    const hooks = probe.exports.filter((name) => !elsewhere.includes(name));
    expect(hooks).toEqual(
      expect.arrayContaining(['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'onTestFinished', 'onTestFailed']),
    );
    for (const name of hooks) expectDocumented(page(lang, 'hooks'), name, name);
    expectDocumented(page(lang, 'expect'), 'assert', 'assert.');
  });

  test('the overview lists every runtime export and every global that @rstest/core/globals declares', () => {
    const overview = readFileSync(path.join(DOCS_DIR, lang, 'api', 'index.mdx'), 'utf8');
    for (const name of probe.exports) expect(overview).toContain(`\`${name}\``);
    const globalsDts = readFileSync(path.join(ROOT, 'node_modules', '@rstest', 'core', 'globals.d.ts'), 'utf8');
    const globals = [...globalsDts.matchAll(/^\s*const (\w+):/gm)].map((match) => match[1]);
    expect(globals).toContain('rstest');
    const section = sections(overview).find((s) => s.heading === GROUP_HEADINGS.globals[lang])?.body ?? '';
    for (const name of globals) expect(section, `global ${name}`).toContain(`\`${name}\``);
  });

  test('the default timeouts are stated on their option pages, which the API pages link to, and are the runtime ones', () => {
    // One statement per fact: the option pages render their defaults from the config data.
    expect(page(lang, 'test')).toContain('(/config/test/testTimeout)');
    expect(page(lang, 'hooks')).toContain('(/config/test/hookTimeout)');
    expect(configOptions.testTimeout?.default).toEqual({ value: probe.defaults.testTimeout });
    expect(configOptions.hookTimeout?.default).toEqual({ value: probe.defaults.hookTimeout });
  });
});

test('every exclusion names a member that the package really has', () => {
  const declaredNames = [
    ...declared.assertion.map((m) => m.name),
    ...declared.expectStatic.map((m) => `expect.${m.name}`),
    ...declared.test.map((m) => `test.${m.name}`),
    ...declared.describe.map((m) => `describe.${m.name}`),
  ];
  const runtimeNames = [
    ...probe.expect.map((n) => `expect.${n}`),
    ...probe.test.map((n) => `test.${n}`),
    ...probe.describe.map((n) => `describe.${n}`),
  ];
  for (const member of Object.keys(testApiExclusions)) {
    expect([...declaredNames, ...runtimeNames], `${member} is stale`).toContain(member);
  }
});
