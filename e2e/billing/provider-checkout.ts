// Helpers of the billing tests: paying on the local provider's hosted checkout page (served by the
// backend, test cards as Stripe's), and reading an organization's billing rows with the service role.
import { expect, type Page } from '@playwright/test';
import { serviceClient } from '../support/accounts.ts';
import { API_URL } from '../support/env.ts';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Waits for the provider's page and fills the card (any future date, any three digits). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${API_URL}/provider/checkout/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Missionbase' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/**
 * Starts checkout from /subscribe (already open) for a plan. The button appears once the user's
 * organizations have loaded, which on a loaded 2-core CI machine can take longer than the default.
 */
export async function chooseOnSubscribe(page: Page, planName: string): Promise<void> {
  const button = page.getByRole('button', { name: `Choose ${planName}` });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
}

/** Pays with the good card and waits to be back in the app with subscription_success=true. */
export async function payWithGoodCard(page: Page): Promise<void> {
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/app\/dashboard\?subscription_success=true$/);
}

export interface SubscriptionState {
  status: string;
  plan: string;
  billing_cycle: string;
  cancel_at_period_end: boolean;
  provider_subscription_id: string | null;
  current_period_end: string | null;
}

export async function subscriptionOf(organizationId: string): Promise<SubscriptionState> {
  const { data, error } = await serviceClient()
    .from('subscriptions')
    .select('status, plan, billing_cycle, cancel_at_period_end, provider_subscription_id, current_period_end')
    .eq('organization_id', organizationId)
    .single();
  if (error) throw error;
  return data as SubscriptionState;
}

export async function paymentsOf(organizationId: string): Promise<{ amount_cents: number; status: string }[]> {
  const { data, error } = await serviceClient().from('billing_payments').select('amount_cents, status').eq('organization_id', organizationId);
  if (error) throw error;
  return (data ?? []).map((row: { amount_cents: number | string; status: string }) => ({ amount_cents: Number(row.amount_cents), status: row.status }));
}

/** The organization a user (by e-mail) belongs to, for a user signed up through the browser. */
export async function organizationOfEmail(email: string): Promise<string> {
  const service = serviceClient();
  const profile = await service.from('profiles').select('id').eq('email', email).single();
  if (profile.error) throw profile.error;
  const membership = await service.from('organization_members').select('organization_id').eq('user_id', (profile.data as { id: string }).id).single();
  if (membership.error) throw membership.error;
  return (membership.data as { organization_id: string }).organization_id;
}
