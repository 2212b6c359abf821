// Query keys of the Transactions screen. Every key starts with ['transactions', organizationId]
// so a realtime change of the table (and any save here) invalidates them by prefix (CONTRACTS).
import type { TransactionListParams } from './transaction-list-query';

export const transactionKeys = {
  /** Every transactions query of an organization. */
  all: (organizationId: string) => ['transactions', organizationId] as const,
  /** One filtered, sorted page with the filtered set's count and totals. */
  list: (organizationId: string, params: TransactionListParams) => ['transactions', organizationId, 'list', params] as const,
};

/** Ledger-derived figures of the organization (balances, reports, the dashboard). */
export const ledgerKey = (organizationId: string) => ['ledger', organizationId] as const;
