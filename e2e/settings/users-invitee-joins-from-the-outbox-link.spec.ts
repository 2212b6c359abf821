// An owner invites by e-mail; the mail with its link is in the outbox; the invitee follows the
// link, accepts, and appears in the owner's member list without a reload.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { latestMail } from './support/settings.ts';

test('invite -> the invitee follows the outbox link and accepts -> appears as a member', async ({ page, browser }) => {
  const owner = await createAccount('inviter', 'Inviting Relief');
  const invitee = await createAccount('treasurer', null);
  await startSessionAs(page, owner);
  await page.goto('/app/settings/users');
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill(invitee.email);
  await invite.getByLabel('Role').click();
  await page.locator('.ant-select-item-option', { hasText: 'Viewer (read only)' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByText(invitee.email)).toBeVisible();

  const mail = await latestMail(invitee.email);
  expect(mail?.subject).toBe('You have been invited to Inviting Relief');
  expect(mail?.link).toMatch(/\/app\/settings\/profile\?invitation=[0-9a-f]{64}$/);

  const context = await browser.newContext();
  const inviteePage = await context.newPage();
  await startSessionAs(inviteePage, invitee);
  await inviteePage.goto(new URL(String(mail?.link)).pathname + new URL(String(mail?.link)).search);
  await expect(inviteePage.getByText('You are invited to join Inviting Relief as Viewer.')).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(inviteePage.getByText('You joined Inviting Relief')).toBeVisible();
  await context.close();

  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row').filter({ hasText: invitee.email })).toContainText('treasurer');
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByText(invitee.email)).toHaveCount(0);
});
