// search_pledges set-based answers exactly what its first definition answers (the previous
// release's, read from its fixture: private.pledge_figures for every pledge, then filter, sort and
// page), over a varied set of pledges (open, overdue, partly paid, paid in full, cancelled with and
// without gifts, instalments past and future, ties on amount and date) and every status filter,
// sort, direction, a donor, fund and text filter, and pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousReleaseMigration } from './support/previous-release.ts';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
const donors: Record<string, string> = {};
let restrictedFundId = '';

/** An ISO date `days` from today (the database's current_date decides overdue, so stay far from it). */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function savePledge(donor: string, date: number, amount: number, schedule: Array<[number, number]> = [], extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await f.owner.rpc('save_pledge', {
    p_organization_id: f.orgId, p_pledge_id: null, p_donor_id: donors[donor], p_pledge_date: day(date), p_amount: amount,
    p_installments: schedule.map(([due, part]) => ({ due_date: day(due), amount: part })), ...extra,
  });
  if (error) throw new Error(error.message);
  return String(data);
}

async function give(pledgeId: string, donor: string, amount: number): Promise<void> {
  const { error } = await f.owner.from('donations').insert({
    organization_id: f.orgId, donor_id: donors[donor], donor_name: donor, donation_date: day(-5), amount, method: 'check', pledge_id: pledgeId,
  });
  if (error) throw new Error(error.message);
}

async function cancel(pledgeId: string): Promise<void> {
  const { error } = await f.owner.rpc('cancel_pledge', { p_pledge_id: pledgeId, p_date: day(-1), p_reason: 'Donor moved away' });
  if (error) throw new Error(error.message);
}

/** The first rule: search_pledges as the previous release first defined it, installed as private.search_pledges_first_rule (no membership check: the test calls it as the owner of the database). */
function firstRuleSql(): string {
  const shipped = previousReleaseMigration('20261125011200_pledges.sql');
  const start = shipped.indexOf('create or replace function public.search_pledges(');
  const end = shipped.indexOf('$$;', start) + 3;
  if (start < 0 || end < start) throw new Error('search_pledges not found in the shipped migration');
  return shipped.slice(start, end)
    .replace('create or replace function public.search_pledges(', 'create or replace function private.search_pledges_first_rule(')
    .replace('perform private.require_member(p_organization_id);', '');
}

type Args = { p_status?: string | null; p_donor_id?: string | null; p_fund_id?: string | null; p_search?: string | null; p_sort?: string; p_direction?: string; p_limit?: number; p_offset?: number };

