// Unit tests of the sidebar's path rules.
import { describe, expect, it } from 'vitest';
import { isGroupOpen, isLinkActive, pathIsWithin } from './sidebar-nav';

describe('sidebar path rules', () => {
  it('matches by whole segments', () => {
    expect(pathIsWithin('/app/hr/payroll', '/app/hr')).toBe(true);
    expect(pathIsWithin('/app/hr', '/app/hr')).toBe(true);
    expect(pathIsWithin('/app/hrx', '/app/hr')).toBe(false);
  });
  it('[SIDE-4] a group opens by itself under its base path unless the user toggled it', () => {
    expect(isGroupOpen('/app/projects/tasks', '/app/projects', undefined)).toBe(true);
    expect(isGroupOpen('/app/dashboard', '/app/projects', undefined)).toBe(false);
    expect(isGroupOpen('/app/projects/tasks', '/app/projects', false)).toBe(false);
    expect(isGroupOpen('/app/dashboard', '/app/projects', true)).toBe(true);
    expect(isGroupOpen('/app/transactions', '/app/finance', undefined, ['/app/transactions'])).toBe(true);
    expect(isGroupOpen('/app/hr/payroll', '/app/finance', undefined, ['/app/transactions'])).toBe(false);
  });
  it('[SIDE-5] Overview matches exactly, other links also below their path', () => {
    expect(isLinkActive('/app/projects/overview', '/app/projects/overview', true)).toBe(true);
    expect(isLinkActive('/app/projects/overview/x', '/app/projects/overview', true)).toBe(false);
    expect(isLinkActive('/app/reports/activities', '/app/reports')).toBe(true);
    expect(isLinkActive('/app/funds', '/app/reports')).toBe(false);
  });
});
