// A project's documents: the invoices, bills (by their lines) and gifts tagged with it, newest
// first, each linking to its own screen. Keyed under ['ledger', org] because every one of
// these tables posts to the ledger, so a change of any of them refreshes the list.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';

export interface ProjectDocument {
  kind: 'Invoice' | 'Bill' | 'Donation';
  id: string;
  label: string;
  date: string;
  amount: string;
  status: string | null;
  link: string;
}

const LIMIT = 50;

export async function fetchProjectDocuments(organizationId: string, projectId: string): Promise<ProjectDocument[]> {
  const client = getSupabase();
  const [invoices, billLines, donations] = await Promise.all([
    client.from('invoices').select('id, invoice_number, customer_name, issue_date, total, status')
      .eq('organization_id', organizationId).eq('project_id', projectId).order('issue_date', { ascending: false }).limit(LIMIT),
    client.from('bill_lines').select('bill_id').eq('organization_id', organizationId).eq('project_id', projectId).limit(1000),
    client.from('donations').select('id, donor_name, donation_date, amount, receipt_number')
      .eq('organization_id', organizationId).eq('project_id', projectId).order('donation_date', { ascending: false }).limit(LIMIT),
  ]);
  if (invoices.error) throw invoices.error;
  if (billLines.error) throw billLines.error;
  if (donations.error) throw donations.error;
  const billIds = [...new Set(billLines.data.map((line) => line.bill_id))].slice(0, LIMIT);
  const bills = billIds.length === 0
    ? { data: [], error: null }
    : await client.from('bills').select('id, bill_number, vendor_name, bill_date, total, status').eq('organization_id', organizationId).in('id', billIds);
  if (bills.error) throw bills.error;
  const documents: ProjectDocument[] = [
    ...invoices.data.map((row): ProjectDocument => ({
      kind: 'Invoice', id: row.id, label: `${row.invoice_number ?? 'Invoice'} · ${row.customer_name}`, date: row.issue_date,
      amount: String(row.total), status: row.status, link: `/app/finance/invoices/${row.id}`,
    })),
    ...bills.data.map((row): ProjectDocument => ({
      kind: 'Bill', id: row.id, label: `${row.bill_number ?? 'Bill'} · ${row.vendor_name}`, date: row.bill_date,
      amount: String(row.total), status: row.status, link: `/app/finance/bills/${row.id}`,
    })),
    ...donations.data.map((row): ProjectDocument => ({
      kind: 'Donation', id: row.id, label: `${row.receipt_number ? `${row.receipt_number} · ` : ''}${row.donor_name}`, date: row.donation_date,
      amount: String(row.amount), status: null, link: `/app/finance/donations?open=${row.id}`,
    })),
  ];
  return documents.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function useProjectDocuments(organizationId: string | null, projectId: string) {
  return useQuery({
    queryKey: ['ledger', organizationId ?? '', 'projects', 'documents', projectId] as const,
    queryFn: () => fetchProjectDocuments(organizationId ?? '', projectId),
    enabled: Boolean(organizationId) && projectId !== '',
  });
}
