// The features page claims only what the application does: every claimed product area names
// the application pages that deliver it, each is a page of the navigation manifest, and each has a
// built screen: an entry in its remote's src/page-components.tsx (a page without one renders only
// its placeholder PageFrame), or the shell's own dashboard. Areas without a screen stay under
// "Coming next", which makes no claim; and the pages never promise what is not built yet.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from '@missionbase/app-config/navigation-manifest';
import { COMING_NEXT, PRODUCT_AREAS } from './product-areas';
import { PRICING_FAQ } from '../pricing/pricing-faq';
import { HELP_ARTICLES } from '../help-center/help-articles';
import { GUIDE_AREAS } from '../documentation/guides';
import { EVENTS, SUCCESS_STORIES } from '../community/community-content';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** Page paths with a built screen, read from every remote's page-components.tsx. */
function builtPages(): Set<string> {
  const built = new Set<string>();
  for (const entry of readdirSync(ROOT)) {
    const file = path.join(ROOT, entry, 'src', 'page-components.tsx');
    if (!entry.startsWith('mf-') || !existsSync(file)) continue;
    const source = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
    for (const match of source.matchAll(/^\s*'(\/app\/[^']+)'\s*:/gm)) built.add(match[1] ?? '');
  }
  // The dashboard is the shell's own screen (shell/src/dashboard), not a remote's page.
  if (existsSync(path.join(ROOT, 'shell', 'src', 'dashboard'))) built.add('/app/dashboard');
  return built;
}

describe('features page claims', () => {
  const built = builtPages();
  const manifest = new Set(ALL_PAGES.map((page) => page.path));

  it('finds the built screens it checks against', () => {
    expect(built.has('/app/transactions')).toBe(true);
    expect(built.size).toBeGreaterThanOrEqual(5);
  });

  it.each(PRODUCT_AREAS.map((area) => [area.name, area] as const))('%s names the application pages that do it, and each is built', (_name, area) => {
    expect(area.appRoutes.length).toBeGreaterThan(0);
    for (const route of area.appRoutes) {
      expect(manifest.has(route), `${route} is a page of the navigation manifest`).toBe(true);
      expect(built.has(route), `${route} renders a built screen, not its placeholder frame`).toBe(true);
    }
  });

  it('never promises a screen that is not built yet, on the features, home or pricing pages', () => {
    const unbuilt: Array<[RegExp, string]> = [
      [/reconcil/i, '/app/finance/reconciliation'],
      [/budget vs\.? actuals/i, '/app/reports/budget-vs-actuals'],
      [/payroll/i, '/app/hr/payroll'],
      [/gantt/i, '/app/projects/gantt'],
      [/(send|issue|invoice) (program fees|customers)|accounts receivable/i, '/app/finance/invoices'],
      [/every transaction, journal entry and report/i, '/app/reports'],
    ];
    const claims = [
      ...PRODUCT_AREAS.flatMap((area) => [area.summary, ...area.points]),
      readFileSync(path.join(import.meta.dirname, '..', 'home', 'HomePage.tsx'), 'utf8'),
      ...PRICING_FAQ.map((item) => item.answer),
    ].join('\n');
    for (const [words, page] of unbuilt) {
      if (built.has(page)) continue;
      expect(claims, `claims ${words} while ${page} is not built`).not.toMatch(words);
    }
  });

  it('help articles, documentation guides and success stories describe only built screens', () => {
    // Words that describe a feature of a page with no screen yet: each may come back once its page
    // has an entry in its remote's page-components.tsx.
    const unbuilt: Array<[RegExp, string]> = [
      [/reconcil/i, '/app/finance/reconciliation'],
      [/budget vs\.?|budgeting|variance/i, '/app/finance/budgeting'],
      [/budget vs\.? actuals/i, '/app/reports/budget-vs-actuals'],
      [/invoices?\b|accounts receivable/i, '/app/finance/invoices'],
      [/\bbills?\b|vendors?\b|accounts payable/i, '/app/finance/bills'],
      [/payroll|pay rates?|salar/i, '/app/hr/payroll'],
      [/employees?\b/i, '/app/hr/employees'],
      [/gantt|\btasks?\b/i, '/app/projects/gantt'],
      [/purchase (requests?|orders?)|receiving/i, '/app/supply-chain/purchase-orders'],
      [/inventory|stock levels/i, '/app/supply-chain/inventory'],
      [/cash flows?/i, '/app/reports/cashflows'],
      [/program expense|functional expense/i, '/app/reports/program-expenses'],
      [/taxes report/i, '/app/reports/taxes'],
      [/donor (analysis|report)/i, '/app/reports/donors'],
      [/fund balance report/i, '/app/reports/fund-balance'],
      // Not pages of their own: features of built screens that do not exist yet (never skipped).
      [/pledges?|receipts?\b/i, '/app/finance/donations'],
      [/forgot password|reset link/i, 'no screen: password reset by e-mail'],
    ];
    for (const [, page] of unbuilt) if (page.startsWith('/')) expect(manifest.has(page), `${page} is a page of the navigation manifest`).toBe(true);
    const texts: Array<[string, string]> = [
      ...HELP_ARTICLES.map((article): [string, string] => [`help article "${article.title}"`, [article.title, article.body, ...article.keywords].join('\n')]),
      ...GUIDE_AREAS.flatMap((area) => [
        [`guide area "${area.area}"`, `${area.area}\n${area.summary}`] as [string, string],
        ...area.guides.map((guide): [string, string] => [`guide "${guide.title}"`, `${guide.title}\n${guide.text}`]),
      ]),
      ...SUCCESS_STORIES.map((story): [string, string] => [`success story of ${story.organization}`, [story.headline, story.story, ...story.results].join('\n')]),
      ...EVENTS.map((event): [string, string] => [`event "${event.title}"`, event.description]),
    ];
    expect(texts.length).toBeGreaterThan(20);
    for (const [words, page] of unbuilt) {
      if (built.has(page)) continue;
      for (const [where, text] of texts) expect(text, `${where} mentions ${words} while ${page} is not built`).not.toMatch(words);
    }
  });

  it('the Help Center still finds the restricted grant article, and it names the built Funds and Donations screens', () => {
    const article = HELP_ARTICLES.find((entry) => entry.id === 'restricted-funds');
    expect(article?.title).toBe('Record a restricted grant and release it when spent');
    expect(article?.body).toMatch(/Release from restriction/);
    expect(article?.body).toMatch(/Donations/);
    expect(built.has('/app/funds') && built.has('/app/finance/donations')).toBe(true);
  });

  it('names nothing under Coming next that is already claimed as a product area', () => {
    for (const name of COMING_NEXT) expect(PRODUCT_AREAS.map((area) => area.name)).not.toContain(name);
  });
});
