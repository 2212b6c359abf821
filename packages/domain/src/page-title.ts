// Page titles: the title a page shows in its <h1> and in document.title, derived from its path.

export const PRODUCT_NAME = 'Missionbase';
export const TAGLINE = `${PRODUCT_NAME} - Nonprofit Management`;
/** The home page has its own title rather than one derived from a path segment. */
export const HOME_TITLE = `${PRODUCT_NAME} - Nonprofit Finance, Projects and Operations`;

/** The nine financial reports are titled by their names, not by their URL segment. */
export const REPORT_NAMES: Readonly<Record<string, string>> = {
  activities: 'Statement of Activities',
  position: 'Statement of Financial Position',
  cashflows: 'Statement of Cash Flows',
  'budget-vs-actuals': 'Budget vs. Actuals',
  donors: 'Donor Analysis',
  'fund-balance': 'Fund Balance Report',
  inventory: 'Inventory Valuation',
  'program-expenses': 'Program Expense Analysis',
  taxes: 'Taxes Report',
};

// Segments whose mechanical title-casing would read wrong.
const SEGMENT_TITLES: Readonly<Record<string, string>> = {
  gdpr: 'GDPR',
  login: 'Log In',
  signup: 'Sign Up',
  gantt: 'Gantt Chart',
  'chart-of-accounts': 'Chart of Accounts',
};

const PROJECT_CHILDREN = new Set(['overview', 'tasks', 'gantt']);

/** 'journal-entries' -> 'Journal Entries'. */
export function titleFromSegment(segment: string): string {
  const known = SEGMENT_TITLES[segment];
  if (known) return known;
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('?')[0]!.split('#')[0]!.split('/').filter((part) => part.length > 0);
}

/**
 * The page title for a path, from its last segment. Returns null for the home page, which has
 * its own title (HOME_TITLE).
 */
export function pageTitleFromPath(pathname: string): string | null {
  const segments = segmentsOf(pathname);
  const last = segments.at(-1);
  if (last === undefined) return null;
  if (segments.length === 1 && last === 'app') return 'Dashboard';
  if (segments[0] === 'app' && segments[1] === 'reports' && segments.length === 3) {
    return REPORT_NAMES[last] ?? titleFromSegment(last);
  }
  if (segments[0] === 'app' && segments[1] === 'projects' && segments.length === 3 && !PROJECT_CHILDREN.has(last)) {
    return 'Project Details';
  }
  return titleFromSegment(last);
}

/** document.title for a page title: '{page} | Missionbase - Nonprofit Management', else the tagline. */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} | ${TAGLINE}` : TAGLINE;
}
