// Proves a page was not reloaded between two moments: a marker left on `window` survives only
// while the same document lives.
import { expect, type Page } from '@playwright/test';

export async function markDocument(page: Page): Promise<string> {
  const marker = `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as Window & { __e2eDocumentMarker?: string }).__e2eDocumentMarker = value;
  }, marker);
  return marker;
}

export async function expectSameDocument(page: Page, marker: string): Promise<void> {
  const current = await page.evaluate(() => (window as Window & { __e2eDocumentMarker?: string }).__e2eDocumentMarker);
  expect(current, 'the page was reloaded').toBe(marker);
}
