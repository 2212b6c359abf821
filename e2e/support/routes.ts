// Every route of SPEC section 2 with the app that owns it and the page title a user should see.
// Written out by hand from the spec (not imported from the apps), so a wrong title or owner fails.
export type Owner = 'shell' | 'mf_finance' | 'mf_projects' | 'mf_hr' | 'mf_supply_chain' | 'mf_settings' | 'mf_marketing';

export interface RouteExpectation {
  path: string;
  owner: Owner;
  /** The <h1> text; document.title is `${title} | Missionbase - Nonprofit Management`. */
  title: string;
  /** Checklist IDs this route's test proves. */
  ids: string[];
  /** The top bar's title when it differs from the page's <h1> (a detail page's own state). */
  topBar?: string;
}

export const TAGLINE = 'Missionbase - Nonprofit Management';

export function documentTitleFor(title: string): string {
  return `${title} | ${TAGLINE}`;
}

/** Public routes other than `/` (which has its own title), in mf-marketing's public layout. */
export const PUBLIC_ROUTES: RouteExpectation[] = [
  ['/features', 'Features'],
  ['/pricing', 'Pricing'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/gdpr', 'GDPR'],
  ['/help-center', 'Help Center'],
  ['/documentation', 'Documentation'],
  ['/community', 'Community'],
  ['/community/forums', 'Forums'],
  ['/community/events', 'Events'],
  ['/community/success-stories', 'Success Stories'],
  ['/blog', 'Blog'],
  ['/blog/our-first-grant', 'Our First Grant'],
  ['/careers', 'Careers'],
  ['/roadmap', 'Roadmap'],
  ['/templates', 'Templates'],
  ['/changelog', 'Changelog'],
].map(([path, title]) => ({ path: path!, owner: 'mf_marketing' as const, title: title!, ids: ['PUB-4', 'HEAD-1'] }));

function app(path: string, owner: Owner, title: string, ids: string[] = ['ROUTE-4', 'TOP-7'], topBar?: string): RouteExpectation {
  return topBar ? { path, owner, title, ids, topBar } : { path, owner, title, ids };
}

/** Every /app child, in the shell layout. */
export const APP_ROUTES: RouteExpectation[] = [
  app('/app/dashboard', 'shell', 'Dashboard'),
  app('/app/transactions', 'mf_finance', 'Transactions'),
  app('/app/accounts', 'mf_finance', 'Accounts'),
  app('/app/funds', 'mf_finance', 'Funds'),
  app('/app/reports', 'mf_finance', 'Reports'),
  app('/app/finance/invoices', 'mf_finance', 'Invoices'),
  app('/app/finance/bills', 'mf_finance', 'Bills'),
  app('/app/finance/donations', 'mf_finance', 'Donations'),
  app('/app/finance/budgeting', 'mf_finance', 'Budgeting'),
  app('/app/finance/journal-entries', 'mf_finance', 'Journal Entries'),
  app('/app/finance/reconciliation', 'mf_finance', 'Reconciliation'),
  app('/app/reports/activities', 'mf_finance', 'Statement of Activities', ['ROUTE-5']),
  app('/app/reports/position', 'mf_finance', 'Statement of Financial Position', ['ROUTE-5']),
  app('/app/reports/cashflows', 'mf_finance', 'Statement of Cash Flows', ['ROUTE-5']),
  app('/app/reports/budget-vs-actuals', 'mf_finance', 'Budget vs. Actuals', ['ROUTE-5']),
  app('/app/reports/donors', 'mf_finance', 'Donor Analysis', ['ROUTE-5']),
  app('/app/reports/fund-balance', 'mf_finance', 'Fund Balance Report', ['ROUTE-5']),
  app('/app/reports/inventory', 'mf_finance', 'Inventory Valuation', ['ROUTE-5']),
  app('/app/reports/program-expenses', 'mf_finance', 'Program Expense Analysis', ['ROUTE-5']),
  app('/app/reports/taxes', 'mf_finance', 'Taxes Report', ['ROUTE-5']),
  // Beyond the spec's nine: the accountant's two books.
  app('/app/reports/trial-balance', 'mf_finance', 'Trial Balance'),
  app('/app/reports/general-ledger', 'mf_finance', 'General Ledger'),
  app('/app/projects/overview', 'mf_projects', 'Overview'),
  app('/app/projects/tasks', 'mf_projects', 'Tasks'),
  app('/app/projects/gantt', 'mf_projects', 'Gantt Chart'),
  // A project id this organization does not have: mf_projects answers "Project not found" under
  // the route's top bar title, Project Details.
  app('/app/projects/7d0c7bb4-1d8e-4f5e-9a55-4a3c1e2f9b10', 'mf_projects', 'Project not found', ['ROUTE-4', 'TOP-7'], 'Project Details'),
  app('/app/hr/employees', 'mf_hr', 'Employees'),
  app('/app/hr/payroll', 'mf_hr', 'Payroll'),
  app('/app/supply-chain/purchase-requests', 'mf_supply_chain', 'Purchase Requests'),
  app('/app/supply-chain/purchase-orders', 'mf_supply_chain', 'Purchase Orders'),
  app('/app/supply-chain/inventory', 'mf_supply_chain', 'Inventory'),
  app('/app/settings/profile', 'mf_settings', 'Profile'),
  app('/app/settings/organization', 'mf_settings', 'Organization'),
  app('/app/settings/users', 'mf_settings', 'Users'),
  app('/app/settings/billing', 'mf_settings', 'Billing'),
  app('/app/settings/sales', 'mf_settings', 'Sales'),
  app('/app/settings/expenses', 'mf_settings', 'Expenses'),
  app('/app/settings/advanced', 'mf_settings', 'Advanced'),
];

/**
 * Paths that open another page: a default child, or a palette destination the sidebar names
 * differently (the chart of accounts lives at /app/accounts).
 */
export const DEFAULT_CHILD_ROUTES: (RouteExpectation & { landsOn: RegExp })[] = [
  { ...app('/app/projects', 'mf_projects', 'Overview', ['ROUTE-4', 'ROUTE-6']), landsOn: /\/app\/projects(\/overview)?$/ },
  { ...app('/app/settings', 'mf_settings', 'Profile', ['ROUTE-4']), landsOn: /\/app\/settings(\/profile)?$/ },
  { ...app('/app/chart-of-accounts', 'mf_finance', 'Accounts', ['ROUTE-6']), landsOn: /\/app\/(accounts|chart-of-accounts)$/ },
];

/** Port offset of each owner among the e2e servers (shell 4000, remotes 4001-4006). */
export const OWNER_PORT_OFFSET: Record<Owner, number> = {
  shell: 0,
  mf_finance: 1,
  mf_projects: 2,
  mf_hr: 3,
  mf_supply_chain: 4,
  mf_settings: 5,
  mf_marketing: 6,
};
