// The public content pages (Help Center, Documentation, Changelog, Roadmap) carry every article,
// guide and release as text in their own chunk: a cold load must stay within the public pages'
// JavaScript budget (docs/performance.md, "Public pages": 220 KiB gzip, all origins together,
// gzip at level 6 as scripts/bench.mjs measures it), so more content never pulls a page over it.
// The templates store and a blog post too (issue 21: both went over it once).
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** PUBLIC_PAGE_JS_BUDGET_KIB of scripts/bench.mjs. */
const PUBLIC_PAGE_JS_BUDGET_KIB = 220;

const CONTENT_PAGES = [
  { path: '/help-center', heading: 'Help Center' },
  { path: '/documentation', heading: 'Documentation' },
  { path: '/changelog', heading: 'Changelog' },
  { path: '/roadmap', heading: 'Roadmap' },
  { path: '/templates', heading: 'Templates' },
  { path: '/blog/month-end-close-checklist', heading: 'A Month-End Close Checklist for Small Nonprofit Finance Teams' },
];

for (const target of CONTENT_PAGES) {
  test(`[22.8] a cold load of ${target.path} downloads at most ${PUBLIC_PAGE_JS_BUDGET_KIB} KiB of JavaScript (gzip)`, async ({ page }) => {
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isScript || response.status() !== 200) return;
      bodies.push(response.body().then((body) => gzipSync(body, { level: 6 }).length, () => 0));
    });
    await page.goto(target.path);
    await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gzipBytes = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
    const kib = gzipBytes / 1024;
    test.info().annotations.push({ type: 'js-gzip-kib', description: kib.toFixed(1) });
    expect(kib, `${target.path} JavaScript gzip KiB`).toBeGreaterThan(50);
    expect(kib, `${target.path} JavaScript gzip KiB`).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_KIB);
  });
}
