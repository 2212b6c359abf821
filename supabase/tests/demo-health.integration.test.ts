// The demo reads like a healthy organization: the demo user signs in through
// supabase-js and reads both organizations' figures from the ledger's own RPCs. The test checks
// properties of whatever the seed generated (dates count back from today), never fixed figures:
// cash positive at every month end, net assets without donor restrictions positive, revenue above
// expenses in most months, most projects within budget, restricted funds released as they are
// spent (and never overspent), and data for every screen that exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { DEMO_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_SECOND_ORGANIZATION } from '../seed/demo.ts';

interface AccountRow {
  id: string;
  code: string;
  category: string;
  system_key: string | null;
  account_types: { name: string } | null;
}

interface BalanceRow {
  account_id: string;
  fund_id: string;
  balance: number | string;
}

interface FundRow {
  id: string;
  name: string;
  restriction: string;
  balance: number | string;
  released: number | string;
}

interface Ledger {
  organizationId: string;
  accounts: Map<string, AccountRow>;
  cashAccounts: Set<string>;
  /** Month starts (YYYY-MM-01) from the first month of activity to this month. */
  months: string[];
}

let backend: TestBackend;
let client: SupabaseClient;
const ledgers = new Map<string, Ledger>();

/** Cents of a numeric from the database (string or number), exact for two decimals. */
function cents(value: number | string): number {
  return Math.round(Number(value) * 100);
}

function monthEnd(month: string): string {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The last day of a month, or today for the current month. */
function cutOff(month: string): string {
  const end = monthEnd(month);
  return end < today() ? end : today();
}

async function data<T>(request: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<NonNullable<T>> {
  const { data: value, error } = await request;
  if (error) throw new Error(error.message);
  if (value === null || value === undefined) throw new Error('no data');
  return value;
}

async function loadLedger(name: string): Promise<Ledger> {
  const organizations = await data(client.from('organizations').select('id, name').eq('name', name));
  const organizationId = organizations[0]?.id as string;
  const accounts = (await data(client.from('accounts').select('id, code, category, system_key, account_types(name)').eq('organization_id', organizationId))) as unknown as AccountRow[];
  const settings = await data(client.from('organization_settings').select('default_cash_account_id').eq('organization_id', organizationId).single());
  const cashAccounts = new Set(
    accounts
      .filter((a) => a.category === 'Assets' && (['cash', 'savings'].includes(a.system_key ?? '') || a.account_types?.name === 'Bank' || a.id === settings.default_cash_account_id))
      .map((a) => a.id),
  );
  const first = await data(client.from('journal_entries').select('entry_date').eq('organization_id', organizationId).eq('status', 'posted')
    .neq('source_type', 'opening_balance').order('entry_date').limit(1).single());
  const months: string[] = [];
  for (let m = new Date(`${String(first.entry_date).slice(0, 7)}-01T00:00:00Z`); m.toISOString().slice(0, 10) <= today(); m.setUTCMonth(m.getUTCMonth() + 1)) {
    months.push(m.toISOString().slice(0, 10));
  }
  return { organizationId, accounts: new Map(accounts.map((a) => [a.id, a])), cashAccounts, months };
}

async function balances(ledger: Ledger, from: string | null, to: string): Promise<BalanceRow[]> {
  return (await data(client.rpc('get_account_balances', { p_organization_id: ledger.organizationId, p_from: from, p_to: to }))) as BalanceRow[];
}

async function funds(ledger: Ledger, asOf: string): Promise<FundRow[]> {
  return (await data(client.rpc('get_funds', { p_organization_id: ledger.organizationId, p_as_of: asOf }))) as FundRow[];
}

function sumWhere(rows: BalanceRow[], ledger: Ledger, keep: (account: AccountRow) => boolean): number {
  return rows.reduce((sum, row) => {
    const account = ledger.accounts.get(row.account_id);
    return account && keep(account) ? sum + cents(row.balance) : sum;
  }, 0);
}

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true }, { demoFromTemplate: true, mounts: [productWorker()] });
  client = createTestClient(backend.url, backend.anonKey);
  const signIn = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  for (const name of [DEMO_ORGANIZATION, DEMO_SECOND_ORGANIZATION]) ledgers.set(name, await loadLedger(name));
});

