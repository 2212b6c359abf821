// Keyboard helpers for the accessibility specs: walk the Tab order to a control, and check that
// the focused control shows a focus indicator a sighted keyboard user can see.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The focus indicator of the focused element: its outline, or a box-shadow ring (a shadow with a
 * spread, as antd draws around inputs). antd buttons carry a flat drop shadow at rest, which is no
 * focus indicator, so a shadow without spread does not count. The input inside a select, a date
 * picker or an input with a prefix draws no ring of its own: the ring is on the control around it.
 */
const WRAPPED_INPUTS = '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number';

export async function focusIndicator(page: Page): Promise<{ element: string; outline: string; boxShadow: string; visible: boolean }> {
  return page.evaluate((RING_OWNERS) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return { element: 'body', outline: 'none', boxShadow: 'none', visible: false };
    const ringOwner = focused.closest<HTMLElement>(RING_OWNERS) ?? focused;
    const style = getComputedStyle(ringOwner);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/g)].map((match) => Number(match[4]));
    const hasRing = style.boxShadow !== 'none' && spreads.some((spread) => spread > 0);
    return {
      element: `${focused.tagName.toLowerCase()} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? ''}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      visible: hasOutline || hasRing,
    };
  }, WRAPPED_INPUTS);
}

/** Polls: antd fades its focus halo in over 0.2 s, so the first frame after Tab may show none yet. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  let last = await focusIndicator(page);
  await expect
    .poll(
      async () => {
        last = await focusIndicator(page);
        return last.visible;
      },
      { message: `a visible focus indicator on the focused element (last seen: ${JSON.stringify(last)})`, timeout: 5_000 },
    )
    .toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking a visible focus indicator at every
 * stop on the way; fails if it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, { maxPresses = 20, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return presses;
    await expectVisibleFocus(page);
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
}

/** Whether keyboard focus is inside the element `container` finds. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
