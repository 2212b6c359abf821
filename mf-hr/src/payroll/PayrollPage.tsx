// Payroll (/app/hr/payroll, issue 17 points 2-4): the runs and the year-to-date totals per employee
// (tab in the URL), and a run's own page at /app/hr/payroll/<id> (nested route).
import { Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/display';
import { PayrollRunDetail } from './components/PayrollRunDetail';
import { PayrollRunsList } from './components/PayrollRunsList';
import { YearToDateTable } from './components/YearToDateTable';

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
          { key: 'ytd', label: 'Year to date', children: tab === 'ytd' ? <YearToDateTable /> : null },
        ]}
      />
    </PageFrame>
  );
}

export function PayrollPage() {
  return (
    <Routes>
      <Route index element={<PayrollHome />} />
      <Route path=":runId" element={<PayrollRunDetail />} />
    </Routes>
  );
}

export default PayrollPage;
