import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'theme/**/*.test.{ts,tsx}'],
    // Keeps Vitest's defaults (node_modules, e.g. the 0.11 fixture package's) and leaves the probes to rstest.
    // The doubling test builds the site twice over; `npm test` runs it beside the e2e suite (test:doubling).
    exclude: [
      ...configDefaults.exclude,
      'tests/probes/**',
      ...(process.env.DOUBLING ? [] : ['tests/doubling.test.ts']),
    ],
    // Claim tests spawn several real rstest runs each, one file at a time on a 2-core machine (Vitest's
    // default: cores - 1), while `npm test` runs the e2e suite beside them.
    testTimeout: 180_000,
    // One scratch folder per run (os.tmpdir() of the tests and their rstest runs), removed once
    // every file has finished; the test files remove nothing themselves.
    globalSetup: ['tests/setup/scratch-root.ts'],
    // A loaded machine takes more than the default 10 s to end a worker that ran many rstest processes.
    teardownTimeout: 60_000,
  },
});
