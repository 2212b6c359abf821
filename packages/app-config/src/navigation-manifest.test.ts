// Unit tests of the navigation manifest: every page is titled, owned and reachable once.
import { describe, expect, it } from 'vitest';
import { ALL_PAGES, AREAS, REPORT_NAMES, areaTabs, pageForPath } from './navigation-manifest';
import { remoteForAppPath } from './app-routes';
import { pageTitleFromPath } from './page-title';

describe('navigation manifest', () => {
  it('gives every page a title and a placeholder sentence', () => {
    for (const page of ALL_PAGES) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.description.trim(), page.path).not.toBe('');
      expect(pageTitleFromPath(page.path.replace(':projectId', '3f2a')), page.path).toBe(page.title);
    }
  });

  it('lists each path once, below /app and below its area unless the area is Finance', () => {
    const paths = ALL_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of AREAS) {
      for (const page of area.pages) {
        expect(page.path.startsWith('/app/'), page.path).toBe(true);
        // Finance's pages mostly live outside /app/finance (SPEC section 2).
        if (area.id !== 'finance') expect(page.path.startsWith(area.base), page.path).toBe(true);
      }
    }
  });

  it('lists every /app child of SPEC section 2, the nine reports, the trial balance and the general ledger', () => {
    const children = [
      'dashboard', 'transactions', 'accounts', 'funds', 'reports', 'finance/invoices', 'finance/bills', 'finance/donations',
      'finance/budgeting', 'finance/journal-entries', 'finance/reconciliation', 'projects/overview', 'projects/tasks',
      'projects/gantt', 'projects/:projectId', 'hr/employees', 'hr/payroll', 'supply-chain/purchase-requests',
      'supply-chain/purchase-orders', 'supply-chain/inventory', 'settings/profile', 'settings/organization', 'settings/users',
      'settings/billing', 'settings/sales', 'settings/expenses', 'settings/advanced',
    ].map((child) => `/app/${child}`);
    const reports = Object.keys(REPORT_NAMES).map((slug) => `/app/reports/${slug}`);
    expect(ALL_PAGES.map((page) => page.path).sort()).toEqual([...children, ...reports].sort());
    expect(Object.values(REPORT_NAMES)).toHaveLength(11);
  });

  it('maps every page, alias and base to the remote of its area', () => {
    for (const area of AREAS) {
      const paths = [area.base, ...area.pages.flatMap((page) => [page.path, ...(page.aliases ?? [])])];
      for (const path of paths) expect(remoteForAppPath(path.replace(/^\/app\//, '')), path).toBe(area.remote);
    }
    expect(remoteForAppPath('chart-of-accounts')).toBe('mf_finance');
    expect(remoteForAppPath('dashboard')).toBeNull();
  });

  it('prefers a literal page over a detail page', () => {
    expect(pageForPath('/app/projects/gantt')?.title).toBe('Gantt Chart');
    expect(pageForPath('/app/projects/7d0c')?.title).toBe('Project Details');
    expect(pageForPath('/app/projects/7d0c/tasks')).toBeNull();
    expect(pageForPath('/app/nowhere')).toBeNull();
  });

  it('gives Settings the seven tabs of SPEC section 2 in order', () => {
    expect(areaTabs('settings').map((tab) => [tab.label, tab.to])).toEqual([
      ['Profile', '/app/settings/profile'],
      ['Organization', '/app/settings/organization'],
      ['Users', '/app/settings/users'],
      ['Billing', '/app/settings/billing'],
      ['Sales', '/app/settings/sales'],
      ['Expenses', '/app/settings/expenses'],
      ['Advanced', '/app/settings/advanced'],
    ]);
    expect(areaTabs('finance')).toEqual([]);
  });
});
