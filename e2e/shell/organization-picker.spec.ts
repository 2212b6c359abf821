// The top bar's organization picker and the active organization (SPEC sections 2 and 4).
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { addOrganization, createAccount, serviceClient, signInAs } from '../support/accounts.ts';

const STORAGE_KEY = 'missionbase.activeOrganizationId';

function picker(page: Page) {
  return page.getByTestId('topbar').locator('.mb-org-picker');
}

function options(page: Page) {
  return page.getByRole('listbox', { name: 'Organizations' }).getByRole('option');
}

test('[ORG-1] the picker is searchable, with its placeholder and empty text', async ({ page }) => {
  // Signed up without an organization: nothing is selected, so the placeholder shows.
  const account = await createAccount('no-org', null);
  await signInAs(page, account);
  await expect(picker(page)).toContainText('Select organization...');
  await picker(page).click();
  await page.keyboard.type('zzz');
  await expect(page.getByText('No organization found.')).toBeVisible();
});

test('[ORG-1] typing in the picker filters the organizations by name', async ({ page }) => {
  const account = await createAccount('search', 'Alpha Relief');
  await addOrganization(account, 'Beta Shelter');
  await signInAs(page, account);
  await expect(picker(page)).toContainText('Alpha Relief');
  await picker(page).click();
  await expect(options(page)).toHaveCount(2);
  await page.keyboard.type('shel');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toHaveText('Beta Shelter');
});

test('[ORG-1] from the keyboard: ArrowDown opens on the current organization, the arrows wrap, Escape closes and keeps focus, Enter chooses', async ({ page }) => {
  const account = await createAccount('keys', 'Alpha Relief');
  await addOrganization(account, 'Beta Shelter');
  await signInAs(page, account);
  await expect(picker(page)).toContainText('Alpha Relief');
  const combobox = page.getByTestId('topbar').getByRole('combobox', { name: 'Organization' });
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page)).toHaveText(['Alpha Relief', 'Beta Shelter']);
  const active = page.getByRole('listbox', { name: 'Organizations' }).getByRole('option', { selected: true });
  await expect(active).toHaveText('Alpha Relief');
  await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText('Beta Shelter');
  await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText('Alpha Relief');
  await page.keyboard.press('ArrowUp');
  await expect(active).toHaveText('Beta Shelter');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeFocused();
  await expect(options(page)).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText('Beta Shelter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are now working in Beta Shelter.')).toBeVisible();
  await expect(picker(page)).toContainText('Beta Shelter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
});

test('[ORG-3][ORG-5] switching organization saves it, reloads its data and toasts', async ({ page }) => {
  const account = await createAccount('switch', 'Alpha Relief');
  const second = await addOrganization(account, 'Beta Shelter');
  await signInAs(page, account);
  await expect(picker(page)).toContainText('Alpha Relief');

  const dataRequest = page.waitForRequest(
    (request) => request.url().includes('/rest/v1/rpc/get_organization_data') && (request.postData() ?? '').includes(second),
  );
  // Chosen by keyboard: under load the dropdown can still be sliding into place (and the dashboard
  // settling under it) when a click lands, and the click then misses the option.
  await picker(page).click();
  await page.keyboard.type('Beta');
  await expect(options(page)).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Switched Organization')).toBeVisible();
  await dataRequest;
  await expect(page.getByText('You are now working in Beta Shelter.')).toBeVisible();
  await expect(picker(page)).toContainText('Beta Shelter');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(second);

  // [ORG-4] kept across a reload while it is still a membership.
  await page.reload();
  await expect(picker(page)).toContainText('Beta Shelter');
});

test('[ORG-4] a stored organization that is no longer a membership gives way to the first', async ({ page }) => {
  const account = await createAccount('stale', 'Alpha Relief');
  const second = await addOrganization(account, 'Beta Shelter');
  await signInAs(page, account);
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), { key: STORAGE_KEY, id: second });
  // An organization always keeps an owner, so the membership ends with the organization itself.
  const removed = await serviceClient().from('organizations').delete().eq('id', second);
  expect(removed.error).toBeNull();
  await page.reload();
  await expect(picker(page)).toContainText('Alpha Relief');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(account.organizationId);
});

test('[ORG-2] the picker shows the organization logo and is 250 px wide, 200 px on narrower screens', async ({ page }) => {
  const account = await createAccount('logo', 'Logo Org');
  const logo = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="green"/></svg>');
  const updated = await serviceClient().from('organization_settings').update({ logo_url: logo }).eq('organization_id', account.organizationId);
  expect(updated.error).toBeNull();
  await signInAs(page, account);
  await expect(picker(page).getByTestId('organization-logo')).toHaveAttribute('src', logo);
  expect((await picker(page).boundingBox())?.width).toBe(250);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(async () => (await picker(page).boundingBox())?.width).toBe(200);
});
