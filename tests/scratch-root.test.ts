// The unit tests' scratch folders (tests/setup/scratch-root.ts): every test file and every process
// it starts writes under one folder per run, removed after the run, and a removal that fails warns.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import setup, { removeQuietly } from './setup/scratch-root';

test('a test file and the processes it starts make their scratch folders in the run’s own folder', () => {
  const root = tmpdir();
  expect(path.basename(root)).toMatch(/^rstest-docs-tests-/);
  const child = spawnSync(process.execPath, ['-e', 'console.log(require("node:os").tmpdir())'], { encoding: 'utf8' });
  expect(child.stdout.trim()).toBe(root);
  expect(path.dirname(mkdtempSync(path.join(tmpdir(), 'rstest-run-')))).toBe(root);
});

test('the teardown removes the folder with everything in it and gives TMPDIR back', () => {
  const runFolder = process.env.TMPDIR;
  // Inside the run's folder a second setup (another Vitest project's) shares it.
  expect(setup.length).toBe(0);
  const shared = setup();
  expect(process.env.TMPDIR).toBe(runFolder);
  shared();
  expect(existsSync(tmpdir())).toBe(true);
  // Outside it, as at the start of a run.
  const outside = path.dirname(tmpdir());
  process.env.TMPDIR = outside;
  try {
    const teardown = setup();
    const root = tmpdir();
    expect(path.dirname(root)).toBe(outside);
    mkdirSync(path.join(root, 'project/node_modules'), { recursive: true });
    teardown();
    expect(existsSync(root)).toBe(false);
    expect(process.env.TMPDIR).toBe(outside);
  } finally {
    process.env.TMPDIR = runFolder;
  }
});

test('a removal that fails is a warning, not an error', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const failing = () => {
    throw new Error('EBUSY: resource busy or locked');
  };
  expect(removeQuietly('/tmp/some-folder', failing)).toBe(false);
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Warning: .*\/tmp\/some-folder.*EBUSY/));
  warn.mockRestore();
});
