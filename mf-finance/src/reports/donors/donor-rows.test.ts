// The Donor Analysis tables: counts and ratios keep their format, totals are the database's, and
// amounts link to the Donations list of their period and donor.
import { describe, expect, it } from 'vitest';
import type { DonorAnalysis, DonorPeriod } from '../data/donor-analysis-query';
import { levelRows, monthRows, summaryRows, topRows } from './donor-rows';

const period: DonorPeriod = {
  from: '2026-01-01', to: '2026-12-31', base_from: '2025-01-01', base_to: '2025-12-31',
  summary: {
    total: 7750, gifts: 4, donors: 3, average_gift: 1937.5, median_gift: 850, new_donors: 1, retained_donors: 1,
    recaptured_donors: 1, lybunt_donors: 1, sybunt_donors: 1, base_donors: 2, retention_rate: 0.5, lybunt_amount: 300,
  },
  levels: [{ key: 'level:1', label: '$10,000 and more', donors: 0, total: 0 }],
  months: [{ month: '2026-02', gifts: 1, donors: 1, total: 200 }],
  top: [{ key: 'd1', donor_id: 'd1', name: 'Eve', gifts: 1, total: 6000, last_gift: '2026-03-20', status: 'recaptured' }],
};

describe('donor rows', () => {
  it('shows the retention rate as a ratio and counts as counts', () => {
    const report: DonorAnalysis = { current: period, compare: null };
    const rows = summaryRows(report);
    expect(rows.find((row) => row.key === 'retention_rate')).toMatchObject({ format: 'percent', values: { current: 0.5 } });
    expect(rows.find((row) => row.key === 'donors')?.format).toBe('count');
    expect(rows.find((row) => row.key === 'total')?.links?.current).toBe('/app/finance/donations?tab=donations&from=2026-01-01&to=2026-12-31');
  });

  it('ends the level and month tables with the period\'s totals from the database', () => {
    expect(levelRows(period).at(-1)).toMatchObject({ kind: 'total', values: { donors: 3, total: 7750 } });
    expect(monthRows(period)[0]?.links?.total).toBe('/app/finance/donations?tab=donations&from=2026-02-01&to=2026-02-28');
    expect(monthRows(period).at(-1)).toMatchObject({ kind: 'total', values: { gifts: 4, total: 7750 } });
  });

  it('links a top donor to their gifts of the period', () => {
    expect(topRows(period)[0]).toMatchObject({ label: 'Eve (recaptured, last gift 2026-03-20)', links: { total: '/app/finance/donations?tab=donations&from=2026-01-01&to=2026-12-31&donor=d1' } });
  });
});
