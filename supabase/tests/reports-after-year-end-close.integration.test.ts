// After a year-end close, every view of the ledger describes the same ledger (the demo closes its
// last fiscal year): the chart of accounts' balances are the raw posted lines' (closing entries
// included, as the hledger export lists them) and tie to the Statement of Financial Position's net
// assets accounts; the General Ledger with its closing entries sums to the post-closing trial
// balance, which holds no revenue or expense; a fund's activity counts the rows it lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { signInToDemo } from './support/demo-sign-in.ts';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface ChartAccount { id: string; code: string; name: string; category: string; normal_balance: string; is_placeholder: boolean; own_balance: Money }
interface LedgerAccountLine { account_id: string; code: string; amount: Money; compare_amount: Money | null }
interface PositionLine { account_id: string | null; key?: string; amount: Money; compare_amount: Money | null; ledger_accounts?: LedgerAccountLine[]; not_closed?: Money; compare_not_closed?: Money | null }
interface Position { sections: { key: string; lines: PositionLine[]; total: Money }[] }
interface TableRow { key: string; label: string; kind: string; values: Record<string, Money | null>; drill?: Record<string, Record<string, unknown> | null> }
interface TrialBalance { rows: TableRow[]; balanced: boolean; closing_entries: boolean }
interface LedgerAccount { account_id: string; code: string; category: string; sign: string; opening: Money; debit: Money; credit: Money; closing: Money; line_count: number }
interface LedgerPage { accounts: LedgerAccount[]; totals: { debit: Money; credit: Money; line_count: number }; lines: { source_type: string; description: string; debit: Money; credit: Money }[] }

let backend: TestBackend;
let db: TestDatabase;
let client: SupabaseClient;
let org: string;
let yearStart: string;
let yearEnd: string;

const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100) + 0;

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(name, { p_organization_id: org, ...args });
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as unknown as T;
}

/** Debits - credits of every posted line per account up to a day, straight from the journal: what `hledger bal` of the export reads. */
async function rawBalances(asOf: string): Promise<Map<string, number>> {
  const rows = await db.query<{ account_id: string; net: string }>(
    `select l.account_id, sum(l.debit - l.credit)::text as net from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id
     where l.organization_id = $1 and e.status = 'posted' and e.entry_date <= $2 group by l.account_id`, [org, asOf]);
  return new Map(rows.map((r) => [r.account_id, cents(r.net)]));
}

