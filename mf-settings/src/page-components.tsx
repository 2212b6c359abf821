// The settings pages that have been built, keyed by their manifest path; every other settings page
// shows its placeholder frame. Adding a page's screen is one line here (lazy, so each screen is its
// own chunk). Components render at `<path>/*` and may hold nested routes.
import { lazy } from 'react';
import type { PageComponents } from '@missionbase/app-config/page-components';
import { BillingSettingsPage } from './billing/BillingSettingsPage';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/settings/billing': BillingSettingsPage,
  '/app/settings/profile': lazy(() => import('./profile/ProfileSettingsPage').then((module) => ({ default: module.ProfileSettingsPage }))),
  '/app/settings/users': lazy(() => import('./users/UsersSettingsPage').then((module) => ({ default: module.UsersSettingsPage }))),
  '/app/settings/sales': lazy(() => import('./sales/SalesSettingsPage').then((module) => ({ default: module.SalesSettingsPage }))),
  '/app/settings/expenses': lazy(() => import('./expenses/ExpensesSettingsPage').then((module) => ({ default: module.ExpensesSettingsPage }))),
  '/app/settings/advanced': lazy(() => import('./advanced/AdvancedSettingsPage').then((module) => ({ default: module.AdvancedSettingsPage }))),
  '/app/settings/organization': lazy(() => import('./organization/OrganizationSettingsPage').then((module) => ({ default: module.OrganizationSettingsPage }))),
};
