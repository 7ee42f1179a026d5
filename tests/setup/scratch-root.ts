// Vitest's globalSetup: every scratch folder of the unit tests lives in one folder per run. Setting
// TMPDIR here, before any worker starts, makes `os.tmpdir()` that folder in every test file and in
// every process a test starts (the real rstest runs), so the files themselves remove nothing. The
// folder goes when the whole run is over, where no test or hook timeout races the removal, and a
// removal that fails is a warning: a green run does not turn red on deleting scratch files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes `dir`; a failure is reported as a warning, never thrown. Returns whether it went. */
export function removeQuietly(dir: string, remove: (dir: string) => void = removeTree): boolean {
  try {
    remove(dir);
    return true;
  } catch (error) {
    console.warn(`Warning: the scratch folder ${dir} was not removed (${(error as Error).message}).`);
    return false;
  }
}

const removeTree = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

const PREFIX = 'rstest-docs-tests-';

export default function setup(): () => void {
  // Each Vitest project runs the global setup: the first one makes the folder, which all share.
  if (path.basename(tmpdir()).startsWith(PREFIX)) return () => {};
  const root = mkdtempSync(path.join(tmpdir(), PREFIX));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    removeQuietly(root);
  };
}
