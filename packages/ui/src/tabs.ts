// `@missionbase/ui/tabs` (its own share key): antd's Tabs (rc-tabs), shown by the pages with tabs
// (donations, invoices, bills, payroll, a budget) and the notifications panel (docs/kit.md).
export { Tabs } from 'antd';
export type { TabsProps } from 'antd';
