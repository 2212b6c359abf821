// A user whose system asks for reduced motion gets dialogs that appear at once: no slide, fade or
// zoom runs while the transaction dialog opens. Without that setting antd animates it.
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';

/** The page's finite animations and transitions running now (endless spinners left out). */
function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length,
  );
}

async function openTransactionDialog(page: Page): Promise<void> {
  await page.goto('/app/dashboard');
  await page.getByTestId('topbar').getByRole('button', { name: 'New Transaction' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the transaction dialog opens without any animation', async ({ page }) => {
    await openTransactionDialog(page);
    expect(await runningAnimations(page)).toBe(0);
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
