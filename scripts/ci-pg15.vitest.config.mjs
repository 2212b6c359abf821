// Vitest for the PostgreSQL 15 run (scripts/ci-pg15.mjs): the schema comparison with the embedded
// PostgreSQL 18, and the data-model suites whose results can depend on PostgreSQL's major version,
// unchanged, on copies of a template database migrated on the PostgreSQL 15 server (the same global
// setup as every test run, given that server through MB_TEST_POSTGRES_URL). The rule for what goes
// on the list is in docs/deployment.md ("PostgreSQL versions proven").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** supabase/tests/<name>.integration.test.ts that also run on PostgreSQL 15, each with what can differ there. */
export const VERSION_SENSITIVE_SUITES = [
  ['upgrade-from-previous-release', 'an installation of the previous release upgraded in place: its migrations, then the baseline recorded and the schema files applied, over existing rows; the schema comparison builds an empty database only'],
  ['function-bodies', 'start-up creates functions without checking their bodies; this parses and analyses every body on the server, where a syntax only a newer major version knows fails'],
  ['rls-matrix', 'the Data API reads the system catalogs (tables, columns, keys) for every public table; their layout changes between major versions'],
  ['demo-health', 'resource embedding: the Data API finds relationships in pg_constraint, which PostgreSQL 18 also fills with NOT NULL entries'],
  ['realtime-feeds', 'realtime reads primary keys and policy expressions from the catalogs (pg_index, pg_policy, pg_get_expr)'],
  ['database-types', 'the generated database types read pg_attribute, pg_type and pg_constraint'],
  ['documents', 'asserts a message PostgreSQL writes itself (row-level security)'],
  ['ledger', 'asserts messages PostgreSQL writes itself (check constraint, row-level security)'],
  ['membership-by-invitation', 'asserts messages PostgreSQL writes itself (permission denied, row-level security)'],
  ['provisioning', 'asserts messages PostgreSQL writes itself (permission denied, row-level security)'],
  ['reports-expense-functions', 'asserts a message PostgreSQL writes itself (check constraint)'],
];

const suites = VERSION_SENSITIVE_SUITES.map(([name]) => `supabase/tests/${name}.integration.test.ts`);
const missing = suites.filter((file) => !existsSync(path.join(root, file)));
// A renamed or removed suite must not silently drop out of the PostgreSQL 15 run.
if (missing.length > 0) throw new Error(`scripts/ci-pg15.vitest.config.mjs lists suites that do not exist: ${missing.join(', ')}`);

export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['scripts/ci-pg15-schema.test.mjs', ...suites],
    globalSetup: ['packages/backend/test/template-database-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    pool: 'forks',
    // Each worker keeps its imported modules between files, as the unit runs do (`--no-isolate`).
    isolate: false,
    sequence: { shuffle: false },
  },
});
