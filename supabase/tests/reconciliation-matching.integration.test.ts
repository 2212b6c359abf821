// Bank reconciliation's SQL through supabase-js against the real backend: the opening balance,
// the statement import (all or nothing, duplicates skipped by bank id),
// suggested matches (one-to-one and one-to-many), matching by hand, a fee created from a line,
// the live difference, finish only at zero, the reconciled-line lock in the user's words, undo by
// owners and admins only, and viewers refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

const LOCKED = 'This transaction is part of a finished bank reconciliation; record a correcting entry instead.';

interface Workspace {
  reconciliation: {
    id: string; status: string; opening_balance: number; ending_balance: number; cleared_deposits: number;
    cleared_payments: number; cleared_balance: number; difference: number; statement_lines: number; matched_lines: number;
    outstanding_deposits: number; outstanding_payments: number; outstanding_count: number; ledger_balance: number;
    finished_by_name: string | null; can_undo: boolean;
  };
  statement_lines: Array<{ id: string; line_date: string; amount: number; description: string; payee: string | null; matched_line_ids: string[] }>;
  ledger_lines: Array<{ id: string; entry_id: string; entry_date: string; amount: number; description: string; cleared: boolean; source_type: string; source_id: string | null }>;
}

let f: TransactionsFixture;
let cashId: string;
let feesId: string;
let recId: string;
const tx: Record<string, string> = {};

async function workspace(id = recId): Promise<Workspace> {
  const { data, error } = await f.owner.rpc('get_bank_reconciliation', { p_reconciliation_id: id });
  if (error) throw new Error(error.message);
  return data as Workspace;
}

