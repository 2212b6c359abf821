// The reports tie out over the demo's generated ledger (transactions of every
// type, donations, invoices, bills, payroll, releases, opening balances...), read through supabase-js
// as the demo user: the position balances; the change in net assets equals the difference of two
// positions; releases are zero in total; the functional expense total equals total expenses; fund
// balances total net assets; the trial balance's debits equal its credits; the cash flow statement
// ends at the position's cash; and a drill-down's lines net to the figure they explain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { signInToDemo } from './support/demo-sign-in.ts';

type Money = number | string;
type Values = Record<string, Money | null>;
interface TableRow { key: string; label: string; kind: string; values: Values; drill?: Record<string, Record<string, unknown> | null> }
interface ReportTable { columns: { key: string; title: string }[]; rows: TableRow[]; [extra: string]: unknown }
interface Position { sections: { key: string; lines: { account_id: string | null; amount: Money }[]; total: Money }[]; total_assets: Money; total_liabilities_and_net_assets: Money; balanced: boolean }
interface Columns { without: Money; with: Money; total: Money }
interface Activities { sections: { key: string; total: Columns }[]; change_in_net_assets: Columns; net_assets_beginning: Columns; net_assets_end: Columns }

let backend: TestBackend;
let client: SupabaseClient;
let org: string;

const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(name, { p_organization_id: org, ...args });
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as unknown as T;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const row = (report: ReportTable, key: string): TableRow => {
  const found = report.rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true }, { demoFromTemplate: true, mounts: [productWorker()] });
  ({ client, organizationId: org } = await signInToDemo(backend));
});

afterAll(async () => {
  await backend?.stop();
});

