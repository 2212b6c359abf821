// Pledges through supabase-js against the real backend: the pledge posts the
// receivable and the revenue once; gifts applied to it collect the receivable (never revenue again);
// the open balance and status come from SQL; overpayment, deletion with gifts, a schedule that does
// not add up, viewers and a locked period are refused in the database's words; cancelling writes off
// only the unpaid part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface PledgeDetail {
  id: string;
  amount: string;
  paid: string;
  written_off: string;
  open_balance: string;
  status: string;
  next_due_date: string | null;
  installments: Array<{ due_date: string; amount: string; paid: string; status: string }>;
  payments: Array<{ amount: string; receipt_number: string }>;
}

let f: TransactionsFixture;
let donorId: string;
let restrictedFundId: string;

/** The ledger balance (debit - credit) of the account with a system key, for the organization or one fund. */
async function balance(systemKey: string, fundId?: string): Promise<string> {
  const rows = await f.backend.admin.query<{ b: string }>(
    `select coalesce(sum(l.debit - l.credit), 0)::numeric(14, 2)::text as b
       from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
       join public.journal_entries e on e.id = l.journal_entry_id
      where l.organization_id = $1 and a.system_key = $2 and e.status = 'posted' and ($3::uuid is null or l.fund_id = $3)`,
    [f.orgId, systemKey, fundId ?? null],
  );
  return rows[0]?.b ?? '';
}

async function savePledge(args: Record<string, unknown>, client = f.owner): Promise<string> {
  const { data, error } = await client.rpc('save_pledge', { p_organization_id: f.orgId, p_pledge_id: null, p_donor_id: donorId, ...args });
  if (error) throw new Error(error.message);
  return String(data);
}

async function pledge(id: string): Promise<PledgeDetail> {
  // The pledge's one row, read as the screen reads it.
  const { data, error } = await f.owner.rpc('get_pledge', { p_pledge_id: id }).maybeSingle();
  if (error) throw new Error(error.message);
  return data as unknown as PledgeDetail;
}

