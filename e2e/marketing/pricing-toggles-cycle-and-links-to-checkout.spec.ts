// The pricing page switches between monthly and yearly prices and sends each plan to sign-up with checkout.
import { expect } from '@playwright/test';
import { readerTest as test } from '../support/reader-context.ts';

test('pricing shows monthly prices by default, yearly on the toggle, and links each plan to sign-up with checkout', async ({ page }) => {
  await page.goto('/pricing');
  const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' });
  await expect(cycle.getByRole('radio', { name: /Monthly/ })).toHaveAttribute('aria-checked', 'true');
  for (const plan of ['starter', 'growth', 'scale']) {
    await expect(page.getByTestId(`price-${plan}`)).toContainText('/ month');
  }
  await expect(page.getByRole('link', { name: 'Start with Growth' })).toHaveAttribute('href', '/signup?checkout=true&plan=growth&cycle=monthly');
  const monthlyGrowth = await page.getByTestId('price-growth').innerText();

  await cycle.getByRole('radio', { name: /Yearly/ }).click();
  await expect(cycle.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('price-growth')).toContainText('/ year');
  expect(await page.getByTestId('price-growth').innerText()).not.toBe(monthlyGrowth);
  for (const [plan, name] of [
    ['starter', 'Starter'],
    ['growth', 'Growth'],
    ['scale', 'Scale'],
  ] as const) {
    await expect(page.getByRole('link', { name: `Start with ${name}` })).toHaveAttribute('href', `/signup?checkout=true&plan=${plan}&cycle=yearly`);
  }

  // The FAQ answers open on demand.
  await page.getByText('How does the free trial work?').click();
  await expect(page.getByText(/Every new organization gets 14 days/)).toBeVisible();

  await page.getByRole('link', { name: 'Start with Scale' }).click();
  await expect(page).toHaveURL(/\/signup\?checkout=true&plan=scale&cycle=yearly$/);
  await expect(page.getByLabel('Organization name')).toBeVisible();
});
