// The human resources area's pages (paths relative to /app) and what each will hold. Frames for now:
// their content comes with the human resources issue.
import { pageTitleFromPath } from '@missionbase/domain/page-title';

export interface AreaPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): AreaPage {
  return { path, title: pageTitleFromPath(`/app/${path}`) ?? path, description };
}

export const HR_PAGES: readonly AreaPage[] = [
  page('hr/employees', 'Employees, their positions and pay rates.'),
  page('hr/payroll', 'Payroll runs and what each posted to the ledger.'),
];

export const HR_LINKS = [
  { label: 'Employees', to: '/app/hr/employees' },
  { label: 'Payroll', to: '/app/hr/payroll' },
];
