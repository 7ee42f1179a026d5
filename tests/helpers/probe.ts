import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, rstestIn } from './rstest';

/**
 * Runs one probe test file (from tests/probes) under the pinned @rstest/core and returns what it
 * wrote with `writeProbeResult`. Facts about the runtime (the keys of `rs`, the modifiers of
 * `test`) are read here, inside a real Rstest run, never from our own data.
 */
export function runProbe<T>(probeFile: string): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'rstest-probe-'));
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const out = path.join(dir, 'result.json');
    writeFileSync(path.join(dir, 'probe.test.ts'), readFileSync(path.join(ROOT, 'tests/probes', probeFile), 'utf8'));
    const run = rstestIn(dir, { args: ['run'], env: { PROBE_OUTPUT: out } });
    if (run.status !== 0) throw new Error(`The probe ${probeFile} failed:\n${run.output}`);
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
