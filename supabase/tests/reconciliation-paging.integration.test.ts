// The reconciliation workspace paged in the database: the header's
// figures without lines, one page of statement lines or ledger lines with the total and the count of
// each state, filters (matched / suggested / unmatched; cleared / suggested / outstanding), search by
// words or amount, the whitelisted sort, match by hand from a later page, accept all across pages;
// then the statement's end date and balance edited while in progress, a line typed in by hand, both
// refused in words once finished, and a negative (overdrawn) statement balance that reconciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface Page<Row> { rows: Row[]; total: number; counts: Record<string, number> }
interface StatementRow { id: string; line_date: string; amount: number; payee: string | null; description: string; reference: string | null; state: string; matched_line_ids: string[]; suggested_line_ids: string[] | null; linked_descriptions: string[] }
interface LedgerRow { id: string; entry_date: string; amount: number; description: string; state: string; cleared: boolean }
interface Summary { id: string; status: string; opening_balance: number; ending_balance: number; cleared_balance: number; difference: number; statement_lines: number; matched_lines: number; statement_end_date: string }

const FINISHED = 'This reconciliation is finished; undo it first to change it';
const LINES = 120;
const ON_STATEMENT = 100;
const FEES = 10;

let f: TransactionsFixture;
let cashId: string;
let feesId: string;
let recId: string;

async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await f.owner.rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}
const statement = (args: Record<string, unknown> = {}) => call<Page<StatementRow>>('search_bank_statement_lines', { p_reconciliation_id: recId, ...args });
const ledger = (args: Record<string, unknown> = {}) => call<Page<LedgerRow>>('search_bank_reconciliation_ledger', { p_reconciliation_id: recId, ...args });
const summary = (id = recId) => call<Summary>('get_bank_reconciliation_summary', { p_reconciliation_id: id });

