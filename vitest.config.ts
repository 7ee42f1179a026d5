import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'theme/**/*.test.{ts,tsx}'],
    exclude: ['tests/probes/**'],
    testTimeout: 60_000,
  },
});
