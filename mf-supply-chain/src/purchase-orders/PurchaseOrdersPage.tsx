// Purchase orders (/app/supply-chain/purchase-orders): the list, and each
// order's own page at /app/supply-chain/purchase-orders/<id> (nested routes).
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { OrdersList } from './components/OrdersList';

// The record's own page is its own chunk:
// the list's cold load skips its match table, documents and drawers.
const OrderDetailPage = lazy(() => import('./components/OrderDetailPage').then((module) => ({ default: module.OrderDetailPage })));

const recordLoading = <PageFrame title="Purchase order"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

function OrdersIndex() {
  return (
    <PageFrame title="Purchase Orders" description="Orders sent to vendors, what was received, and what the vendors billed.">
      <OrdersList />
    </PageFrame>
  );
}

export function PurchaseOrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersIndex />} />
      <Route path=":orderId" element={<Suspense fallback={recordLoading}><OrderDetailPage /></Suspense>} />
    </Routes>
  );
}

export default PurchaseOrdersPage;
