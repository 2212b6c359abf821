// What a donation receipt and a year-end giving statement say (docs/receipts.md), as arguments of
// the kit's buildDocumentPdf. US rules (IRS Publication 1771): the organization's name (and EIN),
// the amount of a cash gift or a description (not a value) of a non-cash gift, the date, and either
// "No goods or services were provided in exchange for this contribution" or a description and
// good-faith estimate of what the donor received, with the deductible part. Every figure here comes
// from the database (donation_receipt, giving_statements); this file only formats them.
import { formatMoney } from '@missionbase/domain/money';
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import type { CompositeTypes } from '@missionbase/session';
import { methodLabel } from '../utils/donation-labels';

export const NO_GOODS_WORDING = 'No goods or services were provided in exchange for this contribution.';
export const IN_KIND_WORDING =
  'No goods or services were provided in exchange for this contribution. We do not place a value on donated goods; the donor is responsible for determining their fair market value.';
export const STATEMENT_WORDING = 'Unless a gift above lists goods or services received, no goods or services were provided in exchange for these contributions.';

/** A gift as a receipt or statement lists it, as the RPCs declare it (every attribute may be null). */
export type ReceiptGift = CompositeTypes<'gift_receipt'>;
/** The donor block: name, e-mail and postal address lines. */
export type ReceiptDonor = CompositeTypes<'receipt_donor'>;
/** One gift's receipt (donation_receipt). */
export type DonationReceipt = CompositeTypes<'donation_receipt'>;
/** One donor's year-end statement (giving_statements). */
export type GivingStatement = CompositeTypes<'giving_statement'>;

/** "March 3, 2026" from an ISO day, without time-zone drift; no day is said as nothing. */
export function longDate(isoDate: string | null): string {
  if (isoDate === null) return '';
  const [year = 0, month = 1, day = 1] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

function methodText(gift: ReceiptGift): string {
  if (gift.in_kind) return 'In kind';
  if (gift.method === 'check' && gift.check_number) return `Check ${gift.check_number}`;
  return methodLabel(gift.method);
}

/** The sentence about goods or services for one gift: none, or what and how much, with the deductible part. */
export function goodsWording(gift: ReceiptGift): string {
  if (gift.in_kind) return IN_KIND_WORDING;
  if (gift.goods_services_value && Number(gift.goods_services_value) > 0) {
    return `In exchange for this contribution you received ${gift.goods_services_description ?? 'goods or services'}, with an estimated fair market value of ${formatMoney(gift.goods_services_value)}. The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of your contribution over that value: ${formatMoney(gift.deductible ?? '0')}.`;
  }
  return NO_GOODS_WORDING;
}

/** The footer names the organization and its EIN (the donor's tax preparer looks for both). */
function letterFooter(organization: DocumentOrganization): string {
  return organization.ein ? `${organization.name} · Federal tax ID (EIN) ${organization.ein}` : organization.name;
}

/**
 * The donor's mailing address as the database gives it, one envelope line each (street line 1,
 * line 2, "Portland, ME 04101", country); blank lines are left out.
 */
export function donorAddressLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** The donor's block; a missing donor, name or address leaves its lines out. */
function donorParty(donor: ReceiptDonor | null, label: string) {
  return { label, lines: [donor?.name ?? '', ...donorAddressLines(donor?.address_lines ?? [])] };
}

export function receiptDocument(receipt: DonationReceipt, organization: DocumentOrganization): DocumentPdfInput {
  const description = receipt.in_kind
    ? `Donated goods: ${receipt.in_kind_description ?? 'goods'}`
    : `Contribution${receipt.fund_name ? ` to ${receipt.fund_name}` : ''}${receipt.pledge_id ? ' (payment on a pledge)' : ''}`;
  return {
    organization,
    title: 'Donation receipt',
    number: receipt.receipt_number,
    date: longDate(receipt.donation_date),
    parties: [donorParty(receipt.donor, 'Received from')],
    meta: [
      ['Date of gift', longDate(receipt.donation_date)],
      ['Method', methodText(receipt)],
      ...(receipt.campaign ? [['Campaign', receipt.campaign] as [string, string]] : []),
    ],
    table: receipt.in_kind
      ? { columns: [{ title: 'Description' }], rows: [[description]] }
      : { columns: [{ title: 'Description' }, { title: 'Amount', align: 'right' }], rows: [[description, formatMoney(receipt.amount)]] },
    totals: receipt.in_kind
      ? []
      : [
          ...(receipt.goods_services_value && Number(receipt.goods_services_value) > 0
            ? [['Goods or services received', formatMoney(receipt.goods_services_value)] as [string, string]]
            : []),
          ['Amount received', formatMoney(receipt.amount)],
        ],
    paragraphs: [goodsWording(receipt), ...(receipt.receipt_wording ? [receipt.receipt_wording] : []), 'Please keep this receipt for your tax records.'],
    footer: letterFooter(organization),
  };
}

/** A statement without its totals reads zeros (its gifts are still listed). */
const NO_TOTALS = { cash: '0', goods_value: '0', deductible: '0', in_kind_count: 0 };

export function statementDocument(statement: GivingStatement, organization: DocumentOrganization, wording: string | null): DocumentPdfInput {
  const totals = statement.totals ?? NO_TOTALS;
  const year = statement.year ?? '';
  return {
    organization,
    title: `Giving statement ${year}`,
    date: `January 1 – December 31, ${year}`,
    parties: [donorParty(statement.donor, 'Donor')],
    table: {
      columns: [{ title: 'Date' }, { title: 'Receipt' }, { title: 'Description' }, { title: 'Amount', align: 'right' }, { title: 'Deductible', align: 'right' }],
      rows: (statement.gifts ?? []).map((gift) => [
        gift.donation_date ?? '',
        gift.receipt_number ?? '',
        gift.in_kind
          ? `Donated goods: ${gift.in_kind_description ?? 'goods'}`
          : `${methodText(gift)}${gift.fund_name ? ` · ${gift.fund_name}` : ''}${gift.goods_services_value && Number(gift.goods_services_value) > 0 ? ` · received ${gift.goods_services_description ?? 'goods or services'} (${formatMoney(gift.goods_services_value)})` : ''}`,
        gift.in_kind ? 'In kind' : formatMoney(gift.amount),
        gift.in_kind ? '—' : formatMoney(gift.deductible ?? gift.amount),
      ]),
    },
    totals: [
      ['Total contributions', formatMoney(totals.cash)],
      ...(Number(totals.goods_value) > 0 ? [['Less goods or services received', formatMoney(totals.goods_value)] as [string, string]] : []),
      ['Total deductible', formatMoney(totals.deductible)],
    ],
    paragraphs: [
      STATEMENT_WORDING,
      ...((totals.in_kind_count ?? 0) > 0 ? ['Donated goods are listed by description; we do not place a value on them.'] : []),
      ...(wording ? [wording] : []),
      'Thank you for your generosity. Please keep this statement for your tax records.',
    ],
    footer: letterFooter(organization),
  };
}

/** A file name for one document: "Receipt RCPT-1042 Ada Lovelace.pdf". */
export function documentFileName(kind: 'Receipt' | 'Giving statement', label: string, donorName: string): string {
  return `${kind} ${label} ${donorName}`.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() + '.pdf';
}
