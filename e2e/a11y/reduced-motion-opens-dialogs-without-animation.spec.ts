// A user whose system asks for reduced motion gets dialogs that appear at once: no slide, fade or
// zoom runs while the transaction dialog opens. Without that setting antd animates it (a keyframe
// animation starts as it opens).
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
    await page.goto('/app/dashboard');
    // Counts the CSS animations that start from here on (antd's dialog zooms in by a keyframe animation).
    await page.evaluate(() => {
      const started = { count: 0 };
      Object.assign(window, { startedAnimations: started });
      document.addEventListener('animationstart', () => (started.count += 1), true);
    });
    await openNewTransaction(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { startedAnimations: { count: number } }).startedAnimations.count)).toBeGreaterThan(0);
  });
});
