// A year's documents as one zip file: the giving statements (one PDF per donor who gave) or every
// gift's receipt, both from giving_statements (its gifts carry the receipt data) and the kit's
// letterhead. fflate is imported only now (docs/decisions.md). The PDFs are made one after another
// so a large year does not hold every document in memory twice.
import { buildDocumentPdf } from '@missionbase/ui/export';
import type { DocumentOrganization } from '@missionbase/ui/export';
import { documentFileName, receiptDocument, statementDocument } from './receipt-document';
import type { DocumentPdfInput } from '@missionbase/ui/export';
import type { GivingStatement } from './receipt-document';

export type ZipContent = 'statements' | 'receipts';

/** A unique name inside the zip (two donors may share a name). */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let index = 2; taken.has(candidate); index += 1) candidate = name.replace(/\.pdf$/, ` (${index}).pdf`);
  taken.add(candidate);
  return candidate;
}

/** Every document of the zip: its file name and what the PDF says. */
export function zipDocuments(statements: readonly GivingStatement[], organization: DocumentOrganization, wording: string | null, content: ZipContent): Array<{ name: string; document: DocumentPdfInput }> {
  if (content === 'statements') {
    return statements.map((statement) => ({
      name: documentFileName('Giving statement', String(statement.year ?? ''), statement.donor?.name ?? ''),
      document: statementDocument(statement, organization, wording),
    }));
  }
  return statements.flatMap((statement) =>
    (statement.gifts ?? []).map((gift) => ({
      name: documentFileName('Receipt', gift.receipt_number ?? gift.donation_date ?? '', statement.donor?.name ?? ''),
      document: receiptDocument({ ...gift, organization_id: '', donor: statement.donor, receipt_wording: wording, last_email: null }, organization),
    })),
  );
}

export async function buildDocumentsZip(
  statements: readonly GivingStatement[],
  organization: DocumentOrganization,
  wording: string | null,
  content: ZipContent,
  onProgress?: (done: number, total: number) => void,
): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  const documents = zipDocuments(statements, organization, wording, content);
  for (const [index, entry] of documents.entries()) {
    const pdf = await buildDocumentPdf(entry.document);
    files[uniqueName(entry.name, taken)] = new Uint8Array(await pdf.arrayBuffer());
    onProgress?.(index + 1, documents.length);
  }
  // PDFs are already compressed: store them (level 0) rather than spend time deflating again.
  const zipped = zipSync(files, { level: 0 });
  return new Blob([zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer], { type: 'application/zip' });
}
