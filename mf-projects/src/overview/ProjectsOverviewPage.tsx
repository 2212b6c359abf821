// /app/projects/overview: the organization's projects as a list or as cards, each with its
// status, dates, manager, budget, spent to date and remaining from the ledger (SQL), and progress
// from its tasks; filters, search and paging in the URL (the database filters and pages); create,
// edit and archive in a drawer. Realtime: project and ledger changes invalidate ['ledger', org],
// task changes refresh through useRefreshOnTaskChanges.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Empty, Flex, PageFrame, Skeleton, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, Pagination, fetchAllPages, useTableUrlState, Select } from '@missionbase/ui/table';
import { Input } from '@missionbase/ui/table';
import { Segmented } from '@missionbase/ui/toggles';
import { FundPicker } from '@missionbase/ui/pickers';
import type { DataTableColumn, TableUrlState } from '@missionbase/ui/table';
import { serverErrorMessage } from '@missionbase/ui';
import { fetchProjectList, PROJECT_SORTS, useProjectList } from '../data/project-list-query';
import type { ProjectListParams, ProjectSort, ProjectSummaryRow } from '../data/project-list-query';
import { useRefreshOnTaskChanges } from '../data/use-refresh-on-task-changes';
import { FUNCTIONS, FUNCTION_WORDS, PROJECT_STATUSES, PROJECT_STATUS_WORDS, formatDay, wordFor } from '../shared/labels';
import { MemberSelect } from '../shared/MemberSelect';
import { ProgressCell, StatusTag } from './project-cells';
import { useCanEditProjects } from '../shared/use-can-edit-projects';
import type { ProjectDrawerState } from './ProjectDrawer';
import './projects-overview.css';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const ProjectDrawer = lazyPanel(() => import('./ProjectDrawer').then((module) => module.ProjectDrawer));
// The cards view (antd Card, in the display entry) loads when chosen: the list is the default view.
const ProjectCards = lazy(() => import('./ProjectCards').then((module) => ({ default: module.ProjectCards })));

const FILTER_KEYS = ['q', 'status', 'manager', 'fund', 'function', 'archived'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const PAGE_SIZE = 25;

function isSort(value: string): value is ProjectSort {
  return (PROJECT_SORTS as readonly string[]).includes(value);
}

function paramsOf(table: TableUrlState<FilterKey>): ProjectListParams {
  const sortKey = table.sort?.key ?? 'name';
  return {
    search: table.filters.q,
    status: table.filters.status,
    managerUserId: table.filters.manager,
    fundId: table.filters.fund,
    function: table.filters.function,
    archived: table.filters.archived === 'yes',
    sort: isSort(sortKey) ? sortKey : 'name',
    direction: table.sort?.direction ?? 'asc',
    limit: table.pageSize,
    offset: (table.page - 1) * table.pageSize,
  };
}

function Filters({ table }: { table: TableUrlState<FilterKey> }) {
  const { filters, setFilter, setFilters } = table;
  const filtered = Object.keys(filters).some((key) => key !== 'archived');
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter projects">
      <Input.Search
        key={filters.q ?? ''}
        aria-label="Search projects"
        placeholder="Search name, code, manager"
        allowClear
        defaultValue={filters.q}
        onSearch={(value) => setFilter('q', value.trim() || null)}
        style={{ width: 230, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        placeholder="Any status"
        allowClear
        value={filters.status}
        onChange={(value?: string) => setFilter('status', value ?? null)}
        options={PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_WORDS[value] }))}
        style={{ width: 140 }}
      />
      <MemberSelect aria-label="Manager" placeholder="Any manager" value={filters.manager ?? null} onChange={(value) => setFilter('manager', value)} style={{ width: 180, maxWidth: '100%' }} />
      <div style={{ width: 180, maxWidth: '100%' }}>
        <FundPicker aria-label="Fund" placeholder="Any fund" value={filters.fund ?? null} onChange={(value) => setFilter('fund', value ?? null)} />
      </div>
      <Select
        aria-label="Expense function"
        placeholder="Any function"
        allowClear
        value={filters.function}
        onChange={(value?: string) => setFilter('function', value ?? null)}
        options={FUNCTIONS.map((value) => ({ value, label: FUNCTION_WORDS[value] }))}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <Segmented
        aria-label="Working or archived projects"
        value={filters.archived === 'yes' ? 'archived' : 'working'}
        onChange={(value) => setFilter('archived', value === 'archived' ? 'yes' : null)}
        options={[{ value: 'working', label: 'Working' }, { value: 'archived', label: 'Archived' }]}
      />
      {filtered ? <Button onClick={() => setFilters({ q: null, status: null, manager: null, fund: null, function: null })}>Clear filters</Button> : null}
    </Flex>
  );
}

