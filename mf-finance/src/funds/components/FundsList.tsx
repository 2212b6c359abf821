// The funds list: restriction class, purpose, balance (net assets from the ledger) and, for a
// donor-restricted fund, what has been released. A fund's name opens its page.
import { useState } from 'react';
import { Link } from '@missionbase/router';
import { Button, Empty, Flex, PageFrame, Skeleton, Tag, Typography, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { LazyResult as Result } from '../../lazy/LazyResult';
import { Grid, Table, fitAntColumns, isWideScreen } from '@missionbase/ui/table';
import type { TableProps } from '@missionbase/ui/table';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { useFunds } from '../data/funds-list-query';
import type { FundRow } from '../data/funds-list-query';
import { restrictionLabel } from '../utils/fund-labels';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';
import type { FundDrawerState } from './FundDrawer';

// The drawer (its form and zod schema) loads on first open.
const FundDrawer = lazyPanel(() => import('./FundDrawer').then((module) => module.FundDrawer));

/** No restriction given (a fund read without one) shows no tag. */
export function RestrictionTag({ restriction }: { restriction: string | null }) {
  if (restriction === null) return null;
  return <Tag color={restriction === 'with_donor_restrictions' ? 'gold' : 'green'}>{restrictionLabel(restriction)}</Tag>;
}

export function FundsList() {
  const funds = useFunds();
  const { canManageFunds } = useLedgerPermissions();
  const [drawer, setDrawer] = useState<FundDrawerState | null>(null);
  const screens = Grid.useBreakpoint();
  const columns: TableProps<FundRow>['columns'] = [
    {
      key: 'name',
      title: 'Fund',
      render: (_, fund) => (
        <span>
          <Link to={fund.id}>{fund.name}</Link>
          {fund.code ? <Typography.Text type="secondary"> · {fund.code}</Typography.Text> : null}
          {fund.is_default ? <Tag style={{ marginLeft: 8 }}>General</Tag> : null}
          {fund.is_active ? null : <Tag style={{ marginLeft: 8 }}>Inactive</Tag>}
        </span>
      ),
    },
    { key: 'restriction', title: 'Restriction', render: (_, fund) => <RestrictionTag restriction={fund.restriction} /> },
    { key: 'purpose', title: 'Purpose', render: (_, fund) => fund.purpose ?? <Typography.Text type="secondary">—</Typography.Text>, responsive: ['md'] },
    {
      key: 'released',
      title: 'Released',
      align: 'right',
      responsive: ['md'],
      render: (_, fund) => (fund.restriction === 'with_donor_restrictions' ? <span className="mb-money">{formatMoney(fund.released)}</span> : null),
    },
    { key: 'balance', title: 'Balance', align: 'right', render: (_, fund) => <span className="mb-money" data-testid={`fund-balance-${fund.name}`}>{formatMoney(fund.balance)}</span> },
    ...(canManageFunds
      ? [{ key: 'edit', title: '', render: (_: unknown, fund: FundRow) => (
          <Button size="small" onClick={() => setDrawer({ mode: 'edit', fundId: fund.id, fund })} onPointerEnter={FundDrawer.preload} onFocus={FundDrawer.preload} aria-label={`Edit ${fund.name}`}>Edit</Button>
        ) }]
      : []),
  ];

  // The kit's table rule: money in view at desktop widths (text truncates), amount first on a phone.
  const fitted = fitAntColumns(columns ?? [], isWideScreen(screens));

  let body;
  if (funds.isPending) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (funds.isError) {
    body = (
      <Result status="warning" title="The funds could not be loaded" subTitle={serverErrorMessage(funds.error)}
        extra={<Button onClick={() => void funds.refetch()}>Retry</Button>} />
    );
  } else if (funds.data.length === 0) {
    body = <Empty description="No funds yet." />;
  } else {
    body = <Table<FundRow> rowKey="id" columns={fitted.columns} dataSource={funds.data} pagination={false} {...fitted.tableProps} aria-label="Funds" />;
  }

  return (
    <PageFrame title="Funds" description="Net assets by fund, as of today, from the general ledger.">
      {canManageFunds ? (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={FundDrawer.preload} onFocus={FundDrawer.preload}>New fund</Button>
        </Flex>
      ) : null}
      {body}
      <FundDrawer opened={drawer !== null} state={drawer} readOnly={!canManageFunds} onClose={() => setDrawer(null)} />
    </PageFrame>
  );
}
