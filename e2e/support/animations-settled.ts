// Waits until the page's finite CSS animations and transitions have ended (a dialog fading in, a
// dropdown sliding into place): what the user sees once the screen is still. Endless ones
// (spinners) are left running. Under load they run long, and a scan or a click taken mid-way sees a
// half-faded colour or a moving target.
import type { Page } from '@playwright/test';

export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Only running ones are awaited: a paused animation's `finished` never settles. The check is
    // repeated because one animation ending can start the next (a drawer's mask fades after the
    // panel slides), which a single look would miss.
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    for (let batch = running(); batch.length > 0; batch = running()) {
      await Promise.all(batch.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** How many finite CSS animations and transitions are running on the page now (spinners left out). */
export function runningAnimationCount(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length,
  );
}
