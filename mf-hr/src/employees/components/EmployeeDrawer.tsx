// An employee's record in the kit's RecordDrawer: name, contact, job title, department,
// manager, dates, status, pay schedule and, for whoever may see pay, the pay type, rate and default
// wage expense account (changed, with the status of an existing employee, only by whoever may change
// pay). The allocation and the personal identifiers are edited on the employee's page. Viewers see
// it read only.
import { useMemo } from 'react';
import { useNavigate } from '@missionbase/router';
import { amountInputError } from '@missionbase/domain/transaction-form';
import { Typography } from '@missionbase/ui';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { AccountPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { InputProps } from '@missionbase/ui/forms';
import type { FieldErrorMap } from '@missionbase/ui';
import { useEmployeeDepartments } from '../data/employee-departments-query';
import { useSaveEmployee } from '../data/employee-save-mutation';
import type { EmployeeRecord } from '../data/employee-detail-query';
import type { EmployeePay } from '../data/employee-pay-query';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { EMPLOYMENT_LABELS, PAY_TYPE_LABELS, SCHEDULE_LABELS, STATUS_LABELS, employeePayWriteOf, employeeValuesOf, employeeWriteOf, newEmployeeValues } from '../utils/employee-form';
import type { EmployeeFormValues } from '../utils/employee-form';
import { ManagerSelect } from './ManagerSelect';

const ERROR_FIELDS: FieldErrorMap = {
  'wage expense account': 'wageAccountId',
  'pay rate': 'payRate',
  employees_manager: 'managerId',
  termination_date: 'terminationDate',
  name: 'name',
  pay_rate: 'payRate',
};

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface EmployeeDrawerProps {
  /** null: closed; 'new': a new employee; else the employee edited. */
  employee: EmployeeRecord | 'new' | null;
  /** The edited employee's pay, when the user may see it. */
  pay?: EmployeePay | null;
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

export function EmployeeDrawer({ employee, pay = null, readOnly, onClose }: EmployeeDrawerProps) {
  const save = useSaveEmployee();
  const { canSeePay, canChangePay } = useHrPermissions();
  const navigate = useNavigate();
  // Managers and departments come from the database, not the organization bundle (which carries
  // only the 1,000 newest employees).
  const departments = useEmployeeDepartments(useActiveOrganizationId()).data ?? [];
  const editing = employee !== null && employee !== 'new' ? employee : null;
  const initialValues = useMemo<EmployeeFormValues>(
    () => (editing ? employeeValuesOf(editing, pay) : newEmployeeValues(organizationToday())),
    [editing, pay],
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
        const id = await save.mutateAsync({ employeeId: editing?.id ?? null, row: employeeWriteOf(values), pay: canChangePay ? employeePayWriteOf(values) : null });
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
      <Form.Item name="status" label="Status"
        extra={editing && !canChangePay && !readOnly ? 'Only owners, admins and members with payroll access change the status.' : undefined}>
        <Select options={options(STATUS_LABELS)} disabled={Boolean(editing) && !canChangePay} />
      </Form.Item>
      <Form.Item name="hireDate" label="Hire date">
        <DateInput />
      </Form.Item>
      <TerminationDate />
      {canSeePay ? (
        <>
          <Form.Item name="payType" label="Pay type">
            <Select options={options(PAY_TYPE_LABELS)} disabled={!canChangePay} />
          </Form.Item>
          <Form.Item name="payRate" label="Pay rate" extra="The annual salary, or the hourly rate for hourly staff." rules={canChangePay ? [{ required: true, message: 'Give the pay rate.' }, { validator: (_rule, value: string | undefined) => { const problem = amountInputError(value ?? ''); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }] : []}>
            <MoneyInput disabled={!canChangePay} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="paySchedule" label="Pay schedule">
        <Select options={options(SCHEDULE_LABELS)} />
      </Form.Item>
      {canSeePay ? (
        <Form.Item name="wageAccountId" label="Wage expense account" extra="Empty: Salaries & Wages.">
          <AccountPicker categories={['Expenses']} placeholder="Salaries & Wages" disabled={!canChangePay} />
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">Pay is shown to owners, admins and members with payroll access.</Typography.Paragraph>
      )}
    </RecordDrawer>
  );
}
