// Receipts: the receipt PDF downloaded from the donation drawer names the donor, the
// amount, the receipt number and the "no goods or services" wording (its text read with
// pdfjs-dist); e-mailing it puts the mail with the PDF in the development outbox and the drawer
// says it was sent. The gift and the letterhead are set up through the API as the owner.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import type { TestAccount } from '../support/accounts.ts';
import { latestMail } from '../settings/support/settings.ts';
import { pdfText } from './support/read-exports.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

async function giftWithLetterhead(account: TestAccount, donorEmail: string): Promise<{ id: string; receiptNumber: string }> {
  const organizationId = organizationOf(account);
  const settings = await account.client.from('organization_settings')
    .update({ address_line1: '250 Commercial Street', city: 'Portland', region: 'ME', postal_code: '04101', ein: '46-2918374' })
    .eq('organization_id', organizationId);
  if (settings.error) throw settings.error;
  const donor = await account.client.from('donors').insert({ organization_id: organizationId, name: 'Mary Jackson', email: donorEmail, address_line1: '5 Elm Road', city: 'Portland', region: 'ME', postal_code: '04101' }).select('id').single();
  if (donor.error) throw donor.error;
  const gift = await account.client.from('donations')
    .insert({ organization_id: organizationId, donor_id: donor.data.id, donor_name: 'Mary Jackson', donor_email: donorEmail, donation_date: '2026-03-03', amount: '250.00', method: 'check', check_number: '1203' })
    .select('id, receipt_number').single();
  if (gift.error) throw gift.error;
  return { id: gift.data.id as string, receiptNumber: String(gift.data.receipt_number) };
}

test('a receipt PDF names the donor, the amount, the receipt number and the no-goods-or-services wording', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'receipt-pdf');
  const gift = await giftWithLetterhead(owner, 'mary-pdf@example.org');
  await page.goto(`/app/finance/donations?open=${gift.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`receipt ${gift.receiptNumber}`);
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Receipt ${gift.receiptNumber} Mary Jackson.pdf`);
  const text = (await pdfText(download)).replace(/\s+/g, ' ');
  expect(text).toContain('Mary Jackson');
  expect(text).toContain('$250.00');
  expect(text).toContain(gift.receiptNumber);
  expect(text).toContain('No goods or services were provided in exchange for this contribution.');
  expect(text).toContain('EIN 46-2918374');
  expect(text).toContain('Portland, ME 04101');
});

test('an e-mailed receipt reaches the outbox with its PDF and the drawer says it was sent', async ({ page }) => {
  test.slow();
  const owner = await signedInOwner(page, 'receipt-mail');
  const recipient = `mary-${Date.now()}@example.org`;
  const gift = await giftWithLetterhead(owner, recipient);
  await page.goto(`/app/finance/donations?open=${gift.id}`);
  const drawer = page.getByRole('dialog', { name: /Donation from Mary Jackson/ });
  await expect(drawer.getByTestId('receipt-status')).toHaveText('Receipt not sent yet.');
  await drawer.getByRole('button', { name: 'E-mail receipt' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail receipt ${gift.receiptNumber}` });
  await expect(dialog.getByLabel('Send to')).toHaveValue(recipient);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await latestMail(recipient))?.subject ?? '', { timeout: 15_000 }).toBe(`Your donation receipt ${gift.receiptNumber} from receipt-mail Org`);
  const mail = await latestMail(recipient);
  expect(mail?.kind).toBe('document');
  expect(mail?.body).toContain(`.pdf, `);
  expect(mail?.link).toMatch(new RegExp(`^${organizationOf(owner)}/emails/.+\\.pdf$`));
  await expect(drawer.getByTestId('receipt-status')).toContainText(`Receipt e-mailed to ${recipient}`);
});
