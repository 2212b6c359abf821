// The Pledges tab: promises to give, paged, filtered (status, donor, fund, text) and sorted
// by the database with the filters in the URL; each row's paid part, open balance, status and next
// instalment, and the filtered set's totals, come from SQL. A row (or ?pledge=<id>) opens the pledge.
import { useMemo, useState } from 'react';
import { useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState, Select, Input } from '@missionbase/ui/table';
import { FundPicker } from '@missionbase/ui/pickers';
import type { DataTableColumn, TableSort } from '@missionbase/ui/table';
import { useCanEditDonations } from '../../donations/hooks/use-can-edit-donations';
import { DonorSelect } from '../../donations/components/DonorSelect';
import { PLEDGE_LIST_SORTS, PLEDGE_STATUSES, PLEDGE_STATUS_LABELS, fetchPledgeList, pledgeStatusLabel, usePledgeList } from '../data/pledge-list-query';
import type { PledgeListParams, PledgeListRow, PledgeListSort } from '../data/pledge-list-query';
import { usePledgesFollowDonations } from '../data/use-pledges-follow-donations';
import type { PledgeDrawerState } from './PledgeDrawer';
import { PledgeStatusTag } from './PledgeStatusTag';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form, pickers, zod schema and schedule) loads on first open or with ?pledge=<id>.
const PledgeDrawer = lazyPanel(() => import('./PledgeDrawer').then((module) => module.PledgeDrawer));

const FILTER_KEYS = ['status', 'donor', 'fund', 'q'] as const;
type PledgeFilterKey = (typeof FILTER_KEYS)[number];
const PAGE_SIZE = 50;

function isSort(key: string): key is PledgeListSort {
  return (PLEDGE_LIST_SORTS as readonly string[]).includes(key);
}

export function pledgeListParamsFrom(filters: Partial<Record<PledgeFilterKey, string>>, sort: TableSort | null, page: number, pageSize: number): PledgeListParams {
  return {
    status: filters.status,
    donorId: filters.donor,
    fundId: filters.fund,
    search: filters.q,
    sort: sort && isSort(sort.key) ? sort.key : 'date',
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(page - 1, 0) * pageSize,
  };
}

export function PledgesList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDonations();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: PAGE_SIZE, filterKeys: FILTER_KEYS, sortKeys: PLEDGE_LIST_SORTS });
  const params = pledgeListParamsFrom(table.filters, table.sort, table.page, table.pageSize);
  const list = usePledgeList(organizationId, params);
  usePledgesFollowDonations(organizationId);
  const [drawer, setDrawer] = useState<PledgeDrawerState | null>(null);
  const [text, setText] = useState(table.filters.q ?? '');

  const openId = searchParams.get('pledge');
  const drawerState: PledgeDrawerState | null = drawer ?? (openId ? { mode: 'edit', pledgeId: openId } : null);
  const closeDrawer = () => {
    setDrawer(null);
    if (openId) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('pledge');
        return next;
      }, { replace: true });
    }
  };

  const columns = useMemo((): DataTableColumn<PledgeListRow>[] => [
    { key: 'date', title: 'Pledged on', sortable: true, width: 112, value: (row) => row.pledge_date },
    { key: 'donor', title: 'Donor', sortable: true, value: (row) => row.donor_name },
    { key: 'fund', title: 'Fund', value: (row) => row.fund_name ?? '' },
    {
      key: 'status',
      title: 'Status',
      render: (row) => <PledgeStatusTag status={row.status} overdue={row.overdue} />,
      value: (row) => pledgeStatusLabel(row.status) + (row.overdue ? ' (overdue)' : ''),
    },
    { key: 'next_due', title: 'Next due', sortable: true, value: (row) => (row.next_due_date ? `${row.next_due_date} · ${formatMoney(row.next_due_amount ?? '0')}` : '') },
    { key: 'campaign', title: 'Campaign', hiddenByDefault: true, value: (row) => row.campaign ?? '' },
    { key: 'amount', title: 'Pledged', sortable: true, money: true, width: 130, value: (row) => row.amount },
    { key: 'paid', title: 'Paid', money: true, width: 130, value: (row) => row.paid },
    { key: 'open_balance', title: 'Open balance', sortable: true, money: true, width: 130, value: (row) => row.open_balance },
  ], []);

  const totals = list.data?.totals;
  const donorName = table.filters.donor ? (list.data?.rows.find((row) => row.donor_id === table.filters.donor)?.donor_name ?? null) : null;

  return (
    <>
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={PledgeDrawer.preload} onFocus={PledgeDrawer.preload}>New pledge</Button>
        </Flex>
      ) : null}
      {totals ? (
        <Typography.Paragraph data-testid="pledge-totals">
          {totals.count} {totals.count === 1 ? 'pledge' : 'pledges'}: {formatMoney(totals.pledged)} pledged, {formatMoney(totals.paid)} paid,{' '}
          {formatMoney(totals.open_balance)} still to collect.
        </Typography.Paragraph>
      ) : null}
      <DataTable<PledgeListRow>
        id="pledges"
        caption="Pledges"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { amount: totals.pledged, paid: totals.paid, open_balance: totals.open_balance } : null}
        totalsLabel="Total of the filtered pledges"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          // A pledge without an id cannot be opened.
          if (row.id !== null) setDrawer({ mode: 'edit', pledgeId: row.id });
        }}
        rowLabel={(row) => `Pledge from ${row.donor_name ?? ''} on ${row.pledge_date ?? ''} ${formatMoney(row.amount)}`}
        emptyText={<Typography.Text type="secondary">{Object.keys(table.filters).length > 0 ? 'No pledges match these filters.' : 'No pledges yet.'}</Typography.Text>}
        toolbar={
          <Flex wrap gap="small" align="center" role="search" aria-label="Filter pledges">
            <Input.Search
              aria-label="Search donor, campaign or memo"
              placeholder="Search pledges"
              allowClear
              value={text}
              onChange={(event) => setText(event.target.value)}
              onSearch={(value) => table.setFilter('q', value.trim() || null)}
              style={{ width: 220, maxWidth: '100%' }}
            />
            <Select
              aria-label="Status"
              placeholder="Any status"
              allowClear
              value={table.filters.status}
              onChange={(value?: string) => table.setFilter('status', value ?? null)}
              options={[{ value: 'unpaid', label: 'Not yet paid in full' }, ...PLEDGE_STATUSES.map((value) => ({ value, label: PLEDGE_STATUS_LABELS[value] }))]}
              style={{ width: 190 }}
            />
            <div style={{ width: 200, maxWidth: '100%' }}>
              <DonorSelect aria-label="Donor" placeholder="Any donor" value={table.filters.donor ?? null} currentName={donorName} onChange={(value) => table.setFilter('donor', value)} />
            </div>
            <div style={{ width: 180, maxWidth: '100%' }}>
              <FundPicker aria-label="Fund" placeholder="Any fund" value={table.filters.fund ?? null} onChange={(value) => table.setFilter('fund', value ?? null)} />
            </div>
          </Flex>
        }
        exportOptions={{
          title: 'Pledges',
          fileName: 'pledges',
          period: 'All dates',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchPledgeList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <PledgeDrawer opened={drawerState !== null} state={drawerState} readOnly={!canEdit} onClose={closeDrawer} />
    </>
  );
}
