import { describe, expect, it } from 'vitest';
import { IN_KIND_WORDING, donorAddressLines, NO_GOODS_WORDING, documentFileName, goodsWording, longDate, receiptDocument, statementDocument } from './receipt-document';
import type { DonationReceipt, GivingStatement, ReceiptGift } from './receipt-document';

const gift: ReceiptGift = {
  id: 'g1', donation_date: '2026-03-03', receipt_number: 'RCPT-1042', amount: '250.00', method: 'check', check_number: '1203', in_kind: false,
  in_kind_description: null, goods_services_value: null, goods_services_description: null, deductible: '250.00', fund_name: 'General Fund',
  restriction: 'without_donor_restrictions', campaign: null, pledge_id: null, receipt_sent_at: null,
};
const donor = { donor_id: 'd1', name: 'Ada Lovelace', email: 'ada@example.org', address_lines: ['5 Elm Road', 'Portland, ME 04101'] };
const organization = { name: 'Harbor Community Food Bank', address: ['1 Pier Way'], ein: '12-3456789' };
const receipt: DonationReceipt = { ...gift, organization_id: 'o', donor, receipt_wording: 'Thank you!', last_email: null };

describe('donation receipt', () => {
  it('names the donor, amount, receipt number, date and the no-goods wording', () => {
    const document = receiptDocument(receipt, organization);
    expect(document).toMatchObject({ title: 'Donation receipt', number: 'RCPT-1042', date: 'March 3, 2026' });
    expect(document.parties?.[0]?.lines).toEqual(['Ada Lovelace', '5 Elm Road', 'Portland, ME 04101']);
    expect(document.table?.rows).toEqual([['Contribution to General Fund', '$250.00']]);
    expect(document.paragraphs?.[0]).toBe(NO_GOODS_WORDING);
    expect(document.paragraphs).toContain('Thank you!');
    expect(document.footer).toContain('(EIN) 12-3456789');
  });

  it('states the value of goods received and the deductible part', () => {
    const wording = goodsWording({ ...gift, amount: '150.00', goods_services_value: '60.00', goods_services_description: 'a gala dinner', deductible: '90.00' });
    expect(wording).toContain('you received a gala dinner, with an estimated fair market value of $60.00');
    expect(wording).toContain('$90.00');
  });

  it('an in-kind gift is described, never valued', () => {
    const document = receiptDocument({ ...receipt, in_kind: true, method: 'in_kind', in_kind_description: 'Two pallets of canned vegetables', amount: '400.00', deductible: null }, organization);
    expect(document.table).toEqual({ columns: [{ title: 'Description' }], rows: [['Donated goods: Two pallets of canned vegetables']] });
    expect(JSON.stringify(document)).not.toContain('$400.00');
    expect(document.paragraphs?.[0]).toBe(IN_KIND_WORDING);
  });
});

describe('giving statement', () => {
  it('lists the year\'s gifts with the totals the database computed', () => {
    const statement: GivingStatement = { year: 2025, donor, gifts: [gift, { ...gift, id: 'g2', in_kind: true, method: 'in_kind', in_kind_description: 'Cans', deductible: null }], totals: { cash: '250.00', goods_value: '0.00', deductible: '250.00', in_kind_count: 1 } };
    const document = statementDocument(statement, organization, null);
    expect(document.title).toBe('Giving statement 2025');
    expect(document.table?.rows[1]).toEqual(['2026-03-03', 'RCPT-1042', 'Donated goods: Cans', 'In kind', '—']);
    expect(document.totals).toEqual([['Total contributions', '$250.00'], ['Total deductible', '$250.00']]);
  });

  it('file names and dates read well', () => {
    expect(documentFileName('Receipt', 'RCPT-1042', 'Ada / Lovelace')).toBe('Receipt RCPT-1042 Ada Lovelace.pdf');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('donor address', () => {
  it('the full mailing address prints one line each: both street lines, the city line and the country', () => {
    const lines = ['88 Pleasant Street', 'Apartment 4B', 'South Portland, ME 04106', 'United States'];
    expect(donorAddressLines(lines)).toEqual(lines);
    expect(receiptDocument({ ...receipt, donor: { ...donor, address_lines: lines } }, organization).parties?.[0]?.lines).toEqual(['Ada Lovelace', ...lines]);
    expect(donorAddressLines([' 5 Elm Road ', ''])).toEqual(['5 Elm Road']);
    expect(donorAddressLines([])).toEqual([]);
  });
});