async function addTransaction(key: string, date: string, description: string, type: 'Income' | 'Expense', amount: number) {
  const rows = await f.backend.admin.query<{ id: string }>(
    `insert into public.transactions (organization_id, date, description, type, amount) values ($1, $2, $3, $4, $5) returning id`,
    [f.orgId, date, description, type, amount],
  );
  tx[key] = rows[0]?.id ?? '';
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  cashId = await f.account('1010');
  feesId = await f.account('6600');
  // Before the statement: 1,000.00 in the bank.
  await addTransaction('opening', '2026-02-20', 'Opening deposit', 'Income', 1000);
  // The statement month (March 2026).
  await addTransaction('rent', '2026-03-02', 'Harbor Properties rent', 'Expense', 800);
  await addTransaction('grant', '2026-03-05', 'Gulf Foundation grant', 'Income', 2500);
  await addTransaction('gift1', '2026-03-10', 'Gift from A. Rivera', 'Income', 40);
  await addTransaction('gift2', '2026-03-10', 'Gift from B. Chen', 'Income', 60);
  await addTransaction('power', '2026-03-14', 'City Power utilities', 'Expense', 120.55);
  // Written in March, not yet through the bank: stays outstanding.
  await addTransaction('check', '2026-03-30', 'Check 1042 Fresh Farms', 'Expense', 300);
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('reconciliation', () => {
  it('starts with the ledger balance before the statement as the opening balance', async () => {
    const { data, error } = await f.owner.rpc('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-03-31', p_ending_balance: 2667.45,
      p_statement_start_date: '2026-03-01',
    });
    expect(error).toBeNull();
    recId = data as string;
    const w = await workspace();
    expect(Number(w.reconciliation.opening_balance)).toBe(1000);
    expect(w.reconciliation.status).toBe('in_progress');
    expect(w.ledger_lines.map((l) => l.description).sort()).toEqual(
      ['Check 1042 Fresh Farms', 'City Power utilities', 'Gift from A. Rivera', 'Gift from B. Chen', 'Gulf Foundation grant', 'Harbor Properties rent'],
    );
  });

  it('refuses a second reconciliation of the account while one is in progress', async () => {
    const { error } = await f.owner.rpc('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-04-30', p_ending_balance: 1,
    });
    expect(error?.message).toMatch(/already has a reconciliation in progress/);
  });

  it('refuses a statement with a bad line whole: nothing imported', async () => {
    const { error } = await f.owner.rpc('import_bank_statement_lines', {
      p_reconciliation_id: recId, p_format: 'ofx',
      p_lines: [{ date: '2026-03-02', amount: '-800.00', bank_id: 'F1' }, { date: 'yesterday', amount: '5', bank_id: 'F2' }],
    });
    expect(error?.message).toMatch(/Line 2 .*nothing was imported/);
    expect((await workspace()).statement_lines).toHaveLength(0);
  });

  it('imports the statement and skips lines already imported (by the bank id)', async () => {
    const lines = [
      { date: '2026-03-03', amount: '-800.00', payee: 'HARBOR PROPERTIES', description: 'ACH rent', bank_id: 'F1' },
      { date: '2026-03-06', amount: '2500.00', payee: 'GULF FOUNDATION', description: 'Wire', bank_id: 'F2' },
      { date: '2026-03-11', amount: '100.00', payee: 'Mobile deposit', description: '', bank_id: 'F3' },
      { date: '2026-03-16', amount: '-120.55', payee: 'CITY POWER', description: 'Utility', bank_id: 'F4' },
      { date: '2026-03-31', amount: '-12.00', payee: 'Monthly service fee', description: '', bank_id: 'F5' },
    ];
    const first = await f.owner.rpc('import_bank_statement_lines', { p_reconciliation_id: recId, p_format: 'ofx', p_lines: lines.slice(0, 3) });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ imported: 3, skipped: 0 });
    const again = await f.owner.rpc('import_bank_statement_lines', { p_reconciliation_id: recId, p_format: 'ofx', p_lines: lines });
    expect(again.data).toEqual({ imported: 2, skipped: 3 });
    expect((await workspace()).statement_lines).toHaveLength(5);
  });

  it('recognises a CSV line without a bank id imported twice by its date, amount and text', async () => {
    const other = await f.backend.admin.query<{ id: string }>(`select id from public.accounts where organization_id = $1 and code = '1020'`, [f.orgId]);
    const { data: savingsRec } = await f.owner.rpc('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: other[0]?.id, p_statement_end_date: '2026-03-31', p_ending_balance: 0,
    });
    const csv = [{ date: '2026-03-05', amount: '1.25', description: 'Interest' }, { date: '2026-03-05', amount: '1.25', description: 'Interest' }];
    const a = await f.owner.rpc('import_bank_statement_lines', { p_reconciliation_id: savingsRec, p_format: 'csv', p_lines: csv });
    expect(a.data).toEqual({ imported: 2, skipped: 0 });
    const b = await f.owner.rpc('import_bank_statement_lines', { p_reconciliation_id: savingsRec, p_format: 'csv', p_lines: csv });
    expect(b.data).toEqual({ imported: 0, skipped: 2 });
    await f.owner.rpc('delete_bank_reconciliation', { p_reconciliation_id: savingsRec });
  });

  it('suggests one-to-one matches by amount, date and payee, and the day\'s two gifts for one deposit', async () => {
    const { data, error } = await f.owner.rpc('suggest_bank_matches', { p_reconciliation_id: recId });
    expect(error).toBeNull();
    const w = await workspace();
    const byAmount = new Map(w.statement_lines.map((s) => [s.id, Number(s.amount)]));
    const ledgerDescription = new Map(w.ledger_lines.map((l) => [l.id, l.description]));
    const found = (data as Array<{ statement_line_id: string; journal_entry_line_ids: string[]; kind: string }>).map((s) => ({
      amount: byAmount.get(s.statement_line_id),
      kind: s.kind,
      lines: s.journal_entry_line_ids.map((id) => ledgerDescription.get(id)).sort(),
    }));
    expect(found.sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0))).toEqual([
      { amount: -800, kind: 'one_to_one', lines: ['Harbor Properties rent'] },
      { amount: -120.55, kind: 'one_to_one', lines: ['City Power utilities'] },
      { amount: 100, kind: 'one_to_many', lines: ['Gift from A. Rivera', 'Gift from B. Chen'] },
      { amount: 2500, kind: 'one_to_one', lines: ['Gulf Foundation grant'] },
    ]);
  });

  it('accepts all suggestions at once; the difference follows in SQL', async () => {
    const { data, error } = await f.owner.rpc('accept_bank_match_suggestions', { p_reconciliation_id: recId });
    expect(error).toBeNull();
    expect(data).toBe(4);
    const w = await workspace();
    expect(Number(w.reconciliation.cleared_deposits)).toBe(2600);
    expect(Number(w.reconciliation.cleared_payments)).toBe(920.55);
    // 2667.45 - (1000 + 2600 - 920.55) = -12.00: the bank's fee is not in the books yet.
    expect(Number(w.reconciliation.difference)).toBe(-12);
  });

  it('refuses a hand match whose ledger lines do not add up to the statement line', async () => {
    const w = await workspace();
    const fee = w.statement_lines.find((s) => Number(s.amount) === -12);
    const check = w.ledger_lines.find((l) => l.description.startsWith('Check 1042'));
    const { error } = await f.owner.rpc('match_bank_statement_line', { p_statement_line_id: fee?.id, p_journal_entry_line_ids: [check?.id] });
    expect(error?.message).toMatch(/add up to -300.00, but the statement line is -12.00/);
  });

  it('refuses to finish while the difference is not zero', async () => {
    const { error } = await f.owner.rpc('finish_bank_reconciliation', { p_reconciliation_id: recId });
    expect(error?.message).toMatch(/only when it is zero/);
  });

  it('unmatches and matches by hand (one-to-many)', async () => {
    const w = await workspace();
    const deposit = w.statement_lines.find((s) => Number(s.amount) === 100);
    expect(deposit?.matched_line_ids).toHaveLength(2);
    expect((await f.owner.rpc('unmatch_bank_statement_line', { p_statement_line_id: deposit?.id })).error).toBeNull();
    const gifts = (await workspace()).ledger_lines.filter((l) => l.description.startsWith('Gift from')).map((l) => l.id);
    expect((await f.owner.rpc('match_bank_statement_line', { p_statement_line_id: deposit?.id, p_journal_entry_line_ids: gifts })).error).toBeNull();
    expect((await workspace()).statement_lines.find((s) => s.id === deposit?.id)?.matched_line_ids.sort()).toEqual(gifts.sort());
  });

  it('creates the bank fee as a transaction from its line and matches it at once: difference zero', async () => {
    const fee = (await workspace()).statement_lines.find((s) => Number(s.amount) === -12);
    const { error } = await f.owner.rpc('create_transaction_from_statement_line', {
      p_statement_line_id: fee?.id, p_account_id: feesId, p_description: 'Bank service fee',
    });
    expect(error).toBeNull();
    const rows = await f.backend.admin.query<{ type: string; amount: string }>(
      `select type, amount::text from public.transactions where organization_id = $1 and description = 'Bank service fee'`, [f.orgId],
    );
    expect(rows).toEqual([{ type: 'Expense', amount: '12.00' }]);
    const w = await workspace();
    expect(Number(w.reconciliation.difference)).toBe(0);
    expect(w.ledger_lines.find((l) => l.description.startsWith('Check 1042'))?.cleared).toBe(false);
    // The report's figures: the check is outstanding, and the books equal the bank less it.
    expect(Number(w.reconciliation.outstanding_payments)).toBe(300);
    expect(Number(w.reconciliation.outstanding_deposits)).toBe(0);
    expect(w.reconciliation.outstanding_count).toBe(1);
    expect(Number(w.reconciliation.ledger_balance)).toBe(2367.45);
  });

  it('a viewer can neither change nor finish the reconciliation', async () => {
    const finish = await f.viewer.rpc('finish_bank_reconciliation', { p_reconciliation_id: recId });
    expect(finish.error?.message).toBe('Viewers cannot change bank reconciliations');
    const start = await f.viewer.rpc('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-05-31', p_ending_balance: 1,
    });
    expect(start.error?.message).toBe('Viewers cannot start a bank reconciliation');
    const outsider = await f.outsider.rpc('get_bank_reconciliation', { p_reconciliation_id: recId });
    expect(outsider.error?.message).toBe('Reconciliation not found');
    const direct = await f.viewer.from('bank_statement_matches').delete().eq('reconciliation_id', recId).select('id');
    expect(direct.data ?? []).toHaveLength(0);
  });

  it('finishes at zero', async () => {
    const { error } = await f.owner.rpc('finish_bank_reconciliation', { p_reconciliation_id: recId });
    expect(error).toBeNull();
    const w = await workspace();
    expect(w.reconciliation.status).toBe('finished');
    expect(w.reconciliation.finished_by_name).toBe('Olga Owner');
  });

  it('a reconciled transaction cannot be changed or deleted, in plain words', async () => {
    const update = await f.owner.from('transactions').update({ amount: 801 }).eq('id', tx.rent).select('id');
    expect(update.error?.message).toBe(LOCKED);
    expect(update.error?.code).toBe('23514');
    const remove = await f.owner.from('transactions').delete().eq('id', tx.rent).select('id');
    expect(remove.error?.message).toBe(LOCKED);
    // A note does not change what was posted: still allowed.
    const note = await f.owner.from('transactions').update({ notes: 'Paid by ACH' }).eq('id', tx.rent).select('id');
    expect(note.error).toBeNull();
    // The outstanding check was not cleared: it can still change.
    const check = await f.owner.from('transactions').update({ amount: 310 }).eq('id', tx.check).select('id');
    expect(check.error).toBeNull();
  });

  it('the reconciled entry itself is refused to the ledger\'s owner rights, in the same words', async () => {
    const entry = await f.backend.admin.query<{ journal_entry_id: string }>(`select journal_entry_id from public.transactions where id = $1`, [tx.grant]);
    await expect(f.backend.admin.query(`update public.journal_entries set description = 'x' where id = $1`, [entry[0]?.journal_entry_id])).rejects.toThrow(LOCKED);
    await expect(f.backend.admin.query(`delete from public.journal_entry_lines where journal_entry_id = $1`, [entry[0]?.journal_entry_id])).rejects.toThrow(LOCKED);
  });

  it('the next reconciliation opens at the last ending balance', async () => {
    const { data } = await f.owner.rpc('start_bank_reconciliation', {
      p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-04-30', p_ending_balance: 2367.45,
    });
    const w = await workspace(data as string);
    expect(Number(w.reconciliation.opening_balance)).toBe(2667.45);
    // The outstanding check carries over (as changed to 310.00: the first version and its reversal
    // cancel out and are not listed); March's cleared lines do not.
    expect(w.ledger_lines.map((l) => [l.description, Number(l.amount)])).toEqual([['Check 1042 Fresh Farms', -310]]);
    // March cannot be undone while April follows it.
    const undo = await f.owner.rpc('undo_bank_reconciliation', { p_reconciliation_id: recId });
    expect(undo.error?.message).toMatch(/last reconciliation can be undone/);
    await f.owner.rpc('delete_bank_reconciliation', { p_reconciliation_id: data as string });
  });

  it('only owners and admins undo; after undo the transaction can change again', async () => {
    const byViewer = await f.viewer.rpc('undo_bank_reconciliation', { p_reconciliation_id: recId });
    expect(byViewer.error?.message).toBe('Only owners and admins can undo a finished reconciliation');
    const { error } = await f.owner.rpc('undo_bank_reconciliation', { p_reconciliation_id: recId });
    expect(error).toBeNull();
    expect((await workspace()).reconciliation.status).toBe('in_progress');
    const update = await f.owner.from('transactions').update({ amount: 801 }).eq('id', tx.rent).select('id');
    expect(update.error).toBeNull();
    // The changed rent reversed its matched entry: that statement line is open again.
    const w = await workspace();
    expect(w.statement_lines.find((s) => Number(s.amount) === -800)?.matched_line_ids).toEqual([]);
  });
});
