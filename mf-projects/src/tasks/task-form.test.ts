import { describe, expect, it } from 'vitest';
import { newTaskValues, taskFormSchema, taskWriteOf } from './task-form';

describe('task form', () => {
  it('asks for a project and a name', () => {
    const result = taskFormSchema.safeParse(newTaskValues(null));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['projectId', 'name']);
  });

  it('refuses a milestone over several days and a bad estimate', () => {
    const result = taskFormSchema.safeParse({ ...newTaskValues('p'), name: 'Go live', isMilestone: true, startDate: '2026-05-01', dueDate: '2026-05-02', estimate: '2,5' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the estimate in hours, such as 6 or 2.5.',
      'A milestone is one day: its start and due dates are the same.',
    ]);
  });

  it('writes a done task at 100% and blanks as nulls', () => {
    const values = taskFormSchema.parse({ ...newTaskValues('p'), name: 'Paint', status: 'done', progress: 40, estimate: '2.5' });
    expect(taskWriteOf(values, null)).toMatchObject({ progress: 100, estimate_hours: '2.5', start_date: null, assignee_name: null });
  });
});
