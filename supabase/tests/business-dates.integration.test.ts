// The dates of business records through the API: a year typed wrong (0226 for 2026, or one more
// than ten years ahead) is refused with the domain's constraint, which the screens word; dates from
// 1900 to ten years ahead are kept. Every business date column is read from the catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;

function isoYearsFromToday(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  f = await createTransactionsFixture();
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('business dates', () => {
  it('refuses a transaction dated in the year 226 or more than ten years ahead, and keeps 1900 and nine years ahead', async () => {
    const base = { organization_id: f.orgId, type: 'Expense', amount: 5, account_id: await f.account('6300'), description: 'Paper' };
    const early = await f.owner.from('transactions').insert({ ...base, date: '0226-02-03' });
    expect(early.error?.code).toBe('23514');
    expect(early.error?.message).toBe('value for domain business_date violates check constraint "business_date_range"');
    expect((await f.owner.from('transactions').insert({ ...base, date: isoYearsFromToday(10, 2) })).error?.message).toMatch(/business_date_range/);
    expect((await f.owner.from('transactions').insert({ ...base, date: '1899-12-31' })).error?.message).toMatch(/business_date_range/);
    expect((await f.owner.from('transactions').insert({ ...base, date: '1900-01-01' })).error).toBeNull();
    expect((await f.owner.from('transactions').insert({ ...base, date: isoYearsFromToday(9) })).error).toBeNull();
  });

  it('refuses a gift dated 20 centuries ago through the same rule', async () => {
    const { error } = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'Ada Lovelace', amount: 25, donation_date: '0026-11-24' });
    expect(error?.message).toMatch(/business_date_range/);
  });

  it('covers the date of every business record', async () => {
    const rows = await f.backend.admin.query<{ table: string; column: string }>(
      `select c.conrelid::regclass::text as table, a.attname as column
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'c' and pg_get_constraintdef(c.oid) ~ '::(public\\.)?business_date'`,
    );
    const covered = new Set(rows.map((r) => `${r.table.replace(/^public\./, '')}.${r.column}`));
    for (const column of ['transactions.date', 'journal_entries.entry_date', 'invoices.issue_date', 'invoices.due_date', 'bills.bill_date', 'bills.due_date',
      'invoice_payments.payment_date', 'bill_payments.payment_date', 'donations.donation_date', 'pledges.pledge_date', 'payroll_runs.pay_date',
      'purchase_orders.order_date', 'employees.hire_date', 'projects.start_date', 'bank_statement_lines.line_date', 'stock_movements.movement_date']) {
      expect(covered.has(column), column).toBe(true);
    }
    // Every date column of a business table is covered, or is the system's own (a lock, a close, a reminder).
    const dateColumns = await f.backend.admin.query<{ column: string }>(
      `select table_name || '.' || column_name as column from information_schema.columns
       where table_schema = 'public' and data_type = 'date' and table_name in (select tablename from pg_tables where schemaname = 'public')`,
    );
    const system = new Set(['organization_settings.locked_through', 'fiscal_year_closes.fiscal_year_start', 'fiscal_year_closes.fiscal_year_end',
      'fiscal_year_closes.previous_locked_through', 'project_tasks.overdue_notified_due']);
    const uncovered = dateColumns.map((row) => row.column).filter((column) => !covered.has(column) && !system.has(column));
    expect(uncovered).toEqual([]);
  });
});
