// The GitHub workflows run the same npm scripts the README documents: CI tests pull requests with
// every step of `npm test` (its two lanes, each as every shard of `npm test -- --shard k/n`, plus the
// build and unit tests on the newest Node LTS, and one job that merges the reports), Deploy publishes `npm run build` (with a configurable base path) to GitHub Pages with the
// official Pages actions only after those tests passed on the same commit, and a weekly workflow
// runs the full accessibility sweep.
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
  if?: string;
  /** A reusable workflow (`./.github/workflows/x.yml`) run as this job. */
  uses?: string;
  steps?: Step[];
  strategy?: { matrix?: Record<string, unknown[]> };
  'timeout-minutes'?: number;
  permissions?: Record<string, string>;
  environment?: { name: string };
}
interface Workflow {
  on: Record<string, Record<string, unknown> | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const ROOT = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps ?? []);
const scripts: Record<string, string> = JSON.parse(read('package.json')).scripts;
const readme = read('README.md');

/** The npm scripts a command line runs: `npm test`, `npm run build -- --base x` → ['test'], ['build']. */
const npmScripts = (run: string) =>
  [...run.matchAll(/\bnpm (?:run(?:-script)? ([\w:-]+)|(test|start))\b/g)].map((match) => match[1] ?? match[2]);
/** Every npm script the README shows as a command (`npm test`, `npm run bench`). */
const documented = new Set(npmScripts(readme));
/** Every npm script that `npm test` (scripts/test.mjs) runs: what "the tests passed" means. */
const TEST_SCRIPTS = [...new Set(npmScripts(read('scripts/test.mjs')))].filter((script) => script !== 'test');

const ci = workflow('ci.yml');
const deploy = workflow('deploy.yml');
const a11y = workflow('a11y-full.yml');

/** The npm scripts each lane of `npm test -- --shard k/n --lane <lane>` runs (scripts/test.mjs). */
const LANE_SCRIPTS: Record<string, string[]> = {
  content: ['lint', 'typecheck', 'test:unit', 'test:examples'],
  browser: ['test:e2e', 'test:doubling', 'test:stock', 'test:dev'],
};
/** `npm test -- --shard ${{ matrix.shard }}/<n> --lane <lane>` in a step: n and the lane. */
const SHARDED = /\bnpm test -- --shard \$\{\{ matrix\.shard \}\}\/(\d+) --lane (\w+)\b/;

/**
 * The lanes of `npm test` a job runs whole: its steps run `npm test -- --shard ${{ matrix.shard }}/n
 * --lane <lane>` and its matrix has every shard, 1 to n.
 */
function lanesOf(job: Job): string[] {
  return (job.steps ?? []).flatMap((step) => {
    const match = SHARDED.exec(step.run ?? '');
    if (!match) return [];
    const count = Number(match[1]);
    const shards = (job.strategy?.matrix?.shard ?? []).map(Number);
    const every = Array.from({ length: count }, (_, index) => index + 1);
    return JSON.stringify(shards) === JSON.stringify(every) ? [match[2]] : [];
  });
}

/**
 * The npm scripts a job runs, through the reusable workflow it calls when it calls one; a job that
 * runs every shard of a lane of `npm test` runs that lane's scripts.
 */
function jobScripts(job: Job): string[] {
  if (job.uses) {
    const called = workflow(path.basename(job.uses));
    return Object.values(called.jobs).flatMap(jobScripts);
  }
  return [
    ...(job.steps ?? []).flatMap((step) => (step.run ? npmScripts(step.run) : [])),
    ...lanesOf(job).flatMap((lane) => LANE_SCRIPTS[lane]),
  ];
}

const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());

/** The jobs that must succeed before `name` runs: its `needs`, theirs, and so on. */
function upstreamOf(wf: Workflow, name: string): string[] {
  const seen = new Set<string>();
  const visit = (job: string) => {
    for (const need of needsOf(wf.jobs[job])) {
      if (!seen.has(need)) {
        seen.add(need);
        visit(need);
      }
    }
  };
  visit(name);
  return [...seen];
}

/**
 * Whether every job of `wf` that publishes to Pages runs only after the tests passed on the same
 * commit: either it needs (directly or not) jobs of the same run that run every test script, or the
 * workflow is started only by a successful CI run and checks out that run's commit.
 */
