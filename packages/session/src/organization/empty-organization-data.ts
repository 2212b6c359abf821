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
    totals: {
      transactions: 0, invoices: 0, bills: 0, donations: 0, journal_entries: 0, project_tasks: 0, employees: 0, payroll_runs: 0,
      purchase_requests: 0, purchase_orders: 0, inventory: 0, budgets: 0, customers: 0, vendors: 0, donors: 0,
    },
    limit: 0,
  };
}
