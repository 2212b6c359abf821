// The payroll tax table reads back what was stored and drops blank rows on save.
import { describe, expect, it } from 'vitest';
import { readPayrollTaxRates, writePayrollTaxRates } from './payroll-tax-rates';

describe('payroll tax rates', () => {
  it('reads stored rows and ignores malformed ones', () => {
    expect(readPayrollTaxRates([{ name: 'FICA', rate: '7.65', paid_by: 'employer' }, 'junk', { name: 'SUI', rate: 2.7, paid_by: 'employee' }, { name: 'Health plan', rate: '6', paid_by: 'employer', kind: 'benefit' }])).toEqual([
      { name: 'FICA', rate: '7.65', paid_by: 'employer', kind: 'tax' },
      { name: 'SUI', rate: '2.7', paid_by: 'employee', kind: 'tax' },
      { name: 'Health plan', rate: '6', paid_by: 'employer', kind: 'benefit' },
    ]);
    expect(readPayrollTaxRates({})).toEqual([]);
  });
  it('trims and drops blank rows', () => {
    expect(writePayrollTaxRates([{ name: ' FUTA ', rate: '0.6', paid_by: 'employer' }, { name: '', rate: '' }])).toEqual([{ name: 'FUTA', rate: '0.6', paid_by: 'employer', kind: 'tax' }]);
  });
  it('keeps a benefit a benefit on save, so payroll posts it to benefits and not to taxes', () => {
    expect(writePayrollTaxRates([{ name: '403(b) match', rate: '3', paid_by: 'employer', kind: 'benefit' }])).toEqual([{ name: '403(b) match', rate: '3', paid_by: 'employer', kind: 'benefit' }]);
  });
});
