// Waits until the page's finite CSS animations and transitions have finished, so a scan or a
// measurement sees the settled page, not a drawer mid-slide or a popover mid-fade (endless ones,
// such as a spinner, never finish and are left out).
import { expect, type Page } from '@playwright/test';

export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}
