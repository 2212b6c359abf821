// /app/projects/:projectId: the project by name (never its raw id) with its summary (money
// from the ledger in SQL, progress from its tasks), its tasks, budget against actual by expense
// account (approved budgets and the ledger, budget_vs_actual), its transactions (the posted ledger
// lines tagged with it, paged by the database), its documents (invoices, bills, gifts) and its team.
// An unknown id, or another organization's project, shows "Project not found" with the way back.
import { useMemo, useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { Alert, Button, Flex, PageFrame, Progress, Skeleton, Tag, Typography, formatMoney } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { DataTable, List, useTableUrlState } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { useProjectBudgetVsActual } from '../data/project-budget-vs-actual-query';
import type { BudgetVsActualRow } from '../data/project-budget-vs-actual-query';
import { useProjectDetail } from '../data/project-detail-query';
import { useProjectDocuments } from '../data/project-documents-query';
import type { ProjectDetail } from '../data/project-detail-query';
import { useProjectLines } from '../data/project-lines-query';
import type { ProjectLedgerLine } from '../data/project-lines-query';
import { useTaskList } from '../data/task-list-query';
import type { TaskRow } from '../data/task-list-query';
import { useRefreshOnTaskChanges } from '../data/use-refresh-on-task-changes';
import { FUNCTION_WORDS, PRIORITY_COLORS, PRIORITY_WORDS, PROJECT_STATUS_COLORS, PROJECT_STATUS_WORDS, TASK_STATUS_WORDS, colorFor, formatDay, wordFor } from '../shared/labels';
import { ProjectNotFound } from '../shared/NotFound';
import '../shared/projects.css';
import { useCanEditProjects } from '../shared/use-can-edit-projects';
import type { ProjectDrawerState } from '../overview/ProjectDrawer';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const ProjectDrawer = lazyPanel(() => import('../overview/ProjectDrawer').then((module) => module.ProjectDrawer));

/** An empty section's sentence in a colour that keeps its contrast (antd's empty text is too light). */
function EmptyNote({ children }: { children: string }) {
  return <p className="mb-project-empty">{children}</p>;
}

function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert type="error" showIcon title={`${what} could not be loaded.`} description={serverErrorMessage(error)} action={<Button onClick={onRetry}>Retry</Button>} />
  );
}

