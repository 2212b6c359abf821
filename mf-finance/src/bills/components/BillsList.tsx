// The Bills tab [13.8, 13.9]: bills paged, filtered and sorted by the database with the filters in
// the URL and the open / overdue totals from SQL; a row opens the bill's own page
// (/app/finance/bills/<id>); New bill and Pay bills (one or a batch of due bills) for everyone but
// viewers.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, DataTable, Flex, Typography, fetchAllPages, formatMoney, periodLabel, useFiscalYearStartMonth, useTableUrlState } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui';
import { DocumentStateTag } from '../../documents-shared/components/DocumentStateTag';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { stateLabel } from '../../documents-shared/utils/document-state';
import { BILL_LIST_SORTS, fetchBillList, useBillList } from '../data/bill-list-query';
import type { BillListRow } from '../data/bill-list-query';
import { BILL_FILTER_KEYS, BILL_PAGE_SIZE, billListParamsFrom } from '../utils/bill-list-params';
import { BillEditorDrawer } from './BillEditorDrawer';
import { BillFilters } from './BillFilters';
import { PayBillsDrawer } from './PayBillsDrawer';

export function BillsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const fiscalStart = useFiscalYearStartMonth();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: BILL_PAGE_SIZE, filterKeys: BILL_FILTER_KEYS, sortKeys: BILL_LIST_SORTS });
  const params = billListParamsFrom(table.filters, table.sort, table.page, table.pageSize);
  const list = useBillList(organizationId, params);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState(false);

  const columns = useMemo((): DataTableColumn<BillListRow>[] => [
    { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.bill_number },
    { key: 'date', title: 'Bill date', sortable: true, width: 112, value: (row) => row.bill_date },
    { key: 'vendor', title: 'Vendor', sortable: true, value: (row) => row.vendor_name },
    { key: 'reference', title: 'Vendor ref.', hiddenByDefault: true, value: (row) => row.vendor_reference ?? '' },
    { key: 'due', title: 'Due', sortable: true, width: 112, value: (row) => row.due_date },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => <DocumentStateTag state={row.state} daysOverdue={row.days_overdue} />,
      value: (row) => stateLabel(row.state),
    },
    { key: 'attachment', title: 'Attachment', hiddenByDefault: true, value: (row) => row.attachment_name ?? '' },
    { key: 'fund', title: 'Fund', hiddenByDefault: true, value: (row) => row.fund_name ?? '' },
    { key: 'total', title: 'Total', sortable: true, money: true, width: 130, value: (row) => row.total },
    { key: 'balance', title: 'Balance due', sortable: true, money: true, width: 130, value: (row) => (row.state === 'void' || row.state === 'draft' ? '0' : row.balance) },
  ], []);

  const totals = list.data?.totals;
  const period = table.filters.from || table.filters.to ? { from: table.filters.from ?? '', to: table.filters.to ?? '' } : null;
  const vendorName = table.filters.vendor ? (list.data?.rows.find((row) => row.vendor_id === table.filters.vendor)?.vendor_name ?? null) : null;

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)}>New bill</Button>
          <Button onClick={() => setPaying(true)}>Pay bills</Button>
        </Flex>
      ) : null}
      {totals ? (
        <Typography.Paragraph data-testid="bill-totals">
          {totals.count} {totals.count === 1 ? 'bill' : 'bills'}: {formatMoney(totals.balance)} to pay, of which {formatMoney(totals.overdue)} overdue.
        </Typography.Paragraph>
      ) : null}
      <DataTable<BillListRow>
        id="bills"
        caption="Bills"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { total: totals.total, balance: totals.balance } : null}
        totalsLabel="Total of the filtered bills"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => navigate(`/app/finance/bills/${row.id}`)}
        rowLabel={(row) => `Bill ${row.bill_number} from ${row.vendor_name}, ${stateLabel(row.state)}, ${formatMoney(row.total)}`}
        emptyText={
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? 'No bills match these filters.' : 'No bills yet.'}
          </Typography.Text>
        }
        toolbar={<BillFilters table={table} vendorName={vendorName} />}
        exportOptions={{
          title: 'Bills',
          fileName: 'bills',
          period: periodLabel(period, fiscalStart),
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchBillList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <BillEditorDrawer state={creating ? { mode: 'new' } : null} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/app/finance/bills/${id}`)} />
      <PayBillsDrawer open={paying} onClose={() => setPaying(false)} />
    </>
  );
}
