// Main public entry of @missionbase/ui (shared as a Module Federation singleton); the antd-free head
// helpers also have their own entry, `@missionbase/ui/head` (src/head.ts).
export { missionbaseTheme, BRAND_GREEN } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
export { RemoteUnavailable } from './RemoteUnavailable';
export type { RemoteUnavailableProps } from './RemoteUnavailable';
// Through the package's own name: the head entry is a separate share key, and importing it here
// (not './PageHead') keeps a single instance of it in the page.
export { PageHead, usePageHead, applyHeadTags } from '@missionbase/ui/head';
export type { PageHeadProps } from '@missionbase/ui/head';
export { useToast, TOAST_DURATION_MS } from './toast';
export type { ToastOptions, ToastVariant } from './toast';
// antd reaches the apps only through this package (src/antd.ts lists the components the product uses).
export * from './antd';
