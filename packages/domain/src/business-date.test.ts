import { describe, expect, it } from 'vitest';
import { BUSINESS_DATE_ERROR, businessDateError, businessDateIssues, businessDateMax } from './business-date';

describe('business dates', () => {
  it('runs from 1900 to ten years after today, as the database counts them', () => {
    expect(businessDateMax('2026-11-24')).toBe('2036-11-24');
    expect(businessDateMax('2028-02-29')).toBe('2038-02-28');
    expect(businessDateError('1900-01-01', '2026-11-24')).toBeNull();
    expect(businessDateError('2036-11-24', '2026-11-24')).toBeNull();
    expect(businessDateError('1899-12-31', '2026-11-24')).toBe(BUSINESS_DATE_ERROR);
    expect(businessDateError('0226-11-24', '2026-11-24')).toBe(BUSINESS_DATE_ERROR);
    expect(businessDateError('2036-11-25', '2026-11-24')).toBe(BUSINESS_DATE_ERROR);
    expect(businessDateError('Net 30', '2026-11-24')).toBeNull();
  });

  it("names each date of a form's values that breaks the rule, lines included", () => {
    const values = { date: '0226-03-01', dueDate: '2026-03-31', terms: 'Net 30', lines: [{ serviceDate: '2026-03-02' }, { serviceDate: '3026-03-02' }] };
    expect(businessDateIssues(values, '2026-11-24')).toEqual([
      { path: ['date'], message: BUSINESS_DATE_ERROR },
      { path: ['lines', 1, 'serviceDate'], message: BUSINESS_DATE_ERROR },
    ]);
  });
});
