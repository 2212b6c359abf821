// The Statement of Financial Position and the Statement of Activities through the Data API and
// supabase-js, over a ledger made by several kinds of documents (transactions of every type,
// donations with and without donor restrictions, a pledge, an invoice and its payment, a bill and
// its payment, a release from restriction, an opening balance and a manual entry): the position
// balances, the activities' change in net assets equals the difference of two positions, releases
// are zero in total, and an outsider is refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';

type Money = number | string;
interface PositionLine { account_id: string | null; code: string | null; name: string; key?: string; amount: Money; compare_amount: Money | null; current_year_change?: Money }
interface Position {
  as_of: string;
  sections: { key: string; lines: PositionLine[]; total: Money; compare_total: Money | null }[];
  total_assets: Money;
  total_liabilities_and_net_assets: Money;
  compare_total_assets: Money | null;
  compare_total_liabilities_and_net_assets: Money | null;
  balanced: boolean;
}
interface Columns { without: Money; with: Money; total: Money; compare_total: Money | null }
interface Activities {
  sections: { key: string; lines: (Columns & { account_id: string; code: string; name: string })[]; total: Columns }[];
  change_in_net_assets: Columns;
  net_assets_beginning: Columns;
  net_assets_end: Columns;
}

let backend: TestBackend;
let db: TestDatabase;

