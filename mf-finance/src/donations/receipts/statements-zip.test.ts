import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocumentsZip, zipDocuments } from './statements-zip';
import type { GivingStatement, ReceiptGift } from './receipt-document';

const gift = (id: string, receipt: string): ReceiptGift => ({
  id, donation_date: '2025-03-03', receipt_number: receipt, amount: '25.00', method: 'card', check_number: null, in_kind: false, in_kind_description: null,
  goods_services_value: null, goods_services_description: null, deductible: '25.00', fund_name: null, restriction: 'without_donor_restrictions', campaign: null,
  pledge_id: null, receipt_sent_at: null,
});
const statement = (name: string, gifts: ReceiptGift[]): GivingStatement => ({
  year: 2025, donor: { donor_id: null, name, email: null, address_lines: [] }, gifts, totals: { cash: '25.00', goods_value: '0.00', deductible: '25.00', in_kind_count: 0 },
});
const statements = [statement('Ann Lee', [gift('a', 'RCPT-1'), gift('b', 'RCPT-2')]), statement('Ann Lee', [gift('c', 'RCPT-3')])];

describe('a year\'s documents in a zip', () => {
  it('one statement per donor, or one receipt per gift', () => {
    expect(zipDocuments(statements, { name: 'Org' }, null, 'statements').map((entry) => entry.name)).toEqual(['Giving statement 2025 Ann Lee.pdf', 'Giving statement 2025 Ann Lee.pdf']);
    expect(zipDocuments(statements, { name: 'Org' }, null, 'receipts').map((entry) => entry.document.number)).toEqual(['RCPT-1', 'RCPT-2', 'RCPT-3']);
  });

  it('the zip holds a PDF per document, two donors of one name kept apart', async () => {
    const zip = await buildDocumentsZip(statements, { name: 'Org' }, null, 'statements');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Giving statement 2025 Ann Lee (2).pdf', 'Giving statement 2025 Ann Lee.pdf']);
    expect(new TextDecoder().decode(files['Giving statement 2025 Ann Lee.pdf']?.slice(0, 5))).toBe('%PDF-');
  }, 30_000);
});
