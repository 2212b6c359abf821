// The application's areas and pages in one place: which remote renders each page, its path, title,
// sidebar entry, palette entry and sub-navigation tab. The sidebar, the palette's Navigation group,
// page titles, the shell's path -> remote mapping and every remote's routes are derived from it, so
// adding a page is one entry here plus one line in its remote's `src/page-components.tsx`.
import type { RemoteName } from './remote-registry';

/** The palette's Navigation entry of a page (SPEC section 2, global search). */
export interface PaletteEntry {
  readonly label: string;
  /** Where the entry goes when it is not the page's own path (the spec names /app/chart-of-accounts). */
  readonly path?: string;
  /** Position in the Navigation group: the spec's order crosses areas. */
  readonly rank: number;
}

export interface PageEntry {
  /** Full path; `:name` segments make a detail page ('/app/projects/:projectId'). */
  readonly path: string;
  /** The page's <h1> and document.title. */
  readonly title: string;
  /** The sentence the placeholder frame shows until the page has its component. */
  readonly description: string;
  /** Shown in the area's sidebar group under this label (in manifest order) when set. */
  readonly sidebarLabel?: string;
  /** The sidebar link is active only on exactly this path, not below it (Projects' Overview). */
  readonly sidebarExact?: boolean;
  /** Shown in the area's own sub-navigation (Settings' tabs) under this label when set. */
  readonly tabLabel?: string;
  readonly palette?: PaletteEntry;
  /** Other paths that redirect to this page ('/app/chart-of-accounts'). */
  readonly aliases?: readonly string[];
}

/** Where an area sits in the sidebar: a single link at the top or bottom, or a collapsible group. */
export type SidebarPlacement = 'top' | 'group' | 'bottom';

export interface AreaEntry {
  readonly id: string;
  /** The sidebar group's or link's label. */
  readonly label: string;
  /** The remote that renders the area's pages; null for the shell's own (the dashboard). */
  readonly remote: RemoteName | null;
  /** The area's base path: the sidebar group opens by itself below it. */
  readonly base: string;
  /** The page the base path itself redirects to. */
  readonly home: string;
  readonly sidebar: SidebarPlacement;
  readonly pages: readonly PageEntry[];
}

/** The nine financial reports, titled by their names rather than their URL segment. */
const REPORTS = [
  ['activities', 'Statement of Activities'],
  ['position', 'Statement of Financial Position'],
  ['cashflows', 'Statement of Cash Flows'],
  ['budget-vs-actuals', 'Budget vs. Actuals'],
  ['donors', 'Donor Analysis'],
  ['fund-balance', 'Fund Balance Report'],
  ['inventory', 'Inventory Valuation'],
  ['program-expenses', 'Program Expense Analysis'],
  ['taxes', 'Taxes Report'],
  // Beyond the nine: what an accountant expects next to them.
  ['trial-balance', 'Trial Balance'],
  ['general-ledger', 'General Ledger'],
] as const;

type ReportSlug = (typeof REPORTS)[number][0];

function reportPage<Slug extends ReportSlug>(slug: Slug, title: string) {
  return { path: `/app/reports/${slug}`, title, description: 'This report will be computed from the general ledger.' } as const;
}

const REPORT_PAGES = REPORTS.map(([slug, title]) => reportPage(slug, title));

