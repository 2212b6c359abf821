// Unit tests of the route list and budgets `pnpm bench` prints: the routes come from the page
// components, the budgets are those of docs/performance.md, a source-map entry names its package.
import { describe, expect, it } from 'vitest';
import { ROUTE_CEILINGS_KIB, applicationRoutes, budgetOf, ceilingOf, heavyLabelOf, packageOfSource } from './route-budgets.mjs';

describe('route budgets', () => {
  it('lists /login, /signup, the dashboard and built pages, never a detail page', () => {
    const routes = applicationRoutes();
    expect(routes.slice(0, 3)).toEqual(['/login', '/signup', '/app/dashboard']);
    expect(routes).toContain('/app/transactions');
    expect(routes.some((route) => route.includes(':'))).toBe(false);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives 250 KiB to the auth pages, 450 to the dashboard, 530 to the rest', () => {
    expect(budgetOf('/login')).toBe(250);
    expect(budgetOf('/signup')).toBe(250);
    expect(budgetOf('/app/dashboard')).toBe(450);
    expect(budgetOf('/app/finance/invoices')).toBe(530);
  });

  it('names the package of a pnpm source-map entry and spots heavy libraries', () => {
    const pkg = packageOfSource('webpack://mf_projects/../node_modules/.pnpm/@svar-ui+react-gantt@2.7.3/node_modules/@svar-ui/react-gantt/dist/index.js', 'mf-projects');
    expect(pkg).toBe('@svar-ui/react-gantt');
    expect(heavyLabelOf(pkg)).toBe('gantt');
    expect(heavyLabelOf(packageOfSource('webpack://mf_finance/../node_modules/.pnpm/exceljs@4.4.0/node_modules/exceljs/dist|sync', 'mf-finance'))).toBe('exceljs');
    expect(packageOfSource('webpack://shell/../packages/ui/src/antd.ts', 'shell')).toBe('@missionbase/ui');
    expect(heavyLabelOf('antd')).toBeUndefined();
  });

  it('holds a route at its budget, or at its recorded bytes only while it is over that budget', () => {
    expect(ceilingOf('/login').ceilingKiB).toBe(250);
    for (const [route, kib] of Object.entries(ROUTE_CEILINGS_KIB)) {
      expect(kib, `${route} is recorded above its budget, else the line must go`).toBeGreaterThan(budgetOf(route));
      expect(ceilingOf(route)).toMatchObject({ ceilingKiB: kib, reason: expect.stringContaining('still OVER') });
    }
  });
});