afterAll(async () => {
  await backend?.stop();
});

describe.each([DEMO_ORGANIZATION, DEMO_SECOND_ORGANIZATION])('%s reads as a healthy organization', (name) => {
  const ledger = (): Ledger => {
    const found = ledgers.get(name);
    if (!found) throw new Error(`${name} not loaded`);
    return found;
  };

  it('has cash above zero at every month end', async () => {
    const l = ledger();
    expect(l.months.length).toBeGreaterThanOrEqual(12);
    const low: string[] = [];
    for (const month of l.months) {
      const cash = sumWhere(await balances(l, null, cutOff(month)), l, (a) => l.cashAccounts.has(a.id));
      if (cash <= 0) low.push(`${month}: ${cash / 100}`);
    }
    expect(low).toEqual([]);
  });

  it('has net assets without donor restrictions above zero at every month end, and no restricted fund below zero', async () => {
    const l = ledger();
    const problems: string[] = [];
    for (const month of l.months) {
      const rows = await funds(l, cutOff(month));
      const unrestricted = rows.filter((f) => f.restriction === 'without_donor_restrictions').reduce((sum, f) => sum + cents(f.balance), 0);
      if (unrestricted <= 0) problems.push(`${month}: without donor restrictions ${unrestricted / 100}`);
      for (const fund of rows.filter((f) => f.restriction === 'with_donor_restrictions' && cents(f.balance) < 0)) {
        problems.push(`${month}: ${fund.name} ${cents(fund.balance) / 100}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes in more than it spends in most months, and over the last twelve months', async () => {
    const l = ledger();
    const monthly: Array<[string, number, number]> = [];
    // Each month's Statement of Activities: a year-end close (the demo closes last fiscal year)
    // moves a year's revenue and expenses into net assets and is not activity of its month.
    for (const month of l.months) {
      const report = (await data(client.rpc('report_statement_of_activities', { p_organization_id: l.organizationId, p_from: month, p_to: cutOff(month) }))) as {
        sections: Array<{ key: string; total: { total: number | string } }>;
      };
      const total = (key: string) => cents(report.sections.find((section) => section.key === key)?.total.total ?? 0);
      monthly.push([month, total('revenue'), total('expenses')]);
    }
    const surplusMonths = monthly.filter(([, revenue, expenses]) => revenue > expenses).length;
    expect(surplusMonths / monthly.length, JSON.stringify(monthly)).toBeGreaterThan(0.6);
    const lastYear = monthly.slice(-12);
    const revenue = lastYear.reduce((sum, [, r]) => sum + r, 0);
    const expenses = lastYear.reduce((sum, [, , e]) => sum + e, 0);
    expect(revenue).toBeGreaterThan(expenses);
  });

  it('keeps most projects within their budget', async () => {
    const l = ledger();
    const summary = (await data(client.rpc('get_dashboard_summary', { p_organization_id: l.organizationId }))) as {
      projects: Array<{ name: string; budget: number | null; spent: number }>;
    };
    const budgeted = summary.projects.filter((p) => p.budget !== null && Number(p.budget) > 0);
    expect(budgeted.length).toBeGreaterThan(0);
    const within = budgeted.filter((p) => cents(p.spent) <= cents(p.budget ?? 0));
    expect(within.length / budgeted.length, JSON.stringify(budgeted)).toBeGreaterThan(0.5);
  });

  it('releases restricted funds as they are spent: expenses are recorded without donor restrictions, and every restricted fund with gifts older than two months has releases', async () => {
    const l = ledger();
    const rows = await funds(l, today());
    const restricted = rows.filter((f) => f.restriction === 'with_donor_restrictions');
    expect(restricted.length).toBeGreaterThan(0);
    const restrictedIds = new Set(restricted.map((f) => f.id));
    const all = await balances(l, null, today());
    const restrictedExpenses = all.filter((row) => restrictedIds.has(row.fund_id) && l.accounts.get(row.account_id)?.category === 'Expenses' && cents(row.balance) !== 0);
    expect(restrictedExpenses).toEqual([]);
    const twoMonthsAgo = new Date();
    twoMonthsAgo.setUTCMonth(twoMonthsAgo.getUTCMonth() - 2);
    for (const fund of restricted) {
      const gifts = await data(client.from('donations').select('id').eq('fund_id', fund.id).lte('donation_date', twoMonthsAgo.toISOString().slice(0, 10)).limit(1));
      if (gifts.length > 0) expect(cents(fund.released), fund.name).toBeGreaterThan(0);
    }
  });
});

describe('every screen that exists has demo data', () => {
  it.each([DEMO_ORGANIZATION, DEMO_SECOND_ORGANIZATION])('%s has transactions in each of the last twelve months, accounts with balances, funds and manual journal entries', async (name) => {
    const l = ledgers.get(name);
    if (!l) throw new Error(name);
    const transactions = await data(client.from('transactions').select('date').eq('organization_id', l.organizationId));
    const monthsWithTransactions = new Set(transactions.map((t) => String(t.date).slice(0, 7)));
    for (const month of l.months.slice(-12)) expect(monthsWithTransactions.has(month.slice(0, 7)), `transactions in ${month}`).toBe(true);
    const all = await balances(l, null, today());
    const accountsWithBalance = new Set(all.filter((row) => cents(row.balance) !== 0).map((row) => row.account_id));
    expect(accountsWithBalance.size).toBeGreaterThanOrEqual(8);
    const fundRows = await funds(l, today());
    expect(fundRows.filter((f) => f.restriction === 'with_donor_restrictions' && cents(f.released) > 0).length).toBeGreaterThan(0);
    const manual = await data(client.from('journal_entries').select('id, description').eq('organization_id', l.organizationId).eq('source_type', 'manual'));
    const descriptions = new Set(manual.map((e) => String(e.description).replace(/\d{4}-\d{2}/, '')));
    expect(manual.length).toBeGreaterThanOrEqual(3);
    expect(descriptions.size, 'different kinds of manual entries').toBeGreaterThanOrEqual(3);
  });
});

describe(`${DEMO_ORGANIZATION} reads as a healthy food bank to a finance person`, () => {
  const foodBank = (): Ledger => {
    const found = ledgers.get(DEMO_ORGANIZATION);
    if (!found) throw new Error('food bank not loaded');
    return found;
  };

  /** The last twelve whole months (month starts), oldest first. */
  const lastTwelveMonths = (l: Ledger): string[] => l.months.slice(-13, -1);

  it('spends more than 80% of its expenses on programs over the last twelve months', async () => {
    const l = foodBank();
    const months = lastTwelveMonths(l);
    const report = (await data(client.rpc('report_program_expenses', { p_organization_id: l.organizationId, p_from: months[0], p_to: monthEnd(months.at(-1) ?? '') }))) as {
      program_ratio: number | null; program_expenses: number | null; total_expenses: number | null;
    };
    expect(Number(report.total_expenses)).toBeGreaterThan(0);
    expect(Number(report.program_expenses) / Number(report.total_expenses), `program ${report.program_expenses} of ${report.total_expenses}`).toBeGreaterThan(0.8);
  });

  it('grows its donor base: new donors give for the first time in most months', async () => {
    const l = foodBank();
    const gifts = await data(client.from('donations').select('donor_id, donation_date').eq('organization_id', l.organizationId).not('donor_id', 'is', null).order('donation_date'));
    const first = new Map<string, string>();
    for (const gift of gifts) if (!first.has(String(gift.donor_id))) first.set(String(gift.donor_id), String(gift.donation_date).slice(0, 7));
    const newDonorMonths = new Set(first.values());
    const months = lastTwelveMonths(l).map((m) => m.slice(0, 7));
    const withNewDonors = months.filter((m) => newDonorMonths.has(m));
    expect(withNewDonors.length / months.length, `months with a first gift: ${withNewDonors.join(', ')}`).toBeGreaterThan(0.75);
    const before = [...first.values()].filter((m) => m < (months[0] ?? '')).length;
    expect(first.size, 'donors now against a year ago').toBeGreaterThan(before * 1.1);
  });

  it('leaves no payment older than 60 days uncleared once its reconciliations are finished', async () => {
    const l = foodBank();
    const reconciliations = await data(client.from('bank_reconciliations').select('id, account_id, status, statement_start_date, statement_end_date')
      .eq('organization_id', l.organizationId).order('statement_end_date'));
    const finished = reconciliations.filter((r) => r.status === 'finished');
    expect(finished.length).toBeGreaterThan(0);
    const current = reconciliations.find((r) => r.status === 'in_progress') ?? finished.at(-1);
    const page = (await data(client.rpc('search_bank_reconciliation_ledger', { p_reconciliation_id: current?.id, p_sort: 'date', p_direction: 'asc', p_limit: 200 }))) as {
      rows: Array<{ entry_date: string; amount: number | string; description: string; cleared: boolean }>;
    };
    const cutoff = new Date();
    cutoff.setUTCDate(cutoff.getUTCDate() - 60);
    const stale = page.rows.filter((row) => !row.cleared && Number(row.amount) < 0 && row.entry_date < cutoff.toISOString().slice(0, 10));
    expect(stale.map((row) => `${row.entry_date} ${row.description} ${row.amount}`).join('; ')).toBe('');
  });

  it('remits its payroll liabilities monthly: nothing older than last month is owed, and what is owed is the ledger\'s Accrued Payroll Liabilities', async () => {
    const l = foodBank();
    const owed = (await data(client.rpc('payroll_liabilities', { p_organization_id: l.organizationId }))) as Array<{ period: string; owed: number | string; agency: string; item: string }>;
    const lastMonth = l.months.at(-2) ?? '';
    expect(owed.filter((row) => row.period < lastMonth)).toEqual([]);
    const accrued = [...l.accounts.values()].find((a) => a.system_key === 'accrued_payroll');
    const ledgerBalance = (await balances(l, null, today())).filter((row) => row.account_id === accrued?.id).reduce((sum, row) => sum + cents(row.balance), 0);
    expect(owed.reduce((sum, row) => sum + cents(row.owed), 0)).toBe(ledgerBalance);
    // Benefits are real: the runs itemise an employer health plan and a retirement deduction.
    const all = (await data(client.rpc('payroll_liabilities', { p_organization_id: l.organizationId, p_open_only: false }))) as Array<{ kind: string; paid_by: string; accrued: number }>;
    expect(all.some((row) => row.kind === 'benefit' && row.paid_by === 'employer' && row.accrued > 0)).toBe(true);
    expect(all.some((row) => row.kind === 'benefit' && row.paid_by === 'employee' && row.accrued > 0)).toBe(true);
  });

  it('serves customers in its own region', async () => {
    const l = foodBank();
    const settings = await data(client.from('organization_settings').select('region').eq('organization_id', l.organizationId).single());
    const customers = await data(client.from('customers').select('name, address').eq('organization_id', l.organizationId));
    expect(customers.length).toBeGreaterThan(0);
    const elsewhere = customers.filter((c) => !new RegExp(`, ${String(settings.region)} \\d{5}$`).test(String(c.address ?? '')));
    expect(elsewhere).toEqual([]);
  });
});
