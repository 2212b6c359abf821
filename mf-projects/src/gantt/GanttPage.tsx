// /app/projects/gantt: the working projects' tasks on a timeline, grouped by project, with
// finish-to-start dependencies drawn and removed on the chart (the link handles at a bar's ends, or
// the task menu from the keyboard), bars dragged or resized to new dates (saved; a date the
// dependencies forbid is refused in the database's sentence and the bar snaps back), day / week /
// month zoom in the URL, today's line in every zoom, milestones as diamonds. A dependency whose
// successor starts too early is refused with an offer to move the successor and what waits for it.
// The chart library loads only here.
import { Suspense, lazy, useMemo, useState } from 'react';
import { useSearchParams } from '@missionbase/router';
import { invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, PageFrame, Skeleton, Typography } from '@missionbase/ui';
import { Segmented } from '@missionbase/ui/toggles';
import { ProjectPicker } from '@missionbase/ui/pickers';
import { serverErrorMessage } from '@missionbase/ui';
import { useTaskDependencies } from '../data/task-dependencies-query';
import { addTaskDependency, addTaskDependencyMovingSuccessors, removeTaskDependency } from '../data/task-dependency-mutation';
import { shiftOffer, successorShiftOf } from '../shared/dependency-shift';
import type { SuccessorShift } from '../shared/dependency-shift';
import { formatDay } from '../shared/labels';
import { useTaskList } from '../data/task-list-query';
import type { TaskRow } from '../data/task-list-query';
import { refreshAfterTaskChange, saveTask } from '../data/task-save-mutation';
import { useCanEditProjects } from '../shared/use-can-edit-projects';
import type { TaskDrawerState } from '../tasks/TaskDrawer';
import { chartDataOf } from './gantt-model';
import type { Zoom } from './gantt-model';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';
import './gantt.css';

const GanttChart = lazy(() => import('./GanttChart'));
// A task's drawer (its form, pickers and schema) loads when a task is first opened.
const TaskDrawer = lazyPanel(() => import('../tasks/TaskDrawer').then((module) => module.TaskDrawer));

function isZoom(value: string | null): value is Zoom {
  return value === 'day' || value === 'week' || value === 'month';
}