function deploysOnlyTested(wf: Workflow): boolean {
  const publishing = Object.entries(wf.jobs).filter(([, job]) =>
    (job.steps ?? []).some((step) => step.uses?.startsWith('actions/deploy-pages')),
  );
  if (publishing.length === 0) return false;
  const triggers = Object.keys(wf.on);
  return publishing.every(([name]) => {
    const chain = [name, ...upstreamOf(wf, name)].map((job) => wf.jobs[job]);
    const ran = new Set(chain.flatMap(jobScripts));
    // Every job of the chain builds the commit the run was started for: no checkout of another ref.
    const sameCommit = chain
      .flatMap((job) => job.steps ?? [])
      .every((step) => !step.uses?.startsWith('actions/checkout') || step.with?.ref === undefined);
    if (TEST_SCRIPTS.every((script) => ran.has(script)) && sameCommit) return true;
    // After CI, by workflow_run: only that trigger, only on success, on the commit CI tested.
    const run = wf.on.workflow_run as { workflows?: string[] } | undefined;
    const ciName = (parse(read('.github/workflows/ci.yml')) as { name: string }).name;
    return (
      triggers.length === 1 &&
      run?.workflows?.includes(ciName) === true &&
      chain.some((job) => /workflow_run\.conclusion\s*==\s*'success'/.test(job.if ?? '')) &&
      chain
        .flatMap((job) => job.steps ?? [])
        .filter((step) => step.uses?.startsWith('actions/checkout'))
        .every((step) => String(step.with?.ref).includes('workflow_run.head_sha'))
    );
  });
}

