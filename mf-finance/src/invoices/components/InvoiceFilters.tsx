// The invoices list's filters, kept in the URL by the kit's table state: state (overdue and
// partially paid derived by the database), customer, issue period and text.
import { useEffect, useState } from 'react';
import { Button, Flex, Input, PeriodPicker, Select } from '@missionbase/ui';
import type { TableUrlState } from '@missionbase/ui';
import { CustomerSelect } from '../../customers/components/CustomerSelect';
import { stateFilterOptions } from '../../documents-shared/utils/document-state';
import type { InvoiceFilterKey } from '../utils/invoice-list-params';

export function InvoiceFilters({ table, customerName }: { table: TableUrlState<InvoiceFilterKey>; customerName: string | null }) {
  const { filters, setFilter, setFilters } = table;
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = window.setTimeout(() => setFilter('q', text.trim() || null, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, setFilter]);
  const period = filters.from || filters.to ? { from: filters.from ?? '', to: filters.to ?? '' } : null;
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter invoices">
      <Input.Search
        aria-label="Search number, customer or notes"
        placeholder="Search invoices"
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
        options={stateFilterOptions('invoice')}
        style={{ width: 160 }}
      />
      <div style={{ width: 220, maxWidth: '100%' }}>
        <CustomerSelect aria-label="Customer" placeholder="Any customer" value={filters.customer ?? null} currentName={customerName} onChange={(value) => setFilter('customer', value)} />
      </div>
      <PeriodPicker value={period} onChange={(value) => setFilters({ from: value?.from || null, to: value?.to || null })} />
      {Object.keys(filters).length > 0 ? (
        <Button onClick={() => setFilters({ status: null, customer: null, from: null, to: null, q: null })}>Clear filters</Button>
      ) : null}
    </Flex>
  );
}
