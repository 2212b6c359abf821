// `@missionbase/ui/display` (its own share key): antd's display components of record and detail
// pages (docs/kit.md): Result, Descriptions, Breadcrumb and Collapse. Tabs, Card and Statistic are
// entries of their own (`/tabs`, `/card`, `/statistic`): list and settings pages show one of them and
// none of these, so each page downloads only the parts it shows.
export { Breadcrumb, Collapse, Descriptions, Result } from 'antd';
export type { DescriptionsProps, ResultProps } from 'antd';
