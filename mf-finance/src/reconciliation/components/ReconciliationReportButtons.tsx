// The reconciliation report as PDF (the product's letterhead document) and XLSX (the export kit):
// opening, cleared deposits and payments, ending balance, outstanding items, who prepared
// and finished it and when. The workspace pages its lines, so the report reads the whole
// reconciliation (get_bank_reconciliation) when a file is asked for; both files are made from the
// same SQL figures (utils/reconciliation-report).
import { useState } from 'react';
import { Button, Flex, serverErrorMessage, useToast } from '@missionbase/ui';
import { useOrganizationLetterhead } from '@missionbase/session/documents';
import { buildDocumentPdf, downloadBlob, exportTable } from '@missionbase/ui/export';
import { fetchReconciliationDetail } from '../data/reconciliation-detail-query';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';
import type { ReportRow } from '../utils/reconciliation-report';
import { reconciliationPdfInput, reconciliationSheetRows, reportPeriod, reportTitle } from '../utils/reconciliation-report';

export function ReconciliationReportButtons({ summary }: { summary: ReconciliationSummary }) {
  const toast = useToast();
  const letterhead = useOrganizationLetterhead(summary.organization_id);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const fileName = `reconciliation-${summary.account_code ?? 'account'}-${summary.statement_end_date}`;

  const handle = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      const detail = await fetchReconciliationDetail(summary.id);
      if (format === 'pdf') {
        const blob = await buildDocumentPdf(reconciliationPdfInput(detail, letterhead ?? { name: '' }));
        downloadBlob(blob, `${fileName}.pdf`);
      } else {
        await exportTable<ReportRow>({
          format: 'xlsx',
          fileName,
          title: reportTitle(detail),
          organizationName: letterhead?.name ?? '',
          period: reportPeriod(detail),
          columns: [
            { key: 'date', title: 'Date' },
            { key: 'description', title: 'Description' },
            { key: 'status', title: 'Status' },
            { key: 'amount', title: 'Amount', money: true },
          ],
          rows: reconciliationSheetRows(detail),
        });
      }
    } catch (error) {
      toast({ title: 'Could not make the report', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap="small" wrap>
      <Button loading={busy === 'pdf'} disabled={!letterhead} onClick={() => void handle('pdf')}>Report (PDF)</Button>
      <Button loading={busy === 'xlsx'} onClick={() => void handle('xlsx')}>Report (Excel)</Button>
    </Flex>
  );
}
