// The frame entry of @missionbase/ui (shared as a Module Federation singleton): the theme, the page
// frame, toasts, errors in plain words and the antd components every signed-in page may show
// (src/antd.ts). The rest of the kit has entries of its own, each a separate share key so a page
// downloads only what it uses (docs/kit.md): `@missionbase/ui/table`, `/forms`, `/pickers`,
// `/export`, `/display`, and the antd-free `@missionbase/ui/head` for public pages.
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
// The organization the kit shows and picks from, provided by the app that holds the session.
export { OrganizationProvider, useKitOrganization, useOrganizationDay } from './OrganizationProvider';
export type { KitOrganization, OrganizationBundle, OrganizationProviderProps } from './OrganizationProvider';
export type { ToastOptions, ToastVariant } from './toast';
// antd reaches the apps only through this package (src/antd.ts lists the frame's components).
export * from './antd';
export { KitStyles } from './kit-styles';
export { formatMoney, moneyToCents } from '@missionbase/domain/money';
// Errors in plain words and on their fields (forms and tables).
export { serverErrorMessage, serverErrorParts, fieldErrorsFrom } from './forms/server-errors';
export type { FieldErrorMap, FieldErrorTarget, FieldError, ServerErrorParts } from './forms/server-errors';
export type { DateRange } from '@missionbase/domain/fiscal-periods';
export { periodLabel } from '@missionbase/domain/fiscal-periods';
