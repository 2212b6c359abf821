import { describe, expect, it } from 'vitest';
import type { EmployeeRecord } from '../data/employee-detail-query';
import { employeePayWriteOf, employeeValuesOf, employeeWriteOf, newEmployeeValues, payRateText } from './employee-form';

describe('employee form', () => {
  it('writes empty text as null and keeps the termination date only for a terminated employee', () => {
    const values = { ...newEmployeeValues('2026-03-01'), name: '  Ana Lee ', payRate: '52000', terminationDate: '2026-04-01' };
    const row = employeeWriteOf(values);
    expect(row).toMatchObject({ name: 'Ana Lee', email: null, department: null, termination_date: null, hire_date: '2026-03-01' });
    expect(employeeWriteOf({ ...values, status: 'terminated' }).termination_date).toBe('2026-04-01');
  });

  it('writes pay apart from the record: the record carries no pay column', () => {
    const values = { ...newEmployeeValues('2026-03-01'), name: 'Ana Lee', payType: 'hourly', payRate: '21.5', wageAccountId: 'acct-1' };
    expect(Object.keys(employeeWriteOf(values)).filter((key) => key.startsWith('pay_rate') || key === 'pay_type' || key === 'wage_account_id')).toEqual([]);
    expect(employeePayWriteOf(values)).toEqual({ pay_type: 'hourly', pay_rate: 21.5, wage_account_id: 'acct-1' });
    expect(employeePayWriteOf({ ...values, payRate: ' ' }).pay_rate).toBe(0);
  });

  it('leaves the pay fields empty for whoever may not see pay', () => {
    const row = { id: 'e1', name: 'Ana Lee', status: 'active', pay_schedule: 'monthly', employment_type: 'full_time' } as EmployeeRecord;
    expect(employeeValuesOf(row, null)).toMatchObject({ payType: 'salary', payRate: '', wageAccountId: null, paySchedule: 'monthly' });
    expect(employeeValuesOf(row, { pay_type: 'hourly', pay_rate: 21, wage_account_id: null })).toMatchObject({ payType: 'hourly', payRate: '21' });
  });

  it('says the pay rate per year or per hour', () => {
    expect(payRateText('salary', '$52,000.00')).toBe('$52,000.00 a year');
    expect(payRateText('hourly', '$21.00')).toBe('$21.00 an hour');
  });
});
