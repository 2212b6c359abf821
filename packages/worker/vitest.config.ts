// Vitest for the product worker: Node environment; its integration tests start a real backend and
// Postgres, so timeouts are generous and files run one at a time (two-core CI machine).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
