import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright owns test/e2e (*.spec.ts); vitest runs unit and integration tests only.
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One file per core, and never fewer than two: vitest would keep a core free (one file at a time on a 2-core CI
    // machine), yet most files spend their time waiting on loopback HTTP, SQLite's fsyncs and child processes, so
    // two at a time ran the suite in well under half the time; a third on two cores only made each file slower.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
