/**
 * `npm run test:cluster`: the cluster test alone (nginx, two API processes, a
 * PostgreSQL primary and replica). Its file is named *.spec.ts so that the
 * repository's default run (vitest.config.ts: tests/**\/*.test.ts) leaves it out.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/cluster/**/*.spec.ts'],
    // One file, one worker: the cluster takes the machine.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting the cluster (and building dist/ first when it is missing).
    hookTimeout: 360_000,
  },
});
