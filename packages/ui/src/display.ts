// `@missionbase/ui/display` (its own share key): antd's display components that only some pages show
// (docs/kit.md): Result, Descriptions, Card, Breadcrumb, Collapse, Statistic and Tabs. Neither the
// shell's layout nor the dashboard shows them on a cold load (the notifications panel's tabs load
// when the bell first opens), so they stay out of the frame every signed-in page downloads.
export { Breadcrumb, Card, Collapse, Descriptions, Result, Statistic, Tabs } from 'antd';
export type { CardProps, DescriptionsProps, ResultProps, TabsProps } from 'antd';
