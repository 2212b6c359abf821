// The employee drawer's form: its values (dates as yyyy-mm-dd text, the pay rate as text), the
// row written to public.employees and the pay written by set_employee_pay. The database checks
// what matters (the wage account is an expense account, a termination is not before the hire date,
// who may change pay and status).
import type { EmployeeRecord } from '../data/employee-detail-query';
import type { EmployeePay } from '../data/employee-pay-query';
import type { EmployeePayWrite, EmployeeWrite } from '../data/employee-save-mutation';

export const STATUS_LABELS: Record<string, string> = { active: 'Active', on_leave: 'On leave', terminated: 'Terminated' };
export const PAY_TYPE_LABELS: Record<string, string> = { salary: 'Salaried (per year)', hourly: 'Hourly' };
export const SCHEDULE_LABELS: Record<string, string> = { weekly: 'Weekly', biweekly: 'Every two weeks', semimonthly: 'Twice a month', monthly: 'Monthly' };
export const EMPLOYMENT_LABELS: Record<string, string> = { full_time: 'Full time', part_time: 'Part time', contractor: 'Contractor', temporary: 'Temporary' };

/** A code in words: its label, the code itself when it has none, nothing for no code. */
export function labelOf(labels: Record<string, string>, code: string | null): string {
  return code === null ? '' : (labels[code] ?? code);
}

export interface EmployeeFormValues {
  name: string;
  email: string;
  phone: string;
  position: string;
  department: string;
  managerId: string | null;
  employmentType: string;
  status: string;
  hireDate: string | null;
  terminationDate: string | null;
  payType: string;
  payRate: string;
  paySchedule: string;
  wageAccountId: string | null;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
}

export function newEmployeeValues(today: string): EmployeeFormValues {
  return {
    name: '', email: '', phone: '', position: '', department: '', managerId: null, employmentType: 'full_time', status: 'active',
    hireDate: today, terminationDate: null, payType: 'salary', payRate: '', paySchedule: 'semimonthly', wageAccountId: null,
    addressLine1: '', city: '', region: '', postalCode: '',
  };
}

/** The form's values of an employee; pay is null for whoever may not see it (the fields stay empty). */
export function employeeValuesOf(row: EmployeeRecord, pay: EmployeePay | null): EmployeeFormValues {
  return {
    name: row.name, email: row.email ?? '', phone: row.phone ?? '', position: row.position ?? '', department: row.department ?? '',
    managerId: row.manager_id, employmentType: row.employment_type, status: row.status, hireDate: row.hire_date,
    terminationDate: row.termination_date, payType: pay?.pay_type ?? 'salary', payRate: pay ? String(pay.pay_rate) : '', paySchedule: row.pay_schedule,
    wageAccountId: pay?.wage_account_id ?? null, addressLine1: row.address_line1 ?? '', city: row.city ?? '', region: row.region ?? '',
    postalCode: row.postal_code ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function employeeWriteOf(values: EmployeeFormValues): EmployeeWrite {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    position: orNull(values.position),
    department: orNull(values.department),
    manager_id: values.managerId,
    employment_type: values.employmentType,
    status: values.status,
    hire_date: values.hireDate,
    termination_date: values.status === 'terminated' ? values.terminationDate : null,
    pay_schedule: values.paySchedule,
    address_line1: orNull(values.addressLine1),
    city: orNull(values.city),
    region: orNull(values.region),
    postal_code: orNull(values.postalCode),
  };
}

export function employeePayWriteOf(values: EmployeeFormValues): EmployeePayWrite {
  return {
    pay_type: values.payType,
    pay_rate: Number(values.payRate.trim() === '' ? '0' : values.payRate.trim()),
    wage_account_id: values.wageAccountId,
  };
}

/** The pay rate in words: "$52,000.00 a year" or "$21.00 an hour". */
export function payRateText(payType: string | null, formattedRate: string): string {
  return payType === 'hourly' ? `${formattedRate} an hour` : `${formattedRate} a year`;
}
