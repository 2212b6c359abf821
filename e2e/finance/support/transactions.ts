// Helpers of the Transactions screen's specs: data is set up through the API as the signed-in test
// user (supabase-js, RLS applies), counts are read from the database the same way, and the page is
// driven like a user does. Each spec signs up its own organization.
import { expect, type Locator, type Page } from '@playwright/test';
import { createAccount, startSessionAs, type TestAccount } from '../../support/accounts.ts';

export interface SeedRow {
  date: string;
  description: string;
  type: 'Income' | 'Expense' | 'Asset' | 'Liability';
  amount: string;
  account_id?: string | null;
  notes?: string | null;
}

/** A new owner with an organization; the page's next page.goto opens signed in as it (startSessionAs). */
export async function signedInOwner(page: Page, label: string): Promise<TestAccount> {
  const account = await createAccount(label);
  await startSessionAs(page, account);
  return account;
}

export function organizationOf(account: TestAccount): string {
  if (!account.organizationId) throw new Error('the account has no organization');
  return account.organizationId;
}

export async function accountIdByCode(account: TestAccount, code: string): Promise<string> {
  const { data, error } = await account.client.from('accounts').select('id').eq('organization_id', organizationOf(account)).eq('code', code).single();
  if (error) throw error;
  return data.id as string;
}

/** Inserts rows as the user in one statement (the set-based posting writes their entries). */
export async function seedTransactions(account: TestAccount, rows: readonly SeedRow[]): Promise<string[]> {
  const organizationId = organizationOf(account);
  const { data, error } = await account.client
    .from('transactions')
    .insert(rows.map((row) => ({ organization_id: organizationId, ...row })))
    .select('id');
  if (error) throw error;
  return (data ?? []).map((row) => String(row.id));
}

/** `count` rows over 2026: every fourth an Income of 4100 Grants, the others Expenses of 6100 Rent. */
export async function seedYear(account: TestAccount, count: number): Promise<void> {
  const grants = await accountIdByCode(account, '4100');
  const rent = await accountIdByCode(account, '6100');
  const rows: SeedRow[] = [];
  for (let i = 1; i <= count; i += 1) {
    const day = new Date(Date.UTC(2026, 0, 1 + (i % 300)));
    rows.push({
      date: day.toISOString().slice(0, 10),
      description: i % 10 === 0 ? `Office supplies ${i}` : `Row ${i}`,
      type: i % 4 === 0 ? 'Income' : 'Expense',
      amount: `${(i * 37) % 900}.25`,
      account_id: i % 4 === 0 ? grants : rent,
    });
  }
  await seedTransactions(account, rows);
}

export interface CountFilter {
  from?: string;
  to?: string;
  type?: string;
  search?: string;
}

/** How many transactions the database holds for the filter (a direct count, not the screen's RPC). */
export async function databaseCount(account: TestAccount, filter: CountFilter = {}): Promise<number> {
  let query = account.client.from('transactions').select('id', { count: 'exact', head: true }).eq('organization_id', organizationOf(account));
  if (filter.from) query = query.gte('date', filter.from);
  if (filter.to) query = query.lte('date', filter.to);
  if (filter.type) query = query.eq('type', filter.type);
  if (filter.search) query = query.or(`description.ilike.*${filter.search}*,notes.ilike.*${filter.search}*`);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? -1;
}

/** Income and expense sums in cents of the filtered rows, read from the database. */
export async function databaseSums(account: TestAccount, filter: CountFilter = {}): Promise<{ income: number; expense: number }> {
  let query = account.client.from('transactions').select('type, amount').eq('organization_id', organizationOf(account));
  if (filter.from) query = query.gte('date', filter.from);
  if (filter.to) query = query.lte('date', filter.to);
  if (filter.type) query = query.eq('type', filter.type);
  const { data, error } = await query.limit(10_000);
  if (error) throw error;
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  let income = 0;
  let expense = 0;
  for (const row of data ?? []) {
    if (row.type === 'Income') income += cents(row.amount);
    if (row.type === 'Expense') expense += cents(row.amount);
  }
  return { income, expense };
}

/** Money as the screen shows it: 123456 cents -> "$1,234.56" (negative "-$1,234.56"). */
export function dollars(cents: number): string {
  const text = `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return cents < 0 ? `-${text}` : text;
}

export async function gotoTransactions(page: Page, search = ''): Promise<void> {
  await page.goto(`/app/transactions${search}`);
  await expect(transactionsTable(page)).toBeVisible();
}

export function transactionsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Transactions' });
}

/** The body rows of the current page (not the header, not the totals row). */
export function bodyRows(page: Page): Locator {
  return transactionsTable(page).locator('tbody tr.ant-table-row');
}

/**
 * Waits until the list has its rows for what the pager says: while a page loads, the table keeps
 * the previous page's rows under its spinner.
 */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('data-table-transactions').locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The pager's "1–50 of 240" text. */
export function pagerText(page: Page): Locator {
  return page.getByTestId('data-table-transactions').locator('.ant-pagination-total-text');
}

export function totalFigure(page: Page, key: 'count' | 'income' | 'expense' | 'net' | 'cash'): Locator {
  return page.getByTestId(`total-${key}`).locator('.ant-statistic-content');
}

/** Waits until the list shows `count` matching rows (pager and totals agree). */
export async function expectListCount(page: Page, count: number): Promise<void> {
  await expect(totalFigure(page, 'count')).toHaveText(count.toLocaleString('en-US'));
  if (count > 0) await expect(pagerText(page)).toHaveText(new RegExp(`of ${count.toLocaleString('en-US')}$`));
}

/** A CSV file for the import's file chooser. */
export function csvFile(name: string, lines: readonly string[]): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
}

/** Clicks page `n` of the list's pager. */
export async function goToPage(page: Page, n: number): Promise<void> {
  await page.getByTestId('data-table-transactions').locator(`.ant-pagination-item-${n}`).click();
}
