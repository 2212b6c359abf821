// The settings pages that have been built, keyed by their manifest path; every other settings page
// shows its placeholder frame. Adding a page's screen is one line here (lazy, so each screen is its
// own chunk). Components render at `<path>/*` and may hold nested routes.
// The same table gives each page's preload: the shell's sidebar calls `preloadPage` (exported by
// routes.tsx) on hover or focus, so the page's chunk is in before the click.
import { lazy } from 'react';
import { lazyPageComponents, pagePreloader, type PageLoaders } from '@missionbase/app-config/page-loaders';

/** Each built page's code, keyed by its manifest path. */
export const PAGE_LOADERS: PageLoaders = {
  '/app/settings/billing': () => import('./billing/BillingSettingsPage').then((module) => ({ default: module.BillingSettingsPage })),
  '/app/settings/profile': () => import('./profile/ProfileSettingsPage').then((module) => ({ default: module.ProfileSettingsPage })),
  '/app/settings/users': () => import('./users/UsersSettingsPage').then((module) => ({ default: module.UsersSettingsPage })),
  '/app/settings/sales': () => import('./sales/SalesSettingsPage').then((module) => ({ default: module.SalesSettingsPage })),
  '/app/settings/expenses': () => import('./expenses/ExpensesSettingsPage').then((module) => ({ default: module.ExpensesSettingsPage })),
  '/app/settings/advanced': () => import('./advanced/AdvancedSettingsPage').then((module) => ({ default: module.AdvancedSettingsPage })),
  '/app/settings/organization': () => import('./organization/OrganizationSettingsPage').then((module) => ({ default: module.OrganizationSettingsPage })),
};

export const PAGE_COMPONENTS = lazyPageComponents(PAGE_LOADERS, lazy);

export const preloadPage = pagePreloader(PAGE_LOADERS);
