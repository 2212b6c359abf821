// Invoices (/app/finance/invoices, issue 13 points 5-7): the Invoices tab (filters in the URL,
// totals from SQL), the Customers tab and the AR aging tab (?tab=customers|aging), and an invoice's
// own page at /app/finance/invoices/<id> (nested route; notifications, the palette and the ledger's
// document links open it; the older ?open=<id> links are sent there).
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { InvoicesList } from './components/InvoicesList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';
import { PreloadingTabLabel } from '../documents-shared/components/PreloadingTabLabel';

// An invoice's own page (its actions, drawers, forms and zod schemas) loads when first visited, not with the list.
const InvoiceDetailPage = lazy(() => import('./components/InvoiceDetailPage').then((module) => ({ default: module.InvoiceDetailPage })));

// The Customers and aging tabs load when first shown (the aging report's as-of date field is the kit's
// calendar, `/dates`, ~30 KiB gzip), and are preloaded when the pointer reaches their tab.
const loadCustomersList = () => import('../customers/components/CustomersList');
const loadAgingReport = () => import('../aging/components/AgingReport');
const CustomersList = lazy(() => loadCustomersList().then((module) => ({ default: module.CustomersList })));
const AgingReport = lazy(() => loadAgingReport().then((module) => ({ default: module.AgingReport })));

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
          { key: 'customers', label: <PreloadingTabLabel text="Customers" preload={loadCustomersList} />, children: tab === 'customers' ? <Suspense fallback={<Skeleton active />}><CustomersList /></Suspense> : null },
          {
            key: 'aging',
            label: <PreloadingTabLabel text="AR aging" preload={loadAgingReport} />,
            children: tab === 'aging' ? <Suspense fallback={<Skeleton active />}><AgingReport kind="receivable" partyLink={customerInvoices} partyTitle="Customer" accountName="Accounts Receivable" /></Suspense> : null,
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
