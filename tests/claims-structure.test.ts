// The claim files follow one pattern (README, "Tests and CI"): each page has one claim file in
// tests/claims/, named by `claimFile` (tests/helpers/page-claims.ts), or shares a page group's file for a
// claim that proves sentences of several pages; every claim file declares its pages with `pageClaims`
// and checks its marks with `claimsAreMarked`, and no other file reads the marks. Read from the
// sources, without running the claims: a page's mark must name a claim file of that page and a claim
// of that file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { claimFile, claimName } from './helpers/page-claims';
import { LANGS, pageSource } from './helpers/page-quotes';
import { ROOT } from './helpers/rstest';

const CLAIMS_DIR = path.join(ROOT, 'tests/claims');
const MARK = /\{\/\* proven by (tests\/[^:]+): (.+?) \*\/\}/g;

interface ClaimFile {
  /** The pages the file's `pageClaims(...)` call names, or undefined when the file makes no such call. */
  pages?: string[];
  /** The first argument of `pageClaims(...)`: the name the file gives itself. */
  named?: string;
  calls: { pageClaims: number; claimsAreMarked: number };
  /** The names of its claims (`claim('…')`, `claim.skipIf(…)('…')`), with the names that are not literal strings. */
  claims: string[];
  dynamic: string[];
}

/** What a claim file declares, read from its syntax tree. */
function readClaimFile(file: string): ClaimFile {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(CLAIMS_DIR, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const constants = new Map<string, string>();
  const result: ClaimFile = { calls: { pageClaims: 0, claimsAreMarked: 0 }, claims: [], dynamic: [] };
  const text = (node: ts.Expression): string | undefined =>
    ts.isStringLiteralLike(node) ? node.text : ts.isIdentifier(node) ? constants.get(node.text) : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = text(node.initializer);
      if (value !== undefined) constants.set(node.name.text, value);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [first, second] = node.arguments;
      if (callee === 'pageClaims') {
        result.calls.pageClaims++;
        result.named = first && text(first);
        if (second)
          result.pages = (ts.isArrayLiteralExpression(second) ? [...second.elements] : [second]).map(
            (element) => text(element) ?? element.getText(source),
          );
      }
      if (callee === 'claimsAreMarked') result.calls.claimsAreMarked++;
      if ((callee === 'claim' || callee.startsWith('claim.skipIf(')) && first) {
        const name = ts.isStringLiteralLike(first) ? first.text : undefined;
        if (name === undefined) result.dynamic.push(first.getText(source));
        else result.claims.push(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** The files (under `dir`, relative to ROOT) with a regular expression (a literal, or a `new RegExp` of a string) that holds `text`. */
function patternsMatching(dir: string, text: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => {
      const source = ts.createSourceFile(
        file,
        readFileSync(path.join(ROOT, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      let found = false;
      const visit = (node: ts.Node) => {
        const pattern = ts.isRegularExpressionLiteral(node)
          ? node.text
          : ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp'
            ? node.arguments?.[0]?.getText(source)
            : undefined;
        if (pattern?.replaceAll('\\/', '/').includes(text)) found = true;
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
}

const FILES = readdirSync(CLAIMS_DIR).filter((file) => file.endsWith('.test.ts'));
const CLAIM_FILES = new Map(FILES.map((file) => [file, readClaimFile(file)]));
const PAGES = readdirSync(path.join(ROOT, 'docs/en'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

describe('the claim files', () => {
  test('no two pages would name their claim files alike', () => {
    const names = PAGES.map(claimName);
    expect(PAGES.filter((_, i) => names.indexOf(names[i]) !== i)).toEqual([]);
  });

  test.each(FILES)('%s declares its pages with pageClaims and checks its marks with claimsAreMarked', (file) => {
    const { calls, named, pages, dynamic, claims } = CLAIM_FILES.get(file) as ClaimFile;
    expect(calls, 'one pageClaims(...) and one claimsAreMarked() call').toEqual({ pageClaims: 1, claimsAreMarked: 1 });
    expect(named, 'the name pageClaims is given').toBe(file);
    for (const page of pages ?? []) expect(PAGES, `a page of docs/en: ${page}`).toContain(page);
    expect(claimFile(pages ?? []), 'the name of the claim file of these pages').toBe(file);
    expect(dynamic, 'claims named by a literal string, which a mark can quote').toEqual([]);
    expect(
      claims.filter((name, i) => claims.indexOf(name) !== i),
      'claims named twice',
    ).toEqual([]);
  });

  test('no other file reads the proof marks: they are checked by tests/helpers/page-claims.ts only', () => {
    const readers = ['tests', 'e2e', 'scripts', 'lib'].flatMap((dir) => patternsMatching(dir, 'proven by'));
    expect(readers.sort()).toEqual(['tests/claims-structure.test.ts', 'tests/helpers/page-claims.ts']);
  });
});

describe('the proof marks', () => {
  test.each(PAGES)('each mark of %s names a claim file of the page and a claim of that file', (page) => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      for (const [, file, name] of pageSource(lang, page).matchAll(MARK)) {
        const claimFileOf = CLAIM_FILES.get(file.replace(/^tests\/claims\//, ''));
        if (!file.startsWith('tests/claims/') || !claimFileOf) problems.push(`${lang}: ${file} is not a claim file`);
        else if (!claimFileOf.pages?.includes(page)) problems.push(`${lang}: ${file} is not a claim file of ${page}`);
        else if (!claimFileOf.claims.includes(name)) problems.push(`${lang}: ${file} has no claim "${name}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
