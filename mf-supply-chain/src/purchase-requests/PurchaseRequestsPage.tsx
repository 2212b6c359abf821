// Purchase requests (/app/supply-chain/purchase-requests): the list, and each
// request's own page at /app/supply-chain/purchase-requests/<id> (nested routes).
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { RequestsList } from './components/RequestsList';

// The record's own page is its own chunk:
// the list's cold load skips its actions, drawers and modals.
const RequestDetailPage = lazy(() => import('./components/RequestDetailPage').then((module) => ({ default: module.RequestDetailPage })));

const recordLoading = <PageFrame title="Purchase request"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

function RequestsIndex() {
  return (
    <PageFrame title="Purchase Requests" description="Requests to buy: raised by the team, approved by owners and admins, then ordered.">
      <RequestsList />
    </PageFrame>
  );
}

export function PurchaseRequestsPage() {
  return (
    <Routes>
      <Route index element={<RequestsIndex />} />
      <Route path=":requestId" element={<Suspense fallback={recordLoading}><RequestDetailPage /></Suspense>} />
    </Routes>
  );
}

export default PurchaseRequestsPage;
