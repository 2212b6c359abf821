// Unit tests of what a realtime change of one table makes stale.
import { describe, expect, it } from 'vitest';
import { effectsOfTableChange, isOrganizationQueryKey, mergeEffects } from './table-invalidation';

describe('effectsOfTableChange', () => {
  it('a transaction invalidates the transaction queries, the ledger figures and the bundle of that organization', () => {
    expect(effectsOfTableChange('transactions', 'org-1')).toEqual({
      queryKeys: [
        ['transactions', 'org-1'],
        ['ledger', 'org-1'],
      ],
      reloadBundle: true,
      reloadDashboardData: false,
    });
  });

  it('every posting document and the ledger itself invalidate the ledger key', () => {
    for (const table of ['journal_entries', 'journal_entry_lines', 'invoices', 'bills', 'donations', 'payroll_runs']) {
      expect(effectsOfTableChange(table, 'org-1').queryKeys, table).toContainEqual(['ledger', 'org-1']);
    }
  });

  it('a table that moves no figure invalidates only its own queries', () => {
    expect(effectsOfTableChange('employees', 'org-1')).toEqual({ queryKeys: [['employees', 'org-1']], reloadBundle: true, reloadDashboardData: false });
    expect(effectsOfTableChange('audit_log', 'org-1')).toEqual({ queryKeys: [['audit_log', 'org-1']], reloadBundle: false, reloadDashboardData: false });
  });

  it('subscriptions and notifications reload the dashboard data, not the bundle (SPEC section 4)', () => {
    for (const table of ['subscriptions', 'notifications']) {
      expect(effectsOfTableChange(table, 'org-1')).toEqual({ queryKeys: [[table, 'org-1']], reloadBundle: false, reloadDashboardData: true });
    }
  });
});

describe('mergeEffects', () => {
  it('a saved document touching several tables costs each key and each reload once', () => {
    const merged = mergeEffects(['transactions', 'journal_entries', 'journal_entry_lines', 'audit_log'].map((table) => effectsOfTableChange(table, 'org-1')));
    expect(merged.queryKeys).toEqual([
      ['transactions', 'org-1'],
      ['ledger', 'org-1'],
      ['journal_entries', 'org-1'],
      ['journal_entry_lines', 'org-1'],
      ['audit_log', 'org-1'],
    ]);
    expect(merged).toMatchObject({ reloadBundle: true, reloadDashboardData: false });
  });
});

describe('isOrganizationQueryKey', () => {
  it('matches the keys of the organization whatever the entity', () => {
    expect(isOrganizationQueryKey(['funds', 'org-1', { page: 2 }], 'org-1')).toBe(true);
    expect(isOrganizationQueryKey(['ledger', 'org-1', 'dashboard-summary'], 'org-1')).toBe(true);
    expect(isOrganizationQueryKey(['funds', 'org-2'], 'org-1')).toBe(false);
  });
  it('a change of a table shown inside another screen makes that screen\'s queries stale too', () => {
    expect(effectsOfTableChange('employee_allocations', 'org-1').queryKeys).toEqual([['employee_allocations', 'org-1'], ['employees', 'org-1']]);
    expect(effectsOfTableChange('bill_lines', 'org-1').queryKeys).toEqual([['bill_lines', 'org-1'], ['bills', 'org-1'], ['purchase_orders', 'org-1'], ['ledger', 'org-1']]);
    expect(effectsOfTableChange('task_comments', 'org-1').queryKeys).toEqual([['task_comments', 'org-1'], ['project_tasks', 'org-1']]);
  });
});
