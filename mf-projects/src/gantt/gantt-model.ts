// The Gantt's data from the database's rows and back, without the library (unit-tested): tasks
// grouped under one summary row per project, finish-to-start links, inclusive due dates as the
// chart's exclusive ends, and the three zoom levels' scales.
import type { IApi } from '@svar-ui/react-gantt';
import type { TaskDependency } from '../data/task-dependencies-query';
import type { TaskRow } from '../data/task-list-query';

export type Zoom = 'day' | 'week' | 'month';

export interface ChartTask {
  id: string;
  text: string;
  start: Date;
  end: Date;
  progress: number;
  type: 'task' | 'summary' | 'milestone';
  parent?: string;
  open?: boolean;
  /** The database's task (absent on a project's summary row). */
  taskId?: string;
}

export interface ChartLink {
  id: string;
  source: string;
  target: string;
  type: 'e2s';
}

export const PROJECT_PREFIX = 'project:';

/** A calendar day 'yyyy-mm-dd' as a local midnight (the chart draws local dates). */
export function dayToDate(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The task's dates as the database stores them: the chart's end is the day after the due date. */
export function taskDatesOf(start: Date, end: Date, milestone: boolean): { start_date: string; due_date: string } {
  const startDay = dateToDay(start);
  if (milestone) return { start_date: startDay, due_date: startDay };
  const due = addDays(end, -1);
  return { start_date: startDay, due_date: due < start ? startDay : dateToDay(due) };
}

export interface ChartData {
  tasks: ChartTask[];
  links: ChartLink[];
  /** Tasks without a start or due date: not drawn, counted for the page. */
  undated: number;
}

export function chartDataOf(rows: readonly TaskRow[], dependencies: readonly TaskDependency[]): ChartData {
  const byProject = new Map<string, { name: string; tasks: ChartTask[] }>();
  let undated = 0;
  for (const row of rows) {
    // A task is drawn by its id under its project: a row without either has no place on the chart.
    if (row.id === null || row.project_id === null) continue;
    const startIso = row.start_date ?? row.due_date;
    const dueIso = row.due_date ?? row.start_date;
    if (!startIso || !dueIso) {
      undated += 1;
      continue;
    }
    const start = dayToDate(startIso);
    const task: ChartTask = row.is_milestone
      ? { id: row.id, taskId: row.id, text: row.name ?? '', start, end: start, progress: 0, type: 'milestone' }
      : { id: row.id, taskId: row.id, text: row.name ?? '', start, end: addDays(dayToDate(dueIso), 1), progress: row.status === 'done' ? 100 : (row.progress ?? 0), type: 'task' };
    const group = byProject.get(row.project_id) ?? { name: row.project_name ?? '', tasks: [] };
    group.tasks.push(task);
    byProject.set(row.project_id, group);
  }
  const tasks: ChartTask[] = [];
  const drawn = new Set<string>();
  const groups = [...byProject.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  for (const [projectId, group] of groups) {
    const id = `${PROJECT_PREFIX}${projectId}`;
    const start = new Date(Math.min(...group.tasks.map((task) => task.start.getTime())));
    const end = new Date(Math.max(...group.tasks.map((task) => Math.max(task.end.getTime(), addDays(task.start, 1).getTime()))));
    tasks.push({ id, text: group.name, start, end, progress: 0, type: 'summary', open: true });
    for (const task of group.tasks) {
      tasks.push({ ...task, parent: id });
      drawn.add(task.id);
    }
  }
  const links = dependencies
    .filter((link) => drawn.has(link.predecessor_id) && drawn.has(link.successor_id))
    .map((link): ChartLink => ({ id: link.id, source: link.predecessor_id, target: link.successor_id, type: 'e2s' }));
  return { tasks, links, undated };
}

/**
 * The chart's drawn range: every task and today, with two days before and a month after, so the
 * first view can show today beside the tasks even when they all lie in the past or the future.
 */
export function chartRangeOf(tasks: readonly ChartTask[], today: string): { start: Date; end: Date } {
  const day = dayToDate(today);
  const starts = tasks.map((task) => task.start.getTime());
  const ends = tasks.map((task) => Math.max(task.end.getTime(), addDays(task.start, 1).getTime()));
  const start = new Date(Math.min(day.getTime(), ...starts));
  const end = new Date(Math.max(addDays(day, 1).getTime(), ...ends));
  return { start: addDays(start, -2), end: addDays(end, 31) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface ScaleConfig {
  unit: 'year' | 'month' | 'week' | 'day' | typeof MONTH_OF_WEEKS;
  step: number;
  format: (date: Date) => string;
}

/** The day a week starts on in the chart (Sunday: the library's English locale). */
export const WEEK_STARTS_ON = 0;

/**
 * The week zoom's month header: a month as the whole weeks that start in it, so each month's
 * header sits exactly over its weeks (the library's own month unit would be rounded out to whole
 * weeks at both ends, making every month wider than its weeks and pushing the later months off
 * their columns). Registered with the library by GanttChart (registerScaleUnit).
 */
export const MONTH_OF_WEEKS = 'monthweeks';

function weekStartOf(date: Date, weekStartsOn = WEEK_STARTS_ON): Date {
  const back = (date.getDay() - weekStartsOn + 7) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - back);
}

/** The first day of month `month` (any integer, it rolls over years) that starts a week. */
function firstWeekStartOf(year: number, month: number, weekStartsOn = WEEK_STARTS_ON): Date {
  const first = new Date(year, month, 1);
  return new Date(first.getFullYear(), first.getMonth(), 1 + ((weekStartsOn - first.getDay() + 7) % 7));
}

function monthOfWeeksStart(date: Date, weekStartsOn = WEEK_STARTS_ON): Date {
  const week = weekStartOf(date, weekStartsOn);
  return firstWeekStartOf(week.getFullYear(), week.getMonth(), weekStartsOn);
}

/** `count` units later, the same number of days into the unit (a unit's start gives a unit's start). */
function monthOfWeeksAdd(date: Date, count: number): Date {
  const start = monthOfWeeksStart(date);
  const into = Math.round((new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() - start.getTime()) / 86_400_000);
  const later = firstWeekStartOf(start.getFullYear(), start.getMonth() + count);
  return new Date(later.getFullYear(), later.getMonth(), later.getDate() + into);
}

function weeksIn(date: Date | undefined): number {
  const start = monthOfWeeksStart(date ?? new Date());
  return Math.round((monthOfWeeksAdd(start, 1).getTime() - start.getTime()) / (7 * 86_400_000));
}

/** The unit's definition as the library's registerScaleUnit takes it. */
export const monthOfWeeksUnit = {
  start: (date: Date, weekStartsOn?: number) => monthOfWeeksStart(date, weekStartsOn ?? WEEK_STARTS_ON),
  end: (date: Date, weekStartsOn?: number) => new Date(monthOfWeeksAdd(monthOfWeeksStart(date, weekStartsOn ?? WEEK_STARTS_ON), 1).getTime() - 1),
  add: (date: Date, count: number) => monthOfWeeksAdd(date, count),
  isSame: (a: Date, b: Date, weekStartsOn?: number) => monthOfWeeksStart(a, weekStartsOn ?? WEEK_STARTS_ON).getTime() === monthOfWeeksStart(b, weekStartsOn ?? WEEK_STARTS_ON).getTime(),
  diff: (a: Date, b: Date) => {
    const from = monthOfWeeksStart(b);
    const to = monthOfWeeksStart(a);
    return (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth();
  },
  smallerCount: { week: (date?: Date) => weeksIn(date), day: (date?: Date) => weeksIn(date) * 7 },
};

export function scalesOf(zoom: Zoom): { scales: ScaleConfig[]; cellWidth: number } {
  const monthYear = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  if (zoom === 'day') {
    return { cellWidth: 36, scales: [{ unit: 'month', step: 1, format: monthYear }, { unit: 'day', step: 1, format: (date) => String(date.getDate()) }] };
  }
  if (zoom === 'week') {
    return { cellWidth: 80, scales: [{ unit: MONTH_OF_WEEKS, step: 1, format: monthYear }, { unit: 'week', step: 1, format: (date) => `${MONTHS[date.getMonth()]} ${date.getDate()}` }] };
  }
  return { cellWidth: 90, scales: [{ unit: 'year', step: 1, format: (date) => String(date.getFullYear()) }, { unit: 'month', step: 1, format: (date) => MONTHS[date.getMonth()] ?? '' }] };
}

/** The chart's scale as its store computes it (SVAR's `_scales`). */
type GanttScaleData = NonNullable<ReturnType<IApi['getState']>['_scales']>;

/**
 * Where today's line goes in the chart's area, in pixels: the middle of today, placed with the
 * formula the chart places bars with (`diff(date, scale start, length unit) * cellWidth`), so it
 * sits inside today's part of any bar in day, week and month zoom. Null when today is outside the
 * drawn range.
 */
export function todayLineX(scale: Pick<GanttScaleData, 'start' | 'end' | 'lengthUnit' | 'diff'>, cellWidth: number, today: Date): number | null {
  const tomorrow = addDays(today, 1);
  if (today < scale.start || tomorrow > scale.end) return null;
  const from = scale.diff(today, scale.start, scale.lengthUnit) * cellWidth;
  const to = scale.diff(tomorrow, scale.start, scale.lengthUnit) * cellWidth;
  return Math.round((from + to) / 2);
}

export interface DependencyChoices {
  /** Tasks of the same project this task could wait for (not itself, not already linked). */
  waitFor: Array<{ id: string; text: string }>;
  /** Links into this task: what it waits for. */
  waitsFor: Array<{ linkId: string; text: string }>;
  /** Links out of this task: what waits for it. */
  blocks: Array<{ linkId: string; text: string }>;
}

/**
 * The task menu's dependency choices for one task (the keyboard's way to draw and remove links on
 * the chart): `links` are the chart's current links (ids as the chart knows them).
 */
export function dependencyChoicesOf(taskId: string, tasks: readonly ChartTask[], links: ReadonlyArray<{ id: string | number; source: string | number; target: string | number }>): DependencyChoices {
  const task = tasks.find((candidate) => candidate.id === taskId);
  const textOf = (id: string | number) => tasks.find((candidate) => candidate.id === String(id))?.text ?? 'A task';
  const linked = new Set<string>();
  const waitsFor: DependencyChoices['waitsFor'] = [];
  const blocks: DependencyChoices['blocks'] = [];
  for (const link of links) {
    if (String(link.target) === taskId) {
      waitsFor.push({ linkId: String(link.id), text: textOf(link.source) });
      linked.add(String(link.source));
    } else if (String(link.source) === taskId) {
      blocks.push({ linkId: String(link.id), text: textOf(link.target) });
      linked.add(String(link.target));
    }
  }
  const waitFor = task
    ? tasks
        .filter((candidate) => candidate.type !== 'summary' && candidate.parent === task.parent && candidate.id !== taskId && !linked.has(candidate.id))
        .map((candidate) => ({ id: candidate.id, text: candidate.text }))
    : [];
  return { waitFor, waitsFor, blocks };
}
