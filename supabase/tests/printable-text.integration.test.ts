// Names, descriptions and notes through the API: a hidden text-direction mark (the "Trojan Source"
// trick that makes a vendor's name or a memo read differently from what is stored) or another
// control character is refused, and so is a name over 200 characters; notes keep their line breaks.
// Every column the rule covers is read from the catalog and tried, so none is forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

const RLO = '\u202E';

let f: TransactionsFixture;

beforeAll(async () => {
  f = await createTransactionsFixture();
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('printable text', () => {
  it('refuses a vendor name with a right-to-left override, in plain words', async () => {
    const { error } = await f.owner.from('vendors').insert({ organization_id: f.orgId, name: `Acme ${RLO}gnp.exe` });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('value for domain name_text violates check constraint "name_text_printable"');
  });

  it("refuses a transaction's description with a line break or a bidirectional isolate, and one over 500 characters", async () => {
    const base = { organization_id: f.orgId, type: 'Expense', amount: 5, account_id: await f.account('6300'), date: '2026-02-03' };
    expect((await f.owner.from('transactions').insert({ ...base, description: 'Paper\nand toner' })).error?.message).toMatch(/line_text_printable/);
    expect((await f.owner.from('transactions').insert({ ...base, description: `Paper \u2066x\u2069` })).error?.message).toMatch(/line_text_printable/);
    expect((await f.owner.from('transactions').insert({ ...base, description: 'x'.repeat(501) })).error?.message).toMatch(/transactions_description_length/);
    expect((await f.owner.from('transactions').insert({ ...base, description: 'Papier für Büro — 東京' })).error).toBeNull();
  });

  it('keeps line breaks and tabs in notes but refuses a left-to-right mark there, and a name over 200 characters', async () => {
    expect((await f.owner.from('customers').insert({ organization_id: f.orgId, name: 'City Schools', notes: 'Line one\nLine two\tend' })).error).toBeNull();
    expect((await f.owner.from('customers').insert({ organization_id: f.orgId, name: 'City Schools 2', notes: 'Pay \u200Eto' })).error?.message).toMatch(/note_text_printable/);
    expect((await f.owner.from('customers').insert({ organization_id: f.orgId, name: 'n'.repeat(201) })).error?.message).toMatch(/name_text_length|customers_name_check/);
  });

  it('covers every name, description and note column of the business tables', async () => {
    const rows = await f.backend.admin.query<{ table: string; column: string; domain: string }>(
      `select c.conrelid::regclass::text as table, a.attname as column, substring(pg_get_constraintdef(c.oid) from '(name_text|line_text|note_text)') as domain
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'c' and c.conname like '%\\_text' and pg_get_constraintdef(c.oid) ~ '::(public\\.)?(name|line|note)_text'`,
    );
    const covered = new Set(rows.map((r) => `${r.table.replace(/^public\./, '')}.${r.column}`));
    for (const column of ['vendors.name', 'vendors.notes', 'customers.name', 'donors.name', 'transactions.description', 'journal_entries.description',
      'journal_entry_lines.description', 'invoice_lines.description', 'bill_lines.description', 'accounts.name', 'funds.name', 'projects.name',
      'invoices.notes', 'bills.notes', 'donations.notes', 'payroll_runs.notes', 'employees.name', 'budgets.name', 'inventory.name']) {
      expect(covered.has(column), column).toBe(true);
    }
    expect(rows.length).toBeGreaterThan(60);
  });
});
