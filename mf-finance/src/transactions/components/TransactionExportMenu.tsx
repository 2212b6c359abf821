// Export of exactly the filtered rows (fetched page by page) with the filtered set's SQL totals, as
// CSV, Excel or PDF through the kit. The kit's export entry (and the libraries behind it) loads
// only when a file is made, not with the page.
import { useState } from 'react';
import { Button, Dropdown, useToast, serverErrorMessage } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui/table';
import type { TransactionListRow, TransactionListTotals } from '../data/transaction-list-query';

export interface TransactionExportMenuProps {
  columns: readonly DataTableColumn<TransactionListRow>[];
  fetchAll: () => Promise<TransactionListRow[]>;
  organizationName: string;
  period: string;
  totals: TransactionListTotals | undefined;
  disabled?: boolean;
}

type ExportFormat = 'csv' | 'xlsx' | 'pdf';
const FORMATS: ReadonlyArray<{ key: ExportFormat; label: string }> = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'Excel (XLSX)' },
  { key: 'pdf', label: 'PDF' },
];

export function TransactionExportMenu({ columns, fetchAll, organizationName, period, totals, disabled }: TransactionExportMenuProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const [rows, { exportTable }] = await Promise.all([fetchAll(), import('@missionbase/ui/export')]);
      await exportTable({
        format,
        fileName: 'transactions',
        title: 'Transactions',
        organizationName,
        period,
        columns: columns.map((column) => ({
          key: column.key,
          title: column.title,
          money: column.money,
          value: (row: TransactionListRow) => column.value?.(row) ?? '',
        })),
        rows,
        // The same figure as the table's totals row: the change in cash of the filtered rows.
        totals: totals ? { amount: totals.cash_change } : null,
        totalsLabel: 'Net change in cash',
      });
    } catch (error) {
      toast({ title: 'Could not export the transactions', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      disabled={disabled || busy}
      trigger={['click']}
      menu={{ items: FORMATS.map((format) => ({ key: format.key, label: format.label })), onClick: ({ key }) => {
          const format = FORMATS.find((candidate) => candidate.key === key);
          if (format) void run(format.key);
        } }}
    >
      <Button loading={busy}>Export</Button>
    </Dropdown>
  );
}