describe('reports tie out over the demo ledger', () => {
  const periods: Array<[string, string]> = [[daysAgo(365), today()], [daysAgo(200), daysAgo(30)], [daysAgo(90), today()]];

  it('the position balances on several dates', async () => {
    for (const asOf of [today(), daysAgo(100), daysAgo(400)]) {
      const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: asOf });
      expect(position.balanced, asOf).toBe(true);
      expect(cents(position.total_assets)).toBe(cents(position.total_liabilities_and_net_assets));
      expect(cents(position.total_assets)).toBeGreaterThan(0);
    }
  });

  it('the change in net assets equals the difference of two positions, and releases are zero in total', async () => {
    for (const [from, to] of periods) {
      const activities = await rpc<Activities>('report_statement_of_activities', { p_from: from, p_to: to });
      const before = await rpc<Position>('report_statement_of_financial_position', { p_as_of: new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10) });
      const after = await rpc<Position>('report_statement_of_financial_position', { p_as_of: to });
      const net = (position: Position) => cents(position.sections.find((section) => section.key === 'net_assets')?.total);
      expect(cents(activities.change_in_net_assets.total)).toBe(net(after) - net(before));
      const releases = activities.sections.find((section) => section.key === 'releases');
      expect(cents(releases?.total.total)).toBe(0);
      expect(cents(releases?.total.without)).toBe(-cents(releases?.total.with));
    }
  });

  it('the functional expense total equals total expenses, and the functions add up to it', async () => {
    for (const [from, to] of periods) {
      const activities = await rpc<Activities>('report_statement_of_activities', { p_from: from, p_to: to });
      const matrix = await rpc<ReportTable & { total_expenses: Money; program_expenses: Money; management_general_expenses: Money; fundraising_expenses: Money; program_ratio: Money }>(
        'report_program_expenses', { p_from: from, p_to: to });
      const expenses = cents(activities.sections.find((section) => section.key === 'expenses')?.total.total);
      expect(expenses).toBeGreaterThan(0);
      expect(cents(matrix.total_expenses)).toBe(expenses);
      expect(cents(row(matrix, 'total').values.total)).toBe(expenses);
      expect(cents(matrix.program_expenses) + cents(matrix.management_general_expenses) + cents(matrix.fundraising_expenses)).toBe(expenses);
      const programColumns = matrix.columns.filter((column) => column.key.startsWith('program:'));
      expect(programColumns.reduce((sum, column) => sum + cents(row(matrix, 'total').values[column.key]), 0)).toBe(cents(matrix.program_expenses));
      for (const line of matrix.rows.filter((candidate) => candidate.kind === 'line')) {
        expect(cents(line.values.program) + cents(line.values.management_general) + cents(line.values.fundraising), line.label).toBe(cents(line.values.total));
      }
      expect(Number(matrix.program_ratio)).toBeGreaterThan(0.5);
    }
  });

  it('fund balances total net assets, and each fund rolls forward', async () => {
    for (const [from, to] of periods) {
      const funds = await rpc<ReportTable>('report_fund_balances', { p_from: from, p_to: to });
      const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: to });
      const total = row(funds, 'total').values;
      expect(cents(total.ending)).toBe(cents(position.sections.find((section) => section.key === 'net_assets')?.total));
      expect(cents(total.releases)).toBe(0);
      for (const line of funds.rows.filter((candidate) => candidate.kind !== 'heading')) {
        const v = line.values;
        expect(cents(v.beginning) + cents(v.revenue) - cents(v.expenses) + cents(v.releases) + cents(v.transfers), line.label).toBe(cents(v.ending));
      }
    }
  });

  it('the trial balance\'s debit and credit balances are equal and its cash is the position\'s', async () => {
    const to = today();
    const trial = await rpc<ReportTable & { balanced: boolean }>('report_trial_balance', { p_to: to, p_compare_to: daysAgo(365) });
    expect(trial.balanced).toBe(true);
    const total = row(trial, 'total').values;
    expect(cents(total.closing_debit)).toBe(cents(total.closing_credit));
    expect(cents(total.compare_debit)).toBe(cents(total.compare_credit));
    expect(cents(total.debit)).toBe(cents(total.credit));
    const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: to });
    const cash = position.sections.find((section) => section.key === 'assets')?.lines.find((line) => line.account_id !== null && trial.rows.some((r) => r.key === line.account_id));
    expect(cash).toBeDefined();
    const trialCash = row(trial, cash?.account_id ?? '').values;
    expect(cents(trialCash.closing_debit) - cents(trialCash.closing_credit)).toBe(cents(cash?.amount));
  });

  it('the cash flow statement ends at the position\'s cash, and its sections explain the change', async () => {
    for (const [from, to] of periods) {
      const flows = await rpc<ReportTable & { cash_accounts: string[]; ending_cash: Money; balanced: boolean }>('report_cash_flows', {
        p_from: from, p_to: to, p_compare_from: daysAgo(800), p_compare_to: daysAgo(500),
      });
      const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: to });
      const assets = position.sections.find((section) => section.key === 'assets')?.lines ?? [];
      const cash = assets.filter((line) => line.account_id !== null && flows.cash_accounts.includes(line.account_id)).reduce((sum, line) => sum + cents(line.amount), 0);
      expect(cash).toBeGreaterThan(0);
      expect(cents(flows.ending_cash)).toBe(cash);
      expect(cents(row(flows, 'cash_end').values.current)).toBe(cash);
      expect(flows.balanced).toBe(true);
      const sections = ['operating:total', 'investing:total', 'financing:total'].reduce((sum, key) => sum + cents(row(flows, key).values.current), 0);
      expect(sections).toBe(cents(row(flows, 'net_change').values.current));
      expect(cents(row(flows, 'cash_beginning').values.compare) + cents(row(flows, 'net_change').values.compare)).toBe(cents(row(flows, 'cash_end').values.compare));
      const activities = await rpc<Activities>('report_statement_of_activities', { p_from: from, p_to: to });
      expect(cents(row(flows, 'change').values.current)).toBe(cents(activities.change_in_net_assets.total));
    }
  });

  it('Form 990 Part VIII totals revenue and Part IX totals expenses by function, as the other reports', async () => {
    for (const [from, to] of periods) {
      const taxes = await rpc<{ part_viii: ReportTable; part_ix: ReportTable; payroll: { rows: { total_taxes: Money }[]; total_taxes: Money; accrued_account_id: string | null; accrued_liabilities: Money } }>(
        'report_taxes', { p_from: from, p_to: to });
      const activities = await rpc<Activities>('report_statement_of_activities', { p_from: from, p_to: to });
      const matrix = await rpc<ReportTable>('report_program_expenses', { p_from: from, p_to: to });
      const revenue = cents(activities.sections.find((section) => section.key === 'revenue')?.total.total);
      expect(cents(row(taxes.part_viii, 'viii:total').values.total)).toBe(revenue);
      const ix = row(taxes.part_ix, 'ix:total').values;
      expect(cents(ix.total)).toBe(cents(activities.sections.find((section) => section.key === 'expenses')?.total.total));
      expect(cents(ix.program)).toBe(cents(row(matrix, 'total').values.program));
      expect(cents(ix.management_general)).toBe(cents(row(matrix, 'total').values.management_general));
      expect(cents(ix.fundraising)).toBe(cents(row(matrix, 'total').values.fundraising));
      expect(taxes.part_ix.rows.some((line) => line.key === 'ix:none')).toBe(false);
      expect(taxes.payroll.rows.reduce((sum, run) => sum + cents(run.total_taxes), 0)).toBe(cents(taxes.payroll.total_taxes));
      const position = await rpc<Position>('report_statement_of_financial_position', { p_as_of: to });
      const accrued = position.sections.find((section) => section.key === 'liabilities')?.lines.find((line) => line.account_id === taxes.payroll.accrued_account_id);
      expect(cents(taxes.payroll.accrued_liabilities)).toBe(cents(accrued?.amount));
    }
  });

  it('a drill-down\'s lines net to the figure they explain', async () => {
    const [from, to] = periods[0] ?? ['', ''];
    const matrix = await rpc<ReportTable>('report_program_expenses', { p_from: from, p_to: to });
    const funds = await rpc<ReportTable>('report_fund_balances', { p_from: from, p_to: to });
    const trial = await rpc<ReportTable>('report_trial_balance', { p_from: from, p_to: to });
    const flows = await rpc<ReportTable>('report_cash_flows', { p_from: from, p_to: to });
    const cells: Array<[TableRow, string]> = [
      [row(flows, 'operating:total'), 'current'], [row(flows, 'cash_end'), 'current'], [row(flows, 'cash_beginning'), 'current'], [row(flows, 'change'), 'current'],
      [row(matrix, 'total'), 'fundraising'], [row(matrix, 'total'), 'program:other'], [row(matrix, 'total'), 'total'],
      [row(funds, 'total'), 'ending'], [row(funds, 'with_donor_restrictions:total'), 'releases'], [row(funds, 'total'), 'transfers'],
      [trial.rows[0] as TableRow, 'debit'],
    ];
    for (const [cellRow, column] of cells) {
      const slice = cellRow.drill?.[column];
      expect(slice, `${cellRow.label} ${column}`).toBeTruthy();
      const s = slice as Record<string, unknown>;
      const lines = await rpc<{ totals: { net: Money; debit: Money } }>('report_ledger_lines', {
        p_account_ids: s.accounts ?? null, p_categories: s.categories ?? null, p_from: s.from ?? null, p_to: s.to,
        p_fund_id: s.fund ?? null, p_project_id: s.project ?? null, p_function: s.function ?? null, p_restriction: s.restriction ?? null,
        p_no_project: s.noProject ?? false, p_sign: s.sign ?? null, p_limit: 1,
      });
      const expected = column === 'debit' ? cents(lines.totals.debit) : cents(lines.totals.net);
      expect(expected, `${cellRow.label} ${column}`).toBe(cents(cellRow.values[column]));
    }
  });
});
