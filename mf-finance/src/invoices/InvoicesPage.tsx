// Invoices (/app/finance/invoices, issue 13 points 5-7): the Invoices tab (filters in the URL,
// totals from SQL), the Customers tab and the AR aging tab (?tab=customers|aging), and an invoice's
// own page at /app/finance/invoices/<id> (nested route; notifications, the palette and the ledger's
// document links open it; the older ?open=<id> links are sent there).
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { AgingReport } from '../aging/components/AgingReport';
import { CustomersList } from '../customers/components/CustomersList';
import { InvoicesList } from './components/InvoicesList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';

// An invoice's own page (its actions, drawers, forms and zod schemas) loads when first visited, not with the list.
const InvoiceDetailPage = lazy(() => import('./components/InvoiceDetailPage').then((module) => ({ default: module.InvoiceDetailPage })));

const TABS = ['invoices', 'customers', 'aging'] as const;
type Tab = (typeof TABS)[number];

function customerInvoices(customerId: string): string {
  return `/app/finance/invoices?customer=${encodeURIComponent(customerId)}&status=open`;
}

function InvoicesHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('open');
  if (openId) return <Navigate to={`/app/finance/invoices/${encodeURIComponent(openId)}`} replace />;
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'invoices';
  return (
    <PageFrame title="Invoices" description="What customers and grantors owe: issue invoices, record their payments, follow what is overdue.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'invoices' ? {} : { tab: key })}
        items={[
          { key: 'invoices', label: 'Invoices', children: tab === 'invoices' ? <InvoicesList /> : null },
          { key: 'customers', label: 'Customers', children: tab === 'customers' ? <CustomersList /> : null },
          {
            key: 'aging',
            label: 'AR aging',
            children: tab === 'aging' ? <AgingReport kind="receivable" partyLink={customerInvoices} partyTitle="Customer" accountName="Accounts Receivable" /> : null,
          },
        ]}
      />
    </PageFrame>
  );
}

export function InvoicesPage() {
  return (
    <Routes>
      <Route index element={<InvoicesHome />} />
      <Route path=":invoiceId" element={<Suspense fallback={<RecordPageLoading title="Invoice" rows={8} />}><InvoiceDetailPage /></Suspense>} />
    </Routes>
  );
}

export default InvoicesPage;
