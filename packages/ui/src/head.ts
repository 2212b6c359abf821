// Second public entry of @missionbase/ui, `@missionbase/ui/head`: the head-tag helpers alone, with no
// antd behind them, so a public page sets its title, canonical link and social tags without
// downloading the design system. Shared as its own Module Federation singleton; the main entry
// re-exports it by this name, so the page holds one copy of the code either way.
export { PageHead, usePageHead, applyHeadTags } from './PageHead';
export type { PageHeadProps } from './PageHead';
