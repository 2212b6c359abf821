import { describe, expect, it } from 'vitest';
import { fiscalYearStartMonthFrom, pickableFunds, pickableProjects, readFundOptions, readProjectOptions } from './bundle-options';

describe('picker options from the organization bundle', () => {
  it('funds carry their restriction, sorted by name, malformed rows skipped', () => {
    const funds = readFundOptions([
      { id: 'r', name: 'Youth Scholarships', code: 'R1', restriction: 'with_donor_restrictions', is_active: true },
      { id: 'g', name: 'General Operating', code: null, restriction: 'without_donor_restrictions' },
      { id: 7, name: 'Broken' },
    ]);
    expect(funds).toEqual([
      { id: 'g', name: 'General Operating', code: null, restriction: 'without_donor_restrictions', isActive: true },
      { id: 'r', name: 'Youth Scholarships', code: 'R1', restriction: 'with_donor_restrictions', isActive: true },
    ]);
  });

  it('inactive funds and closed projects are offered only when already chosen', () => {
    const funds = readFundOptions([
      { id: 'a', name: 'A', is_active: false },
      { id: 'b', name: 'B' },
    ]);
    expect(pickableFunds(funds).map((fund) => fund.id)).toEqual(['b']);
    expect(pickableFunds(funds, ['a']).map((fund) => fund.id)).toEqual(['a', 'b']);
    const projects = readProjectOptions([
      { id: 'p1', name: 'Pantry', status: 'active' },
      { id: 'p2', name: 'Old drive', status: 'completed' },
    ]);
    expect(pickableProjects(projects).map((project) => project.id)).toEqual(['p1']);
    expect(pickableProjects(projects, ['p2']).map((project) => project.id)).toEqual(['p2', 'p1']);
  });

  it('the fiscal year start month comes from organization_settings', () => {
    expect(fiscalYearStartMonthFrom({ organization_settings: { fiscal_year_start_month: 7 } })).toBe(7);
    expect(fiscalYearStartMonthFrom({ organization_settings: [{ fiscal_year_start_month: 10 }] })).toBe(10);
    expect(fiscalYearStartMonthFrom({})).toBe(1);
    expect(fiscalYearStartMonthFrom(null)).toBe(1);
  });
});
