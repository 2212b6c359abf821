// Query keys of the Bank Reconciliation screen. The list is keyed under the reconciliations table
// (a realtime change of it refetches the list); a reconciliation's workspace lives under
// ['ledger', organizationId] because its figures come from the ledger's lines (a posting anywhere
// refetches it) and is also refreshed by this screen's own realtime feed of statement lines and
// matches (use-reconciliation-realtime).
export const reconciliationKeys = {
  all: (organizationId: string) => ['bank_reconciliations', organizationId] as const,
  list: (organizationId: string) => ['bank_reconciliations', organizationId, 'list'] as const,
  workspaces: (organizationId: string) => ['ledger', organizationId, 'bank_reconciliation'] as const,
  summary: (organizationId: string, id: string) => ['ledger', organizationId, 'bank_reconciliation', id, 'summary'] as const,
  statementLines: (organizationId: string, id: string, params: unknown) => ['ledger', organizationId, 'bank_reconciliation', id, 'statement_lines', params] as const,
  ledgerLines: (organizationId: string, id: string, params: unknown) => ['ledger', organizationId, 'bank_reconciliation', id, 'ledger_lines', params] as const,
  mapping: (organizationId: string, accountId: string) => ['bank_statement_mappings', organizationId, accountId] as const,
};