export function GanttPage() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditProjects();
  const [searchParams, setSearchParams] = useSearchParams();
  const zoomParam = searchParams.get('zoom');
  const zoom: Zoom = isZoom(zoomParam) ? zoomParam : 'week';
  const projectId = searchParams.get('project') ?? undefined;
  const tasks = useTaskList(organizationId, { projectId, sort: 'sort_order', direction: 'asc', limit: 1000, offset: 0 });
  const dependencies = useTaskDependencies(organizationId);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refused link the database can make by moving the successor's chain later.
  const [moveOffer, setMoveOffer] = useState<{ predecessorId: string; successorId: string; shift: SuccessorShift } | null>(null);
  const [moving, setMoving] = useState(false);
  const [drawer, setDrawer] = useState<TaskDrawerState | null>(null);

  const setParam = (key: string, value: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    }, { replace: true });

  const org = organizationId ?? '';
  const rows: TaskRow[] = useMemo(() => tasks.data?.rows ?? [], [tasks.data]);
  // One chart model per fetched data (the chart reloads when its arrays change identity).
  const data = useMemo(() => (tasks.data && dependencies.data ? chartDataOf(tasks.data.rows, dependencies.data) : null), [tasks.data, dependencies.data]);
  const error = tasks.error ?? dependencies.error;

  let body;
  if (error) {
    body = <Alert type="error" showIcon title="The plan could not be loaded." description={serverErrorMessage(error)} action={<Button onClick={() => { void tasks.refetch(); void dependencies.refetch(); }}>Retry</Button>} />;
  } else if (!tasks.data || !data) {
    body = <Skeleton active aria-busy="true" />;
  } else {
    body = data.tasks.length === 0 ? (
      <Typography.Paragraph type="secondary">No dated tasks yet. Give tasks a start and due date on the Tasks page to see them here.</Typography.Paragraph>
    ) : (
      <>
        {data.undated > 0 ? (
          <Typography.Paragraph type="secondary">{data.undated} {data.undated === 1 ? 'task has' : 'tasks have'} no dates and {data.undated === 1 ? 'is' : 'are'} not shown.</Typography.Paragraph>
        ) : null}
        <div className="mb-gantt" data-testid="gantt">
          <Suspense fallback={<Skeleton active aria-busy="true" />}>
            <GanttChart
              data={data}
              zoom={zoom}
              readOnly={!canEdit}
              today={tasks.data.today}
              onMove={async (taskId, dates) => {
                setRefusal(null);
                try {
                  await saveTask(org, taskId, dates);
                } finally {
                  refreshAfterTaskChange(org);
                }
              }}
              onProgress={async (taskId, progress) => {
                await saveTask(org, taskId, { progress });
                refreshAfterTaskChange(org);
              }}
              onLink={async (predecessorId, successorId) => {
                setRefusal(null);
                setMoveOffer(null);
                try {
                  return await addTaskDependency(org, predecessorId, successorId);
                } catch (refused) {
                  const shift = successorShiftOf(predecessorId, successorId, rows, dependencies.data ?? []);
                  if (shift) setMoveOffer({ predecessorId, successorId, shift });
                  throw refused;
                } finally {
                  invalidateOnTableChange('task_dependencies', org);
                }
              }}
              onUnlink={async (dependencyId) => {
                await removeTaskDependency(org, dependencyId);
                invalidateOnTableChange('task_dependencies', org);
              }}
              onRefused={(refused) => setRefusal(serverErrorMessage(refused))}
              onOpen={(taskId) => {
                const task = rows.find((row) => row.id === taskId);
                if (task) setDrawer({ mode: 'edit', taskId, task });
              }}
            />
          </Suspense>
        </div>
      </>
    );
  }

  return (
    <PageFrame title="Gantt Chart" description="A timeline of projects and their tasks.">
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <div style={{ width: 240, maxWidth: '100%' }}>
          <ProjectPicker aria-label="Project" placeholder="All working projects" value={projectId ?? null} onChange={(value) => setParam('project', value)} includeClosed />
        </div>
        <Segmented
          aria-label="Zoom"
          value={zoom}
          onChange={(value) => setParam('zoom', String(value) === 'week' ? null : String(value))}
          options={[{ value: 'day', label: 'Day' }, { value: 'week', label: 'Week' }, { value: 'month', label: 'Month' }]}
        />
      </Flex>
      {canEdit ? (
        <Typography.Paragraph type="secondary" className="mb-gantt-help">
          Drag a bar to move it, drag its ends to change its dates. To make a task wait for another, click the dot at the end of the first bar, then the dot at the
          start of the task that waits; click a dependency line, then its ×, to remove it. With a task selected, Alt+Left and Alt+Right move it a day, and
          Shift+F10 (or right-click on its bar) opens its menu to add or remove dependencies. Double-click a task to edit it.
        </Typography.Paragraph>
      ) : null}
      {/* antd's Alert is role="alert": the refusal is announced when it appears. */}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title="The change was not saved"
          description={moveOffer ? `${refusal} ${shiftOffer(moveOffer.shift, formatDay)}` : refusal}
          closable
          onClose={() => { setRefusal(null); setMoveOffer(null); }}
          style={{ marginBottom: 12 }}
          action={moveOffer ? (
            <Button
              type="primary"
              size="small"
              loading={moving}
              onClick={() => {
                const offer = moveOffer;
                setMoving(true);
                addTaskDependencyMovingSuccessors(offer.predecessorId, offer.successorId).then(
                  () => { setRefusal(null); setMoveOffer(null); },
                  (failed: unknown) => { setMoveOffer(null); setRefusal(serverErrorMessage(failed)); },
                ).finally(() => {
                  setMoving(false);
                  invalidateOnTableChange('task_dependencies', org);
                  refreshAfterTaskChange(org);
                });
              }}
            >
              Move and add
            </Button>
          ) : undefined}
        />
      ) : null}
      {body}
      <TaskDrawer opened={drawer !== null} state={drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </PageFrame>
  );
}

export default GanttPage;
