import { describe, expect, it } from 'vitest';
import type { InvoiceListRow } from '../../invoices/invoice-kind';
import { customerStatementInput } from './customer-statement-pdf';

const row: InvoiceListRow = {
  id: 'i1', invoice_number: 'INV-5001', customer_id: 'c1', customer_name: 'County', customer_email: null, issue_date: '2026-01-02',
  due_date: '2026-02-01', terms: 'Net 30', status: 'sent', state: 'overdue', total: '900.00', amount_paid: '100.00', balance: '800.00',
  paid_date: null, fund_id: null, fund_name: null, project_id: null, notes: null, days_overdue: 40, updated_at: '2026-01-02T10:00:00+00:00',
};

describe('customer statement', () => {
  it('lists the open invoices and the SQL balance due', () => {
    const input = customerStatementInput({ name: 'Food Bank' }, { name: 'County', email: 'ap@county.example.org', address: '1 Main St' }, [row], '800.00', '2026-03-13');
    expect(input.parties?.[0]?.lines).toEqual(['County', '1 Main St', 'ap@county.example.org']);
    expect(input.table?.rows).toEqual([['INV-5001 (overdue)', '2026-01-02', '2026-02-01', '$900.00', '$100.00', '$800.00']]);
    expect(input.totals).toEqual([['Balance due', '$800.00']]);
  });
});
