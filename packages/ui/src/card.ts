// `@missionbase/ui/card` (its own share key): antd's Card, the panel of the settings pages and of
// some figures (docs/kit.md). antd's Card imports Tabs (its tab list), so a page with a Card also
// downloads the `/tabs` file; a page with tabs and no Card does not download this one.
export { Card } from 'antd';
export type { CardProps } from 'antd';