export function ProjectsOverviewPage() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditProjects();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'cards' ? 'cards' : 'list';
  const table = useTableUrlState({ defaultSort: { key: 'name', direction: 'asc' }, pageSize: PAGE_SIZE, filterKeys: FILTER_KEYS, sortKeys: PROJECT_SORTS });
  const params = paramsOf(table);
  const list = useProjectList(organizationId, params);
  const [drawer, setDrawer] = useState<ProjectDrawerState | null>(null);
  useRefreshOnTaskChanges(organizationId);

  const edit = (row: ProjectSummaryRow) => {
    if (row.id !== null) setDrawer({ mode: 'edit', projectId: row.id, project: row });
  };

  const columns = useMemo((): DataTableColumn<ProjectSummaryRow>[] => [
    { key: 'name', title: 'Project', sortable: true, alwaysVisible: true, value: (row) => row.name, render: (row) => <Link to={`/app/projects/${row.id}`} onClick={(event) => event.stopPropagation()}>{row.name}</Link> },
    { key: 'status', title: 'Status', sortable: true, value: (row) => wordFor(PROJECT_STATUS_WORDS, row.status), render: (row) => <StatusTag row={row} /> },
    { key: 'start_date', title: 'Start', sortable: true, width: 118, value: (row) => row.start_date ?? '', render: (row) => formatDay(row.start_date) },
    { key: 'end_date', title: 'End', sortable: true, width: 118, value: (row) => row.end_date ?? '', render: (row) => formatDay(row.end_date) },
    { key: 'manager', title: 'Manager', sortable: true, value: (row) => row.manager_name ?? '' },
    { key: 'fund', title: 'Fund', hiddenByDefault: true, value: (row) => row.fund_name ?? '' },
    { key: 'function', title: 'Function', hiddenByDefault: true, value: (row) => wordFor(FUNCTION_WORDS, row.function) },
    { key: 'budget', title: 'Budget', sortable: true, money: true, value: (row) => row.budget ?? '' },
    { key: 'spent', title: 'Spent', sortable: true, money: true, value: (row) => row.spent },
    { key: 'remaining', title: 'Remaining', sortable: true, money: true, value: (row) => row.remaining ?? '' },
    { key: 'progress', title: 'Progress', sortable: true, width: 150, value: (row) => `${row.progress ?? 0}%`, render: (row) => <ProgressCell row={row} /> },
    ...(canEdit ? [{
      key: 'actions', title: 'Actions', exportable: false, width: 90,
      render: (row: ProjectSummaryRow) => <Button size="small" onClick={(event) => { event.stopPropagation(); edit(row); }} aria-label={`Edit ${row.name ?? ''}`} onPointerEnter={ProjectDrawer.preload} onFocus={ProjectDrawer.preload}>Edit</Button>,
    }] : []),
  ], [canEdit]);

  const setView = (next: string) =>
    setSearchParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'cards') copy.set('view', 'cards');
      else copy.delete('view');
      return copy;
    });

  const totals = list.data?.totals;
  const empty = Object.keys(table.filters).length > 0 ? 'No projects match these filters.' : 'No projects yet. Create one to plan its tasks and follow its spending.';

  return (
    <PageFrame title="Overview" description="Every project with its budget, spending from the ledger, progress and dates.">
      <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={ProjectDrawer.preload} onFocus={ProjectDrawer.preload}>New project</Button> : null}
        <Segmented aria-label="Show projects as" value={view} onChange={(value) => setView(String(value))} options={[{ value: 'list', label: 'List' }, { value: 'cards', label: 'Cards' }]} />
        {totals && list.data ? (
          <Typography.Text data-testid="project-totals">
            {list.data.total} {list.data.total === 1 ? 'project' : 'projects'}: {formatMoney(totals.budget)} budgeted, {formatMoney(totals.spent)} spent.
          </Typography.Text>
        ) : null}
      </Flex>
      {view === 'list' ? (
        <DataTable<ProjectSummaryRow>
          id="projects"
          caption="Projects"
          rowKey="id"
          columns={columns}
          rows={list.data?.rows}
          total={list.data?.total}
          totals={totals ? { budget: totals.budget, spent: totals.spent } : null}
          totalsLabel="Total of the filtered projects"
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          table={table}
          onRowClick={(row) => navigate(`/app/projects/${row.id}`)}
          rowLabel={(row) => `Project ${row.name ?? ''}`}
          emptyText={<Typography.Text type="secondary">{empty}</Typography.Text>}
          toolbar={<Filters table={table} />}
          exportOptions={{
            title: 'Projects',
            fileName: 'projects',
            period: 'Spent to date',
            fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchProjectList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
            disabled: !list.data || list.data.total === 0,
          }}
        />
      ) : (
        <>
          <Filters table={table} />
          <div style={{ marginTop: 16 }}>
            {list.error ? (
              <Alert type="error" showIcon title="The projects could not be loaded." description={serverErrorMessage(list.error)} action={<Button onClick={() => void list.refetch()}>Retry</Button>} />
            ) : !list.data ? (
              <Skeleton active aria-busy="true" />
            ) : list.data.rows.length === 0 ? (
              <Empty description={empty} />
            ) : (
              <>
                <Suspense fallback={<Skeleton active aria-busy="true" />}>
                  <ProjectCards rows={list.data.rows} canEdit={canEdit} onEdit={edit} preloadEdit={ProjectDrawer.preload} />
                </Suspense>
                <Pagination
                  current={table.page}
                  pageSize={table.pageSize}
                  total={list.data.total}
                  onChange={(page, size) => table.setPage(page, size)}
                  hideOnSinglePage
                  style={{ marginTop: 16 }}
                />
              </>
            )}
          </div>
        </>
      )}
      <ProjectDrawer opened={drawer !== null} state={drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </PageFrame>
  );
}

export default ProjectsOverviewPage;
