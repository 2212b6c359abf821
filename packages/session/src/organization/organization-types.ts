// Shapes of the two RPC bundles the session loads (docs/rpc.md): the organization bundle is typed
// from the generated Database rows; the dashboard data is get_user_dashboard_data's declared answer
// (public.user_dashboard) with its organizations as the shell uses them.
import type { Database } from '../database/database.types';

type Row<Table extends keyof Database['public']['Tables']> = Database['public']['Tables'][Table]['Row'];

/** An organization the signed-in person belongs to, with their role: one they can open. */
export interface OrganizationSummary {
  id: string;
  name: string;
  logo_url: string | null;
  role: string;
  created_at: string;
}

export type SubscriptionRecord = Row<'subscriptions'>;

export type NotificationRecord = Row<'notifications'>;

export interface DashboardData {
  organizations: OrganizationSummary[];
  subscriptions: SubscriptionRecord[];
  notifications: NotificationRecord[];
}

/** The lists get_organization_data caps at `limit` rows; `totals` counts every row of each. */
export type BundleTotals = Record<
  | 'transactions' | 'invoices' | 'bills' | 'donations' | 'journal_entries' | 'project_tasks' | 'employees' | 'payroll_runs'
  | 'purchase_requests' | 'purchase_orders' | 'inventory' | 'budgets' | 'customers' | 'vendors' | 'donors',
  number
>;

/**
 * get_organization_data's bundle (supabase/schemas/tenancy/functions/get_organization_data.sql,
 * bounded by private.bundle_limit()): the organization's rows per table, documents with their lines
 * nested; every list but funds, accounts, the chart's reference lists and projects capped at
 * `limit` rows (the newest) with its full count in `totals`: a screen needing the whole list reads
 * its paged RPC. A type alias, not an interface, so it stays a plain record.
 */
export type OrganizationData = {
  funds: Row<'funds'>[];
  accounts: Row<'accounts'>[];
  account_categories: Row<'account_categories'>[];
  account_types: Row<'account_types'>[];
  account_descriptions: Row<'account_descriptions'>[];
  projects: Row<'projects'>[];
  project_tasks: Row<'project_tasks'>[];
  transactions: Row<'transactions'>[];
  invoices: (Row<'invoices'> & { invoice_lines: Row<'invoice_lines'>[] })[];
  bills: (Row<'bills'> & { bill_lines: Row<'bill_lines'>[] })[];
  donations: Row<'donations'>[];
  journal_entries: (Row<'journal_entries'> & { journal_entry_lines: Row<'journal_entry_lines'>[] })[];
  employees: Row<'employees'>[];
  payroll_runs: (Row<'payroll_runs'> & { lines: Row<'payroll_run_lines'>[] })[];
  purchase_requests: (Row<'purchase_requests'> & { items: Row<'purchase_request_items'>[] })[];
  purchase_orders: (Row<'purchase_orders'> & { items: Row<'purchase_order_items'>[] })[];
  inventory: Row<'inventory'>[];
  budgets: (Row<'budgets'> & { line_items: Row<'budget_line_items'>[] })[];
  customers: Row<'customers'>[];
  vendors: Row<'vendors'>[];
  donors: Row<'donors'>[];
  organization_settings: Row<'organization_settings'> | null;
  totals: BundleTotals;
  limit: number;
};
