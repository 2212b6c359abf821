// A server-side list's page, page size, sort and filters read from and written to URL search
// parameters (pure functions; the hook is use-table-url-state.ts). Defaults are left out of the URL
// so a plain link stays plain, and parameters that belong to someone else are kept.

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableUrlStateOptions<FilterKey extends string = string> {
  defaultSort?: TableSort | null;
  /** Rows per page when the URL does not say (25 if omitted). */
  pageSize?: number;
  /** Page sizes the URL may ask for; anything else falls back to `pageSize`. */
  pageSizes?: readonly number[];
  filterKeys?: readonly FilterKey[];
  /** Filter values that apply when the URL has none (never written to the URL). */
  defaultFilters?: Partial<Record<FilterKey, string>>;
  /** Prefix of every parameter, for two tables on one page ('je.' -> 'je.page'). */
  prefix?: string;
  /** Sort keys the URL may ask for (the sortable columns); others fall back to the default sort. */
  sortKeys?: readonly string[];
}

export interface TableUrlStateValue<FilterKey extends string = string> {
  page: number;
  pageSize: number;
  sort: TableSort | null;
  /** Only the filters that have a value (from the URL or the defaults). */
  filters: Partial<Record<FilterKey, string>>;
}

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

function names(prefix = '') {
  return { page: `${prefix}page`, size: `${prefix}size`, sort: `${prefix}sort`, filter: (key: string) => `${prefix}${key}` };
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function defaultPageSize(options: TableUrlStateOptions<string>): number {
  return options.pageSize ?? DEFAULT_PAGE_SIZE;
}

function allowedPageSizes(options: TableUrlStateOptions<string>): readonly number[] {
  const sizes = options.pageSizes ?? PAGE_SIZES;
  return sizes.includes(defaultPageSize(options)) ? sizes : [...sizes, defaultPageSize(options)].sort((a, b) => a - b);
}

export function pageSizeOptions(options: TableUrlStateOptions<string>): number[] {
  return [...allowedPageSizes(options)];
}

/** 'date' -> ascending, '-date' -> descending. */
export function parseSort(text: string | null): TableSort | null {
  if (!text) return null;
  const descending = text.startsWith('-');
  const key = descending ? text.slice(1) : text;
  return /^[A-Za-z0-9_.]+$/.test(key) ? { key, direction: descending ? 'desc' : 'asc' } : null;
}

export function formatSort(sort: TableSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

function sameSort(a: TableSort | null | undefined, b: TableSort | null | undefined): boolean {
  return (a ?? null) === null ? (b ?? null) === null : b != null && a != null && a.key === b.key && a.direction === b.direction;
}

export function parseTableUrlState<FilterKey extends string>(
  params: URLSearchParams,
  options: TableUrlStateOptions<FilterKey>,
): TableUrlStateValue<FilterKey> {
  const n = names(options.prefix);
  const size = positiveInteger(params.get(n.size));
  const pageSize = size !== null && allowedPageSizes(options).includes(size) ? size : defaultPageSize(options);
  const urlSort = parseSort(params.get(n.sort));
  const sortAllowed = urlSort && (!options.sortKeys || options.sortKeys.includes(urlSort.key));
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of options.filterKeys ?? []) {
    const value = params.get(n.filter(key)) ?? options.defaultFilters?.[key];
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return {
    page: positiveInteger(params.get(n.page)) ?? 1,
    pageSize,
    sort: sortAllowed ? urlSort : (options.defaultSort ?? null),
    filters,
  };
}

/**
 * `params` with the table's parameters replaced by `state`; values equal to their default are
 * removed. A filter the defaults set but the user cleared is written as an empty parameter, so the
 * cleared state survives a reload.
 */
export function writeTableUrlState<FilterKey extends string>(
  params: URLSearchParams,
  state: TableUrlStateValue<FilterKey>,
  options: TableUrlStateOptions<FilterKey>,
): URLSearchParams {
  const n = names(options.prefix);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(n.page, state.page > 1 ? String(state.page) : null);
  set(n.size, state.pageSize !== defaultPageSize(options) ? String(state.pageSize) : null);
  const defaultSort = options.defaultSort ?? null;
  if (sameSort(state.sort, defaultSort)) set(n.sort, null);
  else set(n.sort, state.sort ? formatSort(state.sort) : '');
  for (const key of options.filterKeys ?? []) {
    const value = state.filters[key] ?? '';
    const fallback = options.defaultFilters?.[key] ?? '';
    set(n.filter(key), value === fallback ? null : value);
  }
  return next;
}

/** Row offsets of a page for supabase-js `.range(from, to)` (both inclusive). */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (page - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}
