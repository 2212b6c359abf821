// The Transactions screen (/app/transactions): the organization's transactions paged,
// filtered and sorted by the database, filters in the URL, the filtered set's totals from SQL, a
// row opens the shell's transaction dialog, delete with confirmation, export of exactly the
// filtered rows, and the bank CSV import for everyone but viewers.
import { useMemo, useState } from 'react';
import { openTransactionDialog, activeOrganizationAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { Button, Flex, PageFrame, Tag, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { fetchTransactionList, transactionRecordOf, useTransactionList, type TransactionListRow } from '../data/transaction-list-query';
import { useCanEditTransactions } from '../hooks/use-can-edit-transactions';
import { useRefreshAfterTransactionDialog } from '../hooks/use-refresh-after-transaction-dialog';
import { FILTER_KEYS, PAGE_SIZE, listParamsFrom, periodLabel, signedAmount } from '../utils/transaction-list-params';
import { DeleteTransactionButton } from './DeleteTransactionButton';
import { TransactionExportMenu } from './TransactionExportMenu';
import { TransactionFilters } from './TransactionFilters';
import { TransactionTotals } from './TransactionTotals';
import { lazyComponent } from '@missionbase/app-config/lazy-panel';

// The import wizard (and papaparse behind it) loads only when asked for.
const ImportTransactionsModal = lazyComponent(() => import('./ImportTransactionsModal').then((module) => module.ImportTransactionsModal));

const SORT_KEYS = ['date', 'amount', 'description', 'type'] as const;

function accountLabel(row: TransactionListRow): string {
  return row.account_code ? `${row.account_code} ${row.account_name ?? ''}`.trim() : 'Uncategorized';
}

export function TransactionsPage() {
  const organizationId = useActiveOrganizationId();
  const organization = useSessionValue(activeOrganizationAtom);
  const canEdit = useCanEditTransactions();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: PAGE_SIZE, filterKeys: FILTER_KEYS, sortKeys: SORT_KEYS });
  const params = listParamsFrom(table.filters, table.sort, table.page, table.pageSize);
  const list = useTransactionList(organizationId, params);
  const [importOpen, setImportOpen] = useState(false);
  useRefreshAfterTransactionDialog(organizationId);

  const columns = useMemo((): DataTableColumn<TransactionListRow>[] => {
    const all: DataTableColumn<TransactionListRow>[] = [
      { key: 'date', title: 'Date', sortable: true, width: 112, value: (row) => row.date ?? '' },
      { key: 'description', title: 'Description', sortable: true, value: (row) => row.description || '(no description)' },
      { key: 'type', title: 'Type', sortable: true, width: 100, render: (row) => <Tag>{row.type}</Tag>, value: (row) => row.type ?? '' },
      { key: 'account', title: 'Account', value: accountLabel },
      { key: 'fund', title: 'Fund', value: (row) => row.fund_name ?? '' },
      { key: 'project', title: 'Project', value: (row) => row.project_name ?? '' },
      { key: 'notes', title: 'Notes', hiddenByDefault: true, value: (row) => row.notes ?? '' },
      { key: 'amount', title: 'Amount', sortable: true, money: true, width: 130, value: (row) => signedAmount(row.type, row.amount) },
    ];
    if (!canEdit) return all;
    return [
      ...all,
      {
        key: 'actions',
        title: 'Actions',
        alwaysVisible: true,
        width: 90,
        render: (row) => <DeleteTransactionButton organizationId={organizationId} row={row} />,
        value: () => '',
      },
    ];
  }, [canEdit, organizationId]);

  const totals = list.data?.totals ?? undefined;
  const period = periodLabel(table.filters);
  const fetchAll = () =>
    fetchAllPages(async ({ from, to }) => (await fetchTransactionList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows);

  return (
    <PageFrame title="Transactions" description="Every transaction of the organization, newest first. Click a row to edit it.">
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {canEdit ? (
          <>
            <Button type="primary" onClick={() => openTransactionDialog()}>
              Add transaction
            </Button>
            <Button onClick={() => setImportOpen(true)} onPointerEnter={ImportTransactionsModal.preload} onFocus={ImportTransactionsModal.preload}>Import CSV</Button>
          </>
        ) : null}
      </Flex>
      <TransactionTotals totals={totals} loading={list.isPending} />
      <DataTable<TransactionListRow>
        id="transactions"
        caption="Transactions"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { amount: totals.cash_change } : null}
        totalsLabel="Net change in cash"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          // A row without its id, date, type or amount cannot be edited.
          const transaction = transactionRecordOf(row);
          if (transaction) openTransactionDialog({ transaction });
        }}
        rowLabel={(row) => `${row.date ?? ''} ${row.description || (row.type ?? '')} ${formatMoney(signedAmount(row.type, row.amount))}`}
        emptyText={
          // antd's placeholder grey is too light to read (axe: contrast 1.8:1); secondary text passes.
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? 'No transactions match these filters.' : 'No transactions yet. Add one or import a bank CSV.'}
          </Typography.Text>
        }
        toolbar={<TransactionFilters table={table} />}
        toolbarEnd={
          <TransactionExportMenu
            columns={columns.filter((column) => column.key !== 'actions')}
            fetchAll={fetchAll}
            organizationName={organization?.name ?? ''}
            period={period}
            totals={totals}
            disabled={!list.data || list.data.total === 0}
          />
        }
      />
      {importOpen ? <ImportTransactionsModal open={importOpen} organizationId={organizationId} onClose={() => setImportOpen(false)} /> : null}
    </PageFrame>
  );
}
