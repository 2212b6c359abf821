// The Donations tab: gifts paged, filtered and sorted by the database with the filters in
// the URL and the filtered total from SQL; a row (or ?open=<id>, the palette's link) opens the
// donation in its drawer; New donation for everyone but viewers.
import { useMemo, useState } from 'react';
import { useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Tag, Typography, formatMoney, periodLabel } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import { useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useDonation } from '../data/donation-detail-query';
import { fetchDonationList, useDonationList } from '../data/donation-list-query';
import type { DonationListRow } from '../data/donation-list-query';
import { useCanEditDonations } from '../hooks/use-can-edit-donations';
import { methodLabel } from '../utils/donation-labels';
import { DONATION_FILTER_KEYS, DONATION_PAGE_SIZE, donationListParamsFrom } from '../utils/donation-list-params';
import type { DonationDrawerState } from './DonationDrawer';
import { DonationFilters } from './DonationFilters';
import { StatementsZipButton } from './StatementsZipButton';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form, pickers, zod schema and receipt actions) loads on first open.
const DonationDrawer = lazyPanel(() => import('./DonationDrawer').then((module) => module.DonationDrawer));

const SORT_KEYS = ['date', 'amount', 'donor', 'method', 'campaign'] as const;

function methodText(row: DonationListRow): string {
  const pledge = row.pledge_id ? ' · pledge payment' : '';
  if (row.method === 'check' && row.check_number) return `Check ${row.check_number}${pledge}`;
  if (row.method === 'in_kind' && row.in_kind_description) return `In-kind: ${row.in_kind_description}`;
  return methodLabel(row.method) + pledge;
}

export function DonationsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDonations();
  const fiscalStart = useFiscalYearStartMonth();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: DONATION_PAGE_SIZE, filterKeys: DONATION_FILTER_KEYS, sortKeys: SORT_KEYS });
  const params = donationListParamsFrom(table.filters, table.sort, table.page, table.pageSize);
  const list = useDonationList(organizationId, params);
  const [drawer, setDrawer] = useState<DonationDrawerState | null>(null);

  // ?open=<id> opens that donation (a palette item, a shared link), wherever it is in the list.
  const openId = searchParams.get('open');
  const opened = useDonation(organizationId, openId);
  const openedState: DonationDrawerState | null = openId && opened.data ? { mode: 'edit', donationId: openId, donation: opened.data } : null;
  const drawerState = drawer ?? openedState;
  const closeDrawer = () => {
    setDrawer(null);
    if (openId) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      }, { replace: true });
    }
  };

  const columns = useMemo((): DataTableColumn<DonationListRow>[] => [
    { key: 'date', title: 'Date', sortable: true, width: 112, value: (row) => row.donation_date },
    { key: 'donor', title: 'Donor', sortable: true, value: (row) => row.donor_name },
    { key: 'method', title: 'Method', sortable: true, value: methodText },
    { key: 'fund', title: 'Fund', value: (row) => row.fund_name ?? '' },
    {
      key: 'restriction',
      title: 'Restriction',
      render: (row) => (row.restriction === 'with_donor_restrictions' ? <Tag color="gold">Restricted</Tag> : <Tag color="green">Unrestricted</Tag>),
      value: (row) => (row.restriction === 'with_donor_restrictions' ? 'Restricted' : 'Unrestricted'),
    },
    { key: 'campaign', title: 'Campaign', sortable: true, value: (row) => row.campaign ?? '' },
    { key: 'project', title: 'Project', hiddenByDefault: true, value: (row) => row.project_name ?? '' },
    { key: 'receipt', title: 'Receipt', hiddenByDefault: true, value: (row) => row.receipt_number ?? '' },
    { key: 'receipt_sent', title: 'Receipt sent', hiddenByDefault: true, value: (row) => (row.receipt_sent_at ? row.receipt_sent_at.slice(0, 10) : '') },
    { key: 'notes', title: 'Memo', hiddenByDefault: true, value: (row) => row.notes ?? '' },
    { key: 'amount', title: 'Amount', sortable: true, money: true, width: 130, value: (row) => row.amount },
  ], []);

  const totals = list.data?.totals;
  const period = table.filters.from || table.filters.to ? { from: table.filters.from ?? '', to: table.filters.to ?? '' } : null;
  const donorName = table.filters.donor ? (list.data?.rows.find((row) => row.donor_id === table.filters.donor)?.donor_name ?? null) : null;

  return (
    <>
      <Flex wrap gap="small" justify="space-between" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={DonationDrawer.preload} onFocus={DonationDrawer.preload}>New donation</Button> : <span />}
        <StatementsZipButton />
      </Flex>
      {totals ? (
        <Typography.Paragraph data-testid="donation-totals">
          {totals.count} {totals.count === 1 ? 'gift' : 'gifts'}, {formatMoney(totals.amount)} in all: {formatMoney(totals.restricted)} with donor restrictions,{' '}
          {formatMoney(totals.unrestricted)} without.
        </Typography.Paragraph>
      ) : null}
      <DataTable<DonationListRow>
        id="donations"
        caption="Donations"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        totals={totals ? { amount: totals.amount } : null}
        totalsLabel="Total of the filtered gifts"
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          // A gift without an id cannot be opened.
          const { id } = row;
          if (id !== null) setDrawer({ mode: 'edit', donationId: id, donation: row });
        }}
        rowLabel={(row) => `Donation from ${row.donor_name ?? ''} on ${row.donation_date ?? ''} ${formatMoney(row.amount)}`}
        emptyText={
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? 'No donations match these filters.' : 'No donations yet.'}
          </Typography.Text>
        }
        toolbar={<DonationFilters table={table} donorName={donorName} />}
        exportOptions={{
          title: 'Donations',
          fileName: 'donations',
          period: periodLabel(period, fiscalStart),
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchDonationList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <DonationDrawer opened={drawerState !== null || openId !== null} state={drawerState} readOnly={!canEdit} onClose={closeDrawer} />
    </>
  );
}
