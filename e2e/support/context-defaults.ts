// The browser context options every spec starts with (playwright.config.ts `use`). The contexts a
// worker keeps for several tests (reader-context.ts, warm-context.ts) are created outside the test
// options, so they take the same values from here.
import type { Page, ViewportSize } from '@playwright/test';

export const CONTEXT_DEFAULTS = {
  viewport: { width: 1280, height: 800 },
  // The browser asks for reduced motion, so the kit's theme turns antd's motion off (ThemeProvider):
  // drawers, modals and menus appear at once instead of over a few hundred milliseconds of frames,
  // which the two cores spent rendering. The focus and dialog specs keep the animated default.
  reducedMotion: 'reduce',
} as const;

/**
 * A page of a kept context takes the test's own `test.use({ viewport })` or `({ reducedMotion })`
 * where it differs from the defaults the context was created with.
 */
export async function applyTestOptions(
  page: Page,
  { viewport, reducedMotion }: { viewport: ViewportSize | null; reducedMotion: 'reduce' | 'no-preference' | null },
): Promise<void> {
  const defaults = CONTEXT_DEFAULTS;
  if (viewport && (viewport.width !== defaults.viewport.width || viewport.height !== defaults.viewport.height)) await page.setViewportSize(viewport);
  if (reducedMotion !== defaults.reducedMotion) await page.emulateMedia({ reducedMotion });
}
