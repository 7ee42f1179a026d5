// Node module hooks that let scripts run the site's real search code outside the bundler:
// `virtual-page-data` (a module Rspress generates at build time) becomes a stub whose
// `searchIndexHash` the caller sets on globalThis, and the theme's TypeScript files are
// transpiled with the installed `typescript` (extensionless relative imports resolve to .ts/.tsx).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** @type {Record<string, string>} */
const VIRTUAL = {
  'virtual-page-data': 'export const searchIndexHash = globalThis.__searchIndexHash ?? {};',
};
const TS_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier in VIRTUAL) {
    return { url: `data:text/javascript,${encodeURIComponent(VIRTUAL[specifier])}`, shortCircuit: true };
  }
  const parent = context.parentURL;
  if (
    parent?.startsWith('file:') &&
    /\.tsx?$/.test(parent) &&
    specifier.startsWith('.') &&
    !/\.[cm]?[jt]sx?$/.test(specifier)
  ) {
    const base = fileURLToPath(new URL(specifier, parent));
    for (const ext of TS_EXTENSIONS) {
      if (existsSync(base + ext)) return { url: pathToFileURL(base + ext).href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.tsx?$/.test(url) && !url.includes('/node_modules/')) {
    const source = await readFile(fileURLToPath(url), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: fileURLToPath(url),
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        verbatimModuleSyntax: false,
      },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  return nextLoad(url, context);
}
