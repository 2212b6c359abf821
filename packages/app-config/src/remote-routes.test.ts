// Unit tests of the routes each remote derives from the manifest.
import { describe, expect, it } from 'vitest';
import { pageRoutesOf, redirectsOf, remoteHome, remoteLinks } from './remote-routes';

describe('remote routes', () => {
  it('routes each page of a remote relative to /app', () => {
    expect(pageRoutesOf('mf_hr').map((route) => route.relativePath)).toEqual(['hr/employees', 'hr/payroll']);
    expect(pageRoutesOf('mf_finance').map((route) => route.relativePath)).toContain('reports/taxes');
    expect(pageRoutesOf('mf_projects').map((route) => route.relativePath)).toContain('projects/:projectId');
    expect(pageRoutesOf('mf_marketing')).toEqual([]);
  });

  it('redirects an area base and an alias to their page', () => {
    expect(redirectsOf('mf_finance')).toEqual([
      { from: 'finance', to: '/app/transactions' },
      { from: 'chart-of-accounts', to: '/app/accounts' },
    ]);
    expect(redirectsOf('mf_projects')).toEqual([{ from: 'projects', to: '/app/projects/overview' }]);
    expect(redirectsOf('mf_settings')).toEqual([{ from: 'settings', to: '/app/settings/profile' }]);
    expect(remoteHome('mf_supply_chain')).toBe('/app/supply-chain/purchase-requests');
  });

  it('lists a remote\'s standalone links from its sidebar and tab labels', () => {
    expect(remoteLinks('mf_hr')).toEqual([
      { label: 'Employees', to: '/app/hr/employees' },
      { label: 'Payroll', to: '/app/hr/payroll' },
    ]);
    expect(remoteLinks('mf_settings').map((link) => link.label)).toEqual(['Profile', 'Organization', 'Users', 'Billing', 'Sales', 'Expenses', 'Advanced']);
  });
});
