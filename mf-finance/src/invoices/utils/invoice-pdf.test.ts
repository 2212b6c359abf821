import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../invoice-kind';
import { invoicePdfInput } from './invoice-pdf';

const invoice: InvoiceDetail = {
  id: 'i1', organization_id: 'o1', invoice_number: 'INV-5003', customer_id: 'c1', customer_name: 'Harbor Schools',
  customer_email: 'ap@schools.example.org', customer_address: '1 School St\nHarbor City, CA 90001', issue_date: '2026-03-01',
  due_date: '2026-03-31', terms: 'Net 30', status: 'sent', state: 'partially_paid', total: '415.00', amount_paid: '100.00',
  balance: '315.00', paid_date: '2026-03-10', fund_id: null, fund_name: null, project_id: null, notes: 'Thank you', journal_entry_id: 'e1',
  void_entry_id: null, created_at: '2026-03-01T10:00:00+00:00', updated_at: '2026-03-10T10:00:00+00:00',
  lines: [{ id: 'l1', line_number: 1, description: 'Breakfasts', quantity: '100.00', unit_price: '3.25', amount: '325.00', account_id: null, account_label: null, project_id: null, project_name: null, fund_id: null, fund_name: null }],
  payments: [],
};

describe('invoice PDF input', () => {
  it('lists the lines, total, paid and balance due, the customer and the instructions', () => {
    const input = invoicePdfInput({ name: 'Harbor Food Bank' }, invoice, { instructions: 'Pay by ACH to account 123.' });
    expect(input.parties).toEqual([{ label: 'Bill to', lines: ['Harbor Schools', '1 School St', 'Harbor City, CA 90001', 'ap@schools.example.org'] }]);
    expect(input.table?.rows).toEqual([['Breakfasts', '100', '$3.25', '$325.00']]);
    expect(input.totals).toEqual([['Total', '$415.00'], ['Paid', '$100.00'], ['Balance due', '$315.00']]);
    expect(input.paragraphs).toEqual(['Pay by ACH to account 123.', 'Thank you']);
  });

  it('says so on a void invoice and owes nothing', () => {
    const input = invoicePdfInput({ name: 'Harbor Food Bank' }, { ...invoice, state: 'void', notes: null });
    expect(input.paragraphs?.[0]).toBe('This invoice is void.');
    expect(input.totals?.[2]).toEqual(['Balance due', '$0.00']);
  });
});
