// The bills list's filters, kept in the URL by the kit's table state: state (overdue and
// partially paid derived by the database), vendor, bill date period and text.
import { useEffect, useState } from 'react';
import { Button, Flex, Input, PeriodPicker, Select } from '@missionbase/ui';
import type { TableUrlState } from '@missionbase/ui';
import { VendorSelect } from '../../vendors/components/VendorSelect';
import { stateFilterOptions } from '../../documents-shared/utils/document-state';
import type { BillFilterKey } from '../utils/bill-list-params';

export function BillFilters({ table, vendorName }: { table: TableUrlState<BillFilterKey>; vendorName: string | null }) {
  const { filters, setFilter, setFilters } = table;
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, setFilter]);
  const period = filters.from || filters.to ? { from: filters.from ?? '', to: filters.to ?? '' } : null;
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter bills">
      <Input.Search
        aria-label="Search number, vendor, reference or notes"
        placeholder="Search bills"
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
        options={stateFilterOptions('bill')}
        style={{ width: 160 }}
      />
      <div style={{ width: 220, maxWidth: '100%' }}>
        <VendorSelect aria-label="Vendor" placeholder="Any vendor" value={filters.vendor ?? null} currentName={vendorName} onChange={(value) => setFilter('vendor', value)} />
      </div>
      <PeriodPicker value={period} onChange={(value) => setFilters({ from: value?.from || null, to: value?.to || null })} />
      {Object.keys(filters).length > 0 ? (
        <Button onClick={() => setFilters({ status: null, vendor: null, from: null, to: null, q: null })}>Clear filters</Button>
      ) : null}
    </Flex>
  );
}
