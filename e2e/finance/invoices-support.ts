// Helpers of the Invoices and Bills specs: customers, vendors, invoices and bills set up through
// the API as the signed-in owner (supabase-js, the same RPCs the screens call, RLS applies), and
// ledger balances read from the journal lines so a spec compares the screen with the ledger, not
// with itself.
import type { TestAccount } from '../support/accounts.ts';
import { accountIdByCode, organizationOf } from './support/transactions.ts';

export function isoDay(offsetDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

export async function addCustomer(account: TestAccount, name: string, email: string | null = null): Promise<string> {
  const { data, error } = await account.client.from('customers').insert({ organization_id: organizationOf(account), name, email }).select('id').single();
  if (error) throw error;
  return data.id;
}

export async function addVendor(account: TestAccount, name: string): Promise<string> {
  const { data, error } = await account.client.from('vendors').insert({ organization_id: organizationOf(account), name }).select('id').single();
  if (error) throw error;
  return data.id;
}

export async function addInvoice(account: TestAccount, customerId: string, issueDate: string, dueDate: string, amount: string, issue = true): Promise<string> {
  const revenue = await accountIdByCode(account, '4200');
  const { data, error } = await account.client.rpc('save_invoice', {
    p_organization_id: organizationOf(account),
    p_invoice: { customer_id: customerId, issue_date: issueDate, due_date: dueDate, terms: 'Net 30' },
    p_lines: [{ description: 'Program meals', quantity: 1, unit_price: amount, account_id: revenue }],
    p_issue: issue,
  });
  if (error) throw error;
  return String(data);
}

export async function addBill(account: TestAccount, vendorId: string, billDate: string, dueDate: string, amount: string, approve = true): Promise<string> {
  const expense = await accountIdByCode(account, '6400');
  const { data, error } = await account.client.rpc('save_bill', {
    p_organization_id: organizationOf(account),
    p_bill: { vendor_id: vendorId, bill_date: billDate, due_date: dueDate },
    p_lines: [{ description: 'Groceries', quantity: 1, unit_price: amount, account_id: expense }],
    p_approve: approve,
  });
  if (error) throw error;
  return String(data);
}

/** Debits less credits (receivable) or credits less debits (payable) of one account, in cents. */
export async function ledgerCents(account: TestAccount, code: string, side: 'debit' | 'credit'): Promise<number> {
  const accountId = await accountIdByCode(account, code);
  const { data, error } = await account.client.from('journal_entry_lines').select('debit, credit').eq('organization_id', organizationOf(account)).eq('account_id', accountId);
  if (error) throw error;
  const toCents = (value: string | number) => Math.round(Number(value) * 100);
  return data.reduce((sum, line) => sum + (side === 'debit' ? toCents(line.debit) - toCents(line.credit) : toCents(line.credit) - toCents(line.debit)), 0);
}
