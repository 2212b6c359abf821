// The human resources pages that have been built, keyed by their manifest path; every other page of
// the area shows its placeholder frame. Adding a page's screen is one line here, e.g.
// `'/app/hr/employees': lazy(() => import('./employees/EmployeesPage')),` (lazy, so each screen is its
// own chunk). A component renders at `<path>/*` and may hold nested routes.
import { lazy } from 'react';
import type { PageComponents } from '@missionbase/app-config/page-components';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/hr/employees': lazy(() => import('./employees/EmployeesPage').then((module) => ({ default: module.EmployeesPage }))),
  '/app/hr/payroll': lazy(() => import('./payroll/PayrollPage').then((module) => ({ default: module.PayrollPage }))),
};
