// The public site's area has its own unavailable panel in plain HTML: with mf-marketing unreachable a
// public page shows 'Marketing is unavailable' with Retry (the same contract as the app's areas),
// still without downloading antd, and Retry renders the page once the remote answers, no reload.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { remoteUrl } from '../support/env.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';
import { readShareScope } from '../support/share-scope.ts';

test('with mf-marketing down a public page shows the plain Retry panel, and Retry brings the page back', async ({ page }) => {
  const manifest = `${remoteUrl(6)}/mf-manifest.json`;
  await page.route(manifest, (route) => route.abort('connectionrefused'));
  await page.goto('/pricing');

  const alert = page.getByTestId('remote-unavailable').getByRole('alert').filter({ hasText: 'Marketing is unavailable' });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect((await readShareScope(page, ['@missionbase/ui']))['@missionbase/ui']?.loaded ?? []).toEqual([]);

  const marker = await markDocument(page);
  await page.unroute(manifest);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: 'Pricing', exact: true })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expectSameDocument(page, marker);
});
