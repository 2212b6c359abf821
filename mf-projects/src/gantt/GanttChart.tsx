// The Gantt chart itself: SVAR React Gantt (MIT), imported only by the Gantt page's lazy chunk so
// its bytes load on /app/projects/gantt alone. Dragging or resizing a bar and drawing or deleting a
// finish-to-start link go to the database; a refusal puts the bar (or the link) back as it was and
// hands the database's sentence to the page.
import { useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Gantt, Willow } from '@svar-ui/react-gantt';
import type { IApi } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import { PROJECT_PREFIX, addDays, dateToDay, scalesOf, taskDatesOf } from './gantt-model';
import type { ChartData, Zoom } from './gantt-model';

export interface GanttChartProps {
  data: ChartData;
  zoom: Zoom;
  readOnly: boolean;
  today: string;
  onMove: (taskId: string, dates: { start_date: string; due_date: string }) => Promise<void>;
  onProgress: (taskId: string, progress: number) => Promise<void>;
  onLink: (predecessorId: string, successorId: string) => Promise<string>;
  onUnlink: (dependencyId: string) => Promise<void>;
  onRefused: (error: unknown) => void;
  onOpen: (taskId: string) => void;
}

const REVERT = 'missionbase-revert';

export default function GanttChart({ data, zoom, readOnly, today, onMove, onProgress, onLink, onUnlink, onRefused, onOpen }: GanttChartProps) {
  const { scales, cellWidth } = scalesOf(zoom);
  // The latest props for the library's event handlers (registered once per chart instance).
  const latest = useRef({ data, onMove, onProgress, onLink, onUnlink, onRefused, onOpen });
  useEffect(() => {
    latest.current = { data, onMove, onProgress, onLink, onUnlink, onRefused, onOpen };
  });
  // Links drawn in this session: the chart's own id -> the database's.
  const linkIds = useRef(new Map<string, string>());
  // The chart's API and its selected task, for the keyboard moves below.
  const apiRef = useRef<IApi | null>(null);
  const selected = useRef<string | null>(null);

  const init = useMemo(() => (api: IApi) => {
    apiRef.current = api;
    const isSummary = (id: unknown) => String(id).startsWith(PROJECT_PREFIX);
    api.on('select-task', (ev) => {
      selected.current = isSummary(ev.id) ? null : String(ev.id);
    });
    // Projects' summary rows are drawn from their tasks: they do not move by themselves.
    api.intercept('drag-task', (ev) => !isSummary(ev.id));
    api.intercept('add-link', (ev) => ev.link.type === 'e2s' && !isSummary(ev.link.source) && !isSummary(ev.link.target));
    api.intercept('show-editor', (ev) => {
      if (!isSummary(ev.id)) latest.current.onOpen(String(ev.id));
      return false;
    });
    api.on('update-task', (ev) => {
      if (ev.inProgress || ev.eventSource === REVERT || isSummary(ev.id)) return;
      const id = String(ev.id);
      const before = latest.current.data.tasks.find((task) => task.id === id);
      if (!before) return;
      const after = api.getTask(ev.id);
      if (ev.task.progress !== undefined && ev.task.start === undefined && ev.task.end === undefined) {
        void latest.current.onProgress(id, Math.round(ev.task.progress)).catch((error: unknown) => latest.current.onRefused(error));
        return;
      }
      if (!after.start || !after.end) return;
      const dates = taskDatesOf(after.start, after.end, before.type === 'milestone');
      if (dates.start_date === dateToDay(before.start) && dateToDay(after.end) === dateToDay(before.end)) return;
      latest.current.onMove(id, dates).catch((error: unknown) => {
        // Snap back, then say why.
        void api.exec('update-task', { id: ev.id, task: { start: before.start, end: before.end }, eventSource: REVERT });
        latest.current.onRefused(error);
      });
    });
    api.on('add-link', (ev) => {
      if (ev.eventSource === REVERT || ev.id === undefined) return;
      const chartId = ev.id;
      const source = String(ev.link.source);
      const target = String(ev.link.target);
      latest.current.onLink(source, target).then(
        (dependencyId) => linkIds.current.set(String(chartId), dependencyId),
        (error: unknown) => {
          void api.exec('delete-link', { id: chartId });
          latest.current.onRefused(error);
        },
      );
    });
    api.on('delete-link', (ev) => {
      const id = String(ev.id);
      const dependencyId = linkIds.current.get(id) ?? id;
      if (!latest.current.data.links.some((link) => link.id === dependencyId) && !linkIds.current.has(id)) return;
      void latest.current.onUnlink(dependencyId).catch((error: unknown) => latest.current.onRefused(error));
    });
  }, []);

  // The timeline scrolls inside itself: make it reachable by keyboard (arrows then scroll it) and
  // name it, whenever the library (re)draws it.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const label = () => {
      for (const chart of root.querySelectorAll<HTMLElement>('.wx-chart')) {
        if (chart.tabIndex !== 0) chart.tabIndex = 0;
        if (!chart.getAttribute('aria-label')) {
          chart.setAttribute('role', 'region');
          chart.setAttribute('aria-label', 'Timeline');
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Keyboard: with a task selected (click it, or arrows in the task list), Alt+ArrowLeft and
  // Alt+ArrowRight move it a day earlier or later, saved (or refused) like a drag.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const api = apiRef.current;
    const id = selected.current;
    if (readOnly || !api || !id || !event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const task = latest.current.data.tasks.find((candidate) => candidate.id === id);
    if (!task) return;
    event.preventDefault();
    const days = event.key === 'ArrowRight' ? 1 : -1;
    void api.exec('update-task', { id, task: { start: addDays(task.start, days), end: addDays(task.end, days) } });
  };

  const todayTime = today;
  return (
    <div ref={frame} style={{ height: '100%' }} onKeyDown={onKeyDown}>
      <Willow>
        <Gantt
          init={init}
          tasks={data.tasks}
          links={data.links}
          scales={scales}
          cellWidth={cellWidth}
          readonly={readOnly}
          columns={[{ id: 'text', header: 'Task', flexgrow: 1 }]}
          highlightTime={(date: Date, unit: 'day' | 'hour') => (unit === 'day' && dateToDay(date) === todayTime ? 'mb-gantt-today' : '')}
        />
      </Willow>
    </div>
  );
}
