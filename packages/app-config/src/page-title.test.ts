// Unit tests for page titles derived from paths.
import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from './navigation-manifest';
import { TAGLINE, documentTitle, pageTitleFromPath, recordTitle, titleFromSegment } from './page-title';

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

  it('never titles a record page by its id: every page of the manifest with a record id below it', () => {
    const id = '6f1c2a9e-0b4d-4c1e-9a77-2d5e8b1c3f40';
    expect(pageTitleFromPath(`/app/finance/invoices/${id}`)).toBe('Invoices');
    expect(pageTitleFromPath(`/app/hr/payroll/${id}`)).toBe('Payroll');
    expect(pageTitleFromPath('/app/finance/journal-entries/new')).toBe('Journal Entries');
    for (const page of ALL_PAGES) {
      const title = pageTitleFromPath(`${page.path.replace(/:[a-zA-Z]+/g, id)}/${id}`) ?? '';
      expect(title.toLowerCase(), page.path).not.toContain(id.slice(0, 8));
    }
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

describe('recordTitle', () => {
  it('titles a record by its document: noun, number and party', () => {
    expect(recordTitle('Invoice', 'INV-5001', 'Lakeside Senior Center')).toBe('Invoice INV-5001 - Lakeside Senior Center');
    expect(recordTitle('Purchase order', 'PO-3003', null)).toBe('Purchase order PO-3003');
    expect(recordTitle('Journal entry', '2026-03-04', '  ')).toBe('Journal entry 2026-03-04');
    expect(documentTitle(recordTitle('Bill', 'BILL-7001', 'Valley Produce'))).toBe(`Bill BILL-7001 - Valley Produce | ${TAGLINE}`);
  });
});
