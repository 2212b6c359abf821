// Payroll (/app/hr/payroll): the runs, the payroll liabilities owed to each agency and their
// payments, and the year-to-date totals per employee (tab in the URL), and a run's own page at /app/hr/payroll/<id> (nested route). Only for whoever
// may see pay; everyone else reads why (the database gives them no run anyway).
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { useHrPermissions } from '../hooks/use-hr-permissions';
import { Tabs } from '@missionbase/ui/tabs';
import { PayrollRunsList } from './components/PayrollRunsList';

// A run's page and the year-to-date tab are their own chunks: the runs list's cold
// load skips the register, its exports and the hours inputs.
const PayrollRunDetail = lazy(() => import('./components/PayrollRunDetail').then((module) => ({ default: module.PayrollRunDetail })));
const PayrollLiabilities = lazy(() => import('./components/PayrollLiabilities').then((module) => ({ default: module.PayrollLiabilities })));
const YearToDateTable = lazy(() => import('./components/YearToDateTable').then((module) => ({ default: module.YearToDateTable })));

const runLoading = <PageFrame title="Payroll run"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

function PayrollHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = requested === 'ytd' || requested === 'liabilities' ? requested : 'runs';
  return (
    <PageFrame title="Payroll" description="Payroll runs: approving posts the wages by program and function, paying posts the cash; the withheld taxes, deductions and employer costs are paid to their agencies from Liabilities.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'runs' ? {} : { tab: key })}
        items={[
          { key: 'runs', label: 'Runs', children: tab === 'runs' ? <PayrollRunsList /> : null },
          { key: 'liabilities', label: 'Liabilities', children: tab === 'liabilities' ? <Suspense fallback={<Skeleton active />}><PayrollLiabilities /></Suspense> : null },
          { key: 'ytd', label: 'Year to date', children: tab === 'ytd' ? <Suspense fallback={<Skeleton active />}><YearToDateTable /></Suspense> : null },
        ]}
      />
    </PageFrame>
  );
}

/** Payroll shows pay: only for owners, admins and members with payroll access. */
function PayOnly({ children }: { children: ReactNode }) {
  const { canSeePay, payAccessPending } = useHrPermissions();
  if (payAccessPending) return <PageFrame title="Payroll"><Skeleton active paragraph={{ rows: 6 }} /></PageFrame>;
  if (!canSeePay) {
    return (
      <PageFrame title="Payroll">
        <Result status="info" title="Payroll is private"
          subTitle="Payroll runs and pay are shown to owners, admins and members an owner has given payroll access on the Users page." />
      </PageFrame>
    );
  }
  return children;
}

export function PayrollPage() {
  return (
    <Routes>
      <Route index element={<PayOnly><PayrollHome /></PayOnly>} />
      <Route path=":runId" element={<PayOnly><Suspense fallback={runLoading}><PayrollRunDetail /></Suspense></PayOnly>} />
    </Routes>
  );
}

export default PayrollPage;
