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
  test('checks pull requests with the lint and test scripts, reading the repository only', () => {
    expect(Object.keys(ci.on)).toContain('pull_request');
    const used = steps(ci).flatMap((step) => (step.run ? npmScripts(step.run) : []));
    expect(used).toEqual(expect.arrayContaining(['lint', 'test']));
    expect(ci.permissions).toEqual({ contents: 'read' });
  });
});

describe.each([
  ['ci.yml', ci],
  ['deploy.yml', deploy],
])('%s', (_name, wf) => {
  test('takes Node from .nvmrc, a version package.json accepts', () => {
    const setup = steps(wf).filter((step) => step.uses?.startsWith('actions/setup-node'));
    expect(setup.length).toBeGreaterThan(0);
    for (const step of setup) expect(step.with?.['node-version-file']).toBe('.nvmrc');
    const [major, minor] = read('.nvmrc').trim().split('.').map(Number);
    // package.json engines: ^20.19.0 || >=22.12.0
    expect(JSON.parse(read('package.json')).engines.node).toBe('^20.19.0 || >=22.12.0');
    expect((major === 20 && minor >= 19) || major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });
});

describe('Deploy', () => {
  test('publishes what `npm run build` writes to doc_build with the official Pages actions', () => {
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(steps(deploy).some((step) => step.run && npmScripts(step.run).includes('build'))).toBe(true);
    const upload = steps(deploy).find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('doc_build');
    expect(steps(deploy).some((step) => step.uses?.startsWith('actions/deploy-pages'))).toBe(true);
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });
});