describe.each([
  ['ci.yml', ci],
  ['deploy.yml', deploy],
  ['a11y-full.yml', a11y],
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

  test('every job has a time limit and its actions are majors that run on Node 24 (Node 20 is past its end of life)', () => {
    // The first major of each action whose runtime is node24.
    const NODE_24_MAJOR: Record<string, number> = {
      'actions/checkout': 5,
      'actions/setup-node': 5,
      'actions/configure-pages': 6,
      'actions/upload-pages-artifact': 5,
      'actions/deploy-pages': 5,
      'actions/upload-artifact': 6,
      'actions/download-artifact': 7,
    };
    for (const [name, job] of Object.entries(wf.jobs)) {
      if (!job.uses) expect(job['timeout-minutes'], `${name} timeout-minutes`).toBeGreaterThan(0);
    }
    for (const step of steps(wf).filter((s) => s.uses)) {
      const [action, version] = (step.uses as string).split('@');
      expect(Object.keys(NODE_24_MAJOR), `${action} is one of the actions checked here`).toContain(action);
      expect(Number(/^v(\d+)/.exec(version)?.[1]), step.uses).toBeGreaterThanOrEqual(NODE_24_MAJOR[action]);
    }
  });

  test('takes Node from .nvmrc, or from a matrix of versions package.json accepts', () => {
    const engines = JSON.parse(read('package.json')).engines.node;
    // package.json engines, as @rspress/core and @rstest/core ask: ^20.19.0 || >=22.12.0
    expect(engines).toBe('^20.19.0 || >=22.12.0');
    const accepted = (version: string) => {
      const [major, minor = Number.POSITIVE_INFINITY] = version.split('.').map(Number);
      return (major === 20 && minor >= 19) || major > 22 || (major === 22 && minor >= 12);
    };
    expect(accepted(read('.nvmrc').trim())).toBe(true);
    for (const job of Object.values(wf.jobs)) {
      for (const step of (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/setup-node'))) {
        if (step.with?.['node-version-file'] !== undefined) expect(step.with['node-version-file']).toBe('.nvmrc');
        else {
          expect(step.with?.['node-version']).toMatch(/^\$\{\{ *matrix\.node *\}\}$/);
          for (const version of job.strategy?.matrix?.node ?? [])
            expect(accepted(String(version)), String(version)).toBe(true);
        }
      }
    }
  });
});

describe('CI', () => {
  test('checks pull requests with every script `npm test` runs, reading the repository only', () => {
    expect(Object.keys(ci.on)).toContain('pull_request');
    expect(TEST_SCRIPTS).toEqual(
      expect.arrayContaining(['lint', 'typecheck', 'build', 'test:unit', 'test:examples', 'test:e2e']),
    );
    const used = Object.values(ci.jobs).flatMap(jobScripts);
    expect(used).toEqual(expect.arrayContaining(TEST_SCRIPTS));
    expect(ci.permissions).toEqual({ contents: 'read' });
  });

  test('the two lanes of `npm test` run as shards side by side, all on one build, and one job reports', () => {
    // Each lane's scripts are what scripts/test.mjs runs in it.
    const testScript = read('scripts/test.mjs');
    for (const script of Object.values(LANE_SCRIPTS).flat()) expect(testScript).toContain(`npm run ${script}`);
    const lane = (name: string) => Object.entries(ci.jobs).filter(([, job]) => lanesOf(job).includes(name));
    const [[content, contentJob]] = lane('content');
    const [[browser, browserJob]] = lane('browser');
    expect(content).not.toBe(browser);
    expect(upstreamOf(ci, content)).not.toContain(browser);
    expect(upstreamOf(ci, browser)).not.toContain(content);
    expect(contentJob.strategy?.matrix?.shard?.length).toBeGreaterThan(1);
    expect(browserJob.strategy?.matrix?.shard?.length).toBeGreaterThan(1);
    // Both lanes' shards test the build job's artifact and do not build again.
    const [builder] = needsOf(browserJob);
    expect(needsOf(contentJob)).toEqual([builder]);
    const upload = (ci.jobs[builder].steps ?? []).find((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect((ci.jobs[builder].steps ?? []).some((step) => step.run === 'npm run build')).toBe(true);
    expect(String(upload?.with?.path)).toMatch(/^doc_build$/m);
    expect(String(upload?.with?.path)).toMatch(/^\.stock\/doc_build$/m);
    for (const job of [contentJob, browserJob]) {
      const download = (job.steps ?? []).find((step) => step.uses?.startsWith('actions/download-artifact'));
      expect(download?.with?.name).toBe(upload?.with?.name);
      expect((job.steps ?? []).find((step) => SHARDED.test(step.run ?? ''))?.run).toMatch(/--no-build$/);
    }
    // The report: after every other test job, even when one failed; it merges the reports and fails
    // unless each job it waited for succeeded.
    const reporters = Object.entries(ci.jobs).filter(([, job]) =>
      (job.steps ?? []).some((step) => step.run === 'npm run test:merge'),
    );
    expect(reporters).toHaveLength(1);
    const [[report, reportJob]] = reporters;
    expect(reportJob.if).toBe('always()');
    const waited = upstreamOf(ci, report);
    for (const name of Object.keys(ci.jobs).filter((job) => job !== report)) expect(waited).toContain(name);
    const verdict = (reportJob.steps ?? []).map((step) => step.run ?? '').join('\n');
    for (const need of needsOf(reportJob)) expect(verdict).toContain(`test "\${{ needs.${need}.result }}" = success`);
  });

  test('a matrix job builds the site and runs the unit tests on Node 24, the active LTS line', () => {
    const matrixJobs = Object.values(ci.jobs).filter((job) => job.strategy?.matrix?.node);
    const lts = matrixJobs.filter((job) => job.strategy?.matrix?.node?.map(String).includes('24'));
    expect(lts.length).toBeGreaterThan(0);
    for (const job of lts) expect(jobScripts(job)).toEqual(expect.arrayContaining(['build', 'test:unit']));
  });

  test('Chromium comes one way in both CI definitions: .ci/chromium (Debian package), no downloaded browser', () => {
    expect(read('.ci/run')).toMatch(/^bash \.ci\/chromium$/m);
    expect(read('.ci/chromium')).toMatch(/apt-get install -y -qq chromium-headless-shell\b/);
    for (const [name, job] of Object.entries({ ...ci.jobs, ...a11y.jobs })) {
      const runs = (job.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
      expect(runs.join('\n'), name).not.toMatch(/playwright install/);
      if (jobScripts(job).some((script) => /^test:(e2e|a11y)/.test(script)))
        expect(runs, `${name} runs the browser tests`).toContain('bash .ci/chromium');
    }
  });
});

describe('Deploy', () => {
  test('publishes what `npm run build` writes to doc_build with the official Pages actions', () => {
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(steps(deploy).some((step) => step.run && npmScripts(step.run).includes('build'))).toBe(true);
    const upload = steps(deploy).find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('doc_build');
    const [publisher] = Object.values(deploy.jobs).filter((job) =>
      (job.steps ?? []).some((step) => step.uses?.startsWith('actions/deploy-pages')),
    );
    expect({ ...deploy.permissions, ...publisher.permissions }).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });

  test('publishes only after every test script passed on the same commit', () => {
    expect(deploysOnlyTested(deploy)).toBe(true);
  });

  test('the check above fails a deploy that does not wait for the tests', () => {
    const unwaited = structuredClone(deploy);
    for (const job of Object.values(unwaited.jobs)) {
      if (needsOf(job).some((need) => jobScripts(deploy.jobs[need]).includes('test:unit'))) delete job.needs;
    }
    expect(deploysOnlyTested(unwaited)).toBe(false);
    const otherCommit = structuredClone(deploy);
    for (const step of steps(otherCommit)) if (step.uses?.startsWith('actions/checkout')) step.with = { ref: 'main' };
    expect(deploysOnlyTested(otherCommit)).toBe(false);
  });
});

describe('Weekly accessibility sweep', () => {
  test('runs `npm run test:a11y:full` on a schedule, after a build', () => {
    expect(a11y.on.schedule).toEqual([expect.objectContaining({ cron: expect.any(String) })]);
    const used = steps(a11y).flatMap((step) => (step.run ? npmScripts(step.run) : []));
    expect(used.indexOf('build')).toBeGreaterThanOrEqual(0);
    expect(used.indexOf('test:a11y:full')).toBeGreaterThan(used.indexOf('build'));
  });
});
