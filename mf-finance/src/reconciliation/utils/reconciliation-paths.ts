// Where the reconciliations live: the list at the base path, a workspace at <base>/<id>.
export const RECONCILIATION_BASE = '/app/finance/reconciliation';
