// The dashboard's figures as the widgets read them (the session converts get_dashboard_summary's
// declared answer into this): money as integer cents so the widgets add and compare exactly, dates
// as 'yyyy-mm-dd' strings.

export interface DashboardMonth {
  /** First day of the month, 'yyyy-mm-01'. */
  month: string;
  revenueCents: number;
  expensesCents: number;
}

export interface DashboardFund {
  id: string;
  name: string;
  code: string | null;
  restriction: 'without_donor_restrictions' | 'with_donor_restrictions';
  balanceCents: number;
}

export interface DashboardCashAccount {
  id: string;
  code: string;
  name: string;
  balanceCents: number;
}

export interface DashboardRecentEntry {
  id: string;
  entryDate: string;
  description: string;
  reference: string | null;
  sourceType: string;
  amountCents: number;
  /** Net change of the cash accounts: positive money in, negative money out, 0 for non-cash entries. */
  cashChangeCents: number;
}

export interface DashboardProject {
  id: string;
  name: string;
  code: string | null;
  status: string;
  budgetCents: number | null;
  spentCents: number;
  startDate: string | null;
  endDate: string | null;
}

export interface DashboardSummary {
  organizationId: string;
  asOf: string;
  currency: string;
  fiscalYear: { startMonth: number; start: string; end: string };
  hasLedger: boolean;
  cashOnHandCents: number;
  cashAccounts: DashboardCashAccount[];
  revenueCents: number;
  expensesCents: number;
  netAssets: { withoutDonorRestrictionsCents: number; withDonorRestrictionsCents: number; totalCents: number };
  funds: DashboardFund[];
  monthly: DashboardMonth[];
  recentTransactions: DashboardRecentEntry[];
  projects: DashboardProject[];
}

export class DashboardSummaryError extends Error {
  readonly code = 'DASHBOARD_SUMMARY_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'DashboardSummaryError';
  }
}

/** A numeric from Postgres (a JSON number, or a string for very large values) as integer cents. */
export function toCents(value: unknown, where = 'amount'): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new DashboardSummaryError(`${where} must be a number`);
  return Math.round(amount * 100);
}
