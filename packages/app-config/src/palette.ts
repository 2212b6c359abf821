// The command palette's items and filtering (SPEC section 2, global search): groups in order,
// labels per entity, caps of 5 for bills, invoices, donations and recent transactions, and
// case-insensitive substring matching with the matched part marked. The Navigation group comes from
// the navigation manifest's palette entries.
import { ALL_PAGES, REPORT_NAMES } from './navigation-manifest';

export interface PaletteItem {
  key: string;
  label: string;
  path: string;
}

export interface PaletteGroup {
  heading: string;
  items: PaletteItem[];
}

/** Rows as get_organization_data returns them; only the fields the palette reads matter. */
export type PaletteSource = Partial<Record<string, unknown>>;

export const PALETTE_CAP = 5;

/** The manifest's palette entries in their rank order (SPEC section 2's list of destinations). */
export const PALETTE_NAVIGATION: readonly PaletteItem[] = ALL_PAGES.flatMap((page) => (page.palette ? [{ page, palette: page.palette }] : []))
  .sort((left, right) => left.palette.rank - right.palette.rank)
  .map(({ page, palette }) => ({
    key: `nav-${palette.label.toLowerCase().replace(/\W+/g, '-')}`,
    label: palette.label,
    path: palette.path ?? page.path,
  }));

function rows(source: PaletteSource, key: string): Record<string, unknown>[] {
  const value = source[key];
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}

function text(row: Record<string, unknown>, field: string): string {
  const value = row[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** '1234.5' -> '$1234.50', from the decimal string Postgres sends (no binary floating point). */
export function dollars(amount: string | number): string {
  const raw = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match) return `$${raw}`;
  const [, sign, whole, fraction = ''] = match;
  return `${sign}$${whole || '0'}.${(fraction + '00').slice(0, 2)}`;
}

function entityItems(source: PaletteSource, key: string, field: string, path: (row: Record<string, unknown>) => string, cap?: number): PaletteItem[] {
  const list = rows(source, key).filter((row) => text(row, field) !== '');
  return (cap === undefined ? list : list.slice(0, cap)).map((row, index) => ({
    key: `${key}-${text(row, 'id') || index}`,
    label: text(row, field),
    path: path(row),
  }));
}

export function buildPaletteGroups(source: PaletteSource | null): PaletteGroup[] {
  const data = source ?? {};
  return [
    { heading: 'Navigation', items: [...PALETTE_NAVIGATION] },
    {
      heading: 'Reports',
      items: Object.entries(REPORT_NAMES).map(([slug, name]) => ({ key: `report-${slug}`, label: name, path: `/app/reports/${slug}` })),
    },
    // Accounts and funds open on their own screens: the account in the chart's drawer, the fund's page.
    { heading: 'Accounts', items: entityItems(data, 'accounts', 'name', (row) => `/app/accounts?open=${encodeURIComponent(text(row, 'id'))}`) },
    { heading: 'Projects', items: entityItems(data, 'projects', 'name', (row) => `/app/projects/${text(row, 'id')}`) },
    { heading: 'Funds', items: entityItems(data, 'funds', 'name', (row) => `/app/funds/${encodeURIComponent(text(row, 'id'))}`) },
    // Every record opens at its own page: bills, invoices, employees and inventory items.
    { heading: 'Bills', items: entityItems(data, 'bills', 'vendor_name', (row) => `/app/finance/bills/${encodeURIComponent(text(row, 'id'))}`, PALETTE_CAP) },
    { heading: 'Invoices', items: entityItems(data, 'invoices', 'customer_name', (row) => `/app/finance/invoices/${encodeURIComponent(text(row, 'id'))}`, PALETTE_CAP) },
    { heading: 'Donations', items: entityItems(data, 'donations', 'donor_name', (row) => `/app/finance/donations?open=${encodeURIComponent(text(row, 'id'))}`, PALETTE_CAP) },
    { heading: 'Employees', items: entityItems(data, 'employees', 'name', (row) => `/app/hr/employees/${encodeURIComponent(text(row, 'id'))}`) },
    { heading: 'Inventory', items: entityItems(data, 'inventory', 'name', (row) => `/app/supply-chain/inventory/${encodeURIComponent(text(row, 'id'))}`) },
    {
      heading: 'Recent Transactions',
      items: rows(data, 'transactions')
        .slice(0, PALETTE_CAP)
        .map((row, index) => ({
          key: `transaction-${text(row, 'id') || index}`,
          label: `${text(row, 'description') || 'Transaction'} - ${dollars(text(row, 'amount') || '0')}`,
          // Opens the Transactions screen with the shell's edit dialog on this row (its ?editTransaction link).
          path: text(row, 'id') ? `/app/transactions?editTransaction=${encodeURIComponent(text(row, 'id'))}` : '/app/transactions',
        })),
    },
  ];
}

/** Keeps items whose label contains the query (case-insensitive); drops groups left empty. */
export function filterPalette(groups: readonly PaletteGroup[], query: string): PaletteGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups.filter((group) => group.items.length > 0);
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.label.toLowerCase().includes(needle)) }))
    .filter((group) => group.items.length > 0);
}

