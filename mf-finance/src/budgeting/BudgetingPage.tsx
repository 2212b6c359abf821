// Budgeting (/app/finance/budgeting): the list of budgets by year, scope and
// status, and a budget's own page at /app/finance/budgeting/<budgetId> with its grid and its
// budget vs. actual (nested route; ?tab=variance opens the second tab).
import { Suspense, lazy } from 'react';
import { Route, Routes } from '@missionbase/router';
import { BudgetList } from './components/BudgetList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';

// A budget's own page (its grid, variance tab, forms, pickers and zod readers) loads when first visited.
const BudgetDetail = lazy(() => import('./components/BudgetDetail').then((module) => ({ default: module.BudgetDetail })));

export function BudgetingPage() {
  return (
    <Routes>
      <Route index element={<BudgetList />} />
      <Route path=":budgetId" element={<Suspense fallback={<RecordPageLoading title="Budget" rows={10} />}><BudgetDetail /></Suspense>} />
    </Routes>
  );
}

export default BudgetingPage;
