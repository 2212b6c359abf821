// Geometry of the dashboard's 12-month revenue vs expense chart: grouped bars on a "nice" scale,
// computed here so the widget's SVG is plain markup and the maths is unit-tested.
import type { DashboardMonth } from './dashboard-summary';

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  cents: number;
}

export interface ChartColumn {
  month: string;
  revenue: ChartBar;
  expenses: ChartBar;
  /** Centre of the month's group, for its label. */
  labelX: number;
}

export interface ChartTick {
  y: number;
  cents: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  columns: ChartColumn[];
  ticks: ChartTick[];
  maxCents: number;
}

/** The smallest 1, 2, 2.5 or 5 x 10^n at or above value (at least $1 so an empty chart has a scale). */
export function niceCeiling(cents: number): number {
  const value = Math.max(cents, 100);
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

export function revenueExpenseChart(months: readonly DashboardMonth[], width = 640, height = 220): ChartGeometry {
  const plot = { left: 56, top: 8, right: width - 8, bottom: height - 24 };
  // Negative months (refunds larger than income) draw as zero-height bars: the table shows the sign.
  const peak = Math.max(0, ...months.flatMap((m) => [m.revenueCents, m.expensesCents]));
  const maxCents = niceCeiling(peak);
  const plotHeight = plot.bottom - plot.top;
  const slot = months.length > 0 ? (plot.right - plot.left) / months.length : 0;
  const barWidth = Math.max(2, slot * 0.32);
  const bar = (cents: number, x: number): ChartBar => {
    const h = (Math.max(cents, 0) / maxCents) * plotHeight;
    return { x, y: plot.bottom - h, width: barWidth, height: h, cents };
  };
  const columns = months.map((m, i) => {
    const centre = plot.left + slot * i + slot / 2;
    return {
      month: m.month,
      revenue: bar(m.revenueCents, centre - barWidth - 1),
      expenses: bar(m.expensesCents, centre + 1),
      labelX: centre,
    };
  });
  const ticks = [0, 0.5, 1].map((share) => ({ y: plot.bottom - share * plotHeight, cents: Math.round(maxCents * share) }));
  return { width, height, plot, columns, ticks, maxCents };
}
