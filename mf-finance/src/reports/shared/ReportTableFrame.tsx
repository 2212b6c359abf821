// StatementFrame for a report that returns a display table: loading, error with Retry, empty state,
// export and print, each money cell linked to its ledger lines.
import type { ReactNode } from 'react';
import type { ReportTable } from './report-table';
import { reportColumns, reportRows } from './report-table';
import { StatementFrame } from './StatementFrame';

interface TableQuery {
  data: ReportTable | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function ReportTableFrame({ title, fileName, periodText, query, emptyText, footer }: {
  title: string;
  fileName: string;
  periodText: string;
  query: TableQuery;
  emptyText: string;
  footer?: ReactNode;
}) {
  const report = query.data;
  const empty = report !== undefined && report.rows.filter((row) => row.kind === 'line').length === 0;
  return (
    <StatementFrame
      title={title}
      fileName={fileName}
      period={periodText}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      columns={report ? reportColumns(report) : null}
      rows={report ? reportRows(report) : null}
      emptyText={empty ? emptyText : null}
      footer={footer}
    />
  );
}
