// The answer of the get_dashboard_summary RPC, checked and converted: money as integer cents so the
// widgets add and compare exactly, dates as 'yyyy-mm-dd' strings.

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

type Json = Record<string, unknown>;

function record(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DashboardSummaryError(`${where} must be an object`);
  return value as Json;
}

function list(value: unknown, where: string): Json[] {
  if (!Array.isArray(value)) throw new DashboardSummaryError(`${where} must be a list`);
  return value.map((item, index) => record(item, `${where}[${index}]`));
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new DashboardSummaryError(`${where} must be a string`);
  return value;
}

function optionalText(value: unknown, where: string): string | null {
  return value === null || value === undefined ? null : text(value, where);
}

/** A numeric from Postgres (a JSON number, or a string for very large values) as integer cents. */
export function toCents(value: unknown, where = 'amount'): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new DashboardSummaryError(`${where} must be a number`);
  return Math.round(amount * 100);
}

export function parseDashboardSummary(value: unknown): DashboardSummary {
  const root = record(value, 'summary');
  const fiscalYear = record(root.fiscal_year, 'fiscal_year');
  const netAssets = record(root.net_assets, 'net_assets');
  return {
    organizationId: text(root.organization_id, 'organization_id'),
    asOf: text(root.as_of, 'as_of'),
    currency: text(root.currency, 'currency'),
    fiscalYear: {
      startMonth: Number(fiscalYear.start_month),
      start: text(fiscalYear.start, 'fiscal_year.start'),
      end: text(fiscalYear.end, 'fiscal_year.end'),
    },
    hasLedger: root.has_ledger === true,
    cashOnHandCents: toCents(root.cash_on_hand, 'cash_on_hand'),
    cashAccounts: list(root.cash_accounts, 'cash_accounts').map((row, i) => ({
      id: text(row.id, `cash_accounts[${i}].id`),
      code: text(row.code, `cash_accounts[${i}].code`),
      name: text(row.name, `cash_accounts[${i}].name`),
      balanceCents: toCents(row.balance, `cash_accounts[${i}].balance`),
    })),
    revenueCents: toCents(root.revenue, 'revenue'),
    expensesCents: toCents(root.expenses, 'expenses'),
    netAssets: {
      withoutDonorRestrictionsCents: toCents(netAssets.without_donor_restrictions, 'net_assets.without_donor_restrictions'),
      withDonorRestrictionsCents: toCents(netAssets.with_donor_restrictions, 'net_assets.with_donor_restrictions'),
      totalCents: toCents(netAssets.total, 'net_assets.total'),
    },
    funds: list(root.funds, 'funds').map((row, i) => ({
      id: text(row.id, `funds[${i}].id`),
      name: text(row.name, `funds[${i}].name`),
      code: optionalText(row.code, `funds[${i}].code`),
      restriction: row.restriction === 'with_donor_restrictions' ? 'with_donor_restrictions' : 'without_donor_restrictions',
      balanceCents: toCents(row.balance, `funds[${i}].balance`),
    })),
    monthly: list(root.monthly, 'monthly').map((row, i) => ({
      month: text(row.month, `monthly[${i}].month`),
      revenueCents: toCents(row.revenue, `monthly[${i}].revenue`),
      expensesCents: toCents(row.expenses, `monthly[${i}].expenses`),
    })),
    recentTransactions: list(root.recent_transactions, 'recent_transactions').map((row, i) => ({
      id: text(row.id, `recent_transactions[${i}].id`),
      entryDate: text(row.entry_date, `recent_transactions[${i}].entry_date`),
      description: typeof row.description === 'string' ? row.description : '',
      reference: optionalText(row.reference, `recent_transactions[${i}].reference`),
      sourceType: text(row.source_type, `recent_transactions[${i}].source_type`),
      amountCents: toCents(row.amount, `recent_transactions[${i}].amount`),
      cashChangeCents: toCents(row.cash_change, `recent_transactions[${i}].cash_change`),
    })),
    projects: list(root.projects, 'projects').map((row, i) => ({
      id: text(row.id, `projects[${i}].id`),
      name: text(row.name, `projects[${i}].name`),
      code: optionalText(row.code, `projects[${i}].code`),
      status: text(row.status, `projects[${i}].status`),
      budgetCents: row.budget === null || row.budget === undefined ? null : toCents(row.budget, `projects[${i}].budget`),
      spentCents: toCents(row.spent, `projects[${i}].spent`),
      startDate: optionalText(row.start_date, `projects[${i}].start_date`),
      endDate: optionalText(row.end_date, `projects[${i}].end_date`),
    })),
  };
}
