// Vitest for the backend: Node environment; integration tests start real backends, each on its own
// copy of the run's migrated template database (test/template-database-setup.ts), so timeouts are
// generous and test files run one at a time (the CI machine has two cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/template-database-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
