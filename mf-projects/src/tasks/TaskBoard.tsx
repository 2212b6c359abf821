// The tasks board: one column per status; dragging a card to another column saves its new
// status (shown at once, put back with the database's sentence if refused). Keyboard: each card has
// a status menu, and Alt+ArrowLeft / Alt+ArrowRight on a focused card move it one column.
import { useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { queryClient, useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Skeleton, Tag, Typography, useToast } from '@missionbase/ui';
import { serverErrorMessage } from '@missionbase/ui';
import { Select } from '@missionbase/ui/table';
import { taskKeys } from '../data/keys';
import { TASK_STATUSES, taskStatusOf, useTaskList } from '../data/task-list-query';
import type { TaskList, TaskListParams, TaskRow, TaskStatus } from '../data/task-list-query';
import { useSaveTask } from '../data/task-save-mutation';
import { PRIORITY_COLORS, PRIORITY_WORDS, TASK_STATUS_WORDS, colorFor, formatDay, wordFor } from '../shared/labels';

const DRAG_TYPE = 'application/x-missionbase-task';

function Card({ task, readOnly, onOpen, onMove }: { task: TaskRow; readOnly: boolean; onOpen: () => void; onMove: (status: TaskStatus) => void }) {
  const status = taskStatusOf(task.status);
  const index = status === null ? -1 : TASK_STATUSES.indexOf(status);
  const id = task.id;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen();
    if (readOnly || !event.altKey) return;
    const next = event.key === 'ArrowRight' ? TASK_STATUSES[index + 1] : event.key === 'ArrowLeft' ? TASK_STATUSES[index - 1] : undefined;
    if (next) {
      event.preventDefault();
      onMove(next);
    }
  };
  return (
    <li
      className="mb-task-card"
      data-task={task.name}
      tabIndex={0}
      aria-label={`${task.name ?? ''}, ${wordFor(TASK_STATUS_WORDS, task.status)}${readOnly ? '' : '. Alt+Arrow keys move it between columns'}`}
      draggable={!readOnly && id !== null}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        if (id === null) return;
        event.dataTransfer.setData(DRAG_TYPE, id);
        event.dataTransfer.setData('text/plain', id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={onKeyDown}
    >
      <Button type="link" className="mb-task-card-title" onClick={onOpen}>{task.name}</Button>
      <div className="mb-task-card-meta">
        <Typography.Text type="secondary">{task.project_name}</Typography.Text>
        {task.is_milestone ? <Tag color="purple">Milestone</Tag> : null}
        <Tag color={colorFor(PRIORITY_COLORS, task.priority)}>{wordFor(PRIORITY_WORDS, task.priority)}</Tag>
        {task.overdue ? <Tag color="red">Overdue</Tag> : null}
      </div>
      <div className="mb-task-card-meta">
        <Typography.Text type="secondary">{task.assignee_name ?? 'Unassigned'}</Typography.Text>
        {task.due_date ? <Typography.Text type="secondary">Due {formatDay(task.due_date)}</Typography.Text> : null}
      </div>
      {readOnly ? null : (
        <Select
          size="small"
          aria-label={`Status of ${task.name ?? ''}`}
          value={status}
          onChange={(value: TaskStatus) => onMove(value)}
          options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_WORDS[value] }))}
          style={{ width: 140 }}
        />
      )}
    </li>
  );
}

export function TaskBoard({ params, readOnly, onOpen }: { params: TaskListParams; readOnly: boolean; onOpen: (task: TaskRow) => void }) {
  const organizationId = useActiveOrganizationId();
  const boardParams: TaskListParams = { ...params, status: undefined, sort: 'due_date', direction: 'asc', limit: 500, offset: 0 };
  const tasks = useTaskList(organizationId, boardParams);
  const save = useSaveTask();
  const toast = useToast();
  const [over, setOver] = useState<TaskStatus | null>(null);

  const move = (task: TaskRow, status: TaskStatus) => {
    const taskId = task.id;
    if (!organizationId || taskId === null || task.status === status) return;
    const key = taskKeys.list(organizationId, boardParams);
    // Shown at once; the realtime echo and onSettled refetch confirm it.
    queryClient.setQueryData<TaskList>(key, (current) =>
      current ? { ...current, rows: current.rows.map((row) => (row.id === taskId ? { ...row, status } : row)) } : current);
    save.mutate(
      { taskId, row: status === 'done' ? { status, progress: 100 } : { status } },
      { onError: (error) => toast({ title: `Could not move ${task.name ?? 'the task'}`, description: serverErrorMessage(error), variant: 'destructive' }) },
    );
  };

  if (tasks.error) {
    return <Alert type="error" showIcon title="The tasks could not be loaded." description={serverErrorMessage(tasks.error)} action={<Button onClick={() => void tasks.refetch()}>Retry</Button>} />;
  }
  if (!tasks.data) return <Skeleton active aria-busy="true" />;
  const rows = tasks.data.rows;

  return (
    <div className="mb-task-board" aria-label="Task board">
      {TASK_STATUSES.map((status) => {
        const column = rows.filter((task) => task.status === status);
        return (
          <section
            key={status}
            className={`mb-task-column${over === status ? ' mb-task-column-over' : ''}`}
            aria-labelledby={`column-${status}`}
            data-status={status}
            onDragOver={(event) => {
              if (readOnly) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over !== status) setOver(status);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => {
              event.preventDefault();
              setOver(null);
              const id = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
              const task = rows.find((row) => row.id === id);
              if (task) move(task, status);
            }}
          >
            <Typography.Title level={2} id={`column-${status}`} className="mb-task-column-title">
              {TASK_STATUS_WORDS[status]} <span className="mb-task-count">{column.length}</span>
            </Typography.Title>
            <ul className="mb-task-list">
              {column.length === 0 ? <li className="mb-task-empty">No tasks</li> : null}
              {column.map((task) => (
                <Card key={task.id} task={task} readOnly={readOnly} onOpen={() => onOpen(task)} onMove={(next) => move(task, next)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
