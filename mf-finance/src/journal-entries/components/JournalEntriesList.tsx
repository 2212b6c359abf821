// The journal entries list: server-paged, sorted and filtered by the database (period, status,
// source, text), state in the URL. A row opens the entry (the editor for a draft, read-only
// otherwise).
import { useEffect, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, PageFrame, periodLabel } from '@missionbase/ui';
import { DataTable, useTableUrlState, Select, Input } from '@missionbase/ui/table';
import { PeriodPicker, useFiscalYearStartMonth } from '@missionbase/ui/periods';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { fetchAllJournalEntries, useJournalEntriesSearch } from '../data/journal-entries-search-query';
import type { JournalListRow } from '../data/journal-entries-search-query';
import type { JournalSearchParams } from '../data/keys';
import { SOURCE_FILTER_OPTIONS, sourceLabel } from '../utils/document-link';
import { EntryStatusTag } from './EntryStatusTag';

/** The new-entry page's code (a lazy route of JournalEntriesPage), fetched when New is pointed at or focused. */
function preloadEntryPages(): void {
  import('./JournalEntryRoute').catch(() => undefined); // the route's own import retries and reports
}

const SORT_KEYS = ['entry_date', 'description', 'reference', 'status'] as const;

const COLUMNS: readonly DataTableColumn<JournalListRow>[] = [
  { key: 'entry_date', title: 'Date', sortable: true, width: 110, alwaysVisible: true },
  { key: 'description', title: 'Description', sortable: true, value: (row) => row.description || '(no description)' },
  { key: 'reference', title: 'Reference', sortable: true },
  { key: 'source_type', title: 'Source', value: (row) => sourceLabel(row.source_type) },
  {
    key: 'status',
    title: 'Status',
    sortable: true,
    value: (row) => (row.status === 'draft' ? 'Draft' : row.reversed_by_entry_id ? 'Reversed' : 'Posted'),
    render: (row) => <EntryStatusTag status={row.status} reversed={row.reversed_by_entry_id !== null} />,
  },
  { key: 'line_count', title: 'Lines', align: 'right', hiddenByDefault: true },
  { key: 'amount', title: 'Amount', money: true },
];

/** The text filter, written to the URL a moment after typing stops. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (Back, Reset): show its text (adjusting state while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onChange(text), 300);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input.Search
      allowClear
      aria-label="Search description or reference"
      placeholder="Search description or reference"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onChange(next)}
      style={{ maxWidth: 260 }}
    />
  );
}

export function JournalEntriesList() {
  const navigate = useNavigate();
  const { canEditLedger } = useLedgerPermissions();
  const organizationId = useActiveOrganizationId();
  const fiscalStart = useFiscalYearStartMonth();
  const table = useTableUrlState({
    pageSize: 50,
    defaultSort: { key: 'entry_date', direction: 'desc' },
    sortKeys: SORT_KEYS,
    filterKeys: ['from', 'to', 'status', 'source', 'q'] as const,
  });
  const { filters } = table;
  const params: JournalSearchParams = {
    from: filters.from ?? null,
    to: filters.to ?? null,
    status: filters.status ?? null,
    source: filters.source ?? null,
    search: filters.q ?? null,
    sort: table.sort?.key ?? 'entry_date',
    descending: (table.sort?.direction ?? 'desc') === 'desc',
    page: table.page,
    pageSize: table.pageSize,
  };
  const search = useJournalEntriesSearch(params);
  const anyFilter = Object.keys(filters).length > 0;
  const period = filters.from || filters.to ? { from: filters.from ?? '', to: filters.to ?? '' } : null;
  const notes = [
    filters.status ? `Status: ${filters.status === 'draft' ? 'Drafts' : 'Posted'}` : null,
    filters.source ? `Source: ${SOURCE_FILTER_OPTIONS.find((option) => option.value === filters.source)?.label ?? filters.source}` : null,
    filters.q ? `Search: ${filters.q}` : null,
  ].filter((note): note is string => note !== null);

  return (
    <PageFrame title="Journal Entries" description="Every entry of the general ledger: drafts, manual entries and those posted by documents.">
      <DataTable<JournalListRow>
        id="journal-entries"
        caption="Journal entries"
        rowKey="id"
        columns={COLUMNS}
        rows={search.data?.rows}
        total={search.data?.total}
        loading={search.isFetching}
        error={search.error}
        onRetry={() => void search.refetch()}
        table={table}
        onRowClick={(row) => {
          // An entry without an id cannot be opened.
          if (row.id !== null) void navigate(row.id);
        }}
        rowLabel={(row) => `Open journal entry ${row.entry_date ?? ''} ${row.description ?? ''}`}
        emptyText={anyFilter ? 'No journal entries match these filters.' : 'No journal entries yet.'}
        toolbar={
          <Flex wrap gap={8} align="center">
            {/* Presets of the fiscal year; the calendar (`/dates`) loads only for a custom range. */}
            <PeriodPicker aria-label="Dates" value={period} onChange={(value) => table.setFilters({ from: value?.from || null, to: value?.to || null })} />
            <Select
              aria-label="Status"
              allowClear
              placeholder="Any status"
              value={filters.status ?? null}
              onChange={(value: string | null | undefined) => table.setFilter('status', value ?? null)}
              options={[{ value: 'draft', label: 'Drafts' }, { value: 'posted', label: 'Posted' }]}
              style={{ minWidth: 130 }}
            />
            <Select
              aria-label="Source"
              allowClear
              placeholder="Any source"
              value={filters.source ?? null}
              onChange={(value: string | null | undefined) => table.setFilter('source', value ?? null)}
              options={[...SOURCE_FILTER_OPTIONS]}
              style={{ minWidth: 160 }}
            />
            <SearchBox value={filters.q ?? ''} onChange={(value) => table.setFilter('q', value.trim() === '' ? null : value, { replace: true })} />
          </Flex>
        }
        exportOptions={{
          title: 'Journal Entries',
          fileName: 'journal-entries',
          period: periodLabel(period, fiscalStart),
          notes,
          fetchAll: () => fetchAllJournalEntries(organizationId ?? '', params),
          disabled: !search.data || search.data.total === 0,
        }}
        toolbarEnd={canEditLedger ? <Button type="primary" onClick={() => navigate('new')} onPointerEnter={preloadEntryPages} onFocus={preloadEntryPages}>New journal entry</Button> : null}
      />
    </PageFrame>
  );
}
