// Funds (/app/funds): the list, and a fund's own page at /app/funds/<fundId> (nested route; the
// palette's Funds items link there).
import { Route, Routes } from '@missionbase/router';
import { FundDetailPage } from './components/FundDetailPage';
import { FundsList } from './components/FundsList';

export function FundsPage() {
  return (
    <Routes>
      <Route index element={<FundsList />} />
      <Route path=":fundId" element={<FundDetailPage />} />
    </Routes>
  );
}

export default FundsPage;
