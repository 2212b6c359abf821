// The Donors tab: donors paged and sorted by the database with their lifetime and
// year-to-date giving and last gift (from the donations, in SQL); a row opens the donor's drawer
// with the gift history; New donor for everyone but viewers.
import { useEffect, useMemo, useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, useTableUrlState, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { DONOR_LIST_SORTS, useDonorList } from '../data/donor-list-query';
import type { DonorListRow, DonorListSort } from '../data/donor-list-query';
import { useCanEditDonations } from '../hooks/use-can-edit-donations';
import { DONOR_TYPE_LABELS } from '../utils/donor-labels';
import type { DonorDrawerState } from './DonorDrawer';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form, zod schema, gift history and statement actions) loads on first open.
const DonorDrawer = lazyPanel(() => import('./DonorDrawer').then((module) => module.DonorDrawer));

const PAGE_SIZE = 50;

function isSort(key: string): key is DonorListSort {
  return (DONOR_LIST_SORTS as readonly string[]).includes(key);
}

/** A donor type in words; none is said as nothing. */
function typeLabel(type: string | null): string {
  if (type === null) return '';
  return type in DONOR_TYPE_LABELS ? DONOR_TYPE_LABELS[type as keyof typeof DONOR_TYPE_LABELS] : type;
}

export function DonorsList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDonations();
  // Its own URL prefix: the Donations tab's page and sort stay as they were.
  const table = useTableUrlState({ defaultSort: { key: 'name', direction: 'asc' }, pageSize: PAGE_SIZE, filterKeys: ['q'], sortKeys: DONOR_LIST_SORTS, prefix: 'donors.' });
  const [text, setText] = useState(table.filters.q ?? '');
  const { setFilter } = table;
  useEffect(() => {
    if (text.trim() === (table.filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, table.filters.q, setFilter]);
  const params = {
    search: table.filters.q,
    sort: table.sort && isSort(table.sort.key) ? table.sort.key : 'name',
    direction: table.sort?.direction ?? 'asc',
    limit: table.pageSize,
    offset: Math.max(0, (table.page - 1) * table.pageSize),
  } as const;
  const donors = useDonorList(organizationId, params);
  const [drawer, setDrawer] = useState<DonorDrawerState | null>(null);
  // The drawer follows the list's fresh figures after a save or a realtime change.
  const fresh = drawer?.mode === 'edit' ? donors.data?.rows.find((row) => row.id === drawer.donor.id) : undefined;
  const openDonor = drawer?.mode === 'edit' ? (fresh ? { ...fresh, id: drawer.donor.id } : drawer.donor) : null;

  const columns = useMemo((): DataTableColumn<DonorListRow>[] => [
    { key: 'name', title: 'Donor', sortable: true, value: (row) => row.name },
    { key: 'type', title: 'Type', value: (row) => typeLabel(row.donor_type) },
    { key: 'email', title: 'E-mail', value: (row) => row.email ?? '' },
    { key: 'phone', title: 'Phone', hiddenByDefault: true, value: (row) => row.phone ?? '' },
    { key: 'city', title: 'City', hiddenByDefault: true, value: (row) => [row.city, row.region].filter(Boolean).join(', ') },
    { key: 'postal_code', title: 'Postal code', hiddenByDefault: true, value: (row) => row.postal_code ?? '' },
    { key: 'last_gift', title: 'Last gift', sortable: true, value: (row) => (row.last_gift_date ? `${row.last_gift_date} · ${formatMoney(row.last_gift_amount ?? '0')}` : '') },
    { key: 'ytd', title: 'This year', sortable: true, money: true, value: (row) => row.ytd },
    { key: 'lifetime', title: 'Lifetime', sortable: true, money: true, value: (row) => row.lifetime },
  ], []);

  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {canEdit ? <Button type="primary" onClick={() => setDrawer({ mode: 'new' })} onPointerEnter={DonorDrawer.preload} onFocus={DonorDrawer.preload}>New donor</Button> : null}
      </Flex>
      <DataTable<DonorListRow>
        id="donors"
        caption="Donors"
        rowKey="id"
        columns={columns}
        rows={donors.data?.rows}
        total={donors.data?.total}
        loading={donors.isFetching}
        error={donors.error}
        onRetry={() => void donors.refetch()}
        table={table}
        onRowClick={(row) => {
          // A donor without an id cannot be opened.
          const { id } = row;
          if (id !== null) setDrawer({ mode: 'edit', donor: { ...row, id } });
        }}
        rowLabel={(row) => `Donor ${row.name ?? ''}`}
        emptyText={<Typography.Text type="secondary">{table.filters.q ? 'No donor matches this search.' : 'No donors yet.'}</Typography.Text>}
        toolbar={
          <Input.Search
            aria-label="Search donors by name or e-mail"
            placeholder="Search donors"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => setFilter('q', value.trim() || null)}
            style={{ width: 240, maxWidth: '100%' }}
          />
        }
      />
      <DonorDrawer opened={drawer !== null} state={openDonor ? { mode: 'edit', donor: openDonor } : drawer} readOnly={!canEdit} onClose={() => setDrawer(null)} />
    </>
  );
}
