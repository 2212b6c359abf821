// Exposed as `mf_finance/routes`: the finance area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles).
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import { FINANCE_PAGES } from './finance-pages';
import { ReportsIndex } from './ReportsIndex';

export default function FinanceRoutes() {
  return (
    <div data-remote="mf_finance">
      <SessionProbe owner="mf_finance" />
      <Routes>
        <Route index element={<Navigate to="/app/transactions" replace />} />
        <Route path="chart-of-accounts" element={<Navigate to="/app/accounts" replace />} />
        <Route path="reports" element={<ReportsIndex />} />
        {FINANCE_PAGES.filter((page) => page.path !== 'reports').map((page) => (
          <Route key={page.path} path={page.path} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
