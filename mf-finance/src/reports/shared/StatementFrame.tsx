// What both statements show around their table: loading, error with Retry, the print header, and
// the Export and Print buttons. The exported rows are the screen's rows; the last (grand total) row
// goes to the file's totals row, so the files' totals equal the screen's.
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Skeleton, serverErrorMessage } from '@missionbase/ui';
import { LazyResult as Result } from '../../lazy/LazyResult';
import { ExportMenu, PrintButton, PrintHeader } from '@missionbase/ui/export';
import { exportColumns, type StatementColumn, type StatementRow } from './statement-rows';
import { StatementTable } from './StatementTable';

export interface StatementFrameProps {
  title: string;
  /** The export's name, named for its period (reportFileName): the extension is added. */
  fileName: string;
  period: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  columns: readonly StatementColumn[] | null;
  rows: readonly StatementRow[] | null;
  /** A sentence under the table (e.g. whether it balances). */
  footer?: ReactNode;
  /** Said above the (zero) statement when the ledger has nothing for it. */
  emptyText?: string | null;
  /** false: the last row is an ordinary row, not the grand total (a list without a total). */
  totalRow?: boolean;
  /** Heading above the table (several tables on one page). */
  heading?: ReactNode;
}

export function StatementFrame({ title, fileName, period, loading, error, onRetry, columns, rows, footer, emptyText, totalRow = true, heading }: StatementFrameProps) {
  const grand = totalRow && rows && rows.length > 0 ? rows[rows.length - 1] : undefined;
  const body = rows ? (totalRow ? rows.slice(0, -1) : rows) : [];
  return (
    <>
      {heading}
      <Flex gap={8} wrap className="mb-no-print" style={{ marginBottom: 12 }}>
        <ExportMenu<StatementRow>
          title={title}
          fileName={fileName}
          namedForPeriod
          period={period}
          columns={exportColumns(columns ?? [])}
          fetchAll={async () => body}
          totals={grand ? { ...Object.fromEntries(Object.entries(grand.values).map(([key, value]) => [key, value ?? null])) } : null}
          totalsLabel={grand?.label}
          disabled={!rows || loading}
        />
        <PrintButton />
      </Flex>
      <PrintHeader title={title} period={period} />
      <p className="mb-statement-period" data-testid="statement-period" style={{ margin: '0 0 8px' }}>{period}</p>
      {error ? (
        <Result status="warning" title={`The ${title} could not be loaded`} subTitle={serverErrorMessage(error)} extra={<Button onClick={onRetry}>Retry</Button>} />
      ) : loading || !rows || !columns ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          {emptyText ? <Alert type="info" showIcon message={emptyText} style={{ marginBottom: 12 }} /> : null}
          <StatementTable caption={`${title}, ${period}`} columns={columns} rows={rows} />
          {footer}
        </>
      )}
    </>
  );
}
