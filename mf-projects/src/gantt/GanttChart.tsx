// The Gantt chart itself: SVAR React Gantt (MIT), imported only by the Gantt page's lazy chunk so
// its bytes load on /app/projects/gantt alone. Dragging or resizing a bar and drawing or deleting a
// finish-to-start link go to the database; a refusal puts the bar (or the link) back as it was and
// hands the database's sentence to the page. A task's menu (right-click on its bar, or Shift+F10 /
// the context-menu key with the task selected) draws and removes its dependencies from the keyboard
// through the same chart events as the mouse's link handles. Today's line is drawn by us in every zoom (SVAR's
// markers are a paid feature): a CSS line in the chart's scrolling area, positioned with the
// chart's own scale (the formula it places bars with), so it moves with zoom and scroll. The first
// view is scrolled to today, the drawn range always holds today and every task, the week zoom's
// month headers sit over their weeks (MONTH_OF_WEEKS), and nothing loads from the vendor's CDN:
// the theme's fonts and icon links are off (fonts={false}, the stylesheet's @font-face rules are
// dropped at build time) and the chart's icons and font are the product's (gantt.css).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Dropdown } from '@missionbase/ui';
import type { MenuProps } from '@missionbase/ui';
import { Gantt, Willow, registerScaleUnit } from '@svar-ui/react-gantt';
import type { IApi } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import { MONTH_OF_WEEKS, PROJECT_PREFIX, addDays, chartRangeOf, dateToDay, dayToDate, dependencyChoicesOf, monthOfWeeksUnit, scalesOf, taskDatesOf, todayLineX } from './gantt-model';
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

registerScaleUnit(MONTH_OF_WEEKS, monthOfWeeksUnit as unknown as Parameters<typeof registerScaleUnit>[1]);

/** A task's bar: the library writes a string id as data-id=":<id>". */
function barOf(root: HTMLElement, taskId: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`.wx-bar[data-id="${CSS.escape(`:${taskId}`)}"]`);
}

