// The invoices' or bills' list filters, kept in the URL by the kit's table state:
// state (overdue and partially paid derived by the database), the party (customer or vendor), the
// document date's period and text (debounced).
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex } from '@missionbase/ui';
import { PeriodPicker } from '@missionbase/ui/periods';
import type { TableUrlState } from '@missionbase/ui/table';
import { Select, Input } from '@missionbase/ui/table';
import { stateFilterOptions } from '../utils/document-state';

export type DocumentFilterKey<P extends string> = 'status' | P | 'from' | 'to' | 'q';

export interface DocumentFiltersProps<P extends string> {
  kind: 'invoice' | 'bill';
  table: TableUrlState<DocumentFilterKey<P>>;
  /** The URL key of the party filter: 'customer' or 'vendor'. */
  partyKey: P;
  searchLabel: string;
  /** The party picker, given the filter's value and what to do on a change. */
  partyPicker: (value: string | null, onChange: (value: string | null) => void) => ReactNode;
}

export function DocumentFilters<P extends string>({ kind, table, partyKey, searchLabel, partyPicker }: DocumentFiltersProps<P>) {
  const { filters, setFilter, setFilters } = table;
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, setFilter]);
  const period = filters.from || filters.to ? { from: filters.from ?? '', to: filters.to ?? '' } : null;
  const plural = `${kind}s`;
  // The fixed keys are keys of every document filter set (TypeScript cannot see it through P).
  const values = (changes: Partial<Record<string, string | null>>) => changes as Partial<Record<DocumentFilterKey<P>, string | null>>;
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={`Filter ${plural}`}>
      <Input.Search
        aria-label={searchLabel}
        placeholder={`Search ${plural}`}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setFilter('q', value.trim() || null)}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        placeholder="Any status"
        allowClear
        value={filters.status}
        onChange={(value?: string) => setFilter('status', value ?? null)}
        options={stateFilterOptions(kind)}
        style={{ width: 160 }}
      />
      <div style={{ width: 220, maxWidth: '100%' }}>
        {partyPicker(filters[partyKey] ?? null, (value) => setFilter(partyKey, value))}
      </div>
      <PeriodPicker value={period} onChange={(value) => setFilters(values({ from: value?.from || null, to: value?.to || null }))} />
      {Object.keys(filters).length > 0 ? (
        <Button onClick={() => setFilters(values({ status: null, from: null, to: null, q: null, [partyKey]: null }))}>Clear filters</Button>
      ) : null}
    </Flex>
  );
}
