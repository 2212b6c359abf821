// Revenue vs expenses over the last twelve months as a small hand-drawn SVG (no chart library: the
// bytes matter), with the same figures in a table for screen readers and tests.
import { revenueExpenseChart } from '@missionbase/domain/dashboard-chart';
import { formatDollars, formatDollarsCompact, monthShortName } from '@missionbase/domain/dashboard-format';
import { SummaryGate } from './SummaryGate';
import { useElementWidth } from '../hooks/use-element-width';

const REVENUE = '#16a34a';
const EXPENSES = '#f97316';

export function RevenueExpenseChartWidget() {
  const [measureRef, width] = useElementWidth(640);
  return (
    <SummaryGate rows={5}>
      {(summary) => {
        const chart = revenueExpenseChart(summary.monthly, width);
        const empty = summary.monthly.every((m) => m.revenueCents === 0 && m.expensesCents === 0);
        return (
          <figure className="mb-chart" ref={measureRef}>
            <div className="mb-legend" aria-hidden="true">
              <span><i style={{ background: REVENUE }} />Revenue</span>
              <span><i style={{ background: EXPENSES }} />Expenses</span>
            </div>
            <svg width={chart.width} height={chart.height} viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label="Revenue and expenses by month, last 12 months">
              {chart.ticks.map((tick) => (
                <g key={tick.cents}>
                  <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} stroke="#e5e7eb" />
                  <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="11" fill="#6b7280">
                    {formatDollarsCompact(tick.cents)}
                  </text>
                </g>
              ))}
              {chart.columns.map((column) => (
                <g key={column.month}>
                  <rect x={column.revenue.x} y={column.revenue.y} width={column.revenue.width} height={column.revenue.height} fill={REVENUE} rx="2">
                    <title>{`${monthShortName(column.month)} revenue ${formatDollars(column.revenue.cents)}`}</title>
                  </rect>
                  <rect x={column.expenses.x} y={column.expenses.y} width={column.expenses.width} height={column.expenses.height} fill={EXPENSES} rx="2">
                    <title>{`${monthShortName(column.month)} expenses ${formatDollars(column.expenses.cents)}`}</title>
                  </rect>
                  <text x={column.labelX} y={chart.height - 6} textAnchor="middle" fontSize="11" fill="#6b7280">
                    {monthShortName(column.month)}
                  </text>
                </g>
              ))}
            </svg>
            {empty ? <figcaption className="mb-empty">No revenue or expenses in the last twelve months yet.</figcaption> : null}
            <table className="mb-visually-hidden" data-testid="monthly-table">
              <caption>Revenue and expenses by month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Expenses</th>
                </tr>
              </thead>
              <tbody>
                {summary.monthly.map((m) => (
                  <tr key={m.month} data-month={m.month}>
                    <th scope="row">{`${monthShortName(m.month)} ${m.month.slice(0, 4)}`}</th>
                    <td data-testid="month-revenue">{formatDollars(m.revenueCents)}</td>
                    <td data-testid="month-expenses">{formatDollars(m.expensesCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        );
      }}
    </SummaryGate>
  );
}
