// The GitHub workflows run the same npm scripts the README documents: CI tests pull requests with
// `npm test` in Chromium, and Deploy publishes `npm run build` (with a configurable base path) to
// GitHub Pages with the official Pages actions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  environment?: { name: string };
}
interface Workflow {
  on: Record<string, { branches?: string[]; inputs?: Record<string, unknown> } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const ROOT = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);
const scripts: Record<string, string> = JSON.parse(read('package.json')).scripts;
const readme = read('README.md');

/** The npm scripts a command line runs: `npm test`, `npm run build -- --base x` → ['test'], ['build']. */
const npmScripts = (run: string) =>
  [...run.matchAll(/\bnpm (?:run(?:-script)? ([\w:-]+)|(test|start))\b/g)].map((match) => match[1] ?? match[2]);
/** Every npm script the README shows as a command (`npm test`, `npm run bench`). */
const documented = new Set(npmScripts(readme));

const ci = workflow('ci.yml');
const deploy = workflow('deploy.yml');

describe.each([
  ['ci.yml', ci],
  ['deploy.yml', deploy],
])('%s', (_name, wf) => {
  test('installs from the lockfile and runs only npm scripts that exist and the README documents', () => {
    const runs = steps(wf).flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toContain('npm ci');
    const used = runs.flatMap(npmScripts);
    expect(used.length).toBeGreaterThan(0);
    for (const script of used) {
      expect(Object.keys(scripts), `npm script "${script}"`).toContain(script);
      expect([...documented], `README documents npm script "${script}"`).toContain(script);
    }
  });
});

describe('CI', () => {
  test('runs `npm test` with Chromium on pull requests', () => {
    expect(Object.keys(ci.on)).toContain('pull_request');
    const runs = steps(ci).map((step) => step.run ?? '');
    expect(runs.some((run) => npmScripts(run).includes('test'))).toBe(true);
    expect(runs.some((run) => /playwright install .*chromium/.test(run))).toBe(true);
    expect(documented).toContain('test');
  });
});

describe('Deploy', () => {
  test('runs on pushes to main and by hand, with a base path input', () => {
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(Object.keys(deploy.on.workflow_dispatch?.inputs ?? {})).toContain('base');
  });

  test('builds with `npm run build --base` from the input, falling back to the Pages base path', () => {
    const build = steps(deploy).find((step) => step.run && npmScripts(step.run).includes('build'));
    expect(build?.run).toMatch(/--base "\$\{?BASE_PATH/);
    expect(build?.env?.BASE_PATH).toMatch(/inputs\.base/);
    expect(build?.env?.BASE_PATH).toMatch(/steps\.pages\.outputs\.base_path/);
    expect(build?.env?.SITE_ORIGIN).toMatch(/steps\.pages\.outputs\.origin/);
    expect(scripts.build).toMatch(/^rspress build\b/);
  });

  test('publishes doc_build with the official Pages actions and the permissions they need', () => {
    const uses = steps(deploy).map((step) => step.uses?.split('@')[0]);
    expect(uses).toEqual(
      expect.arrayContaining(['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']),
    );
    const upload = steps(deploy).find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('doc_build');
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const [deployJob] = Object.values(deploy.jobs).filter((job) =>
      job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages')),
    );
    expect(deployJob?.environment?.name).toBe('github-pages');
    expect(deployJob?.needs).toBeDefined();
  });
});

test('README documents `npm run bench`, and package.json defines it', () => {
  expect(documented).toContain('bench');
  expect(scripts.bench).toMatch(/scripts\/bench\.mjs/);
});
