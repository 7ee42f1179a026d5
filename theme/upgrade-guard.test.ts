// Fails on an @rspress/core upgrade that removes or renames what the theme relies on: the built-in
// exports theme/index.tsx shadows, and how Rspress's layouts render the overridden ones. Each failure
// names the file to revisit.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { declaredExports } from '../lib/typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const THEME_ENTRY = path.join(ROOT, 'theme/index.tsx');

/** What theme/index.tsx exports under its own name (not the `export *` of the built-in theme). */
function shadowedExports(): { name: string; from: string }[] {
  const source = ts.createSourceFile(THEME_ENTRY, readFileSync(THEME_ENTRY, 'utf8'), ts.ScriptTarget.Latest);
  const names: { name: string; from: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      for (const element of statement.exportClause.elements) names.push({ name: element.name.text, from });
    } else if (
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      for (const declaration of statement.declarationList.declarations) {
        names.push({ name: (declaration.name as ts.Identifier).text, from: '../theme/index.tsx' });
      }
    }
  }
  return names;
}

describe('an @rspress/core upgrade keeps what the theme relies on', () => {
  const original = declaredExports('@rspress/core/theme-original');
  const shadowed = shadowedExports();

  test('theme/index.tsx shadows built-in exports', () => {
    expect(shadowed.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Layout', 'HomeLayout', 'NotFoundLayout', 'CodeButtonGroup', 'useScrollAfterNav']),
    );
  });

  test.each(shadowed)('@rspress/core/theme-original still exports $name', ({ name, from }) => {
    expect(
      original.has(name),
      `@rspress/core/theme-original no longer exports "${name}": theme/index.tsx replaces it from ${from}; ` +
        'revisit that file (the built-in may have been renamed or dropped).',
    ).toBe(true);
  });

  test('each folder under theme/overrides is named after the built-in it replaces and is wired', () => {
    const folders = readdirSync(path.join(ROOT, 'theme/overrides'));
    for (const folder of folders) {
      expect(
        shadowed.some((s) => s.name === folder && s.from === `./overrides/${folder}`),
        `theme/overrides/${folder}: export "${folder}" from it in theme/index.tsx, or move it to theme/components`,
      ).toBe(true);
    }
  });
});

test('the layout still resets the scroll with the hook the theme exports (theme/overrides/useScrollReset)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/Layout/index.js'), 'utf8');
  expect(layout, 'revisit theme/overrides/useScrollReset').toMatch(
    /import \{[^}]*\buseScrollReset\b[^}]*\} from "@rspress\/core\/theme";/,
  );
  expect(layout, 'revisit theme/overrides/useScrollReset').toMatch(/\buseScrollReset\(\);/);
});
test('an overview page still renders the Overview the theme exports (theme/overrides/Overview)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/DocLayout/index.js'), 'utf8');
  expect(layout, 'revisit theme/overrides/Overview and rspress-slim/switchable/routePageData.ts').toMatch(
    /import \{[^}]*\bOverview\b[^}]*\} from "@rspress\/core\/theme"/,
  );
});
test('the doc layout still renders the DocContent and Sidebar the theme exports, without props that change (theme/overrides/DocContent, Sidebar)', () => {
  const layout = readFileSync(require.resolve('@rspress/core/dist/theme/layout/DocLayout/index.js'), 'utf8');
  const revisit =
    'revisit theme/overrides/DocContent and theme/overrides/Sidebar (memoised: their props must not change on a re-render)';
  expect(layout, revisit).toMatch(/import \{[^}]*\bDocContent\b[^}]*\bSidebar\b[^}]*\} from "@rspress\/core\/theme"/);
  expect(layout, revisit).toContain('jsx(Sidebar, {})');
  // `components` is the Layout's prop, which theme/index.tsx does not pass: the same (undefined) on every render.
  expect(
    [...layout.matchAll(/jsx\(DocContent, \{([^}]*)\}\)/g)].map((match) => match[1].replace(/\s+/g, ' ').trim()),
  ).toEqual([
    'components: components, isOverviewPage: true',
    'components: components',
    'components: components, isOverviewPage: true',
    'components: components',
  ]);
  expect(readFileSync(THEME_ENTRY, 'utf8'), revisit).not.toMatch(/<BasicLayout[^>]*\bcomponents=/);
});
