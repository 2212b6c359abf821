// A gift's two accounts through supabase-js against the real backend: deposit_account_id (the
// Assets account debited) and revenue_account_id (the Revenue account credited), defaulted as the
// posting always chose them, chosen per gift, posted exactly (journal lines to the cent, per fund),
// refused in plain sentences when they are of the wrong kind, and re-posted when changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let undeposited: string;
let savings: string;
let events: string;
let generalFund: string;

interface Line { code: string; fund_id: string; debit: string; credit: string }

async function linesOf(donationId: string): Promise<Line[]> {
  return f.backend.admin.query<Line>(
    `select a.code, l.fund_id, l.debit::text, l.credit::text from public.donations d
       join public.journal_entry_lines l on l.journal_entry_id = d.journal_entry_id
       join public.accounts a on a.id = l.account_id
      where d.id = $1 order by l.line_number`, [donationId]);
}

async function gift(row: Record<string, unknown>): Promise<{ id: string; deposit_account_id: string; revenue_account_id: string | null }> {
  const { data, error } = await f.owner.from('donations')
    .insert({ organization_id: f.orgId, donor_name: 'Grace Hopper', donation_date: '2026-03-02', method: 'check', ...row })
    .select('id, deposit_account_id, revenue_account_id').single();
  if (error) throw new Error(error.message);
  return data as { id: string; deposit_account_id: string; revenue_account_id: string | null };
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  undeposited = (await f.backend.admin.query<{ id: string }>(
    `insert into public.accounts (organization_id, code, name, category, parent_id)
     select $1, '1050', 'Undeposited Funds', 'Assets', a.id from public.accounts a where a.organization_id = $1 and a.code = '1000' returning id`, [f.orgId]))[0]?.id ?? '';
  savings = await f.account('1020');
  events = await f.account('4300');
  generalFund = (await f.backend.admin.query<{ default_fund_id: string }>('select default_fund_id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.default_fund_id ?? '';
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('the accounts a gift posts to', () => {
  it('a gift with no accounts chosen records and posts the defaults: cash and Contributions, Grants for a grant, Inventory and In-kind for goods', async () => {
    const cash = await gift({ amount: '125.50' });
    expect(cash.deposit_account_id).toBe(await f.account('1010'));
    expect(cash.revenue_account_id).toBe(await f.account('4010'));
    expect(await linesOf(cash.id)).toEqual([
      { code: '1010', fund_id: generalFund, debit: '125.50', credit: '0.00' },
      { code: '4010', fund_id: generalFund, debit: '0.00', credit: '125.50' },
    ]);
    const grant = await gift({ amount: '5000.00', method: 'ach', is_grant: true });
    expect(grant.revenue_account_id).toBe(await f.account('4100'));
    const goods = await gift({ amount: '80.00', method: 'in_kind', in_kind_description: 'Canned soup' });
    expect(await linesOf(goods.id)).toEqual([
      { code: '1300', fund_id: generalFund, debit: '80.00', credit: '0.00' },
      { code: '4400', fund_id: generalFund, debit: '0.00', credit: '80.00' },
    ]);
  });

  it('a gift deposited to undeposited funds and credited to Special Events posts exactly those lines', async () => {
    const row = await gift({ amount: '249.99', deposit_account_id: undeposited, revenue_account_id: events });
    expect(row).toMatchObject({ deposit_account_id: undeposited, revenue_account_id: events });
    expect(await linesOf(row.id)).toEqual([
      { code: '1050', fund_id: generalFund, debit: '249.99', credit: '0.00' },
      { code: '4300', fund_id: generalFund, debit: '0.00', credit: '249.99' },
    ]);
  });

  it('changing the deposit account reverses the entry and posts the gift again to the new account', async () => {
    const row = await gift({ amount: '40.10' });
    const before = (await f.backend.admin.query<{ journal_entry_id: string }>('select journal_entry_id from public.donations where id = $1', [row.id]))[0]?.journal_entry_id;
    const { error } = await f.owner.from('donations').update({ deposit_account_id: savings }).eq('id', row.id);
    expect(error).toBeNull();
    expect(await linesOf(row.id)).toEqual([
      { code: '1020', fund_id: generalFund, debit: '40.10', credit: '0.00' },
      { code: '4010', fund_id: generalFund, debit: '0.00', credit: '40.10' },
    ]);
    const reversal = await f.backend.admin.query<{ n: string }>(
      `select count(*)::text as n from public.journal_entries where reverses_entry_id = $1`, [before]);
    expect(reversal[0]?.n).toBe('1');
    // What the cash account holds of this gift nets to zero; savings holds it.
    const net = await f.backend.admin.query<{ code: string; net: string }>(
      `select a.code, sum(l.debit - l.credit)::text as net from public.journal_entries e
         join public.journal_entry_lines l on l.journal_entry_id = e.id join public.accounts a on a.id = l.account_id
        where e.source_type = 'donation' and e.source_id = $1 or e.reverses_entry_id = $2
        group by a.code order by a.code`, [row.id, before]);
    expect(net).toEqual([{ code: '1010', net: '0.00' }, { code: '1020', net: '40.10' }, { code: '4010', net: '-40.10' }]);
  });

  it('an in-kind gift changed to a check gift takes the check\'s default accounts when none was chosen', async () => {
    const row = await gift({ amount: '60.00', method: 'in_kind', in_kind_description: 'Rice' });
    const { data, error } = await f.owner.from('donations').update({ method: 'check', in_kind_description: null }).eq('id', row.id).select('deposit_account_id, revenue_account_id').single();
    expect(error).toBeNull();
    expect(data).toEqual({ deposit_account_id: await f.account('1010'), revenue_account_id: await f.account('4010') });
  });

  it('a revenue account as the deposit account is refused in a plain sentence, and so is an asset as the revenue account', async () => {
    const wrongDeposit = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'X', amount: '10.00', deposit_account_id: events });
    expect(wrongDeposit.error?.message).toBe('A gift is deposited to an asset account, such as a bank account or undeposited funds; 4300 Special Events is a revenue account');
    const wrongRevenue = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'X', amount: '10.00', revenue_account_id: savings });
    expect(wrongRevenue.error?.message).toBe('A gift is credited to a revenue account, such as Contributions or Grants; 1020 Savings is an asset account');
    const expense = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'X', amount: '10.00', revenue_account_id: await f.account('6100') });
    expect(expense.error?.message).toBe('A gift is credited to a revenue account, such as Contributions or Grants; 6100 Rent is an expense account');
  });

  it('another organization\'s account cannot be named', async () => {
    const theirs = (await f.backend.admin.query<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1010'`, [f.outsiderOrgId]))[0]?.id;
    const { error } = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'X', amount: '10.00', deposit_account_id: theirs });
    expect(error).not.toBeNull();
  });

  it('the donations list answers both accounts of each gift', async () => {
    const row = await gift({ amount: '12.34', deposit_account_id: undeposited, revenue_account_id: events, campaign: 'Listed accounts' });
    const { data, error } = await f.owner.rpc('search_donations', { p_organization_id: f.orgId, p_campaign: 'Listed accounts' });
    expect(error).toBeNull();
    const rows = (data as { rows: Array<{ id: string; deposit_account_id: string; revenue_account_id: string }> }).rows;
    expect(rows).toEqual([expect.objectContaining({ id: row.id, deposit_account_id: undeposited, revenue_account_id: events })]);
  });

  it('every entry the gifts posted balances in total and within each fund', async () => {
    const off = await f.backend.admin.query<{ id: string }>(
      `select e.id from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
        where e.organization_id = $1 group by e.id, l.fund_id having sum(l.debit) <> sum(l.credit)`, [f.orgId]);
    expect(off).toEqual([]);
  });
});
