import { describe, expect, it } from 'vitest';
import { newProjectValues, projectFormSchema, projectWriteOf } from './project-form';

describe('project form', () => {
  it('refuses an end before the start on the end field', () => {
    const result = projectFormSchema.safeParse({ ...newProjectValues(), name: 'Pantry', startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['endDate', 'The end date is before the start date.']]);
  });

  it('writes blanks as nulls, the budget as its decimal text and the manager with their name', () => {
    const values = projectFormSchema.parse({ ...newProjectValues(), name: ' Pantry ', budget: '1250.5', managerUserId: 'u1' });
    expect(projectWriteOf(values, 'Mia')).toMatchObject({ name: 'Pantry', code: null, budget: '1250.5', start_date: null, manager_user_id: 'u1', manager_name: 'Mia', function: 'program' });
  });
});
