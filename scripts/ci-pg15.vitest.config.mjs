// Vitest for the data-model suites on PostgreSQL 15 (scripts/ci-pg15.mjs): the supabase package's
// integration tests, unchanged, with their test backend pointed at a fresh database of the
// PostgreSQL 15 cluster, plus the schema comparison with the embedded PostgreSQL 18.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root,
  resolve: {
    alias: [{ find: /^@missionbase\/backend\/test\/start-test-backend$/, replacement: path.join(root, 'scripts', 'ci-pg15-test-backend.mjs') }],
  },
  test: {
    environment: 'node',
    include: ['scripts/ci-pg15-schema.test.mjs', 'supabase/tests/**/*.integration.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
    sequence: { shuffle: false },
  },
});
