// Employees (/app/hr/employees): the list, and an employee's own page at /app/hr/employees/<id>
// (nested route). The employee's page is its own chunk: the list's cold load skips its cards,
// allocation editor and pickers.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { EmployeesList } from './components/EmployeesList';

const EmployeeRecordPage = lazy(() => import('./components/EmployeeRecordPage').then((module) => ({ default: module.EmployeeRecordPage })));

const recordLoading = <PageFrame title="Employee"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

export function EmployeesPage() {
  return (
    <Routes>
      <Route index element={<EmployeesList />} />
      <Route path=":employeeId" element={<Suspense fallback={recordLoading}><EmployeeRecordPage /></Suspense>} />
    </Routes>
  );
}

export default EmployeesPage;
