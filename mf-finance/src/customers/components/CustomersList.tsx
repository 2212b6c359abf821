// The Customers tab [13.5]: customers paged and searched by the database with their open and
// overdue invoice balances (SQL); a row opens the customer's drawer; New customer for everyone but
// viewers. "Invoices" filters the Invoices tab to the customer.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, DataTable, Flex, Input, Typography, useTableUrlState } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { useCustomerList } from '../data/customer-list-query';
import type { CustomerListRow } from '../data/customer-list-query';
import { CustomerDrawer } from './CustomerDrawer';
import type { CustomerDrawerState } from './CustomerDrawer';

export function CustomersList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: null, pageSize: 50, filterKeys: ['q'], prefix: 'customers.' });
  const [text, setText] = useState(table.filters.q ?? '');
  const { setFilter } = table;
  useEffect(() => {
    if (text.trim() === (table.filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, table.filters.q, setFilter]);
  const customers = useCustomerList(organizationId, { search: table.filters.q, limit: table.pageSize, offset: Math.max(0, (table.page - 1) * table.pageSize) });
  const [drawer, setDrawer] = useState<CustomerDrawerState | null>(null);
  const open = drawer?.mode === 'edit' ? (customers.data?.rows.find((row) => row.id === drawer.customer.id) ?? drawer.customer) : null;

  const columns = useMemo((): DataTableColumn<CustomerListRow>[] => [
    { key: 'name', title: 'Customer', value: (row) => row.name },
    { key: 'email', title: 'E-mail', value: (row) => row.email ?? '' },
    { key: 'phone', title: 'Phone', hiddenByDefault: true, value: (row) => row.phone ?? '' },
    { key: 'invoice_count', title: 'Invoices', align: 'right', value: (row) => row.invoice_count },
    { key: 'overdue_balance', title: 'Overdue', money: true, value: (row) => row.overdue_balance },
    { key: 'open_balance', title: 'Open balance', money: true, value: (row) => row.open_balance },
    {
      key: 'actions',
      title: 'Actions',
      exportable: false,
      render: (row) => (
        <Button type="link" onClick={(event) => { event.stopPropagation(); navigate(`/app/finance/invoices?customer=${row.id}`); }} aria-label={`Invoices of ${row.name}`}>
          Invoices
        </Button>
      ),
    },
  ], [navigate]);

  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })}>New customer</Button> : null}
      </Flex>
      <DataTable<CustomerListRow>
        id="customers"
        caption="Customers"
        rowKey="id"
        columns={columns}
        rows={customers.data?.rows}
        total={customers.data?.total}
        loading={customers.isFetching}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        table={table}
        onRowClick={(row) => setDrawer({ mode: 'edit', customer: row })}
        rowLabel={(row) => `Customer ${row.name}`}
        emptyText={<Typography.Text type="secondary">{table.filters.q ? 'No customer matches this search.' : 'No customers yet.'}</Typography.Text>}
        toolbar={
          <Input.Search
            aria-label="Search customers by name, e-mail or phone"
            placeholder="Search customers"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => setFilter('q', value.trim() || null)}
            style={{ width: 240, maxWidth: '100%' }}
          />
        }
      />
      <CustomerDrawer state={open ? { mode: 'edit', customer: open } : drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </>
  );
}
