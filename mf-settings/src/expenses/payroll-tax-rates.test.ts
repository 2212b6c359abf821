// The payroll tax table reads back what was stored and drops blank rows on save.
import { describe, expect, it } from 'vitest';
import { readPayrollTaxRates, writePayrollTaxRates } from './payroll-tax-rates';

describe('payroll tax rates', () => {
  it('reads stored rows and ignores malformed ones', () => {
    expect(readPayrollTaxRates([{ name: 'FICA', rate: '7.65', paid_by: 'employer' }, 'junk', { name: 'SUI', rate: 2.7, paid_by: 'employee' }, { name: 'Health plan', rate: '6', paid_by: 'employer', kind: 'benefit' }])).toEqual([
      { name: 'FICA', rate: '7.65', paid_by: 'employer', kind: 'tax', agency: '' },
      { name: 'SUI', rate: '2.7', paid_by: 'employee', kind: 'tax', agency: '' },
      { name: 'Health plan', rate: '6', paid_by: 'employer', kind: 'benefit', agency: '' },
    ]);
    expect(readPayrollTaxRates({})).toEqual([]);
  });
  it('trims and drops blank rows', () => {
    expect(writePayrollTaxRates([{ name: ' FUTA ', rate: '0.6', paid_by: 'employer' }, { name: '', rate: '' }])).toEqual([{ name: 'FUTA', rate: '0.6', paid_by: 'employer', kind: 'tax' }]);
  });
  it('keeps a benefit a benefit on save, so payroll posts it to benefits and not to taxes', () => {
    expect(writePayrollTaxRates([{ name: '403(b) match', rate: '3', paid_by: 'employer', kind: 'benefit' }])).toEqual([{ name: '403(b) match', rate: '3', paid_by: 'employer', kind: 'benefit' }]);
  });
  it('keeps who each rate is paid to, so the Liabilities tab of Payroll still groups by agency after a save', () => {
    const stored = [{ name: 'Federal income tax', rate: '10', paid_by: 'employee', kind: 'tax', agency: 'Internal Revenue Service' }];
    expect(writePayrollTaxRates(readPayrollTaxRates(stored))).toEqual(stored);
    expect(writePayrollTaxRates([{ name: 'Medicare', rate: '1.45', paid_by: 'employee', agency: '  ' }])).toEqual([{ name: 'Medicare', rate: '1.45', paid_by: 'employee', kind: 'tax' }]);
  });
});
