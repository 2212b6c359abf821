// Query keys of the chart of accounts. Balances are ledger-derived, so they live under
// ['ledger', organizationId]: a realtime change of the ledger or of the accounts table refetches them.
import { LEDGER } from '@missionbase/session';

export const accountKeys = {
  chart: (organizationId: string, asOf: string | null) => [LEDGER, organizationId, 'chart-of-accounts', asOf ?? 'today'] as const,
};
