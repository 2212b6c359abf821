// Vitest for the backend: Node environment; integration tests start real backends, each on its own
// copy of the run's migrated template database (test/template-database-setup.ts), so timeouts are
// generous. Two files run at a time: each waits on Postgres about half the time, so two keep both
// cores of the CI machine busy (more only queue on them).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/template-database-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    pool: 'forks',
  },
});
