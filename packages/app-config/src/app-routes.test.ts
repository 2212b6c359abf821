// Unit tests for path ownership.
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, isPublicPath, remoteForAppPath } from './app-routes';

describe('isPublicPath', () => {
  it('[PUB-4] knows the 21 public routes, including a blog post', () => {
    expect(PUBLIC_PATHS).toHaveLength(21);
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/community/events/')).toBe(true);
    expect(isPublicPath('/blog/our-first-grant')).toBe(true);
  });

  it('[ROUTE-3] treats anything else as unknown', () => {
    expect(isPublicPath('/nowhere')).toBe(false);
    expect(isPublicPath('/blog/a/b')).toBe(false);
    expect(isPublicPath('/login')).toBe(false);
  });
});

describe('remoteForAppPath', () => {
  it('[ROUTE-4] maps each app area to its remote', () => {
    expect(remoteForAppPath('transactions')).toBe('mf_finance');
    expect(remoteForAppPath('reports/donors')).toBe('mf_finance');
    expect(remoteForAppPath('chart-of-accounts')).toBe('mf_finance');
    expect(remoteForAppPath('projects/42')).toBe('mf_projects');
    expect(remoteForAppPath('hr/payroll')).toBe('mf_hr');
    expect(remoteForAppPath('supply-chain/inventory')).toBe('mf_supply_chain');
    expect(remoteForAppPath('settings')).toBe('mf_settings');
  });

  it('[ROUTE-3] owns no unknown area, and leaves the dashboard to the shell', () => {
    expect(remoteForAppPath('dashboard')).toBeNull();
    expect(remoteForAppPath('bogus/thing')).toBeNull();
    expect(remoteForAppPath('')).toBeNull();
  });
});
