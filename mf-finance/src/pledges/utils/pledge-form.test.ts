import { describe, expect, it } from 'vitest';
import { addMonths, buildSchedule, pledgeFormSchema, pledgeValuesOf, pledgeWriteOf, newPledgeValues } from './pledge-form';

describe('pledge schedule', () => {
  it('splits the pledge into equal instalments in cents, the remainder on the last', () => {
    expect(buildSchedule('1000.00', '2026-01-31', 3, 'monthly')).toEqual([
      { due_date: '2026-01-31', amount: '333.33' },
      { due_date: '2026-02-28', amount: '333.33' },
      { due_date: '2026-03-31', amount: '333.34' },
    ]);
    expect(buildSchedule('75000', '2026-10-15', 3, 'yearly').map((row) => row.due_date)).toEqual(['2026-10-15', '2027-10-15', '2028-10-15']);
  });

  it('one payment is due on its date for the whole amount', () => {
    const values = pledgeFormSchema.parse({ ...newPledgeValues('2026-05-01'), donorId: 'd', amount: '250', firstDueDate: '2026-06-01' });
    expect(pledgeWriteOf(values).installments).toEqual([{ due_date: '2026-06-01', amount: '250.00' }]);
  });

  it('needs a donor and a positive amount', () => {
    const result = pledgeFormSchema.safeParse({ ...newPledgeValues('2026-05-01'), amount: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['amount', 'donorId']);
  });

  it('an existing quarterly schedule opens as quarterly instalments', () => {
    const values = pledgeValuesOf({ donor_id: 'd', pledge_date: '2026-01-01', amount: '400.00', fund_id: null, project_id: null, campaign: null, notes: null,
      installments: [{ due_date: '2026-01-15' }, { due_date: '2026-04-15' }, { due_date: '2026-07-15' }, { due_date: '2026-10-15' }] });
    expect(values).toMatchObject({ schedule: 'installments', count: 4, frequency: 'quarterly', firstDueDate: '2026-01-15' });
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});
