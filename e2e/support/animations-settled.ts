// Waits until the page's finite CSS animations and transitions have ended (a dialog fading in, a
// dropdown sliding into place): what the user sees once the screen is still. Endless ones
// (spinners) are left running. Under load they run long, and a scan or a click taken mid-way sees a
// half-faded colour or a moving target.
import type { Page } from '@playwright/test';

export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
