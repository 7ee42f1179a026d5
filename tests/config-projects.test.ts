// The projects page against @rstest/core 0.12.0: its list of run-wide options is what
// `ProjectConfig` leaves out of `RstestConfig`, and what it says about names, inheritance, nesting
// and `--project` holds in real runs.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT, scratchRuns } from './helpers/rstest';

const RSTEST_TYPES = path.join(ROOT, 'node_modules/@rstest/core/dist/index.d.ts');
const program = ts.createProgram([RSTEST_TYPES], { strict: true, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(RSTEST_TYPES) as ts.SourceFile) as ts.Symbol;

function exportedType(name: string): ts.Type {
  const symbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  if (!symbol) throw new Error(`@rstest/core exports no ${name}`);
  return checker.getDeclaredTypeOfSymbol(symbol);
}
const keysOf = (type: ts.Type) => checker.getPropertiesOfType(type).map((p) => p.name);
function propertyKeys(type: ts.Type, key: string): string[] {
  const property = type.getProperty(key);
  if (!property) return [];
  return keysOf(checker.getNonNullableType(checker.getTypeOfSymbol(property)));
}

/** The options only a root config sets: RstestConfig keys (and `output` sub-keys) ProjectConfig lacks. */
function runWideOptions(): string[] {
  const rstestConfig = exportedType('RstestConfig');
  const projectConfig = exportedType('ProjectConfig');
  const projectKeys = new Set(keysOf(projectConfig));
  const topLevel = keysOf(rstestConfig).filter((key) => !projectKeys.has(key));
  const projectOutput = new Set(propertyKeys(projectConfig, 'output'));
  const output = propertyKeys(rstestConfig, 'output')
    .filter((key) => !projectOutput.has(key))
    .map((key) => `output.${key}`);
  return [...topLevel, ...output].sort();
}

/** The inline-code names of the bullet list under the heading with id `what-a-project-can-set`. */
function listedRunWideOptions(lang: string): string[] {
  const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/projects.mdx'), 'utf8');
  const section = page.split(/^## .*\{#what-a-project-can-set\}$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^- \[`([\w.]+)`\]/gm)].map(([, name]) => name).sort();
}

describe('run-wide options', () => {
  test('are the keys ProjectConfig leaves out of RstestConfig', () => {
    expect(runWideOptions()).toEqual(
      [
        'bail',
        'coverage',
        'isolate',
        'onConsoleLog',
        'output.distPath',
        'pool',
        'projects',
        'reporters',
        'resolveSnapshotPath',
      ].sort(),
    );
  });

  test.each(['en', 'zh'])('the %s page lists exactly them', (lang) => {
    expect(listedRunWideOptions(lang)).toEqual(runWideOptions());
  });

  test('defineProject rejects a run-wide option and accepts a config that only lists projects', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rstest-define-project-'));
    try {
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      const write = (file: string, body: string) => {
        writeFileSync(
          path.join(dir, file),
          `import { defineInlineProject, defineProject } from '@rstest/core';\n${body}\n`,
        );
        return path.join(dir, file);
      };
      const files = [
        write('bail.ts', 'export default defineProject({ bail: 1 });'),
        write('nested.ts', "export default defineProject({ projects: [{ name: 'a' }, 'packages/*'] });"),
        write('inline.ts', "export default defineInlineProject({ include: ['src/**'] });"),
      ];
      const diagnostics = ts
        .getPreEmitDiagnostics(
          ts.createProgram(files, {
            module: ts.ModuleKind.ESNext,
            moduleResolution: ts.ModuleResolutionKind.Bundler,
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          }),
        )
        .map(
          (d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(diagnostics.filter((d) => d.startsWith('bail.ts'))).not.toEqual([]);
      expect(diagnostics.filter((d) => d.startsWith('nested.ts'))).toEqual([]);
      // The inline entry lacks its required name.
      expect(diagnostics.find((d) => d.startsWith('inline.ts'))).toContain("'name'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const run = scratchRuns();

const passing = (name: string) =>
  `import { expect, test } from '@rstest/core';\ntest('${name}', () => expect(1).toBe(1));\n`;
const MONOREPO = {
  'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({
  testTimeout: 50,
  projects: ['packages/*', 'tools', { name: 'scripts', include: ['scripts/**/*.test.ts'] }],
});
`,
  'packages/web/package.json': '{ "name": "@shop/web" }\n',
  'packages/web/a.test.ts': passing('web'),
  // Slower than the root config's testTimeout: it passes because projects do not inherit it.
  'packages/api/a.test.ts': `import { expect, test } from '@rstest/core';
test('api', async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(1).toBe(1);
});
`,
  'tools/rstest.config.ts': `import { defineProject } from '@rstest/core';
export default defineProject({ projects: [{ name: 'lint-rules', include: ['lint/**/*.test.ts'] }] });
`,
  'tools/lint/a.test.ts': passing('lint'),
  'scripts/a.test.ts': passing('scripts'),
};
/** The project labels of a run's result lines: `[web]`. */
const labels = (output: string) => [...output.matchAll(/^ [✓✗] \[([^\]]+)\]/gm)].map(([, name]) => name).sort();

describe('projects in real runs', () => {
  test('names come from the config, package.json or folder; nested projects replace their parent', () => {
    const { output, status } = run(MONOREPO);
    expect(status).toBe(0);
    expect(labels(output)).toEqual(['@shop/web', 'api', 'lint-rules', 'scripts']);
    expect(output).toContain('tools/lint/a.test.ts');
  });

  test('the root testTimeout does not reach the projects; a CLI option reaches every project', () => {
    expect(run(MONOREPO).output).toMatch(/Tests\s+4 passed/);
    const { output, status } = run(MONOREPO, ['--testTimeout', '100']);
    expect(status).toBe(1);
    expect(output).toContain('Error: test timed out in 100ms');
  });

  test('--project takes names, * patterns, ! exclusions, and repeats', () => {
    expect(labels(run(MONOREPO, ['--project', '@shop/*', '--project', 'scripts']).output)).toEqual([
      '@shop/web',
      'scripts',
    ]);
    expect(labels(run(MONOREPO, ['--project', '!scripts']).output)).toEqual(['@shop/web', 'api', 'lint-rules']);
    // A single project's lines carry no label.
    const web = run(MONOREPO, ['--project', '@shop/web']).output;
    expect(web).toContain(' ✓ packages/web/a.test.ts (1)');
    expect(web).toMatch(/Test Files\s+1 passed/);
  });

  test('no matching project stops the run with code 1', () => {
    const { output, status } = run(MONOREPO, ['--project', 'nope']);
    expect(status).toBe(1);
    expect(output).toContain('No projects found, please make sure you have at least one valid project.');
  });

  test('two projects with one name stop the run', () => {
    const { output, status } = run({
      'rstest.config.ts': `import { defineConfig } from '@rstest/core';
export default defineConfig({ projects: [{ name: 'unit', include: ['a/*.test.ts'] }, { name: 'unit', include: ['b/*.test.ts'] }] });
`,
      'a/a.test.ts': passing('a'),
      'b/b.test.ts': passing('b'),
    });
    expect(status).toBe(1);
    expect(output).toContain('Project name "unit" is already used. Please ensure all projects have unique names.');
  });

  test('the pages quote these messages', () => {
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/projects.mdx'), 'utf8');
      expect(page).toContain('`Project name "<name>" is already used. Please ensure all projects have unique names.`');
      expect(page).toContain('`No projects found, please make sure you have at least one valid project.`');
    }
  });
});
