import { describe, expect, it } from 'vitest';
import { niceCeiling, revenueExpenseChart } from './dashboard-chart';

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(100);
    expect(niceCeiling(130000)).toBe(200000);
    expect(niceCeiling(200001)).toBe(250000);
    expect(niceCeiling(260000)).toBe(500000);
    expect(niceCeiling(700000)).toBe(1000000);
  });
});

describe('revenueExpenseChart', () => {
  const months = [
    { month: '2026-10-01', revenueCents: 100000, expensesCents: 50000 },
    { month: '2026-11-01', revenueCents: 0, expensesCents: -2000 },
  ];

  it('scales bars to the nice maximum and stands them on the axis', () => {
    const chart = revenueExpenseChart(months, 400, 200);
    expect(chart.maxCents).toBe(100000);
    const [october, november] = chart.columns;
    const plotHeight = chart.plot.bottom - chart.plot.top;
    expect(october?.revenue.height).toBeCloseTo(plotHeight);
    expect(october?.expenses.height).toBeCloseTo(plotHeight / 2);
    expect((october?.expenses.y ?? 0) + (october?.expenses.height ?? 0)).toBeCloseTo(chart.plot.bottom);
    expect(november?.expenses.height).toBe(0);
    expect(chart.ticks.map((tick) => tick.cents)).toEqual([0, 50000, 100000]);
  });

  it('keeps each month in its own slot, revenue left of expenses', () => {
    const chart = revenueExpenseChart(months, 400, 200);
    const [october, november] = chart.columns;
    expect(october && november && october.labelX < november.labelX).toBe(true);
    expect(october && october.revenue.x < october.expenses.x).toBe(true);
  });
});