/** Areas in sidebar order; pages of a group in the order SPEC section 2 lists its links. */
export const APP_AREAS = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    remote: null,
    base: '/app/dashboard',
    home: '/app/dashboard',
    sidebar: 'top',
    pages: [
      {
        path: '/app/dashboard',
        title: 'Dashboard',
        description: 'The organization at a glance.',
        palette: { label: 'Dashboard', rank: 1 },
      },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    remote: 'mf_finance',
    base: '/app/finance',
    home: '/app/transactions',
    sidebar: 'group',
    pages: [
      {
        path: '/app/funds',
        title: 'Funds',
        description: 'Fund accounting: balances by fund and donor restriction.',
        sidebarLabel: 'Fund Accounting',
        palette: { label: 'Funds', rank: 4 },
      },
      {
        path: '/app/accounts',
        title: 'Accounts',
        description: 'The chart of accounts, as a tree of revenue, expense, asset and liability accounts.',
        sidebarLabel: 'Chart of Accounts',
        palette: { label: 'Chart of Accounts', path: '/app/chart-of-accounts', rank: 2 },
        aliases: ['/app/chart-of-accounts'],
      },
      {
        path: '/app/transactions',
        title: 'Transactions',
        description: 'Every income, expense, asset and liability entry of the organization.',
        sidebarLabel: 'Transactions',
        palette: { label: 'Transactions', rank: 3 },
      },
      {
        path: '/app/finance/budgeting',
        title: 'Budgeting',
        description: 'Budgets and their line items.',
        sidebarLabel: 'Budget',
        palette: { label: 'Budgeting', rank: 6 },
      },
      {
        path: '/app/finance/invoices',
        title: 'Invoices',
        description: 'Invoices sent to customers and what they still owe.',
        sidebarLabel: 'Invoices',
        palette: { label: 'Invoices', rank: 8 },
      },
      {
        path: '/app/finance/bills',
        title: 'Bills',
        description: 'Bills from vendors and when they are due.',
        sidebarLabel: 'Bills',
        palette: { label: 'Bills', rank: 7 },
      },
      {
        path: '/app/finance/donations',
        title: 'Donations',
        description: 'Donations received, by donor and fund.',
        sidebarLabel: 'Donations',
        palette: { label: 'Donations', rank: 9 },
      },
      {
        path: '/app/finance/journal-entries',
        title: 'Journal Entries',
        description: 'Balanced journal entries posted to the general ledger.',
        sidebarLabel: 'Journal Entry',
      },
      {
        path: '/app/finance/reconciliation',
        title: 'Reconciliation',
        description: 'Bank reconciliation against statements.',
        sidebarLabel: 'Bank Reconciliation',
      },
      {
        path: '/app/reports',
        title: 'Reports',
        description: 'Financial statements and analyses, read from the general ledger.',
        sidebarLabel: 'Reports',
        palette: { label: 'Reports', rank: 10 },
      },
      ...REPORT_PAGES,
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    remote: 'mf_projects',
    base: '/app/projects',
    home: '/app/projects/overview',
    sidebar: 'group',
    pages: [
      {
        path: '/app/projects/overview',
        title: 'Overview',
        description: 'Every project with its budget, progress and dates.',
        sidebarLabel: 'Overview',
        sidebarExact: true,
        palette: { label: 'Projects', path: '/app/projects', rank: 5 },
      },
      {
        path: '/app/projects/tasks',
        title: 'Tasks',
        description: 'Tasks across projects, by assignee and due date.',
        sidebarLabel: 'Tasks',
      },
      {
        path: '/app/projects/gantt',
        title: 'Gantt Chart',
        description: 'A timeline of projects and their tasks.',
        sidebarLabel: 'Gantt Chart',
      },
      {
        path: '/app/projects/:projectId',
        title: 'Project Details',
        description: 'A project with its budget, tasks and spending.',
      },
    ],
  },
  {
    id: 'hr',
    label: 'Human Resources',
    remote: 'mf_hr',
    base: '/app/hr',
    home: '/app/hr/employees',
    sidebar: 'group',
    pages: [
      {
        path: '/app/hr/employees',
        title: 'Employees',
        description: 'Employees, their positions and pay rates.',
        sidebarLabel: 'Employees',
        palette: { label: 'Employees', rank: 11 },
      },
      {
        path: '/app/hr/payroll',
        title: 'Payroll',
        description: 'Payroll runs and what each posted to the ledger.',
        sidebarLabel: 'Payroll',
      },
    ],
  },
  {
    id: 'supply-chain',
    label: 'Supply Chain',
    remote: 'mf_supply_chain',
    base: '/app/supply-chain',
    home: '/app/supply-chain/purchase-requests',
    sidebar: 'group',
    pages: [
      {
        path: '/app/supply-chain/purchase-requests',
        title: 'Purchase Requests',
        description: 'Requests to buy, and who approved them.',
        sidebarLabel: 'Purchase Requests',
      },
      {
        path: '/app/supply-chain/purchase-orders',
        title: 'Purchase Orders',
        description: 'Orders sent to vendors and what was received.',
        sidebarLabel: 'Purchase Orders',
      },
      {
        path: '/app/supply-chain/inventory',
        title: 'Inventory',
        description: 'Items in stock, their quantities and value.',
        sidebarLabel: 'Inventory',
        palette: { label: 'Inventory', rank: 12 },
      },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    remote: 'mf_settings',
    base: '/app/settings',
    home: '/app/settings/profile',
    sidebar: 'bottom',
    pages: [
      { path: '/app/settings/profile', title: 'Profile', description: 'Your name and e-mail.', tabLabel: 'Profile' },
      {
        path: '/app/settings/organization',
        title: 'Organization',
        description: 'The name, logo and fiscal year of the organization.',
        tabLabel: 'Organization',
      },
      { path: '/app/settings/users', title: 'Users', description: 'Members of the organization and their roles.', tabLabel: 'Users' },
      { path: '/app/settings/billing', title: 'Billing', description: 'Your plan, trial and invoices.', tabLabel: 'Billing' },
      { path: '/app/settings/sales', title: 'Sales', description: 'Sales and invoicing defaults.', tabLabel: 'Sales' },
      { path: '/app/settings/expenses', title: 'Expenses', description: 'Expense and bill defaults.', tabLabel: 'Expenses' },
      { path: '/app/settings/advanced', title: 'Advanced', description: 'Advanced options.', tabLabel: 'Advanced' },
    ],
  },
] as const satisfies readonly AreaEntry[];

/** Every page's full path: the keys of a remote's PAGE_COMPONENTS (a typo fails the typecheck). */
export type AppPagePath = (typeof APP_AREAS)[number]['pages'][number]['path'];

export type AppArea = (typeof APP_AREAS)[number];

/** The report slugs and names, for the reports index and the palette's Reports group. */
export const REPORT_NAMES: Readonly<Record<ReportSlug, string>> = Object.fromEntries(REPORTS) as Record<ReportSlug, string>;

/** The manifest widened to its interfaces, for code that walks it rather than indexing by path. */
export const AREAS: readonly AreaEntry[] = APP_AREAS;

export const ALL_PAGES: readonly PageEntry[] = AREAS.flatMap((area) => area.pages);

/** The areas a remote renders (the shell's own area has remote null). */
export function areasOfRemote(remote: RemoteName): readonly AreaEntry[] {
  return AREAS.filter((area) => area.remote === remote);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/** How well a page's path matches: null when it does not, else more for each literal segment. */
function matchScore(pattern: string, path: string): number | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.length !== given.length) return null;
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== given[index]) return null;
    score += 1;
  }
  return score;
}

