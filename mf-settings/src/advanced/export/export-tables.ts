// Every table holding an organization's rows (those with an organization_id column), which the
// whole-organization export writes one CSV file each. supabase/tests/settings-pages checks the list
// against the database's catalog, so a new table cannot be forgotten.
export const EXPORT_TABLES = [
  'account_categories', 'account_descriptions', 'account_types', 'accounts', 'audit_log', 'bill_lines', 'billing_payments',
  'bills', 'budget_line_items', 'budgets', 'customers', 'donations', 'donors', 'employees', 'fiscal_year_closes', 'funds', 'inventory',
  'invitations', 'invoice_lines', 'invoices', 'journal_entries', 'journal_entry_lines', 'notifications',
  'organization_members', 'organization_settings', 'payroll_run_lines', 'payroll_runs', 'project_tasks', 'projects',
  'purchase_order_items', 'purchase_orders', 'purchase_request_items', 'purchase_requests', 'stock_movements', 'subscriptions',
  'transactions', 'vendors', 'vendor_tax_ids',
  'task_comments', 'task_dependencies',
  'invoice_payments', 'bill_payments',
  'document_emails', 'pledges', 'pledge_installments',
  'employee_allocations', 'employee_pay', 'employee_private', 'payroll_liability_payments', 'payroll_liability_payment_lines',
  'bank_reconciliations', 'bank_statement_lines', 'bank_statement_matches', 'bank_statement_mappings',
  'import_batches', 'import_mappings', 'import_rows',
] as const;

export type ExportTable = (typeof EXPORT_TABLES)[number];

/** Columns never written to a file: an invitation's token is a credential. */
export const SECRET_COLUMNS: Readonly<Partial<Record<ExportTable, readonly string[]>>> = { invitations: ['token'] };
