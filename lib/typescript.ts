import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/** Strict ES2022 modules resolved as a bundler does, with no ambient types: how a reader's test file is checked. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
  noEmit: true,
};

/**
 * A TypeScript program of one file that exists only in memory: `source` at the path `file`, whose
 * folder decides where its imports resolve (e.g. the repository root, for the installed packages).
 */
export function programOf(file: string, source: string): { program: ts.Program; sourceFile: ts.SourceFile } {
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file], OPTIONS, host);
  return { program, sourceFile: program.getSourceFile(file) as ts.SourceFile };
}

/** The names an installed module's declaration file exports, with their symbols, read with the TypeScript checker. */
export function declaredExports(specifier: string): Map<string, ts.Symbol> & { checker: ts.TypeChecker } {
  const file = require.resolve(specifier).replace(/\.js$/, '.d.ts');
  const program = ts.createProgram([file], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${specifier}: no declarations at ${file}`);
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  return Object.assign(exports, { checker });
}
