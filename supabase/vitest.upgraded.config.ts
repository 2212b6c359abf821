// Vitest for the upgraded schema: the ledger, report and access suites again, unchanged, on copies
// of a template that is an installation of the previous release upgraded in place (its migrations,
// then the baseline recorded and the schema files applied over them) instead of a new one. They
// prove that what an existing installation runs after the upgrade keeps the books as a new one does.
import { defineConfig } from 'vitest/config';

/** tests/<name>.integration.test.ts run on the upgraded template too. */
export const UPGRADED_SUITES = [
  'donation-accounts',
  'ledger',
  'ledger-controls',
  'pledges-ledger',
  'reports-core-statements',
  'reports-donor-analysis',
  'reports-expense-functions',
  'reports-ledger-lines',
  'reports-mappings',
  'reports-tie-out',
  'rls-matrix',
];

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/upgraded/**/*.test.ts', ...UPGRADED_SUITES.map((name) => `tests/${name}.integration.test.ts`)],
    globalSetup: ['tests/support/previous-release-setup.ts', '../packages/backend/test/template-database-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    pool: 'forks',
  },
});
