// Vitest for the database: integration tests start a real backend, each on its own copy of the run's
// migrated template database (the backend's test/template-database-setup.ts), so timeouts are
// generous and files run one at a time (the CI machine has two cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'seed/**/*.test.ts', 'functions/**/*.test.ts'],
    globalSetup: ['../packages/backend/test/template-database-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
