import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, rstestIn, scratchRuns } from './helpers/rstest';

const LOGGING_TEST = `import { expect, test } from '@rstest/core';
test('prints', () => {
  console.log('noise: cache warmed');
  console.info('total', { items: 2 });
  console.warn('a deprecation warning');
  console.error('noise: retrying');
  console.trace('tracing');
  console.assert(false, 'check failed');
  expect(true).toBe(true);
});
`;

const PID_TEST = `import { writeFileSync } from 'node:fs';
import { test } from '@rstest/core';
test('records the pid of its worker', () => {
  writeFileSync('worker.pid', String(process.pid));
});
`;

const scratch = scratchRuns({ nodeModules: 'rstest-only' });
/** Runs rstest in a scratch project, which must pass, and returns what it printed. */
function run(files: Record<string, string>, args: string[] = []): { output: string; dir: string } {
  const result = scratch(files, args);
  expect(result.status, result.output).toBe(0);
  return result;
}

const RECORDING_CONFIG = `import { appendFileSync } from 'node:fs';
import { defineConfig } from '@rstest/core';
export default defineConfig({
  onConsoleLog(content, type) {
    appendFileSync('calls.jsonl', JSON.stringify({ content, type, pid: process.pid }) + '\\n');
    if (content.startsWith('noise')) return false;
  },
});
`;

describe('onConsoleLog', () => {
  test('receives the formatted text and its stream, and false drops the message', () => {
    const config = RECORDING_CONFIG.replace(
      'onConsoleLog(',
      "reporters: ['default', ['json', { outputPath: 'report.json' }]],\n  onConsoleLog(",
    );
    const { output, dir } = run({ 'rstest.config.ts': config, 'log.test.ts': LOGGING_TEST, 'pid.test.ts': PID_TEST });
    const calls = readFileSync(path.join(dir, 'calls.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // The first line of each message: a trace goes on with the stack, an assertion with its error.
    expect(calls.map(({ content, type }) => ({ content: content.split('\n')[0], type }))).toEqual([
      { content: 'noise: cache warmed', type: 'stdout' },
      { content: 'total { items: 2 }', type: 'stdout' },
      { content: 'a deprecation warning', type: 'stderr' },
      { content: 'noise: retrying', type: 'stderr' },
      { content: 'Trace: tracing', type: 'stderr' },
      { content: expect.stringContaining('check failed'), type: 'stderr' },
    ]);
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'config/test/onConsoleLog.mdx'), 'utf8');
      const streams = page.split('\n').find((line) => line.includes("'stderr'")) ?? '';
      for (const method of ['`console.trace`', '`Trace: `', '`console.assert`']) expect(streams).toContain(method);
    }
    expect(output).toContain('total { items: 2 }');
    expect(output).not.toContain('noise');
    // Dropped messages are not in the json report either.
    const report = readFileSync(path.join(dir, 'report.json'), 'utf8');
    expect(report).toContain('total { items: 2 }');
    expect(report).not.toContain('noise');
    // The callback runs in one process, not in the worker that runs the tests.
    const workerPid = Number(readFileSync(path.join(dir, 'worker.pid'), 'utf8'));
    expect(new Set(calls.map((call) => call.pid)).size).toBe(1);
    expect(calls[0].pid).not.toBe(workerPid);
  });

  test('has no CLI flag', () => {
    const help = rstestIn(ROOT, { args: ['--help'] }).stdout;
    expect(help).toContain('--disableConsoleIntercept');
    expect(help).not.toMatch(/onConsoleLog/i);
  });

  test('is not read from the config of a project', () => {
    const { output, dir } = run({
      'rstest.config.ts':
        "import { defineConfig } from '@rstest/core';\nexport default defineConfig({ projects: ['app'] });\n",
      'app/rstest.config.ts': RECORDING_CONFIG,
      'app/log.test.ts': LOGGING_TEST,
    });
    expect(output).toContain('noise: cache warmed');
    expect(() => readFileSync(path.join(dir, 'calls.jsonl'))).toThrow();
  });

  test('is not called with disableConsoleIntercept, and messages lose their label', () => {
    const { output, dir } = run({ 'rstest.config.ts': RECORDING_CONFIG, 'log.test.ts': LOGGING_TEST }, [
      '--disableConsoleIntercept',
    ]);
    expect(() => readFileSync(path.join(dir, 'calls.jsonl'))).toThrow();
    expect(output).toContain('total { items: 2 }');
    expect(output).not.toContain('log.test.ts > prints');
  });
});

describe('printConsoleTrace', () => {
  test('adds the location of the call to the label', () => {
    const files = { 'log.test.ts': LOGGING_TEST };
    expect(run(files).output).toMatch(/^info \| log\.test\.ts > prints$/m);
    expect(run(files, ['--printConsoleTrace']).output).toMatch(
      /^info \| log\.test\.ts > prints \| log\.test\.ts:4:11$/m,
    );
  });
});
