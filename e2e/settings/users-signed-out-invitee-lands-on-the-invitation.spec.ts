// An invitee who is signed out follows the invitation link, is sent to /login, and after signing in
// lands on the invitation (not on the dashboard), then accepts it.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount } from '../support/accounts.ts';
import { SHELL_URL } from '../support/env.ts';

test('a signed-out invitee signs in from the invitation link and lands on the invitation', async ({ browser }) => {
  const owner = await createAccount('host', 'Harbor Hosts');
  const invitee = await createAccount('guest', null);
  const { data, error } = await owner.client.rpc('send_invitation', { p_organization_id: owner.organizationId, p_email: invitee.email, p_role: 'member', p_site_url: SHELL_URL });
  expect(error).toBeNull();
  const link = new URL(String(typeof data === 'object' && data !== null ? Reflect.get(data, 'link') : ''));

  // A fresh context: nobody is signed in.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(link.pathname + link.search);
  await expect(page.getByText('You are invited to join Harbor Hosts as Member.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('You joined Harbor Hosts')).toBeVisible();
  await context.close();
});
