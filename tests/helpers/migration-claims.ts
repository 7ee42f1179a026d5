// What the claim files of the migration guides (tests/claims/migrate-from-jest.test.ts,
// migrate-from-vitest.test.ts and their page group) share for their runs: scratch projects run with the
// pinned @rstest/core or the installed Vitest, outside CI when a claim needs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkPackages } from '../../lib/packages.mjs';
import { says } from './page-quotes';
import { ROOT, scratchRuns } from './rstest';

export const PAGES = { jest: 'guide/start/migrate-from-jest.mdx', vitest: 'guide/start/migrate-from-vitest.mdx' };

/** A message the page quotes: it must be on both language versions of the page. */
export const quoted = says;

export const run = scratchRuns();

/**
 * An environment comment for a scratch test file. Built from parts: Vitest reads such a comment
 * anywhere in this file's text and would switch its own environment.
 */
export const environmentComment = (tool: 'jest' | 'vitest', environment: string) =>
  `// @${tool}-environment ${environment}`;

/** A run no CI detection can see: only the variables a process needs. */
export const outsideCi = (): NodeJS.ProcessEnv => {
  const kept = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT']);
  return Object.fromEntries(Object.keys(process.env).map((key) => [key, kept.has(key) ? process.env[key] : undefined]));
};

/** Runs the installed Vitest (`vitest run`) in a fresh project; the parent run's VITEST_* variables stay out. */
export function runVitest(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitest-run-'));
  linkPackages(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$)/.test(key)));
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1', CI: 'true' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
