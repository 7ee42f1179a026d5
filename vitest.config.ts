import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ShardSequencer } from './lib/shard-sequencer.mjs';

export default defineConfig({
  test: {
    // Keeps Vitest's defaults (node_modules, e.g. the 0.11 fixture package's) and leaves the probes to rstest.
    // The doubling test builds the site twice over; `npm test` runs it beside the e2e suite (test:doubling).
    exclude: [
      ...configDefaults.exclude,
      'tests/probes/**',
      ...(process.env.DOUBLING ? [] : ['tests/doubling.test.ts']),
    ],
    // Claim tests spend most of their time waiting for the real rstest runs they start, so one file
    // per core and one more run side by side (Vitest's default is cores - 1: one at a time on 2 cores).
    maxWorkers: availableParallelism() + 1,
    // Claim tests spawn several real rstest runs each, side by side with other files while `npm test`
    // runs the e2e suite beside them: the longest took 157 s alone on a loaded 2-core machine.
    testTimeout: 300_000,
    // The same for hooks: a beforeAll that runs a probe through rstest took over Vitest's default 10 s at load 13.
    hookTimeout: 300_000,
    // One scratch folder per run (os.tmpdir() of the tests and their rstest runs), removed once
    // every file has finished; the test files remove nothing themselves.
    globalSetup: ['tests/setup/scratch-root.ts'],
    // A loaded machine takes more than the default 10 s to end a worker that ran many rstest processes.
    teardownTimeout: 60_000,
    // `--shard k/n` takes the test files of shard k of `npm test -- --shard k/n` (lib/shards.mjs),
    // balanced by measured durations; without --shard the order is Vitest's own.
    sequence: { sequencer: ShardSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'theme/**/*.test.{ts,tsx}',
            'plugins/**/*.test.ts',
            'rspress-slim/**/*.test.{ts,tsx}',
            'site/**/*.test.ts',
          ],
        },
      },
      // The content tests share a worker's modules from one file to the next (isolate: false):
      // most import the same heavy packages (TypeScript, the MDX parser, html-validate), which a
      // fresh module graph per file loaded again each time (this project: 820 → 753 CPU s). Each
      // test file still runs afresh, and what a test changes outside its module is put back after
      // it (spies, stubbed variables and globals; a test that sets process.env restores it itself).
      {
        extends: true,
        test: {
          name: 'content',
          include: ['tests/**/*.test.ts'],
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
