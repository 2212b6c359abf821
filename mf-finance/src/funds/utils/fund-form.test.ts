import { describe, expect, it } from 'vitest';
import { fundFormSchema, fundRpcArgs, fundValuesOf, NEW_FUND_VALUES } from './fund-form';
import { restrictionLabel } from './fund-labels';

describe('fund form', () => {
  it('needs a name and a known restriction', () => {
    const result = fundFormSchema.safeParse({ ...NEW_FUND_VALUES, name: '  ', restriction: 'temporary' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'restriction']);
  });

  it('sends trimmed values, leaves empty optionals out and reads a fund back', () => {
    expect(fundRpcArgs({ ...NEW_FUND_VALUES, name: ' Youth Meals ', restriction: 'with_donor_restrictions', purpose: ' Holiday meals ' })).toEqual({
      p_name: 'Youth Meals', p_restriction: 'with_donor_restrictions', p_purpose: 'Holiday meals',
    });
    expect(fundValuesOf({ name: 'G', code: null, restriction: 'without_donor_restrictions', purpose: null, description: null, is_active: false }))
      .toEqual({ ...NEW_FUND_VALUES, name: 'G', isActive: false });
    expect(restrictionLabel('with_donor_restrictions')).toBe('With donor restrictions');
  });
});
