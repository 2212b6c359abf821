// Vitest for the database: integration tests start a real backend (embedded Postgres + migrations),
// so timeouts are generous and files run one at a time (the CI machine has two cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'seed/**/*.test.ts', 'functions/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
