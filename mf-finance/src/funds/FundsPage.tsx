// Funds (/app/funds): the list, and a fund's own page at /app/funds/<fundId> (nested route; the
// palette's Funds items link there).
import { Suspense, lazy } from 'react';
import { Route, Routes } from '@missionbase/router';
import { FundsList } from './components/FundsList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';

// A fund's own page (its activity table, period picker, drawers and zod readers) loads when first visited.
const FundDetailPage = lazy(() => import('./components/FundDetailPage').then((module) => ({ default: module.FundDetailPage })));

export function FundsPage() {
  return (
    <Routes>
      <Route index element={<FundsList />} />
      <Route path=":fundId" element={<Suspense fallback={<RecordPageLoading title="Fund" />}><FundDetailPage /></Suspense>} />
    </Routes>
  );
}

export default FundsPage;