async function both(args: Args): Promise<{ now: unknown; first: unknown }> {
  const full = { p_status: null, p_donor_id: null, p_fund_id: null, p_search: null, p_sort: 'date', p_direction: 'desc', p_limit: 50, p_offset: 0, ...args };
  const { data, error } = await f.owner.rpc('search_pledges', { p_organization_id: f.orgId, ...full });
  if (error) throw new Error(error.message);
  const rows = await f.backend.admin.query<{ r: string }>(
    'select private.search_pledges_first_rule($1, $2, $3, $4, $5, $6, $7, $8, $9)::text as r',
    [f.orgId, full.p_status, full.p_donor_id, full.p_fund_id, full.p_search, full.p_sort, full.p_direction, full.p_limit, full.p_offset],
  );
  return { now: data, first: JSON.parse(rows[0]?.r ?? 'null') };
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) {
    donors[name] = (await f.backend.admin.query<{ id: string }>(
      'insert into public.donors (organization_id, name, email) values ($1, $2, $3) returning id', [f.orgId, name, `${name.split(' ')[0]?.toLowerCase()}@example.org`],
    ))[0]?.id ?? '';
  }
  restrictedFundId = (await f.backend.admin.query<{ id: string }>(
    `insert into public.funds (organization_id, name, restriction) values ($1, 'Capital Campaign', 'with_donor_restrictions') returning id`, [f.orgId],
  ))[0]?.id ?? '';
  await f.backend.admin.query(firstRuleSql());

  // Open and overdue: one payment due long ago, nothing paid.
  await savePledge('Ada Lovelace', -200, 1000);
  // Partly paid, the next instalment overdue and partly covered.
  await give(await savePledge('Grace Hopper', -400, 1200, [[-300, 400], [-100, 400], [100, 400]]), 'Grace Hopper', 500);
  // Paid in full in two gifts.
  const full = await savePledge('Alan Turing', -400, 600, [[-50, 300], [50, 300]], { p_campaign: 'Spring Appeal' });
  await give(full, 'Alan Turing', 300);
  await give(full, 'Alan Turing', 300);
  // Cancelled after a gift (written off the rest), and cancelled with nothing paid.
  const cancelledPaid = await savePledge('Ada Lovelace', -400, 900, [[-200, 300], [-100, 300], [100, 300]], { p_fund_id: restrictedFundId });
  await give(cancelledPaid, 'Ada Lovelace', 200);
  await cancel(cancelledPaid);
  await cancel(await savePledge('Grace Hopper', -300, 500));
  // Due in the future (not overdue); two pledges tied on amount and date.
  await savePledge('Alan Turing', -30, 800, [[30, 800]], { p_notes: 'Matching gift from employer' });
  await savePledge('Grace Hopper', -30, 800, [[60, 800]], { p_fund_id: restrictedFundId });
  // Exactly the first instalment paid: partly paid, the second instalment next (future).
  await give(await savePledge('Alan Turing', -400, 1200, [[-350, 400], [150, 400], [250, 400]]), 'Alan Turing', 400);
  // Exactly the first instalment paid, the second overdue.
  await give(await savePledge('Ada Lovelace', -400, 600, [[-380, 200], [-20, 200], [20, 200]], { p_fund_id: restrictedFundId }), 'Ada Lovelace', 200);
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('search_pledges set-based', () => {
  it('every status filter, sort and direction answers what the first rule answered', async () => {
    for (const p_status of [null, 'open', 'partially_paid', 'fulfilled', 'cancelled', 'unpaid']) {
      for (const p_sort of ['date', 'amount', 'donor', 'open_balance', 'next_due']) {
        for (const p_direction of ['asc', 'desc']) {
          const { now, first } = await both({ p_status, p_sort, p_direction });
          expect(now, `${p_status ?? 'all'} by ${p_sort} ${p_direction}`).toEqual(first);
        }
      }
    }
  }, 120_000);

  it('pages, the donor, fund and text filters answer what the first rule answered', async () => {
    const cases: Args[] = [
      { p_limit: 3, p_offset: 0 }, { p_limit: 3, p_offset: 3 }, { p_limit: 3, p_offset: 8 }, { p_limit: 3, p_offset: 50 },
      { p_sort: 'next_due', p_direction: 'asc', p_limit: 2, p_offset: 2 }, { p_sort: 'open_balance', p_limit: 4, p_offset: 4 },
      { p_donor_id: donors['Ada Lovelace'] }, { p_donor_id: donors['Grace Hopper'], p_status: 'unpaid', p_sort: 'next_due' },
      { p_fund_id: restrictedFundId }, { p_fund_id: restrictedFundId, p_status: 'cancelled' }, { p_donor_id: donors['Alan Turing'], p_status: 'cancelled' },
      { p_search: 'nobody at all' }, { p_search: 'nobody at all', p_status: 'open' },
      { p_search: 'turing' }, { p_search: 'spring' }, { p_search: 'employer', p_sort: 'donor' }, { p_search: '100%' },
      { p_search: 'hopper', p_status: 'partially_paid', p_sort: 'amount', p_direction: 'asc', p_limit: 1, p_offset: 1 },
    ];
    for (const args of cases) {
      const { now, first } = await both(args);
      expect(now, JSON.stringify(args)).toEqual(first);
    }
  }, 120_000);

  it('the varied set covers every status, overdue and not, and the written-off part', async () => {
    const { now } = await both({});
    const rows = (now as { rows: Array<{ status: string; overdue: boolean; written_off: string }> }).rows;
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['open', 'partially_paid', 'fulfilled', 'cancelled']));
    expect(rows.some((row) => row.overdue)).toBe(true);
    expect(rows.some((row) => !row.overdue && row.status === 'open')).toBe(true);
    expect(rows.filter((row) => row.written_off !== '0.00').map((row) => row.written_off).sort()).toEqual(['500.00', '700.00']);
  });

  it('an outsider is still refused', async () => {
    const { error } = await f.outsider.rpc('search_pledges', { p_organization_id: f.orgId });
    expect(error?.message).toContain('Access denied');
  });
});