function Summary({ project }: { project: ProjectDetail }) {
  const over = project.remaining !== null && project.remaining.startsWith('-');
  return (
    <Card title="Summary" size="small">
      {project.description ? <Typography.Paragraph>{project.description}</Typography.Paragraph> : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'status', label: 'Status', children: <><Tag color={colorFor(PROJECT_STATUS_COLORS, project.status)}>{wordFor(PROJECT_STATUS_WORDS, project.status)}</Tag>{project.archived ? <Tag>Archived</Tag> : null}</> },
          { key: 'dates', label: 'Dates', children: project.start_date || project.end_date ? `${formatDay(project.start_date) || '…'} – ${formatDay(project.end_date) || '…'}` : 'Not set' },
          { key: 'manager', label: 'Manager', children: project.manager_name ?? 'None' },
          { key: 'fund', label: 'Fund', children: project.fund_name ?? 'None' },
          { key: 'function', label: 'Expense function', children: wordFor(FUNCTION_WORDS, project.function) },
          { key: 'code', label: 'Code', children: project.code ?? '—' },
          { key: 'budget', label: 'Budget', children: <span data-testid="project-budget">{project.budget === null ? 'None' : formatMoney(project.budget)}</span> },
          { key: 'spent', label: 'Spent to date', children: <span data-testid="project-spent">{formatMoney(project.spent)}</span> },
          { key: 'remaining', label: 'Remaining', children: <span data-testid="project-remaining" style={over ? { color: '#b42318' } : undefined}>{project.remaining === null ? '—' : formatMoney(project.remaining)}</span> },
        ]}
      />
      <Flex gap="small" align="center" wrap>
        <Progress percent={project.progress ?? 0} style={{ maxWidth: 320, margin: 0 }} aria-label={`${project.progress ?? 0}% done`} />
        <Typography.Text type="secondary">
          {project.done_count ?? 0} of {project.task_count ?? 0} tasks done{(project.overdue_count ?? 0) > 0 ? `, ${project.overdue_count} overdue` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function Tasks({ organizationId, projectId }: { organizationId: string; projectId: string }) {
  const tasks = useTaskList(organizationId, { projectId, sort: 'sort_order', direction: 'asc', limit: 200, offset: 0 });
  return (
    <Card title="Tasks" size="small" extra={<Link to={`/app/projects/tasks?project=${projectId}`}>All of this project's tasks</Link>}>
      {tasks.error ? (
        <LoadError what="The tasks" error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : !tasks.data ? (
        <Skeleton active aria-busy="true" />
      ) : (
        <List<TaskRow>
          size="small"
          dataSource={tasks.data.rows}
          locale={{ emptyText: <EmptyNote>No tasks yet.</EmptyNote> }}
          renderItem={(task) => (
            <List.Item key={task.id}>
              <Flex wrap gap="small" align="center" style={{ width: '100%' }}>
                <Link to={`/app/projects/tasks?open=${task.id}`}>{task.name}</Link>
                {task.is_milestone ? <Tag color="purple">Milestone</Tag> : null}
                <Tag>{wordFor(TASK_STATUS_WORDS, task.status)}</Tag>
                <Tag color={colorFor(PRIORITY_COLORS, task.priority)}>{wordFor(PRIORITY_WORDS, task.priority)}</Tag>
                {task.overdue ? <Tag color="red">Overdue</Tag> : null}
                <Typography.Text type="secondary">
                  {task.assignee_name ?? 'Unassigned'}{task.due_date ? `, due ${formatDay(task.due_date)}` : ''}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function BudgetVsActual({ organizationId, projectId, project }: { organizationId: string; projectId: string; project: ProjectDetail }) {
  const today = useOrganizationToday();
  const from = project.start_date ?? `${today.slice(0, 4)}-01-01`;
  const to = project.end_date && project.end_date < today ? project.end_date : today;
  const bva = useProjectBudgetVsActual(organizationId, projectId, from, to < from ? from : to);
  const pager = useTableUrlState({ defaultSort: null, pageSize: 100, prefix: 'bva.' });
  const columns = useMemo((): DataTableColumn<BudgetVsActualRow>[] => [
    { key: 'account', title: 'Expense account', alwaysVisible: true, value: (row) => `${row.account_code} ${row.account_name}` },
    { key: 'budget', title: 'Budget', money: true, value: (row) => row.budget },
    { key: 'actual', title: 'Actual', money: true, value: (row) => row.actual },
    { key: 'variance', title: 'Variance', money: true, value: (row) => row.variance },
    { key: 'variance_percent', title: 'Variance %', align: 'right', value: (row) => (row.variance_percent === null ? '' : `${row.variance_percent}%`) },
  ], []);
  const rows = bva.data?.filter((row) => row.category === 'Expenses' || row.category === '');
  return (
    <Card title="Budget vs. actual by expense account" size="small" extra={<Typography.Text type="secondary">{formatDay(from)} – {formatDay(to)}</Typography.Text>}>
      {bva.data === null ? (
        <EmptyNote>The budget comparison is not available yet.</EmptyNote>
      ) : rows && rows.length === 0 ? (
        <EmptyNote>No approved budget or expenses for this project in the period.</EmptyNote>
      ) : (
        <DataTable<BudgetVsActualRow>
          id="project-budget-vs-actual"
          caption="Budget vs. actual by expense account"
          rowKey="account_id"
          columns={columns}
          rows={rows}
          total={rows?.length}
          loading={bva.isFetching}
          error={bva.error}
          onRetry={() => void bva.refetch()}
          table={pager}
          hidePagination
          emptyText="No approved budget or expenses for this project in the period."
        />
      )}
    </Card>
  );
}

function Transactions({ organizationId, projectId }: { organizationId: string; projectId: string }) {
  const pager = useTableUrlState({ defaultSort: null, pageSize: 25, prefix: 'tx.' });
  const lines = useProjectLines(organizationId, projectId, pager.page, pager.pageSize);
  const columns = useMemo((): DataTableColumn<ProjectLedgerLine>[] => [
    { key: 'date', title: 'Date', width: 118, value: (row) => row.entry_date ?? '', render: (row) => formatDay(row.entry_date) },
    { key: 'description', title: 'Description', value: (row) => row.description ?? '' },
    { key: 'account', title: 'Account', value: (row) => `${row.account_code ?? ''} ${row.account_name ?? ''}` },
    { key: 'fund', title: 'Fund', hiddenByDefault: true, value: (row) => row.fund_name ?? '' },
    { key: 'debit', title: 'Debit', money: true, value: (row) => (row.debit === '0' || row.debit === '0.00' ? '' : row.debit) },
    { key: 'credit', title: 'Credit', money: true, value: (row) => (row.credit === '0' || row.credit === '0.00' ? '' : row.credit) },
  ], []);
  return (
    <Card
      title="Transactions"
      size="small"
      extra={lines.data ? <Typography.Text>Expenses in the ledger: <strong data-testid="project-ledger-expenses">{formatMoney(lines.data.expenses)}</strong></Typography.Text> : null}
    >
      {lines.data && lines.data.total === 0 ? (
        <EmptyNote>No transactions are tagged with this project yet.</EmptyNote>
      ) : (
        <DataTable<ProjectLedgerLine>
          id="project-transactions"
          caption="Ledger lines tagged with this project"
          rowKey="id"
          columns={columns}
          rows={lines.data?.rows}
          total={lines.data?.total}
          loading={lines.isFetching}
          error={lines.error}
          onRetry={() => void lines.refetch()}
          table={pager}
          rowLabel={(row) => `${row.description ?? ''} on ${row.entry_date ?? ''}`}
          emptyText="No transactions are tagged with this project yet."
        />
      )}
    </Card>
  );
}

function Documents({ organizationId, projectId }: { organizationId: string; projectId: string }) {
  const documents = useProjectDocuments(organizationId, projectId);
  return (
    <Card title="Documents" size="small">
      {documents.error ? (
        <LoadError what="The documents" error={documents.error} onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-busy="true" />
      ) : (
        <List
          size="small"
          dataSource={documents.data}
          locale={{ emptyText: <EmptyNote>No invoices, bills or gifts are tagged with this project yet.</EmptyNote> }}
          renderItem={(document) => (
            <List.Item key={`${document.kind}-${document.id}`}>
              <Flex wrap gap="small" align="center" style={{ width: '100%' }}>
                <Tag>{document.kind}</Tag>
                <Link to={document.link}>{document.label}</Link>
                <Typography.Text type="secondary">{formatDay(document.date)}</Typography.Text>
                <span style={{ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(document.amount)}</span>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function Team({ project }: { project: ProjectDetail }) {
  return (
    <Card title="Team" size="small">
      <List
        size="small"
        dataSource={project.team ?? []}
        locale={{ emptyText: <EmptyNote>No manager or assignees yet.</EmptyNote> }}
        renderItem={(member) => (
          <List.Item key={member.user_id}>
            <Flex wrap gap="small" align="center">
              <strong>{member.name}</strong>
              {member.is_manager ? <Tag color="green">Manager</Tag> : null}
              <Typography.Text type="secondary">
                {member.open_tasks ?? 0} open {member.open_tasks === 1 ? 'task' : 'tasks'}{(member.overdue_tasks ?? 0) > 0 ? `, ${member.overdue_tasks} overdue` : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function ProjectDetailsPage() {
  const { projectId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditProjects();
  const detail = useProjectDetail(organizationId, projectId);
  const [drawer, setDrawer] = useState<ProjectDrawerState | null>(null);
  useRefreshOnTaskChanges(organizationId);

  if (detail.error) {
    return (
      <PageFrame title="Project Details">
        <LoadError what="The project" error={detail.error} onRetry={() => void detail.refetch()} />
      </PageFrame>
    );
  }
  if (detail.data === undefined || !organizationId) {
    return (
      <PageFrame title="Project Details">
        <Skeleton active aria-busy="true" />
      </PageFrame>
    );
  }
  const project = detail.data;
  if (project === null) return <ProjectNotFound />;
  // The project's id as the database spells it (the route's, which it was read by, if the answer has none).
  const id = project.id ?? projectId;

  return (
    <PageFrame title={project.name ?? ''}>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Link to="/app/projects/overview">All projects</Link>
        <Link to={`/app/projects/gantt?project=${id}`}>Gantt chart</Link>
        {canEdit ? <Button onClick={() => setDrawer({ mode: 'edit', projectId: id, project })} onPointerEnter={ProjectDrawer.preload} onFocus={ProjectDrawer.preload}>Edit project</Button> : null}
      </Flex>
      <Flex vertical gap="middle">
        <Summary project={project} />
        <Tasks organizationId={organizationId} projectId={id} />
        <BudgetVsActual organizationId={organizationId} projectId={id} project={project} />
        <Transactions organizationId={organizationId} projectId={id} />
        <Documents organizationId={organizationId} projectId={id} />
        <Team project={project} />
      </Flex>
      <ProjectDrawer opened={drawer !== null} state={drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </PageFrame>
  );
}

export default ProjectDetailsPage;
