// The sidebar's entries, labels, paths and order exactly as SPEC section 2 lists them.
export interface SidebarLink {
  label: string;
  to: string;
  /** Active only on exactly this path (Overview), not below it. */
  exact?: boolean;
}

export interface SidebarGroup {
  label: string;
  base: string;
  links: readonly SidebarLink[];
}

export const SIDEBAR_TOP: SidebarLink = { label: 'Dashboard', to: '/app/dashboard' };

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  {
    label: 'Finance',
    base: '/app/finance',
    links: [
      { label: 'Fund Accounting', to: '/app/funds' },
      { label: 'Chart of Accounts', to: '/app/accounts' },
      { label: 'Transactions', to: '/app/transactions' },
      { label: 'Budget', to: '/app/finance/budgeting' },
      { label: 'Invoices', to: '/app/finance/invoices' },
      { label: 'Bills', to: '/app/finance/bills' },
      { label: 'Donations', to: '/app/finance/donations' },
      { label: 'Journal Entry', to: '/app/finance/journal-entries' },
      { label: 'Bank Reconciliation', to: '/app/finance/reconciliation' },
      { label: 'Reports', to: '/app/reports' },
    ],
  },
  {
    label: 'Projects',
    base: '/app/projects',
    links: [
      { label: 'Overview', to: '/app/projects/overview', exact: true },
      { label: 'Tasks', to: '/app/projects/tasks' },
      { label: 'Gantt Chart', to: '/app/projects/gantt' },
    ],
  },
  {
    label: 'Human Resources',
    base: '/app/hr',
    links: [
      { label: 'Employees', to: '/app/hr/employees' },
      { label: 'Payroll', to: '/app/hr/payroll' },
    ],
  },
  {
    label: 'Supply Chain',
    base: '/app/supply-chain',
    links: [
      { label: 'Purchase Requests', to: '/app/supply-chain/purchase-requests' },
      { label: 'Purchase Orders', to: '/app/supply-chain/purchase-orders' },
      { label: 'Inventory', to: '/app/supply-chain/inventory' },
    ],
  },
];

export const SIDEBAR_BOTTOM: SidebarLink = { label: 'Settings', to: '/app/settings' };