async function signUp(organizationName: string | null): Promise<{ client: SupabaseClient; organizationId: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `reports-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: organizationName ? { organization_name: organizationName } : {} } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  if (!up.data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  const rows = await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [up.data.user.id]);
  return { client, organizationId: rows[0]?.organization_id ?? '' };
}

const cents = (amount: Money | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('core statements', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let org: string;
  let youth: string;
  const account: Record<string, string> = {};

  const position = async (asOf: string, compareAsOf?: string): Promise<Position> => {
    const { data, error } = await owner.client.rpc('report_statement_of_financial_position', {
      p_organization_id: org, p_as_of: asOf, ...(compareAsOf ? { p_compare_as_of: compareAsOf } : {}),
    });
    if (error) throw new Error(error.message);
    return data as unknown as Position;
  };
  const activities = async (from: string, to: string, compare?: [string, string]): Promise<Activities> => {
    const { data, error } = await owner.client.rpc('report_statement_of_activities', {
      p_organization_id: org, p_from: from, p_to: to, ...(compare ? { p_compare_from: compare[0], p_compare_to: compare[1] } : {}),
    });
    if (error) throw new Error(error.message);
    return data as unknown as Activities;
  };
  const netAssets = (report: Position) => report.sections.find((section) => section.key === 'net_assets');

  beforeAll(async () => {
    owner = await signUp('Reports Test Pantry');
    org = owner.organizationId;
    const general = await db.generalFundId(org);
    for (const code of ['1010', '1500', '2300', '3100', '4010', '4100', '4200', '6100', '6400']) account[code] = await db.accountId(org, code);
    const created = await owner.client.rpc('create_fund', { p_organization_id: org, p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions' });
    if (created.error) throw new Error(created.error.message);
    youth = created.data as string;
    const check = ({ error }: { error: { message: string } | null }) => {
      if (error) throw new Error(error.message);
    };
    // Opening balance in the previous year, straight to net assets.
    check(await owner.client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2025-12-31', p_description: 'Opening balance',
      p_lines: [{ account_id: account['1010'], fund_id: general, debit: 5000, credit: 0 }, { account_id: account['3100'], fund_id: general, debit: 0, credit: 5000 }],
    }));
    check(await owner.client.from('transactions').insert([
      { organization_id: org, date: '2026-01-05', type: 'Income', amount: 1200.35, description: 'Program fees', account_id: account['4200'] },
      { organization_id: org, date: '2026-01-06', type: 'Expense', amount: 800, description: 'Rent', account_id: account['6100'] },
      { organization_id: org, date: '2026-01-07', type: 'Asset', amount: 450, description: 'Laptop', account_id: account['1500'] },
      { organization_id: org, date: '2026-01-08', type: 'Liability', amount: 3000, description: 'Bridge loan', account_id: account['2300'] },
      { organization_id: org, date: '2026-02-09', type: 'Expense', amount: 310.1, description: 'Food', account_id: account['6400'] },
    ]));
    // One insert per donation: a multi-row insert sends null for the columns a row leaves out.
    for (const donation of [
      { donor_name: 'Dana', amount: 250, donation_date: '2026-01-10' },
      { donor_name: 'Foundation', amount: 2000, donation_date: '2026-01-12', restriction: 'with_donor_restrictions', fund_id: youth },
      { donor_name: 'Pat', amount: 400, donation_date: '2026-02-01', method: 'pledge' },
    ]) check(await owner.client.from('donations').insert({ organization_id: org, ...donation }));
    // An invoice issued and paid, a bill approved and paid (owner connection: the documents' own triggers post).
    const customer = await db.one<{ id: string }>(`insert into public.customers (organization_id, name) values ($1, 'School') returning id`, [org]);
    const invoice = await db.one<{ id: string }>(
      `insert into public.invoices (organization_id, invoice_number, customer_id, customer_name, issue_date, due_date) values ($1, 'R-1', $2, 'School', '2026-01-20', '2026-02-20') returning id`, [org, customer.id]);
    await db.query(`insert into public.invoice_lines (organization_id, invoice_id, description, unit_price) values ($1, $2, 'Meals', 600)`, [org, invoice.id]);
    await db.query(`update public.invoices set status = 'sent' where id = $1`, [invoice.id]);
    await db.query(`update public.invoices set amount_paid = 600, status = 'paid', paid_date = '2026-02-05' where id = $1`, [invoice.id]);
    const vendor = await db.one<{ id: string }>(`insert into public.vendors (organization_id, name) values ($1, 'Grocer') returning id`, [org]);
    const bill = await db.one<{ id: string }>(
      `insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, bill_date, due_date) values ($1, 'RB-1', $2, 'Grocer', '2026-01-25', '2026-02-25') returning id`, [org, vendor.id]);
    await db.query(`insert into public.bill_lines (organization_id, bill_id, description, unit_price, account_id) values ($1, $2, 'Rice', 240, $3)`, [org, bill.id, account['6400']]);
    await db.query(`update public.bills set status = 'open' where id = $1`, [bill.id]);
    await db.query(`update public.bills set amount_paid = 100 where id = $1`, [bill.id]);
    check(await owner.client.rpc('release_fund_restriction', { p_fund_id: youth, p_amount: 750.5, p_date: '2026-02-10', p_description: 'Meals served' }));
    check(await owner.client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-02-15', p_description: 'Grant received',
      p_lines: [{ account_id: account['1010'], fund_id: youth, debit: 999.99, credit: 0 }, { account_id: account['4100'], fund_id: youth, debit: 0, credit: 999.99 }],
    }));
  });

  it('the Statement of Financial Position balances: assets = liabilities + net assets, on every date', async () => {
    for (const asOf of ['2025-12-31', '2026-01-15', '2026-01-31', '2026-02-28']) {
      const report = await position(asOf);
      expect(report.balanced).toBe(true);
      expect(cents(report.total_assets)).toBe(cents(report.total_liabilities_and_net_assets));
      const sum = (key: string) => report.sections.find((section) => section.key === key)?.lines.reduce((total, line) => total + cents(line.amount), 0) ?? 0;
      expect(sum('assets')).toBe(cents(report.total_assets));
      expect(sum('assets')).toBe(sum('liabilities') + sum('net_assets'));
    }
    const february = await position('2026-02-28');
    const ledger = await db.one<{ total: string }>(
      `select sum(l.debit - l.credit) as total from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       join public.accounts a on a.id = l.account_id where e.status = 'posted' and a.category = 'Assets' and l.organization_id = $1 and e.entry_date <= '2026-02-28'`, [org]);
    expect(cents(february.total_assets)).toBe(cents(ledger.total));
    expect(february.sections.find((section) => section.key === 'liabilities')?.lines.map((line) => line.code)).toEqual(['2010', '2300']);
  });

  it('net assets by restriction class, with the fiscal year\'s change and a comparison date', async () => {
    const report = await position('2026-02-28', '2026-01-31');
    const lines = netAssets(report)?.lines ?? [];
    expect(lines.map((line) => line.key)).toEqual(['without_donor_restrictions', 'with_donor_restrictions']);
    const withRestrictions = lines.find((line) => line.key === 'with_donor_restrictions');
    expect(cents(withRestrictions?.amount)).toBe(200000 - 75050 + 99999);
    expect(cents(withRestrictions?.compare_amount)).toBe(200000);
    const without = lines.find((line) => line.key === 'without_donor_restrictions');
    // The opening balance belongs to last year: this year's change is the rest.
    expect(cents(without?.amount) - cents(without?.current_year_change)).toBe(500000);
    expect(cents(report.compare_total_assets)).toBe(cents(report.compare_total_liabilities_and_net_assets));
  });

  it('the change in net assets on the Statement of Activities equals the change between two positions', async () => {
    for (const [from, to, before] of [['2026-01-01', '2026-02-28', '2025-12-31'], ['2026-02-01', '2026-02-28', '2026-01-31'], ['2025-12-01', '2026-01-31', '2025-11-30']] as const) {
      const report = await activities(from, to);
      const start = netAssets(await position(before));
      const end = netAssets(await position(to));
      expect(cents(report.change_in_net_assets.total)).toBe(cents(end?.total) - cents(start?.total));
      expect(cents(report.net_assets_beginning.total)).toBe(cents(start?.total));
      expect(cents(report.net_assets_end.total)).toBe(cents(end?.total));
      for (const key of ['without_donor_restrictions', 'with_donor_restrictions']) {
        const column = key === 'with_donor_restrictions' ? 'with' : 'without';
        const endAmount = end?.lines.find((line) => line.key === key)?.amount;
        const startAmount = start?.lines.find((line) => line.key === key)?.amount;
        expect(cents(report.change_in_net_assets[column])).toBe(cents(endAmount) - cents(startAmount));
      }
      // Change = revenue + releases + other - expenses, in every column.
      const total = (key: string) => report.sections.find((section) => section.key === key)?.total;
      for (const column of ['without', 'with', 'total'] as const) {
        expect(cents(report.change_in_net_assets[column])).toBe(
          cents(total('revenue')?.[column]) + cents(total('releases')?.[column]) + cents(total('other')?.[column]) - cents(total('expenses')?.[column]));
      }
    }
  });

  it('releases from restriction are positive without restrictions, negative with them, zero in total', async () => {
    const report = await activities('2026-01-01', '2026-02-28');
    const releases = report.sections.find((section) => section.key === 'releases');
    expect(cents(releases?.total.without)).toBe(75050);
    expect(cents(releases?.total.with)).toBe(-75050);
    expect(cents(releases?.total.total)).toBe(0);
    expect(releases?.lines.map((line) => line.code)).toEqual(['4900']);
    const revenue = report.sections.find((section) => section.key === 'revenue');
    expect(revenue?.lines.find((line) => line.code === '4100')).toMatchObject({ without: 0 });
    expect(cents(revenue?.lines.find((line) => line.code === '4100')?.with)).toBe(99999);
    const expenses = report.sections.find((section) => section.key === 'expenses');
    expect(cents(expenses?.total.total)).toBe(80000 + 31010 + 24000);
    // The opening balance dated in December is an other change only when December is in the period.
    expect(report.sections.some((section) => section.key === 'other')).toBe(false);
  });

  it('a comparison period fills compare_total from the same definitions', async () => {
    const report = await activities('2026-02-01', '2026-02-28', ['2026-01-01', '2026-01-31']);
    const january = await activities('2026-01-01', '2026-01-31');
    expect(cents(report.change_in_net_assets.compare_total)).toBe(cents(january.change_in_net_assets.total));
    const expenses = report.sections.find((section) => section.key === 'expenses');
    expect(cents(expenses?.total.compare_total)).toBe(cents(january.sections.find((section) => section.key === 'expenses')?.total.total));
    expect(expenses?.lines.find((line) => line.code === '6100')).toMatchObject({ total: 0 });
    expect(cents(expenses?.lines.find((line) => line.code === '6100')?.compare_total)).toBe(80000);
  });

  it('someone outside the organization is refused', async () => {
    const outsider = await signUp('Other Org');
    const { error } = await outsider.client.rpc('report_statement_of_financial_position', { p_organization_id: org, p_as_of: '2026-02-28' });
    expect(error?.message).toBe('Access denied');
    const activitiesRefused = await outsider.client.rpc('report_statement_of_activities', { p_organization_id: org, p_from: '2026-01-01', p_to: '2026-02-28' });
    expect(activitiesRefused.error?.message).toBe('Access denied');
  });
});
