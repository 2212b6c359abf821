// The list's filters, all kept in the URL by the kit's table state (a link opens the same view,
// Back undoes a change): period, type, account (a parent account includes its children), fund,
// project and text in the description or notes.
import { useEffect, useState } from 'react';
import { Button, Flex } from '@missionbase/ui';
import { AccountPicker, FundPicker, ProjectPicker } from '@missionbase/ui/pickers';
import { PeriodPicker } from '@missionbase/ui/periods';
import type { TableUrlState } from '@missionbase/ui/table';
import { Select, Input } from '@missionbase/ui/table';
import type { TransactionFilterKey } from '../utils/transaction-list-params';
import { TRANSACTION_TYPES } from '../utils/transaction-list-params';

export interface TransactionFiltersProps {
  table: TableUrlState<TransactionFilterKey>;
}

const SEARCH_DELAY_MS = 300;

export function TransactionFilters({ table }: TransactionFiltersProps) {
  const { filters, setFilter, setFilters } = table;
  // Typing updates the URL after a pause, replacing the history entry (Back skips keystrokes).
  const [text, setText] = useState(filters.q ?? '');
  // Back/Forward or Clear filters change the URL: the box follows (adjusted while rendering, as
  // React advises, and not when the URL merely caught up with what is being typed).
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
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter transactions">
      <Input.Search
        aria-label="Search description or notes"
        placeholder="Search description or notes"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setFilter('q', value.trim() || null)}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <PeriodPicker value={period} onChange={(value) => setFilters({ from: value?.from || null, to: value?.to || null })} />
      <Select
        aria-label="Type"
        placeholder="Any type"
        allowClear
        value={filters.type}
        onChange={(value?: string) => setFilter('type', value ?? null)}
        options={TRANSACTION_TYPES.map((type) => ({ value: type, label: type }))}
        style={{ width: 130 }}
      />
      <div style={{ width: 220, maxWidth: '100%' }}>
        <AccountPicker aria-label="Account" allowPlaceholder value={filters.account ?? null} onChange={(value) => setFilter('account', value ?? null)} />
      </div>
      <div style={{ width: 180, maxWidth: '100%' }}>
        <FundPicker aria-label="Fund" value={filters.fund ?? null} onChange={(value) => setFilter('fund', value ?? null)} />
      </div>
      <div style={{ width: 180, maxWidth: '100%' }}>
        <ProjectPicker aria-label="Project" value={filters.project ?? null} onChange={(value) => setFilter('project', value ?? null)} />
      </div>
      {filtered ? (
        <Button onClick={() => setFilters({ from: null, to: null, type: null, account: null, fund: null, project: null, q: null })}>Clear filters</Button>
      ) : null}
    </Flex>
  );
}
