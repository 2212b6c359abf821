// Budgeting (/app/finance/budgeting, issue 14 points 1-4): the list of budgets by year, scope and
// status, and a budget's own page at /app/finance/budgeting/<budgetId> with its grid and its
// budget vs. actual (nested route; ?tab=variance opens the second tab).
import { Route, Routes } from '@missionbase/router';
import { BudgetDetail } from './components/BudgetDetail';
import { BudgetList } from './components/BudgetList';

export function BudgetingPage() {
  return (
    <Routes>
      <Route index element={<BudgetList />} />
      <Route path=":budgetId" element={<BudgetDetail />} />
    </Routes>
  );
}

export default BudgetingPage;
