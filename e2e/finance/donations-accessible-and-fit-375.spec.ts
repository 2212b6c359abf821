// The Donations page: both tabs and the donation drawer fit a 375 px phone (tables scroll
// inside themselves) and axe finds nothing serious.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { organizationOf, signedInOwner } from './support/transactions.ts';

async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('the donations and donors tabs fit a 375 px phone and axe finds nothing serious', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await signedInOwner(page, 'donations-a11y');
  const donor = await owner.client.from('donors').insert({ organization_id: organizationOf(owner), name: 'Phone Donor', email: 'phone@example.org' }).select('id').single();
  if (donor.error) throw donor.error;
  const gift = await owner.client.from('donations').insert({ organization_id: organizationOf(owner), donor_id: donor.data.id, donor_name: 'Phone Donor', amount: '30.00', method: 'cash' });
  expect(gift.error).toBeNull();

  await page.goto('/app/finance/donations');
  await expect(page.getByRole('row').filter({ hasText: 'Phone Donor' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the donations list');

  await page.getByRole('button', { name: 'New donation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the new donation drawer');
  await page.keyboard.press('Escape');

  await page.goto('/app/finance/donations?tab=donors');
  const row = page.getByRole('row').filter({ hasText: 'Phone Donor' });
  await expect(row).toContainText('$30.00');
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, 'the donors list');
  await row.click();
  await expect(page.getByRole('region', { name: 'Gift history' })).toContainText('1 gift, $30.00 in all.');
});
