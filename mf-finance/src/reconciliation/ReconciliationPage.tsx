// Bank Reconciliation (/app/finance/reconciliation, issue 14 points 6-10): the list of cash
// accounts and their reconciliations, and one reconciliation's workspace at its own URL
// (/app/finance/reconciliation/:reconciliationId).
import { Route, Routes } from '@missionbase/router';
import { ReconciliationList } from './components/ReconciliationList';
import { ReconciliationWorkspace } from './components/ReconciliationWorkspace';

export function ReconciliationPage() {
  return (
    <Routes>
      <Route index element={<ReconciliationList />} />
      <Route path=":reconciliationId" element={<ReconciliationWorkspace />} />
    </Routes>
  );
}

export default ReconciliationPage;
