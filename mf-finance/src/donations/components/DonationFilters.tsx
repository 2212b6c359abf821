// The donations list's filters, all kept in the URL by the kit's table state (a link opens the
// same view, Back undoes a change): period, donor, fund, method, campaign and text.
import { useEffect, useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex } from '@missionbase/ui';
import { FundPicker } from '@missionbase/ui/pickers';
import { PeriodPicker } from '@missionbase/ui/periods';
import type { TableUrlState } from '@missionbase/ui/table';
import { Select, Input } from '@missionbase/ui/table';
import { useDonationCampaigns } from '../data/donation-campaigns-query';
import { DONATION_METHODS, methodLabel } from '../utils/donation-labels';
import type { DonationFilterKey } from '../utils/donation-list-params';
import { DonorSelect } from './DonorSelect';

const SEARCH_DELAY_MS = 300;

export function DonationFilters({ table, donorName }: { table: TableUrlState<DonationFilterKey>; donorName: string | null }) {
  const organizationId = useActiveOrganizationId();
  const campaigns = useDonationCampaigns(organizationId);
  const { filters, setFilter, setFilters } = table;
  // Typing updates the URL after a pause, replacing the history entry (Back skips keystrokes).
  const [text, setText] = useState(filters.q ?? '');
  const [seenQuery, setSeenQuery] = useState(filters.q ?? '');
  if ((filters.q ?? '') !== seenQuery) {
    setSeenQuery(filters.q ?? '');
    if ((filters.q ?? '') !== text.trim()) setText(filters.q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, setFilter]);

  const period = filters.from || filters.to ? { from: filters.from ?? '', to: filters.to ?? '' } : null;
  const filtered = Object.keys(filters).length > 0;

  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter donations">
      <Input.Search
        aria-label="Search donor, memo, campaign or number"
        placeholder="Search donations"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setFilter('q', value.trim() || null)}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <PeriodPicker value={period} onChange={(value) => setFilters({ from: value?.from || null, to: value?.to || null })} />
      <div style={{ width: 200, maxWidth: '100%' }}>
        <DonorSelect aria-label="Donor" placeholder="Any donor" value={filters.donor ?? null} currentName={donorName} onChange={(value) => setFilter('donor', value)} />
      </div>
      <div style={{ width: 180, maxWidth: '100%' }}>
        <FundPicker aria-label="Fund" placeholder="Any fund" value={filters.fund ?? null} onChange={(value) => setFilter('fund', value ?? null)} />
      </div>
      <Select
        aria-label="Method"
        placeholder="Any method"
        allowClear
        value={filters.method}
        onChange={(value?: string) => setFilter('method', value ?? null)}
        options={[...DONATION_METHODS, 'pledge'].map((value) => ({ value, label: methodLabel(value) }))}
        style={{ width: 130 }}
      />
      <Select
        aria-label="Campaign"
        placeholder="Any campaign"
        allowClear
        showSearch
        value={filters.campaign}
        onChange={(value?: string) => setFilter('campaign', value ?? null)}
        options={(campaigns.data ?? []).map((value) => ({ value, label: value }))}
        style={{ width: 170 }}
      />
      {filtered ? (
        <Button onClick={() => setFilters({ from: null, to: null, donor: null, fund: null, method: null, campaign: null, q: null })}>Clear filters</Button>
      ) : null}
    </Flex>
  );
}
