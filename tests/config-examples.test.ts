// Every `rstest.config.ts` shown on the config pages type-checks against @rstest/core as a whole file.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { codeBlocks, pageFiles } from '../lib/code-blocks.mjs';

const ROOT = path.join(import.meta.dirname, '..');

interface CodeBlock {
  lang: string;
  title?: string;
  code: string;
  line: number;
}

const configPages = (['en', 'zh'] as const).flatMap((lang) =>
  (pageFiles(lang) as string[])
    .filter((file) => file.startsWith('config/'))
    .map((file) => ({
      page: `${lang}/${file}`,
      blocks: codeBlocks(readFileSync(path.join(ROOT, 'docs', lang, file), 'utf8')) as CodeBlock[],
    })),
);

const configExamples = configPages.flatMap(({ page, blocks }) =>
  blocks.filter((block) => block.title?.endsWith('rstest.config.ts')).map((block) => ({ page, block })),
);

const dir = mkdtempSync(path.join(tmpdir(), 'rstest-config-examples-'));
symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

describe('config examples type-check against @rstest/core', () => {
  test('every code block that calls defineConfig is a titled rstest.config.ts file', () => {
    for (const { page, blocks } of configPages) {
      for (const block of blocks.filter((b) => b.code.includes('defineConfig('))) {
        expect(block.title, `${page}:${block.line}`).toMatch(/rstest\.config\.ts$/);
      }
    }
    expect(configExamples.length).toBeGreaterThan(60);
  });

  test('all of them compile with strict TypeScript', () => {
    const files = configExamples.map(({ page, block }, index) => {
      const file = path.join(dir, `example-${index}`, 'rstest.config.ts');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, block.code);
      return { file, where: `${page}:${block.line}` };
    });
    const program = ts.createProgram(
      files.map(({ file }) => file),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
    );
    const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = files.find(({ file }) => file === diagnostic.file?.fileName)?.where ?? diagnostic.file?.fileName;
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(errors).toEqual([]);
  });

  test('a config with a wrong option type is reported', () => {
    const file = path.join(dir, 'broken', 'rstest.config.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      "import { defineConfig } from '@rstest/core';\nexport default defineConfig({ testTimeout: '5s' });\n",
    );
    const program = ts.createProgram([file], {
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'number'")]);
  });
});
