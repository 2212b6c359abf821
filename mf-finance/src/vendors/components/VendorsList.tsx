// The Vendors tab [13.8]: vendors paged and searched by the database with their open and
// overdue bill balances (SQL), default expense account and 1099 flag; a row opens the vendor's drawer; New vendor for everyone but
// viewers. "Bills" filters the Bills tab to the vendor.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, DataTable, Flex, Input, Typography, useTableUrlState } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { useVendorList } from '../data/vendor-list-query';
import type { VendorListRow } from '../data/vendor-list-query';
import { VendorDrawer } from './VendorDrawer';
import type { VendorDrawerState } from './VendorDrawer';

export function VendorsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: null, pageSize: 50, filterKeys: ['q'], prefix: 'vendors.' });
  const [text, setText] = useState(table.filters.q ?? '');
  const { setFilter } = table;
  useEffect(() => {
    if (text.trim() === (table.filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, table.filters.q, setFilter]);
  const vendors = useVendorList(organizationId, { search: table.filters.q, limit: table.pageSize, offset: Math.max(0, (table.page - 1) * table.pageSize) });
  const [drawer, setDrawer] = useState<VendorDrawerState | null>(null);
  const open = drawer?.mode === 'edit' ? (vendors.data?.rows.find((row) => row.id === drawer.vendor.id) ?? drawer.vendor) : null;

  const columns = useMemo((): DataTableColumn<VendorListRow>[] => [
    { key: 'name', title: 'Vendor', value: (row) => row.name },
    { key: 'email', title: 'E-mail', value: (row) => row.email ?? '' },
    { key: 'phone', title: 'Phone', hiddenByDefault: true, value: (row) => row.phone ?? '' },
    { key: 'account', title: 'Default account', hiddenByDefault: true, value: (row) => row.default_expense_account_label ?? '' },
    { key: 'is_1099', title: '1099', value: (row) => (row.is_1099 ? 'Yes' : '') },
    { key: 'bill_count', title: 'Bills', align: 'right', value: (row) => row.bill_count },
    { key: 'overdue_balance', title: 'Overdue', money: true, value: (row) => row.overdue_balance },
    { key: 'open_balance', title: 'Open balance', money: true, value: (row) => row.open_balance },
    {
      key: 'actions',
      title: 'Actions',
      exportable: false,
      render: (row) => (
        <Button type="link" onClick={(event) => { event.stopPropagation(); navigate(`/app/finance/bills?vendor=${row.id}`); }} aria-label={`Bills of ${row.name}`}>
          Bills
        </Button>
      ),
    },
  ], [navigate]);

  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })}>New vendor</Button> : null}
      </Flex>
      <DataTable<VendorListRow>
        id="vendors"
        caption="Vendors"
        rowKey="id"
        columns={columns}
        rows={vendors.data?.rows}
        total={vendors.data?.total}
        loading={vendors.isFetching}
        error={vendors.error}
        onRetry={() => void vendors.refetch()}
        table={table}
        onRowClick={(row) => setDrawer({ mode: 'edit', vendor: row })}
        rowLabel={(row) => `Vendor ${row.name}`}
        emptyText={<Typography.Text type="secondary">{table.filters.q ? 'No vendor matches this search.' : 'No vendors yet.'}</Typography.Text>}
        toolbar={
          <Input.Search
            aria-label="Search vendors by name, e-mail or phone"
            placeholder="Search vendors"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => setFilter('q', value.trim() || null)}
            style={{ width: 240, maxWidth: '100%' }}
          />
        }
      />
      <VendorDrawer state={open ? { mode: 'edit', vendor: open } : drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </>
  );
}
