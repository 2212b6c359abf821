// The Export button of lists and reports: CSV, Excel or PDF of exactly what the user filtered. The
// caller's fetchAll reads every filtered row from the database (in pages); the totals are the
// database's. The organization name defaults to the kit's organization (OrganizationProvider).
import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { serverErrorMessage } from '../forms/server-errors';
import { useKitOrganization } from '../OrganizationProvider';
import { useToast } from '../toast';
import type { ExportColumn, ExportFormat } from './export-content';
import { exportTable } from './export-table';

export const EXPORT_FAILED_TITLE = 'Export failed';

const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = { csv: 'CSV', xlsx: 'Excel (XLSX)', pdf: 'PDF' };

export interface ExportMenuProps<Row> {
  title: string;
  /** File name without date and extension, e.g. 'transactions'. */
  fileName: string;
  /** The file name names its period (a report's, reportFileName from @missionbase/domain/report-periods): no date is added. */
  namedForPeriod?: boolean;
  /** The period in words (periodLabel from @missionbase/domain/fiscal-periods). */
  period: string;
  columns: readonly ExportColumn<Row>[];
  /** Every row of the current filters, fetched from the database (e.g. with fetchAllPages). */
  fetchAll: () => Promise<readonly Row[]>;
  totals?: Partial<Record<string, string | number | null>> | null;
  totalsLabel?: string;
  /** Defaults to the active organization's name. */
  organizationName?: string;
  /** Filters in words, one per line in the file's header ('Type: Expense'). */
  notes?: readonly string[];
  disabled?: boolean;
}

export function ExportMenu<Row>({ title, fileName, namedForPeriod, period, columns, fetchAll, totals, totalsLabel, organizationName, notes, disabled }: ExportMenuProps<Row>) {
  const organization = useKitOrganization();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const toast = useToast();

  async function handleExport(format: ExportFormat) {
    setBusy(format);
    try {
      const rows = await fetchAll();
      await exportTable({
        format,
        fileName,
        namedForPeriod,
        title,
        period,
        organizationName: organizationName ?? organization.name ?? '',
        columns,
        rows,
        totals,
        totalsLabel,
        notes,
      });
    } catch (error) {
      toast({ title: EXPORT_FAILED_TITLE, description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const items: MenuProps['items'] = (Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => ({ key: format, label: FORMAT_LABELS[format] }));
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || busy !== null}
      menu={{ items, onClick: ({ key }) => void handleExport(key as ExportFormat) }}
    >
      <Button loading={busy !== null} aria-label={busy ? `Exporting ${FORMAT_LABELS[busy]}` : 'Export'}>
        Export
      </Button>
    </Dropdown>
  );
}
