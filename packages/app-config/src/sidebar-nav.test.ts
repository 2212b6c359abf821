// Unit tests of the sidebar's path rules.
import { describe, expect, it } from 'vitest';
import { SIDEBAR_BOTTOM, SIDEBAR_GROUPS, SIDEBAR_TOP, isGroupOpen, isLinkActive, pathIsWithin } from './sidebar-nav';

describe('sidebar path rules', () => {
  it('matches by whole segments', () => {
    expect(pathIsWithin('/app/hr/payroll', '/app/hr')).toBe(true);
    expect(pathIsWithin('/app/hr', '/app/hr')).toBe(true);
    expect(pathIsWithin('/app/hrx', '/app/hr')).toBe(false);
  });
  it('[SIDE-4] a group opens by itself under its base path unless the user toggled it', () => {
    expect(isGroupOpen('/app/projects/tasks', '/app/projects', undefined)).toBe(true);
    expect(isGroupOpen('/app/dashboard', '/app/projects', undefined)).toBe(false);
    expect(isGroupOpen('/app/projects/tasks', '/app/projects', false)).toBe(false);
    expect(isGroupOpen('/app/dashboard', '/app/projects', true)).toBe(true);
    expect(isGroupOpen('/app/transactions', '/app/finance', undefined, ['/app/transactions'])).toBe(true);
    expect(isGroupOpen('/app/hr/payroll', '/app/finance', undefined, ['/app/transactions'])).toBe(false);
  });
  it('[SIDE-5] Overview matches exactly, other links also below their path', () => {
    expect(isLinkActive('/app/projects/overview', '/app/projects/overview', true)).toBe(true);
    expect(isLinkActive('/app/projects/overview/x', '/app/projects/overview', true)).toBe(false);
    expect(isLinkActive('/app/reports/activities', '/app/reports')).toBe(true);
    expect(isLinkActive('/app/funds', '/app/reports')).toBe(false);
  });
});

describe('sidebar entries', () => {
  it('[SIDE-2] equal SPEC section 2: labels, paths and order', () => {
    expect(SIDEBAR_TOP).toEqual({ label: 'Dashboard', to: '/app/dashboard' });
    expect(SIDEBAR_BOTTOM).toEqual({ label: 'Settings', to: '/app/settings' });
    expect(SIDEBAR_GROUPS.map((group) => [group.label, group.base, group.links.map((link) => `${link.label} ${link.to}${link.exact ? ' exact' : ''}`)])).toEqual([
      [
        'Finance',
        '/app/finance',
        [
          'Fund Accounting /app/funds',
          'Chart of Accounts /app/accounts',
          'Transactions /app/transactions',
          'Budget /app/finance/budgeting',
          'Invoices /app/finance/invoices',
          'Bills /app/finance/bills',
          'Donations /app/finance/donations',
          'Journal Entry /app/finance/journal-entries',
          'Bank Reconciliation /app/finance/reconciliation',
          'Reports /app/reports',
        ],
      ],
      ['Projects', '/app/projects', ['Overview /app/projects/overview exact', 'Tasks /app/projects/tasks', 'Gantt Chart /app/projects/gantt']],
      ['Human Resources', '/app/hr', ['Employees /app/hr/employees', 'Payroll /app/hr/payroll']],
      [
        'Supply Chain',
        '/app/supply-chain',
        ['Purchase Requests /app/supply-chain/purchase-requests', 'Purchase Orders /app/supply-chain/purchase-orders', 'Inventory /app/supply-chain/inventory'],
      ],
    ]);
  });
});
