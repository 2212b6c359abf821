// The chart of accounts as an expandable tree table: code, name (a button that opens the account,
// so the keyboard reaches every row), category, type and balance as the database computed it
// (a placeholder parent shows its sub-accounts' total). Scrolls sideways inside itself at 375 px.
import { useMemo, useState } from 'react';
import { Button, Tag, Typography, formatMoney } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import type { TableProps } from '@missionbase/ui/table';
import { parentIds } from '../utils/chart-tree';
import type { ChartTreeRow } from '../utils/chart-tree';

export interface ChartTableProps {
  rows: ChartTreeRow[];
  onOpen: (account: ChartTreeRow) => void;
}

export function ChartTable({ rows, onOpen }: ChartTableProps) {
  const allParents = useMemo(() => parentIds(rows), [rows]);
  // Every parent open at first; what the user collapses stays collapsed across refetches.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expanded = allParents.filter((id) => !collapsed.has(id));
  const columns: TableProps<ChartTreeRow>['columns'] = [
    { key: 'code', title: 'Code', dataIndex: 'code', width: 140 },
    {
      key: 'name',
      title: 'Name',
      render: (_, account) => (
        <span>
          <Button type="link" style={{ padding: 0, height: 'auto', fontWeight: account.is_placeholder ? 600 : undefined }} onClick={() => onOpen(account)}>
            {account.name}
          </Button>
          {account.is_placeholder ? <Tag style={{ marginLeft: 8 }}>Placeholder</Tag> : null}
          {account.is_active ? null : <Tag color="default" style={{ marginLeft: 8 }}>Inactive</Tag>}
        </span>
      ),
    },
    { key: 'category', title: 'Category', dataIndex: 'category', responsive: ['md'] },
    { key: 'type', title: 'Type', render: (_, account) => account.account_type_name ?? <Typography.Text type="secondary">—</Typography.Text>, responsive: ['lg'] },
    {
      key: 'balance',
      title: 'Balance',
      align: 'right',
      render: (_, account) => (
        <span className="mb-money" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: account.is_placeholder ? 600 : undefined }} data-testid={`balance-${account.code}`}>
          {formatMoney(account.balance)}
        </span>
      ),
    },
  ];
  return (
    <Table<ChartTreeRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (open, account) => {
          setCollapsed((previous) => {
            const next = new Set(previous);
            if (open) next.delete(account.id);
            else next.add(account.id);
            return next;
          });
        },
      }}
      rowClassName={(account) => (account.is_active ? '' : 'mb-row-inactive')}
      aria-label="Chart of accounts"
    />
  );
}
