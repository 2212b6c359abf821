import { describe, expect, it } from 'vitest';
import { nextPayPeriod } from './pay-period';

describe('nextPayPeriod', () => {
  it('proposes the half month after the latest run', () => {
    expect(nextPayPeriod('2026-02-15', '2026-03-20')).toEqual({ periodStart: '2026-02-16', periodEnd: '2026-02-28', payDate: '2026-03-01' });
    expect(nextPayPeriod('2026-12-31', '2026-03-20')).toEqual({ periodStart: '2027-01-01', periodEnd: '2027-01-15', payDate: '2027-01-16' });
  });

  it("without runs, proposes today's half month", () => {
    expect(nextPayPeriod(null, '2026-03-20')).toEqual({ periodStart: '2026-03-16', periodEnd: '2026-03-31', payDate: '2026-04-01' });
  });
});
