// The dashboard's figures from get_dashboard_summary's declared answer: exact cents, and what a
// null attribute means.
import { describe, expect, it } from 'vitest';
import { dashboardSummaryFrom } from './dashboard-summary-from';

const answer = {
  organization_id: 'org-1',
  as_of: '2026-11-22',
  currency: 'USD',
  fiscal_year: { start_month: 7, start: '2026-07-01', end: '2027-06-30' },
  has_ledger: true,
  cash_on_hand: 1250.45,
  cash_accounts: [{ id: 'a1', code: '1010', name: 'Cash - Operating', balance: 750.45 }],
  revenue: 1500,
  expenses: 300.1,
  net_assets: { without_donor_restrictions: 950.45, with_donor_restrictions: 500, total: 1450.45 },
  funds: [{ id: 'f1', name: 'General Operating', code: null, restriction: 'without_donor_restrictions', balance: 950.45 }],
  monthly: [{ month: '2026-11-01', revenue: 0.1, expenses: 0.2 }],
  budget: null,
  recent_transactions: [{ id: 'e1', entry_date: '2026-11-22', description: 'Rent', reference: null, source_type: 'transaction', amount: 300.1, cash_change: -300.1 }],
  projects: [{ id: 'p1', name: 'Pantry', code: null, status: 'active', budget: null, budget_source: 'project', spent: 12345678901.23, start_date: null, end_date: null }],
};

describe('dashboardSummaryFrom', () => {
  it('turns every amount into exact integer cents', () => {
    const summary = dashboardSummaryFrom(answer);
    expect(summary.cashOnHandCents).toBe(125045);
    expect(summary.expensesCents).toBe(30010);
    expect(summary.monthly[0]).toEqual({ month: '2026-11-01', revenueCents: 10, expensesCents: 20 });
    expect(summary.netAssets.totalCents).toBe(145045);
    expect(summary.recentTransactions[0]?.cashChangeCents).toBe(-30010);
    expect(summary.projects[0]?.budgetCents).toBeNull();
    expect(summary.projects[0]?.spentCents).toBe(1234567890123);
    expect(summary.fiscalYear).toEqual({ startMonth: 7, start: '2026-07-01', end: '2027-06-30' });
  });

  it('reads no amount as zero and no list as an empty one', () => {
    const summary = dashboardSummaryFrom({ ...answer, revenue: null, funds: null, net_assets: null });
    expect(summary.revenueCents).toBe(0);
    expect(summary.funds).toEqual([]);
    expect(summary.netAssets).toEqual({ withoutDonorRestrictionsCents: 0, withDonorRestrictionsCents: 0, totalCents: 0 });
  });
});
