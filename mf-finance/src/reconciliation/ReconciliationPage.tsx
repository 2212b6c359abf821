// Bank Reconciliation (/app/finance/reconciliation): the list of cash
// accounts and their reconciliations, and one reconciliation's workspace at its own URL
// (/app/finance/reconciliation/:reconciliationId).
import { Suspense, lazy } from 'react';
import { Route, Routes } from '@missionbase/router';
import { ReconciliationList } from './components/ReconciliationList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';

// A reconciliation's workspace (statement import, matching, its dialogs and report files) loads when first visited.
const ReconciliationWorkspace = lazy(() => import('./components/ReconciliationWorkspace').then((module) => ({ default: module.ReconciliationWorkspace })));

export function ReconciliationPage() {
  return (
    <Routes>
      <Route index element={<ReconciliationList />} />
      <Route path=":reconciliationId" element={<Suspense fallback={<RecordPageLoading title="Reconciliation" rows={3} />}><ReconciliationWorkspace /></Suspense>} />
    </Routes>
  );
}

export default ReconciliationPage;
