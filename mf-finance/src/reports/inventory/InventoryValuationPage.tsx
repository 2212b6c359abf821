// Inventory Valuation (/app/reports/inventory): every item's quantity on hand,
// average unit cost and value as of a date (?asOf=, today by default; presets or a custom date), the
// total of all items and, beside it, the balance of the ledger's inventory accounts at the same date
// with the difference (zero when every stock movement posted, which the database guarantees for
// receipts and adjustments). Figures from inventory_valuation; exports and print through the kit.
import { useMemo } from 'react';
import { Link, useSearchParams } from '@missionbase/router';
import { asOfHeading, reportFileName } from '@missionbase/domain/report-periods';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { Alert, Col, Flex, PageFrame, Row, Typography, formatMoney } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Statistic } from '@missionbase/ui/statistic';
import { DataTable, fetchAllPages, useTableUrlState, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { AsOfDatePicker } from '@missionbase/ui/periods';
import { fetchInventoryValuation, useInventoryValuation } from './data/inventory-valuation-query';
import type { ValuationParams, ValuationRow } from './data/inventory-valuation-query';

const TITLE = 'Inventory Valuation';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

function quantityText(value: string | null): string {
  return Number(value ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function InventoryValuationPage() {
  const organizationId = useActiveOrganizationId();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useOrganizationToday();
  const asOfParam = searchParams.get('asOf');
  const asOf = asOfParam && ISO.test(asOfParam) ? asOfParam : today;
  const table = useTableUrlState({ defaultSort: null, pageSize: 100, filterKeys: ['q'] as const });
  const params: ValuationParams = { asOf, search: table.filters.q, limit: table.pageSize, offset: (table.page - 1) * table.pageSize };
  const report = useInventoryValuation(organizationId, params);
  const data = report.data;
  const periodText = asOfHeading(asOf);

  const columns = useMemo((): DataTableColumn<ValuationRow>[] => [
    { key: 'sku', title: 'SKU', width: 110, value: (row) => row.sku ?? '' },
    {
      key: 'name', title: 'Item',
      render: (row) => (row.id !== null ? <Link to={`/app/supply-chain/inventory/${row.id}`}>{row.name}</Link> : row.name),
      value: (row) => row.name,
    },
    { key: 'category', title: 'Category', value: (row) => row.category ?? '' },
    { key: 'location', title: 'Location', hiddenByDefault: true, value: (row) => row.location ?? '' },
    { key: 'quantity', title: 'Quantity on hand', align: 'right', value: (row) => `${quantityText(row.quantity)} ${row.unit ?? ''}` },
    { key: 'unit_cost', title: 'Unit cost', money: true, width: 120, value: (row) => row.unit_cost },
    { key: 'value', title: 'Value', money: true, width: 140, value: (row) => row.value },
  ], []);

  const ties = data ? Number(data.difference ?? 0) === 0 : true;
  const accounts = (data?.ledger_accounts ?? []).map((account) => `${account.code ?? ''} ${account.name ?? ''}`).join(', ');
  return (
    <PageFrame title={TITLE} description="Items on hand at moving-average cost, tied to the ledger's inventory accounts.">
      <Flex wrap gap={12} align="end" style={{ marginBottom: 16 }}>
        <div>
          <label htmlFor="valuation-as-of"><Typography.Text strong>As of</Typography.Text></label>
          {/* Presets and a custom date: the calendar loads only when a custom date is shown. */}
          <AsOfDatePicker
            id="valuation-as-of"
            aria-label="As of"
            today={today}
            value={asOf}
            onChange={(value) => setSearchParams((current) => {
              const next = new URLSearchParams(current);
              if (value && value !== today) next.set('asOf', value); else next.delete('asOf');
              next.delete('page');
              return next;
            })}
          />
        </div>
        <Input.Search
          aria-label="Search items"
          placeholder="Search item, SKU, category"
          allowClear
          defaultValue={table.filters.q}
          onSearch={(value) => table.setFilter('q', value.trim() || null)}
          style={{ width: 260, maxWidth: '100%' }}
        />
      </Flex>
      {data ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={24} sm={8}>
            <Card size="small"><Statistic title="Items at cost" value={formatMoney(data.items_value)} valueStyle={{ fontSize: 20 }} data-testid="valuation-items-value" /></Card>
          </Col>
          <Col xs={24} sm={8}>
            <Card size="small"><Statistic title={`Ledger: ${accounts || 'inventory accounts'}`} value={formatMoney(data.ledger_value)} valueStyle={{ fontSize: 20 }} data-testid="valuation-ledger-value" /></Card>
          </Col>
          <Col xs={24} sm={8}>
            <Card size="small"><Statistic title="Difference" value={formatMoney(data.difference)} valueStyle={{ fontSize: 20 }} data-testid="valuation-difference" /></Card>
          </Col>
        </Row>
      ) : null}
      {data && !ties ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="The items do not tie to the ledger"
          description="Something was posted to an inventory account without moving stock (a journal entry, or an in-kind gift recorded under Donations without receiving the goods). Open the ledger lines of the inventory account to find it."
        />
      ) : null}
      <DataTable<ValuationRow>
        id="inventory-valuation"
        caption={`${TITLE}, ${periodText}`}
        rowKey="id"
        columns={columns}
        rows={data ? data.rows ?? [] : undefined}
        total={data ? data.total ?? 0 : undefined}
        totals={data ? { value: data.total_value } : null}
        totalsLabel={table.filters.q ? 'Total of the matching items' : 'Total inventory value'}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        table={table}
        emptyText={<Typography.Text type="secondary">{table.filters.q ? 'No items match this search.' : 'No inventory items yet.'}</Typography.Text>}
        exportOptions={{
          title: TITLE,
          fileName: reportFileName('inventory-valuation', { to: asOf }),
          namedForPeriod: true,
          period: periodText,
          notes: data ? [`Ledger inventory accounts: ${formatMoney(data.ledger_value)}`, `Difference: ${formatMoney(data.difference)}`] : [],
          print: true,
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchInventoryValuation(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows ?? []),
          disabled: !data || data.total === 0,
        }}
      />
    </PageFrame>
  );
}

export default InventoryValuationPage;
