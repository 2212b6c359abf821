// Makes and downloads one export file. The format's builder (and through it papaparse, exceljs or
// pdfmake) is imported only now, so no page pays for a library until someone exports.
import { exportFileName, type ExportFormat, type ExportTableInput } from './export-content';

const MIME_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export async function buildExportFile<Row>(input: ExportTableInput<Row> & { format: ExportFormat }): Promise<{ blob: Blob; fileName: string }> {
  const generatedAt = input.generatedAt ?? new Date();
  const complete = { ...input, generatedAt };
  let blob: Blob;
  if (input.format === 'csv') {
    const { buildCsv } = await import('./csv');
    blob = new Blob([await buildCsv(complete)], { type: MIME_TYPES.csv });
  } else if (input.format === 'xlsx') {
    const { buildXlsx } = await import('./xlsx');
    blob = new Blob([await buildXlsx(complete)], { type: MIME_TYPES.xlsx });
  } else {
    const { buildPdf } = await import('./pdf');
    blob = await buildPdf(complete);
  }
  return { blob, fileName: exportFileName(input.fileName, input.format, generatedAt, input.namedForPeriod) };
}

/** Saves a file through a temporary link (the browser's download, no new window). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the file in the chosen format and downloads it. */
export async function exportTable<Row>(input: ExportTableInput<Row> & { format: ExportFormat }): Promise<void> {
  const { blob, fileName } = await buildExportFile(input);
  downloadBlob(blob, fileName);
}
