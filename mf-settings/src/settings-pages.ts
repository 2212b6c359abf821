// The settings area's pages (paths relative to /app) and what each will hold. Frames for now:
// their content comes with the settings issue.
import { pageTitleFromPath } from '@missionbase/domain/page-title';

export interface AreaPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): AreaPage {
  return { path, title: pageTitleFromPath(`/app/${path}`) ?? path, description };
}

export const SETTINGS_PAGES: readonly AreaPage[] = [
  page('settings/profile', 'Your name and e-mail.'),
  page('settings/organization', 'The name, logo and fiscal year of the organization.'),
  page('settings/users', 'Members of the organization and their roles.'),
  page('settings/billing', 'Your plan, trial and invoices.'),
  page('settings/sales', 'Sales and invoicing defaults.'),
  page('settings/expenses', 'Expense and bill defaults.'),
  page('settings/advanced', 'Advanced options.'),
];

export const SETTINGS_LINKS = [
  { label: 'Profile', to: '/app/settings/profile' },
  { label: 'Organization', to: '/app/settings/organization' },
  { label: 'Users', to: '/app/settings/users' },
  { label: 'Billing', to: '/app/settings/billing' },
];
