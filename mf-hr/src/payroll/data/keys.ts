// Query keys of the Payroll screen: [table, organizationId, ...] so realtime changes of the runs
// (and a save here) invalidate them by prefix. The register and year-to-date figures are sums the
// database makes from the runs' lines: they also sit under 'payroll_runs', and so do the liabilities
// (a liability payment invalidates the prefix).
import type { PayrollRunListParams } from './payroll-run-list-query';

export const payrollKeys = {
  all: (organizationId: string) => ['payroll_runs', organizationId] as const,
  list: (organizationId: string, params: PayrollRunListParams) => ['payroll_runs', organizationId, 'list', params] as const,
  register: (organizationId: string, runId: string) => ['payroll_runs', organizationId, 'register', runId] as const,
  yearToDate: (organizationId: string, year: number) => ['payroll_runs', organizationId, 'ytd', year] as const,
  latest: (organizationId: string) => ['payroll_runs', organizationId, 'latest'] as const,
  /** Owed by agency, item and month: accrued by the runs, less the liability payments. */
  liabilities: (organizationId: string) => ['payroll_runs', organizationId, 'liabilities'] as const,
};
