// A guide page that tells the reader what to install installs everything its runnable examples need:
// every bare package they import (a `.tsx` file needs `react` for its JSX, a `.vue` file needs `vue`),
// and for a TypeScript file, the `@types/…` package of an imported package that has no types of its
// own. `@rstest/core` is what every page starts from (quick start) and Node.js's built-in modules come
// with Node.js. Read from the English pages; the Chinese pages carry the same code blocks.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type CodeBlock, codeBlocks, pageFiles } from '../lib/code-blocks.mjs';
import { ROOT } from './helpers/rstest';

/** The packages a shell command line installs: the arguments after `add`/`install`/`i`, without versions and flags. */
function installedBy(line: string): string[] {
  const words = line.trim().split(/\s+/);
  if (!/^(npm|pnpm|yarn|bun)$/.test(words[0] ?? '') || !/^(add|install|i)$/.test(words[1] ?? '')) return [];
  return words
    .slice(2)
    .filter((word) => !word.startsWith('-'))
    .map((word) => word.replace(/(?<=.)@[^/]*$/, ''));
}

/** Every package a page's install commands install: `bash` blocks and `<PackageManagerTabs>` commands. */
function installedOn(source: string, blocks: CodeBlock[]): string[] {
  const lines = [
    ...blocks
      .filter((block) => ['bash', 'sh', 'shell'].includes(block.lang))
      .flatMap((block) => block.code.split('\n')),
    ...[...source.matchAll(/^\s*(?:npm|yarn|pnpm|bun):\s*'([^']*)'/gm)].map(([, command]) => command),
  ];
  return [...new Set(lines.flatMap(installedBy))];
}

const SCRIPT = /^(?:[cm]?[jt]s|[jt]sx|vue)$/;

/**
 * The package a bare import specifier names (`react-dom/server` → `react-dom`), or undefined for a
 * path, a built-in module or a name that no package in node_modules has.
 */
function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || specifier.includes('?')) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  if (builtinModules.includes(name)) return undefined;
  // The examples run with this repository's node_modules: a name not there is an alias or a mocked
  // virtual module the page sets up (`@/components`, `feature-flags`), not something to install.
  return existsSync(path.join(ROOT, 'node_modules', name, 'package.json')) ? name : undefined;
}

/** The bare packages a file imports, `import type` included, and those its JSX or single-file component needs. */
function importsOf(block: Pick<CodeBlock, 'lang' | 'code'>): string[] {
  const specifiers = [
    ...block.code.matchAll(
      /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]);
  const implied = [...(/^[jt]sx$/.test(block.lang) ? ['react'] : []), ...(block.lang === 'vue' ? ['vue'] : [])];
  return [...new Set([...specifiers.map(packageOf), ...implied].filter((name): name is string => !!name))];
}

