// The shapes of query keys every query in the product follows, so realtime can invalidate by
// prefix: `[<table or entity>, organizationId, ...rest]`, and ledger-derived figures (balances,
// reports, totals) under `['ledger', organizationId, ...rest]`.
export const LEDGER = 'ledger';

/** The prefix of every query reading table (or entity) `table` of an organization. */
export function tableKey(table: string, organizationId: string): readonly [string, string] {
  return [table, organizationId] as const;
}

/** The prefix of every query reading figures the ledger derives (balances, reports, totals). */
export function ledgerKey(organizationId: string): readonly [typeof LEDGER, string] {
  return [LEDGER, organizationId] as const;
}

/** get_dashboard_summary: ledger-derived, so it lives under the ledger prefix. */
export function dashboardSummaryKey(organizationId: string): readonly [typeof LEDGER, string, 'dashboard-summary'] {
  return [LEDGER, organizationId, 'dashboard-summary'] as const;
}
