// Unit tests for page titles derived from paths.
import { describe, expect, it } from 'vitest';
import { TAGLINE, documentTitle, pageTitleFromPath, titleFromSegment } from './page-title';

describe('pageTitleFromPath', () => {
  it('[TOP-7] titles the dashboard Dashboard, also for /app alone', () => {
    expect(pageTitleFromPath('/app/dashboard')).toBe('Dashboard');
    expect(pageTitleFromPath('/app')).toBe('Dashboard');
  });

  it('[TOP-7] derives the title from the last path segment', () => {
    expect(pageTitleFromPath('/app/finance/journal-entries')).toBe('Journal Entries');
    expect(pageTitleFromPath('/app/supply-chain/purchase-orders')).toBe('Purchase Orders');
    expect(pageTitleFromPath('/app/settings/profile')).toBe('Profile');
    expect(pageTitleFromPath('/community/success-stories/')).toBe('Success Stories');
    expect(pageTitleFromPath('/app/transactions?x=1')).toBe('Transactions');
  });

  it('[ROUTE-5] titles each report by its name', () => {
    expect(pageTitleFromPath('/app/reports/activities')).toBe('Statement of Activities');
    expect(pageTitleFromPath('/app/reports/budget-vs-actuals')).toBe('Budget vs. Actuals');
    expect(pageTitleFromPath('/app/reports/taxes')).toBe('Taxes Report');
    expect(pageTitleFromPath('/app/reports')).toBe('Reports');
  });

  it('titles a project page by its role, not by its id', () => {
    expect(pageTitleFromPath('/app/projects/3f2a')).toBe('Project Details');
    expect(pageTitleFromPath('/app/projects/gantt')).toBe('Gantt Chart');
    expect(pageTitleFromPath('/app/projects/tasks')).toBe('Tasks');
  });

  it('gives the home page no derived title', () => {
    expect(pageTitleFromPath('/')).toBeNull();
  });
});

describe('titleFromSegment', () => {
  it('keeps acronyms and known labels', () => {
    expect(titleFromSegment('gdpr')).toBe('GDPR');
    expect(titleFromSegment('signup')).toBe('Sign Up');
    expect(titleFromSegment('my%20post')).toBe('My Post');
    // Mechanical title case of the segment, as the spec derives titles (not editorial style).
    expect(titleFromSegment('terms-of-service')).toBe('Terms Of Service');
  });
});

describe('documentTitle', () => {
  it('[HEAD-1] appends the tagline, or is the tagline alone', () => {
    expect(documentTitle('Funds')).toBe('Funds | Missionbase - Nonprofit Management');
    expect(documentTitle(null)).toBe(TAGLINE);
    expect(TAGLINE).toBe('Missionbase - Nonprofit Management');
  });
});
