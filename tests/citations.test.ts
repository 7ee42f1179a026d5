// Every citation in the code leads somewhere in the repository. Comments and test names say the
// behaviour in words or cite a row of e2e/README.md's behaviour → test table by its area
// (`e2e/README.md: Search`); none cites a section number of a document the repository does not hold.
// The table names each test by its file and title path, and each of those tests exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { escapeRegExp } from '../lib/escapeRegExp.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const E2E = path.join(ROOT, 'e2e');
/** Folders whose files are not the project's source: installed, built or generated, and the pages. */
const NOT_SOURCE = /^(node_modules|doc_build|\.examples|docs)(\/|$)/;
/** A section sign followed by a number: a citation of a numbered section. */
const SECTION_NUMBER = /§\s*\d/;

/** The repository's text files: tracked or new, not ignored, outside the folders above. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !NOT_SOURCE.test(file))
    .filter((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile())
    .filter((file) => !readFileSync(path.join(ROOT, file)).includes(0));
}

/** A row of e2e/README.md's table: its area and the tests it names (`file › describe › test`). */
interface Row {
  area: string;
  tests: string[];
}

function tableRows(): Row[] {
  const lines = readFileSync(path.join(E2E, 'README.md'), 'utf8').split('\n');
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
  const headerAt = lines.findIndex((line) => line.startsWith('| Area '));
  expect(headerAt, 'e2e/README.md has a table whose first column is Area').toBeGreaterThan(-1);
  const header = cells(lines[headerAt]);
  const testsColumn = header.indexOf('Tests');
  expect(testsColumn, 'the table has a Tests column').toBeGreaterThan(-1);
  const rows: Row[] = [];
  for (const line of lines.slice(headerAt + 2)) {
    if (!line.startsWith('|')) break;
    const row = cells(line);
    rows.push({ area: row[0], tests: [...row[testsColumn].matchAll(/`([^`]+)`/g)].map((m) => m[1]) });
  }
  return rows;
}

/** A title as the source writes it, and the titles it stands for (`${…}` matches any text). */
interface Title {
  source: string;
  pattern: RegExp;
}

/** The title paths (describe blocks, then the test) of the tests and describe blocks of a spec file. */
function titlePaths(file: string): Title[][] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // A title held in a constant (`const title = …; test(title, …)`).
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const titleOf = (node: ts.Expression): Title | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      return { source: node.text, pattern: new RegExp(`^${escapeRegExp(node.text)}$`) };
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      let pattern = escapeRegExp(node.head.text);
      for (const span of node.templateSpans) {
        text += `\${${span.expression.getText(source)}}${span.literal.text}`;
        pattern += `.*${escapeRegExp(span.literal.text)}`;
      }
      return { source: text, pattern: new RegExp(`^${pattern}$`) };
    }
    if (ts.isIdentifier(node)) {
      const value = constants.get(node.text);
      return value && titleOf(value);
    }
    return undefined;
  };
  const found: Title[][] = [];
  const visit = (node: ts.Node, describes: Title[]) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const isTest = /^test(\.(only|skip|fixme|fail|slow))?$/.test(callee);
      const isDescribe = /^test\.describe(\.(only|skip|fixme|serial|parallel))*$/.test(callee);
      const body = node.arguments.at(-1);
      const declares = body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body));
      const title = declares && node.arguments.length > 1 ? titleOf(node.arguments[0]) : undefined;
      if (title && (isTest || isDescribe)) {
        found.push([...describes, title]);
        if (isDescribe) {
          ts.forEachChild(node, (child) => visit(child, [...describes, title]));
          return;
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, describes));
  };
  visit(source, []);
  return found;
}

/** Whether a name of the table (`file › describe › test`) is a test or describe block of its file. */
function exists(name: string): boolean {
  const [file, ...titles] = name.split(' › ');
  const spec = path.join(E2E, file);
  if (!file.endsWith('.spec.ts') || !existsSync(spec) || titles.length === 0) return false;
  return titlePaths(spec).some(
    (candidate) =>
      candidate.length === titles.length &&
      candidate.every((title, i) => titles[i] === title.source || title.pattern.test(titles[i])),
  );
}

describe('citations', () => {
  test('no source file cites a numbered section (§ and a number) of a document the repository does not hold', () => {
    const found = sourceFiles().flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (SECTION_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(
      found,
      'Say the behaviour in words, or cite the area of its row in e2e/README.md (e2e/README.md: <Area>)',
    ).toEqual([]);
  });

  test('every test named in e2e/README.md’s table exists, named by its file and title path', () => {
    const rows = tableRows();
    expect(rows.length).toBeGreaterThan(0);
    const missing = rows.flatMap((row) => (row.tests.length === 0 ? [`${row.area}: a row names no test`] : []));
    for (const row of rows) {
      for (const name of row.tests) if (!exists(name)) missing.push(`${row.area}: ${name}`);
    }
    expect(missing, 'Name each test as `npx playwright test --list` shows it, after the file: `file › test`').toEqual(
      [],
    );
  });

  test('every area a comment cites (e2e/README.md: <Area>) is an area of the table', () => {
    const areas = new Set(tableRows().map((row) => row.area));
    const cited = sourceFiles().flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/e2e\/README\.md: ([^)\n]+)/g)].map((m) => ({
        file,
        text: m[1],
      })),
    );
    expect(cited.length).toBeGreaterThan(0);
    const unknown = cited
      // `<Area>` is how this test and the table's introduction write the form itself.
      .filter(({ text }) => !text.startsWith('<') && ![...areas].some((area) => text.startsWith(area)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(unknown, `a cited area that is not one of: ${[...areas].join(', ')}`).toEqual([]);
  });
});
