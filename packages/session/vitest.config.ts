// Vitest for the session: Node environment; its integration tests start real backends, each on a copy
// of the run's migrated template database (packages/backend/test/template-database-setup.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['../backend/test/template-database-setup.ts'],
  },
});
