// Every screen works by keyboard: an invitation is sent with the keyboard alone.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';

test('an owner sends an invitation with the keyboard alone', async ({ page }) => {
  const owner = await createAccount('keyboard-owner', 'Keyboard Org');
  await startSessionAs(page, owner);
  await page.goto('/app/settings/users');
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').focus();
  await page.keyboard.type('keyboard-invitee@missionbase.test');
  await page.keyboard.press('Tab');
  await expect(invite.getByLabel('Role')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(invite.getByRole('button', { name: 'Send invitation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByText('keyboard-invitee@missionbase.test')).toBeVisible();
});
