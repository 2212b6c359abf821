// An organization bundle with no rows: the base of test fixtures (spread it and set the lists a
// test needs), and a typed stand-in wherever a bundle must exist before the first load.
import type { OrganizationData } from './organization-types';

export function emptyOrganizationData(): OrganizationData {
  return {
    funds: [],
    accounts: [],
    account_categories: [],
    account_types: [],
    account_descriptions: [],
    projects: [],
    project_tasks: [],
    transactions: [],
    invoices: [],
    bills: [],
    donations: [],
    journal_entries: [],
    employees: [],
    payroll_runs: [],
    purchase_requests: [],
    purchase_orders: [],
    inventory: [],
    budgets: [],
    customers: [],
    vendors: [],
    donors: [],
    organization_settings: null,
    totals: { transactions: 0, invoices: 0, bills: 0, donations: 0, journal_entries: 0 },
    limit: 0,
  };
}
