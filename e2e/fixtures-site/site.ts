import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const repo = path.join(here, '..', '..');

/** Builds the fixture site if needed, serves it on `port` and returns its origin and a stop function. */
export async function startFixtureSite(port: number): Promise<{ url: string; stop: () => void }> {
  execFileSync(
    'flock',
    [path.join(tmpdir(), 'rstest-docs-fixtures-site.lock'), process.execPath, path.join(here, 'build.mjs')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(repo, 'scripts', 'serve.mjs'), '--port', String(port), '--dir', path.join(here, 'doc_build')],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { url, stop: () => server.kill() };
}
