// A slice of the general ledger (accounts or account categories, fund, project, expense function,
// net asset class, period, sign) written to and read from the General Ledger page's URL. Every money
// cell of every report links to the slice behind it: `/app/reports/general-ledger?<slice>` lists
// the ledger lines whose net is that cell.
export type ExpenseFunction = 'program' | 'management_general' | 'fundraising';
export type Restriction = 'without_donor_restrictions' | 'with_donor_restrictions';

export interface LedgerSlice {
  /** Account ids; with categories, an account must match both. */
  accounts?: readonly string[];
  categories?: readonly string[];
  /** First day; absent: since the first posting (an as-of balance). */
  from?: string | null;
  /** Last day. */
  to: string;
  fund?: string | null;
  project?: string | null;
  /** Only lines without a project (the "Other program services" column). */
  noProject?: boolean;
  function?: ExpenseFunction | null;
  restriction?: Restriction | null;
  /** The sign of the cell: 'debit' shows debits - credits, 'credit' credits - debits. */
  sign?: 'debit' | 'credit' | null;
  /**
   * The year-end closing and reopening entries count: the ledger as it stands after a close (the
   * chart of accounts, the post-closing trial balance). Absent: left out, as every statement
   * leaves them out, so a report cell's lines net to the cell.
   */
  closing?: boolean;
  /** What the cell was, in words (the page's subtitle). */
  label?: string | null;
}

export const LEDGER_PAGE = '/app/reports/general-ledger';

const FUNCTIONS: readonly string[] = ['program', 'management_general', 'fundraising'];
const RESTRICTIONS: readonly string[] = ['without_donor_restrictions', 'with_donor_restrictions'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The URL search string of a slice (without '?'), keys in a fixed order. */
export function sliceSearch(slice: LedgerSlice): string {
  const params = new URLSearchParams();
  if (slice.accounts && slice.accounts.length > 0) params.set('accounts', slice.accounts.join(','));
  if (slice.categories && slice.categories.length > 0) params.set('categories', slice.categories.join(','));
  if (slice.from) params.set('from', slice.from);
  params.set('to', slice.to);
  if (slice.fund) params.set('fund', slice.fund);
  if (slice.project) params.set('project', slice.project);
  if (slice.noProject) params.set('noProject', '1');
  if (slice.function) params.set('function', slice.function);
  if (slice.restriction) params.set('restriction', slice.restriction);
  if (slice.sign) params.set('sign', slice.sign);
  if (slice.closing) params.set('closing', '1');
  if (slice.label) params.set('label', slice.label);
  return params.toString();
}

/** The General Ledger page showing the lines behind a figure. */
export function ledgerLink(slice: LedgerSlice): string {
  return `${LEDGER_PAGE}?${sliceSearch(slice)}`;
}

function list(value: string | null): string[] | undefined {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter((item) => item.length > 0);
  return items.length > 0 ? items : undefined;
}

/** The slice a URL asks for; unknown values are dropped, a missing or bad `to` becomes `today`. */
export function parseSlice(params: URLSearchParams, today: string): LedgerSlice {
  const from = params.get('from');
  const to = params.get('to');
  const fn = params.get('function');
  const restriction = params.get('restriction');
  const sign = params.get('sign');
  return {
    accounts: list(params.get('accounts')),
    categories: list(params.get('categories')),
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : today,
    fund: params.get('fund') || null,
    project: params.get('project') || null,
    noProject: params.get('noProject') === '1',
    function: fn && FUNCTIONS.includes(fn) ? (fn as ExpenseFunction) : null,
    restriction: restriction && RESTRICTIONS.includes(restriction) ? (restriction as Restriction) : null,
    sign: sign === 'debit' || sign === 'credit' ? sign : null,
    closing: closingEntriesShown(params),
    label: params.get('label') || null,
  };
}

/**
 * Whether the General Ledger's URL shows the year-end closing entries: `closing=1` yes, `closing=0`
 * no; without it, yes on the page itself (no period in the URL: the ledger as it stands) and no
 * for a report cell's slice, which always carries its period and nets to the cell without them.
 */
export function closingEntriesShown(params: URLSearchParams): boolean {
  const closing = params.get('closing');
  if (closing === '1') return true;
  if (closing === '0') return false;
  return !(params.has('from') || params.has('to'));
}

export const FUNCTION_LABELS: Readonly<Record<ExpenseFunction, string>> = {
  program: 'Program services',
  management_general: 'Management and general',
  fundraising: 'Fundraising',
};