/** Splits a label around the first match so the UI can mark it. */
export function highlightParts(label: string, query: string): { before: string; match: string; after: string } {
  const needle = query.trim().toLowerCase();
  const at = needle ? label.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return { before: label, match: '', after: '' };
  return { before: label.slice(0, at), match: label.slice(at, at + needle.length), after: label.slice(at + needle.length) };
}

// ---------------------------------------------------------------------------------------------
// Documents found by the database (public.search_palette) for what was typed

/** A row of search_palette as the Data API answers it (every column may be null). */
export interface PaletteDocument {
  kind: string | null;
  id: string | null;
  number: string | null;
  party: string | null;
  amount: string | null;
  document_date: string | null;
}

/** Each kind's group, where it opens, in the palette's order (after Funds: Bills, Invoices, Donations, then the rest). */
const DOCUMENT_GROUPS: readonly { kind: string; heading: string; path: (id: string) => string }[] = [
  { kind: 'bill', heading: 'Bills', path: (id) => `/app/finance/bills/${id}` },
  { kind: 'invoice', heading: 'Invoices', path: (id) => `/app/finance/invoices/${id}` },
  { kind: 'donation', heading: 'Donations', path: (id) => `/app/finance/donations?open=${id}` },
  { kind: 'journal_entry', heading: 'Journal Entries', path: (id) => `/app/finance/journal-entries/${id}` },
  { kind: 'purchase_order', heading: 'Purchase Orders', path: (id) => `/app/supply-chain/purchase-orders/${id}` },
  { kind: 'payroll_run', heading: 'Payroll Runs', path: (id) => `/app/hr/payroll/${id}` },
];

/** The bundle's groups the database search replaces while something is typed. */
const SEARCHED_HEADINGS = new Set(['Bills', 'Invoices', 'Donations']);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-03' -> 'Mar 3, 2026'. */
export function shortDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** '1234567.5' -> '$1,234,567.50' (from the decimal text, no floating point). */
export function dollarsWithSeparators(amount: string): string {
  const plain = dollars(amount);
  return plain.replace(/^(-?\$)(\d+)/, (_all, sign: string, whole: string) => `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
}

/** 'INV-5001 · Lakeside Senior Center · $1,250.00 · Mar 3, 2026': number, party, amount and date. */
export function documentLabel(row: PaletteDocument): string {
  return [row.number, row.party, row.amount === null ? null : dollarsWithSeparators(row.amount), row.document_date === null ? null : shortDate(row.document_date)]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');
}

/**
 * The palette's groups for a query: the bundle's groups filtered by it, with the documents the
 * database found (`documents`; null while the answer is on its way) in place of the bundle's first
 * bills, invoices and donations, and journal entries, purchase orders and payroll runs after them.
 * Without a query, the bundle's groups as SPEC section 2 lists them.
 */
export function searchPaletteGroups(source: PaletteSource | null, query: string, documents: readonly PaletteDocument[] | null): PaletteGroup[] {
  const local = buildPaletteGroups(source);
  if (query.trim() === '') return filterPalette(local, query);
  const found: PaletteGroup[] = DOCUMENT_GROUPS.map((group) => ({
    heading: group.heading,
    items: (documents ?? []).flatMap((row) =>
      row.kind === group.kind && row.id !== null ? [{ key: `${group.kind}-${row.id}`, label: documentLabel(row), path: group.path(encodeURIComponent(row.id)) }] : [],
    ),
  }));
  const filtered = filterPalette(local.filter((group) => !SEARCHED_HEADINGS.has(group.heading)), query);
  const before = filtered.filter((group) => ['Navigation', 'Reports', 'Accounts', 'Projects', 'Funds'].includes(group.heading));
  const after = filtered.filter((group) => !before.includes(group));
  return [...before, ...found.filter((group) => group.items.length > 0), ...after];
}
