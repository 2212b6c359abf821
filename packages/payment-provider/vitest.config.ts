// Vitest for the payment provider: Node environment; its integration test starts a real backend (on a
// copy of the run's template database, packages/backend/test/template-database-setup.ts), so
// timeouts are generous and files run one at a time (two-core CI machine).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../backend/test/template-database-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
