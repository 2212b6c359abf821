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
