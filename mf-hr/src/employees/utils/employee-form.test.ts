import { describe, expect, it } from 'vitest';
import { employeeWriteOf, newEmployeeValues, payRateText } from './employee-form';

describe('employee form', () => {
  it('writes empty text as null and keeps the termination date only for a terminated employee', () => {
    const values = { ...newEmployeeValues('2026-03-01'), name: '  Ana Lee ', payRate: '52000', terminationDate: '2026-04-01' };
    const row = employeeWriteOf(values);
    expect(row).toMatchObject({ name: 'Ana Lee', email: null, department: null, pay_rate: 52000, termination_date: null, hire_date: '2026-03-01' });
    expect(employeeWriteOf({ ...values, status: 'terminated' }).termination_date).toBe('2026-04-01');
  });

  it('says the pay rate per year or per hour', () => {
    expect(payRateText('salary', '$52,000.00')).toBe('$52,000.00 a year');
    expect(payRateText('hourly', '$21.00')).toBe('$21.00 an hour');
  });
});
