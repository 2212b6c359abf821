// A user whose system asks for reduced motion gets dialogs that appear at once: no slide, fade or
// zoom runs while the transaction dialog opens. Without that setting antd animates it.
import { expect } from '@playwright/test';
import { runningAnimationCount } from '../support/animations-settled.ts';
import { signedInTest as test } from '../support/signed-in.ts';
import { openNewTransaction } from '../transactions/transaction-dialog.ts';

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the transaction dialog opens without any animation', async ({ page }) => {
    await page.goto('/app/dashboard');
    await openNewTransaction(page);
    expect(await runningAnimationCount(page)).toBe(0);
  });
});

test.describe('without that setting', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the transaction dialog opens with its animation', async ({ page }) => {
    // Counted as the click lands: the zoom lasts a few hundred milliseconds.
    await page.goto('/app/dashboard');
    const opener = page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' });
    await expect(opener).toBeEnabled();
    const counted = await opener.evaluate((button) => {
      (button as HTMLButtonElement).click();
      return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.getAnimations().length)));
    });
    expect(counted).toBeGreaterThan(0);
  });
});