/** The page at exactly this path (a literal page wins over a detail page such as /app/projects/:projectId). */
export function pageForPath(path: string): PageEntry | null {
  let best: PageEntry | null = null;
  let bestScore = -1;
  for (const page of ALL_PAGES) {
    const score = matchScore(page.path, path);
    if (score !== null && score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

/** The first segment below /app of a path ('/app/finance/bills' -> 'finance'). */
function firstAppSegment(path: string): string | undefined {
  const segments = segmentsOf(path);
  return segments[0] === 'app' ? segments[1] : undefined;
}

/** First segment below /app -> the area whose pages, aliases or base live there. */
export const AREA_BY_SEGMENT: ReadonlyMap<string, AreaEntry> = new Map(
  AREAS.flatMap((area) =>
    [area.base, ...area.pages.flatMap((page) => [page.path, ...(page.aliases ?? [])])]
      .map(firstAppSegment)
      .filter((segment): segment is string => segment !== undefined)
      .map((segment) => [segment, area] as const),
  ),
);

/** An area's own sub-navigation (Settings' tabs): its pages with a tab label, in manifest order. */
export function areaTabs(areaId: string): { label: string; to: string }[] {
  const area = AREAS.find((candidate) => candidate.id === areaId);
  return (area?.pages ?? []).flatMap((page) => (page.tabLabel === undefined ? [] : [{ label: page.tabLabel, to: page.path }]));
}