/** A chart account's own balance, debit-positive. */
const chartNet = (account: ChartAccount) => (account.normal_balance === 'debit' ? 1 : -1) * cents(account.own_balance) + 0;

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true }, { demoFromTemplate: true, mounts: [productWorker()] });
  db = new TestDatabase(backend.databaseUrl);
  ({ client, organizationId: org } = await signInToDemo(backend));
  const closes = await client.from('fiscal_year_closes').select('fiscal_year_start, fiscal_year_end').eq('organization_id', org).is('reopened_at', null);
  if (closes.error) throw closes.error;
  const close = (closes.data as { fiscal_year_start: string; fiscal_year_end: string }[])[0];
  if (!close) throw new Error('the demo has no closed fiscal year');
  yearStart = close.fiscal_year_start;
  yearEnd = close.fiscal_year_end;
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('after a year-end close the views describe the same ledger', () => {
  it('the chart of accounts shows every posted line, closing entries included, as the hledger export does', async () => {
    for (const asOf of [yearEnd, new Date().toISOString().slice(0, 10)]) {
      const chart = await rpc<ChartAccount[]>('get_chart_of_accounts', { p_as_of: asOf });
      const raw = await rawBalances(asOf);
      for (const account of chart.filter((candidate) => !candidate.is_placeholder)) {
        expect(chartNet(account), `${account.code} ${account.name} as of ${asOf}`).toBe(raw.get(account.id) ?? 0);
      }
      // The closed year's revenue and expenses are in net assets: as of its last day they read zero.
      if (asOf === yearEnd) {
        const closed = await db.query<{ n: string }>(
          `select count(*)::text as n from public.journal_entries where organization_id = $1 and source_type = 'year_end_close' and entry_date = $2`, [org, yearEnd]);
        expect(closed[0]?.n).toBe('1');
      }
    }
  });

  it("the chart's balance of each account is the Statement of Financial Position's line for it", async () => {
    for (const asOf of [yearEnd, new Date().toISOString().slice(0, 10)]) {
      const chart = await rpc<ChartAccount[]>('get_chart_of_accounts', { p_as_of: asOf });
      const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: asOf, p_compare_as_of: yearEnd });
      const onStatement = new Map<string, number>();
      let notClosed = 0;
      for (const section of position.sections) {
        for (const line of section.lines) {
          if (line.account_id) onStatement.set(line.account_id, cents(line.amount));
          for (const account of line.ledger_accounts ?? []) onStatement.set(account.account_id, (onStatement.get(account.account_id) ?? 0) + cents(account.amount));
          if (section.key === 'net_assets') {
            // A class is its net assets accounts plus what is not yet closed.
            expect((line.ledger_accounts ?? []).reduce((sum, account) => sum + cents(account.amount), 0) + cents(line.not_closed), line.key).toBe(cents(line.amount));
            notClosed += cents(line.not_closed);
          }
        }
      }
      let chartIncome = 0;
      for (const account of chart.filter((candidate) => !candidate.is_placeholder)) {
        // The statement reads assets debit-positive, liabilities and net assets credit-positive.
        const balance = (account.category === 'Assets' ? 1 : -1) * chartNet(account) + 0;
        if (account.category === 'Revenue' || account.category === 'Expenses') {
          chartIncome += chartNet(account);
          continue;
        }
        expect(onStatement.get(account.id) ?? 0, `${account.code} ${account.name} as of ${asOf}`).toBe(balance);
      }
      // Revenue less expenses on the chart (credit-positive) is what the statement has not yet closed.
      expect(-chartIncome + 0).toBe(notClosed);
      if (asOf === yearEnd) expect(notClosed).toBe(0);
    }
  });

  it('the post-closing trial balance has no revenue or expense left and balances', async () => {
    const trial = await rpc<TrialBalance>('report_trial_balance', { p_from: yearStart, p_to: yearEnd, p_closing_entries: true });
    expect(trial.closing_entries).toBe(true);
    expect(trial.balanced).toBe(true);
    const chart = await rpc<ChartAccount[]>('get_chart_of_accounts', { p_as_of: yearEnd });
    const categories = new Map(chart.map((account) => [account.id, account.category]));
    const income = trial.rows.filter((r) => r.kind === 'line' && ['Revenue', 'Expenses'].includes(categories.get(r.key) ?? ''));
    expect(income.length).toBeGreaterThan(5);
    for (const r of income) {
      expect(cents(r.values.closing_debit), r.label).toBe(0);
      expect(cents(r.values.closing_credit), r.label).toBe(0);
    }
    // The drill-down of a post-closing cell keeps the closing entries.
    expect(income[0]?.drill?.credit).toMatchObject({ closing: true });
    // Without the closing entries (the adjusted trial balance) the year's revenue is still there.
    const adjusted = await rpc<TrialBalance>('report_trial_balance', { p_from: yearStart, p_to: yearEnd });
    expect(adjusted.rows.some((r) => ['Revenue', 'Expenses'].includes(categories.get(r.key) ?? '') && cents(r.values.closing_credit) + cents(r.values.closing_debit) !== 0)).toBe(true);
  });

  it('the General Ledger with its closing entries sums to the post-closing trial balance', async () => {
    const ledger = await rpc<LedgerPage>('report_ledger_lines', { p_from: yearStart, p_to: yearEnd, p_limit: 1, p_closing_entries: true });
    const trial = await rpc<TrialBalance>('report_trial_balance', { p_from: yearStart, p_to: yearEnd, p_closing_entries: true });
    const tb = new Map(trial.rows.filter((r) => r.kind === 'line').map((r) => [r.key, r.values]));
    let incomeOpening = 0;
    let closingTotal = 0;
    for (const account of ledger.accounts) {
      const sign = account.sign === 'credit' ? -1 : 1;
      const opening = sign * cents(account.opening) + 0;
      const closing = sign * cents(account.closing) + 0;
      closingTotal += closing;
      const values = tb.get(account.account_id);
      expect(cents(values?.debit), account.code).toBe(cents(account.debit));
      expect(cents(values?.credit), account.code).toBe(cents(account.credit));
      if (account.category === 'Revenue' || account.category === 'Expenses') {
        // Earlier years not closed stay in revenue and expenses: the trial balance shows them as one line.
        incomeOpening += opening;
        expect(closing - opening, account.code).toBe(cents(values?.debit) - cents(values?.credit));
      } else {
        expect(opening, account.code).toBe(cents(values?.opening));
        expect(closing, account.code).toBe(cents(values?.closing_debit) - cents(values?.closing_credit));
      }
    }
    expect(incomeOpening).toBe(cents(tb.get('prior-years')?.opening));
    expect(closingTotal).toBe(0);
    const total = trial.rows.find((r) => r.key === 'total')?.values;
    expect(cents(ledger.totals.debit)).toBe(cents(total?.debit));
    expect(cents(ledger.totals.credit)).toBe(cents(total?.credit));
  });

  it('the General Ledger lists the closing entry, labelled, and leaves it out when asked', async () => {
    const revenue = (await rpc<ChartAccount[]>('get_chart_of_accounts', {})).find((account) => account.code === '4010');
    const withClose = await rpc<LedgerPage>('report_ledger_lines', { p_from: yearEnd, p_to: yearEnd, p_account_ids: [revenue?.id], p_limit: 1000, p_closing_entries: true });
    const without = await rpc<LedgerPage>('report_ledger_lines', { p_from: yearEnd, p_to: yearEnd, p_account_ids: [revenue?.id], p_limit: 1000 });
    const closing = withClose.lines.filter((line) => line.source_type === 'year_end_close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing[0]?.description).toBe('Year-end close');
    expect(without.lines.some((line) => line.source_type === 'year_end_close')).toBe(false);
    expect(withClose.totals.line_count).toBe(without.totals.line_count + closing.length);
    expect(cents(withClose.accounts[0]?.closing)).toBe(0);
  });

  it("a fund's activity counts and totals the lines it lists, closing entries included", async () => {
    const { data: funds } = await client.from('funds').select('id').eq('organization_id', org);
    for (const fund of (funds ?? []) as { id: string }[]) {
      const { data, error } = await client.rpc('get_fund_activity', { p_fund_id: fund.id, p_from: yearEnd, p_to: yearEnd, p_limit: 500 });
      if (error) throw error;
      const page = data as { total: number; totals: { debit: Money; credit: Money }; rows: { debit: Money; credit: Money }[] };
      expect(page.total).toBe(page.rows.length);
      expect(cents(page.totals.debit)).toBe(page.rows.reduce((sum, line) => sum + cents(line.debit), 0));
      expect(cents(page.totals.credit)).toBe(page.rows.reduce((sum, line) => sum + cents(line.credit), 0));
    }
  });
});
