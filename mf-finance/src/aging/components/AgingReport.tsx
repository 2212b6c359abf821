// The aging tab of Invoices (receivable) and Bills (payable): one row per customer or
// vendor in the buckets current, 1-30, 31-60, 61-90 and over 90 days past due as of a date (in the
// URL), the totals from SQL equal to the ledger's receivable / payable balance (said under the
// table), exportable (CSV, Excel, PDF) and printable through the kit's DataTable.
import { useMemo } from 'react';
import { Link, useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Flex, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, useTableUrlState } from '@missionbase/ui/table';
import { DateInput } from '@missionbase/ui/dates';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useAging } from '../data/aging-query';
import type { AgingKind, AgingRow } from '../data/aging-query';

const OTHER_ROW = '__other__';

interface AgingReportProps {
  kind: AgingKind;
  /** Where a party's open documents are listed ('/app/finance/invoices?customer=' + id). */
  partyLink: (partyId: string) => string;
  partyTitle: string;
  accountName: string;
}

export function AgingReport({ kind, partyLink, partyTitle, accountName }: AgingReportProps) {
  const organizationId = useActiveOrganizationId();
  const [searchParams, setSearchParams] = useSearchParams();
  const asOf = searchParams.get('asOf');
  const aging = useAging(organizationId, kind, asOf);
  // The kit's table state gives the export menu and the column chooser; this report is one page.
  const table = useTableUrlState({ defaultSort: null, pageSize: 500, filterKeys: [] as const, prefix: 'aging.' });
  const data = aging.data;

  const rows = useMemo((): AgingRow[] => {
    if (!data) return [];
    // Entries keyed straight onto the account (none when the figure is zero or missing).
    const other = Number(data.other ?? 0) === 0 ? [] : [{
      party_id: OTHER_ROW, party_name: `Other ${accountName} entries (not from documents)`, documents: 0,
      current: data.other, days_1_30: '0', days_31_60: '0', days_61_90: '0', over_90: '0', total: data.other,
    }];
    return [...(data.rows ?? []), ...other];
  }, [data, accountName]);

  const columns = useMemo((): DataTableColumn<AgingRow>[] => [
    {
      key: 'party',
      title: partyTitle,
      alwaysVisible: true,
      value: (row) => row.party_name,
      render: (row) => (row.party_id && row.party_id !== OTHER_ROW ? <Link to={partyLink(row.party_id)}>{row.party_name}</Link> : row.party_name),
    },
    { key: 'documents', title: 'Open', align: 'right', hiddenByDefault: true, value: (row) => row.documents },
    { key: 'current', title: 'Current', money: true, value: (row) => row.current },
    { key: 'days_1_30', title: '1-30 days', money: true, value: (row) => row.days_1_30 },
    { key: 'days_31_60', title: '31-60 days', money: true, value: (row) => row.days_31_60 },
    { key: 'days_61_90', title: '61-90 days', money: true, value: (row) => row.days_61_90 },
    { key: 'over_90', title: 'Over 90 days', money: true, value: (row) => row.over_90 },
    { key: 'total', title: 'Total', money: true, value: (row) => row.total },
  ], [partyLink, partyTitle]);

  const title = kind === 'receivable' ? 'Accounts receivable aging' : 'Accounts payable aging';
  return (
    <>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <label htmlFor={`aging-as-of-${kind}`}>As of</label>
        <div style={{ width: 180 }}>
          <DateInput
            id={`aging-as-of-${kind}`}
            aria-label="As of"
            placeholder="Today"
            value={asOf}
            onChange={(value) => setSearchParams((current) => {
              const next = new URLSearchParams(current);
              if (value) next.set('asOf', value);
              else next.delete('asOf');
              return next;
            })}
          />
        </div>
      </Flex>
      <DataTable<AgingRow>
        id={`aging-${kind}`}
        caption={title}
        rowKey={(row) => row.party_id ?? `name:${row.party_name ?? ''}`}
        columns={columns}
        rows={data ? rows : undefined}
        total={rows.length}
        totals={data?.totals ?? null}
        totalsLabel="Total"
        loading={aging.isFetching}
        error={aging.error}
        onRetry={() => void aging.refetch()}
        table={table}
        hidePagination
        rowLabel={(row) => `${row.party_name ?? ''}: ${formatMoney(row.total)} open`}
        emptyText={<Typography.Text type="secondary">Nothing is open as of this date.</Typography.Text>}
        exportOptions={{
          title,
          fileName: kind === 'receivable' ? 'ar-aging' : 'ap-aging',
          period: `As of ${data?.as_of ?? asOf ?? 'today'}`,
          fetchAll: async () => rows,
          disabled: !data,
          print: true,
        }}
      />
      {data ? (
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid={`aging-ledger-${kind}`}>
          {accountName} in the ledger as of {data.as_of}: {formatMoney(data.ledger_balance)} (open documents {formatMoney(data.documents_total)}
          {Number(data.other ?? 0) === 0 ? '' : `, other entries ${formatMoney(data.other)}`}).
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
