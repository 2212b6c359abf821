// The year's giving statements as one zip file: one PDF per donor who gave (letterhead from the
// kit, figures from giving_statements). fflate is imported only now (docs/decisions.md). The PDFs
// are made one after another so a large year does not hold every document in memory twice.
import { buildDocumentPdf } from '@missionbase/ui';
import type { DocumentOrganization } from '@missionbase/ui';
import { documentFileName, statementDocument } from './receipt-document';
import type { GivingStatement } from './receipt-document';

/** A unique name inside the zip (two donors may share a name). */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let index = 2; taken.has(candidate); index += 1) candidate = name.replace(/\.pdf$/, ` (${index}).pdf`);
  taken.add(candidate);
  return candidate;
}

export async function buildStatementsZip(
  statements: readonly GivingStatement[],
  organization: DocumentOrganization,
  wording: string | null,
  onProgress?: (done: number, total: number) => void,
): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  for (const [index, statement] of statements.entries()) {
    const pdf = await buildDocumentPdf(statementDocument(statement, organization, wording));
    files[uniqueName(documentFileName('Giving statement', String(statement.year), statement.donor.name), taken)] = new Uint8Array(await pdf.arrayBuffer());
    onProgress?.(index + 1, statements.length);
  }
  // PDFs are already compressed: store them (level 0) rather than spend time deflating again.
  const zipped = zipSync(files, { level: 0 });
  return new Blob([zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer], { type: 'application/zip' });
}
