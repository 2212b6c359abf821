// An employee's record in the kit's RecordDrawer: name, contact, job title, department,
// manager, dates, status, pay type, rate and schedule, and the default wage expense account. The
// allocation and the personal identifiers are edited on the employee's page. Viewers see it read only.
import { useMemo } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { AccountPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { InputProps } from '@missionbase/ui/forms';
import type { FieldErrorMap } from '@missionbase/ui';
import { useEmployeeDepartments } from '../data/employee-departments-query';
import { useSaveEmployee } from '../data/employee-save-mutation';
import type { EmployeeRecord } from '../data/employee-detail-query';
import { EMPLOYMENT_LABELS, PAY_TYPE_LABELS, SCHEDULE_LABELS, STATUS_LABELS, employeeValuesOf, employeeWriteOf, newEmployeeValues } from '../utils/employee-form';
import type { EmployeeFormValues } from '../utils/employee-form';
import { ManagerSelect } from './ManagerSelect';

const ERROR_FIELDS: FieldErrorMap = {
  'wage expense account': 'wageAccountId',
  employees_manager: 'managerId',
  termination_date: 'terminationDate',
  name: 'name',
  pay_rate: 'payRate',
};

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface EmployeeDrawerProps {
  /** null: closed; 'new': a new employee; else the employee edited. */
  employee: EmployeeRecord | 'new' | null;
  readOnly: boolean;
  onClose: () => void;
}

/** A text field suggesting the departments in use (the browser's own list: typing a new one is fine). */
function DepartmentInput({ departments, ...props }: InputProps & { departments: string[] }) {
  return (
    <>
      <Input {...props} list="employee-departments" autoComplete="off" maxLength={100} />
      <datalist id="employee-departments">
        {departments.map((d) => <option key={d} value={d} />)}
      </datalist>
    </>
  );
}

function TerminationDate() {
  const status = Form.useWatch<string>('status');
  if (status !== 'terminated') return null;
  return (
    <Form.Item name="terminationDate" label="Termination date" rules={[{ required: true, message: 'Give the last day of work.' }]}>
      <DateInput />
    </Form.Item>
  );
}

export function EmployeeDrawer({ employee, readOnly, onClose }: EmployeeDrawerProps) {
  const save = useSaveEmployee();
  const navigate = useNavigate();
  // Managers and departments come from the database, not the organization bundle (which carries
  // only the 1,000 newest employees).
  const departments = useEmployeeDepartments(useActiveOrganizationId()).data ?? [];
  const editing = employee !== null && employee !== 'new' ? employee : null;
  const initialValues = useMemo<EmployeeFormValues>(
    () => (editing ? employeeValuesOf(editing) : newEmployeeValues(organizationToday())),
    [editing],
  );
  return (
    <RecordDrawer<EmployeeFormValues>
      title={editing ? `Edit ${editing.name}` : 'New employee'}
      open={employee !== null}
      onClose={onClose}
      initialValues={initialValues}
      errorMap={ERROR_FIELDS}
      successMessage="Employee saved"
      readOnly={readOnly}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({ employeeId: editing?.id ?? null, row: employeeWriteOf(values) });
        if (!editing) navigate(`/app/hr/employees/${id}`);
      }}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the employee a name.' }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="position" label="Job title">
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="department" label="Department">
        <DepartmentInput departments={departments} />
      </Form.Item>
      <Form.Item name="managerId" label="Manager">
        <ManagerSelect employeeId={editing?.id ?? null} />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="addressLine1" label="Street address">
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="city" label="City">
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="region" label="State">
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="postalCode" label="ZIP code">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="employmentType" label="Employment">
        <Select options={options(EMPLOYMENT_LABELS)} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={options(STATUS_LABELS)} />
      </Form.Item>
      <Form.Item name="hireDate" label="Hire date">
        <DateInput />
      </Form.Item>
      <TerminationDate />
      <Form.Item name="payType" label="Pay type">
        <Select options={options(PAY_TYPE_LABELS)} />
      </Form.Item>
      <Form.Item name="payRate" label="Pay rate" extra="The annual salary, or the hourly rate for hourly staff." rules={[{ required: true, message: 'Give the pay rate.' }]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="paySchedule" label="Pay schedule">
        <Select options={options(SCHEDULE_LABELS)} />
      </Form.Item>
      <Form.Item name="wageAccountId" label="Wage expense account" extra="Empty: Salaries & Wages.">
        <AccountPicker categories={['Expenses']} placeholder="Salaries & Wages" />
      </Form.Item>
    </RecordDrawer>
  );
}