export default function GanttChart({ data, zoom, readOnly, today, onMove, onProgress, onLink, onUnlink, onRefused, onOpen }: GanttChartProps) {
  const { scales, cellWidth } = scalesOf(zoom);
  const range = useMemo(() => chartRangeOf(data.tasks, today), [data.tasks, today]);
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

  // The today line: its x in the chart's area, recomputed whenever the chart's scale changes.
  const frame = useRef<HTMLDivElement>(null);
  const todayRef = useRef(today);
  const placeToday = useRef<() => void>(() => undefined);
  // The first view shows today: scrolled once, when the line first has a place.
  const scrolledToToday = useRef(false);
  useEffect(() => {
    todayRef.current = today;
    placeToday.current();
  }, [today]);

  const init = useMemo(() => (api: IApi) => {
    apiRef.current = api;
    placeToday.current = () => {
      const root = frame.current;
      const { _scales: scale, cellWidth } = api.getState();
      if (!root) return;
      const x = scale && cellWidth ? todayLineX(scale, cellWidth, dayToDate(todayRef.current)) : null;
      if (x === null) {
        root.removeAttribute('data-today-x');
        root.style.removeProperty('--mb-today-x');
      } else {
        root.setAttribute('data-today-x', String(x));
        root.style.setProperty('--mb-today-x', `${x}px`);
        const visible = root.querySelector<HTMLElement>('.wx-chart')?.clientWidth ?? 0;
        if (!scrolledToToday.current && visible > 0) {
          scrolledToToday.current = true;
          // Already in the first screen (the range starts two days before the first task or
          // today): left as drawn. Further right: scrolled so today sits a third of the way in,
          // the days before it and the weeks ahead both in view.
          if (x > visible * 0.8) void api.exec('scroll-chart', { left: Math.max(0, Math.round(x - visible / 3)) });
        }
      }
    };
    api.getReactiveState()._scales?.subscribe(() => placeToday.current());
    api.getReactiveState().cellWidth?.subscribe(() => placeToday.current());
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

  // The task menu: which task, and where its bar is inside the frame (the menu opens below it).
  const [menu, setMenu] = useState<{ taskId: string; left: number; top: number; items: MenuProps['items'] } | null>(null);
  const openMenu = (taskId: string) => {
    const root = frame.current;
    if (readOnly || !root || taskId.startsWith(PROJECT_PREFIX) || !latest.current.data.tasks.some((task) => task.id === taskId)) return false;
    const bar = barOf(root, taskId);
    const box = root.getBoundingClientRect();
    const place = bar?.getBoundingClientRect();
    setMenu({ taskId, left: place ? Math.max(0, place.left - box.left) : 0, top: place ? place.bottom - box.top : 0, items: menuItemsFor(taskId) });
    return true;
  };
  const closeMenu = () => {
    const taskId = menu?.taskId;
    setMenu(null);
    // Back to the task's bar, so the keyboard carries on where it was.
    if (taskId && frame.current) barOf(frame.current, taskId)?.focus();
  };
  function menuItemsFor(taskId: string): MenuProps['items'] {
    const api = apiRef.current;
    if (!api) return [];
    const links = (api.serialize({ data: 'links' }) ?? []) as Array<{ id: string | number; source: string | number; target: string | number }>;
    const choices = dependencyChoicesOf(taskId, latest.current.data.tasks, links);
    const items: NonNullable<MenuProps['items']> = [{ key: 'open', label: 'Edit task…' }];
    if (choices.waitFor.length > 0) {
      items.push({ type: 'group', key: 'wait', label: 'Wait for (starts after it ends)', children: choices.waitFor.map((task) => ({ key: `wait:${task.id}`, label: `Wait for ${task.text}` })) });
    }
    if (choices.waitsFor.length > 0 || choices.blocks.length > 0) {
      items.push({
        type: 'group', key: 'links', label: 'Remove a dependency',
        children: [
          ...choices.waitsFor.map((link) => ({ key: `unlink:${link.linkId}`, label: `Stop waiting for ${link.text}` })),
          ...choices.blocks.map((link) => ({ key: `unlink:${link.linkId}`, label: `${link.text} stops waiting for this` })),
        ],
      });
    }
    return items;
  }
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const api = apiRef.current;
    const taskId = menu?.taskId;
    closeMenu();
    if (!api || !taskId) return;
    if (key === 'open') latest.current.onOpen(taskId);
    else if (key.startsWith('wait:')) void api.exec('add-link', { link: { source: key.slice('wait:'.length), target: taskId, type: 'e2s' } });
    else if (key.startsWith('unlink:')) void api.exec('delete-link', { id: key.slice('unlink:'.length) });
  };
  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const raw = (event.target as HTMLElement).closest<HTMLElement>('.wx-bar[data-id]')?.dataset.id;
    if (raw && openMenu(raw.replace(/^:/, ''))) event.preventDefault();
  };

  // Keyboard: with a task selected (click it, or arrows in the task list), Alt+ArrowLeft and
  // Alt+ArrowRight move it a day earlier or later, saved (or refused) like a drag; Shift+F10 or the
  // context-menu key opens its menu (dependencies).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const api = apiRef.current;
    const id = selected.current;
    if (id && !menu && (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) {
      if (openMenu(id)) event.preventDefault();
      return;
    }
    if (readOnly || !api || !id || !event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const task = latest.current.data.tasks.find((candidate) => candidate.id === id);
    if (!task) return;
    event.preventDefault();
    const days = event.key === 'ArrowRight' ? 1 : -1;
    void api.exec('update-task', { id, task: { start: addDays(task.start, days), end: addDays(task.end, days) } });
  };

  const todayTime = today;
  return (
    <div ref={frame} className="mb-gantt-frame" style={{ height: '100%', position: 'relative' }} onKeyDown={onKeyDown} onContextMenu={onContextMenu} data-today={today}>
      <Dropdown
        open={menu !== null}
        onOpenChange={(open) => { if (!open) closeMenu(); }}
        trigger={[]}
        autoFocus
        destroyOnHidden
        menu={{ items: menu?.items ?? [], onClick: onMenuClick, 'aria-label': 'Task menu' }}
      >
        <span aria-hidden="true" style={{ position: 'absolute', left: menu?.left ?? 0, top: menu?.top ?? 0, width: 1, height: 1, pointerEvents: 'none' }} />
      </Dropdown>
      <Willow fonts={false}>
        <Gantt
          init={init}
          tasks={data.tasks}
          links={data.links}
          scales={scales}
          cellWidth={cellWidth}
          start={range.start}
          end={range.end}
          readonly={readOnly}
          columns={[{ id: 'text', header: 'Task', flexgrow: 1 }]}
          highlightTime={(date: Date, unit: 'day' | 'hour') => (unit === 'day' && dateToDay(date) === todayTime ? 'mb-gantt-today' : '')}
        />
      </Willow>
    </div>
  );
}
