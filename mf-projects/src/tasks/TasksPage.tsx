// /app/projects/tasks: every task across the working projects as a list (paged and sorted by
// the database) or a board (columns by status, drag or keyboard to move); filters in the URL
// (project, assignee, status, due this week, overdue, text); quick add; a task opens in its drawer
// with dependencies and comments (also from ?open=<id>, a notification's link).
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, PageFrame, Tag, Typography, useToast } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState, Select } from '@missionbase/ui/table';
import { Input } from '@missionbase/ui/table';
import { Segmented } from '@missionbase/ui/toggles';
import { ProjectPicker } from '@missionbase/ui/pickers';
import type { DataTableColumn, TableUrlState } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { useTask } from '../data/task-detail-query';
import { fetchTaskList, TASK_SORTS, TASK_STATUSES, useTaskList } from '../data/task-list-query';
import type { TaskListParams, TaskRow, TaskSort } from '../data/task-list-query';
import { useSaveTask } from '../data/task-save-mutation';
import { PRIORITY_COLORS, PRIORITY_WORDS, TASK_STATUS_WORDS, colorFor, formatDay, wordFor } from '../shared/labels';
import { MemberSelect } from '../shared/MemberSelect';
import { useCanEditProjects } from '../shared/use-can-edit-projects';
import { TaskBoard } from './TaskBoard';
import type { TaskDrawerState } from './TaskDrawer';
import './tasks.css';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const TaskDrawer = lazyPanel(() => import('./TaskDrawer').then((module) => module.TaskDrawer));

const FILTER_KEYS = ['project', 'assignee', 'status', 'due', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function isSort(value: string): value is TaskSort {
  return (TASK_SORTS as readonly string[]).includes(value);
}

function paramsOf(table: TableUrlState<FilterKey>): TaskListParams {
  const key = table.sort?.key ?? 'due_date';
  const due = table.filters.due;
  return {
    projectId: table.filters.project,
    assigneeUserId: table.filters.assignee,
    status: table.filters.status,
    due: due === 'overdue' || due === 'this_week' ? due : undefined,
    search: table.filters.q,
    sort: isSort(key) ? key : 'due_date',
    direction: table.sort?.direction ?? 'asc',
    limit: table.pageSize,
    offset: (table.page - 1) * table.pageSize,
  };
}

function Filters({ table, board }: { table: TableUrlState<FilterKey>; board: boolean }) {
  const { filters, setFilter, setFilters } = table;
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter tasks">
      <Input.Search
        key={filters.q ?? ''}
        aria-label="Search tasks"
        placeholder="Search tasks"
        allowClear
        defaultValue={filters.q}
        onSearch={(value) => setFilter('q', value.trim() || null)}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <div style={{ width: 200, maxWidth: '100%' }}>
        <ProjectPicker aria-label="Project" placeholder="Any project" value={filters.project ?? null} onChange={(value) => setFilter('project', value)} includeClosed />
      </div>
      <MemberSelect aria-label="Assignee" placeholder="Anyone" value={filters.assignee ?? null} onChange={(value) => setFilter('assignee', value)} style={{ width: 170, maxWidth: '100%' }} />
      {board ? null : (
        <Select
          aria-label="Status"
          placeholder="Any status"
          allowClear
          value={filters.status}
          onChange={(value?: string) => setFilter('status', value ?? null)}
          options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_WORDS[value] }))}
          style={{ width: 140 }}
        />
      )}
      <Select
        aria-label="Due"
        placeholder="Any due date"
        allowClear
        value={filters.due}
        onChange={(value?: string) => setFilter('due', value ?? null)}
        options={[{ value: 'this_week', label: 'Due this week' }, { value: 'overdue', label: 'Overdue' }]}
        style={{ width: 150 }}
      />
      {Object.keys(filters).length > 0 ? <Button onClick={() => setFilters({ project: null, assignee: null, status: null, due: null, q: null })}>Clear filters</Button> : null}
    </Flex>
  );
}

