import { describe, expect, it } from 'vitest';
import type { TaskRow } from '../data/task-list-query';
import { chartDataOf, dateToDay, dayToDate, dependencyChoicesOf, taskDatesOf, todayLineX } from './gantt-model';

function row(partial: Partial<TaskRow>): TaskRow {
  return {
    id: 't', project_id: 'p', project_name: 'Pantry', project_code: null, name: 'Task', description: null, status: 'todo', priority: 'medium',
    assignee_user_id: null, assignee_name: null, start_date: '2026-03-01', due_date: '2026-03-03', progress: 0, estimate_hours: null,
    is_milestone: false, sort_order: 0, overdue: false, updated_at: '', ...partial,
  };
}

describe('gantt model', () => {
  it('draws a due date as the end of its day and reads it back', () => {
    const data = chartDataOf([row({ id: 'a' })], []);
    const task = data.tasks.find((t) => t.id === 'a');
    expect(task && dateToDay(task.end)).toBe('2026-03-04');
    expect(task && taskDatesOf(task.start, task.end, false)).toEqual({ start_date: '2026-03-01', due_date: '2026-03-03' });
  });

  it('groups tasks under a summary row per project, sorted by name, and links only drawn tasks', () => {
    const data = chartDataOf(
      [row({ id: 'a', project_id: 'p2', project_name: 'Warehouse' }), row({ id: 'b' }), row({ id: 'c', start_date: null, due_date: null }), row({ id: 'm', is_milestone: true, start_date: '2026-03-09', due_date: '2026-03-09' })],
      [{ id: 'l1', predecessor_id: 'b', successor_id: 'm' }, { id: 'l2', predecessor_id: 'c', successor_id: 'b' }],
    );
    expect(data.tasks.map((t) => [t.id, t.type, t.parent ?? null])).toEqual([
      ['project:p', 'summary', null], ['b', 'task', 'project:p'], ['m', 'milestone', 'project:p'],
      ['project:p2', 'summary', null], ['a', 'task', 'project:p2'],
    ]);
    expect(data.links).toEqual([{ id: 'l1', source: 'b', target: 'm', type: 'e2s' }]);
    expect(data.undated).toBe(1);
  });

  it('keeps a milestone on one day', () => {
    expect(taskDatesOf(dayToDate('2026-05-01'), dayToDate('2026-05-09'), true)).toEqual({ start_date: '2026-05-01', due_date: '2026-05-01' });
  });

  it('places today\'s line in the middle of today with the chart\'s own scale, and not outside the drawn range', () => {
    const days = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 86_400_000;
    const weeks = (a: Date, b: Date) => days(a, b) / 7;
    const range = { start: dayToDate('2026-03-01'), end: dayToDate('2026-04-01') };
    expect(todayLineX({ ...range, lengthUnit: 'day', diff: days }, 36, dayToDate('2026-03-05'))).toBe(162);
    expect(todayLineX({ ...range, lengthUnit: 'week', diff: weeks }, 70, dayToDate('2026-03-08'))).toBe(75);
    expect(todayLineX({ ...range, lengthUnit: 'day', diff: days }, 36, dayToDate('2026-04-01'))).toBeNull();
    expect(todayLineX({ ...range, lengthUnit: 'day', diff: days }, 36, dayToDate('2026-02-28'))).toBeNull();
  });

  it('offers the tasks of the same project a task may wait for, and its links to remove', () => {
    const data = chartDataOf(
      [row({ id: 'a', name: 'Permits' }), row({ id: 'b', name: 'Foundation' }), row({ id: 'c', name: 'Walls' }), row({ id: 'x', name: 'Elsewhere', project_id: 'q', project_name: 'Other' })],
      [{ id: 'd1', predecessor_id: 'a', successor_id: 'b' }],
    );
    const choices = dependencyChoicesOf('b', data.tasks, data.links);
    expect(choices.waitFor.map((t) => t.text)).toEqual(['Walls']);
    expect(choices.waitsFor).toEqual([{ linkId: 'd1', text: 'Permits' }]);
    expect(choices.blocks).toEqual([]);
    expect(dependencyChoicesOf('a', data.tasks, data.links).blocks).toEqual([{ linkId: 'd1', text: 'Foundation' }]);
  });
});
