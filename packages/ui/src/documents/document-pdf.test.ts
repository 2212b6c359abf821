import { describe, expect, it } from 'vitest';
import { buildDocumentPdf, documentPdfDefinition, type DocumentPdfInput } from './document-pdf';

const receipt: DocumentPdfInput = {
  organization: { name: 'Harbor Community Food Bank', address: ['12 Wharf Street', 'Portland, ME 04101'], ein: '12-3456789' },
  title: 'Donation receipt',
  number: 'RCPT-1042',
  date: 'Mar 3, 2026',
  parties: [{ label: 'Received from', lines: ['Ada Lovelace', '5 Elm Road'] }],
  meta: [['Method', 'Check 1203']],
  table: { columns: [{ title: 'Description' }, { title: 'Amount', align: 'right' }], rows: [['General fund', '$250.00']] },
  totals: [['Total', '$250.00']],
  paragraphs: ['No goods or services were provided in exchange for this contribution.'],
  footer: 'Thank you',
};

/** Every `text` of a pdfmake content tree, in document order. */
function texts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(texts);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'text' && typeof value === 'string' ? (value === '' ? [] : [value]) : texts(value)));
}

describe('document PDF', () => {
  it('the definition carries the letterhead, number, parties, table, totals and wording', () => {
    const definition = documentPdfDefinition(receipt);
    const words = texts(definition.content);
    for (const expected of ['Harbor Community Food Bank', '12 Wharf Street', 'Portland, ME 04101', 'EIN 12-3456789', 'Donation receipt', 'No. RCPT-1042', 'Date: Mar 3, 2026', 'Received from', 'Ada Lovelace', 'Check 1203', 'Amount', '$250.00', 'Total', 'No goods or services were provided in exchange for this contribution.']) {
      expect(words).toContain(expected);
    }
    expect(definition.info?.title).toBe('Donation receipt RCPT-1042 – Harbor Community Food Bank');
  });

  it('a document without optional parts has only the letterhead and title', () => {
    const words = texts(documentPdfDefinition({ organization: { name: 'Org' }, title: 'Statement' }).content);
    expect(words).toEqual(['Org', 'Statement']);
  });

  it('the logo is drawn beside the letterhead', () => {
    const definition = documentPdfDefinition(receipt, { image: 'data:image/png;base64,AAAA' });
    expect(JSON.stringify(definition.content)).toContain('data:image/png;base64,AAAA');
  });

  it('pdfmake makes a PDF file from it', async () => {
    const blob = await buildDocumentPdf(receipt);
    const head = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  }, 30_000);
});
