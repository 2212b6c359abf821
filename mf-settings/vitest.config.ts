// Vitest for the settings remote: Node environment; the organization export's integration test starts
// a real backend on a copy of the run's migrated template database (packages/backend/test).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['../packages/backend/test/template-database-setup.ts'],
    hookTimeout: 120_000,
  },
});
