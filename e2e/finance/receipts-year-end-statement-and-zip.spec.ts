// Year-end acknowledgements: a donor's giving statement PDF downloaded from the donor's drawer
// names the donor, the year, the year's total, the statement wording and the organization's EIN
// (its text read with pdfjs-dist); the Donations tab's zip of a year's receipts holds one receipt
// PDF per gift of that year and none of another year (listed with unzip, a receipt's text read with
// pdfjs-dist). The gifts and the letterhead are set up through the API as the owner.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { pdfText } from './support/read-exports.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

// The screens preselect last year: statements are made in January for the year just ended.
const YEAR = new Date().getFullYear() - 1;

async function donorWithGifts(account: TestAccount, name: string, gifts: Array<[string, string]>): Promise<string[]> {
  const organizationId = organizationOf(account);
  const donor = await account.client.from('donors').insert({ organization_id: organizationId, name, address_line1: '5 Elm Road', city: 'Portland', region: 'ME', postal_code: '04101' }).select('id').single();
  if (donor.error) throw donor.error;
  const receipts: string[] = [];
  for (const [date, amount] of gifts) {
    const gift = await account.client.from('donations')
      .insert({ organization_id: organizationId, donor_id: donor.data.id, donor_name: name, donation_date: date, amount, method: 'check' })
      .select('receipt_number').single();
    if (gift.error) throw gift.error;
    receipts.push(String(gift.data.receipt_number));
  }
  return receipts;
}

/** The text of a PDF read from the zip (pdfjs-dist, as read-exports' pdfText does for a download). */
async function pdfBytesText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

async function withLetterhead(account: TestAccount): Promise<void> {
  const settings = await account.client.from('organization_settings')
    .update({ address_line1: '250 Commercial Street', city: 'Portland', region: 'ME', postal_code: '04101', ein: '46-2918374' })
    .eq('organization_id', organizationOf(account));
  if (settings.error) throw settings.error;
}

test('a donor\'s year-end giving statement PDF names the donor, the year\'s total, the wording and the EIN', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'statement-pdf');
  await withLetterhead(owner);
  await donorWithGifts(owner, 'Grace Hopper', [[`${YEAR}-02-10`, '120.00'], [`${YEAR}-11-30`, '380.50'], [`${YEAR + 1}-01-05`, '999.00']]);
  await page.goto('/app/finance/donations?tab=donors');
  await page.getByRole('row').filter({ hasText: 'Grace Hopper' }).click();
  const drawer = page.getByRole('dialog', { name: 'Grace Hopper' });
  const statement = drawer.getByRole('region', { name: 'Year-end giving statement' });
  await expect(statement.getByLabel('Statement year')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download statement' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Giving statement ${YEAR} Grace Hopper.pdf`);
  const text = (await pdfText(download)).replace(/\s+/g, ' ');
  expect(text).toContain('Grace Hopper');
  expect(text).toContain(`Giving statement ${YEAR}`);
  expect(text).toContain('Total contributions $500.50');
  expect(text).not.toContain('$999.00');
  expect(text).toContain('no goods or services were provided in exchange for these contributions.');
  expect(text).toContain('EIN 46-2918374');
});

test('the zip of a year\'s receipts holds one receipt PDF per gift of that year', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'receipts-zip');
  await withLetterhead(owner);
  const ada = await donorWithGifts(owner, 'Ada Lovelace', [[`${YEAR}-03-03`, '250.00'], [`${YEAR}-09-09`, '75.00']]);
  const alan = await donorWithGifts(owner, 'Alan Turing', [[`${YEAR}-06-01`, '40.00']]);
  const nextYear = await donorWithGifts(owner, 'Next Year Donor', [[`${YEAR + 1}-01-02`, '10.00']]);
  await page.goto('/app/finance/donations');
  await page.getByLabel('Documents in the zip').click();
  // The visible option of the open dropdown (the listbox's role=option twin is hidden by antd).
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Receipts' }).click();
  await expect(page.getByLabel('Year of the documents')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download zip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Receipts ${YEAR}.zip`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mb-receipts-')), 'receipts.zip');
  await download.saveAs(file);
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
  expect(entries).toEqual([
    `Receipt ${ada[0]} Ada Lovelace.pdf`,
    `Receipt ${ada[1]} Ada Lovelace.pdf`,
    `Receipt ${alan[0]} Alan Turing.pdf`,
  ].sort());
  expect(entries.join(' ')).not.toContain(nextYear[0] ?? 'none');
  const receipt = (await pdfBytesText(execFileSync('unzip', ['-p', file, `Receipt ${alan[0]} Alan Turing.pdf`]))).replace(/\s+/g, ' ');
  expect(receipt).toContain('Alan Turing');
  expect(receipt).toContain('$40.00');
  expect(receipt).toContain(alan[0]);
  expect(receipt).toContain('EIN 46-2918374');
});
