// The payroll liabilities still owed, a row per agency, item and month (oldest month first), with
// what the runs accrued, what payments paid and what is owed, all the database's figures. Who may
// pay them chooses rows with a box; everyone else reads.
import { Typography, formatMoney } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import type { TableColumnsType } from '@missionbase/ui/table';
import { bearerLabel, liabilityKey, periodLabel } from '../utils/liabilities';
import type { LiabilityRow } from '../utils/liabilities';

const COLUMNS: TableColumnsType<LiabilityRow> = [
  { key: 'period', title: 'Month', render: (_, row) => periodLabel(row.period) },
  { key: 'agency', title: 'Agency', render: (_, row) => row.agency },
  { key: 'item', title: 'Item', render: (_, row) => row.item },
  { key: 'kind', title: 'Kind', render: (_, row) => bearerLabel(row) },
  { key: 'accrued', title: 'Accrued', align: 'right', render: (_, row) => formatMoney(row.accrued) },
  { key: 'paid', title: 'Paid', align: 'right', render: (_, row) => formatMoney(row.paid) },
  { key: 'owed', title: 'Owed', align: 'right', render: (_, row) => <strong>{formatMoney(row.owed)}</strong> },
];

export interface LiabilitiesTableProps {
  rows: readonly LiabilityRow[];
  /** Boxes to choose what to pay: only for who may pay (owners and admins). */
  selectable: boolean;
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
}

export function LiabilitiesTable({ rows, selectable, selectedKeys, onSelectionChange }: LiabilitiesTableProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<LiabilityRow>
        rowKey={(row) => liabilityKey(row)}
        columns={COLUMNS}
        dataSource={[...rows]}
        pagination={false}
        size="small"
        aria-label="Payroll liabilities owed"
        rowSelection={selectable ? {
          selectedRowKeys: [...selectedKeys],
          onChange: (keys) => onSelectionChange(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': `Pay ${row.item ?? ''} for ${periodLabel(row.period)}` }),
        } : undefined}
        locale={{ emptyText: <Typography.Text type="secondary">Nothing is owed: every approved run's taxes, deductions and benefits have been paid.</Typography.Text> }}
      />
    </div>
  );
}
