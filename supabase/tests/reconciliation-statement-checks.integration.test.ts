// The statement import's own checks in the database, whatever the browser sent: a statement in
// another currency than the organization's books is refused in a sentence (an EUR or AUD file is
// not imported as dollars), and lines dated more than a year outside the statement period are
// refused unless the user confirmed them; nothing is imported when either refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let recId: string;

const NOVEMBER = [
  { date: '2026-11-04', amount: '-12.50', payee: 'BOULANGERIE', description: '', bank_id: 'E1' },
  { date: '2026-11-20', amount: '250.00', payee: 'VIREMENT', description: '', bank_id: 'E2' },
];

async function importLines(args: Record<string, unknown>) {
  return f.owner.rpc('import_bank_statement_lines', { p_reconciliation_id: recId, p_format: 'ofx', ...args });
}
async function lineCount(): Promise<number> {
  const rows = await f.backend.admin.query<{ n: number }>(`select count(*)::int as n from public.bank_statement_lines where reconciliation_id = $1`, [recId]);
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const cashId = await f.account('1010');
  const { data, error } = await f.owner.rpc('start_bank_reconciliation', {
    p_organization_id: f.orgId, p_account_id: cashId, p_statement_end_date: '2026-11-30', p_ending_balance: 0, p_statement_start_date: '2026-11-01',
  });
  if (error) throw new Error(error.message);
  recId = data as string;
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('statement import checks', () => {
  it('refuses a statement in EUR or AUD for books kept in USD, in a sentence, and imports nothing', async () => {
    const eur = await importLines({ p_lines: NOVEMBER, p_currency: 'EUR' });
    expect(eur.error?.message).toBe('This statement is in EUR, but the organization keeps its books in USD. Import a statement of an account in USD.');
    const aud = await importLines({ p_lines: NOVEMBER, p_currency: 'aud' });
    expect(aud.error?.message).toMatch(/^This statement is in AUD, but the organization keeps its books in USD/);
    expect(await lineCount()).toBe(0);
  });

  it('refuses a currency that is not a three-letter code', async () => {
    const { error } = await importLines({ p_lines: NOVEMBER, p_currency: 'dollars' });
    expect(error?.message).toBe('The statement currency must be a three-letter code such as USD or EUR');
  });

  it('refuses lines dated years outside a November 2026 statement unless confirmed, naming the first', async () => {
    const lines = [...NOVEMBER, { date: '2011-10-15', amount: '250.00', payee: 'OLD', description: '', bank_id: 'E3' }, { date: '2017-03-01', amount: '-1234.56', payee: 'OLDER', description: '', bank_id: 'E4' }];
    const refused = await importLines({ p_lines: lines, p_currency: 'USD' });
    expect(refused.error?.message).toBe(
      "2 of the statement's lines are dated more than a year outside the statement period (2026-11-01 to 2026-11-30), the first on line 3 (2011-10-15). Check the file, or confirm these lines to import them.",
    );
    expect(await lineCount()).toBe(0);
    const confirmed = await importLines({ p_lines: lines, p_currency: 'USD', p_far_dates_confirmed: true });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual({ imported: 4, skipped: 0 });
  });

  it("imports a statement in the books' currency, and one whose file states none", async () => {
    await f.backend.admin.query(`update public.organization_settings set currency = 'EUR' where organization_id = $1`, [f.orgId]);
    const lines = [{ date: '2026-11-25', amount: '-3.00', description: 'Frais', bank_id: 'E5' }];
    expect((await importLines({ p_lines: lines, p_currency: 'USD' })).error?.message).toMatch(/^This statement is in USD, but the organization keeps its books in EUR/);
    expect((await importLines({ p_lines: lines, p_currency: 'EUR' })).data).toEqual({ imported: 1, skipped: 0 });
    expect((await importLines({ p_lines: [{ date: '2026-11-26', amount: '1.00', description: 'Intérêts' }], p_format: 'csv' })).data).toEqual({ imported: 1, skipped: 0 });
  });
});
