import { describe, expect, it } from 'vitest';
import { asOfHeading, periodEndedHeading, reportFileName } from './report-periods';

describe('report periods', () => {
  it('names an export of a fiscal year by its FY label, any other period by its dates, a position by its day', () => {
    expect(reportFileName('statement-of-activities', { from: '2025-01-01', to: '2025-12-31' })).toBe('statement-of-activities-FY2025');
    expect(reportFileName('statement-of-activities', { from: '2025-07-01', to: '2026-06-30' }, 7)).toBe('statement-of-activities-FY2025-26');
    expect(reportFileName('trial-balance', { from: '2026-01-01', to: '2026-03-31' })).toBe('trial-balance-2026-01-01-to-2026-03-31');
    // A calendar year is not the fiscal year of an organization whose year starts in July.
    expect(reportFileName('trial-balance', { from: '2025-01-01', to: '2025-12-31' }, 7)).toBe('trial-balance-2025-01-01-to-2025-12-31');
    expect(reportFileName('statement-of-financial-position', { to: '2025-12-31' })).toBe('statement-of-financial-position-as-of-2025-12-31');
    expect(reportFileName('Form 990: Part IX', { from: '2025-01-01', to: '2025-12-31' })).toBe('Form-990-Part-IX-FY2025');
  });

  it('words a statement of a period by its end, and a position as of its day', () => {
    expect(periodEndedHeading({ from: '2025-01-01', to: '2025-12-31' })).toBe('For the year ended December 31, 2025');
    expect(periodEndedHeading({ from: '2025-07-01', to: '2026-06-30' }, 7)).toBe('For the year ended June 30, 2026');
    expect(periodEndedHeading({ from: '2026-01-01', to: '2026-03-31' })).toBe('For the three months ended March 31, 2026');
    expect(periodEndedHeading({ from: '2026-02-01', to: '2026-02-28' })).toBe('For the month ended February 28, 2026');
    expect(periodEndedHeading({ from: '2026-01-01', to: '2026-03-15' })).toBe('For the period from January 1, 2026 to March 15, 2026');
    expect(asOfHeading('2025-12-31')).toBe('As of December 31, 2025');
  });
});
