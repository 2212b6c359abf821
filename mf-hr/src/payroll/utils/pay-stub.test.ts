import { describe, expect, it } from 'vitest';
import type { RegisterLine, RegisterRun } from '../data/payroll-register-query';
import { payStubDocument, payStubFileName } from './pay-stub';

const run = { id: 'r', status: 'approved', period_start: '2026-04-01', period_end: '2026-04-15', pay_date: '2026-04-16' } as RegisterRun;
const line: RegisterLine = {
  id: 'l', employee_id: 'e', employee_name: 'Ana Salaried', position: 'Coordinator', department: 'Programs', pay_type: 'salary', pay_schedule: 'semimonthly',
  hours: null, rate: '60000.00', gross_pay: '2500.00', employee_taxes: '441.25', deductions: '0.00', withheld: '441.25', net_pay: '2058.75',
  employer_taxes: '191.25', benefits: '125.00',
  breakdown: [
    { name: 'Federal income tax', rate: '10', paid_by: 'employee', kind: 'tax', amount: '250.00' },
    { name: 'Social Security (employer)', rate: '6.2', paid_by: 'employer', kind: 'tax', amount: '155.00' },
  ],
  ytd_gross: '5000.00', ytd_withheld: '882.50', ytd_net: '4117.50', ytd_employer: '632.50',
};

describe('pay stub', () => {
  it('shows the period, each withholding, gross, net and year to date from the register', () => {
    const doc = payStubDocument({ name: 'Food Bank' }, run, line);
    expect(doc.meta).toEqual([['Pay period', 'Apr 1, 2026 – Apr 15, 2026'], ['Pay date', 'Apr 16, 2026']]);
    expect(doc.table?.rows).toEqual([
      ['Salary for the period', '$2,500.00', '$5,000.00'],
      ['Federal income tax (10%)', '-$250.00', ''],
      ['Total withheld', '-$441.25', '-$882.50'],
    ]);
    expect(doc.totals).toContainEqual(['Net pay', '$2,058.75']);
    expect(doc.paragraphs?.[0]).toBe('Paid by the employer in addition (not deducted): Social Security (employer) $155.00.');
    expect(payStubFileName(run, line)).toBe('pay-stub-2026-04-16-Ana-Salaried.pdf');
  });
});
