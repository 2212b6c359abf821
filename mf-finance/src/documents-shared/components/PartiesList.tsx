// The Customers or Vendors tab (the document-screen kit's party list): parties paged
// and searched by the database (debounced, in the URL under its own prefix) with their open and
// overdue balances from SQL; a row opens the party's drawer; New <party> for everyone but viewers;
// a row's link filters the Invoices or Bills tab to the party.
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Typography } from '@missionbase/ui';
import { DataTable, useTableUrlState, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useCanEditDocuments } from '../hooks/use-can-edit-documents';
import type { Paged } from '@missionbase/session';

/** A party as its list RPC declares it (every attribute may be null). */
export interface PartyListRow {
  id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  open_balance: string | null;
  overdue_balance: string | null;
}

/** A saved party: one with its id. */
export type SavedParty<Row extends PartyListRow> = Row & { id: string };

export type PartyDrawerState<Row extends PartyListRow> = { mode: 'new' } | { mode: 'edit'; row: SavedParty<Row> };

export interface PartiesScreen<Row extends PartyListRow> {
  noun: 'customer' | 'vendor';
  /** The documents of a party: 'invoices' (?customer=) or 'bills' (?vendor=). */
  documents: 'invoices' | 'bills';
  useList: (organizationId: string | null, params: { search?: string; limit: number; offset: number }) => UseQueryResult<Paged<Row>>;
  /** The columns between Phone and Overdue (the count of documents, a vendor's account and 1099). */
  columns: DataTableColumn<Row>[];
  drawer: (state: PartyDrawerState<Row> | null, readOnly: boolean, onClose: () => void) => ReactNode;
  /** Starts loading the drawer's code (pointer or focus on New <party>); the drawer loads on first open. */
  preloadDrawer?: () => void;
}

export function PartiesList<Row extends PartyListRow>({ screen }: { screen: PartiesScreen<Row> }) {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const navigate = useNavigate();
  const plural = `${screen.noun}s`;
  const title = `${screen.noun === 'customer' ? 'Customer' : 'Vendor'}`;
  const documentsTitle = screen.documents === 'invoices' ? 'Invoices' : 'Bills';
  const table = useTableUrlState({ defaultSort: null, pageSize: 50, filterKeys: ['q'], prefix: `${plural}.` });
  const [text, setText] = useState(table.filters.q ?? '');
  const { setFilter } = table;
  useEffect(() => {
    if (text.trim() === (table.filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, table.filters.q, setFilter]);
  const list = screen.useList(organizationId, { search: table.filters.q, limit: table.pageSize, offset: Math.max(0, (table.page - 1) * table.pageSize) });
  const [drawer, setDrawer] = useState<PartyDrawerState<Row> | null>(null);
  // The open party as the list has it now (its balances may have changed), else as it was opened.
  const current = drawer?.mode === 'edit' ? list.data?.rows.find((row) => row.id === drawer.row.id) : undefined;
  const open = drawer?.mode === 'edit' ? (current ? { ...current, id: drawer.row.id } : drawer.row) : null;

  const columns = useMemo((): DataTableColumn<Row>[] => [
    { key: 'name', title, value: (row) => row.name ?? '' },
    { key: 'email', title: 'E-mail', value: (row) => row.email ?? '' },
    { key: 'phone', title: 'Phone', hiddenByDefault: true, value: (row) => row.phone ?? '' },
    ...screen.columns,
    { key: 'overdue_balance', title: 'Overdue', money: true, value: (row) => row.overdue_balance },
    { key: 'open_balance', title: 'Open balance', money: true, value: (row) => row.open_balance },
    {
      key: 'actions',
      title: 'Actions',
      exportable: false,
      render: (row) => {
        const id = row.id;
        // A party without an id has no documents to show.
        if (id === null) return null;
        return (
          <Button type="link" onClick={(event) => { event.stopPropagation(); navigate(`/app/finance/${screen.documents}?${screen.noun}=${id}`); }} aria-label={`${documentsTitle} of ${row.name ?? ''}`}>
            {documentsTitle}
          </Button>
        );
      },
    },
  ], [navigate, screen, title, documentsTitle]);

  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={screen.preloadDrawer} onFocus={screen.preloadDrawer}>New {screen.noun}</Button> : null}
      </Flex>
      <DataTable<Row>
        id={plural}
        caption={`${title}s`}
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          // A party without an id cannot be opened.
          if (row.id !== null) setDrawer({ mode: 'edit', row: { ...row, id: row.id } });
        }}
        rowLabel={(row) => `${title} ${row.name ?? ''}`}
        emptyText={<Typography.Text type="secondary">{table.filters.q ? `No ${screen.noun} matches this search.` : `No ${plural} yet.`}</Typography.Text>}
        toolbar={
          <Input.Search
            aria-label={`Search ${plural} by name, e-mail or phone`}
            placeholder={`Search ${plural}`}
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => setFilter('q', value.trim() || null)}
            style={{ width: 240, maxWidth: '100%' }}
          />
        }
      />
      {screen.drawer(open ? { mode: 'edit', row: open } : drawer, !canEdit, () => setDrawer(null))}
    </>
  );
}
