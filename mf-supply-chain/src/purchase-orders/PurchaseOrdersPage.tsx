// Purchase orders (/app/supply-chain/purchase-orders, issue 18 points 2-3): the list, and each
// order's own page at /app/supply-chain/purchase-orders/<id> (nested routes).
import { Route, Routes } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { OrderDetailPage } from './components/OrderDetailPage';
import { OrdersList } from './components/OrdersList';

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
      <Route path=":orderId" element={<OrderDetailPage />} />
    </Routes>
  );
}

export default PurchaseOrdersPage;
