// The dashboard's figures worked out in the test from the ledger itself (posted lines, their
// entries' dates, the chart and the funds read with the service role), to compare with the page.
import { serviceClient } from '../support/accounts.ts';

export interface LedgerFigures {
  cashCents: number;
  revenueCents: number;
  expensesCents: number;
  withoutCents: number;
  withCents: number;
  funds: Map<string, number>;
  projectSpent: Map<string, number>;
}

function cents(value: unknown): number {
  return Math.round(Number(value) * 100);
}

/** Cents as the dashboard shows them: dollars, thousands separators, two decimals. */
export function dollars(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const abs = Math.abs(amountCents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export async function ledgerFigures(organizationId: string): Promise<LedgerFigures> {
  const admin = serviceClient();
  const [lines, entries, accounts, funds, settings, projects] = await Promise.all([
    admin.from('journal_entry_lines').select('journal_entry_id, account_id, fund_id, project_id, debit, credit').eq('organization_id', organizationId),
    admin.from('journal_entries').select('id, entry_date, status').eq('organization_id', organizationId),
    admin.from('accounts').select('id, category, system_key').eq('organization_id', organizationId),
    admin.from('funds').select('id, name, restriction').eq('organization_id', organizationId),
    admin.from('organization_settings').select('fiscal_year_start_month').eq('organization_id', organizationId).single(),
    admin.from('projects').select('id, name').eq('organization_id', organizationId),
  ]);
  for (const result of [lines, entries, accounts, funds, settings, projects]) if (result.error) throw result.error;
  const today = new Date().toISOString().slice(0, 10);
  const startMonth = Number(settings.data?.fiscal_year_start_month ?? 1);
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < startMonth ? 1 : 0);
  const fiscalStart = `${year}-${String(startMonth).padStart(2, '0')}-01`;

  const entryById = new Map((entries.data ?? []).map((e) => [e.id as string, e]));
  const accountById = new Map((accounts.data ?? []).map((a) => [a.id as string, a]));
  const fundById = new Map((funds.data ?? []).map((f) => [f.id as string, f]));
  const projectById = new Map((projects.data ?? []).map((p) => [p.id as string, p.name as string]));
  const figures: LedgerFigures = {
    cashCents: 0, revenueCents: 0, expensesCents: 0, withoutCents: 0, withCents: 0,
    funds: new Map((funds.data ?? []).map((f) => [f.name as string, 0])),
    projectSpent: new Map((projects.data ?? []).map((p) => [p.name as string, 0])),
  };
  for (const line of lines.data ?? []) {
    const entry = entryById.get(line.journal_entry_id as string);
    const account = accountById.get(line.account_id as string);
    const fund = fundById.get(line.fund_id as string);
    if (!entry || !account || !fund || entry.status !== 'posted' || (entry.entry_date as string) > today) continue;
    const debit = cents(line.debit);
    const credit = cents(line.credit);
    if (account.system_key === 'cash' || account.system_key === 'savings') figures.cashCents += debit - credit;
    const inFiscalYear = (entry.entry_date as string) >= fiscalStart;
    if (account.category === 'Revenue' && inFiscalYear) figures.revenueCents += credit - debit;
    if (account.category === 'Expenses' && inFiscalYear) figures.expensesCents += debit - credit;
    if (account.category === 'Expenses' && line.project_id) {
      const name = projectById.get(line.project_id as string) ?? '';
      figures.projectSpent.set(name, (figures.projectSpent.get(name) ?? 0) + debit - credit);
    }
    if (['Net Assets', 'Revenue', 'Expenses'].includes(account.category as string)) {
      const change = credit - debit;
      figures.funds.set(fund.name as string, (figures.funds.get(fund.name as string) ?? 0) + change);
      if (fund.restriction === 'with_donor_restrictions') figures.withCents += change;
      else figures.withoutCents += change;
    }
  }
  return figures;
}
