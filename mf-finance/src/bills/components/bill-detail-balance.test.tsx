// A bill's page rendered from a cached record (no DOM, no network): the balance due is the one the
// database answered, for a draft (its whole total) as for a part-paid bill.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from '@missionbase/router';
import { MemoryRouter } from '@missionbase/router/testing';
import { documentKeys } from '../../documents-shared/data/document-keys';
import type { BillDetail } from '../bill-kind';
import { BillDetailPage } from './BillDetailPage';

const BILL_ID = '44444444-4444-4444-8444-444444444444';

const DRAFT: BillDetail = {
  id: BILL_ID, organization_id: 'org', bill_number: 'BILL-1042', vendor_id: null, vendor_name: 'Valley Produce', vendor_reference: null,
  vendor_is_1099: false, bill_date: '2026-03-01', due_date: '2026-03-31', status: 'draft', state: 'draft', total: '412.35', amount_paid: '0.00',
  balance: '412.35', paid_date: null, fund_id: null, fund_name: null, notes: null, journal_entry_id: null, attachment_path: null,
  attachment_name: null, void_entry_id: null, created_at: null, updated_at: null, lines: [], payments: [],
};

/** The page's "Balance due" figure. */
function balanceDue(bill: BillDetail): string {
  const client = new QueryClient();
  client.setQueryData(documentKeys('bills').detail('', BILL_ID), bill);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/bills/${BILL_ID}`]}>
        <Routes><Route path="/bills/:documentId" element={<BillDetailPage />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return /Balance due (\$[\d,.]+)/.exec(text)?.[1] ?? '';
}

describe('bill page', () => {
  it('a draft bill shows its balance due as the database answers it: its whole total', () => {
    expect(balanceDue(DRAFT)).toBe('$412.35');
  });

  it('a part-paid bill shows what is left', () => {
    expect(balanceDue({ ...DRAFT, status: 'open', state: 'partially_paid', amount_paid: '100.00', balance: '312.35' })).toBe('$312.35');
  });
});
