import { describe, expect, it } from 'vitest';
import { documentPath, sourceLabel } from './document-link';

describe('documentPath', () => {
  it('opens a transaction in its edit dialog on the transactions list and other documents on their page', () => {
    expect(documentPath({ type: 'transaction', id: 't1', label: 'x', exists: true })).toBe('/app/transactions?editTransaction=t1');
    expect(documentPath({ type: 'invoice_payment', id: 'i1', label: 'x', exists: true })).toBe('/app/finance/invoices/i1');
    expect(documentPath({ type: 'pledge', id: 'p1', label: 'x', exists: true })).toBe('/app/finance/donations?tab=pledges&pledge=p1');
    expect(documentPath({ type: 'year_end_close', id: 'c1', label: 'x', exists: true })).toBe('/app/settings/advanced');
    expect(documentPath({ type: 'payroll_run', id: 'r 1', label: 'x', exists: true })).toBe('/app/hr/payroll/r%201');
  });

  it('a deleted document, an unknown kind or a manual entry has no link', () => {
    expect(documentPath({ type: 'transaction', id: 't1', label: 'x', exists: false })).toBeNull();
    expect(documentPath({ type: 'opening_balance', id: 'o', label: 'x', exists: true })).toBeNull();
    expect(documentPath({ type: 'inventory_receipt', id: 'm', label: 'x', exists: true })).toBeNull();
    expect(documentPath(null)).toBeNull();
  });

  it('names source types in words', () => {
    expect(sourceLabel('bill_payment')).toBe('Bill payment');
    expect(sourceLabel('something_new')).toBe('something new');
  });
});
