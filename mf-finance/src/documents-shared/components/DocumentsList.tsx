// The Invoices or Bills tab: documents paged, filtered and sorted by the database with
// the filters in the URL and the open / overdue totals from SQL; a row opens the document's own page
// (/app/finance/<invoices|bills>/<id>); the screen's buttons (New invoice; New bill and Pay bills)
// for everyone but viewers. Parameterised by the kind (its query, filters and party) and the screen
// (its columns and words).
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Flex, Typography, formatMoney, periodLabel } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import { useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import type { DataTableColumn } from '@missionbase/ui/table';
import type { DocumentKindDescription, DocumentTypes } from '../data/document-kind';
import { fetchDocumentList, useDocumentList } from '../data/document-list-query';
import { useCanEditDocuments } from '../hooks/use-can-edit-documents';
import { DOCUMENT_PAGE_SIZE, documentFilterKeys } from '../utils/document-list-params';
import { stateLabel } from '../utils/document-state';
import { DocumentFilters } from './DocumentFilters';
import { DocumentStateTag } from './DocumentStateTag';

export interface DocumentListScreen<T extends DocumentTypes> {
  documentKind: DocumentKindDescription<T>;
  /** Number, date, party (and more) before Due; then after Status; then after Fund. */
  columns: { leading: DataTableColumn<T['row']>[]; afterStatus: DataTableColumn<T['row']>[]; afterFund: DataTableColumn<T['row']>[] };
  party: (row: T['row']) => { id: string | null; name: string };
  rowLabel: (row: T['row']) => string;
  /** "open" (invoices) or "to pay" (bills) in the totals sentence. */
  openWord: string;
  searchLabel: string;
  partyPicker: (value: string | null, onChange: (value: string | null) => void, currentName: string | null) => ReactNode;
}

export interface DocumentsListSlots {
  /** The buttons for members (New ..., Pay bills). */
  buttons: (open: { create: () => void }) => ReactNode;
  /** The drawers (the editor for a new document, Pay bills); onSaved opens the saved record. */
  drawers: (state: { creating: boolean; closeCreate: () => void; openRecord: (id: string) => void }) => ReactNode;
}

export function DocumentsList<T extends DocumentTypes>({ screen, slots }: { screen: DocumentListScreen<T>; slots: DocumentsListSlots }) {
  type Row = T['row'];
  const { documentKind } = screen;
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const fiscalStart = useFiscalYearStartMonth();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: DOCUMENT_PAGE_SIZE, filterKeys: documentFilterKeys(documentKind.partyKey), sortKeys: documentKind.sorts });
  const params = documentKind.listParams(table.filters, table.sort, table.page, table.pageSize);
  const list = useDocumentList(documentKind, organizationId, params);
  const [creating, setCreating] = useState(false);
  const { plural, kind } = documentKind;
  const title = `${documentKind.noun}s`;

  const columns = useMemo((): DataTableColumn<Row>[] => [
    ...screen.columns.leading,
    { key: 'due', title: 'Due', sortable: true, width: 112, value: (row) => row.due_date },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <DocumentStateTag state={row.state} daysOverdue={row.days_overdue} />,
      value: (row) => stateLabel(row.state),
    },
    ...screen.columns.afterStatus,
    { key: 'fund', title: 'Fund', hiddenByDefault: true, value: (row) => row.fund_name ?? '' },
    ...screen.columns.afterFund,
    { key: 'total', title: 'Total', sortable: true, money: true, width: 130, value: (row) => row.total },
    { key: 'balance', title: 'Balance due', sortable: true, money: true, width: 130, value: (row) => row.balance },
  ], [screen]);

  const totals = list.data?.totals;
  const period = table.filters.from || table.filters.to ? { from: table.filters.from ?? '', to: table.filters.to ?? '' } : null;
  const partyFilter = table.filters[documentKind.partyKey];
  const partyName = partyFilter ? (list.data?.rows.map(screen.party).find((party) => party.id === partyFilter)?.name ?? null) : null;
  const openRecord = (id: string) => navigate(`/app/finance/${plural}/${id}`);

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          {slots.buttons({ create: () => setCreating(true) })}
        </Flex>
      ) : null}
      {totals ? (
        <Typography.Paragraph data-testid={`${kind}-totals`}>
          {totals.count} {totals.count === 1 ? kind : plural}: {formatMoney(totals.balance)} {screen.openWord}, of which {formatMoney(totals.overdue)} overdue.
        </Typography.Paragraph>
      ) : null}
      <DataTable<Row>
        id={plural}
        caption={title}
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { total: totals.total, balance: totals.balance } : null}
        totalsLabel={`Total of the filtered ${plural}`}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          // A document without an id cannot be opened.
          if (row.id !== null) openRecord(row.id);
        }}
        rowLabel={screen.rowLabel}
        emptyText={
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? `No ${plural} match these filters.` : `No ${plural} yet.`}
          </Typography.Text>
        }
        toolbar={
          <DocumentFilters
            kind={kind}
            table={table}
            partyKey={documentKind.partyKey}
            searchLabel={screen.searchLabel}
            partyPicker={(value, onChange) => screen.partyPicker(value, onChange, partyName)}
          />
        }
        exportOptions={{
          title,
          fileName: plural,
          period: periodLabel(period, fiscalStart),
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchDocumentList(documentKind, organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      {slots.drawers({ creating, closeCreate: () => setCreating(false), openRecord })}
    </>
  );
}
