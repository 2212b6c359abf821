// `@missionbase/ui/statistic` (its own share key): antd's Statistic, the figures above a list or a
// report (transaction totals, program expenses, inventory value, reconciliation; docs/kit.md),
// about 1.6 KiB gzip: those pages skip the rest of the display components.
export { Statistic } from 'antd';
export type { StatisticProps } from 'antd';