beforeAll(async () => {
  f = await createTransactionsFixture();
  cashId = await f.account('1010');
  feesId = await f.account('6600');
  // March 2026: 120 payments of 10.01 .. 11.20 (each amount once), Vendor 1 .. Vendor 120.
  await f.backend.admin.query(
    `insert into public.transactions (organization_id, date, description, type, amount)
     select $1, date '2026-03-01' + (i % 28), 'Vendor ' || i, 'Expense', 10 + i / 100.0 from generate_series(1, $2) as i`,
    [f.orgId, LINES],
  );
  recId = await call<string>('start_bank_reconciliation', {
    p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-03-31', p_ending_balance: 0, p_statement_start_date: '2026-03-01',
  });
  // The bank's statement: the first 100 payments a day later, and ten bank fees of 1.01 .. 1.10.
  const lines = await f.backend.admin.query<{ date: string; amount: string; payee: string; bank_id: string }>(
    `select to_char(t.date + 1, 'YYYY-MM-DD') as date, (-t.amount)::text as amount, upper(t.description) as payee, 'FIT-' || t.description as bank_id
     from public.transactions t where t.organization_id = $1 and substring(t.description from 8)::int <= $2
     union all
     select '2026-03-31', round(-(1 + i / 100.0), 2)::text, 'Bank fee ' || i, 'FEE-' || i from generate_series(1, $3) as i`,
    [f.orgId, ON_STATEMENT, FEES],
  );
  await call('import_bank_statement_lines', { p_reconciliation_id: recId, p_lines: lines, p_format: 'ofx' });
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('reconciliation workspace paged in the database', () => {
  it('the header has the figures of the full workspace and no lines', async () => {
    const head = await summary();
    const full = await call<{ reconciliation: Summary; statement_lines: unknown[] }>('get_bank_reconciliation', { p_reconciliation_id: recId });
    expect(head).toEqual(full.reconciliation);
    expect(head.statement_lines).toBe(ON_STATEMENT + FEES);
    expect(JSON.stringify(head)).not.toContain('ledger_lines');
  });

  it('returns one page of statement lines with the total and the count of each state', async () => {
    const first = await statement({ p_limit: 25, p_offset: 0 });
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(ON_STATEMENT + FEES);
    expect(first.counts).toEqual({ all: ON_STATEMENT + FEES, matched: 0, suggested: ON_STATEMENT, unmatched: FEES });
    const last = await statement({ p_limit: 25, p_offset: 100 });
    expect(last.rows).toHaveLength(FEES);
    const ids = new Set([...first.rows, ...last.rows].map((r) => r.id));
    expect(ids.size).toBe(35);
  });

  it('filters by state and names the suggested ledger line', async () => {
    const suggested = await statement({ p_status: 'suggested', p_limit: 500 });
    expect(suggested.total).toBe(ON_STATEMENT);
    const one = suggested.rows.find((r) => r.payee === 'VENDOR 7');
    expect(one?.suggested_line_ids).toHaveLength(1);
    expect(one?.linked_descriptions).toEqual(['Vendor 7']);
    const unmatched = await statement({ p_status: 'unmatched' });
    expect(unmatched.total).toBe(FEES);
    expect(unmatched.rows.every((r) => r.payee?.startsWith('Bank fee'))).toBe(true);
  });

  it('searches by payee words and by amount', async () => {
    expect((await statement({ p_search: 'bank FEE' })).total).toBe(FEES);
    const byAmount = await statement({ p_search: '10.07' });
    expect(byAmount.rows.map((r) => r.payee)).toEqual(['VENDOR 7']);
    expect((await statement({ p_search: '-$1.05' })).rows.map((r) => r.payee)).toEqual(['Bank fee 5']);
    expect((await statement({ p_search: '+1.05' })).total).toBe(0);
  });

  it('sorts by a whitelisted key in either direction and refuses any other', async () => {
    const desc = await statement({ p_sort: 'amount', p_direction: 'desc', p_limit: 3 });
    expect(desc.rows.map((r) => Number(r.amount))).toEqual([-1.01, -1.02, -1.03]);
    const asc = await statement({ p_sort: 'amount', p_direction: 'asc', p_limit: 2 });
    expect(asc.rows.map((r) => Number(r.amount))).toEqual([-11, -10.99]);
    const { error } = await f.owner.rpc('search_bank_statement_lines', { p_reconciliation_id: recId, p_sort: 'amount; drop table x' });
    expect(error?.message).toContain('cannot be sorted by');
  });

  it('pages the ledger lines with their states, and lists the matchable ones of an amount first', async () => {
    const page = await ledger({ p_limit: 50 });
    expect(page.total).toBe(LINES);
    expect(page.rows).toHaveLength(50);
    expect(page.counts).toEqual({ all: LINES, cleared: 0, suggested: ON_STATEMENT, outstanding: LINES - ON_STATEMENT });
    expect((await ledger({ p_status: 'outstanding', p_limit: 500 })).rows.map((r) => r.description)).toContain('Vendor 120');
    const near = await ledger({ p_status: 'matchable', p_near_amount: -11.15, p_limit: 5 });
    expect(near.rows[0]?.description).toBe('Vendor 115');
  });

  it('matches by hand a line found on a later page, then accepts all suggestions across pages', async () => {
    // A fee with no ledger line: recorded by hand against an outstanding payment of the same day is
    // refused by amount; Vendor 110 (not on the statement) is matched to a line typed in by hand.
    const typed = await call<string>('add_bank_statement_line', {
      p_reconciliation_id: recId, p_date: '2026-03-31', p_amount: -11.1, p_description: 'Check 110', p_reference: '110',
    });
    const lastPage = await statement({ p_sort: 'date', p_limit: 25, p_offset: 100 });
    expect(lastPage.rows.map((r) => r.id)).toContain(typed);
    const target = (await ledger({ p_status: 'matchable', p_search: 'Vendor 110' })).rows[0];
    await call('match_bank_statement_line', { p_statement_line_id: typed, p_journal_entry_line_ids: [target?.id] });
    const accepted = await call<number>('accept_bank_match_suggestions', { p_reconciliation_id: recId });
    expect(accepted).toBe(ON_STATEMENT);
    const after = await statement({ p_limit: 1 });
    expect(after.counts).toEqual({ all: ON_STATEMENT + FEES + 1, matched: ON_STATEMENT + 1, suggested: 0, unmatched: FEES });
    const byReference = await statement({ p_search: '110', p_status: 'matched' });
    expect(byReference.rows.map((r) => r.reference)).toContain('110');
    expect((await ledger({ p_status: 'cleared' })).total).toBe(ON_STATEMENT + 1);
  });

  it('edits the statement end date and ending balance while in progress', async () => {
    // The fees become transactions (matched at once): then the cleared balance is the bank's.
    for (const row of (await statement({ p_status: 'unmatched' })).rows) {
      await call('create_transaction_from_statement_line', { p_statement_line_id: row.id, p_account_id: feesId });
    }
    const cleared = Number((await summary()).cleared_balance);
    await call('update_bank_reconciliation', { p_reconciliation_id: recId, p_statement_end_date: '2026-03-31', p_ending_balance: cleared });
    const head = await summary();
    expect(Number(head.ending_balance)).toBe(cleared);
    expect(Number(head.difference)).toBe(0);
    await call('finish_bank_reconciliation', { p_reconciliation_id: recId });
  });

  it('refuses, in words, to edit or add a line to a finished reconciliation', async () => {
    const edit = await f.owner.rpc('update_bank_reconciliation', { p_reconciliation_id: recId, p_statement_end_date: '2026-03-30', p_ending_balance: 1 });
    expect(edit.error?.message).toBe(FINISHED);
    const add = await f.owner.rpc('add_bank_statement_line', { p_reconciliation_id: recId, p_date: '2026-03-30', p_amount: -1, p_description: 'Late fee' });
    expect(add.error?.message).toBe(FINISHED);
  });

  it('reconciles an overdrawn account: a negative statement ending balance', async () => {
    const opening = Number((await summary()).ending_balance);
    await f.backend.admin.query(
      `insert into public.transactions (organization_id, date, description, type, amount) values ($1, '2026-04-10', 'Freezer purchase', 'Expense', 25000)`,
      [f.orgId],
    );
    const ending = Math.round((opening - 25000 - 35) * 100) / 100;
    expect(ending).toBeLessThan(0);
    const april = await call<string>('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-04-30', p_ending_balance: ending,
    });
    const previous = recId;
    recId = april;
    try {
      await call('import_bank_statement_lines', { p_reconciliation_id: april, p_format: 'csv', p_lines: [{ date: '2026-04-11', amount: '-25000.00', payee: 'Freezer purchase' }] });
      const fee = await call<string>('add_bank_statement_line', { p_reconciliation_id: april, p_date: '2026-04-30', p_amount: -35, p_description: 'Overdraft fee' });
      await call('accept_bank_match_suggestions', { p_reconciliation_id: april });
      await call('create_transaction_from_statement_line', { p_statement_line_id: fee, p_account_id: feesId });
      const head = await summary(april);
      expect(Number(head.ending_balance)).toBe(ending);
      expect(Number(head.cleared_balance)).toBe(ending);
      expect(Number(head.difference)).toBe(0);
      await call('finish_bank_reconciliation', { p_reconciliation_id: april });
      expect((await summary(april)).status).toBe('finished');
    } finally {
      recId = previous;
    }
  });

  it('refuses the pages to a member of another organization', async () => {
    const { error } = await f.outsider.rpc('search_bank_statement_lines', { p_reconciliation_id: recId });
    expect(error?.message).toBe('Reconciliation not found');
    const ledgerRefused = await f.outsider.rpc('search_bank_reconciliation_ledger', { p_reconciliation_id: recId });
    expect(ledgerRefused.error?.message).toBe('Reconciliation not found');
  });
});
