// Payroll (/app/hr/payroll): the runs and the year-to-date totals per employee
// (tab in the URL), and a run's own page at /app/hr/payroll/<id> (nested route).
import { lazy, Suspense } from 'react';
import { Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { PayrollRunsList } from './components/PayrollRunsList';

// A run's page and the year-to-date tab are their own chunks: the runs list's cold
// load skips the register, its exports and the hours inputs.
const PayrollRunDetail = lazy(() => import('./components/PayrollRunDetail').then((module) => ({ default: module.PayrollRunDetail })));
const YearToDateTable = lazy(() => import('./components/YearToDateTable').then((module) => ({ default: module.YearToDateTable })));

const runLoading = <PageFrame title="Payroll run"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

function PayrollHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'ytd' ? 'ytd' : 'runs';
  return (
    <PageFrame title="Payroll" description="Payroll runs: approving posts the wages by program and function, paying posts the cash.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'ytd' ? { tab: 'ytd' } : {})}
        items={[
          { key: 'runs', label: 'Runs', children: tab === 'runs' ? <PayrollRunsList /> : null },
          { key: 'ytd', label: 'Year to date', children: tab === 'ytd' ? <Suspense fallback={<Skeleton active />}><YearToDateTable /></Suspense> : null },
        ]}
      />
    </PageFrame>
  );
}

export function PayrollPage() {
  return (
    <Routes>
      <Route index element={<PayrollHome />} />
      <Route path=":runId" element={<Suspense fallback={runLoading}><PayrollRunDetail /></Suspense>} />
    </Routes>
  );
}

export default PayrollPage;
