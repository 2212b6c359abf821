// Purchase requests (/app/supply-chain/purchase-requests, issue 18 point 1): the list, and each
// request's own page at /app/supply-chain/purchase-requests/<id> (nested routes).
import { Route, Routes } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { RequestDetailPage } from './components/RequestDetailPage';
import { RequestsList } from './components/RequestsList';

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
      <Route path=":requestId" element={<RequestDetailPage />} />
    </Routes>
  );
}

export default PurchaseRequestsPage;