function QuickAdd({ defaultProjectId }: { defaultProjectId: string | null }) {
  const save = useSaveTask();
  const toast = useToast();
  const [projectId, setProjectId] = useState<string | null>(defaultProjectId);
  const [name, setName] = useState('');
  const add = () => {
    const text = name.trim();
    if (!text || !projectId) {
      toast({ title: !projectId ? 'Choose the project for the new task.' : 'Name the task.', variant: 'destructive' });
      return;
    }
    save.mutate(
      { taskId: null, row: { project_id: projectId, name: text, status: 'todo' } },
      {
        onSuccess: () => {
          setName('');
          toast({ title: 'Task added', variant: 'success' });
        },
        onError: (error) => toast({ title: 'Could not add the task', description: serverErrorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="mb-task-quick-add" role="group" aria-label="Quick add a task">
      <div style={{ width: 220, maxWidth: '100%' }}>
        <ProjectPicker aria-label="Project of the new task" placeholder="Project" value={projectId} onChange={setProjectId} />
      </div>
      <Input
        aria-label="New task name"
        placeholder="New task name, then Enter"
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={add}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Button onClick={add} loading={save.isPending}>Add task</Button>
    </div>
  );
}

export function TasksPage() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditProjects();
  const [searchParams, setSearchParams] = useSearchParams();
  const board = searchParams.get('view') === 'board';
  const table = useTableUrlState({ defaultSort: { key: 'due_date', direction: 'asc' }, pageSize: 50, filterKeys: FILTER_KEYS, sortKeys: TASK_SORTS });
  const params = paramsOf(table);
  const list = useTaskList(organizationId, params, !board);
  const [drawer, setDrawer] = useState<TaskDrawerState | null>(null);

  const openId = searchParams.get('open');
  // A ?open=<id> link (a notification's) fetches the drawer's code alongside the task.
  useEffect(() => {
    if (openId) TaskDrawer.preload();
  }, [openId]);
  const opened = useTask(organizationId, openId);
  const openedState: TaskDrawerState | null = openId && opened.data ? { mode: 'edit', taskId: openId, task: opened.data } : null;
  const drawerState = drawer ?? openedState;
  const closeDrawer = () => {
    setDrawer(null);
    if (openId) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      }, { replace: true });
    }
  };
  const open = (task: TaskRow) => {
    if (task.id !== null) setDrawer({ mode: 'edit', taskId: task.id, task });
  };

  const columns = useMemo((): DataTableColumn<TaskRow>[] => [
    {
      key: 'name', title: 'Task', sortable: true, alwaysVisible: true, value: (row) => row.name,
      render: (row) => <>{row.name}{row.is_milestone ? <Tag color="purple" style={{ marginLeft: 8 }}>Milestone</Tag> : null}</>,
    },
    { key: 'project', title: 'Project', sortable: true, value: (row) => row.project_name },
    { key: 'status', title: 'Status', sortable: true, value: (row) => wordFor(TASK_STATUS_WORDS, row.status) },
    { key: 'assignee', title: 'Assignee', sortable: true, value: (row) => row.assignee_name ?? '' },
    { key: 'priority', title: 'Priority', sortable: true, value: (row) => wordFor(PRIORITY_WORDS, row.priority), render: (row) => <Tag color={colorFor(PRIORITY_COLORS, row.priority)}>{wordFor(PRIORITY_WORDS, row.priority)}</Tag> },
    { key: 'start_date', title: 'Start', sortable: true, width: 118, value: (row) => row.start_date ?? '', render: (row) => formatDay(row.start_date) },
    {
      key: 'due_date', title: 'Due', sortable: true, width: 140, value: (row) => row.due_date ?? '',
      render: (row) => <>{formatDay(row.due_date)}{row.overdue ? <Tag color="red" style={{ marginLeft: 6 }}>Overdue</Tag> : null}</>,
    },
    { key: 'estimate', title: 'Estimate (h)', align: 'right', value: (row) => row.estimate_hours ?? '' },
    { key: 'progress', title: 'Progress', align: 'right', hiddenByDefault: true, value: (row) => `${row.progress ?? 0}%` },
    { key: 'description', title: 'Description', hiddenByDefault: true, value: (row) => row.description ?? '' },
  ], []);

  const setView = (next: string) =>
    setSearchParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'board') copy.set('view', 'board');
      else copy.delete('view');
      return copy;
    });

  return (
    <PageFrame title="Tasks" description="Tasks across projects, by assignee and due date.">
      <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new', projectId: table.filters.project ?? null })} onPointerEnter={TaskDrawer.preload} onFocus={TaskDrawer.preload}>New task</Button> : null}
        <Segmented aria-label="Show tasks as" value={board ? 'board' : 'list'} onChange={(value) => setView(String(value))} options={[{ value: 'list', label: 'List' }, { value: 'board', label: 'Board' }]} />
      </Flex>
      {canEdit ? <QuickAdd key={table.filters.project ?? ''} defaultProjectId={table.filters.project ?? null} /> : null}
      {board ? (
        <>
          <Filters table={table} board />
          <div style={{ marginTop: 16 }}>
            <TaskBoard params={params} readOnly={!canEdit} onOpen={open} />
          </div>
        </>
      ) : (
        <DataTable<TaskRow>
          id="project-tasks"
          caption="Tasks"
          rowKey="id"
          columns={columns}
          rows={list.data?.rows}
          total={list.data?.total}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          table={table}
          onRowClick={open}
          rowLabel={(row) => `Task ${row.name ?? ''} in ${row.project_name ?? ''}`}
          emptyText={<Typography.Text type="secondary">{Object.keys(table.filters).length > 0 ? 'No tasks match these filters.' : 'No tasks yet. Add one above.'}</Typography.Text>}
          toolbar={<Filters table={table} board={false} />}
          exportOptions={{
            title: 'Tasks',
            fileName: 'tasks',
            period: 'All dates',
            fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchTaskList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
            disabled: !list.data || list.data.total === 0,
          }}
        />
      )}
      <TaskDrawer opened={drawerState !== null} state={drawerState} readOnly={!canEdit} onClose={closeDrawer} />
    </PageFrame>
  );
}

export default TasksPage;