/** Whether an installed package ships its own type declarations (else TypeScript needs `@types/<name>`). */
function hasOwnTypes(name: string): boolean {
  const dir = path.join(ROOT, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (manifest.types || manifest.typings) return true;
  if (JSON.stringify(manifest.exports ?? {}).includes('"types"')) return true;
  return existsSync(path.join(dir, 'index.d.ts'));
}

/** `@types/react` for `react`, `@types/babel__core` for `@babel/core`. */
const typesPackage = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/** Packages a page says the project already has, so its install command leaves them out on purpose. */
const ALREADY_IN_THE_PROJECT: Record<string, string[]> = {
  // Adds an adapter to a project that is built with Rslib or Rspack.
  'guide/advanced/integrations.mdx': ['@rslib/core', '@rspack/cli', '@rspack/core'],
};

/** What the page's runnable examples need and its install commands leave out. */
function missingInstalls(source: string, file = '') {
  const blocks = codeBlocks(source);
  const installed = new Set(['@rstest/core', ...(ALREADY_IN_THE_PROJECT[file] ?? []), ...installedOn(source, blocks)]);
  const missing: string[] = [];
  for (const block of blocks.filter((b) => b.runnable && SCRIPT.test(b.lang))) {
    for (const name of importsOf(block)) {
      if (!installed.has(name)) missing.push(`${block.title ?? block.lang} (line ${block.line}) imports ${name}`);
      else if (/^[cm]?tsx?$/.test(block.lang) && !hasOwnTypes(name) && !installed.has(typesPackage(name)))
        missing.push(
          `${block.title ?? block.lang} (line ${block.line}) needs the types of ${name}: ${typesPackage(name)}`,
        );
    }
  }
  return [...new Set(missing)];
}

const pagesWithInstalls = pageFiles('en').filter((file) => {
  if (!file.startsWith('guide/')) return false;
  const source = readFileSync(path.join(ROOT, 'docs/en', file), 'utf8');
  return installedOn(source, codeBlocks(source)).length > 0;
});

describe('the check', () => {
  test('reads install commands of every package manager, with versions and flags', () => {
    expect(installedBy('npm add msw@2.15.0 -D')).toEqual(['msw']);
    expect(installedBy('pnpm add -D @rstest/coverage-v8@0.12.0 @types/react')).toEqual([
      '@rstest/coverage-v8',
      '@types/react',
    ]);
    expect(installedBy('npx rstest run')).toEqual([]);
    expect(installedOn("<PackageManagerTabs command={{\n    npm: 'npm add react -D',\n  }} />", [])).toEqual(['react']);
  });

  test('finds the packages a file imports, and what its JSX or its single-file component needs', () => {
    const tsx = [
      "import { renderToString } from 'react-dom/server';",
      "import type { Plugin } from '@rsbuild/core';",
      "import path from 'node:path';",
      "import fs from 'fs';",
      "import { sum } from './sum';",
      "import logo from './logo.svg?url';",
      "import '@testing-library/jest-dom/vitest';",
      "const lazy = await import('msw/node');",
    ].join('\n');
    expect(importsOf({ lang: 'tsx', code: tsx }).sort()).toEqual(
      ['@rsbuild/core', '@testing-library/jest-dom', 'msw', 'react', 'react-dom'].sort(),
    );
    expect(importsOf({ lang: 'vue', code: '<script setup lang="ts">\nconst a = 1;\n</script>' })).toEqual(['vue']);
  });

  test('knows which packages ship their types', () => {
    expect(hasOwnTypes('react')).toBe(false);
    expect(hasOwnTypes('react-dom')).toBe(false);
    expect(hasOwnTypes('@testing-library/react')).toBe(true);
    expect(typesPackage('react-dom')).toBe('@types/react-dom');
  });

  test('fails on the React pages as they were: no react, react-dom or their types', () => {
    const before = [
      '```bash',
      'npm add -D @rsbuild/plugin-react happy-dom @testing-library/react @testing-library/dom',
      '```',
      '',
      '```tsx title="src/LocalTime.server.test.tsx" runnable run="react"',
      "import { renderToString } from 'react-dom/server';",
      "import { expect, test } from '@rstest/core';",
      '```',
    ].join('\n');
    expect(missingInstalls(before)).toEqual([
      'src/LocalTime.server.test.tsx (line 5) imports react-dom',
      'src/LocalTime.server.test.tsx (line 5) imports react',
    ]);
    const after = before.replace(
      'npm add -D @rsbuild/plugin-react',
      'npm add react react-dom\nnpm add -D @types/react @types/react-dom @rsbuild/plugin-react',
    );
    expect(missingInstalls(after)).toEqual([]);
    expect(missingInstalls(after.replace(' @types/react-dom', ''))).toEqual([
      'src/LocalTime.server.test.tsx (line 6) needs the types of react-dom: @types/react-dom',
    ]);
  });
});

describe('every guide page with an install command installs what its runnable examples import', () => {
  test('there are such pages', () => {
    expect(pagesWithInstalls).toEqual(
      expect.arrayContaining(['guide/basic/react-hooks-and-ssr.mdx', 'guide/basic/framework-testing.mdx']),
    );
  });

  test.each(pagesWithInstalls)('docs/en/%s', (file) => {
    const source = readFileSync(path.join(ROOT, 'docs/en', file), 'utf8');
    expect(missingInstalls(source, file)).toEqual([]);
  });
});
