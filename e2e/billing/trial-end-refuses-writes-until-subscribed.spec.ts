// Trial lifecycle: after the trial ends the organization stays readable but a write is refused with
// the server's message; subscribing (in another tab) lifts it over realtime, without reloading this
// page, and the same write then succeeds.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { TRIAL_ENDED_WRITE_REFUSED } from '../../packages/domain/src/billing-messages.ts';
import { createAccount, serviceClient, signInAs } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { chooseOnSubscribe, payWithGoodCard, subscriptionOf } from './provider-checkout.ts';

const DAY_MS = 86_400_000;

async function saveTransaction(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Amount').fill('12.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('[TRIAL-2] an ended trial is readable, refuses writes with the server message, and subscribing lifts it without a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  const account = await createAccount('trial-over');
  const organizationId = account.organizationId ?? '';
  const ended = await serviceClient()
    .from('subscriptions')
    .update({ trial_ends_at: new Date(Date.now() - 2 * DAY_MS).toISOString() })
    .eq('organization_id', organizationId);
  expect(ended.error).toBeNull();

  await signInAs(page, account);
  await expect(page.getByTestId('trial-banner')).toContainText('Your trial has ended!');
  // Still readable: the dashboard and the organization's data load.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await saveTransaction(page, 'Refused after the trial');
  const refused = page.locator('.ant-notification-notice').filter({ hasText: 'Error creating transaction' });
  await expect(refused).toContainText(TRIAL_ENDED_WRITE_REFUSED);
  const written = await serviceClient().from('transactions').select('id').eq('organization_id', organizationId).eq('description', 'Refused after the trial');
  expect(written.data).toEqual([]);

  const marker = await markDocument(page);
  // Subscribing happens in another tab of the same browser (same signed-in session).
  const other = await context.newPage();
  await other.goto('/subscribe?from_trial=true');
  await chooseOnSubscribe(other, 'Starter');
  await payWithGoodCard(other);
  await expect.poll(async () => (await subscriptionOf(organizationId)).status).toBe('active');

  // The first tab hears it over realtime: the banner goes, no reload.
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expectSameDocument(page, marker);
  await saveTransaction(page, 'Allowed once subscribed');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Transaction created successfully.' })).toBeVisible();
  await expectSameDocument(page, marker);
  const saved = await serviceClient().from('transactions').select('id').eq('organization_id', organizationId).eq('description', 'Allowed once subscribed');
  expect(saved.data).toHaveLength(1);
});
