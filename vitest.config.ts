import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright owns test/e2e (*.spec.ts); vitest runs unit and integration tests only.
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
