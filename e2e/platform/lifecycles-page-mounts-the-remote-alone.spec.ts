// A remote's lifecycles.html mounts it through ./lifecycles alone: no shell, only the federation
// runtime built beside the remote (federation-runtime.js) and its remoteEntry.js (docs/platform.md).
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { remoteUrl } from '../support/env.ts';

test("the finance remote's lifecycles.html mounts it on the runtime built beside it", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${remoteUrl(1)}/lifecycles.html?links=Go to invoices:/app/finance/invoices&base=/app`);

  await expect(page.locator('body')).toHaveAttribute('data-mounted', 'true');
  await expect(page.getByTestId('bare-mount').getByRole('link', { name: 'Go to invoices' })).toBeVisible();
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  expect(errors).toEqual([]);
});
