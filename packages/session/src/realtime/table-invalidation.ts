// What a realtime change of one table of the active organization makes stale (SPEC section 4):
// the queries of that table, the ledger-derived figures when the table posts to the
// ledger (or names what reports group by), the organization bundle when the bundle holds the
// table, and the dashboard data (organizations, subscriptions, notifications) for its tables.
// Pure, so the mapping is unit-tested; realtime/organization-realtime.ts applies it.
import { ledgerKey, tableKey } from '../query/keys';

/**
 * Tables whose changes move ledger figures: the documents that post journal entries (with their
 * lines), the ledger itself, and what reports name or group by (accounts, funds, projects, the
 * fiscal year in the settings, budgets for budget-versus-actual).
 */
export const LEDGER_TABLES: ReadonlySet<string> = new Set([
  'transactions',
  'journal_entries',
  'journal_entry_lines',
  'invoices',
  'invoice_lines',
  'bills',
  'bill_lines',
  'donations',
  'payroll_runs',
  'payroll_run_lines',
  'payroll_liability_payments',
  'payroll_liability_payment_lines',
  'purchase_orders',
  'purchase_order_items',
  'inventory',
  'accounts',
  'account_categories',
  'account_types',
  'funds',
  'projects',
  'organization_settings',
  'budgets',
  'budget_line_items',
  'invoice_payments',
  'bill_payments',
  'pledges',
  'pledge_installments',
  'stock_movements',
  'fiscal_year_closes',
]);

/**
 * Tables shown inside another table's screens: a change of one makes that table's queries stale
 * too (an employee's allocations and pay on the employee's page, a liability payment on Payroll's
 * Liabilities tab, an order's lines and bills in its match view, a task's comments in its drawer, a
 * reconciliation's statement lines in its workspace).
 */
export const SHOWN_WITH: Readonly<Record<string, readonly string[]>> = {
  employee_allocations: ['employees'],
  employee_pay: ['employees'],
  employee_private: ['employees'],
  invoice_lines: ['invoices'],
  invoice_payments: ['invoices'],
  bill_lines: ['bills', 'purchase_orders'],
  bill_payments: ['bills'],
  bills: ['purchase_orders'],
  pledge_installments: ['pledges'],
  payroll_run_lines: ['payroll_runs'],
  // What is owed to payroll agencies (the Liabilities tab) sits under the runs' keys.
  payroll_liability_payments: ['payroll_runs'],
  payroll_liability_payment_lines: ['payroll_runs'],
  purchase_request_items: ['purchase_requests'],
  purchase_order_items: ['purchase_orders'],
  stock_movements: ['inventory'],
  task_comments: ['project_tasks'],
  task_dependencies: ['project_tasks'],
  bank_statement_lines: ['bank_reconciliations'],
  bank_statement_matches: ['bank_reconciliations'],
  budget_line_items: ['budgets'],
};

/** The tables get_organization_data returns (or nests), so a change there makes the bundle stale. */
export const BUNDLE_TABLES: ReadonlySet<string> = new Set([
  'funds',
  'accounts',
  'account_categories',
  'account_types',
  'account_descriptions',
  'projects',
  'project_tasks',
  'transactions',
  'invoices',
  'invoice_lines',
  'bills',
  'bill_lines',
  'donations',
  'journal_entries',
  'journal_entry_lines',
  'employees',
  'payroll_runs',
  'payroll_run_lines',
  'purchase_requests',
  'purchase_request_items',
  'purchase_orders',
  'purchase_order_items',
  'inventory',
  'budgets',
  'budget_line_items',
  'customers',
  'vendors',
  'donors',
  'organization_settings',
]);

/** SPEC section 4: these reload the dashboard data (get_user_dashboard_data), not the bundle. */
export const DASHBOARD_DATA_TABLES: ReadonlySet<string> = new Set(['subscriptions', 'notifications', 'organizations', 'organization_members']);

export interface TableChangeEffects {
  /** Query-key prefixes to invalidate. */
  queryKeys: (readonly unknown[])[];
  reloadBundle: boolean;
  reloadDashboardData: boolean;
}

export function effectsOfTableChange(table: string, organizationId: string): TableChangeEffects {
  const queryKeys: (readonly unknown[])[] = [tableKey(table, organizationId), ...(SHOWN_WITH[table] ?? []).map((parent) => tableKey(parent, organizationId))];
  // The dashboard summary's key is under the ledger prefix, so it goes with the ledger.
  if (LEDGER_TABLES.has(table)) queryKeys.push(ledgerKey(organizationId));
  return { queryKeys, reloadBundle: BUNDLE_TABLES.has(table), reloadDashboardData: DASHBOARD_DATA_TABLES.has(table) };
}

/** Several changes (one saved document touches several tables) merged into one set of effects. */
export function mergeEffects(all: readonly TableChangeEffects[]): TableChangeEffects {
  const seen = new Set<string>();
  const queryKeys: (readonly unknown[])[] = [];
  for (const effects of all) {
    for (const key of effects.queryKeys) {
      const id = JSON.stringify(key);
      if (seen.has(id)) continue;
      seen.add(id);
      queryKeys.push(key);
    }
  }
  return {
    queryKeys,
    reloadBundle: all.some((effects) => effects.reloadBundle),
    reloadDashboardData: all.some((effects) => effects.reloadDashboardData),
  };
}

/** True for a query key of the organization: `[anything, organizationId, ...]`. */
export function isOrganizationQueryKey(queryKey: readonly unknown[], organizationId: string): boolean {
  return queryKey[1] === organizationId;
}
