import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy: two workers on a 2-core machine.
    maxWorkers: 2,
    projects: undefined,
  },
});
