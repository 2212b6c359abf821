// Vitest for the database: integration tests start a real backend, each on its own copy of the run's
// migrated template database (the backend's test/template-database-setup.ts), so timeouts are
// generous. Two files run at a time: each waits on Postgres about half the time, so two keep both
// cores of the CI machine busy (more only queue on them).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'seed/**/*.test.ts', 'functions/**/*.test.ts'],
    // Those run on the upgraded template only (vitest.upgraded.config.ts).
    exclude: ['tests/upgraded/**', 'node_modules/**'],
    globalSetup: ['../packages/backend/test/template-database-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    pool: 'forks',
  },
});
