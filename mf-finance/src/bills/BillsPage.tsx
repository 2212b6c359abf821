// Bills (/app/finance/bills, issue 13 points 8-10): the Bills tab (filters in the URL, totals from
// SQL, Pay bills for one or a batch), the Vendors tab and the AP aging tab (?tab=vendors|aging), and
// a bill's own page at /app/finance/bills/<id> (nested route; notifications, the palette and the
// ledger's document links open it; the older ?open=<id> links are sent there).
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { BillsList } from './components/BillsList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';
import { PreloadingTabLabel } from '../documents-shared/components/PreloadingTabLabel';

// A bill's own page (its actions, drawers, forms and zod schemas) loads when first visited, not with the list.
const BillDetailPage = lazy(() => import('./components/BillDetailPage').then((module) => ({ default: module.BillDetailPage })));

// The Vendors and aging tabs load when first shown (the aging report's as-of date field is the kit's
// calendar, `/dates`, ~30 KiB gzip), and are preloaded when the pointer reaches their tab.
const loadVendorsList = () => import('../vendors/components/VendorsList');
const loadAgingReport = () => import('../aging/components/AgingReport');
const VendorsList = lazy(() => loadVendorsList().then((module) => ({ default: module.VendorsList })));
const AgingReport = lazy(() => loadAgingReport().then((module) => ({ default: module.AgingReport })));

const TABS = ['bills', 'vendors', 'aging'] as const;
type Tab = (typeof TABS)[number];

function vendorBills(vendorId: string): string {
  return `/app/finance/bills?vendor=${encodeURIComponent(vendorId)}&status=open`;
}

function BillsHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('open');
  if (openId) return <Navigate to={`/app/finance/bills/${encodeURIComponent(openId)}`} replace />;
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'bills';
  return (
    <PageFrame title="Bills" description="What the organization owes its vendors: enter and approve bills, attach the vendor's document, pay one or a batch.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'bills' ? {} : { tab: key })}
        items={[
          { key: 'bills', label: 'Bills', children: tab === 'bills' ? <BillsList /> : null },
          { key: 'vendors', label: <PreloadingTabLabel text="Vendors" preload={loadVendorsList} />, children: tab === 'vendors' ? <Suspense fallback={<Skeleton active />}><VendorsList /></Suspense> : null },
          {
            key: 'aging',
            label: <PreloadingTabLabel text="AP aging" preload={loadAgingReport} />,
            children: tab === 'aging' ? <Suspense fallback={<Skeleton active />}><AgingReport kind="payable" partyLink={vendorBills} partyTitle="Vendor" accountName="Accounts Payable" /></Suspense> : null,
          },
        ]}
      />
    </PageFrame>
  );
}

export function BillsPage() {
  return (
    <Routes>
      <Route index element={<BillsHome />} />
      <Route path=":billId" element={<Suspense fallback={<RecordPageLoading title="Bill" rows={8} />}><BillDetailPage /></Suspense>} />
    </Routes>
  );
}

export default BillsPage;
