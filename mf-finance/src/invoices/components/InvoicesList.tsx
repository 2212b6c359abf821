// The Invoices tab [13.5]: invoices paged, filtered and sorted by the database with the filters in
// the URL and the open / overdue totals from SQL; a row opens the invoice's own page
// (/app/finance/invoices/<id>); New invoice for everyone but viewers.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, DataTable, Flex, Typography, fetchAllPages, formatMoney, periodLabel, useFiscalYearStartMonth, useTableUrlState } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui';
import { DocumentStateTag } from '../../documents-shared/components/DocumentStateTag';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { stateLabel } from '../../documents-shared/utils/document-state';
import { INVOICE_LIST_SORTS, fetchInvoiceList, useInvoiceList } from '../data/invoice-list-query';
import type { InvoiceListRow } from '../data/invoice-list-query';
import { INVOICE_FILTER_KEYS, INVOICE_PAGE_SIZE, invoiceListParamsFrom } from '../utils/invoice-list-params';
import { InvoiceEditorDrawer } from './InvoiceEditorDrawer';
import { InvoiceFilters } from './InvoiceFilters';

export function InvoicesList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const fiscalStart = useFiscalYearStartMonth();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: INVOICE_PAGE_SIZE, filterKeys: INVOICE_FILTER_KEYS, sortKeys: INVOICE_LIST_SORTS });
  const params = invoiceListParamsFrom(table.filters, table.sort, table.page, table.pageSize);
  const list = useInvoiceList(organizationId, params);
  const [creating, setCreating] = useState(false);

  const columns = useMemo((): DataTableColumn<InvoiceListRow>[] => [
    { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.invoice_number },
    { key: 'date', title: 'Issued', sortable: true, width: 112, value: (row) => row.issue_date },
    { key: 'customer', title: 'Customer', sortable: true, value: (row) => row.customer_name },
    { key: 'due', title: 'Due', sortable: true, width: 112, value: (row) => row.due_date },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <DocumentStateTag state={row.state} daysOverdue={row.days_overdue} />,
      value: (row) => stateLabel(row.state),
    },
    { key: 'fund', title: 'Fund', hiddenByDefault: true, value: (row) => row.fund_name ?? '' },
    { key: 'terms', title: 'Terms', hiddenByDefault: true, value: (row) => row.terms ?? '' },
    { key: 'total', title: 'Total', sortable: true, money: true, width: 130, value: (row) => row.total },
    { key: 'balance', title: 'Balance due', sortable: true, money: true, width: 130, value: (row) => (row.state === 'void' || row.state === 'draft' ? '0' : row.balance) },
  ], []);

  const totals = list.data?.totals;
  const period = table.filters.from || table.filters.to ? { from: table.filters.from ?? '', to: table.filters.to ?? '' } : null;
  const customerName = table.filters.customer ? (list.data?.rows.find((row) => row.customer_id === table.filters.customer)?.customer_name ?? null) : null;

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)}>New invoice</Button>
        </Flex>
      ) : null}
      {totals ? (
        <Typography.Paragraph data-testid="invoice-totals">
          {totals.count} {totals.count === 1 ? 'invoice' : 'invoices'}: {formatMoney(totals.balance)} open, of which {formatMoney(totals.overdue)} overdue.
        </Typography.Paragraph>
      ) : null}
      <DataTable<InvoiceListRow>
        id="invoices"
        caption="Invoices"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { total: totals.total, balance: totals.balance } : null}
        totalsLabel="Total of the filtered invoices"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => navigate(`/app/finance/invoices/${row.id}`)}
        rowLabel={(row) => `Invoice ${row.invoice_number} to ${row.customer_name}, ${stateLabel(row.state)}, ${formatMoney(row.total)}`}
        emptyText={
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? 'No invoices match these filters.' : 'No invoices yet.'}
          </Typography.Text>
        }
        toolbar={<InvoiceFilters table={table} customerName={customerName} />}
        exportOptions={{
          title: 'Invoices',
          fileName: 'invoices',
          period: periodLabel(period, fiscalStart),
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchInvoiceList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <InvoiceEditorDrawer
        state={creating ? { mode: 'new' } : null}
        onClose={() => setCreating(false)}
        onSaved={(id) => navigate(`/app/finance/invoices/${id}`)}
      />
    </>
  );
}
