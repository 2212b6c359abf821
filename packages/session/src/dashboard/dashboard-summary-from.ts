// get_dashboard_summary's declared answer (public.dashboard_summary) as the widgets read it: money
// as integer cents so they add and compare exactly, dates as 'yyyy-mm-dd' strings. The generated
// types make every attribute nullable; here no amount is zero, no text is empty and no list is
// empty, except a project's budget, where none means the project has no budget.
import { toCents } from '@missionbase/domain/dashboard-summary';
import type { DashboardSummary } from '@missionbase/domain/dashboard-summary';
import type { FunctionReturns } from '../database/database.types';

type Answer = FunctionReturns<'get_dashboard_summary'>;

function cents(amount: number | null, where: string): number {
  return amount === null ? 0 : toCents(amount, where);
}

export function dashboardSummaryFrom(answer: Answer): DashboardSummary {
  const fiscalYear = answer.fiscal_year;
  const netAssets = answer.net_assets;
  return {
    organizationId: answer.organization_id ?? '',
    asOf: answer.as_of ?? '',
    currency: answer.currency ?? 'USD',
    fiscalYear: { startMonth: fiscalYear?.start_month ?? 1, start: fiscalYear?.start ?? '', end: fiscalYear?.end ?? '' },
    hasLedger: answer.has_ledger === true,
    cashOnHandCents: cents(answer.cash_on_hand, 'cash_on_hand'),
    cashAccounts: (answer.cash_accounts ?? []).map((row, i) => ({
      id: row.id ?? '',
      code: row.code ?? '',
      name: row.name ?? '',
      balanceCents: cents(row.balance, `cash_accounts[${i}].balance`),
    })),
    revenueCents: cents(answer.revenue, 'revenue'),
    expensesCents: cents(answer.expenses, 'expenses'),
    netAssets: {
      withoutDonorRestrictionsCents: cents(netAssets?.without_donor_restrictions ?? null, 'net_assets.without_donor_restrictions'),
      withDonorRestrictionsCents: cents(netAssets?.with_donor_restrictions ?? null, 'net_assets.with_donor_restrictions'),
      totalCents: cents(netAssets?.total ?? null, 'net_assets.total'),
    },
    funds: (answer.funds ?? []).map((row, i) => ({
      id: row.id ?? '',
      name: row.name ?? '',
      code: row.code,
      restriction: row.restriction === 'with_donor_restrictions' ? 'with_donor_restrictions' : 'without_donor_restrictions',
      balanceCents: cents(row.balance, `funds[${i}].balance`),
    })),
    monthly: (answer.monthly ?? []).map((row, i) => ({
      month: row.month ?? '',
      revenueCents: cents(row.revenue, `monthly[${i}].revenue`),
      expensesCents: cents(row.expenses, `monthly[${i}].expenses`),
    })),
    recentTransactions: (answer.recent_transactions ?? []).map((row, i) => ({
      id: row.id ?? '',
      entryDate: row.entry_date ?? '',
      description: row.description ?? '',
      reference: row.reference,
      sourceType: row.source_type ?? '',
      amountCents: cents(row.amount, `recent_transactions[${i}].amount`),
      cashChangeCents: cents(row.cash_change, `recent_transactions[${i}].cash_change`),
    })),
    projects: (answer.projects ?? []).map((row, i) => ({
      id: row.id ?? '',
      name: row.name ?? '',
      code: row.code,
      status: row.status ?? '',
      budgetCents: row.budget === null ? null : toCents(row.budget, `projects[${i}].budget`),
      spentCents: cents(row.spent, `projects[${i}].spent`),
      startDate: row.start_date,
      endDate: row.end_date,
    })),
  };
}
