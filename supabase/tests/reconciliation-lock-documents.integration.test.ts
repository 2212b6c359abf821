// The reconciliation lock beyond transactions: a donation and a manual journal
// entry cleared in a finished reconciliation cannot be changed, voided or reversed by any path;
// the refusal is the same sentence. Through supabase-js against the real backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

const LOCKED = 'This transaction is part of a finished bank reconciliation; record a correcting entry instead.';

let f: TransactionsFixture;
let donationId: string;
let manualEntryId: string;

beforeAll(async () => {
  f = await createTransactionsFixture();
  const cash = await f.account('1010');
  const interest = await f.account('4500');
  const general = (await f.backend.admin.query<{ id: string }>('select default_fund_id as id from public.organization_settings where organization_id = $1', [f.orgId]))[0]?.id;
  const gift = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'Dana Park', donation_date: '2026-03-05', amount: '50.00', method: 'check' }).select('id').single();
  if (gift.error) throw new Error(gift.error.message);
  donationId = gift.data.id as string;
  const manual = await f.owner.rpc('post_journal_entry', {
    p_organization_id: f.orgId, p_entry_date: '2026-03-31', p_description: 'Interest for March',
    p_lines: [{ account_id: cash, fund_id: general, debit: 1.25 }, { account_id: interest, fund_id: general, credit: 1.25 }],
  });
  if (manual.error) throw new Error(manual.error.message);
  manualEntryId = String(manual.data);
  const start = await f.owner.rpc('start_bank_reconciliation', {
    p_organization_id: f.orgId, p_account_id: cash, p_statement_end_date: '2026-03-31', p_ending_balance: 51.25, p_statement_start_date: '2026-03-01',
  });
  if (start.error) throw new Error(start.error.message);
  const id = String(start.data);
  const imported = await f.owner.rpc('import_bank_statement_lines', {
    p_reconciliation_id: id, p_format: 'camt053',
    p_lines: [{ date: '2026-03-06', amount: '50.00', payee: 'Dana Park', bank_id: 'A1' }, { date: '2026-03-31', amount: '1.25', description: 'Interest', bank_id: 'A2' }],
  });
  if (imported.error) throw new Error(imported.error.message);
  const accepted = await f.owner.rpc('accept_bank_match_suggestions', { p_reconciliation_id: id });
  expect(accepted.data).toBe(2);
  const finished = await f.owner.rpc('finish_bank_reconciliation', { p_reconciliation_id: id });
  if (finished.error) throw new Error(finished.error.message);
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('the reconciliation lock on documents and entries', () => {
  it('a reconciled donation cannot change its amount or be deleted', async () => {
    const update = await f.owner.from('donations').update({ amount: '60.00' }).eq('id', donationId).select('id');
    expect(update.error?.message).toBe(LOCKED);
    const remove = await f.owner.from('donations').delete().eq('id', donationId).select('id');
    expect(remove.error?.message).toBe(LOCKED);
  });

  it('a reconciled manual entry cannot be reversed', async () => {
    const reversal = await f.owner.rpc('reverse_journal_entry', { p_entry_id: manualEntryId, p_date: '2026-04-01' });
    expect(reversal.error?.message).toBe(LOCKED);
  });
});