async function give(pledgeId: string | null, amount: string, date: string, extra: Record<string, unknown> = {}) {
  return f.owner.from('donations').insert({
    organization_id: f.orgId, donor_id: donorId, donor_name: 'Grace Hopper', donation_date: date, amount: Number(amount), method: 'check', pledge_id: pledgeId, ...extra,
  }).select('id, fund_id, restriction, receipt_number').single();
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  donorId = (await f.backend.admin.query<{ id: string }>(
    `insert into public.donors (organization_id, name, email, postal_code) values ($1, 'Grace Hopper', 'grace@example.org', '02139') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  restrictedFundId = (await f.backend.admin.query<{ id: string }>(
    `insert into public.funds (organization_id, name, restriction) values ($1, 'Capital Campaign', 'with_donor_restrictions') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('pledges and the ledger', () => {
  it('a pledge then two instalment gifts: receivable back to zero, revenue recognized once, pledge fulfilled', async () => {
    const revenueBefore = await balance('contributions');
    const id = await savePledge({
      p_pledge_date: '2026-02-01', p_amount: 1000, p_fund_id: restrictedFundId,
      p_installments: [{ due_date: '2026-03-01', amount: 400 }, { due_date: '2026-06-01', amount: 600 }],
    });
    expect(await balance('pledges_receivable', restrictedFundId)).toBe('1000.00');
    expect(await balance('contributions', restrictedFundId)).toBe('-1000.00');
    let detail = await pledge(id);
    expect(detail).toMatchObject({ status: 'open', open_balance: '1000.00', paid: '0.00', next_due_date: '2026-03-01' });

    const first = await give(id, '400', '2026-03-02');
    expect(first.error).toBeNull();
    // The gift follows the pledge's fund and restriction.
    expect(first.data).toMatchObject({ fund_id: restrictedFundId, restriction: 'with_donor_restrictions' });
    detail = await pledge(id);
    expect(detail).toMatchObject({ status: 'partially_paid', open_balance: '600.00', paid: '400.00', next_due_date: '2026-06-01' });
    expect(detail.installments.map((row) => [row.amount, row.paid, row.status])).toEqual([['400.00', '400.00', 'paid'], ['600.00', '0.00', expect.any(String)]]);

    const second = await give(id, '600', '2026-06-01');
    expect(second.error).toBeNull();
    detail = await pledge(id);
    expect(detail).toMatchObject({ status: 'fulfilled', open_balance: '0.00', paid: '1000.00', next_due_date: null });
    expect(detail.payments).toHaveLength(2);

    expect(await balance('pledges_receivable', restrictedFundId)).toBe('0.00');
    expect(await balance('contributions', restrictedFundId)).toBe('-1000.00');
    expect(Number(await balance('contributions')) - Number(revenueBefore)).toBe(-1000);
  });

  it('a gift larger than the open balance is refused', async () => {
    const id = await savePledge({ p_pledge_date: '2026-02-01', p_amount: 250 });
    const { error } = await give(id, '300', '2026-02-10');
    expect(error?.message).toBe("This gift (300.00) is more than the pledge's open balance (250.00)");
  });

  it('the schedule must add up to the pledge', async () => {
    await expect(savePledge({ p_pledge_date: '2026-02-01', p_amount: 500, p_installments: [{ due_date: '2026-03-01', amount: 200 }] }))
      .rejects.toThrow('The instalments add up to 200.00 but the pledge is for 500.00');
  });

  it('a pledge with gifts applied cannot be deleted; without, deleting reverses its posting', async () => {
    const receivableBefore = await balance('pledges_receivable');
    const paid = await savePledge({ p_pledge_date: '2026-02-01', p_amount: 100 });
    expect((await give(paid, '50', '2026-02-05')).error).toBeNull();
    const refused = await f.owner.from('pledges').delete().eq('id', paid);
    expect(refused.error?.message).toBe('This pledge has gifts applied to it and cannot be deleted; cancel its open balance instead');

    const unpaid = await savePledge({ p_pledge_date: '2026-02-01', p_amount: 70 });
    const removed = await f.owner.from('pledges').delete().eq('id', unpaid);
    expect(removed.error).toBeNull();
    expect(Number(await balance('pledges_receivable')) - Number(receivableBefore)).toBe(50);
  });

  it('cancelling writes off only the unpaid part against revenue', async () => {
    const receivableBefore = await balance('pledges_receivable');
    const revenueBefore = await balance('contributions');
    const id = await savePledge({ p_pledge_date: '2026-02-01', p_amount: 300 });
    expect((await give(id, '100', '2026-02-15')).error).toBeNull();
    const { data, error } = await f.owner.rpc('cancel_pledge', { p_pledge_id: id, p_date: '2026-04-01', p_reason: 'Donor moved away' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', written_off: '200.00', open_balance: '0.00', paid: '100.00' });
    expect(await balance('pledges_receivable')).toBe(receivableBefore);
    expect(Number(await balance('contributions')) - Number(revenueBefore)).toBe(-100);
    const late = await give(id, '10', '2026-04-02');
    expect(late.error?.message).toBe('This pledge was cancelled; record the gift without applying it to the pledge');
  });

  it('a viewer cannot record a pledge', async () => {
    await expect(savePledge({ p_pledge_date: '2026-02-01', p_amount: 100 }, f.viewer)).rejects.toThrow('Viewers cannot record pledges');
  });

  it('a pledge dated in a locked period is refused in the ledger\'s words', async () => {
    await f.backend.admin.query(`update public.organization_settings set locked_through = '2025-12-31' where organization_id = $1`, [f.orgId]);
    try {
      await expect(savePledge({ p_pledge_date: '2025-12-15', p_amount: 100 })).rejects.toThrow('Period locked: nothing can be posted on or before 2025-12-31');
    } finally {
      await f.backend.admin.query(`update public.organization_settings set locked_through = null where organization_id = $1`, [f.orgId]);
    }
  });

  it('the list pages in the database with totals that match SQL', async () => {
    const { data, error } = await f.owner.rpc('search_pledges', { p_organization_id: f.orgId, p_status: 'unpaid', p_sort: 'amount', p_direction: 'desc', p_limit: 2, p_offset: 0 });
    expect(error).toBeNull();
    const page = data as unknown as { total: number; totals: { open_balance: string }; rows: Array<{ status: string; amount: string }> };
    const sql = await f.backend.admin.query<{ n: number; open: string }>(
      `select count(*)::int as n, coalesce(sum(p.amount - p.written_off - coalesce((select sum(d.amount) from public.donations d where d.pledge_id = p.id), 0)), 0)::numeric(14,2)::text as open
         from public.pledges p where p.organization_id = $1 and p.cancelled_at is null
          and p.amount - coalesce((select sum(d.amount) from public.donations d where d.pledge_id = p.id), 0) > 0`,
      [f.orgId],
    );
    expect(page.total).toBe(sql[0]?.n);
    expect(Number(page.totals.open_balance).toFixed(2)).toBe(sql[0]?.open);
    expect(page.rows.length).toBeLessThanOrEqual(2);
    expect(page.rows.every((row) => row.status === 'open' || row.status === 'partially_paid')).toBe(true);
    const { data: foreign } = await f.outsider.rpc('get_pledge', { p_pledge_id: (await f.backend.admin.query<{ id: string }>('select id from public.pledges where organization_id = $1 limit 1', [f.orgId]))[0]?.id ?? '' }).maybeSingle();
    expect(foreign).toBeNull();
  });
});
