// A fund's activity: its posted ledger lines, newest first, paged by the database with the debit
// and credit totals of the filtered period; a row opens its journal entry.
import { useNavigate } from '@missionbase/router';
import { Tag, periodLabel } from '@missionbase/ui';
import { DataTable, useTableUrlState } from '@missionbase/ui/table';
import { DateRangePicker, useFiscalYearStartMonth } from '@missionbase/ui/dates';
import type { DataTableColumn } from '@missionbase/ui/table';
import { sourceLabel } from '../../journal-entries/utils/document-link';
import { fetchAllFundActivity, useFundActivity } from '../data/fund-activity-query';
import type { FundActivityRow } from '../data/fund-activity-query';

const COLUMNS: readonly DataTableColumn<FundActivityRow>[] = [
  { key: 'entry_date', title: 'Date', width: 110 },
  {
    key: 'entry_description',
    title: 'Entry',
    value: (row) => row.entry_description,
    render: (row) => (
      <span>
        {row.entry_description}
        {row.is_release ? <Tag color="gold" style={{ marginLeft: 8 }}>Release</Tag> : null}
      </span>
    ),
  },
  { key: 'account', title: 'Account', value: (row) => `${row.account_code ?? ''} ${row.account_name ?? ''}` },
  { key: 'description', title: 'Memo', hiddenByDefault: true },
  { key: 'project_name', title: 'Project', hiddenByDefault: true },
  { key: 'source_type', title: 'Source', value: (row) => sourceLabel(row.source_type) },
  { key: 'debit', title: 'Debit', money: true, value: (row) => (Number(row.debit) === 0 ? null : row.debit) },
  { key: 'credit', title: 'Credit', money: true, value: (row) => (Number(row.credit) === 0 ? null : row.credit) },
];

export function FundActivityTable({ fundId, fundName }: { fundId: string; fundName: string }) {
  const navigate = useNavigate();
  const fiscalStart = useFiscalYearStartMonth();
  const table = useTableUrlState({ pageSize: 50, filterKeys: ['from', 'to'] as const, defaultSort: null });
  const params = { from: table.filters.from ?? null, to: table.filters.to ?? null, page: table.page, pageSize: table.pageSize };
  const activity = useFundActivity(fundId, params);
  const range = params.from && params.to ? { from: params.from, to: params.to } : null;
  const period = params.from || params.to ? { from: params.from ?? '', to: params.to ?? '' } : null;
  return (
    <DataTable<FundActivityRow>
      id="fund-activity"
      caption={`Activity of ${fundName}`}
      rowKey="id"
      columns={COLUMNS}
      rows={activity.data?.rows}
      total={activity.data?.total}
      totals={activity.data?.totals ? { debit: activity.data.totals.debit, credit: activity.data.totals.credit } : null}
      totalsLabel="Total"
      loading={activity.isFetching}
      error={activity.error}
      onRetry={() => void activity.refetch()}
      table={table}
      onRowClick={(row) => {
        // A line without its entry's id opens nothing.
        if (row.journal_entry_id !== null) void navigate(`/app/finance/journal-entries/${row.journal_entry_id}`);
      }}
      rowLabel={(row) => `Open journal entry ${row.entry_description ?? ''}`}
      emptyText="No postings in this fund for these dates."
      exportOptions={{
        title: `Activity of ${fundName}`,
        fileName: 'fund-activity',
        period: periodLabel(period, fiscalStart),
        fetchAll: () => fetchAllFundActivity(fundId, params),
        disabled: !activity.data || activity.data.total === 0,
      }}
      toolbar={
        <DateRangePicker
          aria-label="Dates"
          value={range}
          onChange={(value) => table.setFilters({ from: value?.from ?? null, to: value?.to ?? null })}
        />
      }
    />
  );
}
