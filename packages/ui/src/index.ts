// Public entry of @missionbase/ui (one entry: it is shared as a Module Federation singleton).
export { missionbaseTheme, BRAND_GREEN } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
export { RemoteUnavailable } from './RemoteUnavailable';
export type { RemoteUnavailableProps } from './RemoteUnavailable';
export { PageHead, usePageHead, applyHeadTags, type PageHeadProps } from './PageHead';
export { useToast, TOAST_DURATION_MS } from './toast';
export type { ToastOptions, ToastVariant } from './toast';
