// Employees (/app/hr/employees, issue 17 point 1): the list, and an employee's own page at
// /app/hr/employees/<id> (nested route).
import { Route, Routes } from '@missionbase/router';
import { EmployeeRecordPage } from './components/EmployeeRecordPage';
import { EmployeesList } from './components/EmployeesList';

export function EmployeesPage() {
  return (
    <Routes>
      <Route index element={<EmployeesList />} />
      <Route path=":employeeId" element={<EmployeeRecordPage />} />
    </Routes>
  );
}

export default EmployeesPage;
